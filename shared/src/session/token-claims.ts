import { decodeJwt } from 'jose';

export interface TokenSubject {
  /** What to call the signed-in person: their email, else the token subject. */
  label: string | null;
  expiresAt: Date | null;
}

/**
 * Reads who a token is for, without verifying it: the server verifies, the page
 * only displays. A token that cannot be decoded names nobody.
 */
export function describeToken(token: string | null): TokenSubject {
  if (!token) return { label: null, expiresAt: null };
  try {
    const claims = decodeJwt(token);
    const email = typeof claims.email === 'string' ? claims.email : null;
    return { label: email ?? claims.sub ?? null, expiresAt: claims.exp ? new Date(claims.exp * 1000) : null };
  } catch {
    return { label: null, expiresAt: null };
  }
}
