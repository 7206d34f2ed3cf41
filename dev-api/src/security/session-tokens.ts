/**
 * Session tokens the dev API signs: compact ES256 JWTs (jose), one key pair per issuer,
 * made on first use so the router can build an issuer synchronously. A restart makes a
 * new key, so every earlier token stops verifying — as after a real key rotation.
 *
 * Every token carries a random `jti`, so one token can be revoked; revoked ids are kept
 * only until their token would have expired anyway. A token that names a login (`sid`)
 * is revoked with it: logout ends the login, and every token it minted with it.
 *
 * How the HTTP layer answers (the front end drops its stored jwt on both, section 7):
 * - no token, `expired` or `invalid` (bad signature, wrong issuer, malformed, wrong
 *   kind) → 401;
 * - `revoked`, or a token that verifies but names no identity (e.g. after a reset) →
 *   403 `{"message":"Unauthenticated"}`.
 */
import { randomUUID } from 'node:crypto';
import {
  calculateJwkThumbprint,
  errors,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JWK,
} from 'jose';
import * as v from 'valibot';
import { claimsSchema, type TokenClaims, type TokenKind, type VerifiedClaims } from './session-claims.ts';

export const TOKEN_ALGORITHM = 'ES256';
export type { TokenClaims, TokenKind, VerifiedClaims } from './session-claims.ts';

export type VerifyResult =
  { ok: true; claims: VerifiedClaims } | { ok: false; reason: 'expired' | 'invalid' | 'revoked' };

export interface TokenIssuerOptions {
  /** Current time in milliseconds. */
  now: () => number;
  lifetimeS?: number;
  issuer?: string;
  /** Whether the login a token names (`sid`) is still live; a token of an ended login is `revoked`. */
  loginIsLive?: (sid: string) => boolean;
}

export interface TokenIssuer {
  issue(claims: TokenClaims, options?: { lifetimeS?: number }): Promise<string>;
  /** With `kind`, a token of another kind is `invalid`. */
  verify(token: string, options?: { kind?: TokenKind }): Promise<VerifyResult>;
  /** Logout: true when a valid token was revoked, false when it was not valid anyway. */
  revoke(token: string): Promise<boolean>;
  /** The public key as a JWK (with `kid`, `alg`, `use`) for a JWKS document. */
  publicJwk(): Promise<JWK>;
}

export function createTokenIssuer({
  now,
  lifetimeS = 3600,
  issuer = 'dev-api',
  loginIsLive = () => true,
}: TokenIssuerOptions): TokenIssuer {
  let keys: ReturnType<typeof makeKeys> | undefined;
  const getKeys = () => (keys ??= makeKeys());
  const revoked = new Map<string, number>();
  const nowS = () => Math.floor(now() / 1000);

  async function verify(token: string, options: { kind?: TokenKind } = {}): Promise<VerifyResult> {
    const { publicKey } = await getKeys();
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, publicKey, {
        algorithms: [TOKEN_ALGORITHM],
        issuer,
        currentDate: new Date(now()),
      }));
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
    const parsed = v.safeParse(claimsSchema, payload);
    if (!parsed.success || (options.kind && parsed.output.kind !== options.kind))
      return { ok: false, reason: 'invalid' };
    const { jti, sid } = parsed.output;
    if (revoked.has(jti) || (sid !== undefined && !loginIsLive(sid))) return { ok: false, reason: 'revoked' };
    return { ok: true, claims: parsed.output };
  }

  return {
    async issue(claims, options = {}) {
      const { privateKey, kid } = await getKeys();
      const iat = nowS();
      const body = Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
      return new SignJWT({ ...body, kind: claims.kind ?? 'session' })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT', kid })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + (options.lifetimeS ?? lifetimeS))
        .setJti(randomUUID())
        .sign(privateKey);
    },
    verify,
    async revoke(token) {
      const result = await verify(token);
      if (!result.ok) return false;
      for (const [jti, exp] of revoked) if (exp <= nowS()) revoked.delete(jti);
      revoked.set(result.claims.jti, result.claims.exp);
      return true;
    },
    async publicJwk() {
      const { publicJwk } = await getKeys();
      return { ...publicJwk };
    },
  };
}

async function makeKeys() {
  const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM);
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { publicKey, privateKey, kid, publicJwk: { ...jwk, kid, alg: TOKEN_ALGORITHM, use: 'sig' } };
}
