/** @jest-environment node */
import { verifyHexSignature, verifyJwtES256K } from '@lender/shared/stand-ins';
import { MOBILE_METHODS, USER_REJECTED } from '@lender/shared/stand-ins';
import { HOSTED_WALLET_SCRIPT, HOSTED_WALLET_TEXTS } from './hosted-wallet-script.ts';
import { hostedWalletPageHeaders, NOT_HELD_FOR_YOU } from './provider-domain.ts';
import { SEED_PASSWORD, TEST_APP_ORIGIN, withDevApi } from '../../testing/http-client.ts';
import { API, as, HANA, HUGO, OWN, signIn, signParams, tokenOf } from './provider-test-client.ts';

const THIRTY_MINUTES = 30 * 60 * 1000;

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

  it('may be framed by the product’s origins only (partners’ included), its refusal too', async () => {
    await withDevApi(async (client) => {
      for (const origin of [TEST_APP_ORIGIN, 'https://evil.example']) {
        const page = await fetch(`${client.base}/provider/wallet?origin=${encodeURIComponent(origin)}`);
        expect(page.headers.get('content-security-policy')).toBe(
          "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; " +
            `form-action 'none'; base-uri 'none'; frame-ancestors ${TEST_APP_ORIGIN}`,
        );
      }
    });
  });

  it('rejects in its frame as WalletConnect’s wallets do (USER_REJECTED), which the product knows', () => {
    expect(HOSTED_WALLET_TEXTS.userRejected).toBe(USER_REJECTED.message);
    expect(HOSTED_WALLET_SCRIPT).toContain(`const rejected = { code: ${USER_REJECTED.code}, `);
  });

  it('lets the partners’ sites frame it too, as the dev API’s origins list them (PARTNER_ORIGINS)', () => {
    expect(
      hostedWalletPageHeaders([TEST_APP_ORIGIN, 'https://partner.example'])['content-security-policy'],
    ).toMatch(new RegExp(`; frame-ancestors ${TEST_APP_ORIGIN} https://partner\\.example$`));
  });

  it('lists and signs nothing for a person not signed in to the provider', async () => {
    await withDevApi(async (client) => {
      const nobody = as(client, 'not-a-token');
      for (const answer of [
        await client.call('GET', `${API}/accounts`),
        await nobody.accounts(),
        await nobody.connect(HANA.wallet),
        await nobody.sign(HANA.wallet),
      ])
        expect(answer).toMatchObject({
          status: 401,
          body: { errors: [{ message: 'Sign in to your provider account to continue.' }] },
        });
    });
  });

  it('signs a person in with their email and password; a wrong password or bad input is refused', async () => {
    await withDevApi(async (client) => {
      const signedIn = await signIn(client, 'HANA.hosted@example.com');
      expect(signedIn.status).toBe(200);
      expect(Object.keys(signedIn.body).sort()).toEqual(['email', 'expiresAt', 'token']);
      expect(signedIn.body.token).toMatch(/^[\w-]{43}$/);
      expect(signedIn.body.email).toBe(HANA.email);
      expect(Date.parse(String(signedIn.body.expiresAt)) - Date.now()).toBeGreaterThan(
        THIRTY_MINUTES - 60_000,
      );

      for (const [email, password] of [
        [HANA.email, 'Wrong-Horse-Battery-42'],
        ['nobody@example.com', SEED_PASSWORD],
      ])
        expect(await signIn(client, email!, password)).toMatchObject({
          status: 401,
          body: { errors: [{ message: 'The email or password you entered is incorrect.' }] },
        });
      expect((await signIn(client, 'not-an-email')).status).toBe(400);
      expect((await client.call('POST', `${API}/sign-in`, { email: HANA.email }, OWN)).status).toBe(400);
      // Only the provider's own page signs in: another page cannot try passwords through it.
      expect((await signIn(client, HANA.email, SEED_PASSWORD, { origin: TEST_APP_ORIGIN })).status).toBe(403);
    });
  });

  it('is rate limited like the login: per address, and an account backs off after failed passwords', async () => {
    await withDevApi(async (client) => {
      await client.call('POST', '/__dev/limits', {
        failedPasswords: { max: 2, windowMs: 60_000, backoffMs: 30_000 },
      });
      await signIn(client, HUGO.email, 'wrong');
      await signIn(client, HUGO.email, 'wrong');
      const backingOff = await signIn(client, HUGO.email);
      expect(backingOff.status).toBe(429);
      expect(backingOff.headers.get('retry-after')).toBe('30');

      await client.call('POST', '/__dev/limits', { perClient: { max: 1, windowMs: 60_000 } });
      const tooMany = await signIn(client, HANA.email);
      expect(tooMany.status).toBe(429);
      expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  it('lists only the signed-in person’s provider wallets, and accounts created for them later', async () => {
    await withDevApi(async (client, state) => {
      const hana = as(client, await tokenOf(client, HANA.email));
      expect((await hana.accounts()).body).toEqual([{ address: HANA.wallet, name: 'Hana Hosted' }]);

      const hanaUuid = state.byEmail(HANA.email)!.uuid;
      const created = '0x' + 'ab'.repeat(20);
      state.wallets.holdProviderKey(created, '7'.repeat(64));
      state.wallets.addAccount(hanaUuid, {
        name: 'Hana Savings',
        address: created,
        authorizedWallets: [
          {
            name: 'Hana Savings',
            address: created,
            type: 'PROVIDER',
            authorizationType: 'Owner',
            verified: true,
          },
        ],
      });
      expect((await hana.accounts()).body).toContainEqual({ address: created, name: 'Hana Savings' });
      const hugo = as(client, await tokenOf(client, HUGO.email));
      expect((await hugo.accounts()).body).toEqual([{ address: HUGO.wallet, name: 'Hugo Hosted' }]);
    });
  });

  it('connects and signs with the key it keeps, for its own page only', async () => {
    await withDevApi(async (client) => {
      const hana = as(client, await tokenOf(client, HANA.email));
      const connected = await hana.connect(HANA.wallet);
      expect(connected.status).toBe(200);
      const { publicKey, jwt, walletName } = connected.body as {
        publicKey: string;
        jwt: string;
        walletName: string;
      };
      expect(walletName).toBe('Hana Hosted');
      expect(verifyJwtES256K(jwt, publicKey)).toMatchObject({ addr: HANA.wallet });

      const signed = await hana.sign(HANA.wallet);
      expect(verifyHexSignature('c0ffee', String(signed.body.result), publicKey)).toBe(true);
      const token = (await signIn(client, HANA.email)).body.token as string;
      const unknown = await client.call(
        'POST',
        `${API}/answer`,
        { address: HANA.wallet, method: 'x' },
        { ...OWN, ...client.bearer(token) },
      );
      expect(unknown).toMatchObject({ status: 400, body: { errors: [{ message: 'x is not supported' }] } });
    });
  });

  it('refuses to sign for another origin, for no origin, and for a wallet it does not hold', async () => {
    await withDevApi(async (client) => {
      const token = await tokenOf(client, HANA.email);
      const body = {
        address: HANA.wallet,
        method: MOBILE_METHODS.sign,
        params: signParams(HANA.wallet, 'c0ffee'),
      };
      for (const headers of [{ origin: TEST_APP_ORIGIN }, {}] as Record<string, string>[])
        expect(
          (await client.call('POST', `${API}/answer`, body, { ...headers, ...client.bearer(token) })).status,
        ).toBe(403);
      expect((await as(client, token).connect('0xe1fae9b4fab2f5726677ecfa912d96b0b683e6a9')).status).toBe(
        404,
      );
    });
  });

  it('a persona cannot list, connect or sign for another persona’s provider wallet', async () => {
    await withDevApi(async (client) => {
      const hugo = as(client, await tokenOf(client, HUGO.email));
      expect((await hugo.accounts()).body).not.toContainEqual(
        expect.objectContaining({ address: HANA.wallet }),
      );
      for (const answer of [await hugo.connect(HANA.wallet), await hugo.sign(HANA.wallet)])
        expect(answer).toMatchObject({
          status: 404,
          body: { errors: [{ message: `The provider holds no wallet ${HANA.wallet} for you.` }] },
        });
      // The frame shows this message as it comes: the text is the constant's.
      expect(NOT_HELD_FOR_YOU(HANA.wallet)).toBe(`The provider holds no wallet ${HANA.wallet} for you.`);
    });
  });

  it('a sign-in ends 30 minutes after it began', async () => {
    let time = Date.now();
    await withDevApi(
      async (client) => {
        const token = await tokenOf(client, HANA.email);
        const hana = as(client, token);
        time += THIRTY_MINUTES - 1000;
        expect((await hana.accounts()).status).toBe(200);
        time += 1000;
        expect((await hana.accounts()).status).toBe(401);
        expect((await hana.sign(HANA.wallet)).status).toBe(401);

        // Signing in again starts a new one.
        expect((await as(client, await tokenOf(client, HANA.email)).accounts()).status).toBe(200);
      },
      { now: () => time },
    );
  });

  it('signing out ends that sign-in only', async () => {
    await withDevApi(async (client) => {
      const first = await tokenOf(client, HANA.email);
      const second = await tokenOf(client, HANA.email);
      const out = await client.call('POST', `${API}/sign-out`, undefined, {
        ...OWN,
        ...client.bearer(first),
      });
      expect(out).toMatchObject({ status: 200, body: { signedOut: true } });
      expect((await as(client, first).accounts()).status).toBe(401);
      expect((await as(client, second).accounts()).status).toBe(200);
    });
  });
});
