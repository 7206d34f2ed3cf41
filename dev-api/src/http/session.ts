/**
 * Who a request is from. A missing, expired or badly signed token is a 401; a
 * token that verifies but was revoked (logged out) or names no identity is a 403
 * with the message "Unauthenticated" — the two answers on which the front end
 * drops its stored jwt.
 */
import type { DevState, IdentityRecord } from '../state/dev-state.ts';
import { errors, type Reply } from './router.ts';

export const UNAUTHENTICATED = 'Unauthenticated';

export async function sessionOf(state: DevState, bearer: string | null): Promise<IdentityRecord | Reply> {
  if (!bearer) return errors(401, 'Sign in to continue.');
  const verified = await state.tokens.verify(bearer, { kind: 'session' });
  if (!verified.ok) {
    return verified.reason === 'revoked'
      ? { status: 403, body: { message: UNAUTHENTICATED } }
      : errors(401, 'Your session has ended. Please sign in again.');
  }
  return state.identities.get(verified.claims.sub) ?? { status: 403, body: { message: UNAUTHENTICATED } };
}

export const isReply = (value: IdentityRecord | Reply): value is Reply => !('persona' in value);
