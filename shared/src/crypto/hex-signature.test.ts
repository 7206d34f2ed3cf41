import { HEX_MESSAGE_ERROR } from './hex-message.ts';
import { signHexMessage, verifyHexSignature } from './hex-signature.ts';
import { generateKeyPair, publicKeyHex } from './keys.ts';

const PRIVATE = 'c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721';
const PUBLIC = publicKeyHex(PRIVATE);
const NONCE = '6e6f6e63652d3132333435';

describe('hex message signatures', () => {
  const signature = signHexMessage(NONCE, PRIVATE);

  it('signs with 128 hex digits that verify against the public key', () => {
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyHexSignature(NONCE, signature, PUBLIC)).toBe(true);
  });

  it('signs the bytes, so the case of the digits does not matter', () => {
    expect(verifyHexSignature(NONCE.toUpperCase(), signature, PUBLIC)).toBe(true);
  });

  it.each([
    ['another message', () => verifyHexSignature('00', signature, PUBLIC)],
    ['another public key', () => verifyHexSignature(NONCE, signature, generateKeyPair().publicKey)],
    ['a signature that is not hex', () => verifyHexSignature(NONCE, 'zz', PUBLIC)],
    ['a truncated signature', () => verifyHexSignature(NONCE, signature.slice(2), PUBLIC)],
  ])('does not verify with %s', (_, check) => {
    expect(check()).toBe(false);
  });

  it.each(['0xdeadbeef', 'hello', '', 'abc'])('refuses the message %j', (message) => {
    expect(() => signHexMessage(message, PRIVATE)).toThrow(new Error(HEX_MESSAGE_ERROR));
    expect(() => verifyHexSignature(message, signature, PUBLIC)).toThrow(new Error(HEX_MESSAGE_ERROR));
  });
});
