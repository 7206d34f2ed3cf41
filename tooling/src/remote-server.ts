/** Serves a built remote from its own origin, as an independently deployed remote is. */
import { join } from 'node:path';
import { appByDir, host, portOf, repoRoot } from './apps.ts';
import { createAppServer, listen } from './serve-app.ts';

export async function serveRemote(dir: string): Promise<void> {
  const app = appByDir(dir);
  const options = {
    name: dir,
    distDir: join(repoRoot, dir, 'dist'),
    port: portOf(app),
    host,
    cors: true,
    readyFile: 'mf-manifest.json',
    spaFallback: true,
  };
  await listen(createAppServer(options), options);
}
