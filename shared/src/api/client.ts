/**
 * The HTTP client for the lender's API. It knows nothing about the UI: it is given
 * where the API is, how to read the session and wallet tokens, and what to do when
 * the server hands out a new token or says the session is gone. One instance serves
 * the whole page (see ./instance.ts).
 *
 * - Wallet-path calls carry the wallet session's signed JWT; all others the stored jwt.
 * - A 200 with a new `authorization` header stores that token.
 * - A 401, or a 403 whose message is "Unauthenticated", ends the session when the
 *   call carried the session's token as its bearer (`endsSession`), except where a
 *   call says a 401 is expected (the identity call).
 * - Every call has a deadline (30 s by default) and sends cookies.
 */
import {
  ApiError,
  errorListMessages,
  NO_RESPONSE_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
} from './errors.ts';

export const API_TIMEOUT_MS = 30_000;

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which token a call carries as its bearer: decided by path unless the call says. */
export type AuthMode = 'session' | 'wallet' | 'none';

export interface RequestOptions {
  method?: HttpMethod;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  auth?: AuthMode;
  /** A 401 here is an answer, not the end of the session (the identity call). */
  ignoreUnauthorized?: boolean;
  /** The fetch cache mode; `no-store` for answers that must never come from a cache. */
  cache?: RequestCache;
  signal?: AbortSignal;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  data: T;
}

export interface ApiClientOptions {
  baseUrl: () => string;
  getSessionToken: () => string | null;
  getWalletToken: () => string | null;
  onNewToken: (token: string) => void;
  onUnauthenticated: () => void;
  /** Headers a session-replay tool wants on every call; none by default. */
  extraHeaders?: () => Record<string, string>;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
}

/**
 * Wallet-path calls: the identity service's wallet endpoints (nonce, attach), which
 * act for the connected wallet. The wallet service's account calls are made right
 * after an email login, before any wallet is connected, so they carry the session.
 */
export function isWalletPath(path: string): boolean {
  return path.startsWith('/identity/api/v3/wallet/');
}

/**
 * The bearer a call actually sent: the session's token, the wallet's, none, or one the
 * caller set itself (an `authorization` header of its own).
 */
export type SentBearer = 'session' | 'wallet' | 'none' | 'own';

export interface FailedCall {
  bearer: SentBearer;
  status: number;
  /** The body's message, if any. */
  message?: string;
  ignoreUnauthorized?: boolean;
}

/**
 * Whether a failed call ends the session. The specification's rule ("a 401, or a 403
 * with message Unauthenticated, removes the stored jwt") is about the session's token,
 * so only a call that carried that token as its bearer may end it: a wallet-path call
 * (nonce, attach) carries the wallet's own token, and its 401 says that token failed,
 * not the session (docs/spec-decisions.md, "The API client").
 */
export function endsSession(call: FailedCall): boolean {
  if (call.bearer !== 'session') return false;
  if (call.status === 401) return !call.ignoreUnauthorized;
  return call.status === 403 && call.message === UNAUTHENTICATED_MESSAGE;
}

const setsOwnBearer = (headers: Record<string, string> = {}) =>
  Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');

export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const url = new URL(path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as QueryValue[]) {
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item));
    }
  }
  return url.toString();
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/pdf')) return response.blob();
  const text = await response.text();
  if (type.includes('json')) {
    if (text === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiError({
        status: response.status,
        message: 'The server sent a response that could not be read.',
        kind: 'invalid-response',
        data: text,
      });
    }
  }
  return text;
}

function bodyMessage(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim()) return body;
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string')
    return body.message;
  return undefined;
}

const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};
const stripBearer = (value: string) => value.replace(/^Bearer\s+/i, '').trim();

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  return {
    async request<T>(path: string, request: RequestOptions = {}): Promise<ApiResponse<T>> {
      const auth = request.auth ?? (isWalletPath(path) ? 'wallet' : 'session');
      const token =
        auth === 'wallet' ? options.getWalletToken() : auth === 'session' ? options.getSessionToken() : null;
      const hasBody = request.body !== undefined;
      const headers: Record<string, string> = {
        accept: 'application/json, text/plain, application/pdf',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...options.extraHeaders?.(),
        ...bearer(token),
        ...request.headers,
      };

      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      const onCallerAbort = () => controller.abort();
      request.signal?.addEventListener('abort', onCallerAbort, { once: true });

      let response: Response;
      try {
        response = await fetchImpl(buildUrl(options.baseUrl(), path, request.query), {
          method: request.method ?? 'GET',
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
          credentials: 'include',
          ...(request.cache && { cache: request.cache }),
          signal: controller.signal,
        });
      } catch (cause) {
        if (timedOut) {
          throw new ApiError({
            status: 0,
            kind: 'timeout',
            message: `The request took longer than ${timeoutMs / 1000} seconds. Please try again.`,
          });
        }
        if (request.signal?.aborted) throw cause;
        throw new ApiError({ status: 0, kind: 'network', message: NO_RESPONSE_MESSAGE, data: cause });
      } finally {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', onCallerAbort);
      }

      const data = await parseBody(response);

      if (response.ok) {
        const renewed = response.headers.get('authorization');
        if (response.status === 200 && renewed) {
          const next = stripBearer(renewed);
          if (next && next !== options.getSessionToken()) options.onNewToken(next);
        }
        return { status: response.status, headers: response.headers, data: data as T };
      }

      const message = bodyMessage(data);
      const sent: SentBearer = setsOwnBearer(request.headers) ? 'own' : token ? auth : 'none';
      const { ignoreUnauthorized } = request;
      if (endsSession({ bearer: sent, status: response.status, message, ignoreUnauthorized }))
        options.onUnauthenticated();

      if (response.status === 429) {
        throw new ApiError({
          status: 429,
          message: TOO_MANY_REQUESTS_MESSAGE,
          data: { body: data, retryAfter: response.headers.get('retry-after') },
        });
      }
      throw new ApiError({
        status: response.status,
        message: message ?? (response.statusText || `Request failed with status ${response.status}`),
        messages: errorListMessages(data),
        data,
      });
    },
  };
}
