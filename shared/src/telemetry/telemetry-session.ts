/**
 * The telemetry session: every event carries its session key, so nothing is sent
 * before a session exists. Opening one is tried three times; when all three fail
 * the failure is logged and the page carries on without telemetry.
 */
import type { ApiClient } from '../api/client.ts';
import { createTelemetrySession } from '../api/endpoints/telemetry/create-session.ts';
import { TELEMETRY_LIBRARY_VERSION } from '../api/endpoints/telemetry/schemas.ts';
import type { Audience } from '../api/endpoints/broker/schemas.ts';

export const SESSION_TRIES = 3;
export const SESSION_RETRIES_FAILED_MESSAGE =
  'An error occurred while establishing a session, retries failed.';
export const COULD_NOT_ESTABLISH_SESSION_MESSAGE = 'Could not establish session.';

export interface TelemetrySession {
  uuid: string;
  epoch: number;
  trackerUuid: string;
  sessionKey: string;
}

/** What the page is, as telemetry reports it; read from `window` in the browser. */
export interface PageEnvironment {
  referrer: string;
  search: string;
  screen: { width: number; height: number };
  viewport: { width: number; height: number };
}

export function browserEnvironment(): PageEnvironment {
  return {
    referrer: document.referrer,
    search: window.location.search,
    screen: { width: window.screen.width, height: window.screen.height },
    viewport: { width: window.innerWidth, height: window.innerHeight },
  };
}

/**
 * Query parameters that identify a person or a sign-in: telemetry records that they
 * were there, never their values (the register event hashes the email for the same
 * reason).
 */
export const REDACTED_QUERY_PARAMS: readonly string[] = ['email', 'loginUuid', 'identityUuid', 'state'];
export const REDACTED = '[redacted]';

export const queryParamsOf = (search: string): Record<string, string> =>
  Object.fromEntries(
    [...new URLSearchParams(search).entries()].map(([name, value]) => [
      name,
      REDACTED_QUERY_PARAMS.includes(name) ? REDACTED : value,
    ]),
  );

export interface OpenSessionOptions {
  client: ApiClient;
  context: Audience;
  appVersion: string;
  environment: PageEnvironment;
  newSessionKey?: () => string;
  log?: (message: string, cause?: unknown) => void;
}

export async function openTelemetrySession({
  client,
  context,
  appVersion,
  environment,
  newSessionKey = () => crypto.randomUUID(),
  log = console.error,
}: OpenSessionOptions): Promise<TelemetrySession> {
  const sessionKey = newSessionKey();
  let lastError: unknown;
  for (let attempt = 1; attempt <= SESSION_TRIES; attempt++) {
    try {
      const session = await createTelemetrySession.call(client, {
        params: { context },
        body: {
          platform: 'WEB',
          libVersion: TELEMETRY_LIBRARY_VERSION,
          referrer: environment.referrer,
          queryParams: queryParamsOf(environment.search),
          screenWidth: environment.screen.width,
          screenHeight: environment.screen.height,
          windowWidth: environment.viewport.width,
          windowHeight: environment.viewport.height,
          sessionKey,
          appVersion,
        },
      });
      return { ...session, sessionKey };
    } catch (error) {
      lastError = error;
    }
  }
  log(SESSION_RETRIES_FAILED_MESSAGE, lastError);
  throw new Error(COULD_NOT_ESTABLISH_SESSION_MESSAGE);
}
