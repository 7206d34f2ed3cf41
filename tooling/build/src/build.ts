/**
 * Builds one app (run inside its folder: `pnpm --filter @lender/shell build`) or,
 * with `--all`, every app in one process; `--one-bundle` builds the benchmark's
 * one-bundle shell into `.cache/bench/one-bundle` (createOneBundleConfig). The webpack filesystem cache under
 * `.cache/webpack` keeps a rebuild without changes to a few seconds.
 */
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration, type Stats } from 'webpack';
import { buildableApps } from '@lender/serve/apps';
import { repoRoot } from '@lender/serve/workspace';
import { buildEmbedLoader, EMBED_LOADER_BUDGET } from './embed-loader.ts';
import { createOneBundleConfig, type AppBuildOptions } from './webpack.ts';

/** An app's compilations (a remote has two: its container and its standalone page). */
export async function loadConfigs(appDir: string): Promise<Configuration[]> {
  const module = (await import(pathToFileURL(join(appDir, 'app.config.ts')).href)) as {
    default: Configuration | Configuration[];
  };
  return [module.default].flat();
}

export function run(compiler: webpack.Compiler | webpack.MultiCompiler): Promise<Stats | webpack.MultiStats> {
  return new Promise((resolvePromise, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      if (stats.hasWarnings()) process.stdout.write(`${stats.toString('errors-warnings')}\n`);
      resolvePromise(stats);
    });
  });
}

export async function buildApps(dirs: string[]): Promise<void> {
  const started = Date.now();
  const configs = (await Promise.all(dirs.map((dir) => loadConfigs(join(repoRoot, dir))))).flat();
  // One process, compilers run together: swc transforms run off the main thread,
  // so this uses both cores without five node processes competing for memory.
  const multi = webpack(configs);
  await run(multi);
  // After webpack, which cleans the shell's `dist/public`; fails the build over the loader's budget.
  if (dirs.includes('shell')) await reportEmbedLoader();
  process.stdout.write(`built ${dirs.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/** Builds the shell's `/embed/v1.js` (./embed-loader.ts) and prints its size. */
export async function reportEmbedLoader(): Promise<void> {
  const { raw, gzip } = await buildEmbedLoader();
  process.stdout.write(
    `built the embed loader: ${raw} bytes, ${gzip} gzipped (budget ${EMBED_LOADER_BUDGET})\n`,
  );
}

/** Where the benchmark's one-bundle shell is built (and served from, `SHELL_DIST_DIR`). */
export const oneBundleDir = join(repoRoot, '.cache', 'bench', 'one-bundle');

async function buildOneBundle(): Promise<void> {
  const started = Date.now();
  const { shellBuild } = (await import(pathToFileURL(join(repoRoot, 'shell', 'app.config.ts')).href)) as {
    shellBuild: AppBuildOptions;
  };
  await run(webpack(createOneBundleConfig(shellBuild, oneBundleDir)));
  process.stdout.write(`built the one-bundle shell in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (isMain) {
  const dirs = process.argv.includes('--all') ? buildableApps.map((a) => a.dir) : [basename(process.cwd())];
  (process.argv.includes('--one-bundle') ? buildOneBundle() : buildApps(dirs)).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
