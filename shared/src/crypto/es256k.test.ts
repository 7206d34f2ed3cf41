import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64url } from 'jose';
import { ES256K_SIGNATURE_BYTES, signES256K, verifyES256K } from './es256k.ts';
import { generateKeyPair, publicKeyHex, toKeyBytes } from './keys.ts';

const PRIVATE = 'c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721';
const data = new TextEncoder().encode('eyJhbGciOiJFUzI1NksifQ.eyJhZGRyIjoiMHgxIn0');

/** The same key as node:crypto objects, through a JWK. */
function nodeKeys(privateHex: string) {
  const point = secp256k1.getPublicKey(toKeyBytes(privateHex), false);
  const jwk = {
    kty: 'EC',
    crv: 'secp256k1',
    d: base64url.encode(toKeyBytes(privateHex)),
    x: base64url.encode(point.subarray(1, 33)),
    y: base64url.encode(point.subarray(33)),
  };
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

describe('ES256K', () => {
  it('signs 64 bytes that verify with the public key', () => {
    const signature = signES256K(data, PRIVATE);
    expect(signature).toHaveLength(ES256K_SIGNATURE_BYTES);
    expect(verifyES256K(signature, data, publicKeyHex(PRIVATE))).toBe(true);
  });

  it('is deterministic (RFC 6979)', () => {
    expect(signES256K(data, PRIVATE)).toEqual(signES256K(data, PRIVATE));
  });

  it.each([
    ['another key', () => [signES256K(data, PRIVATE), data, generateKeyPair().publicKey] as const],
    ['other data', () => [signES256K(data, PRIVATE), new Uint8Array([1]), publicKeyHex(PRIVATE)] as const],
    ['a short signature', () => [new Uint8Array(63), data, publicKeyHex(PRIVATE)] as const],
    ['a zero signature', () => [new Uint8Array(64), data, publicKeyHex(PRIVATE)] as const],
    ['a malformed public key', () => [signES256K(data, PRIVATE), data, '02ff'] as const],
    ['a public key that is not hex', () => [signES256K(data, PRIVATE), data, 'zz'] as const],
  ])('rejects %s', (_, make) => {
    const [signature, signed, publicKey] = make();
    expect(verifyES256K(signature, signed, publicKey)).toBe(false);
  });

  describe('agrees with node:crypto (SHA-256, ieee-p1363)', () => {
    const keys = nodeKeys(PRIVATE);

    it('node verifies our signature', () => {
      const signature = signES256K(data, PRIVATE);
      const ok = verify('sha256', data, { key: keys.publicKey, dsaEncoding: 'ieee-p1363' }, signature);
      expect(ok).toBe(true);
    });

    it('we verify node’s signature', () => {
      const signature = new Uint8Array(
        sign('sha256', data, { key: keys.privateKey, dsaEncoding: 'ieee-p1363' }),
      );
      expect(signature).toHaveLength(64);
      expect(verifyES256K(signature, data, publicKeyHex(PRIVATE))).toBe(true);
    });

    it('both accept the high-S twin of a signature (s → n − s), which others may produce', () => {
      const lowS = secp256k1.Signature.fromBytes(signES256K(data, PRIVATE), 'compact');
      const highS = new secp256k1.Signature(lowS.r, secp256k1.Point.Fn.ORDER - lowS.s).toBytes('compact');
      expect(verifyES256K(highS, data, publicKeyHex(PRIVATE))).toBe(true);
      expect(verify('sha256', data, { key: keys.publicKey, dsaEncoding: 'ieee-p1363' }, highS)).toBe(true);
    });
  });
});
