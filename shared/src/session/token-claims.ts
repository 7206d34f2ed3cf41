import { decodeJwt } from 'jose';

export interface TokenSubject {
  /** What to call the signed-in person: their email, else the token subject. */
  label: string | null;
  expiresAt: Date | null;
  /**
   * The account the token acts as: `grp` for an organization's, else `addr`; none named, null
   * (since 1.2.0; optional, so a subject made before it still type-checks).
   */
  account?: string | null;
}

/**
 * Reads who a token is for, without verifying it: the server verifies, the page
 * only displays. A token that cannot be decoded names nobody.
 */
export function describeToken(token: string | null): TokenSubject {
  if (!token) return { label: null, expiresAt: null, account: null };
  try {
    const claims = decodeJwt(token);
    const email = typeof claims.email === 'string' ? claims.email : null;
    const named = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return {
      label: email ?? claims.sub ?? null,
      expiresAt: claims.exp ? new Date(claims.exp * 1000) : null,
      account: named(claims.grp) ?? named(claims.addr),
    };
  } catch {
    return { label: null, expiresAt: null, account: null };
  }
}
