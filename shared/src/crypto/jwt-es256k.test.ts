import { base64url, decodeProtectedHeader, errors } from 'jose';
import { publicKeyHex } from './keys.ts';
import { signHexMessage } from './hex-signature.ts';
import {
  JWT_HEADER,
  jwtSigningInput,
  jwtWithSignature,
  signJwtES256K,
  verifyJwtES256K,
} from './jwt-es256k.ts';

const PRIVATE = 'c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721';
const OTHER = '0000000000000000000000000000000000000000000000000000000000000002';
const PUBLIC = publicKeyHex(PRIVATE);
const NOW = 1_700_000_000_000;
const payload = { addr: '0xabc', iat: 1_700_000_000, exp: 1_700_001_440 };

const encode = (value: object) => base64url.encode(JSON.stringify(value));
const withPart = (token: string, index: number, part: string) =>
  token
    .split('.')
    .map((p, i) => (i === index ? part : p))
    .join('.');

describe('signJwtES256K / verifyJwtES256K', () => {
  const token = signJwtES256K(payload, PRIVATE);

  it('writes a compact JWT with the ES256K header and a 64-byte signature', () => {
    expect(decodeProtectedHeader(token)).toEqual(JWT_HEADER);
    expect(JWT_HEADER).toEqual({ alg: 'ES256K', typ: 'JWT' });
    expect(base64url.decode(token.split('.')[2] ?? '')).toHaveLength(64);
  });

  it('is the same token when a wallet signs the hex of its signing input (how a remote wallet signs one)', () => {
    const signingInput = jwtSigningInput(payload);
    expect(token.startsWith(`${signingInput}.`)).toBe(true);
    const hexOfInput = Buffer.from(signingInput, 'utf8').toString('hex');
    expect(jwtWithSignature(signingInput, signHexMessage(hexOfInput, PRIVATE))).toBe(token);
  });

  it('returns the payload of a valid token', () => {
    expect(verifyJwtES256K(token, PUBLIC, { now: NOW })).toEqual(payload);
  });

  it('defaults now to the clock', () => {
    const fresh = signJwtES256K({ addr: '0x1', exp: Math.floor(Date.now() / 1000) + 60 }, PRIVATE);
    expect(verifyJwtES256K(fresh, PUBLIC)).toMatchObject({ addr: '0x1' });
  });

  it.each([
    ['at one second before exp', NOW + 1_439_000, 0, true],
    ['exactly at exp', NOW + 1_440_000, 0, false],
    ['after exp', NOW + 1_500_000, 0, false],
    ['after exp, within the tolerance', NOW + 1_440_000, 5, true],
  ])('%s → valid %s', (_, now, clockToleranceS, valid) => {
    const check = () => verifyJwtES256K(token, PUBLIC, { now, clockToleranceS });
    if (valid) expect(check).not.toThrow();
    else expect(check).toThrow(errors.JWTExpired);
  });

  it.each([
    ['two parts', 'a.b', errors.JWSInvalid],
    ['another alg', withPart(token, 0, encode({ alg: 'ES256', typ: 'JWT' })), errors.JOSEAlgNotAllowed],
    ['a payload that is not JSON', withPart(token, 1, base64url.encode('nope')), errors.JWTInvalid],
    ['a signature that is not base64url', withPart(token, 2, '!!!'), errors.JWSInvalid],
    [
      'a changed payload',
      withPart(token, 1, encode({ ...payload, addr: '0xevil' })),
      errors.JWSSignatureVerificationFailed,
    ],
    ['another signer', signJwtES256K(payload, OTHER), errors.JWSSignatureVerificationFailed],
    [
      'a future nbf',
      signJwtES256K({ addr: '0x1', nbf: 1_800_000_000 }, PRIVATE),
      errors.JWTClaimValidationFailed,
    ],
    [
      'a string iat',
      signJwtES256K({ addr: '0x1', iat: 'x' as unknown as number }, PRIVATE),
      errors.JWTClaimValidationFailed,
    ],
  ])('rejects %s', (_, bad, errorClass) => {
    expect(() => verifyJwtES256K(bad, PUBLIC, { now: NOW })).toThrow(errorClass);
  });

  it('accepts a past nbf and a token without time claims', () => {
    expect(() =>
      verifyJwtES256K(signJwtES256K({ addr: '0x1', nbf: 1 }, PRIVATE), PUBLIC, { now: NOW }),
    ).not.toThrow();
    expect(() =>
      verifyJwtES256K(signJwtES256K({ addr: '0x1' }, PRIVATE), PUBLIC, { now: NOW }),
    ).not.toThrow();
  });
});
