import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { addressFromPublicKey, generateKeyPair, publicKeyHex, toKeyBytes } from './keys.ts';

const ONE = '0000000000000000000000000000000000000000000000000000000000000001';

describe('keys', () => {
  it('generates a valid pair with a compressed public key', () => {
    const { privateKey, publicKey } = generateKeyPair();
    expect(secp256k1.utils.isValidSecretKey(privateKey)).toBe(true);
    expect(publicKey).toHaveLength(33);
    expect(publicKeyHex(privateKey)).toBe(bytesToHex(publicKey));
  });

  it('gives the compressed public key of the private key 1 (the generator point)', () => {
    expect(publicKeyHex(ONE)).toBe('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');
  });

  it.each([
    ['compressed hex', publicKeyHex(ONE)],
    ['uncompressed bytes', secp256k1.getPublicKey(toKeyBytes(ONE), false)],
  ])('derives the known address of private key 1 from %s', (_, publicKey) => {
    expect(addressFromPublicKey(publicKey)).toBe('0x7e5f4552091a69125d5dfcb7b8c2659029395bdf');
  });

  it('accepts bytes or hex', () => {
    const bytes = toKeyBytes('00ff');
    expect(Array.from(bytes)).toEqual([0, 255]);
    expect(toKeyBytes(bytes)).toBe(bytes);
  });
});
