/** @jest-environment node */
import { addressFromPublicKey, publicKeyHex, signJwtES256K } from '@lender/shared/stand-ins';
import { createWalletBook } from '../state/wallet-book.ts';
import {
  verifyWalletToken,
  WALLET_TOKEN_EXPIRED,
  WALLET_TOKEN_INVALID,
  walletTokenLifetime,
  type LifetimeVerdict,
} from './wallet-tokens.ts';

const NOW_MS = 1_800_000_000_000;
const NOW_S = NOW_MS / 1000;
const HOUR = 3600;

describe("a wallet token's lifetime", () => {
  it.each<[string, { iat?: unknown; exp?: unknown }, LifetimeVerdict]>([
    ['exp ahead', { iat: NOW_S, exp: NOW_S + 60 }, 'live'],
    ['exp reached', { iat: NOW_S - 60, exp: NOW_S }, 'expired'],
    ['exp passed', { iat: NOW_S - 600, exp: NOW_S - 1 }, 'expired'],
    ['no exp: iat + 1440 s, inside it', { iat: NOW_S - 1439 }, 'live'],
    ['no exp: iat + 1440 s, at its end', { iat: NOW_S - 1440 }, 'expired'],
    ['no exp, a day-old iat', { iat: NOW_S - 24 * HOUR }, 'expired'],
    ['exp without iat, within a day', { exp: NOW_S + 23 * HOUR }, 'live'],
    ['exp without iat, beyond a day', { exp: NOW_S + 25 * HOUR }, 'invalid'],
    ['neither exp nor iat', {}, 'invalid'],
    ['a lifetime of exactly 24 h', { iat: NOW_S, exp: NOW_S + 24 * HOUR }, 'live'],
    ['a lifetime over 24 h', { iat: NOW_S, exp: NOW_S + 24 * HOUR + 1 }, 'invalid'],
    ['a ten-year token', { iat: NOW_S, exp: NOW_S + 10 * 365 * 24 * HOUR }, 'invalid'],
    ['iat a little ahead of our clock', { iat: NOW_S + 30, exp: NOW_S + 600 }, 'live'],
    ['iat far in the future', { iat: NOW_S + 3600, exp: NOW_S + 4000 }, 'invalid'],
    ['exp that is not a number', { iat: NOW_S, exp: 'tomorrow' }, 'invalid'],
    ['iat that is not a number', { iat: null, exp: NOW_S + 60 }, 'invalid'],
  ])('%s: %s', (_, payload, verdict) => {
    expect(walletTokenLifetime(payload, NOW_MS)).toBe(verdict);
  });
});

describe('verifyWalletToken', () => {
  const key = '5'.repeat(64);
  const publicKey = publicKeyHex(key);
  const addr = addressFromPublicKey(publicKey);
  const book = createWalletBook([]);
  const token = (claims: Record<string, unknown>) => signJwtES256K({ addr, sub: publicKey, ...claims }, key);

  it('takes a token signed by the wallet, with no issuer, and its group request', () => {
    expect(verifyWalletToken(token({ iat: NOW_S, grp: '0xgroup' }), book, NOW_MS)).toEqual({
      ok: true,
      address: addr,
      groupAddress: '0xgroup',
      publicKey,
    });
  });

  it.each([
    ['no exp and no iat: it would never expire', {}, WALLET_TOKEN_INVALID],
    ['no exp, iat over 1440 s ago', { iat: NOW_S - 1441 }, WALLET_TOKEN_EXPIRED],
    ['exp passed', { iat: NOW_S - 100, exp: NOW_S - 10 }, WALLET_TOKEN_EXPIRED],
    ['a lifetime over 24 h', { iat: NOW_S, exp: NOW_S + 2 * 24 * HOUR }, WALLET_TOKEN_INVALID],
  ])('refuses %s', (_, claims, message) => {
    expect(verifyWalletToken(token(claims), book, NOW_MS)).toEqual({ ok: false, message });
  });
});
