/**
 * secp256k1 key helpers for the wallet's own keys and for test wallets.
 *
 * Public keys travel as compressed SEC1 hex (33 bytes, 66 digits), the form a wallet
 * session's `publicKey` holds. The address here is a simple, bech32-free stand-in:
 * `0x` + the last 20 bytes of keccak-256 over the 64-byte uncompressed point (X‖Y,
 * without the 0x04 tag), as Ethereum does. The wallet provider's real address format
 * differs; real addresses come from the wallet through its adapter, never from here.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/** Key material as bytes or as hex digits (no `0x`). */
export type KeyInput = Uint8Array | string;

export interface KeyPair {
  privateKey: Uint8Array;
  /** Compressed SEC1 public key, 33 bytes. */
  publicKey: Uint8Array;
}

export function toKeyBytes(key: KeyInput): Uint8Array {
  return typeof key === 'string' ? hexToBytes(key) : key;
}

/** A fresh random key pair (from the platform's secure random source). */
export function generateKeyPair(): KeyPair {
  const { secretKey, publicKey } = secp256k1.keygen();
  return { privateKey: secretKey, publicKey };
}

/** The compressed public key, as hex, for a private key. */
export function publicKeyHex(privateKey: KeyInput): string {
  return bytesToHex(secp256k1.getPublicKey(toKeyBytes(privateKey), true));
}

/** `0x` + 40 hex digits derived from a public key (compressed or not). See above. */
export function addressFromPublicKey(publicKey: KeyInput): string {
  const point = secp256k1.Point.fromBytes(toKeyBytes(publicKey));
  const xy = point.toBytes(false).subarray(1);
  return `0x${bytesToHex(keccak_256(xy).subarray(-20))}`;
}
