import { confirmSignIn, serviceUrl } from './confirm-sign-in.ts';

const API = 'http://api.test';
type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

/** A fetch answering by path, recording what each call carried. */
function services(replies: Record<string, Reply>) {
  const calls: { path: string; authorization: string | null }[] = [];
  const fetchFn = jest.fn((url: URL, init?: RequestInit) => {
    const path = url.pathname;
    calls.push({ path, authorization: new Headers(init?.headers).get('authorization') });
    const reply = replies[path];
    if (!reply || reply instanceof Error) return Promise.reject(reply ?? new Error('no route'));
    return Promise.resolve(
      new Response(JSON.stringify(reply.body ?? {}), { status: reply.status, headers: reply.headers }),
    );
  }) as unknown as typeof fetch;
  return { fetchFn, calls };
}

const IDENTITY = '/identity/secure/api/v1/identity';
const ACCOUNTS = '/service-wallet/secure/api/v4/account';

it('asks the identity with the token as a bearer, then the acting account’s name', async () => {
  const { fetchFn, calls } = services({
    [IDENTITY]: { status: 200, body: { uuid: 'id-1' }, headers: { 'x-addr': 'tp1own', 'x-grp': 'tp1org' } },
    [ACCOUNTS]: {
      status: 200,
      body: [
        { name: 'Own', address: 'tp1own' },
        { name: 'Reyes LLC', address: 'TP1ORG' },
      ],
    },
  });
  await expect(confirmSignIn(API, 'tok', fetchFn)).resolves.toEqual({
    ok: true,
    confirmed: { sub: 'id-1', address: 'tp1org', name: 'Reyes LLC' },
  });
  expect(calls).toEqual([
    { path: IDENTITY, authorization: 'Bearer tok' },
    { path: ACCOUNTS, authorization: 'Bearer tok' },
  ]);
});

it('no account acting: the identity alone, and the list is not asked', async () => {
  const { fetchFn, calls } = services({ [IDENTITY]: { status: 200, body: { uuid: 'id-1' } } });
  await expect(confirmSignIn(API, 'tok', fetchFn)).resolves.toEqual({ ok: true, confirmed: { sub: 'id-1' } });
  expect(calls).toHaveLength(1);
});

it('an account the list does not name, or a list that fails: the name is left out', async () => {
  for (const list of [{ status: 200, body: [] }, { status: 500 }, new Error('down')] as Reply[]) {
    const { fetchFn } = services({
      [IDENTITY]: { status: 200, body: { uuid: 'id-1' }, headers: { 'x-addr': 'tp1own' } },
      [ACCOUNTS]: list,
    });
    await expect(confirmSignIn(API, 'tok', fetchFn)).resolves.toEqual({
      ok: true,
      confirmed: { sub: 'id-1', address: 'tp1own' },
    });
  }
});

it.each([
  ['401', { status: 401 }, 'refused'],
  ['403', { status: 403 }, 'refused'],
  ['500', { status: 500 }, 'unavailable'],
  ['no uuid', { status: 200, body: { name: 'x' } }, 'unavailable'],
  ['no answer (the 5 s limit, a network error)', new Error('timeout'), 'unavailable'],
] as [string, Reply, string][])('the identity call answers %s: %s', async (_, reply, reason) => {
  const { fetchFn } = services({ [IDENTITY]: reply });
  await expect(confirmSignIn(API, 'tok', fetchFn)).resolves.toEqual({ ok: false, reason });
});

it.each([
  ['http://api.test', 'http://api.test/identity/secure/api/v1/identity'],
  ['https://gw.example/api', 'https://gw.example/api/identity/secure/api/v1/identity'],
  ['https://gw.example/api/', 'https://gw.example/api/identity/secure/api/v1/identity'],
])('under API_BASE %s, the identity is asked at %s (a path in it kept)', (apiBase, expected) => {
  expect(serviceUrl(apiBase, IDENTITY).href).toBe(expected);
});
