/**
 * Page and product events. Events wait for the session and are sent with its key;
 * if the session cannot be opened they are dropped (the failure was logged once),
 * and a failed event never reaches the user.
 */
import type { ApiClient } from '../api/client.ts';
import type { Audience } from '../api/endpoints/broker/schemas.ts';
import { sendTelemetryEvent } from '../api/endpoints/telemetry/send-event.ts';
import { queryParamsOf, type TelemetrySession } from './telemetry-session.ts';

export type EventType = 'PAGE' | 'ACTION';

export interface TelemetryEvent {
  event: string;
  eventType: EventType;
  eventProperties?: Record<string, unknown>;
  productType?: string | null;
  applicationUuid?: string | null;
  dontDedupe?: boolean;
  dedupeProperty?: string;
}

export interface TelemetryOptions {
  client: ApiClient;
  context: Audience;
  session: Promise<TelemetrySession>;
  location: () => EventLocation;
  identityId?: () => string | null;
  log?: (message: string, cause?: unknown) => void;
}

/** Where an event happened. */
export interface EventLocation {
  hostname: string;
  pathname: string;
  search: string;
}

export interface Telemetry {
  track(event: TelemetryEvent): Promise<void>;
  /**
   * A page event. `at` is the page as it was shown: events wait for the session, and
   * by then the visitor may be elsewhere, so the caller captures it (default: now).
   */
  page(at?: EventLocation): Promise<void>;
  /**
   * The session's tracker (`telemetryTrackingId` in the login calls); null if no session
   * opened. Optional: a page telemetry made before @lender/shared 0.1.1 has none.
   */
  trackingId?(): Promise<string | null>;
}

export function createTelemetry({
  client,
  context,
  session,
  location,
  identityId = () => null,
  log = console.warn,
}: TelemetryOptions): Telemetry {
  const send = async (event: TelemetryEvent, at: EventLocation) => {
    let current: TelemetrySession;
    try {
      current = await session;
    } catch {
      return;
    }
    const { hostname, pathname, search } = at;
    try {
      await sendTelemetryEvent.call(client, {
        params: { context },
        body: {
          domain: hostname,
          queryParams: queryParamsOf(search),
          pagePath: pathname,
          sessionKey: current.sessionKey,
          identityId: identityId(),
          eventProperties: {},
          ...event,
        },
      });
    } catch (error) {
      log(`Telemetry event "${event.event}" was not recorded`, error);
    }
  };
  return {
    // Captured when the event happens, not when the session is ready.
    track: (event) => send(event, location()),
    page: (at = location()) => send({ event: 'PAGE_VIEW', eventType: 'PAGE' }, at),
    trackingId: () =>
      session.then(
        (current) => current.trackerUuid,
        () => null,
      ),
  };
}

/** SHA-256 of the normalised email, hex: the register event carries this, never the email. */
export async function hashEmail(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function registerEvent(email: string): Promise<TelemetryEvent> {
  return { event: 'REGISTER', eventType: 'ACTION', eventProperties: { emailHash: await hashEmail(email) } };
}

let pageTelemetry: Telemetry | null = null;

/** The page's telemetry, set once by whoever owns the page (the shell); remotes send through it. */
export function setPageTelemetry(telemetry: Telemetry | null): void {
  pageTelemetry = telemetry;
}

/** Null until the page owner has opened a telemetry session (a remote running alone has none). */
export function getPageTelemetry(): Telemetry | null {
  return pageTelemetry;
}
