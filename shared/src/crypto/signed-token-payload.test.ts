import * as v from 'valibot';
import {
  buildSignedTokenPayload,
  JWT_DEFAULT_LIFETIME_S,
  signedTokenPayloadSchema,
} from './signed-token-payload.ts';

const base = { address: '0xabc', subject: '02ff', issuer: 'lender', now: 1_700_000_000_999 };

describe('buildSignedTokenPayload', () => {
  it('defaults the lifetime to 1440 s from the whole-second issue time', () => {
    expect(JWT_DEFAULT_LIFETIME_S).toBe(1440);
    expect(buildSignedTokenPayload(base)).toEqual({
      addr: '0xabc',
      sub: '02ff',
      iss: 'lender',
      iat: 1_700_000_000,
      exp: 1_700_001_440,
    });
  });

  it.each([
    ['a group address', { groupAddress: '0xgrp' }, { grp: '0xgrp' }],
    ['no group (null)', { groupAddress: null }, {}],
    ['an explicit expiry', { expiresAt: 1_800_000_000 }, { exp: 1_800_000_000 }],
  ])('with %s', (_, extra, expected) => {
    const payload = buildSignedTokenPayload({ ...base, ...extra });
    expect(payload).toMatchObject(expected);
    if (!('grp' in expected)) expect(payload).not.toHaveProperty('grp');
  });
});

describe('signedTokenPayloadSchema', () => {
  it.each([
    ['addr only', { addr: '0x1' }, true],
    ['addr and grp', { addr: '0x1', grp: '0x2' }, true],
    ['a full built payload', buildSignedTokenPayload(base), true],
    ['extra claims', { addr: '0x1', email: 'a@b.c' }, true],
    ['no addr', { grp: '0x2' }, false],
    ['an empty addr', { addr: '' }, false],
    ['a numeric addr', { addr: 1 }, false],
    ['a string exp', { addr: '0x1', exp: '1' }, false],
  ])('%s → valid %s', (_, payload, valid) => {
    expect(v.safeParse(signedTokenPayloadSchema, payload).success).toBe(valid);
  });
});
