/** @jest-environment node */
import * as v from 'valibot';
import { createRateLimiter, DEV_DEFAULT_LIMITS, rateLimitsSchema, TOO_MANY_REQUESTS } from './rate-limit.ts';

const T0 = 1_700_000_000_000;

function setup(perClient = { max: 5, windowMs: 10_000 }, perAccount = { max: 3, windowMs: 60_000 }) {
  const clock = { time: T0 };
  const limiter = createRateLimiter({ now: () => clock.time, limits: { perClient, perAccount } });
  const attempts = (n: number, client: string, account?: string) =>
    Array.from({ length: n }, () => limiter.check(client, account));
  return { clock, limiter, attempts };
}

describe('rate limiter', () => {
  it('uses the specification message verbatim', () => {
    expect(TOO_MANY_REQUESTS).toBe(
      "You're submitting requests too quickly; please give us a minute to process your last one.",
    );
  });

  it('lets a test suite sign one persona in a hundred times a minute by default', () => {
    const limiter = createRateLimiter({ now: () => T0 });
    const decisions = Array.from({ length: 300 }, () => limiter.check('127.0.0.1', 'pat@example.com'));
    expect(decisions.every((d) => d.allowed)).toBe(true);
    expect(limiter.check('127.0.0.1', 'pat@example.com')).toEqual({ allowed: false, retryAfterS: 60 });
    expect(limiter.limits()).toEqual(DEV_DEFAULT_LIMITS);
  });

  it.each<[string, number, (n: number) => [string, string], number]>([
    ['per account', 3, (n) => [`client-${n}`, 'pat@example.com'], 60],
    ['per client', 5, (n) => ['10.0.0.1', `user${n}@example.com`], 10],
  ])('limits %s and says how long to wait', (_label, max, keys, retryAfterS) => {
    const { limiter } = setup();
    for (let n = 0; n < max; n += 1) expect(limiter.check(...keys(n))).toEqual({ allowed: true });
    expect(limiter.check(...keys(max))).toEqual({ allowed: false, retryAfterS });
  });

  it('compares accounts without case or surrounding space', () => {
    const { limiter, attempts } = setup();
    attempts(3, 'a', 'Pat@Example.com');
    expect(limiter.check('b', ' pat@example.COM ').allowed).toBe(false);
  });

  it('slides: each attempt leaves the window on its own, with an exact Retry-After', () => {
    const { limiter, clock } = setup({ max: 2, windowMs: 10_000 });
    limiter.check('c');
    clock.time = T0 + 4_000;
    limiter.check('c');
    clock.time = T0 + 8_500;
    expect(limiter.check('c')).toEqual({ allowed: false, retryAfterS: 2 });
    clock.time = T0 + 10_000;
    expect(limiter.check('c')).toEqual({ allowed: true });
    expect(limiter.check('c')).toEqual({ allowed: false, retryAfterS: 4 });
  });

  it('does not count a refused attempt, nor an attempt refused by the other dimension', () => {
    const { limiter, clock, attempts } = setup({ max: 2, windowMs: 10_000 }, { max: 10, windowMs: 60_000 });
    attempts(2, 'c', 'pat');
    clock.time = T0 + 9_999;
    expect(attempts(20, 'c', 'pat').every((d) => !d.allowed)).toBe(true);
    clock.time = T0 + 10_000;
    expect(limiter.check('c', 'pat')).toEqual({ allowed: true });
    expect(limiter.check('c', 'pat')).toEqual({ allowed: true });
  });

  it('answers with the longer wait when both dimensions refuse, and at least 1 s', () => {
    const { limiter, clock, attempts } = setup({ max: 1, windowMs: 10_000 }, { max: 1, windowMs: 60_000 });
    attempts(1, 'c', 'pat');
    expect(limiter.check('c', 'pat')).toEqual({ allowed: false, retryAfterS: 60 });
    clock.time = T0 + 9_999.5;
    expect(limiter.check('c')).toEqual({ allowed: false, retryAfterS: 1 });
  });

  it('tightens at run time, counting what was already recorded', () => {
    const { limiter, attempts } = setup();
    attempts(2, 'c', 'pat');
    limiter.setLimits({ perAccount: { max: 2, windowMs: 30_000 } });
    expect(limiter.limits().perClient).toEqual({ max: 5, windowMs: 10_000 });
    expect(limiter.check('other', 'pat')).toEqual({ allowed: false, retryAfterS: 30 });
    limiter.setLimits({ perClient: { max: 1, windowMs: 5_000 } });
    expect(limiter.check('c')).toEqual({ allowed: false, retryAfterS: 5 });
  });

  it('forgets every attempt on reset', () => {
    const { limiter, attempts } = setup();
    attempts(5, 'c', 'pat');
    limiter.reset();
    expect(limiter.check('c', 'pat')).toEqual({ allowed: true });
  });

  it('puts back the limits it started with on reset, so a test that tightened them cannot leak', () => {
    const { limiter } = setup();
    const started = limiter.limits();
    limiter.setLimits({ perAccount: { max: 1, windowMs: 60_000 } });
    limiter.check('c', 'pat');
    expect(limiter.check('c', 'pat')).toMatchObject({ allowed: false });
    limiter.reset();
    expect(limiter.limits()).toEqual(started);
    limiter.check('c', 'pat');
    expect(limiter.check('c', 'pat')).toEqual({ allowed: true });
  });

  it.each([
    [{ perClient: { max: 0, windowMs: 1000 } }],
    [{ perAccount: { max: 1.5, windowMs: 1000 } }],
    [{ perAccount: { max: 1, windowMs: -1 } }],
    [{ perAccount: { max: 1 } }],
    [{ perSomethingElse: { max: 1, windowMs: 1000 } }],
  ])('refuses bad limits %j', (limits) => {
    const { limiter } = setup();
    expect(v.safeParse(rateLimitsSchema, limits).success).toBe(false);
    expect(() => limiter.setLimits(limits as never)).toThrow();
    expect(limiter.limits().perClient.max).toBe(5);
  });
});
