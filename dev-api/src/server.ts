/**
 * The dev API: a local stand-in for the lender's services. This file wires the
 * HTTP server: CORS with credentials for the product's own origins, JSON bodies,
 * `/health`, the contract at `/openapi.json`, and the router that answers every
 * declared endpoint (./http/router.ts). Endpoint behaviour lives in handlers per
 * domain.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { endpoints } from '@lender/shared/stand-ins';
import { buildOpenApiDocument } from '@lender/shared/stand-ins';
import { BodyError, readJsonBody } from './http/body.ts';
import { createRouter, errors, type HandlerTable, type PathRoute, type Reply } from './http/router.ts';

export interface DevApiOptions {
  /** Origins allowed to call with credentials (the shell, the remotes, partner pages). */
  allowedOrigins: readonly string[];
  handlers?: HandlerTable<typeof endpoints>;
  /** Pages and redirects outside the contract, tried in order before the contract's routes. */
  routes?: readonly PathRoute[];
}

const exposedHeaders = ['authorization', 'x-addr', 'x-grp', 'retry-after'];

function applyCors(request: IncomingMessage, response: ServerResponse, options: DevApiOptions): void {
  const origin = request.headers.origin;
  if (!origin || !options.allowedOrigins.includes(origin)) return;
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('access-control-expose-headers', exposedHeaders.join(', '));
  response.setHeader('vary', 'origin');
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

function send(response: ServerResponse, reply: Reply): void {
  if (reply.raw) {
    response.writeHead(reply.status ?? 200, {
      'content-type': reply.raw.contentType,
      'cache-control': 'no-store',
      ...reply.headers,
    });
    response.end(reply.raw.body);
    return;
  }
  if (reply.html === undefined)
    return sendJson(response, reply.status ?? 200, reply.body ?? {}, reply.headers);
  response.writeHead(reply.status ?? 200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...reply.headers,
  });
  response.end(reply.html);
}

export function createDevApi(options: DevApiOptions): Server {
  const router = createRouter(endpoints, options.handlers ?? {});
  const openApi = JSON.stringify(buildOpenApiDocument());

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    applyCors(request, response, options);
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      response.setHeader(
        'access-control-allow-headers',
        String(request.headers['access-control-request-headers'] ?? 'content-type, authorization'),
      );
      response.setHeader('access-control-max-age', '600');
      response.writeHead(204).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    try {
      decodeURIComponent(url.pathname);
    } catch {
      return send(response, errors(400, 'The request path is not valid percent-encoding.'));
    }
    if (request.method === 'GET' && url.pathname === '/health')
      return sendJson(response, 200, { status: 'ok', app: 'dev-api' });
    if (request.method === 'GET' && url.pathname === '/openapi.json') {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-cache',
      });
      response.end(openApi);
      return;
    }
    let body: unknown;
    try {
      body = await readJsonBody(request);
    } catch (error) {
      if (error instanceof BodyError) return send(response, errors(error.status, error.message));
      throw error;
    }
    let reply: Reply | null = null;
    for (const route of options.routes ?? []) {
      reply = await route(request, url, body);
      if (reply) break;
    }
    reply ??= await router.dispatch(request, url, body);
    send(response, reply ?? errors(404, `No route for ${request.method} ${url.pathname}`));
  };

  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      process.stderr.write(
        `[dev-api] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      if (!response.headersSent)
        send(response, errors(500, 'The dev API failed while answering this request.'));
      else response.end();
    });
  });
}
