/**
 * What a partner's server does with the `result` our sign-in hands its page (docs/embed.md,
 * "Verifying on your server"), as the demo partner's server does it: verify the compact JWS
 * against the lender's published keys (`<issuer>/embed/jwks.json`) with `jose`, for this
 * partner's origin (`aud`), the lender's issuer, the result's `typ`, with 60 s of clock skew; the
 * nonce must be one this server issued to this visitor (its own session cookie) and not yet used,
 * and each `jti` is taken once within its `exp`. Replay is refused here, by the partner: the
 * lender's servers remember nothing. Bound to the visitor, a nonce cannot carry someone else's
 * result into this browser's session (a login CSRF: an attacker's own result posted from the
 * victim's browser).
 */
import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

export const RESULT_TYP = 'lender-embed-result+jwt';
export const CLOCK_SKEW_S = 60;
/** How long a nonce this server issued may wait for its result (the overlay's ticket lasts 30 min). */
export const NONCE_TTL_MS = 30 * 60 * 1000;

export type Refusal =
  | 'malformed'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'type'
  | 'expired'
  | 'nonce'
  | 'replayed'
  | 'claims'
  | 'unavailable';

/** What each refusal means, as the demo page shows it (and docs/embed.md lists it). */
export const REFUSALS: Readonly<Record<Refusal, string>> = {
  malformed: 'not a compact JWS: whatever the page was handed, the lender did not sign it',
  signature:
    'its signature fits none of the lender’s published keys: forged, edited, or signed with a key not yet published',
  issuer: 'another issuer than the lender’s sign-in',
  audience: 'made for another partner’s site, not this one',
  type: 'not a sign-in result (another kind of token)',
  expired: 'expired (or not yet valid beyond the clock skew): ask the person to sign in again',
  nonce:
    'its nonce is not one this server issued to this visitor and has not used: another page’s or browser’s result, or an old one',
  replayed: 'already taken once (its jti was seen): a replay',
  claims: 'a claim is missing or of the wrong kind',
  unavailable: 'the lender’s published keys could not be fetched: nothing was decided, try again',
};

export interface Verified {
  sub: string;
  address?: string;
  name?: string;
}

export type Verification = { ok: true; identity: Verified } | { ok: false; refusal: Refusal };

/**
 * The nonces this server issued, each to one visitor and usable once, and the `jti`s it has
 * taken, each until its `exp`. Whatever has expired is forgotten as new ones come in.
 */
export class ReplayGuard {
  readonly #nonces = new Map<string, { until: number; visitor: string }>();
  readonly #seen = new Map<string, number>();
  constructor(private readonly now: () => number = Date.now) {}

  /** A nonce for `visitor` (the partner's own session id for this browser). */
  issueNonce(visitor: string): string {
    const nowMs = this.now();
    for (const [old, { until }] of this.#nonces) if (until <= nowMs) this.#nonces.delete(old);
    const nonce = randomBytes(24).toString('base64url');
    this.#nonces.set(nonce, { until: nowMs + NONCE_TTL_MS, visitor });
    return nonce;
  }

  /** Takes the nonce if this server issued it to `visitor` and it is still waiting; never again after. */
  takeNonce(nonce: string, visitor: string): boolean {
    const issued = this.#nonces.get(nonce);
    if (issued?.visitor !== visitor) return false;
    this.#nonces.delete(nonce);
    return issued.until > this.now();
  }

  /** How many nonces wait (for tests: expired ones are forgotten). */
  get waiting(): number {
    return this.#nonces.size;
  }

  /** Takes the jti once; kept until `expS` (plus the skew), then forgotten. */
  takeJti(jti: string, expS: number): boolean {
    const nowMs = this.now();
    for (const [id, until] of this.#seen) if (until <= nowMs) this.#seen.delete(id);
    if (this.#seen.has(jti)) return false;
    this.#seen.set(jti, (expS + CLOCK_SKEW_S) * 1000);
    return true;
  }
}

function refusalOf(error: unknown): Refusal {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'issuer';
    if (error.claim === 'aud') return 'audience';
    if (error.claim === 'typ') return 'type';
    if (error.claim === 'nbf' || error.claim === 'iat') return 'expired';
    return 'claims';
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey)
    return 'signature';
  // The lender's key set not fetched (a timeout, no answer, not a key set): nothing was decided.
  if (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    (error instanceof Error && !(error instanceof errors.JOSEError))
  )
    return 'unavailable';
  return 'malformed';
}

export interface VerifyOptions {
  /** The lender's keys: `createRemoteJWKSet(new URL('/embed/jwks.json', issuer))` in a real server. */
  keys: JWTVerifyGetKey;
  issuer: string;
  /** This partner's own origin: the result's `aud`. */
  audience: string;
  guard: ReplayGuard;
  /** Who is asking: the partner's own session id for this browser, as its nonce was issued to. */
  visitor: string;
  currentDate?: Date;
}

export async function verifyResult(result: unknown, options: VerifyOptions): Promise<Verification> {
  if (typeof result !== 'string' || result.length > 4096) return { ok: false, refusal: 'malformed' };
  let payload;
  try {
    ({ payload } = await jwtVerify(result, options.keys, {
      algorithms: ['ES256'],
      issuer: options.issuer,
      audience: options.audience,
      typ: RESULT_TYP,
      clockTolerance: CLOCK_SKEW_S,
      requiredClaims: ['sub', 'jti', 'exp', 'iat', 'nonce'],
      ...(options.currentDate && { currentDate: options.currentDate }),
    }));
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) };
  }
  const { sub, jti, exp, nonce, address, name } = payload;
  if (
    typeof sub !== 'string' ||
    typeof jti !== 'string' ||
    typeof exp !== 'number' ||
    typeof nonce !== 'string'
  )
    return { ok: false, refusal: 'claims' };
  // A replay first (it says more than "nonce already used"), then the nonce, once.
  if (!options.guard.takeJti(jti, exp)) return { ok: false, refusal: 'replayed' };
  if (!options.guard.takeNonce(nonce, options.visitor)) return { ok: false, refusal: 'nonce' };
  return {
    ok: true,
    identity: {
      sub,
      ...(typeof address === 'string' && { address }),
      ...(typeof name === 'string' && { name }),
    },
  };
}
