/**
 * What the telemetry service was told: sessions, events and experiment decisions,
 * kept in memory so tests and people can read them at GET /__dev/telemetry. The
 * tracker uuid is stable per session key (a retried session keeps its tracker),
 * events are de-duplicated as the real service does, and everything is forgotten
 * on reset. Each list keeps at most `MAX_KEPT` entries, dropping the oldest, so a
 * long-running dev server does not grow without end.
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { EndpointInput } from '@lender/shared/endpoint';
import type { createTelemetrySession, sendTelemetryEvent } from '@lender/shared/endpoints/telemetry';

export const MAX_KEPT = 1000;

export type TelemetryContext = 'customer' | 'agent';
export type SessionBody = EndpointInput<typeof createTelemetrySession.request>['body'];
export type EventBody = EndpointInput<typeof sendTelemetryEvent.request>['body'];

export interface SessionRecord extends SessionBody {
  uuid: string;
  epoch: number;
  trackerUuid: string;
  context: TelemetryContext;
  receivedAt: string;
}

export interface EventRecord extends EventBody {
  context: TelemetryContext;
  receivedAt: string;
}

export interface DecisionRecord {
  context: TelemetryContext;
  experimentKey: string;
  trackerId: string;
  variant: string;
  enabled: boolean;
  decidedAt: string;
}

/** What GET /__dev/telemetry answers: every list newest first. */
export interface TelemetrySnapshot {
  sessions: SessionRecord[];
  events: EventRecord[];
  decisions: DecisionRecord[];
}

export interface TelemetryStore {
  /** Stores a session; its tracker is the one already given to `body.sessionKey`, or a new one. */
  openSession(context: TelemetryContext, body: SessionBody, now: number): SessionRecord;
  hasSession(sessionKey: string): boolean;
  /** Stores the event unless it duplicates a stored one; true when it was stored. */
  recordEvent(context: TelemetryContext, body: EventBody, now: number): boolean;
  recordDecision(decision: DecisionRecord): void;
  /** Newest first; with a session key, only that session's records (decisions by its tracker). */
  snapshot(sessionKey?: string): TelemetrySnapshot;
  clear(): void;
}

/**
 * Whether `candidate` repeats an event already stored for its session: the same
 * event name and, when the candidate names a `dedupeProperty`, the same value of
 * that property. An event sent with `dontDedupe` never repeats anything.
 */
export function isDuplicateEvent(stored: readonly EventBody[], candidate: EventBody): boolean {
  if (candidate.dontDedupe === true) return false;
  const property = candidate.dedupeProperty;
  return stored.some(
    (event) =>
      event.sessionKey === candidate.sessionKey &&
      event.event === candidate.event &&
      (property === undefined ||
        isDeepStrictEqual(event.eventProperties[property], candidate.eventProperties[property])),
  );
}

/** Appends `item`, dropping the oldest entries beyond `MAX_KEPT`. */
function keep<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MAX_KEPT) list.splice(0, list.length - MAX_KEPT);
}

const iso = (ms: number) => new Date(ms).toISOString();
const newestFirst = <T>(list: readonly T[]): T[] => structuredClone([...list].reverse());

export function createTelemetryStore(): TelemetryStore {
  /** Oldest first; listed reversed. */
  const sessions: SessionRecord[] = [];
  const events: EventRecord[] = [];
  const decisions: DecisionRecord[] = [];
  /** Session key to its tracker uuid, in the order first seen. */
  const trackers = new Map<string, string>();

  function trackerFor(sessionKey: string): string {
    const known = trackers.get(sessionKey);
    if (known) return known;
    const tracker = randomUUID();
    trackers.set(sessionKey, tracker);
    if (trackers.size > MAX_KEPT) trackers.delete(trackers.keys().next().value as string);
    return tracker;
  }

  return {
    openSession(context, body, now) {
      const record: SessionRecord = {
        ...structuredClone(body),
        uuid: randomUUID(),
        epoch: now,
        trackerUuid: trackerFor(body.sessionKey),
        context,
        receivedAt: iso(now),
      };
      keep(sessions, record);
      return structuredClone(record);
    },
    hasSession: (sessionKey) => sessions.some((session) => session.sessionKey === sessionKey),
    recordEvent(context, body, now) {
      if (isDuplicateEvent(events, body)) return false;
      keep(events, { ...structuredClone(body), context, receivedAt: iso(now) });
      return true;
    },
    recordDecision: (decision) => keep(decisions, { ...decision }),
    snapshot(sessionKey) {
      if (sessionKey === undefined)
        return {
          sessions: newestFirst(sessions),
          events: newestFirst(events),
          decisions: newestFirst(decisions),
        };
      const tracker = trackers.get(sessionKey);
      return {
        sessions: newestFirst(sessions.filter((session) => session.sessionKey === sessionKey)),
        events: newestFirst(events.filter((event) => event.sessionKey === sessionKey)),
        decisions: newestFirst(decisions.filter((decision) => decision.trackerId === tracker)),
      };
    },
    clear() {
      sessions.length = 0;
      events.length = 0;
      decisions.length = 0;
      trackers.clear();
    },
  };
}
