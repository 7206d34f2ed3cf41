import { signJwtES256K } from './jwt-es256k.ts';
import { addressesFromToken, addressFromToken, MISSING_ADDR_ERROR } from './token-address.ts';

const KEY = '0000000000000000000000000000000000000000000000000000000000000003';
const unsigned = (claims: object) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

describe('addressFromToken', () => {
  it.each([
    ['a signed token', signJwtES256K({ addr: '0xabc', grp: '0xgrp' }, KEY), '0xabc', '0xgrp'],
    ['an unsigned token without grp', unsigned({ addr: '0xdef' }), '0xdef', null],
  ])('reads %s', (_, token, address, groupAddress) => {
    expect(addressFromToken(token)).toBe(address);
    expect(addressesFromToken(token)).toEqual({ address, groupAddress });
  });

  it.each([
    ['no addr', unsigned({ sub: 'u-1' })],
    ['an empty addr', unsigned({ addr: '' })],
    ['a numeric addr', unsigned({ addr: 7 })],
    ['a malformed token', 'not-a-token'],
    ['an empty string', ''],
  ])('throws the specification message for %s', (_, token) => {
    expect(() => addressFromToken(token)).toThrow(new Error(MISSING_ADDR_ERROR));
    expect(MISSING_ADDR_ERROR).toBe('jwt is missing addr claim');
  });
});
