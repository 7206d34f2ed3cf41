/** @jest-environment node */
// A reset of the dev API ends the hosted test wallet's sign-ins: a persona put back as
// seeded starts signed out of the provider (its product logins are another matter).
import { withDevApi } from '../../testing/http-client.ts';
import { as, HANA, HUGO, tokenOf } from './provider-test-client.ts';

describe('the hosted test wallet’s sign-ins across a reset', () => {
  it('a full reset ends every sign-in', async () => {
    await withDevApi(async (client) => {
      const hana = as(client, await tokenOf(client, HANA.email));
      const hugo = as(client, await tokenOf(client, HUGO.email));
      expect((await client.call('POST', '/__dev/reset')).status).toBe(200);
      for (const person of [hana, hugo]) expect((await person.accounts()).status).toBe(401);
    });
  });

  it('a persona reset ends that persona’s sign-ins, every one, and no one else’s', async () => {
    await withDevApi(async (client) => {
      const hanaTokens = [await tokenOf(client, HANA.email), await tokenOf(client, HANA.email)];
      const hugo = as(client, await tokenOf(client, HUGO.email));
      await as(client, hanaTokens[0]!).connect(HANA.wallet);
      expect(await client.call('POST', '/__dev/reset', { email: HANA.email })).toMatchObject({
        status: 200,
        body: { reset: true, email: HANA.email },
      });
      for (const token of hanaTokens) {
        expect((await as(client, token).accounts()).status).toBe(401);
        expect((await as(client, token).sign(HANA.wallet)).status).toBe(401);
      }
      expect((await hugo.accounts()).status).toBe(200);
      // Signing in again works as for anyone.
      expect((await as(client, await tokenOf(client, HANA.email)).accounts()).status).toBe(200);
    });
  });
});
