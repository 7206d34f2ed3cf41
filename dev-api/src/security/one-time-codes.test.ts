/** @jest-environment node */
import {
  CODE_LENGTH,
  createCodeBook,
  DEFAULT_CODE_VALIDITY_MS,
  FIRST_FACTOR_EXPIRED,
  FIRST_FACTOR_VALIDITY_MS,
  MAX_WRONG_ATTEMPTS,
  NEW_USER_CODE_VALIDITY_MS,
} from './one-time-codes.ts';

const T0 = 1_700_000_000_000;

function setup(randoms: number[] = []) {
  const clock = { time: T0 };
  const book = createCodeBook({
    now: () => clock.time,
    random: randoms.length ? () => randoms.shift() ?? 0 : undefined,
  });
  return { clock, book };
}

describe('one-time codes', () => {
  it('has the specification constants and the messages verbatim', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(NEW_USER_CODE_VALIDITY_MS).toBe(600_000);
    expect(DEFAULT_CODE_VALIDITY_MS).toBe(900_000);
    expect(FIRST_FACTOR_VALIDITY_MS).toBe(300_000);
    expect(FIRST_FACTOR_EXPIRED).toBe('First factor is expired, please start a new login.');
  });

  it('issues random 6-digit codes by default', () => {
    const { book } = setup();
    const codes = Array.from({ length: 50 }, (_, i) => book.issue(`k${i}`));
    codes.forEach((code) => expect(code).toMatch(/^\d{6}$/));
    expect(new Set(codes).size).toBeGreaterThan(45);
  });

  it.each([
    [0, '000000'],
    [42, '000042'],
    [999_999, '999999'],
  ])('random %d gives %s (leading zeros kept)', (random, code) => {
    const { book } = setup([random]);
    expect(book.issue('k')).toBe(code);
    expect(book.redeem('k', code)).toBe('ok');
  });

  it('asks the random source for a number below 10^6', () => {
    const random = jest.fn(() => 1);
    createCodeBook({ now: () => T0, random }).issue('k');
    expect(random).toHaveBeenCalledWith(1_000_000);
  });

  it('works once', () => {
    const { book } = setup([123456]);
    book.issue('k');
    expect([book.redeem('k', '123456'), book.redeem('k', '123456')]).toEqual(['ok', 'used']);
    expect(book.peek('k')).toBeNull();
  });

  it.each([
    ['the default validity', undefined, DEFAULT_CODE_VALIDITY_MS],
    ['the new-user validity', NEW_USER_CODE_VALIDITY_MS, NEW_USER_CODE_VALIDITY_MS],
  ])('with %s, is valid until just before it ends', (_label, validityMs, lasts) => {
    const early = setup([111111]);
    early.book.issue('k', { validityMs });
    early.clock.time = T0 + lasts - 1;
    expect(early.book.redeem('k', '111111')).toBe('ok');
    const late = setup([111111]);
    late.book.issue('k', { validityMs });
    late.clock.time = T0 + lasts;
    expect(late.book.peek('k')).toBeNull();
    expect(late.book.redeem('k', '111111')).toBe('expired');
  });

  it.each([
    ['a wrong code', '654321', 'wrong'],
    ['the right code with spaces around it', ' 123456 ', 'ok'],
    ['a shorter code', '12345', 'wrong'],
    ['an empty code', '', 'wrong'],
  ])('answers %s (%j) with %s', (_label, code, result) => {
    const { book } = setup([123456]);
    book.issue('k');
    expect(book.redeem('k', code)).toBe(result);
  });

  it('answers unknown for a key with no code', () => {
    expect(setup().book.redeem('nobody', '123456')).toBe('unknown');
  });

  it('replaces the code on a resend, with a fresh validity', () => {
    const { book, clock } = setup([111111, 222222]);
    book.issue('k', { validityMs: 1000 });
    clock.time = T0 + 900;
    book.issue('k', { validityMs: 1000 });
    clock.time = T0 + 1500;
    expect(book.peek('k')).toBe('222222');
    expect(book.redeem('k', '111111')).toBe('wrong');
    expect(book.redeem('k', '222222')).toBe('ok');
  });

  it(`burns the code after ${MAX_WRONG_ATTEMPTS} wrong guesses`, () => {
    const { book } = setup([123456]);
    book.issue('k');
    for (let i = 1; i < MAX_WRONG_ATTEMPTS; i += 1) expect(book.redeem('k', '000000')).toBe('wrong');
    expect(book.peek('k')).toBe('123456');
    expect(book.redeem('k', '000000')).toBe('wrong');
    expect(book.peek('k')).toBeNull();
    expect(book.redeem('k', '123456')).toBe('expired');
  });

  it('keeps keys apart and forgets everything on clear', () => {
    const { book } = setup([111111, 222222]);
    book.issue('a');
    book.issue('b');
    expect(book.redeem('a', '222222')).toBe('wrong');
    expect(book.redeem('b', '222222')).toBe('ok');
    book.clear();
    expect(book.redeem('a', '111111')).toBe('unknown');
  });
});
