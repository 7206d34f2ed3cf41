/**
 * What the shell's server answers, from its settings (./settings.ts): the shell's built
 * files, and for every page `index.html` with the response's nonce, the runtime
 * configuration as it stands (the remote pointer read again after its short cache), the
 * preloads of the page's remote and the organization of the request's host name, under the
 * page's security headers (an embed route framed by its listed partner alone, and told that
 * partner's labels: ./embed-framing.ts); `GET /runtime-config.json`, `GET /health` and the
 * embed loader (`/embed/v1.js`, a stable address partners link: a short cache) besides.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendToHead } from '@lender/serve/page-html';
import { runtimeConfigNow } from '@lender/serve/runtime-config-env';
import { pathnameOf, serveRuntimeConfigJson } from '@lender/serve/runtime-config-route';
import {
  newNonce,
  pageHeaders,
  renderNonceMeta,
  securitySettingsFromEnv,
} from '@lender/serve/security-headers';
import type { AppServerOptions } from '@lender/serve/serve-app';
import { EMBED_LOADER_PATH } from '../src/embed/protocol.ts';
import { embedFraming, renderEmbedPartnerScript } from './embed-framing.ts';
import { renderHead } from './head.ts';
import { orgInfoOfRequest, renderOrgInfoScript } from './org-info.ts';
import { robotsHeadersFor } from './robots.ts';
import type { ShellSettings } from './settings.ts';

export function shellServerOptions(settings: ShellSettings): AppServerOptions {
  const { env, pointer, orgHosts, partners } = settings;
  const configNow = () => runtimeConfigNow(env, pointer);
  return {
    name: 'shell',
    distDir: settings.distDir,
    port: settings.port,
    host: settings.host,
    readyFile: 'index.html',
    spaFallback: true,
    shortCache: [EMBED_LOADER_PATH],
    page: async (html: string, request: IncomingMessage) => {
      const config = await configNow();
      const security = securitySettingsFromEnv(config, env);
      const nonce = newNonce();
      const url = new URL(request.url ?? '/', 'http://localhost');
      const framing = embedFraming(url.pathname, url.search, {
        shellOrigins: security.shellOrigins,
        partners,
      });
      return {
        html: appendToHead(
          html,
          renderNonceMeta(nonce) +
            renderHead(config, pathnameOf(request)) +
            renderOrgInfoScript(orgInfoOfRequest(request, orgHosts)) +
            renderEmbedPartnerScript(framing.partnerInfo),
        ),
        headers: {
          ...pageHeaders(config, security, nonce, security.shellOrigins, framing.framers),
          ...robotsHeadersFor(pathnameOf(request)),
        },
      };
    },
    handle: (request: IncomingMessage, response: ServerResponse) =>
      serveRuntimeConfigJson(request, response, configNow),
  };
}
