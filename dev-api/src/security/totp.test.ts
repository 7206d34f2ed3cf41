/** @jest-environment node */
import { createTotp, currentTotp, newTotpSecret, verifyTotp } from './totp.ts';

/** RFC 6238 Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890". */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => () => seconds * 1000;

describe('TOTP', () => {
  it.each([
    // RFC 6238 Appendix B SHA-1 vectors, last 6 of the 8 digits.
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at T=%d s the code is %s', (seconds, code) => {
    expect(currentTotp(RFC_SECRET, at(seconds))).toBe(code);
    expect(verifyTotp(RFC_SECRET, code, at(seconds))).toBe(true);
  });

  it('is SHA-1, 6 digits, 30-second steps', () => {
    const totp = createTotp(RFC_SECRET);
    expect([totp.algorithm, totp.digits, totp.period]).toEqual(['SHA1', 6, 30]);
  });

  // The code for the step 30..59 s is 287082.
  it.each([
    [0, true],
    [29, true],
    [59, true],
    [89, true],
    [90, false],
    [119, false],
  ])('accepts the 30..59 s code at T=%d s: %p (one step of drift)', (seconds, accepted) => {
    expect(verifyTotp(RFC_SECRET, '287082', at(seconds))).toBe(accepted);
  });

  it.each([
    ['surrounding whitespace', ' 287082 ', true],
    ['a wrong code', '287083', false],
    ['the 8-digit form', '94287082', false],
    ['five digits', '28708', false],
    ['letters', '28708a', false],
    ['empty', '', false],
  ])('with %s (%j), accepted: %p', (_label, code, accepted) => {
    expect(verifyTotp(RFC_SECRET, code, at(59))).toBe(accepted);
  });

  it('refuses rather than throws for a secret that is not base32', () => {
    expect(verifyTotp('not base32!', '287082', at(59))).toBe(false);
    expect(() => createTotp('not base32!')).toThrow();
  });

  it('makes fresh 160-bit base32 secrets that work', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret).not.toBe(newTotpSecret());
    expect(verifyTotp(secret, currentTotp(secret, at(1000)), at(1000))).toBe(true);
  });
});
