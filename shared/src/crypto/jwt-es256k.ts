/**
 * Compact JWS/JWT with ES256K. jose 6 cannot sign or verify ES256K, so the signature
 * is made and checked by `es256k.ts`; jose only decodes (header, claims) and supplies
 * its base64url coder and error classes, so callers can branch on `error.code` as
 * they would for any jose verification. Claims are checked here: `exp` (expired when
 * now ≥ exp), `nbf`, and that `iat`/`exp`/`nbf` are numbers when present.
 */
import { hexToBytes } from '@noble/hashes/utils.js';
import { base64url, decodeJwt, decodeProtectedHeader, errors, type JWTPayload } from 'jose';
import { ES256K, signES256K, verifyES256K } from './es256k.ts';
import type { KeyInput } from './keys.ts';

export const JWT_HEADER = { alg: ES256K, typ: 'JWT' } as const;

const encoder = new TextEncoder();
const encodeJson = (value: object) => base64url.encode(JSON.stringify(value));

/** `header.payload`, the part of a token its signature covers. */
export function jwtSigningInput(payload: JWTPayload): string {
  return `${encodeJson(JWT_HEADER)}.${encodeJson(payload)}`;
}

/** The token made of its signing input and the 64-byte r‖s signature (bytes, or hex from a wallet). */
export function jwtWithSignature(signingInput: string, signature: Uint8Array | string): string {
  const bytes = typeof signature === 'string' ? hexToBytes(signature) : signature;
  return `${signingInput}.${base64url.encode(bytes)}`;
}

/** `header.payload.signature` with header {alg:'ES256K', typ:'JWT'}. */
export function signJwtES256K(payload: JWTPayload, privateKey: KeyInput): string {
  const signingInput = jwtSigningInput(payload);
  return jwtWithSignature(signingInput, signES256K(encoder.encode(signingInput), privateKey));
}

export interface VerifyJwtOptions {
  /** Current time in milliseconds. */
  now?: number;
  /** Seconds of leeway for `exp` and `nbf`. */
  clockToleranceS?: number;
}

/** The payload of a valid, unexpired ES256K token signed by `publicKey`; throws a jose error otherwise. */
export function verifyJwtES256K(
  token: string,
  publicKey: KeyInput,
  options: VerifyJwtOptions = {},
): JWTPayload {
  const parts = token.split('.');
  if (parts.length !== 3) throw new errors.JWSInvalid('Compact JWS must have three parts');
  const [header, body, signature] = parts as [string, string, string];
  if (decodeProtectedHeader(token).alg !== ES256K) throw new errors.JOSEAlgNotAllowed('alg must be ES256K');
  const payload = decodeJwt(token);
  let signatureBytes: Uint8Array;
  try {
    signatureBytes = base64url.decode(signature);
  } catch {
    throw new errors.JWSInvalid('Signature is not base64url');
  }
  if (!verifyES256K(signatureBytes, encoder.encode(`${header}.${body}`), publicKey))
    throw new errors.JWSSignatureVerificationFailed();
  checkTimeClaims(payload, Math.floor((options.now ?? Date.now()) / 1000), options.clockToleranceS ?? 0);
  return payload;
}

function checkTimeClaims(payload: JWTPayload, nowS: number, toleranceS: number): void {
  for (const claim of ['iat', 'exp', 'nbf'] as const) {
    if (payload[claim] !== undefined && typeof payload[claim] !== 'number')
      throw new errors.JWTClaimValidationFailed(
        `"${claim}" claim must be a number`,
        payload,
        claim,
        'invalid',
      );
  }
  if (payload.exp !== undefined && payload.exp <= nowS - toleranceS)
    throw new errors.JWTExpired('"exp" claim timestamp check failed', payload, 'exp', 'check_failed');
  if (payload.nbf !== undefined && payload.nbf > nowS + toleranceS)
    throw new errors.JWTClaimValidationFailed(
      '"nbf" claim timestamp check failed',
      payload,
      'nbf',
      'check_failed',
    );
}
