/** @jest-environment node */
import { devCallerOrigins } from '../app.ts';
import { devApiForFile, TEST_APP_ORIGIN, withDevApi } from '../testing/http-client.ts';
import { devRequestRefusal, FOREIGN_DEV_CALLER } from './dev-request-guard.ts';

const OWN = ['http://127.0.0.1:3000', 'http://127.0.0.1:4000'];
const FAULT = { path: '/identity/api/v2/login', raw: 'not json' };

describe('devRequestRefusal: what a development route refuses before it runs', () => {
  it.each([
    ['no Origin (a Node test client), JSON', undefined, 'application/json', true, null],
    ['no Origin, no body', undefined, '', false, null],
    ['a product origin, JSON', 'http://127.0.0.1:3000', 'application/json', true, null],
    ['the dev API’s own page, no body', 'http://127.0.0.1:4000', '', false, null],
    ['another site', 'https://evil.example', 'application/json', true, 403],
    ['another site, even with no body', 'https://evil.example', '', false, 403],
    ['an opaque origin (a sandboxed frame, a no-referrer form)', 'null', 'application/json', true, 403],
    ['a look-alike of a product origin', 'http://127.0.0.1:30000', 'application/json', true, 403],
    ['a form, from no Origin', undefined, 'application/x-www-form-urlencoded', true, 415],
    [
      'a form, from a product origin',
      'http://127.0.0.1:3000',
      'application/x-www-form-urlencoded',
      true,
      415,
    ],
    ['a violation report', undefined, 'application/csp-report', true, 415],
  ] as const)('%s: %s', (_, origin, mediaType, hasBody, status) => {
    const refusal = devRequestRefusal({ origin, mediaType, hasBody }, OWN);
    expect(refusal?.status ?? null).toBe(status);
  });

  it('says why it refused another site', () => {
    expect(devRequestRefusal({ origin: 'https://evil.example', mediaType: '', hasBody: false }, OWN)).toEqual(
      {
        status: 403,
        body: { errors: [{ message: FOREIGN_DEV_CALLER }] },
      },
    );
  });
});

describe('devCallerOrigins: who may call the development routes', () => {
  it("is the product's origins and the dev API's own, never a partner lender's site", () => {
    const partner = 'https://partner.example';
    expect(
      devCallerOrigins({
        allowedOrigins: [TEST_APP_ORIGIN, 'http://apollo.localhost:3000', partner],
        partnerOrigins: [partner],
        publicOrigin: 'http://127.0.0.1:4000',
      }),
    ).toEqual([TEST_APP_ORIGIN, 'http://apollo.localhost:3000', 'http://127.0.0.1:4000']);
  });
});

describe("a partner lender's page", () => {
  const PARTNER = 'https://partner.example';
  const api = devApiForFile({ partnerOrigins: [PARTNER] });

  it('calls the API like the product, but never the development routes (the seeded keys, TOTP codes)', async () => {
    const headers = { origin: PARTNER };
    const wallets = await api.client.call('GET', '/__dev/wallets', undefined, headers);
    expect(wallets).toMatchObject({ status: 403, body: { errors: [{ message: FOREIGN_DEV_CALLER }] } });
    expect((await api.client.call('POST', '/__dev/reset', {}, headers)).status).toBe(403);
    const answer = await api.client.call(
      'GET',
      '/identity/api/v1/identity/registration/verification?borrowerEmail=pat.customer%40example.com&organization=KEYSTONE',
      undefined,
      headers,
    );
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(
      (await api.client.call('GET', '/__dev/wallets', undefined, { origin: TEST_APP_ORIGIN })).status,
    ).toBe(200);
  });
});

describe('the development routes refuse cross-site posts', () => {
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

  it('a foreign site’s form registers no fault (403), nor does a form with no Origin (415)', async () => {
    await withDevApi(async (client) => {
      const foreign = await fetch(
        `${client.base}/__dev/faults`,
        form(FAULT, { origin: 'https://evil.example' }),
      );
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toEqual({ errors: [{ message: FOREIGN_DEV_CALLER }] });
      expect((await fetch(`${client.base}/__dev/faults`, form(FAULT))).status).toBe(415);
      expect((await client.call('GET', '/__dev/faults')).body).toEqual([]);
    });
  });

  it('a foreign site’s JSON call is refused too; the product’s pages and Node clients are served', async () => {
    await withDevApi(async (client) => {
      const foreign = await client.call('POST', '/__dev/reset', {}, { origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expect((await client.call('POST', '/__dev/faults', FAULT, { origin: TEST_APP_ORIGIN })).status).toBe(
        201,
      );
      expect((await client.call('POST', '/__dev/faults', FAULT)).status).toBe(201);
      expect(
        (await client.call('GET', '/__dev/recaptcha-token', undefined, { origin: TEST_APP_ORIGIN })).status,
      ).toBe(200);
    });
  });

  it('leaves the contract’s routes to their own rules', async () => {
    await withDevApi(async (client) => {
      const login = await client.call(
        'POST',
        '/identity/api/v2/login',
        {},
        { origin: 'https://evil.example' },
      );
      expect(login.status).toBe(400);
    });
  });
});
