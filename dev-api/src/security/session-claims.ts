/**
 * The claims of a dev API token. `sid` names the login the token was minted from (a
 * session needs one that is live: http/session.ts). `kind` keeps a half-finished login (first-factor) or a
 * wallet token from passing where a full session is needed; `addr`/`grp` become the
 * x-addr/x-grp headers of the identity call.
 */
import * as v from 'valibot';

export const TOKEN_KINDS = ['session', 'first-factor', 'wallet'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export interface TokenClaims {
  sub: string;
  email?: string;
  /** The wallet address (x-addr) and group policy address (x-grp), when a wallet is selected. */
  addr?: string;
  grp?: string;
  /** Defaults to 'session'. A first-factor token must not pass where a session is needed. */
  kind?: TokenKind;
  /** The login the token belongs to (security/logins.ts): it is good only while that login is live. */
  sid?: string;
}

/** What a verified token must hold; anything else reads as `invalid`. */
export const claimsSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  email: v.optional(v.string()),
  addr: v.optional(v.string()),
  grp: v.optional(v.string()),
  kind: v.picklist(TOKEN_KINDS),
  sid: v.optional(v.string()),
  iss: v.string(),
  iat: v.number(),
  exp: v.number(),
  jti: v.string(),
});
export type VerifiedClaims = v.InferOutput<typeof claimsSchema>;
