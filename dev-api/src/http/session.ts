/**
 * Who a request is from. A missing, expired or badly signed token is a 401; a
 * token that verifies but was revoked (its login logged out or ended by a password
 * change), names no login or names no identity is a 403
 * with the message "Unauthenticated" — the two answers on which the front end
 * drops its stored jwt.
 */
import type { VerifiedClaims } from '../security/session-claims.ts';
import type { DevState, IdentityRecord } from '../state/dev-state.ts';
import { errors, type Reply } from './router.ts';

export const UNAUTHENTICATED = 'Unauthenticated';

export interface Session {
  identity: IdentityRecord;
  /** The token's claims: `addr`/`grp` say which wallet and account it acts as. */
  claims: VerifiedClaims;
}

export async function sessionWithClaims(state: DevState, bearer: string | null): Promise<Session | Reply> {
  if (!bearer) return errors(401, 'Sign in to continue.');
  const verified = await state.tokens.verify(bearer, { kind: 'session' });
  if (!verified.ok) {
    return verified.reason === 'revoked'
      ? { status: 403, body: { message: UNAUTHENTICATED } }
      : errors(401, 'Your session has ended. Please sign in again.');
  }
  const identity = state.identities.get(verified.claims.sub);
  // A session belongs to a login (the token verifies only while it is live); a token minted outside one is none.
  return identity && verified.claims.sid !== undefined
    ? { identity, claims: verified.claims }
    : { status: 403, body: { message: UNAUTHENTICATED } };
}

export const isSession = (value: Session | Reply): value is Session => 'claims' in value;

export async function sessionOf(state: DevState, bearer: string | null): Promise<IdentityRecord | Reply> {
  const session = await sessionWithClaims(state, bearer);
  return 'identity' in session ? session.identity : session;
}

export const isReply = (value: IdentityRecord | Reply): value is Reply => !('persona' in value);

/**
 * Logout of `token`: its login ends, and with it every token minted from it; the
 * token itself is revoked too (one that names no login is still ended).
 */
export async function endLoginOf(state: DevState, token: string): Promise<void> {
  const verified = await state.tokens.verify(token);
  if (verified.ok && verified.claims.sid !== undefined) state.logins.end(verified.claims.sid);
  await state.tokens.revoke(token);
}
