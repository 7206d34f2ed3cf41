/**
 * The hosted test wallet's own sign-ins (issue 26, item 5): like a real custodial
 * provider, it signs the person in to the provider before it lists or signs for their
 * wallets. A sign-in is an opaque random token the frame keeps in its own origin's
 * session storage and sends as a bearer: no cookie, since inside a partner's site a
 * cookie of the API's origin is a third-party cookie the browser does not send.
 *
 * Each lives PROVIDER_SESSION_LIFETIME_MS from its start, not renewed by use (the
 * stand-in's choice, recorded in docs/spec-decisions.md). At most MAX_PROVIDER_SESSIONS
 * are kept: expired ones are pruned at each start and, past the cap, the oldest goes.
 */
import { randomBytes } from 'node:crypto';

export const PROVIDER_SESSION_LIFETIME_MS = 30 * 60 * 1000;
export const MAX_PROVIDER_SESSIONS = 1000;

export interface ProviderSession {
  token: string;
  identityUuid: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export interface ProviderSessions {
  start(identityUuid: string): ProviderSession;
  /** The identity a live token signed in, undefined for an unknown, ended or expired one. */
  identityOf(token: string | null): string | undefined;
  end(token: string | null): void;
  /** Ends every sign-in of one identity (its persona was reset). */
  endAllOf(identityUuid: string): void;
  clear(): void;
  readonly size: number;
}

export function createProviderSessions({
  now,
  lifetimeMs = PROVIDER_SESSION_LIFETIME_MS,
  max = MAX_PROVIDER_SESSIONS,
}: {
  now: () => number;
  lifetimeMs?: number;
  max?: number;
}): ProviderSessions {
  /** In order of start, so the first is the oldest. */
  const sessions = new Map<string, ProviderSession>();
  const live = (session: ProviderSession | undefined) => session !== undefined && session.expiresAt > now();

  function prune() {
    for (const [token, session] of sessions) if (!live(session)) sessions.delete(token);
    for (const token of sessions.keys()) {
      if (sessions.size < max) break;
      sessions.delete(token);
    }
  }

  return {
    start(identityUuid) {
      prune();
      const session = {
        token: randomBytes(32).toString('base64url'),
        identityUuid,
        expiresAt: now() + lifetimeMs,
      };
      sessions.set(session.token, session);
      return { ...session };
    },
    identityOf(token) {
      const session = token ? sessions.get(token) : undefined;
      if (live(session)) return session!.identityUuid;
      if (token) sessions.delete(token);
      return undefined;
    },
    end: (token) => void (token && sessions.delete(token)),
    endAllOf(identityUuid) {
      for (const [token, session] of sessions)
        if (session.identityUuid === identityUuid) sessions.delete(token);
    },
    clear: () => sessions.clear(),
    get size() {
      return sessions.size;
    },
  };
}
