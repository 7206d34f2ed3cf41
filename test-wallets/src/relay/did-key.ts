/**
 * Ed25519 public keys as `did:key` identifiers, the form a WalletConnect client names
 * itself by in its relay auth JWT's `iss` (`@walletconnect/relay-auth`'s `encodeIss`
 * and `decodeIss`): `did:key:z` + base58btc(0xed 0x01 ‖ the 32-byte key).
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** The multicodec prefix of an Ed25519 public key. */
const ED25519_HEADER = Buffer.from([0xed, 0x01]);
const KEY_BYTES = 32;
const DID_KEY_PREFIX = 'did:key:z';
/** A did:key of an Ed25519 key is 48 base58 characters; anything much longer is not one. */
const MAX_DID_LENGTH = 80;

export function base58Encode(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)]! + text;
    value /= 58n;
  }
  const zeros = bytes.findIndex((byte) => byte !== 0);
  return '1'.repeat(zeros === -1 ? bytes.length : zeros) + text;
}

/** The bytes of a base58btc text; null when a character is not of the alphabet. */
export function base58Decode(text: string): Buffer | null {
  let value = 0n;
  for (const character of text) {
    const digit = ALPHABET.indexOf(character);
    if (digit === -1) return null;
    value = value * 58n + BigInt(digit);
  }
  let hex = value === 0n ? '' : value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const zeros = /^1*/.exec(text)![0].length;
  return Buffer.concat([Buffer.alloc(zeros), Buffer.from(hex, 'hex')]);
}

export function didKeyOf(publicKey: Uint8Array): string {
  return DID_KEY_PREFIX + base58Encode(Buffer.concat([ED25519_HEADER, publicKey]));
}

/** The raw Ed25519 public key a `did:key` names; null when it names none. */
export function publicKeyOfDidKey(did: string): Buffer | null {
  if (!did.startsWith(DID_KEY_PREFIX) || did.length > MAX_DID_LENGTH) return null;
  const bytes = base58Decode(did.slice(DID_KEY_PREFIX.length));
  if (!bytes || bytes.length !== ED25519_HEADER.length + KEY_BYTES) return null;
  return bytes.subarray(0, 2).equals(ED25519_HEADER) ? bytes.subarray(2) : null;
}
