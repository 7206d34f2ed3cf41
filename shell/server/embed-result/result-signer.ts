/**
 * The signed result (docs/embed.md, "The signed result"): a compact JWS, ES256, that says who
 * the lender's services confirmed signed in, for one partner (`aud`) and one of its nonces. Only
 * what the services gave is in it; a claim they did not give is left out. It is a statement for
 * the partner's server, no credential of ours: the lender's services never take it as a bearer.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { EmbedKeys } from './embed-keys.ts';

export const RESULT_TYP = 'lender-embed-result+jwt';
/** How long a result is good for (the partner's server checks it at once). */
export const RESULT_TTL_S = 5 * 60;

export interface ConfirmedSignIn {
  /** The identity's `uuid`. */
  sub: string;
  /** The account acting (the identity call's `x-grp`, else `x-addr`), when there is one. */
  address?: string;
  /** That account's name in the wallet service's list, when it has one. */
  name?: string;
}

export interface ResultRequest {
  /** The partner's origin, from the framing ticket. */
  audience: string;
  nonce: string;
}

export function signResult(
  keys: Pick<EmbedKeys, 'issuer' | 'kid' | 'signingKey'>,
  confirmed: ConfirmedSignIn,
  { audience, nonce }: ResultRequest,
  nowS = Math.floor(Date.now() / 1000),
): Promise<string> {
  const claims: Record<string, string> = { nonce };
  if (confirmed.address) claims.address = confirmed.address;
  if (confirmed.address && confirmed.name) claims.name = confirmed.name;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: RESULT_TYP, kid: keys.kid })
    .setIssuer(keys.issuer)
    .setAudience(audience)
    .setSubject(confirmed.sub)
    .setIssuedAt(nowS)
    .setExpirationTime(nowS + RESULT_TTL_S)
    .setJti(randomUUID())
    .sign(keys.signingKey);
}
