/**
 * For this domain's tests: a dev API on a free loopback port, with JSON helpers.
 * Its seed has one persona with no password (hashing the default seed's passwords
 * would cost seconds per test, and telemetry needs nobody). Not loaded by the server.
 */
import { withListening } from '@lender/serve/test-server';
import { createDevApiApp, type DevApiAppOptions } from '../../app.ts';
import { DEFAULT_SEED_FILE, loadSeed } from '../../seed/load-seed.ts';
import { parseSeed } from '../../seed/seed-schema.ts';
import type { DevState } from '../../state/dev-state.ts';

export const PUBLIC_ORIGIN = 'http://127.0.0.1:4000';
export const APP_ORIGIN = 'http://127.0.0.1:3000';
export const testSeed = parseSeed(
  {
    personas: [
      {
        key: 'visitor',
        description: 'Nobody in particular; telemetry needs no one',
        email: 'visitor@example.com',
        profileType: 'CUSTOMER',
        organizationCode: 'KEYSTONE',
      },
    ],
    banners: loadSeed(DEFAULT_SEED_FILE).banners,
  },
  'the telemetry test seed',
);

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface TestApi {
  base: string;
  state: DevState;
  get(path: string): Promise<JsonAnswer>;
  post(path: string, body?: unknown): Promise<JsonAnswer>;
}

async function answer(response: Response): Promise<JsonAnswer> {
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

export async function withApi(
  run: (api: TestApi) => Promise<void>,
  options: Partial<DevApiAppOptions> = {},
): Promise<void> {
  const { server, state } = await createDevApiApp({
    seed: testSeed,
    allowedOrigins: [APP_ORIGIN],
    publicOrigin: PUBLIC_ORIGIN,
    devRoutes: true,
    ...options,
  });
  await withListening(server, (base) =>
    run({
      base,
      state,
      get: async (path) => answer(await fetch(`${base}${path}`)),
      post: async (path, body) =>
        answer(
          await fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        ),
    }),
  );
}
