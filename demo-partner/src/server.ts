/**
 * The demo partner page's server: `GET /` the page (./partner-page.ts) under the policy a
 * careful partner sets, its script, styles and icon as files of ../public, `GET /health`, and
 * the partner's own server routes that issue nonces and verify results (./partner-api.ts).
 * What each request gets is decided by `answerFor` (pure, over the files read per request, so
 * an edit of demo.js shows on reload); the server only writes it.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { readBodyUpTo } from '@lender/serve/read-body';
import { createPartnerApi, VISITOR_COOKIE, visitorOf, type PartnerApi } from './partner-api.ts';
import { labelOf } from './settings.ts';
import { partnerPageHtml } from './partner-page.ts';

const PUBLIC_DIR = join(import.meta.dirname, '..', 'public');

/** The page's files: an exact list, so no path reaches anything else. */
const FILES: Readonly<Record<string, string>> = {
  '/demo.js': 'text/javascript; charset=utf-8',
  '/demo.css': 'text/css; charset=utf-8',
  '/favicon.svg': 'image/svg+xml',
};

const TEXT = 'text/plain; charset=utf-8';

/**
 * The policy a careful partner sets, and what docs/embed.md tells partners to allow: the
 * lender's shell as a script source (the loader) and a frame source (our frame), nothing else
 * of ours. The loader therefore adds no `<style>` element and no style attribute of its own
 * markup; it styles its overlay through the DOM (`element.style`), which a policy allows.
 */
export const partnerPolicy = (shellOrigin: string): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${shellOrigin}`,
    `frame-src ${shellOrigin}`,
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-cache',
};

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PartnerServerOptions {
  shellOrigin: string;
  publicOrigin: string;
}

const plain = (status: number, body: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { ...BASE_HEADERS, 'content-type': TEXT, ...headers },
  body: `${body}\n`,
});

/** The answer to `method` on `url` (path and query); `file` reads one of ../public by name. */
export function answerFor(
  method: string,
  url: string,
  options: PartnerServerOptions,
  file: (name: string) => string,
): Answer {
  if (method !== 'GET' && method !== 'HEAD') return plain(405, 'Only GET and HEAD.', { allow: 'GET, HEAD' });
  const { pathname, searchParams } = new URL(url, 'http://partner.invalid');
  if (pathname === '/health') return plain(200, 'ok');
  const type = FILES[pathname];
  if (type)
    return { status: 200, headers: { ...BASE_HEADERS, 'content-type': type }, body: file(pathname.slice(1)) };
  if (pathname !== '/') return plain(404, 'Not found.');
  const choice = labelOf(searchParams);
  if ('refused' in choice) return plain(400, choice.refused);
  return {
    status: 200,
    headers: {
      ...BASE_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': partnerPolicy(options.shellOrigin),
    },
    body: partnerPageHtml({ ...options, label: choice.label }),
  };
}

const MAX_API_BODY_BYTES = 8 * 1024;

/** The page's server routes (./partner-api.ts) as answers: JSON, never cached. */
async function apiAnswer(api: PartnerApi, request: IncomingMessage): Promise<Answer | null> {
  const { pathname } = new URL(request.url ?? '/', 'http://partner.invalid');
  const method = request.method ?? 'GET';
  const body = method === 'POST' ? await readBodyUpTo(request, MAX_API_BODY_BYTES) : null;
  const answer = await api.answer(method, pathname, body, visitorOf(request.headers.cookie));
  if (!answer) return null;
  return {
    status: answer.status,
    headers: {
      ...BASE_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      // A body over the limit was not read to its end: it goes with the connection.
      ...(method === 'POST' && body === null && { connection: 'close' }),
      // The partner's own session: its script never reads it, no other site's request carries it.
      ...(answer.newVisitor && {
        'set-cookie': `${VISITOR_COOKIE}=${answer.newVisitor}; Path=/; HttpOnly; SameSite=Strict`,
      }),
    },
    body: JSON.stringify(answer.body),
  };
}

export function createPartnerServer(
  options: PartnerServerOptions,
  api: PartnerApi = createPartnerApi(options),
): Server {
  const file = (name: string) => readFileSync(join(PUBLIC_DIR, name), 'utf8');
  const answerOf = async (request: IncomingMessage): Promise<Answer> => {
    try {
      return (
        (await apiAnswer(api, request)) ??
        answerFor(request.method ?? 'GET', request.url ?? '/', options, file)
      );
    } catch (error) {
      return plain(
        500,
        `The demo partner page failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  return createServer((request, response) => {
    // answerOf never rejects: a failure is its 500.
    void answerOf(request).then((answer) => {
      response.writeHead(answer.status, answer.headers);
      response.end(request.method === 'HEAD' ? undefined : answer.body);
    });
  });
}
