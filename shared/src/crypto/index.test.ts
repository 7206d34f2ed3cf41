import * as crypto from './index.ts';

describe('crypto public API', () => {
  it.each([
    'signES256K',
    'verifyES256K',
    'signJwtES256K',
    'verifyJwtES256K',
    'signHexMessage',
    'verifyHexSignature',
    'hexMessageToBytes',
    'isHexMessage',
    'generateKeyPair',
    'publicKeyHex',
    'addressFromPublicKey',
    'toKeyBytes',
    'buildSignedTokenPayload',
    'addressFromToken',
    'addressesFromToken',
    'walletOfLoginToken',
  ] as const)('exports %s', (name) => {
    expect(typeof crypto[name]).toBe('function');
  });

  it('exports the constants', () => {
    expect(crypto.JWT_DEFAULT_LIFETIME_S).toBe(1440);
    expect(crypto.ES256K).toBe('ES256K');
    expect(crypto.HEX_MESSAGE_ERROR).toBe('Message parameter is not a hex value');
    expect(crypto.MISSING_ADDR_ERROR).toBe('jwt is missing addr claim');
  });

  it('defines every export', () => {
    expect(Object.entries(crypto).filter(([, value]) => value === undefined)).toEqual([]);
  });
});
