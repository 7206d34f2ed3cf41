/** @jest-environment node */
import * as v from 'valibot';
import { getIdentity, passwordStatus } from '@lender/shared/endpoints/identity';
import { withListening } from '@lender/serve/test-server';
import { createDevApiApp } from '../../app.ts';
import { DEFAULT_SEED_FILE, loadSeed } from '../../seed/load-seed.ts';
import { ACCESS_CODE_INVALID } from './account.ts';

const PASSWORD = 'Correct-Horse-Battery-42';
const seed = loadSeed(DEFAULT_SEED_FILE);
type Json = Record<string, unknown>;

async function withApi(run: (call: Caller) => Promise<void>) {
  const { server } = await createDevApiApp({
    seed,
    allowedOrigins: [],
    publicOrigin: 'http://127.0.0.1:4000',
    devRoutes: true,
  });
  await withListening(server, (base) =>
    run(async (method, path, { body, token, headers = {} } = {}) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
    }),
  );
}

type Caller = (
  method: string,
  path: string,
  options?: { body?: unknown; token?: string; headers?: Record<string, string> },
) => Promise<{ status: number; headers: Headers; body: Json }>;

async function signIn(call: Caller, email: string, password = PASSWORD): Promise<Json> {
  const token = String((await call('GET', '/__dev/recaptcha-token')).body.token);
  return (
    await call('POST', '/identity/api/v2/login', {
      body: { email, password },
      headers: { 'X-Recaptcha-Token': token },
    })
  ).body;
}

describe("the signed-in identity's calls", () => {
  it('return the identity in its legacy form, with the wallet addresses in x-addr and x-grp', async () => {
    await withApi(async (call) => {
      const { jwt } = await signIn(call, 'pat.customer@example.com');
      const identity = await call('GET', '/identity/secure/api/v1/identity', { token: String(jwt) });
      expect(identity.status).toBe(200);
      expect(v.safeParse(getIdentity.response, identity.body).success).toBe(true);
      expect(identity.body).toMatchObject({
        uuid: 'identity-plain-customer',
        profileType: 'CUSTOMER',
        passwordExpired: false,
      });
      expect(identity.headers.get('x-addr')).toBe('0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a');
      expect(identity.headers.get('x-grp')).toBeNull();
    });
  });

  it.each([
    ['no token', undefined],
    ['a forged token', 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'],
  ])('refuse %s with 401', async (_, token) => {
    await withApi(async (call) => {
      expect((await call('GET', '/identity/secure/api/v1/identity', { token })).status).toBe(401);
    });
  });

  it('end the session on logout: the token then answers 403 "Unauthenticated"', async () => {
    await withApi(async (call) => {
      const token = String((await signIn(call, 'pat.customer@example.com')).jwt);
      const out = await call('POST', '/identity/secure/api/v1/logout', {
        token,
        body: { applicationName: 'sign-in' },
      });
      expect(out.body).toEqual({ isBroker: false });
      const after = await call('GET', '/identity/secure/api/v1/identity', { token });
      expect(after.status).toBe(403);
      expect(after.body).toEqual({ message: 'Unauthenticated' });
    });
  });

  it('let an expired password be changed, after which the new one signs in', async () => {
    await withApi(async (call) => {
      const token = String((await signIn(call, 'eli.expired@example.com')).jwt);
      const before = await call('GET', '/identity/secure/api/v1_1/identity', { token });
      expect(v.safeParse(passwordStatus.response, before.body).success).toBe(true);
      expect(before.body).toEqual({ passwordExpired: true });
      expect(
        (
          await call('PUT', '/identity/secure/api/v1/pw', {
            token,
            body: { newPassword: 'A-Brand-New-Passphrase-7' },
          })
        ).status,
      ).toBe(200);
      expect((await call('GET', '/identity/secure/api/v1_1/identity', { token })).body).toEqual({
        passwordExpired: false,
      });
      expect(await signIn(call, 'eli.expired@example.com', 'A-Brand-New-Passphrase-7')).toEqual({
        jwt: expect.any(String) as unknown,
      });
    });
  });
});

describe('mortgage-signer access-code login', () => {
  it('signs the signer in with the code from the invitation, and refuses another code', async () => {
    await withApi(async (call) => {
      const ok = await call('POST', '/identity/api/v1/access-code/login', {
        body: { email: 'sid.signer@example.com', accessCode: 'SIGN-4821-KX' },
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ jwt: expect.any(String) as unknown });
      const wrong = await call('POST', '/identity/api/v1/access-code/login', {
        body: { email: 'sid.signer@example.com', accessCode: 'SIGN-0000-XX' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ errors: [{ message: ACCESS_CODE_INVALID }] });
    });
  });
});
