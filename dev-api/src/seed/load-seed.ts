/** Loads the seed named by `SEED_FILE`, or the default one, validating it with a clear list of problems. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSeed, type Seed } from './seed-schema.ts';

export const DEFAULT_SEED_FILE = fileURLToPath(new URL('./default-seed.json', import.meta.url));

export function loadSeed(file: string = process.env.SEED_FILE || DEFAULT_SEED_FILE): Seed {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `The seed ${file} could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return parseSeed(raw, file);
}
