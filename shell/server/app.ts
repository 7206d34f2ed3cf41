/**
 * What the shell's server answers, from its settings (./settings.ts): the shell's built
 * files, and for every page `index.html` with the response's nonce, the runtime
 * configuration as it stands (the remote pointer read again after its short cache), the
 * preloads of the page's remote and the organization of the request's host name, under the
 * page's security headers (an embed route framed by its listed partner alone, and told that
 * partner's labels: ./embed-framing.ts); `GET /runtime-config.json`, `GET /health` and the
 * embed loader (`/embed/v1.js`, a stable address partners link: a short cache) besides. A page a
 * signed-out visitor opens on a remote's route gets its first screen in its HTML when the pointed
 * remote build has one (./server-screens.ts), and a form of it sent before the page's scripts ran
 * is answered with the same page (./early-submit.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendToHead } from '@lender/serve/page-html';
import { pointerMaxAgeFromEnv } from '@lender/serve/remote-pointer';
import { runtimeConfigNow } from '@lender/serve/runtime-config-env';
import { pathnameOf, serveRuntimeConfigJson } from '@lender/serve/runtime-config-route';
import {
  newNonce,
  pageHeaders,
  renderNonceMeta,
  securitySettingsFromEnv,
} from '@lender/serve/security-headers';
import type { AppServerOptions } from '@lender/serve/serve-app';
import { EMBED_LOADER_PATH, EMBED_TYPES_PATH } from '../src/embed/protocol.ts';
import { embedFraming, renderEmbedPartnerScript } from './embed-framing.ts';
import { handleEmbedRoutes } from './embed-result/result-route.ts';
import { renderHead } from './head.ts';
import { orgInfoOfRequest, renderOrgInfoScript } from './org-info.ts';
import { robotsHeadersFor } from './robots.ts';
import { answerEarlySubmit } from './early-submit.ts';
import { createServerScreens, readServerChrome, type ServerPageRequest } from './server-screens.ts';
import type { ShellSettings } from './settings.ts';

export function shellServerOptions(settings: ShellSettings): AppServerOptions {
  const { env, pointer, orgHosts, partners } = settings;
  const configNow = () => runtimeConfigNow(env, pointer);
  const serverScreens = createServerScreens({
    chrome: readServerChrome(settings.distDir),
    manifestMaxAgeMs: pointerMaxAgeFromEnv(env),
  });
  let warmed = false;
  const page = async (html: string, request: IncomingMessage, notice?: ServerPageRequest['notice']) => {
    const config = await configNow();
    // The first page read every fragment into memory, so the pages after it get theirs (not at
    // start: a server reads nothing before it is asked).
    if (!warmed) {
      warmed = true;
      serverScreens.warm(config);
    }
    const security = securitySettingsFromEnv(config, env);
    const nonce = newNonce();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const framing = embedFraming(url.pathname, url.search, {
      shellOrigins: security.shellOrigins,
      partners,
      ticketSigner: settings.embedKeys,
    });
    const orgInfo = orgInfoOfRequest(request, orgHosts);
    const head = appendToHead(
      html,
      renderNonceMeta(nonce) +
        renderHead(config, pathnameOf(request)) +
        renderOrgInfoScript(orgInfo) +
        renderEmbedPartnerScript(framing.partnerInfo),
    );
    const made = await serverScreens.page({
      html: head,
      url,
      config,
      orgInfo,
      partner: framing.partnerInfo,
      nonce,
      year: new Date().getFullYear(),
      notice,
    });
    return {
      html: made?.html ?? head,
      headers: {
        ...pageHeaders(config, security, nonce, security.shellOrigins, framing.framers, made?.inlineScripts),
        ...robotsHeadersFor(pathnameOf(request)),
      },
    };
  };
  return {
    name: 'shell',
    distDir: settings.distDir,
    port: settings.port,
    host: settings.host,
    readyFile: 'index.html',
    spaFallback: true,
    shortCache: [EMBED_LOADER_PATH, EMBED_TYPES_PATH],
    page: (html: string, request: IncomingMessage) => page(html, request),
    handle: async (request: IncomingMessage, response: ServerResponse) =>
      (await handleEmbedRoutes(
        request,
        response,
        settings.embedKeys,
        async () => (await configNow()).apiBase,
      )) ||
      (await answerEarlySubmit(request, response, settings.distDir, (html, notice) =>
        page(html, request, notice),
      )) ||
      serveRuntimeConfigJson(request, response, configNow),
  };
}
