/** @jest-environment node */
import { createDevApiApp } from '../../app.ts';
import { DEFAULT_SEED_FILE, loadSeed } from '../../seed/load-seed.ts';
import { devApiForFile, sessionTokenFor } from '../../testing/http-client.ts';
import * as v from 'valibot';
import { redeemToken } from '@lender/shared/endpoints/identity';
import { sendContinueAppEmail, storeBorrowerQueryParams } from '@lender/shared/endpoints/lead-portal';
import { withListening } from '@lender/serve/test-server';
import { TOO_MANY_REQUESTS, DEV_DEFAULT_LIMITS } from '../../security/rate-limit.ts';
import { CONTINUE_APP_SUBJECT } from './continue-app-email.ts';
import { IDENTITY_UUID_REQUIRED, QUERY_PARAMS_DEV_PATH } from './query-params-store.ts';

const APP_ORIGIN = 'http://app.test:3000';
const SEND_PATH = '/service-lead-portal/api/borrowers/send-continue-app-email-with-otp';
const STORE_PATH = '/service-lead-portal/secure/borrower/store-borrower-query-params';

// One server for the file: many calls, each test undoes what it changes.
const api = devApiForFile({ appOrigin: APP_ORIGIN });
beforeEach(() => api.state.outbox.clear());

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${api.base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const storedFor = async (identityUuid: string) =>
  call('GET', `${QUERY_PARAMS_DEV_PATH}?identityUuid=${encodeURIComponent(identityUuid)}`);

describe('POST send-continue-app-email-with-otp', () => {
  it('emails a known borrower a 6-digit passcode and a link to the passcode login', async () => {
    const { status, body } = await call('POST', SEND_PATH, { email: 'Pat.Customer@Example.com' });
    expect(status).toBe(200);
    expect(v.parse(sendContinueAppEmail.response, body)).toEqual({});
    const messages = api.state.outbox.all();
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({ to: 'pat.customer@example.com', subject: CONTINUE_APP_SUBJECT });
    expect(message!.code).toMatch(/^\d{6}$/);
    const link = new URL(message!.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_ORIGIN}/auth/login`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ otp: 'true', email: 'pat.customer@example.com' });
  });

  it('sends a passcode that signs the borrower in through the passcode redeem', async () => {
    await call('POST', SEND_PATH, { email: 'pat.customer@example.com' });
    const code = api.state.outbox.list('pat.customer@example.com')[0]!.code!;
    // The newest passcode login for Pat (an earlier test may have left one).
    const loginUuid = [...api.state.passcodeLogins].findLast(
      ([, uuid]) => uuid === 'identity-plain-customer',
    )?.[0];
    expect(loginUuid).toBeDefined();
    const redeemed = await call('PUT', '/identity/api/v1/token/redeem', { loginUuid, token: code });
    expect(redeemed.status).toBe(200);
    const session = v.parse(redeemToken.response, redeemed.body);
    expect(await api.state.tokens.verify(String(session.jwt), { kind: 'session' })).toMatchObject({
      ok: true,
      claims: { sub: 'identity-plain-customer' },
    });
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const known = await call('POST', SEND_PATH, { email: 'pat.customer@example.com' });
    api.state.outbox.clear();
    const unknown = await call('POST', SEND_PATH, { email: 'nobody@example.com' });
    expect(unknown).toEqual(known);
    expect(api.state.outbox.all()).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['no email', {}],
    ['an invalid email', { email: 'not-an-email' }],
  ])('refuses %s with 400 and sends nothing', async (_, body) => {
    const { status, body: answer } = await call('POST', SEND_PATH, body);
    expect(status).toBe(400);
    expect(answer).toEqual({ errors: expect.any(Array) as unknown });
    expect(api.state.outbox.all()).toEqual([]);
  });

  it('answers 429 when the same email is asked for too often', async () => {
    api.state.limiter.setLimits({ perAccount: { max: 1, windowMs: 60_000 } });
    try {
      expect((await call('POST', SEND_PATH, { email: 'erin.email@example.com' })).status).toBe(200);
      expect(await call('POST', SEND_PATH, { email: 'erin.email@example.com' })).toEqual({
        status: 429,
        body: { message: TOO_MANY_REQUESTS },
      });
      expect(api.state.outbox.list('erin.email@example.com')).toHaveLength(1);
    } finally {
      api.state.limiter.setLimits(DEV_DEFAULT_LIMITS);
    }
  });
});

describe('PUT store-borrower-query-params', () => {
  it('stores the landing query per identity, replacing an earlier one', async () => {
    const pat = await sessionTokenFor(api.state, { sub: 'identity-plain-customer' });
    const morgan = await sessionTokenFor(api.state, { sub: 'identity-wallet-holder' });
    const first = await call('PUT', STORE_PATH, { queryParams: { utm_source: 'mail', ref: 'a&b' } }, pat);
    expect(first.status).toBe(200);
    expect(v.parse(storeBorrowerQueryParams.response, first.body)).toEqual({});
    await call('PUT', STORE_PATH, { queryParams: { utm_source: 'tv' } }, morgan);
    expect((await storedFor('identity-plain-customer')).body).toEqual({
      identityUuid: 'identity-plain-customer',
      queryParams: { utm_source: 'mail', ref: 'a&b' },
    });
    await call('PUT', STORE_PATH, { queryParams: { campaign: 'spring' } }, pat);
    expect((await storedFor('identity-plain-customer')).body).toMatchObject({
      queryParams: { campaign: 'spring' },
    });
    expect((await storedFor('identity-wallet-holder')).body).toMatchObject({
      queryParams: { utm_source: 'tv' },
    });
  });

  it('needs a session', async () => {
    const body = { queryParams: { utm_source: 'mail' } };
    expect((await call('PUT', STORE_PATH, body)).status).toBe(401);
    expect((await call('PUT', STORE_PATH, body, 'forged')).status).toBe(401);
    const revoked = await sessionTokenFor(api.state, { sub: 'identity-locked' });
    await api.state.tokens.revoke(revoked);
    expect(await call('PUT', STORE_PATH, body, revoked)).toEqual({
      status: 403,
      body: { message: 'Unauthenticated' },
    });
    expect((await storedFor('identity-locked')).body).toMatchObject({ queryParams: null });
  });

  it.each([
    ['no queryParams', {}],
    ['a value that is not a string', { queryParams: { page: 2 } }],
    ['queryParams that are text', { queryParams: 'utm_source=mail' }],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const token = await sessionTokenFor(api.state, { sub: 'identity-two-factor-sms' });
    expect((await call('PUT', STORE_PATH, body, token)).status).toBe(400);
    expect((await storedFor('identity-two-factor-sms')).body).toMatchObject({ queryParams: null });
  });

  it('forgets everything on a reset', async () => {
    const token = await sessionTokenFor(api.state, { sub: 'identity-expired-password' });
    await call('PUT', STORE_PATH, { queryParams: { a: '1' } }, token);
    expect((await storedFor('identity-expired-password')).body).toMatchObject({ queryParams: { a: '1' } });
    expect((await call('POST', '/__dev/reset')).status).toBe(200);
    expect((await storedFor('identity-expired-password')).body).toMatchObject({ queryParams: null });
  });

  it('the development read needs an identity', async () => {
    expect(await call('GET', QUERY_PARAMS_DEV_PATH)).toEqual({
      status: 400,
      body: { errors: [{ message: IDENTITY_UUID_REQUIRED }] },
    });
  });

  it('the development read is off in production', async () => {
    const production = await createDevApiApp({
      seed: loadSeed(DEFAULT_SEED_FILE),
      allowedOrigins: [],
      publicOrigin: 'http://127.0.0.1:4000',
    });
    await withListening(production.server, async (prodBase) => {
      const response = await fetch(
        `${prodBase}${QUERY_PARAMS_DEV_PATH}?identityUuid=identity-plain-customer`,
      );
      expect(response.status).toBe(404);
    });
  });
});
