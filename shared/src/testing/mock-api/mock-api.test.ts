/** @jest-environment node */
import { createApiClient } from '../../api/client.ts';
import { login } from '../../api/endpoints/identity/login.ts';
import { listAccounts } from '../../api/endpoints/wallet/list-accounts.ts';
import { redeemToken } from '../../api/endpoints/identity/redeem-token.ts';
import { sendToken } from '../../api/endpoints/identity/send-token.ts';
import { accountFixtures } from '../fixtures/wallet/index.ts';
import { loginFixtures, passcodeFixtures } from '../fixtures/login/index.ts';
import { identityHandlers, walletHandlers } from './handlers.ts';
import { createMockApi, reply, replyErrors, route } from './mock-api.ts';
import * as v from 'valibot';

const clientFor = (fetch: typeof globalThis.fetch) =>
  createApiClient({
    baseUrl: () => 'http://127.0.0.1:4000',
    getSessionToken: () => null,
    getWalletToken: () => null,
    onNewToken: () => undefined,
    onUnauthenticated: () => undefined,
    fetch,
  });

describe('the mock API', () => {
  it('answers from handlers matched by method and path template, recording each request', async () => {
    const api = createMockApi(
      route({ method: 'GET', path: '/things/{kind}/items' }, ({ params, query }) =>
        reply({ kind: params.kind, page: query.get('page') }),
      ),
    );
    const client = clientFor(api.fetch);
    await expect(client.request('/things/agent/items', { query: { page: 2 } })).resolves.toMatchObject({
      data: { kind: 'agent', page: '2' },
    });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /things/agent/items']);
  });

  it('fails on a request nothing handles, naming it', async () => {
    const api = createMockApi(...identityHandlers());
    await expect(api.fetch('http://127.0.0.1:4000/nope?x=1', { method: 'DELETE' })).rejects.toThrow(
      'Unhandled request to the mock API: DELETE /nope?x=1',
    );
    expect(api.unhandled).toEqual(['DELETE /nope?x=1']);
  });

  it('lets a test override an answer until reset', async () => {
    const api = createMockApi(...identityHandlers());
    api.use(route(login, () => replyErrors(429, 'slow down')));
    const client = clientFor(api.fetch);
    const body = { email: 'pat@example.com', password: 'pw' };
    await expect(login.call(client, { body, headers: { 'X-Recaptcha-Token': 't' } })).rejects.toMatchObject({
      status: 429,
    });
    api.reset();
    await expect(login.call(client, { body, headers: { 'X-Recaptcha-Token': 't' } })).resolves.toEqual(
      loginFixtures.passwordAccepted,
    );
  });

  it('removes one override when told, and hands the handler the request’s abort signal', async () => {
    const things = { method: 'GET', path: '/things' };
    const api = createMockApi(route(things, () => reply('base')));
    const client = clientFor(api.fetch);
    const remove = api.use(route(things, ({ signal }) => reply(signal ? 'with a signal' : 'none')));
    await expect(client.request('/things')).resolves.toMatchObject({ data: 'with a signal' });
    remove();
    await expect(client.request('/things')).resolves.toMatchObject({ data: 'base' });
  });
});

describe('fixtures keep to the contract', () => {
  it.each(Object.entries(loginFixtures))('login: %s', (_, fixture) => {
    expect(v.safeParse(login.response, fixture).success).toBe(true);
  });

  it.each([
    ['sent', sendToken.response, passcodeFixtures.sent],
    ['redeemed', redeemToken.response, passcodeFixtures.redeemed],
    ['redeemed, new user', redeemToken.response, passcodeFixtures.redeemedNewUser],
  ] as const)('passcode: %s', (_, schema, fixture) => {
    expect(v.safeParse(schema, fixture).success).toBe(true);
  });

  it.each(Object.entries(accountFixtures))('accounts: %s', (_, fixture) => {
    expect(v.safeParse(listAccounts.response, fixture).success).toBe(true);
  });

  it('the default wallet handlers serve the account fixture', async () => {
    const api = createMockApi(...walletHandlers());
    await expect(listAccounts.call(clientFor(api.fetch), {})).resolves.toEqual(
      accountFixtures.individualAndOrganization,
    );
  });
});
