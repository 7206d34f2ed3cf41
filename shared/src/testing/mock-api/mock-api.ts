/**
 * A stand-in for the lender's API in component tests: a `fetch` that answers from
 * handlers, and fails the test on any request nothing handles (the request is named
 * in the error). A handler answers an endpoint declaration (`route(login, …)`): its
 * method and path come from the declaration, matched with the dev API's own
 * matcher, so a contract change touches the declaration and the dev API's handler
 * and no test by hand. Handlers are grouped per domain (./handlers.ts); a test
 * overrides one answer with `use`.
 */
import { compilePathTemplate, type PathMatcher } from '../../api/path-template.ts';
import { getRuntimeConfig, setRuntimeConfig } from '../../config/page-config.ts';
import { localRuntimeConfig } from '../fixtures/runtime-config.ts';

export interface MockRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  /** The request's abort signal: a handler that never answers rejects on it, as a fetch does. */
  signal?: AbortSignal;
}

export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

/** What a route answers: an endpoint declaration, or (outside the contract) a method and path. */
export interface MockTarget {
  method: string;
  /** A path template, `{name}` for path parameters. */
  path: string;
}

export interface MockRoute {
  target: MockTarget;
  match: PathMatcher;
  handler: MockHandler;
}

export const route = (target: MockTarget, handler: MockHandler): MockRoute => ({
  target,
  match: compilePathTemplate(target.path),
  handler,
});

/** Whether a request was made to this endpoint. */
const isFor = (target: MockTarget, request: MockRequest) =>
  request.method === target.method && compilePathTemplate(target.path)(request.path) !== null;

export function reply(
  body: unknown,
  init: { status?: number; statusText?: string; headers?: Record<string, string> } = {},
): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    ...(init.statusText !== undefined && { statusText: init.statusText }),
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** An `errors`-list failure, as the lender's services send them. */
export const replyErrors = (status: number, ...messages: string[]) =>
  reply({ errors: messages.map((message) => ({ message })) }, { status });

export interface MockApi {
  fetch: typeof globalThis.fetch;
  /** Every request received, in order. */
  readonly requests: MockRequest[];
  /** Requests no handler answered. */
  readonly unhandled: string[];
  /** The requests made to one endpoint, in order. */
  readonly requestsTo: (target: MockTarget) => MockRequest[];
  /**
   * Adds handlers that take precedence over the ones given at creation, until `reset` or
   * until the function it returns removes them.
   */
  use(...routes: MockRoute[]): () => void;
  /** Forgets overrides, requests and unhandled requests. */
  reset(): void;
}

export function createMockApi(...initial: MockRoute[]): MockApi {
  let overrides: MockRoute[] = [];
  const requests: MockRequest[] = [];
  const unhandled: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    for (const candidate of [...overrides, ...initial]) {
      if (candidate.target.method !== method) continue;
      const params = candidate.match(url.pathname);
      if (!params) continue;
      const request: MockRequest = {
        method,
        path: url.pathname,
        params,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body: text === undefined ? undefined : (JSON.parse(text) as unknown),
        ...(init?.signal && { signal: init.signal }),
      };
      requests.push(request);
      return candidate.handler(request);
    }
    const description = `${method} ${url.pathname}${url.search}`;
    unhandled.push(description);
    throw new Error(`Unhandled request to the mock API: ${description}`);
  };
  return {
    fetch,
    requests,
    unhandled,
    requestsTo: (target) => requests.filter((request) => isFor(target, request)),
    use: (...routes) => {
      overrides = [...routes, ...overrides];
      return () => {
        overrides = overrides.filter((candidate) => !routes.includes(candidate));
      };
    },
    reset: () => {
      overrides = [];
      requests.splice(0);
      unhandled.splice(0);
    },
  };
}

/**
 * Installs the mock as the page's `fetch` (and a local runtime configuration) for
 * the current test file; after each test it restores `fetch` and fails the test if
 * any request went unhandled.
 */
export function installMockApi(api: MockApi): MockApi {
  const original = globalThis.fetch;
  beforeEach(() => {
    try {
      getRuntimeConfig();
    } catch {
      setRuntimeConfig(localRuntimeConfig());
    }
    globalThis.fetch = api.fetch;
  });
  afterEach(() => {
    globalThis.fetch = original;
    const missed = [...api.unhandled];
    api.reset();
    if (missed.length) throw new Error(`Unhandled requests to the mock API:\n  ${missed.join('\n  ')}`);
  });
  return api;
}
