/**
 * ES256K (ECDSA over secp256k1 with SHA-256, RFC 8812). WebCrypto has no secp256k1
 * and jose 6 dropped ES256K, so this uses @noble/curves 2.x, pinned: in 2.x `sign`
 * hashes the message with SHA-256 itself (`prehash: true`, the default; 1.x expected
 * a digest) and returns the 64-byte compact r‖s that a JWS signature is.
 *
 * Signing yields low-S signatures (deterministic, RFC 6979). Verifying accepts high-S
 * too (`lowS: false`): RFC 8812 does not require low-S, and other signers such as
 * OpenSSL do not normalise.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { toKeyBytes, type KeyInput } from './keys.ts';

export const ES256K = 'ES256K';
export const ES256K_SIGNATURE_BYTES = 64;

/** The 64-byte r‖s signature of SHA-256(data). */
export function signES256K(data: Uint8Array, privateKey: KeyInput): Uint8Array {
  return secp256k1.sign(data, toKeyBytes(privateKey), { prehash: true, format: 'compact' });
}

/** Whether `signature` (64-byte r‖s) signs SHA-256(data) for `publicKey`. Never throws. */
export function verifyES256K(signature: Uint8Array, data: Uint8Array, publicKey: KeyInput): boolean {
  if (signature.length !== ES256K_SIGNATURE_BYTES) return false;
  try {
    return secp256k1.verify(signature, data, toKeyBytes(publicKey), {
      prehash: true,
      format: 'compact',
      lowS: false,
    });
  } catch {
    return false;
  }
}
