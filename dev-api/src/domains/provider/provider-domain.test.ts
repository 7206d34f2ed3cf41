/** @jest-environment node */
import { verifyHexSignature, verifyJwtES256K } from '@lender/shared/crypto';
import { MOBILE_METHODS } from '@lender/shared/wallet';
import { TEST_APP_ORIGIN, withDevApi } from '../../testing/http-client.ts';

const HANA = '0xdb2430b4e9ac14be6554d3942822be74811a1af9';
const OWN = { origin: 'http://127.0.0.1:4000' }; // the dev API's public origin in withDevApi
const signParams = (hex: string) => [
  JSON.stringify({ address: HANA, description: 'Sign Message', date: 1 }),
  hex,
];

describe('the hosted test wallet (the provider’s page and its signing calls)', () => {
  it('serves its page only to the product’s origins, with its script apart', async () => {
    await withDevApi(async (client) => {
      const page = await fetch(
        `${client.base}/provider/wallet?origin=${encodeURIComponent(TEST_APP_ORIGIN)}`,
      );
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`data-parent-origin="${TEST_APP_ORIGIN}"`);
      expect(html).not.toMatch(/<script>/);
      const refused = await fetch(`${client.base}/provider/wallet?origin=https%3A%2F%2Fevil.example`);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('This wallet cannot be opened from https://evil.example.');
      expect((await fetch(`${client.base}/provider/wallet/page.js`)).headers.get('content-type')).toContain(
        'javascript',
      );
    });
  });

  it('lists the accounts it holds keys for, the seeded hosted wallet and the accounts created later', async () => {
    await withDevApi(async (client, state) => {
      expect((await client.call('GET', '/provider/wallet/api/accounts')).body).toContainEqual({
        address: HANA,
        name: 'Hana Hosted',
      });
      state.wallets.holdProviderKey('0xabc', '7'.repeat(64));
      const listed = (await client.call('GET', '/provider/wallet/api/accounts')).body as unknown as object[];
      expect(listed).toContainEqual({ address: '0xabc', name: '0xabc' });
    });
  });

  it('connects and signs with the key it keeps, for its own page only', async () => {
    await withDevApi(async (client) => {
      const connected = await client.call('POST', '/provider/wallet/api/connect', { address: HANA }, OWN);
      expect(connected.status).toBe(200);
      const { publicKey, jwt, walletName } = connected.body as {
        publicKey: string;
        jwt: string;
        walletName: string;
      };
      expect(walletName).toBe('Hana Hosted');
      expect(verifyJwtES256K(jwt, publicKey)).toMatchObject({ addr: HANA });

      const signed = await client.call(
        'POST',
        '/provider/wallet/api/answer',
        { address: HANA, method: MOBILE_METHODS.sign, params: signParams('c0ffee') },
        OWN,
      );
      expect(verifyHexSignature('c0ffee', String(signed.body.result), publicKey)).toBe(true);
      const unknown = await client.call(
        'POST',
        '/provider/wallet/api/answer',
        { address: HANA, method: 'x' },
        OWN,
      );
      expect(unknown).toMatchObject({ status: 400, body: { errors: [{ message: 'x is not supported' }] } });
    });
  });

  it('refuses to sign for another origin, for no origin, and for a wallet it does not hold', async () => {
    await withDevApi(async (client) => {
      const body = { address: HANA, method: MOBILE_METHODS.sign, params: signParams('c0ffee') };
      for (const headers of [{ origin: TEST_APP_ORIGIN }, {}] as Record<string, string>[])
        expect((await client.call('POST', '/provider/wallet/api/answer', body, headers)).status).toBe(403);
      const notHeld = await client.call(
        'POST',
        '/provider/wallet/api/connect',
        { address: '0xe1fae9b4fab2f5726677ecfa912d96b0b683e6a9' },
        OWN,
      );
      expect(notHeld.status).toBe(404);
    });
  });
});
