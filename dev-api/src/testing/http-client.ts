/**
 * For dev API tests: the app on a free loopback port from the default seed, and a
 * small JSON client with the steps most tests repeat (a bot-check token, a
 * password login, the outbox).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withListening } from '@lender/serve/test-server';
import { createDevApiApp } from '../app.ts';
import { DEFAULT_SEED_FILE, loadSeed } from '../seed/load-seed.ts';
import type { Seed } from '../seed/seed-schema.ts';
import type { TokenClaims } from '../security/session-claims.ts';
import type { DevState } from '../state/dev-state.ts';

export const SEED_PASSWORD = 'Correct-Horse-Battery-42';
export const TEST_APP_ORIGIN = 'http://127.0.0.1:3000';
const seed = loadSeed(DEFAULT_SEED_FILE);

/**
 * A session token for `claims.sub` as a login mints one: with a live password login of
 * its own unless `claims.sid` names one (security/logins.ts).
 */
export function sessionTokenFor(state: DevState, claims: TokenClaims): Promise<string> {
  return state.tokens.issue({ ...claims, sid: claims.sid ?? state.logins.start(claims.sub, 'password') });
}

export type Json = Record<string, unknown>;

export interface Answer {
  status: number;
  headers: Headers;
  body: Json;
}

export function apiClient(base: string) {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed: unknown =
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {};
    return { status: response.status, headers: response.headers, body: parsed as Json };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    base,
    call,
    bearer,
    outbox: async (to: string) =>
      (await call('GET', `/__dev/outbox?to=${encodeURIComponent(to)}`)).body as unknown as Json[],
    login: async (email: string, password = SEED_PASSWORD) => {
      const token = String((await call('GET', '/__dev/recaptcha-token')).body.token);
      return call('POST', '/identity/api/v2/login', { email, password }, { 'X-Recaptcha-Token': token });
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

export async function withDevApi(
  run: (client: ApiClient, state: DevState) => Promise<void>,
  options: { now?: () => number } = {},
): Promise<void> {
  const { server, state } = await createDevApiApp({
    seed,
    allowedOrigins: [TEST_APP_ORIGIN],
    publicOrigin: 'http://127.0.0.1:4000',
    appOrigin: TEST_APP_ORIGIN,
    devRoutes: true,
    now: options.now,
  });
  await withListening(server, (base) => run(apiClient(base), state));
}

export interface FileServer {
  /** The server's base URL, once `beforeAll` has run. */
  readonly base: string;
  readonly state: DevState;
  readonly client: ApiClient;
}

/**
 * One dev API for a whole test file (`beforeAll`/`afterAll`), for suites that make
 * many calls and reset what they change themselves.
 */
export function devApiForFile(
  options: {
    appOrigin?: string;
    /** Origins allowed besides the app's (the shell under a development host name, a partner page). */
    otherOrigins?: readonly string[];
    /** Partner lenders' sites: allowed like the app, but not on the development routes. */
    partnerOrigins?: readonly string[];
    seed?: Seed;
  } = {},
): FileServer {
  let server: Server | undefined;
  let state: DevState | undefined;
  let client: ApiClient | undefined;
  beforeAll(async () => {
    const appOrigin = options.appOrigin ?? TEST_APP_ORIGIN;
    ({ server, state } = await createDevApiApp({
      seed: options.seed ?? seed,
      allowedOrigins: [appOrigin, ...(options.otherOrigins ?? []), ...(options.partnerOrigins ?? [])],
      partnerOrigins: options.partnerOrigins ?? [],
      appOrigin,
      publicOrigin: 'http://127.0.0.1:4000',
      devRoutes: true,
    }));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    client = apiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('devApiForFile: used before beforeAll ran');
    return value;
  };
  return {
    get base() {
      return ready(client).base;
    },
    get state() {
      return ready(state);
    },
    get client() {
      return ready(client);
    },
  };
}
