/**
 * Too many attempts answer 429 with Retry-After (specification section 8). A sliding
 * window log per key: each allowed attempt's time is kept for one window, so a burst
 * at the edge of a fixed minute cannot double the limit. Two dimensions are checked
 * together — the client (its address) and the account (the email, compared without
 * case) — and an attempt counts against both only when both allow it: a refused
 * attempt is not recorded, so Retry-After is exact and a client that waits it out is
 * let in. The development default lets a test suite sign the same persona in a
 * hundred times a minute; POST /__dev/limits tightens it for the tests of 429.
 */
import * as v from 'valibot';

export const TOO_MANY_REQUESTS =
  "You're submitting requests too quickly; please give us a minute to process your last one.";

export interface Limit {
  max: number;
  windowMs: number;
}
export interface RateLimits {
  perClient: Limit;
  perAccount: Limit;
}

export const DEV_DEFAULT_LIMITS: RateLimits = {
  perClient: { max: 2000, windowMs: 60_000 },
  perAccount: { max: 300, windowMs: 60_000 },
};

const limitSchema = v.object({
  max: v.pipe(v.number(), v.integer(), v.minValue(1)),
  windowMs: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
const fullLimitsSchema = v.strictObject({ perClient: limitSchema, perAccount: limitSchema });
/** The body of POST /__dev/limits: either dimension, or both (safeParse it before setLimits). */
export const rateLimitsSchema = v.partial(fullLimitsSchema);

export type RateDecision = { allowed: true } | { allowed: false; retryAfterS: number };

export interface RateLimiter {
  /** Records an attempt when allowed; otherwise says how many whole seconds to wait. */
  check(clientKey: string, accountKey?: string): RateDecision;
  /** Replaces the given dimensions (throws on a bad value); recorded attempts count against them. */
  setLimits(limits: Partial<RateLimits>): void;
  limits(): RateLimits;
  /** Forgets every attempt and puts back the limits it started with (POST /__dev/reset). */
  reset(): void;
  /** Forgets the attempts recorded under one key, in both dimensions (a persona reset to its seed). */
  forget(key: string): void;
}

export interface RateLimiterOptions {
  /** Current time in milliseconds. */
  now: () => number;
  limits?: RateLimits;
}

export function createRateLimiter({ now, limits = DEV_DEFAULT_LIMITS }: RateLimiterOptions): RateLimiter {
  const initial: RateLimits = v.parse(fullLimitsSchema, limits);
  let current = structuredClone(initial);
  const logs = { perClient: new Map<string, number[]>(), perAccount: new Map<string, number[]>() };

  /** The recent attempts for `key`, pruned; and ms until one more is allowed (0 when it is). */
  function look(dimension: keyof RateLimits, key: string, time: number): { log: number[]; waitMs: number } {
    const { max, windowMs } = current[dimension];
    const log = (logs[dimension].get(key) ?? []).filter((at) => at > time - windowMs);
    const oldestThatMustGo = log[log.length - max];
    return { log, waitMs: oldestThatMustGo === undefined ? 0 : oldestThatMustGo + windowMs - time };
  }

  return {
    check(clientKey, accountKey) {
      const time = now();
      const keys: [keyof RateLimits, string][] = [['perClient', clientKey]];
      if (accountKey !== undefined) keys.push(['perAccount', accountKey.trim().toLowerCase()]);
      const looks = keys.map(([dimension, key]) => ({ dimension, key, ...look(dimension, key, time) }));
      const waitMs = Math.max(...looks.map((l) => l.waitMs));
      for (const { dimension, key, log } of looks) {
        if (waitMs === 0) log.push(time);
        if (log.length) logs[dimension].set(key, log);
        else logs[dimension].delete(key);
      }
      return waitMs === 0
        ? { allowed: true }
        : { allowed: false, retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
    setLimits(limits) {
      current = { ...current, ...v.parse(rateLimitsSchema, limits) };
    },
    limits: () => structuredClone(current),
    reset() {
      current = structuredClone(initial);
      logs.perClient.clear();
      logs.perAccount.clear();
    },
    forget(key) {
      logs.perClient.delete(key);
      logs.perAccount.delete(key.trim().toLowerCase());
    },
  };
}
