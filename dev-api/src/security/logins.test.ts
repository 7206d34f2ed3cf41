/** @jest-environment node */
import { createLogins } from './logins.ts';

describe('logins', () => {
  const T0 = 1_000_000;
  const logins = () => createLogins({ now: () => T0 });

  it('starts a live login with its subject, method and start time, under a fresh id', () => {
    const book = logins();
    const first = book.start('id-1', 'passcode');
    const second = book.start('id-1', 'password');
    expect(first).not.toBe(second);
    expect(book.get(first)).toEqual({ subject: 'id-1', method: 'passcode', startedAt: T0 });
    expect(book.get('made-up')).toBeUndefined();
  });

  it('ends one login: it is no longer live, and ending it again says so', () => {
    const book = logins();
    const sid = book.start('id-1', 'password');
    const other = book.start('id-1', 'password');
    expect(book.end(sid)).toBe(true);
    expect(book.get(sid)).toBeUndefined();
    expect(book.end(sid)).toBe(false);
    expect(book.get(other)).toBeDefined();
  });

  it("ends a subject's other logins, keeping the one named and everyone else's", () => {
    const book = logins();
    const keep = book.start('id-1', 'passcode');
    const a = book.start('id-1', 'password');
    const b = book.start('id-1', 'access-code');
    const someoneElse = book.start('id-2', 'password');
    expect(book.endAllOf('id-1', keep)).toBe(2);
    expect([keep, a, b, someoneElse].map((sid) => book.get(sid) !== undefined)).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(book.endAllOf('id-1')).toBe(1);
    expect(book.get(keep)).toBeUndefined();
  });

  it('forgets every login on clear', () => {
    const book = logins();
    const sid = book.start('id-1', 'password');
    book.clear();
    expect(book.get(sid)).toBeUndefined();
  });
});
