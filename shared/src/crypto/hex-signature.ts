/**
 * Signing and checking hex messages (the wallet's signHexMessage, e.g. a login nonce).
 * The message's bytes (not its text) are signed with ES256K, and the signature is the
 * 64-byte r‖s as 128 hex digits. "Signatures are verified against the wallet public key."
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { signES256K, verifyES256K } from './es256k.ts';
import { hexMessageToBytes, isHexMessage } from './hex-message.ts';
import { toKeyBytes, type KeyInput } from './keys.ts';

/** Throws "Message parameter is not a hex value" for a message that is not hex. */
export function signHexMessage(hexMessage: string, privateKey: KeyInput): string {
  return bytesToHex(signES256K(hexMessageToBytes(hexMessage), privateKey));
}

/**
 * Whether `signature` (hex or bytes) signs the hex message for the wallet's public key.
 * Throws "Message parameter is not a hex value" for a bad message; a malformed signature is false.
 */
export function verifyHexSignature(hexMessage: string, signature: KeyInput, publicKey: KeyInput): boolean {
  const message = hexMessageToBytes(hexMessage);
  if (typeof signature === 'string' && !isHexMessage(signature)) return false;
  return verifyES256K(toKeyBytes(signature), message, publicKey);
}
