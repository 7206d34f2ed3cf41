/** @jest-environment node */
import { maskAlias, maskEmail, maskPhone } from './mask-alias.ts';

describe('masking aliases shown before the second factor', () => {
  it.each([
    ['erin.email@example.com', 'e***l@example.com'],
    ['ab@example.com', 'a***@example.com'],
    ['x@example.com', 'x***@example.com'],
    ['not-an-email', '***'],
  ])('masks the email %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('keeps only the last four digits of a phone number', () => {
    expect(maskPhone('4155550123')).toBe('(***) ***-0123');
    expect(maskPhone('+1 (415) 555-0123')).toBe('(***) ***-0123');
  });

  it('keeps the uuid, type and flags, and leaves a TOTP label as it is', () => {
    const totp = { uuid: 't', type: 'TOTP' as const, value: 'Authenticator app', verified: true, auth: true };
    expect(maskAlias(totp)).toEqual(totp);
    expect(
      maskAlias({ uuid: 'e', type: 'Email', value: 'erin.email@example.com', verified: true, auth: true }),
    ).toEqual({ uuid: 'e', type: 'Email', value: 'e***l@example.com', verified: true, auth: true });
  });
});
