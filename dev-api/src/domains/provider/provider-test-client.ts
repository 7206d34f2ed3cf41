/**
 * For the hosted test wallet's tests: two seeded personas with a provider wallet each,
 * and the provider's calls as its own page makes them (its origin, the bearer).
 */
import { MOBILE_METHODS } from '@lender/shared/stand-ins';
import { SEED_PASSWORD, type ApiClient } from '../../testing/http-client.ts';

export const HANA = {
  email: 'hana.hosted@example.com',
  wallet: '0xdb2430b4e9ac14be6554d3942822be74811a1af9',
};
export const HUGO = {
  email: 'hugo.hosted@example.com',
  wallet: '0x62f94e9ac9349bccc61bfe66ddade6292702ecb6',
};
/** The provider page's own origin: the dev API's public origin in withDevApi. */
export const OWN = { origin: 'http://127.0.0.1:4000' };
export const API = '/provider/wallet/api';

export const signParams = (address: string, hex: string) => [
  JSON.stringify({ address, description: 'Sign Message', date: 1 }),
  hex,
];

export const signIn = (client: ApiClient, email: string, password = SEED_PASSWORD, headers = OWN) =>
  client.call('POST', `${API}/sign-in`, { email, password }, headers);

/** The provider token of `email`, signed in with the seed's password. */
export async function tokenOf(client: ApiClient, email: string): Promise<string> {
  const answer = await signIn(client, email);
  if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status}`);
  return String(answer.body.token);
}

/** The provider's calls as the person `token` signed in. */
export const as = (client: ApiClient, token: string) => ({
  accounts: () => client.call('GET', `${API}/accounts`, undefined, client.bearer(token)),
  connect: (address: string) =>
    client.call('POST', `${API}/connect`, { address }, { ...OWN, ...client.bearer(token) }),
  sign: (address: string, hex = 'c0ffee') =>
    client.call(
      'POST',
      `${API}/answer`,
      { address, method: MOBILE_METHODS.sign, params: signParams(address, hex) },
      { ...OWN, ...client.bearer(token) },
    ),
});
