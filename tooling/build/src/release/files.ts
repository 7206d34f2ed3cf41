/** Every file under a folder, recursively, as absolute paths (the build's inputs, a build's output). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
