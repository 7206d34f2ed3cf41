/**
 * What the shell's server adds to each page's <head>: the runtime configuration
 * (inline, so the page needs no extra request to learn it), a preconnect to each
 * remote's origin, and a preload of the manifest of the remote the page renders.
 */
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@lender/shared';
import { remoteRouteFor } from '../src/app/remote-routes.ts';
import { containerOf } from '../src/federation/container-of.ts';
import { inlineJson } from './runtime-config.ts';

export function renderHead(config: RuntimeConfig, pathname: string): string {
  const origins = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const preconnects = origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`);
  // Guarded pages are left out: a signed-out visitor is redirected before the remote is needed.
  const route = remoteRouteFor(pathname);
  const manifest = route && !route.guarded ? config.remotes[containerOf(route.id)] : undefined;
  const preload = manifest ? [`<link rel="preload" href="${manifest}" as="fetch" crossorigin>`] : [];
  const script = `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${inlineJson(config)}</script>`;
  return [...preconnects, ...preload, script].join('');
}
