/**
 * The wallet address a login token names (token mode of the wallet modal, where the
 * token supplies the wallet). Nothing is verified here: the page only reads which
 * wallet to connect, the server verifies. A token that cannot be read, or whose `addr`
 * is missing or empty, gives "jwt is missing addr claim" — either way no address.
 */
import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { signedTokenPayloadSchema } from './signed-token-payload.ts';

export const MISSING_ADDR_ERROR = 'jwt is missing addr claim';

export interface TokenAddresses {
  address: string;
  groupAddress: string | null;
}

/** `addr` and `grp` of a token; throws "jwt is missing addr claim". */
export function addressesFromToken(token: string): TokenAddresses {
  let claims: unknown;
  try {
    claims = decodeJwt(token);
  } catch {
    throw new Error(MISSING_ADDR_ERROR);
  }
  const parsed = v.safeParse(signedTokenPayloadSchema, claims);
  if (!parsed.success) throw new Error(MISSING_ADDR_ERROR);
  return { address: parsed.output.addr, groupAddress: parsed.output.grp ?? null };
}

/** The `addr` of a token; throws "jwt is missing addr claim". */
export function addressFromToken(token: string): string {
  return addressesFromToken(token).address;
}

/**
 * The wallet a login token names, if it names one (the wallet modal's token mode; the
 * rule is in docs/spec-decisions.md, "The wallet modal"): null for a token that names
 * no wallet (no `addr` and no `grp`, or a token that is not a readable JWT: a real
 * service's session token may be opaque). A token that names an account (`grp`)
 * without its wallet throws "jwt is missing addr claim".
 */
export function walletOfLoginToken(token: string): TokenAddresses | null {
  let claims: { addr?: unknown; grp?: unknown };
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  const named = (claim: unknown) => typeof claim === 'string' && claim !== '';
  if (!named(claims.addr) && !named(claims.grp)) return null;
  return addressesFromToken(token);
}
