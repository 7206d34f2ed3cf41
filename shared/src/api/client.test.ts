/** @jest-environment node */
import {
  buildUrl,
  createApiClient,
  endsSession,
  isWalletPath,
  type ApiClientOptions,
  type RequestOptions,
  type SentBearer,
} from './client.ts';
import { ApiError, errorMessages } from './errors.ts';

type FetchCall = { url: string; init: RequestInit };
const UNAUTH = 'Unauthenticated';

function setup(
  respond: (call: FetchCall) => Response | Promise<Response>,
  overrides: Partial<ApiClientOptions> = {},
) {
  const calls: FetchCall[] = [];
  const onNewToken = jest.fn();
  const onUnauthenticated = jest.fn();
  const client = createApiClient({
    baseUrl: () => 'http://api.test',
    getSessionToken: () => 'session-jwt',
    getWalletToken: () => 'wallet-jwt',
    onNewToken,
    onUnauthenticated,
    fetch: async (input, init) => {
      const call = { url: input instanceof Request ? input.url : input.toString(), init: init ?? {} };
      calls.push(call);
      return respond(call);
    },
    ...overrides,
  });
  return { client, calls, onNewToken, onUnauthenticated };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
const header = (call: FetchCall, name: string) => new Headers(call.init.headers).get(name);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('buildUrl', () => {
  it.each([
    ['http://api.test', '/identity/api/v2/login', {}, 'http://api.test/identity/api/v2/login'],
    ['http://api.test/base/', '/a/b', {}, 'http://api.test/base/a/b'],
    ['http://api.test/base', 'a/b', { x: 1 }, 'http://api.test/base/a/b?x=1'],
    [
      'http://api.test',
      '/p',
      { ids: ['a', 'b'], skip: undefined, none: null, yes: true },
      'http://api.test/p?ids=a&ids=b&yes=true',
    ],
    ['http://api.test', '/p', { q: 'a b&c' }, 'http://api.test/p?q=a+b%26c'],
  ])('%s + %s + %j', (base, path, query, expected) => {
    expect(buildUrl(base, path, query)).toBe(expected);
  });
});

describe('which token a call carries', () => {
  it.each([
    ['/identity/api/v3/wallet/nonce', 'Bearer wallet-jwt'],
    ['/identity/api/v3/wallet/attach', 'Bearer wallet-jwt'],
    ['/service-wallet/secure/api/v4/account', 'Bearer session-jwt'],
    ['/identity/secure/api/v1/identity', 'Bearer session-jwt'],
    ['/identity/api/v2/login', 'Bearer session-jwt'],
  ])('%s carries %s', async (path, authorization) => {
    const { client, calls } = setup(() => json({}));
    await client.request(path);
    expect(isWalletPath(path)).toBe(authorization.includes('wallet'));
    expect(header(calls[0]!, 'authorization')).toBe(authorization);
  });

  it('lets a call choose, and sends no bearer without a token', async () => {
    const { client, calls } = setup(() => json({}), { getSessionToken: () => null });
    await client.request('/identity/api/v3/wallet/x', { auth: 'session' });
    await client.request('/identity/x', { auth: 'none' });
    expect(header(calls[0]!, 'authorization')).toBeNull();
    expect(header(calls[1]!, 'authorization')).toBeNull();
  });
});

describe('requests', () => {
  it('sends JSON bodies, cookies, session-replay headers and caller headers', async () => {
    const { client, calls } = setup(() => json({ ok: true }), {
      extraHeaders: () => ({ 'x-replay-session': 'r-1' }),
    });
    const response = await client.request('/identity/api/v2/login', {
      method: 'POST',
      body: { email: 'pat@example.com' },
      headers: { 'X-Recaptcha-Token': 'token-1' },
    });
    const call = calls[0]!;
    expect(call.init.method).toBe('POST');
    expect(call.init.credentials).toBe('include');
    expect(call.init.body).toBe('{"email":"pat@example.com"}');
    expect(header(call, 'content-type')).toBe('application/json');
    expect(header(call, 'x-replay-session')).toBe('r-1');
    expect(header(call, 'x-recaptcha-token')).toBe('token-1');
    expect(response).toMatchObject({ status: 200, data: { ok: true } });
  });

  it.each([
    ['JSON', json({ a: 1 }), { a: 1 }],
    ['empty JSON', new Response('', { headers: { 'content-type': 'application/json' } }), null],
    ['text', new Response('the nonce', { headers: { 'content-type': 'text/plain' } }), 'the nonce'],
    ['no content', new Response(null, { status: 204 }), null],
  ])('parses %s by content type', async (_, response, data) => {
    const { client } = setup(() => response);
    expect((await client.request('/p')).data).toEqual(data);
  });

  it('parses a PDF as a Blob', async () => {
    const { client } = setup(
      () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    const { data } = await client.request<Blob>('/doc');
    expect(data).toBeInstanceOf(Blob);
    expect(data.type).toBe('application/pdf');
  });
});

describe('tokens handed out by the server', () => {
  it('stores a new token from a 200 authorization header', async () => {
    const { client, onNewToken } = setup(() => json({}, { headers: { authorization: 'Bearer renewed' } }));
    await client.request('/p');
    expect(onNewToken).toHaveBeenCalledWith('renewed');
  });

  it.each([
    ['the same token', 200, 'Bearer session-jwt'],
    ['another success status', 201, 'Bearer renewed'],
    ['no header', 200, undefined],
  ])('ignores %s', async (_, status, authorization) => {
    const headers: Record<string, string> = authorization ? { authorization } : {};
    const { client, onNewToken } = setup(() => json({}, { status, headers }));
    await client.request('/p');
    expect(onNewToken).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it.each([
    ['a 401', json({ message: 'Expired' }, { status: 401 }), {}, true],
    ['a 401 on the identity call', json({}, { status: 401 }), { ignoreUnauthorized: true }, false],
    ['a 403 "Unauthenticated"', json({ message: 'Unauthenticated' }, { status: 403 }), {}, true],
    [
      'another 403',
      json({ message: 'Provided wallet is already attached to an identity' }, { status: 403 }),
      {},
      false,
    ],
    ['a 500', json({ message: 'boom' }, { status: 500 }), {}, false],
  ])('%s ends the session: %#', async (_, response, options, ends) => {
    const { client, onUnauthenticated } = setup(() => response);
    await failure(client.request('/p', options));
    expect(onUnauthenticated).toHaveBeenCalledTimes(ends ? 1 : 0);
  });

  // The specification's 401 rule is about the session's token: only a call that carried it as
  // its bearer may end the session. The wallet-path calls (nonce, attach) carry the wallet's own.
  it.each<[string, string, RequestOptions, number, string, boolean]>([
    ['a 401 on the nonce call', '/identity/api/v3/wallet/nonce', {}, 401, 'Expired', false],
    ['a 401 on the attach call', '/identity/api/v3/wallet/attach', {}, 401, 'Expired', false],
    ['a 403 "Unauthenticated" on the nonce call', '/identity/api/v3/wallet/nonce', {}, 403, UNAUTH, false],
    ['a 400 on the attach call', '/identity/api/v3/wallet/attach', {}, 400, 'Bad token', false],
    ['a 401 on a call choosing no bearer', '/identity/x', { auth: 'none' }, 401, 'Expired', false],
    [
      'a 401 on a call with its own bearer',
      '/p',
      { headers: { Authorization: 'Bearer b' } },
      401,
      'x',
      false,
    ],
    ['a 401 on a session call', '/service-wallet/secure/api/v4/account', {}, 401, 'Expired', true],
    [
      'a 401 on a wallet path choosing the session',
      '/identity/api/v3/wallet/x',
      { auth: 'session' },
      401,
      'x',
      true,
    ],
  ])('%s (%s) ends the session: %#', async (_, path, options, status, message, ends) => {
    const { client, onUnauthenticated } = setup(() => json({ message }, { status }));
    await failure(client.request(path, options));
    expect(onUnauthenticated).toHaveBeenCalledTimes(ends ? 1 : 0);
  });

  it('a 401 on a call that sent no session token keeps the session (there was none to end)', async () => {
    const { client, onUnauthenticated } = setup(() => json({}, { status: 401 }), {
      getSessionToken: () => null,
    });
    await failure(client.request('/p'));
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('gives 429 its own message and keeps Retry-After', async () => {
    const { client } = setup(() =>
      json({ message: 'slow down' }, { status: 429, headers: { 'retry-after': '30' } }),
    );
    const error = await failure(client.request('/p'));
    expect(error).toMatchObject({
      status: 429,
      message: "You're submitting requests too quickly; please give us a minute to process your last one.",
    });
    expect(error.data).toEqual({ body: { message: 'slow down' }, retryAfter: '30' });
    expect(errorMessages(error)).toEqual([error.message]);
  });

  it('carries every message of an errors list', async () => {
    const body = { errors: [{ message: 'Email is invalid' }, 'Password is too short', { code: 7 }] };
    const { client } = setup(() => json(body, { status: 400 }));
    const error = await failure(client.request('/p'));
    expect(error.status).toBe(400);
    expect(error.data).toEqual(body);
    expect(errorMessages(error)).toEqual(['Email is invalid', 'Password is too short']);
  });

  it.each([
    ['the body message', json({ message: 'Account not found' }, { status: 404 }), 'Account not found'],
    [
      'a text body',
      new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }),
      'Bad gateway',
    ],
    [
      'the status text',
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
      'Service Unavailable',
    ],
    ['the status', new Response(null, { status: 500 }), 'Request failed with status 500'],
  ])('otherwise uses %s', async (_, response, message) => {
    const { client } = setup(() => response);
    const error = await failure(client.request('/p'));
    expect(error.message).toBe(message);
    expect(errorMessages(error)).toEqual([message]);
  });

  it('says "Error fetching" when no response arrives', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(client.request('/p'));
    expect(error).toMatchObject({ status: 0, kind: 'network', message: 'Error fetching' });
  });

  it('refuses JSON it cannot read', async () => {
    const { client } = setup(
      () => new Response('{oops', { headers: { 'content-type': 'application/json' } }),
    );
    expect(await failure(client.request('/p'))).toMatchObject({ kind: 'invalid-response' });
  });

  it('ends a call that takes longer than 30 seconds with a clear timeout error', async () => {
    jest.useFakeTimers();
    try {
      const { client, calls } = setup(
        ({ init }) =>
          new Promise<Response>((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      const pending = failure(client.request('/slow'));
      await jest.advanceTimersByTimeAsync(29_999);
      expect(calls[0]!.init.signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({
        status: 0,
        kind: 'timeout',
        message: 'The request took longer than 30 seconds. Please try again.',
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it("passes the caller's own abort through unchanged", async () => {
    const controller = new AbortController();
    const { client } = setup(
      ({ init }) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = client.request('/p', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
  });
});

describe('endsSession', () => {
  it.each<[SentBearer, number, string | undefined, boolean, boolean]>([
    ['session', 401, undefined, false, true],
    ['session', 401, undefined, true, false],
    ['session', 403, UNAUTH, false, true],
    ['session', 403, 'Forbidden', false, false],
    ['session', 400, undefined, false, false],
    ['session', 500, undefined, false, false],
    ['wallet', 401, undefined, false, false],
    ['wallet', 403, UNAUTH, false, false],
    ['wallet', 400, undefined, false, false],
    ['none', 401, undefined, false, false],
    ['none', 403, UNAUTH, false, false],
    ['own', 401, undefined, false, false],
  ])(
    'a call with the %s bearer answered %i (%s, ignoring 401: %s) ends it: %s',
    (bearer, status, message, ignoreUnauthorized, ends) => {
      expect(endsSession({ bearer, status, message, ignoreUnauthorized })).toBe(ends);
    },
  );
});

describe('errorMessages', () => {
  it.each([
    [new Error('plain'), ['plain']],
    ['thrown string', ['Error fetching']],
  ])('falls back for %p', (error, messages) => {
    expect(errorMessages(error)).toEqual(messages);
  });
});
