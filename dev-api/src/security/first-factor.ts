/**
 * Logins waiting for their second factor. The password step starts one and hands the
 * browser its `loginUuid`; each second-factor call (send, redeem, TOTP, questions)
 * looks it up. After FIRST_FACTOR_VALIDITY_MS the HTTP layer answers
 * FIRST_FACTOR_EXPIRED ("First factor is expired, please start a new login."), and a
 * login that is finished cannot be continued. The loginUuid is a random UUID, so it
 * cannot be guessed from another login's.
 */
import { randomUUID } from 'node:crypto';
import { FIRST_FACTOR_VALIDITY_MS } from './one-time-codes.ts';

export type FirstFactorCheck =
  { status: 'ok'; subject: string; startedAt: number } | { status: 'expired' } | { status: 'unknown' };

export interface FirstFactorOptions {
  /** Current time in milliseconds. */
  now: () => number;
  validityMs?: number;
}

export interface FirstFactors {
  /** Records that `subject` (an identity uuid) passed its first factor; returns the loginUuid. */
  start(subject: string): string;
  check(loginUuid: string): FirstFactorCheck;
  /** The second factor passed (or the login was abandoned): the loginUuid is spent. */
  finish(loginUuid: string): void;
  /** Development: ends the validity of every pending login of `subject` now (tests of expiry). */
  expireFor(subject: string): number;
  clear(): void;
}

export function createFirstFactors({
  now,
  validityMs = FIRST_FACTOR_VALIDITY_MS,
}: FirstFactorOptions): FirstFactors {
  const logins = new Map<string, { subject: string; startedAt: number }>();
  return {
    start(subject) {
      const loginUuid = randomUUID();
      logins.set(loginUuid, { subject, startedAt: now() });
      return loginUuid;
    },
    check(loginUuid) {
      const login = logins.get(loginUuid);
      if (!login) return { status: 'unknown' };
      if (now() >= login.startedAt + validityMs) return { status: 'expired' };
      return { status: 'ok', ...login };
    },
    finish(loginUuid) {
      logins.delete(loginUuid);
    },
    expireFor(subject) {
      let expired = 0;
      for (const login of logins.values()) {
        if (login.subject !== subject) continue;
        login.startedAt = Number.NEGATIVE_INFINITY;
        expired += 1;
      }
      return expired;
    },
    clear() {
      logins.clear();
    },
  };
}
