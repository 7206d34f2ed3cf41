import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { embedKeysFromEnv, type EmbedKeys } from './embed-keys.ts';
import { RESULT_TTL_S, RESULT_TYP, signResult } from './result-signer.ts';

const keysOf = (): EmbedKeys => {
  const read = embedKeysFromEnv({}, ['https://signin.lender.example']);
  if (!read.keys) throw new Error(read.problems.join('\n'));
  return read.keys;
};

const NOW = Math.floor(Date.now() / 1000);
const request = { audience: 'https://partner.example', nonce: 'n'.repeat(24) };

describe('the signed result', () => {
  const keys = keysOf();

  it('is an ES256 compact JWS of what the services confirmed, for one partner and nonce', async () => {
    const jws = await signResult(
      keys,
      { sub: 'identity-1', address: 'tp1org', name: 'Reyes Holdings LLC' },
      request,
      NOW,
    );
    expect(decodeProtectedHeader(jws)).toEqual({ alg: 'ES256', typ: RESULT_TYP, kid: keys.kid });
    const { payload } = await jwtVerify(jws, createLocalJWKSet(keys.jwks), {
      issuer: 'https://signin.lender.example',
      audience: 'https://partner.example',
      typ: RESULT_TYP,
      currentDate: new Date(NOW * 1000),
    });
    const { jti, ...rest } = payload;
    expect(jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(rest).toEqual({
      iss: 'https://signin.lender.example',
      aud: 'https://partner.example',
      sub: 'identity-1',
      address: 'tp1org',
      name: 'Reyes Holdings LLC',
      nonce: request.nonce,
      iat: NOW,
      exp: NOW + RESULT_TTL_S,
    });
    expect(RESULT_TTL_S).toBeLessThanOrEqual(300);
  });

  it('leaves out what the services did not give, and never names the session', async () => {
    const jws = await signResult(keys, { sub: 'identity-1' }, request, NOW);
    const payload = JSON.parse(Buffer.from(jws.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'nonce', 'sub']);
    expect(payload).not.toHaveProperty('sid');
  });

  it('a new jti each time', async () => {
    const [a, b] = await Promise.all([
      signResult(keys, { sub: 's' }, request, NOW),
      signResult(keys, { sub: 's' }, request, NOW),
    ]);
    const jti = (jws: string) =>
      (JSON.parse(Buffer.from(jws.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
    expect(jti(a)).not.toBe(jti(b));
  });
});
