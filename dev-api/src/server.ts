/**
 * The dev API: a local stand-in for the lender's services. This file wires the
 * HTTP server: CORS with credentials for the product's own origins, JSON errors,
 * and the route table. Endpoint behaviour lives in modules per domain.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface DevApiOptions {
  /** Origins allowed to call with credentials (the shell, the remotes, partner pages). */
  allowedOrigins: readonly string[];
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

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

export function createDevApi(options: DevApiOptions): Server {
  return createServer((request, response) => {
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
    if (url.pathname === '/health' && request.method === 'GET') {
      sendJson(response, 200, { status: 'ok', app: 'dev-api' });
      return;
    }
    sendJson(response, 404, { errors: [{ message: `No route for ${request.method} ${url.pathname}` }] });
  });
}
