/**
 * For this domain's tests: a dev API on a free loopback port, built from a small
 * seed (no passwords to hash): a wallet holder whose Provenance wallet is in two
 * accounts, someone else, and banner lists with deliberately invalid entries.
 * Redirects are not followed, so tests see the 302 or 303 itself. Not loaded by
 * the server.
 */
import { withListening } from '@lender/serve/test-server';
import { createDevApiApp, type DevApiAppOptions } from '../../app.ts';
import { parseSeed } from '../../seed/seed-schema.ts';
import type { DevState } from '../../state/dev-state.ts';

export const PUBLIC_ORIGIN = 'http://127.0.0.1:4000';
export const APP_ORIGIN = 'http://127.0.0.1:3000';
export const PARTNER_ORIGIN = 'http://127.0.0.1:3005';
export const PROVENANCE_ADDRESS = 'pb1provenance0000000000000000000000000001';
export const HOLDER_UUID = 'identity-provenance-holder';
export const PASSPORT_UUID = 'passport-someone';

const banner = (uuid: string, createdAt: string) => ({
  uuid,
  message: `Banner ${uuid}`,
  apps: ['sign-in'],
  variant: 'info',
  active: true,
  metadata: { createdAt },
});

export const testBanners = {
  production: [
    banner('banner-1', '2026-11-01T12:00:00.000Z'),
    { uuid: 'banner-no-apps', message: 'No apps', variant: 'info' },
    'not even an object',
    null,
    banner('banner-2', '2026-11-02T12:00:00.000Z'),
  ],
  test: [banner('banner-test-1', '2026-11-03T12:00:00.000Z'), { variant: 'error' }],
};

const provenanceWallet = { name: 'Old Provenance wallet', address: PROVENANCE_ADDRESS, type: 'PROVENANCE' };

export const testSeed = parseSeed(
  {
    personas: [
      {
        key: 'provenance-holder',
        description: 'Holds a Provenance wallet, in two accounts',
        email: 'holder@example.com',
        profileType: 'CUSTOMER',
        organizationCode: 'KEYSTONE',
        accounts: [
          {
            name: 'Own account',
            address: PROVENANCE_ADDRESS,
            wallets: [{ ...provenanceWallet, authorizationType: 'Owner', verified: false }],
          },
          {
            name: 'Family trust',
            address: 'pb1trust000000000000000000000000000000001',
            wallets: [
              { ...provenanceWallet, authorizationType: 'RBAC', verified: false },
              {
                name: 'Self-custody wallet',
                address: 'pb1selfcustody00000000000000000000000001',
                type: 'SELF_CUSTODY',
                authorizationType: 'Owner',
                verified: false,
              },
            ],
          },
        ],
      },
      {
        key: 'someone-else',
        description: 'Holds a passport and nothing else',
        email: 'someone@example.com',
        profileType: 'CUSTOMER',
        organizationCode: 'KEYSTONE',
        passports: [
          {
            passportUuid: PASSPORT_UUID,
            passportStructureType: 'INDIVIDUAL',
            ownerWalletAddress: 'pb1someone000000000000000000000000000001',
            kycStatus: 'VALID',
            attestationStatus: 'CANCELLED',
            attestationVerificationStatus: 'IN_PROGRESS',
          },
        ],
      },
    ],
    banners: testBanners,
  },
  'the public test seed',
);

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

export interface TestApi {
  base: string;
  state: DevState;
  fetch(path: string, init?: RequestInit): Promise<Answer>;
  postJson(path: string, body?: unknown): Promise<Answer>;
  postForm(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Answer>;
}

export const json = (answer: Answer): unknown => JSON.parse(answer.text);

export async function withApi(
  run: (api: TestApi) => Promise<void>,
  options: Partial<DevApiAppOptions> = {},
): Promise<void> {
  const { server, state } = await createDevApiApp({
    seed: testSeed,
    allowedOrigins: [APP_ORIGIN, PARTNER_ORIGIN],
    publicOrigin: PUBLIC_ORIGIN,
    devRoutes: true,
    appOrigin: APP_ORIGIN,
    ...options,
  });
  await withListening(server, async (base) => {
    const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
      const response = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
      return { status: response.status, headers: response.headers, text: await response.text() };
    };
    await run({
      base,
      state,
      fetch: call,
      postJson: (path, body) =>
        call(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      postForm: (path, fields, headers = {}) =>
        call(path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams(fields).toString(),
        }),
    });
  });
}
