/** @jest-environment node */
import * as v from 'valibot';
import * as crypto from 'node:crypto';
import { login } from '@lender/shared/endpoints/identity';
import { withListening } from '@lender/serve/test-server';
import { createDevApiApp } from '../../app.ts';
import { DEFAULT_SEED_FILE, loadSeed } from '../../seed/load-seed.ts';
import type { DevState } from '../../state/dev-state.ts';
import { BOT_CHECK_FAILED, INCORRECT_CREDENTIALS } from './login.ts';

// Every scrypt call is counted (and still runs): the refusal of an unknown email must cost one.
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof crypto>('node:crypto');
  return { ...actual, scrypt: jest.fn(actual.scrypt) };
});
const scrypt = crypto.scrypt as unknown as jest.Mock;

const PASSWORD = 'Correct-Horse-Battery-42';
const seed = loadSeed(DEFAULT_SEED_FILE);

async function withApi(run: (base: string, state: DevState) => Promise<void>) {
  const { server, state } = await createDevApiApp({
    seed,
    allowedOrigins: [],
    publicOrigin: 'http://127.0.0.1:4000',
    devRoutes: true,
  });
  await withListening(server, (base) => run(base, state));
}

async function signIn(base: string, email: string, password = PASSWORD, botToken?: string) {
  const token =
    botToken ?? ((await (await fetch(`${base}/__dev/recaptcha-token`)).json()) as { token: string }).token;
  const response = await fetch(`${base}/identity/api/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Recaptcha-Token': token },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** The server side of the contract: every success answer parses with the declared schema. */
const expectContract = (body: unknown) => expect(v.safeParse(login.response, body).success).toBe(true);

describe('POST /identity/api/v2/login', () => {
  it('runs one scrypt to refuse an unknown email, as for a wrong password (the time does not tell who has an account)', async () => {
    await withApi(async (base) => {
      // Counted, not timed: a stopwatch compares two ~30 ms figures and fails on a busy host.
      const derivations = async (email: string) => {
        const token = ((await (await fetch(`${base}/__dev/recaptcha-token`)).json()) as { token: string })
          .token;
        scrypt.mockClear();
        const { status } = await signIn(base, email, 'not-the-password', token);
        expect(status).toBe(401);
        return scrypt.mock.calls.length;
      };
      // The first unknown email also makes the dummy hash once per process; after that, one scrypt each.
      await derivations('nobody-warm@example.com');
      expect(await derivations('pat.customer@example.com')).toBe(1);
      expect(await derivations('nobody-1@example.com')).toBe(1);
      expect(await derivations('nobody-2@example.com')).toBe(1);
    });
  });

  it('signs a plain customer in with a token the server verifies', async () => {
    await withApi(async (base, state) => {
      const { status, body } = await signIn(base, 'Pat.Customer@example.com');
      expect(status).toBe(200);
      expectContract(body);
      const verified = await state.tokens.verify(String(body.jwt), { kind: 'session' });
      expect(verified).toMatchObject({
        ok: true,
        claims: { sub: 'identity-plain-customer', email: 'pat.customer@example.com' },
      });
    });
  });

  it("names the identity's default wallet in the token (the wallet modal's token mode), and no wallet for others", async () => {
    await withApi(async (base, state) => {
      const withDefault = await state.tokens.verify(
        String((await signIn(base, 'tomas.tokenwallet@example.com')).body.jwt),
        {
          kind: 'session',
        },
      );
      expect(withDefault).toMatchObject({
        ok: true,
        claims: { sub: 'identity-token-wallet-modal', addr: '0xae72a48c1a36bd18af168541c53037965d26e4a8' },
      });
      expect(withDefault.ok && withDefault.claims.grp).toBeUndefined();
      const without = await state.tokens.verify(
        String((await signIn(base, 'sky.selfcustody@example.com')).body.jwt),
        {
          kind: 'session',
        },
      );
      expect(without.ok && without.claims.addr).toBeUndefined();
    });
  });

  it.each([
    ['a wrong password', 'pat.customer@example.com', 'wrong-password'],
    ['an unknown email', 'nobody@example.com', PASSWORD],
    ['a persona without a password yet', 'ivy.invited@example.com', PASSWORD],
  ])('refuses %s with the same message', async (_, email, password) => {
    await withApi(async (base) => {
      const { status, body } = await signIn(base, email, password);
      expect(status).toBe(401);
      expect(body).toEqual({ errors: [{ message: INCORRECT_CREDENTIALS }] });
    });
  });

  it('refuses a request whose bot-check token does not verify', async () => {
    await withApi(async (base) => {
      const { status, body } = await signIn(
        base,
        'pat.customer@example.com',
        PASSWORD,
        'local-recaptcha.1.forged',
      );
      expect(status).toBe(403);
      expect(body).toEqual({ errors: [{ message: BOT_CHECK_FAILED }] });
    });
  });

  it.each([
    [
      'broker-agent',
      'bo.broker@example.com',
      { redirectUrl: 'http://127.0.0.1:4000/identity-broker/authorize?identityUuid=identity-broker-agent' },
    ],
    ['locked', 'lee.locked@example.com', { isAccountManuallyLocked: true }],
  ])('answers %s with its outcome', async (_, email, expected) => {
    await withApi(async (base) => {
      const { status, body } = await signIn(base, email);
      expect(status).toBe(200);
      expectContract(body);
      expect(body).toEqual(expected);
    });
  });

  it('hands an expired password a token and says so', async () => {
    await withApi(async (base) => {
      const { body } = await signIn(base, 'eli.expired@example.com');
      expectContract(body);
      expect(body).toMatchObject({ jwt: expect.any(String) as unknown, passwordExpired: true });
    });
  });

  it.each([
    [
      'several methods',
      'sasha.several@example.com',
      { aliases: 3, emailFactorSupported: true, totpEnabled: true },
    ],
    [
      'an emailed code',
      'erin.email@example.com',
      { aliases: 1, emailFactorSupported: true, totpEnabled: false },
    ],
    [
      'an authenticator app',
      'tara.totp@example.com',
      { aliases: 1, emailFactorSupported: false, totpEnabled: true },
    ],
    [
      'security questions only',
      'quinn.questions@example.com',
      { aliases: 0, emailFactorSupported: false, totpEnabled: false },
    ],
    [
      'no recovery method',
      'nora.norecovery@example.com',
      { aliases: 0, emailFactorSupported: false, totpEnabled: false },
    ],
  ])('asks for a second factor: %s', async (_, email, expected) => {
    await withApi(async (base, state) => {
      const { body } = await signIn(base, email);
      expectContract(body);
      const options = body.twoFactorOptions as {
        loginUuid: string;
        aliases: unknown[];
        emailFactorSupported: boolean;
        totpEnabled: boolean;
      };
      expect(body.jwt).toBeUndefined();
      expect({
        aliases: options.aliases.length,
        emailFactorSupported: options.emailFactorSupported,
        totpEnabled: options.totpEnabled,
      }).toEqual(expected);
      expect(state.firstFactors.check(options.loginUuid).status).toBe('ok');
      expect(JSON.stringify(options.aliases)).not.toContain(email);
    });
  });

  it('backs an account off after failed passwords (429 with Retry-After), counting only attempts past the bot check', async () => {
    await withApi(async (base) => {
      const limits = await fetch(`${base}/__dev/limits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ failedPasswords: { max: 2, windowMs: 60_000, backoffMs: 60_000 } }),
      });
      expect(limits.status).toBe(200);
      // Someone without a bot-check token cannot lock Pat out, however often they try.
      for (let i = 0; i < 5; i++)
        expect((await signIn(base, 'pat.customer@example.com', 'wrong', 'not-a-token')).status).toBe(403);
      expect((await signIn(base, 'pat.customer@example.com')).status).toBe(200);
      // A success forgot nothing yet to forget; two failures past the bot check lock the account.
      expect((await signIn(base, 'pat.customer@example.com', 'wrong')).status).toBe(401);
      expect((await signIn(base, 'PAT.customer@example.com', 'wrong')).status).toBe(401);
      const locked = await signIn(base, 'pat.customer@example.com');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(50);
      expect(locked.body).toEqual({
        message: "You're submitting requests too quickly; please give us a minute to process your last one.",
      });
      // Other accounts are not held up; a reset lifts it.
      expect((await signIn(base, 'erin.email@example.com')).status).toBe(200);
      await fetch(`${base}/__dev/reset`, { method: 'POST' });
      expect((await signIn(base, 'pat.customer@example.com')).status).toBe(200);
    });
  });

  it('limits attempts per address as well, whatever the account', async () => {
    await withApi(async (base) => {
      await fetch(`${base}/__dev/limits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ perClient: { max: 2, windowMs: 60_000 } }),
      });
      expect((await signIn(base, 'pat.customer@example.com', 'wrong')).status).toBe(401);
      expect((await signIn(base, 'erin.email@example.com', 'wrong')).status).toBe(401);
      const third = await signIn(base, 'sam.sms@example.com');
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});

describe('development routes', () => {
  it('show the outbox as JSON and as a page, and refuse bad limits', async () => {
    await withApi(async (base) => {
      expect(await (await fetch(`${base}/__dev/outbox?to=nobody@example.com`)).json()).toEqual([]);
      const page = await fetch(`${base}/__dev/outbox.html`);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain('Development outbox');
      const bad = await fetch(`${base}/__dev/limits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"perAccount":{"max":"lots"}}',
      });
      expect(bad.status).toBe(400);
      expect((await fetch(`${base}/__dev/nope`)).status).toBe(404);
    });
  });

  it('are absent unless asked for (DEV_ROUTES=on)', async () => {
    const { server } = await createDevApiApp({
      seed,
      allowedOrigins: [],
      publicOrigin: 'http://x',
    });
    await withListening(server, async (base) => {
      expect((await fetch(`${base}/__dev/outbox`)).status).toBe(404);
      // The test wallets' keys and pages are not served either: the hosted test wallet, the seeded keys.
      expect((await fetch(`${base}/provider/wallet?origin=http%3A%2F%2Fx`)).status).toBe(404);
      expect((await fetch(`${base}/__dev/wallets`)).status).toBe(404);
    });
  });
});
