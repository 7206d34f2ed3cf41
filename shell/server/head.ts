/**
 * What the shell's server adds to each page's <head>: the runtime configuration
 * (inline, so the page needs no extra request to learn it), a preconnect to each
 * remote's origin, and a preload of the manifest of the remote the page renders (an embed
 * frame's login and the warming frame: the login remote's; its registration: the registration remote's).
 */
import {
  containerOf,
  remoteRouteFor,
  type RemoteModuleId,
  type RuntimeConfig,
} from '@lender/shared/contracts';
import { renderRuntimeConfigScript } from '@lender/serve/page-html';
import { EMBED_LOGIN_SCREEN, EMBED_PATHS, EMBED_REGISTER_SCREENS } from '../src/embed/protocol.ts';

/** The remote screen a signed-out visitor's page renders first, if any. */
function firstScreenOf(pathname: string): RemoteModuleId | undefined {
  // The loader writes the frames' addresses exactly (as ./server-screens.ts matches them).
  if (pathname === EMBED_PATHS.login || pathname === EMBED_PATHS.warm) return EMBED_LOGIN_SCREEN;
  // Either registration screen: one remote, one manifest.
  if (pathname === EMBED_PATHS.register) return EMBED_REGISTER_SCREENS.mortgage;
  const route = remoteRouteFor(pathname);
  // Guarded pages are left out: a signed-out visitor is redirected before the remote is needed.
  return route && !route.guarded ? route.id : undefined;
}

export function renderHead(config: RuntimeConfig, pathname: string): string {
  const origins = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const preconnects = origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`);
  const screen = firstScreenOf(pathname);
  const manifest = screen ? config.remotes[containerOf(screen)] : undefined;
  const preload = manifest ? [`<link rel="preload" href="${manifest}" as="fetch" crossorigin>`] : [];
  return [...preconnects, ...preload, renderRuntimeConfigScript(config)].join('');
}
