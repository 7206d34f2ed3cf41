import { signJwtES256K } from './jwt-es256k.ts';
import {
  addressesFromToken,
  addressFromToken,
  MISSING_ADDR_ERROR,
  walletOfLoginToken,
} from './token-address.ts';

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

describe('walletOfLoginToken', () => {
  it.each([
    [
      'a token naming a wallet',
      unsigned({ sub: 'u-1', addr: '0xabc' }),
      { address: '0xabc', groupAddress: null },
    ],
    [
      'a token naming a wallet acting for an account',
      signJwtES256K({ sub: 'u-1', addr: '0xabc', grp: '0xgrp' }, KEY),
      { address: '0xabc', groupAddress: '0xgrp' },
    ],
    ['a session token naming no wallet', unsigned({ sub: 'u-1', email: 'a@b.c' }), null],
    ['a token with empty claims', unsigned({ sub: 'u-1', addr: '', grp: '' }), null],
    ['an opaque token', 'opaque-session-token', null],
  ])('reads %s', (_, token, wallet) => {
    expect(walletOfLoginToken(token)).toEqual(wallet);
  });

  it('throws the specification message for a token naming an account without its wallet', () => {
    expect(() => walletOfLoginToken(unsigned({ sub: 'u-1', grp: '0xgrp' }))).toThrow(
      new Error(MISSING_ADDR_ERROR),
    );
  });
});
