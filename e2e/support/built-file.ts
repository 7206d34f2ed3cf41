/**
 * A built file a test rewrites (a manifest, a container, the shell's `main.js`), written with the
 * `.gz` and `.br` copies the build makes beside it (tooling/build/src/plugins/precompress.ts):
 * the servers send a copy in place of its file, so a file rewritten alone would still be
 * served as it was built.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { compressedCopiesSync } from '@lender/build/plugins/precompress';

export function writeBuiltFile(path: string, text: string): void {
  const content = Buffer.from(text);
  writeFileSync(path, content);
  const copies = compressedCopiesSync(content);
  for (const extension of ['gz', 'br'] as const) {
    const copy = copies[extension];
    if (copy) writeFileSync(`${path}.${extension}`, copy);
    else rmSync(`${path}.${extension}`, { force: true });
  }
}
