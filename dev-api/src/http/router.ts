/**
 * The dev API's routing: every endpoint declared in `shared` is a route here, so
 * the server answers at exactly the paths the contract names. A request is
 * validated against the declaration before its handler runs (400 with an `errors`
 * list; nothing is changed); a declared endpoint with no handler yet answers 501.
 */
import { JSON_TYPE, mediaTypeOf, UNSUPPORTED_MEDIA_TYPE } from './body.ts';
import type { IncomingMessage } from 'node:http';
import type { EndpointInput, RequestParts } from '@lender/shared/endpoint';
import { compilePathTemplate, type PathMatcher } from '@lender/shared/stand-ins';
import { validateRequest, type AnyEndpoint } from './request-parts.ts';

export interface Reply {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as a page instead of `body` (the development outbox). */
  html?: string;
  /** Sent as-is with its content type instead of `body` (a logo image). */
  raw?: { contentType: string; body: string | Buffer };
  headers?: Record<string, string>;
}

/**
 * A route outside the contract (a page, a redirect, a development endpoint): the
 * reply when it handles the request, null to let the next route try.
 */
export type PathRoute = (
  request: IncomingMessage,
  url: URL,
  body: unknown,
) => Promise<Reply | null> | Reply | null;

/** A 302 to `location` (a short link, the end of a page flow). */
export const redirect = (location: string, status = 302): Reply => ({
  status,
  headers: { location },
  raw: { contentType: 'text/plain; charset=utf-8', body: `Redirecting to ${location}` },
});

export interface HandlerContext<I> {
  input: I;
  request: IncomingMessage;
  /** The bearer token, without its scheme, if one was sent. */
  bearer: string | null;
}

export type Handler<I = unknown> = (context: HandlerContext<I>) => Reply | Promise<Reply>;

/** Handlers keyed by operation id, typed by each endpoint's declared input. */
export type HandlerTable<E extends Record<string, AnyEndpoint>> = {
  [K in keyof E]?: E[K] extends { request: infer R extends RequestParts } ? Handler<EndpointInput<R>> : never;
};

interface Route {
  endpoint: AnyEndpoint;
  match: PathMatcher;
}

export const errors = (status: number, ...messages: string[]): Reply => ({
  status,
  body: { errors: messages.map((message) => ({ message })) },
});

/**
 * The name of the cookie that carries a brokered session. The identity broker's
 * sign-in page (a page, not a call) cannot hand the app a bearer token, so, as the
 * real broker does, it leaves a cookie that credentialed calls carry.
 */
export const BROKER_SESSION_COOKIE = 'broker_session';

/** The brokered session's cookie token, if the request carries one. */
export function cookieTokenOf(request: IncomingMessage): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== BROKER_SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('=')) || null;
    } catch {
      return null; // Bad percent-encoding: no session, not a failure of the server.
    }
  }
  return null;
}

/** The `Authorization: Bearer` token, or else the brokered session's cookie. */
export function bearerOf(request: IncomingMessage): string | null {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  return cookieTokenOf(request);
}

export interface Router {
  /** The reply for a request to a declared endpoint, or null when none matches. */
  dispatch(request: IncomingMessage, url: URL, body: unknown): Promise<Reply | null>;
}

export function createRouter<E extends Record<string, AnyEndpoint>>(
  endpoints: E,
  handlers: HandlerTable<E>,
): Router {
  const routes: Route[] = Object.values(endpoints).map((endpoint) => ({
    endpoint,
    match: compilePathTemplate(endpoint.path),
  }));
  return {
    async dispatch(request, url, body) {
      const method = request.method ?? 'GET';
      let pathMatched = false;
      for (const route of routes) {
        const params = route.match(url.pathname);
        if (!params) continue;
        pathMatched = true;
        if (route.endpoint.method !== method) continue;
        // The API speaks JSON: a form post (no preflight, from any site) or a report is not a call.
        if (body !== undefined && mediaTypeOf(request) !== JSON_TYPE)
          return errors(415, UNSUPPORTED_MEDIA_TYPE);
        const validated = validateRequest(route.endpoint, {
          params,
          query: url.searchParams,
          headers: request.headers,
          body,
        });
        if (!validated.ok) return errors(400, ...validated.problems);
        const handler = handlers[route.endpoint.operationId as keyof E] as Handler | undefined;
        if (!handler)
          return errors(501, `${route.endpoint.operationId} is not implemented in the dev API yet`);
        return handler({ input: validated.parts, request, bearer: bearerOf(request) });
      }
      return pathMatched ? errors(405, `${method} is not allowed on ${url.pathname}`) : null;
    },
  };
}
