/**
 * The 6-digit codes the dev API emails or texts (new-user sign-in, two-step by email or
 * SMS). One live code per key (a loginUuid, or loginUuid plus alias): issuing again for
 * the same key is a resend and replaces the old code, so only the newest message works.
 *
 * A code is valid while now < issued + validity, works once, and is burned after
 * MAX_WRONG_ATTEMPTS wrong guesses (it then reads as 'expired': ask for a new one), so
 * guessing needs many resends on top of the rate limiter. Codes come from
 * `crypto.randomInt`, uniform over 000000–999999; comparison is constant-time.
 * Spent codes are kept (a few bytes each) so a late retry still reads 'used' or
 * 'expired' rather than 'unknown'; `clear()` (POST /__dev/reset) empties the book.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_LENGTH = 6;
/** Specification section 9: one-time passcode validity in the new-user flow. */
export const NEW_USER_CODE_VALIDITY_MS = 10 * 60 * 1000;
/** Two-step codes by email or SMS (the specification gives no figure): 15 minutes. */
export const DEFAULT_CODE_VALIDITY_MS = 15 * 60 * 1000;
export const MAX_WRONG_ATTEMPTS = 5;
/** How long a login may sit between the password and the second factor (our choice). */
export const FIRST_FACTOR_VALIDITY_MS = 5 * 60 * 1000;
/** Specification section 8, verbatim. */
export const FIRST_FACTOR_EXPIRED = 'First factor is expired, please start a new login.';

export type RedeemResult = 'ok' | 'wrong' | 'expired' | 'used' | 'unknown';

export interface CodeBookOptions {
  /** Current time in milliseconds. */
  now: () => number;
  /** An integer in [0, max); `crypto.randomInt` unless a test needs fixed codes. */
  random?: (max: number) => number;
}

export interface CodeBook {
  /** A new code for `key`, replacing any earlier one. */
  issue(key: string, options?: { validityMs?: number }): string;
  redeem(key: string, code: string): RedeemResult;
  /** The live code for `key`, or null (the dev outbox page, tests). */
  peek(key: string): string | null;
  clear(): void;
}

interface Entry {
  code: string;
  expiresAt: number;
  used: boolean;
  wrong: number;
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createCodeBook({ now, random = randomInt }: CodeBookOptions): CodeBook {
  const entries = new Map<string, Entry>();
  const isLive = (entry: Entry) => !entry.used && entry.wrong < MAX_WRONG_ATTEMPTS && now() < entry.expiresAt;

  return {
    issue(key, { validityMs = DEFAULT_CODE_VALIDITY_MS } = {}) {
      const code = String(random(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      entries.set(key, { code, expiresAt: now() + validityMs, used: false, wrong: 0 });
      return code;
    },
    redeem(key, code) {
      const entry = entries.get(key);
      if (!entry) return 'unknown';
      if (entry.used) return 'used';
      if (now() >= entry.expiresAt || entry.wrong >= MAX_WRONG_ATTEMPTS) return 'expired';
      if (!sameCode(code.trim(), entry.code)) {
        entry.wrong += 1;
        return 'wrong';
      }
      entry.used = true;
      return 'ok';
    },
    peek(key) {
      const entry = entries.get(key);
      return entry && isLive(entry) ? entry.code : null;
    },
    clear() {
      entries.clear();
    },
  };
}
