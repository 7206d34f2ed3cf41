/**
 * `npm run dev`: the same stack as `npm start`, with every app rebuilt on change.
 * The servers read `dist/` per request, so a reload shows the new build; remotes
 * are picked up without restarting the shell.
 */
import { join } from 'node:path';
import webpack from 'webpack';
import { appByDir, buildableApps, originOf } from '@lender/serve/apps';
import { repoRoot } from '@lender/serve/workspace';
import { loadConfigs, reportEmbedLoader } from './build.ts';
import { Stack } from '@lender/serve/stack';

// A development build (./webpack.ts): the query devtools are in it, never in `npm start`'s.
process.env.LENDER_DEVELOPMENT_BUILD = '1';
const configs = (await Promise.all(buildableApps.map((app) => loadConfigs(join(repoRoot, app.dir))))).flat();
const stack = new Stack();
let started = false;

const watching = webpack(configs).watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) return process.stderr.write(`${error.message}\n`);
  if (stats?.hasErrors()) return process.stderr.write(`${stats.toString('errors-only')}\n`);
  process.stdout.write(`[dev] built at ${new Date().toLocaleTimeString()}\n`);
  // Again after each build: the shell's compilation may clean `dist/public/embed/v1.js` away.
  reportEmbedLoader().catch((loaderError: unknown) => process.stderr.write(`${String(loaderError)}\n`));
  if (started) return;
  started = true;
  stack.start().then(
    () => process.stdout.write(`\n  Watching. Open ${originOf(appByDir('shell'))}/auth/login\n\n`),
    (startError: unknown) => process.stderr.write(`${String(startError)}\n`),
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    watching?.close(() => undefined);
    void stack.stop().then(() => process.exit(0));
  });
}
