/**
 * A page's initial JavaScript split by package (tooling/build/src/package-split.ts): each
 * script the page fetched is found in the build it came from (by the origin that
 * served it) and split through its source map. Scripts no build of ours made (the
 * dev API's consent stand-in) are counted whole, as "other".
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apps, originOf } from '@lender/serve/apps';
import { repoRoot } from '@lender/serve/workspace';
import { addBytes, addFileByPackage, compressedSizes, type PackageBytes } from '@lender/build/package-split';
import type { ScriptLoad } from '../support/first-load.ts';

export const OTHER = 'other';

function builtFileOf(url: string, env: NodeJS.ProcessEnv): { file: string; builtBy: string } | undefined {
  const { origin, pathname } = new URL(url);
  const app = apps.find((a) => (a.kind === 'host' || a.kind === 'remote') && originOf(a, env) === origin);
  if (!app) return undefined;
  const dist =
    app.kind === 'host' && env.SHELL_DIST_DIR
      ? env.SHELL_DIST_DIR
      : join(repoRoot, app.dir, app.pagesDir ?? 'dist');
  return { file: join(dist, decodeURIComponent(pathname)), builtBy: app.dir };
}

export async function packageBytes(
  scripts: readonly ScriptLoad[],
  env: NodeJS.ProcessEnv,
): Promise<Record<string, PackageBytes>> {
  const totals = new Map<string, PackageBytes>();
  for (const script of scripts) {
    const built = builtFileOf(script.url, env);
    if (built && !existsSync(`${built.file}.map`))
      throw new Error(
        `${built.file} has no source map: build with LENDER_SOURCE_MAPS=1 (npm run bench does)`,
      );
    if (built) {
      addFileByPackage(totals, built.file, built.builtBy);
      continue;
    }
    addBytes(totals, OTHER, compressedSizes(await (await fetch(script.url)).text()));
  }
  return Object.fromEntries([...totals].sort(([, a], [, b]) => b.gzip - a.gzip));
}
