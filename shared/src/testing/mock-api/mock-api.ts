/**
 * A stand-in for the lender's API in component tests: a `fetch` that answers from
 * handlers matched by method and path template, and fails the test on any request
 * nothing handles (the request is named in the error). Handlers are grouped per
 * domain (./handlers.ts); a test overrides one answer with `use`.
 */
import { getRuntimeConfig, setRuntimeConfig } from '../../config/runtime-config.ts';
import { localRuntimeConfig } from '../fixtures/runtime-config.ts';

export interface MockRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export interface MockRoute {
  method: string;
  path: string;
  handler: MockHandler;
}

export const route = (method: string, path: string, handler: MockHandler): MockRoute => ({
  method,
  path,
  handler,
});

export function reply(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** An `errors`-list failure, as the lender's services send them. */
export const replyErrors = (status: number, ...messages: string[]) =>
  reply({ errors: messages.map((message) => ({ message })) }, { status });

function matchPath(template: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
}

export interface MockApi {
  fetch: typeof globalThis.fetch;
  /** Every request received, in order. */
  readonly requests: MockRequest[];
  /** Requests no handler answered. */
  readonly unhandled: string[];
  /** Adds handlers that take precedence over the ones given at creation, until `reset`. */
  use(...routes: MockRoute[]): void;
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
      if (candidate.method !== method) continue;
      const params = matchPath(candidate.path, url.pathname);
      if (!params) continue;
      const request: MockRequest = {
        method,
        path: url.pathname,
        params,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body: text === undefined ? undefined : (JSON.parse(text) as unknown),
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
    use: (...routes) => {
      overrides = [...routes, ...overrides];
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
