/** @jest-environment node */
import { createFirstFactors } from './first-factor.ts';
import { FIRST_FACTOR_VALIDITY_MS } from './one-time-codes.ts';

const T0 = 1_700_000_000_000;

describe('first factors', () => {
  let time: number;
  beforeEach(() => {
    time = T0;
  });

  it('hands out a random loginUuid per login', () => {
    const logins = createFirstFactors({ now: () => time });
    const first = logins.start('id-1');
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(logins.start('id-1')).not.toBe(first);
  });

  it.each([
    [0, 'ok'],
    [FIRST_FACTOR_VALIDITY_MS - 1, 'ok'],
    [FIRST_FACTOR_VALIDITY_MS, 'expired'],
  ])('%d ms after the password the login is %s', (elapsed, status) => {
    const logins = createFirstFactors({ now: () => time });
    const loginUuid = logins.start('id-1');
    time = T0 + elapsed;
    expect(logins.check(loginUuid).status).toBe(status);
  });

  it('names who logged in and when', () => {
    const logins = createFirstFactors({ now: () => time, validityMs: 1000 });
    const loginUuid = logins.start('id-7');
    expect(logins.check(loginUuid)).toEqual({ status: 'ok', subject: 'id-7', startedAt: T0 });
    time = T0 + 1000;
    expect(logins.check(loginUuid)).toEqual({ status: 'expired' });
  });

  it('forgets a finished login and everything on clear', () => {
    const logins = createFirstFactors({ now: () => time });
    const done = logins.start('id-1');
    const open = logins.start('id-2');
    logins.finish(done);
    expect(logins.check(done)).toEqual({ status: 'unknown' });
    expect(logins.check(open).status).toBe('ok');
    logins.clear();
    expect(logins.check(open)).toEqual({ status: 'unknown' });
    expect(logins.check('never-issued')).toEqual({ status: 'unknown' });
  });
});
