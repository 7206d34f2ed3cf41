/** @jest-environment node */
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { createTokenIssuer, type TokenIssuer } from './session-tokens.ts';

const T0 = Date.UTC(2025, 0, 2, 3, 4, 5);

describe('session tokens', () => {
  let time: number;
  let tokens: TokenIssuer;
  beforeEach(() => {
    time = T0;
    tokens = createTokenIssuer({ now: () => time });
  });

  it('issues an ES256 JWT with sub, iss, iat, exp (1 h), jti and kind', async () => {
    const token = await tokens.issue({ sub: 'id-1', email: 'pat@example.com' });
    expect(decodeProtectedHeader(token)).toEqual({
      alg: 'ES256',
      typ: 'JWT',
      kid: expect.any(String) as string,
    });
    const iat = Math.floor(T0 / 1000);
    expect(decodeJwt(token)).toEqual({
      sub: 'id-1',
      email: 'pat@example.com',
      kind: 'session',
      iss: 'dev-api',
      iat,
      exp: iat + 3600,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
    });
  });

  it('verifies its own token and returns the claims, wallet addresses included', async () => {
    const token = await tokens.issue({ sub: 'id-1', addr: '0xabc', grp: '0xdef', kind: 'wallet' });
    const result = await tokens.verify(token);
    expect(result).toEqual({
      ok: true,
      claims: expect.objectContaining({ sub: 'id-1', addr: '0xabc', grp: '0xdef', kind: 'wallet' }) as object,
    });
  });

  it.each([
    [3599_999, true],
    [3600_000, false],
  ])('after %d ms the default-lifetime token is valid: %p', async (elapsed, valid) => {
    const token = await tokens.issue({ sub: 'id-1' });
    time = T0 + elapsed;
    expect(await tokens.verify(token)).toEqual(
      valid ? expect.objectContaining({ ok: true }) : { ok: false, reason: 'expired' },
    );
  });

  it('takes a lifetime per token and per issuer', async () => {
    const short = await tokens.issue({ sub: 'id-1', kind: 'first-factor' }, { lifetimeS: 300 });
    const custom = createTokenIssuer({ now: () => time, lifetimeS: 60, issuer: 'other' });
    const claims = decodeJwt(await custom.issue({ sub: 'id-2' }));
    expect(decodeJwt(short).exp! - decodeJwt(short).iat!).toBe(300);
    expect([claims.exp! - claims.iat!, claims.iss]).toEqual([60, 'other']);
  });

  it("calls a token of an ended login revoked, and leaves other logins' tokens alone", async () => {
    const live = new Set(['login-1', 'login-2']);
    const issuer = createTokenIssuer({ now: () => time, loginIsLive: (sid) => live.has(sid) });
    const first = await issuer.issue({ sub: 'id-1', sid: 'login-1' });
    const second = await issuer.issue({ sub: 'id-1', sid: 'login-2', addr: '0xabc' });
    expect(decodeJwt(first).sid).toBe('login-1');
    live.delete('login-1');
    expect(await issuer.verify(first)).toEqual({ ok: false, reason: 'revoked' });
    expect(await issuer.verify(second)).toMatchObject({ ok: true, claims: { sid: 'login-2' } });
  });

  it('refuses a token of another kind when a kind is required', async () => {
    const firstFactor = await tokens.issue({ sub: 'id-1', kind: 'first-factor' });
    expect(await tokens.verify(firstFactor, { kind: 'session' })).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(firstFactor, { kind: 'first-factor' })).toMatchObject({ ok: true });
  });

  it.each<[string, (token: string, other: string) => string]>([
    ['garbage', () => 'not-a-jwt'],
    ['an empty string', () => ''],
    [
      'a tampered payload',
      (token) => token.replace(/\.[^.]+\./, `.${btoa('{"sub":"admin"}').replace(/=+$/, '')}.`),
    ],
    ['a tampered signature', (token) => `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`],
    ['a token from another key', (_token, other) => other],
    ['an unsigned token', (token) => `${btoa('{"alg":"none"}').replace(/=+$/, '')}.${token.split('.')[1]}.`],
  ])('calls %s invalid', async (_label, mangle) => {
    const token = await tokens.issue({ sub: 'id-1' });
    const other = await createTokenIssuer({ now: () => time }).issue({ sub: 'id-1' });
    expect(await tokens.verify(mangle(token, other))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token from another issuer name and one with unusable claims', async () => {
    const elsewhere = createTokenIssuer({ now: () => time, issuer: 'elsewhere' });
    const token = await elsewhere.issue({ sub: 'id-1' });
    expect(await createTokenIssuer({ now: () => time }).verify(token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await tokens.verify(await tokens.issue({ sub: '' }))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('revokes one token on logout and leaves the others valid', async () => {
    const first = await tokens.issue({ sub: 'id-1' });
    const second = await tokens.issue({ sub: 'id-1' });
    expect(await tokens.revoke(first)).toBe(true);
    expect(await tokens.verify(first)).toEqual({ ok: false, reason: 'revoked' });
    expect(await tokens.verify(second)).toMatchObject({ ok: true });
  });

  it('does not revoke what is not valid, and an expired revoked token reads as expired', async () => {
    expect(await tokens.revoke('nonsense')).toBe(false);
    const token = await tokens.issue({ sub: 'id-1' });
    await tokens.revoke(token);
    time = T0 + 3600_000;
    expect(await tokens.revoke(await tokens.issue({ sub: 'id-2' }))).toBe(true);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('publishes a public JWK that verifies its tokens', async () => {
    const jwk = await tokens.publicJwk();
    expect(jwk).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      kid: expect.any(String) as string,
    });
    expect(jwk).not.toHaveProperty('d');
    const token = await tokens.issue({ sub: 'id-1' });
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [jwk] }), {
      currentDate: new Date(T0),
    });
    expect(payload.sub).toBe('id-1');
  });
});
