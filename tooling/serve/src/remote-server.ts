/**
 * Serves a built remote from its own origin, as an independently deployed remote
 * is: its manifest, entry and chunks with CORS for the shell's origins and the
 * partners (security-headers.ts), and its standalone
 * page (the remote's screens alone, at the same paths the shell gives them) with
 * the runtime configuration and the response's nonce inlined exactly as the shell's
 * server does it (and where the shell is, for a step only the full site can take), under the
 * same content security policy. Paths
 * that are not this remote's screens get the same page with a 404 status; the
 * page shows its "not found" message.
 */
import { join } from 'node:path';
import {
  containerOf,
  remoteRouteFor,
  STANDALONE_PAGE_ELEMENT_ID,
  type RemoteContainer,
  type StandalonePage,
} from '@lender/shared/contracts';
import { appByDir, host, originOf, portOf } from './apps.ts';
import { repoRoot } from './workspace.ts';
import { appendToHead, inlineJson, renderRuntimeConfigScript } from './page-html.ts';
import { remotePointerFromEnv, runtimeConfigFromEnv, runtimeConfigNow } from './runtime-config-env.ts';
import { serveRuntimeConfigJson } from './runtime-config-route.ts';
import {
  assetHeaders,
  newNonce,
  pageHeaders,
  renderNonceMeta,
  securitySettingsFromEnv,
} from './security-headers.ts';
import { createAppServer, listen, type AppServerOptions } from './serve-app.ts';

type Env = Record<string, string | undefined>;

/**
 * The standalone page's own settings (shared/src/contracts/standalone-page.ts): where the
 * shell is, for a step only the full site can take. The shell's first origin as its
 * security settings name it (`SHELL_ORIGIN`, else its local origin from `HOST` and `SHELL_PORT`).
 */
function renderStandalonePageScript(shellOrigins: readonly string[]): string {
  const page: StandalonePage = { shellOrigin: shellOrigins[0]! };
  return `<script id="${STANDALONE_PAGE_ELEMENT_ID}" type="application/json">${inlineJson(page)}</script>`;
}

export interface RemoteServerSettings {
  env?: Env;
  distDir?: string;
}

export function remoteServerOptions(
  dir: string,
  { env = process.env, distDir = join(repoRoot, dir, 'dist') }: RemoteServerSettings = {},
): AppServerOptions {
  const app = appByDir(dir);
  if (app.kind !== 'remote') throw new Error(`${dir} is not a remote`);
  const container = app.federationName as RemoteContainer;
  const pointer = remotePointerFromEnv(env);
  const configNow = () => runtimeConfigNow(env, pointer);
  // Parse now so a bad environment fails loudly before the server listens (a pointer at an
  // address is read, and so checked, by serveRemote before it listens).
  if (pointer?.location.kind !== 'address') runtimeConfigFromEnv(env);
  return {
    name: dir,
    distDir,
    port: portOf(app, env),
    host,
    // What a host page fetches (manifest, entry, chunks): CORS for the shell and the partners.
    assetHeaders: async (request) =>
      assetHeaders(request.headers.origin, securitySettingsFromEnv(await configNow(), env)),
    readyFile: 'mf-manifest.json',
    spaFallback: true,
    pageStatus: (pathname) => {
      const route = remoteRouteFor(pathname);
      return route && containerOf(route.id) === container ? 200 : 404;
    },
    page: async (html) => {
      const config = await configNow();
      const security = securitySettingsFromEnv(config, env);
      const nonce = newNonce();
      return {
        html: appendToHead(
          html,
          renderNonceMeta(nonce) +
            renderRuntimeConfigScript(config) +
            renderStandalonePageScript(security.shellOrigins),
        ),
        headers: pageHeaders(config, security, nonce, [originOf(app, env)]),
      };
    },
    handle: (request, response) => serveRuntimeConfigJson(request, response, configNow),
  };
}

export async function serveRemote(dir: string, settings: RemoteServerSettings = {}): Promise<void> {
  const options = remoteServerOptions(dir, settings);
  // Read the configuration once now, pointer included, so a bad one fails before the server listens.
  await runtimeConfigNow(settings.env, remotePointerFromEnv(settings.env));
  await listen(createAppServer(options), options);
}
