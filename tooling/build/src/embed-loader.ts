/**
 * Builds `/embed/v1.js`, the loader partners' pages include (shell/embed-loader/v1.ts,
 * docs/embed.md): one esbuild IIFE, minified, for ES2020 browsers, into the shell's
 * `dist/public/embed/v1.js` under a stable name (partners link it; no hash). Run after the shell's
 * webpack build, which cleans `dist/public`, with its `.gz` and `.br` copies and its
 * declaration file (`/embed/v1.d.ts`). The build fails when the loader is over its budget.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { repoRoot } from '@lender/serve/workspace';
import { EMBED_LOADER_PATH, EMBED_TYPES_PATH } from '../../../shell/src/embed/protocol.ts';
import { compressedCopies } from './plugins/precompress.ts';

/** Issue 31: the only code of ours in a partner's page stays small (bytes, gzipped at level 9 as bench:size). */
export const EMBED_LOADER_BUDGET = 4096;

const entry = join(repoRoot, 'shell', 'embed-loader', 'v1.ts');
export const embedLoaderFile = join(repoRoot, 'shell', 'dist', 'public', ...EMBED_LOADER_PATH.split('/'));
/** The loader's types for partners (shell/embed-loader/types/v1.d.ts), copied as they are. */
const typesSource = join(repoRoot, 'shell', 'embed-loader', 'types', 'v1.d.ts');
const typesName = EMBED_TYPES_PATH.split('/').pop()!;

export async function bundleEmbedLoader(): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no embed loader');
  return output.contents;
}

/** The gzipped size, or an error saying by how much the loader is over its budget. */
export function checkBudget(code: Uint8Array, budget: number): number {
  const gzip = gzipSync(code, { level: 9 }).length;
  if (gzip > budget)
    throw new Error(
      `the embed loader (${EMBED_LOADER_PATH}) is ${gzip} bytes gzipped, over its budget of ${budget} bytes: ` +
        'it runs in partners’ pages (issue 31); make it smaller.',
    );
  return gzip;
}

export async function buildEmbedLoader(file = embedLoaderFile): Promise<{ raw: number; gzip: number }> {
  const code = await bundleEmbedLoader();
  const gzip = checkBudget(code, EMBED_LOADER_BUDGET);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, code);
  // Its `.gz` and `.br` copies, as webpack's files get (./plugins/precompress.ts).
  const copies = Object.entries(await compressedCopies(Buffer.from(code))) as [string, Buffer][];
  for (const [extension, bytes] of copies) writeFileSync(`${file}.${extension}`, bytes);
  // Beside it, under the name partners fetch (its address changes with the loader's version).
  copyFileSync(typesSource, join(dirname(file), typesName));
  return { raw: code.length, gzip };
}
