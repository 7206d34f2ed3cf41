/**
 * The wallet's own token as Verify sees it (issue 27, item 5; docs/spec-decisions.md,
 * "The wallet modal"). A wallet token lives 1440 s while a connection lasts 24 hours,
 * and only Verify uses it (the nonce and attach calls carry it as their bearer), so
 * Verify starting with one that has under RENEW_BEFORE_S left asks the wallet for a new
 * one first. Nothing is verified here (the API does that): the page only reads the
 * token's time claims, as the dev API counts them (`exp`, else `iat` + 1440 s). Pure.
 */

import { JWT_DEFAULT_LIFETIME_S } from '@lender/shared/wallet';

/** Under this much life left when Verify starts, the wallet is asked for a new token. */
export const RENEW_BEFORE_S = 120;

function timeClaims(token: string): { iat?: unknown; exp?: unknown } | null {
  const body = token.split('.')[1];
  if (!body) return null;
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}

const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** When the token expires, in epoch seconds; null when it cannot be told (the API refuses such a token). */
export function walletTokenExpiresAt(token: string | null): number | null {
  const claims = token ? timeClaims(token) : null;
  if (!claims) return null;
  const exp = seconds(claims.exp);
  const iat = seconds(claims.iat);
  if (exp !== undefined) return exp;
  return iat === undefined ? null : iat + JWT_DEFAULT_LIFETIME_S;
}

/** Whether Verify asks the wallet for a new token before the nonce: under RENEW_BEFORE_S left, or unknown. */
export function needsNewWalletToken(token: string | null, nowMs: number): boolean {
  const expiresAt = walletTokenExpiresAt(token);
  return expiresAt === null || expiresAt * 1000 - nowMs < RENEW_BEFORE_S * 1000;
}

/** Whether the token has expired at `nowMs` (a refusal of attach is then the token's). */
export function walletTokenExpired(token: string | null, nowMs: number): boolean {
  const expiresAt = walletTokenExpiresAt(token);
  return expiresAt === null || expiresAt * 1000 <= nowMs;
}
