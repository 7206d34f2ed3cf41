/**
 * Authenticator-app codes (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps), checked
 * by the otpauth library rather than by hand.
 *
 * A code is accepted one step either side of now (±30 s) for clock drift. A used code
 * is deliberately not remembered: RFC 6238 §5.2 suggests refusing a replay, but a test
 * suite that signs the same persona in several times within 30 s must be able to
 * reuse the current code, and this server is a development stand-in.
 */
import * as OTPAuth from 'otpauth';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
export const TOTP_WINDOW = 1;

/** A TOTP for a base32 secret; throws if the secret is not base32. */
export function createTotp(secretBase32: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
  });
}

/** Whether `code` is the secret's code within one step of `now()`; false for a bad secret. */
export function verifyTotp(secretBase32: string, code: string, now: () => number): boolean {
  const token = code.trim();
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return false;
  try {
    return createTotp(secretBase32).validate({ token, timestamp: now(), window: TOTP_WINDOW }) !== null;
  } catch {
    return false;
  }
}

/** The code an authenticator app would show at `now()` (for tests and the dev outbox page). */
export function currentTotp(secretBase32: string, now: () => number): string {
  return createTotp(secretBase32).generate({ timestamp: now() });
}

/** A fresh random 160-bit secret, base32-encoded, for a seed or an enrolment. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}
