/** @jest-environment node */
import { createApiClient } from '../../client.ts';
import { identityEmail, loadIdentity } from './load-identity.ts';

const broker = {
  uuid: 'b-1',
  organizationCode: 'KEYSTONE',
  profileType: 'AGENT',
  email: 'agent@example.com',
  isBroker: true,
};
const legacy = {
  uuid: 'l-1',
  organizationCode: 'KEYSTONE',
  profileType: 'CUSTOMER',
  aliases: [{ uuid: 'a', type: 'Email', value: 'pat@example.com', verified: true, auth: true }],
  passwordExpired: false,
  twoFactorEnabled: false,
  totpVerified: false,
};

function client(routes: Record<string, () => Response>) {
  return createApiClient({
    baseUrl: () => 'http://api.test',
    getSessionToken: () => 'jwt',
    getWalletToken: () => null,
    onNewToken: () => undefined,
    onUnauthenticated: () => undefined,
    fetch: async (url) => {
      const path = new URL(url instanceof Request ? url.url : url.toString()).pathname;
      return (
        routes[path]?.() ??
        new Response('{"message":"nope"}', { status: 404, headers: { 'content-type': 'application/json' } })
      );
    },
  });
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });
const options = { audience: 'customer' as const, applicationName: 'sign-in' };

describe('loadIdentity', () => {
  it('takes the broker form first', async () => {
    const identity = await loadIdentity(
      client({ '/identity-broker/customer/secure/api/v3/self/figureinfo': () => json(broker) }),
      options,
    );
    expect(identity).toEqual({ form: 'broker', value: broker });
    expect(identityEmail(identity)).toBe('agent@example.com');
  });

  it('falls back to the legacy form, with the wallet addresses from the headers', async () => {
    const identity = await loadIdentity(
      client({
        '/identity/secure/api/v1/identity': () => json(legacy, { 'x-addr': 'addr-1', 'x-grp': 'grp-1' }),
      }),
      options,
    );
    expect(identity).toEqual({
      form: 'legacy',
      value: { ...legacy, walletAddress: 'addr-1', groupPolicyAddress: 'grp-1' },
    });
    expect(identityEmail(identity)).toBe('pat@example.com');
  });

  it('says "User not found" when both sources fail', async () => {
    await expect(loadIdentity(client({}), options)).rejects.toThrow('User not found');
  });
});
