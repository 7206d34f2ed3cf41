/** @jest-environment node */
import * as v from 'valibot';
import { claimsSchema, TOKEN_KINDS } from './session-claims.ts';

const valid = { sub: 'id-1', kind: 'session', iss: 'dev-api', iat: 1, exp: 2, jti: 'j' };

describe('session claims', () => {
  it('knows three kinds of token', () => {
    expect(TOKEN_KINDS).toEqual(['session', 'first-factor', 'wallet']);
  });

  it.each([
    ['the minimum', valid, true],
    ['wallet addresses and an email', { ...valid, addr: '0xa', grp: '0xb', email: 'p@example.com' }, true],
    ['an empty subject', { ...valid, sub: '' }, false],
    ['no jti', { ...valid, jti: undefined }, false],
    ['an unknown kind', { ...valid, kind: 'admin' }, false],
    ['a string expiry', { ...valid, exp: '2' }, false],
    ['a numeric address', { ...valid, addr: 1 }, false],
  ])('%s is acceptable: %p', (_label, claims, ok) => {
    expect(v.safeParse(claimsSchema, claims).success).toBe(ok);
  });
});
