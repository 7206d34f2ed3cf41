/**
 * The signed token payload (spec section 3): `addr`, optional `grp`, and, when the app
 * builds one, also `sub`, `iss`, `iat` and `exp`. A token received from elsewhere may
 * carry only `addr`/`grp`, so the schema keeps the built-only claims optional.
 */
import * as v from 'valibot';

/** Lifetime of a token the app builds when no expiry is given (spec section 9). */
export const JWT_DEFAULT_LIFETIME_S = 1440;

export const signedTokenPayloadSchema = v.looseObject({
  addr: v.pipe(v.string(), v.nonEmpty()),
  grp: v.optional(v.string()),
  sub: v.optional(v.string()),
  iss: v.optional(v.string()),
  iat: v.optional(v.number()),
  exp: v.optional(v.number()),
});

export type SignedTokenPayload = v.InferOutput<typeof signedTokenPayloadSchema>;

export interface BuildSignedTokenPayloadInput {
  /** The individual wallet address → `addr`. */
  address: string;
  /** The group policy address the wallet acts for, if any → `grp`. */
  groupAddress?: string | null;
  /** Who the token is about → `sub` (the wallet's public key hex, by convention). */
  subject: string;
  /** Who issued it → `iss`. */
  issuer: string;
  /** Current time in milliseconds; `iat` is its whole seconds. */
  now: number;
  /** Absolute expiry in seconds since the epoch; default `iat + 1440`. */
  expiresAt?: number;
}

/** The full payload the app signs; `grp` only when there is a group. */
export function buildSignedTokenPayload(input: BuildSignedTokenPayloadInput): SignedTokenPayload {
  const iat = Math.floor(input.now / 1000);
  return {
    addr: input.address,
    ...(input.groupAddress ? { grp: input.groupAddress } : {}),
    sub: input.subject,
    iss: input.issuer,
    iat,
    exp: input.expiresAt ?? iat + JWT_DEFAULT_LIFETIME_S,
  };
}
