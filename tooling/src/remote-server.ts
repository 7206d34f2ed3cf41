/**
 * Serves a built remote from its own origin, as an independently deployed remote
 * is: with CORS, its manifest, entry and chunks for the shell, and its standalone
 * page (the remote's screens alone, at the same paths the shell gives them) with
 * the runtime configuration inlined exactly as the shell's server does it. Paths
 * that are not this remote's screens get the same page with a 404 status; the
 * page shows its "not found" message.
 */
import { join } from 'node:path';
import { containerOf, remoteRouteFor, type RemoteContainer } from '@lender/shared/contracts';
import { appByDir, host, portOf, repoRoot } from './apps.ts';
import {
  appendToHead,
  renderRuntimeConfigScript,
  runtimeConfigFromEnv,
  serveRuntimeConfigJson,
} from './runtime-config-env.ts';
import { createAppServer, listen, type AppServerOptions } from './serve-app.ts';

type Env = Record<string, string | undefined>;

export interface RemoteServerSettings {
  env?: Env;
  distDir?: string;
  /** Pages of the remote's own beyond its screens (a development page), answered 200 outside production. */
  devPages?: readonly string[];
}

export function remoteServerOptions(
  dir: string,
  { env = process.env, distDir = join(repoRoot, dir, 'dist'), devPages = [] }: RemoteServerSettings = {},
): AppServerOptions {
  const app = appByDir(dir);
  if (app.kind !== 'remote') throw new Error(`${dir} is not a remote`);
  const container = app.federationName as RemoteContainer;
  // Parse once now so a bad environment fails loudly before the server listens.
  runtimeConfigFromEnv(env);
  return {
    name: dir,
    distDir,
    port: portOf(app, env),
    host,
    cors: true,
    readyFile: 'mf-manifest.json',
    spaFallback: true,
    pageStatus: (pathname) => {
      if (devPages.includes(pathname) && runtimeConfigFromEnv(env).environment !== 'production') return 200;
      const route = remoteRouteFor(pathname);
      return route && containerOf(route.id) === container ? 200 : 404;
    },
    transformHtml: (html) => appendToHead(html, renderRuntimeConfigScript(runtimeConfigFromEnv(env))),
    handle: (request, response) => serveRuntimeConfigJson(request, response, env),
  };
}

export async function serveRemote(dir: string, settings: RemoteServerSettings = {}): Promise<void> {
  const options = remoteServerOptions(dir, settings);
  await listen(createAppServer(options), options);
}
