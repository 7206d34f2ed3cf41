/**
 * The local bot check behind the X-Recaptcha-Token header of POST /identity/api/v2/login.
 * No call leaves the machine: the browser's local reCAPTCHA adapter fetches a token from
 * the dev API (GET /__dev/recaptcha-token, which calls `issue()`) and sends it as the
 * header; `verify()` checks it as Google's siteverify would — authentic, fresh, unused.
 *
 * A token is `local-recaptcha.<timestampMs>.<hmac>`, the HMAC-SHA256 (base64url) of
 * `local-recaptcha.<timestampMs>` under the server's secret, compared in constant time.
 * It is valid while now − timestamp < maxAgeMs (Google's tokens last two minutes) and
 * works once (remembered by timestamp, which the HMAC fixes, so a re-spelt base64url
 * signature is still a reuse). Two tokens issued in the same millisecond would be identical, so `issue()`
 * keeps timestamps strictly increasing (a burst may run a few ms ahead of the clock;
 * up to FUTURE_SKEW_MS ahead is accepted).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LOCAL_BOT_CHECK_PATH } from '@lender/shared/stand-ins';

export const RECAPTCHA_HEADER = 'x-recaptcha-token';
export const RECAPTCHA_TOKEN_PREFIX = 'local-recaptcha';
/** The browser adapter's path, from its declaration in `shared`. */
export const RECAPTCHA_TOKEN_PATH = LOCAL_BOT_CHECK_PATH;
export const FUTURE_SKEW_MS = 5_000;

export interface LocalRecaptchaOptions {
  secret: string | Uint8Array;
  /** Current time in milliseconds. */
  now: () => number;
  maxAgeMs?: number;
}

export interface LocalRecaptcha {
  issue(): string;
  verify(token: string | null | undefined): boolean;
}

const TOKEN = /^local-recaptcha\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/;

export function createLocalRecaptcha({
  secret,
  now,
  maxAgeMs = 120_000,
}: LocalRecaptchaOptions): LocalRecaptcha {
  const used = new Map<string, number>();
  let lastIssued = -Infinity;
  const mac = (timestamp: string) =>
    createHmac('sha256', secret).update(`${RECAPTCHA_TOKEN_PREFIX}.${timestamp}`).digest();

  return {
    issue() {
      lastIssued = Math.max(Math.floor(now()), lastIssued + 1);
      const timestamp = String(lastIssued);
      return `${RECAPTCHA_TOKEN_PREFIX}.${timestamp}.${mac(timestamp).toString('base64url')}`;
    },
    verify(token) {
      const match = typeof token === 'string' ? TOKEN.exec(token) : null;
      if (!match) return false;
      const [, timestamp = '', signature = ''] = match;
      if (!timingSafeEqual(Buffer.from(signature, 'base64url'), mac(timestamp))) return false;
      const time = now();
      const age = time - Number(timestamp);
      if (age >= maxAgeMs || age < -FUTURE_SKEW_MS || used.has(timestamp)) return false;
      for (const [other, issuedAt] of used) if (time - issuedAt >= maxAgeMs) used.delete(other);
      used.set(timestamp, Number(timestamp));
      return true;
    },
  };
}
