/**
 * What the shell's server adds to each page's <head>: the runtime configuration
 * (inline, so the page needs no extra request to learn it), a preconnect to each
 * remote's origin, and a preload of the manifest of the remote the page renders.
 */
import { containerOf, remoteRouteFor, type RuntimeConfig } from '@lender/shared/contracts';
import { renderRuntimeConfigScript } from '@lender/serve/page-html';

export function renderHead(config: RuntimeConfig, pathname: string): string {
  const origins = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const preconnects = origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`);
  // Guarded pages are left out: a signed-out visitor is redirected before the remote is needed.
  const route = remoteRouteFor(pathname);
  const manifest = route && !route.guarded ? config.remotes[containerOf(route.id)] : undefined;
  const preload = manifest ? [`<link rel="preload" href="${manifest}" as="fetch" crossorigin>`] : [];
  return [...preconnects, ...preload, renderRuntimeConfigScript(config)].join('');
}
