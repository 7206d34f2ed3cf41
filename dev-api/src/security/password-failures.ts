/**
 * Failed passwords per account (the email, compared without case, known or not, so
 * the answer does not tell which accounts exist). Only attempts that passed the bot
 * check are counted, so nobody can lock a person out by posting their email. After
 * `max` failures within `windowMs` the account backs off: every answer waits
 * `backoffMs`, doubled for each further lock (429 with Retry-After). A correct password
 * outside a lock forgets the account's failures. The development route
 * `POST /__dev/limits` (`failedPasswords`) tightens it for tests.
 */
import * as v from 'valibot';

export interface PasswordFailureLimit {
  max: number;
  windowMs: number;
  backoffMs: number;
}

export const DEFAULT_PASSWORD_FAILURE_LIMIT: PasswordFailureLimit = {
  max: 10,
  windowMs: 15 * 60 * 1000,
  backoffMs: 30 * 1000,
};

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
export const passwordFailureLimitSchema = v.strictObject({
  max: positive,
  windowMs: positive,
  backoffMs: positive,
});

export interface PasswordFailures {
  /** Milliseconds the account must still wait; 0 when it may try now. */
  waitMs(account: string): number;
  /** Records a failed password; the account backs off once it has too many. */
  fail(account: string): void;
  /** A correct password: the account's failures are forgotten. */
  succeed(account: string): void;
  setLimit(limit: PasswordFailureLimit): void;
  limit(): PasswordFailureLimit;
  /** Forgets every failure and puts the starting limit back. */
  reset(): void;
}

interface AccountRecord {
  failures: number[];
  locks: number;
  lockedUntil: number;
}

export function createPasswordFailures({
  now,
  limit = DEFAULT_PASSWORD_FAILURE_LIMIT,
}: {
  now: () => number;
  limit?: PasswordFailureLimit;
}): PasswordFailures {
  const initial = v.parse(passwordFailureLimitSchema, limit);
  let current = { ...initial };
  const accounts = new Map<string, AccountRecord>();
  const keyOf = (account: string) => account.trim().toLowerCase();
  const recordOf = (account: string): AccountRecord => {
    const key = keyOf(account);
    const record = accounts.get(key) ?? { failures: [], locks: 0, lockedUntil: 0 };
    accounts.set(key, record);
    return record;
  };
  return {
    waitMs(account) {
      const record = accounts.get(keyOf(account));
      return record ? Math.max(0, record.lockedUntil - now()) : 0;
    },
    fail(account) {
      const record = recordOf(account);
      const time = now();
      record.failures = [...record.failures.filter((at) => at > time - current.windowMs), time];
      if (record.failures.length < current.max) return;
      record.lockedUntil = time + current.backoffMs * 2 ** record.locks;
      record.locks += 1;
    },
    succeed(account) {
      accounts.delete(keyOf(account));
    },
    setLimit(next) {
      current = v.parse(passwordFailureLimitSchema, next);
    },
    limit: () => ({ ...current }),
    reset() {
      current = { ...initial };
      accounts.clear();
    },
  };
}
