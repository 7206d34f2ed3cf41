import { createPasswordFailures } from './password-failures.ts';

describe('failed passwords: an account backs off, doubling', () => {
  const limit = { max: 3, windowMs: 15 * 60_000, backoffMs: 30_000 };
  let time = 1_700_000_000_000;
  const failures = () => createPasswordFailures({ now: () => time, limit });

  it(`locks the account at the ${limit.max}th failure in the window, for the backoff`, () => {
    const book = failures();
    book.fail('pat@example.com');
    book.fail('pat@example.com');
    expect(book.waitMs('pat@example.com')).toBe(0);
    book.fail('PAT@example.com');
    expect(book.waitMs('pat@example.com')).toBe(30_000);
    time += 10_000;
    expect(book.waitMs('pat@example.com')).toBe(20_000);
    expect(book.waitMs('erin@example.com')).toBe(0);
  });

  it('doubles the backoff for each further lock, and a correct password forgets it all', () => {
    const book = failures();
    for (let i = 0; i < limit.max; i++) book.fail('pat@example.com');
    time += 30_000;
    book.fail('pat@example.com');
    expect(book.waitMs('pat@example.com')).toBe(60_000);
    time += 60_000;
    book.fail('pat@example.com');
    expect(book.waitMs('pat@example.com')).toBe(120_000);
    time += 120_000;
    book.succeed('pat@example.com');
    book.fail('pat@example.com');
    expect(book.waitMs('pat@example.com')).toBe(0);
  });

  it('forgets failures older than the window', () => {
    const book = failures();
    book.fail('pat@example.com');
    book.fail('pat@example.com');
    time += limit.windowMs;
    book.fail('pat@example.com');
    expect(book.waitMs('pat@example.com')).toBe(0);
  });

  it('takes a new limit for tests, refuses a bad one, and a reset puts the first back', () => {
    const book = failures();
    book.setLimit({ max: 1, windowMs: 60_000, backoffMs: 5_000 });
    book.fail('pat@example.com');
    expect(book.waitMs('pat@example.com')).toBe(5_000);
    expect(() => book.setLimit({ max: 0, windowMs: 1, backoffMs: 1 })).toThrow();
    book.reset();
    expect(book.limit()).toEqual(limit);
    expect(book.waitMs('pat@example.com')).toBe(0);
  });
});
