import { JWT_DEFAULT_LIFETIME_S } from '@lender/shared/wallet';
import {
  needsNewWalletToken,
  RENEW_BEFORE_S,
  walletTokenExpired,
  walletTokenExpiresAt,
} from './wallet-token.ts';
import { unsignedToken as token } from './unsigned-token.testing.ts';

const NOW_S = 1_700_000_000;
const NOW = NOW_S * 1000;

it('counts 1440 s and 2 minutes, the specification’s default lifetime', () => {
  expect(JWT_DEFAULT_LIFETIME_S).toBe(1440);
  expect(RENEW_BEFORE_S).toBe(120);
});

describe('when Verify asks the wallet for a new token first', () => {
  it.each<[string, string | null, number | null, boolean, boolean]>([
    ['fresh (exp 24 minutes on)', token({ addr: '0xa', exp: NOW_S + 1440 }), NOW_S + 1440, false, false],
    ['exactly 2 minutes left', token({ addr: '0xa', exp: NOW_S + 120 }), NOW_S + 120, false, false],
    ['just under 2 minutes left', token({ addr: '0xa', exp: NOW_S + 119 }), NOW_S + 119, true, false],
    ['expired', token({ addr: '0xa', exp: NOW_S }), NOW_S, true, true],
    ['no exp: iat + 1440 s, fresh', token({ addr: '0xa', iat: NOW_S - 60 }), NOW_S + 1380, false, false],
    [
      'no exp: iat + 1440 s, 23 minutes old',
      token({ addr: '0xa', iat: NOW_S - 1380 }),
      NOW_S + 60,
      true,
      false,
    ],
    [
      'exp wins over iat',
      token({ addr: '0xa', iat: NOW_S - 5000, exp: NOW_S + 600 }),
      NOW_S + 600,
      false,
      false,
    ],
    ['neither claim (the API refuses it)', token({ addr: '0xa' }), null, true, true],
    ['a time claim that is not a number', token({ addr: '0xa', exp: 'soon' }), null, true, true],
    ['no token', null, null, true, true],
    ['not a JWT', 'opaque', null, true, true],
    ['a payload that is not JSON', 'a.%%%.c', null, true, true],
  ])('%s', (_, jwt, expiresAt, renew, expired) => {
    expect(walletTokenExpiresAt(jwt)).toBe(expiresAt);
    expect(needsNewWalletToken(jwt, NOW)).toBe(renew);
    expect(walletTokenExpired(jwt, NOW)).toBe(expired);
  });
});
