/**
 * Prints each deployable's JavaScript, raw and gzipped (level 9), from its `dist/`.
 * `npm run bench:size`; run a build first. For what a page actually downloads, see
 * `npm run bench` (real browser loads, split by package).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appByDir, buildableApps } from '@lender/serve/apps';
import { repoRoot } from '@lender/serve/workspace';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface AppSize {
  app: string;
  files: number;
  raw: number;
  gzip: number;
  largest: Array<{ file: string; gzip: number }>;
}

export function measureApp(dir: string): AppSize {
  const dist = join(repoRoot, dir, appByDir(dir).pagesDir ?? 'dist');
  if (!existsSync(dist)) throw new Error(`${dir}/dist is missing: run npm run build first`);
  const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
  const sizes = files.map((file) => {
    const content = readFileSync(join(dist, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return {
    app: dir,
    files: files.length,
    raw: sizes.reduce((sum, s) => sum + s.raw, 0),
    gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
    largest: sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 3),
  };
}

const isMain = process.argv[1]?.endsWith('bundle-size.ts');
if (isMain) {
  process.stdout.write('app                 files        raw       gzip   largest (gzip)\n');
  for (const app of buildableApps) {
    const size = measureApp(app.dir);
    const largest = size.largest.map((l) => `${l.file} ${kb(l.gzip)}`).join(', ');
    process.stdout.write(
      `${size.app.padEnd(18)} ${String(size.files).padStart(6)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)}   ${largest}\n`,
    );
  }
  process.stdout.write(
    '\nEach remote bundles fallback copies of the shared libraries; a page downloads only one copy.\n',
  );
}
