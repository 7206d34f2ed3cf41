import type { TwoFactorOptions } from '@lender/shared/endpoints/identity';
import { planLogin, type LoginAnswer, type LoginOutcomeContext, type LoginStep } from './login-outcome.ts';

const twoFactor: TwoFactorOptions = {
  loginUuid: 'l-1',
  aliases: [],
  emailFactorSupported: false,
  totpEnabled: true,
};
const brokerOrigins = ['http://127.0.0.1:4000'];
const plain: LoginOutcomeContext = { walletconnect: false, brokerOrigins };
const toTarget: LoginOutcomeContext = {
  walletconnect: false,
  redirectTarget: '/auth/wallet/create-wallet',
  brokerOrigins,
};
const wallet: LoginOutcomeContext = {
  walletconnect: true,
  redirectTarget: '/auth/wallet/create-wallet',
  brokerOrigins,
};

const rows: Array<[string, LoginAnswer, LoginOutcomeContext, LoginStep[]]> = [
  [
    'a token goes to /dashboard by default, after forgetting the email draft and saving the query',
    { jwt: 't' },
    plain,
    [
      { kind: 'store-token', jwt: 't' },
      { kind: 'forget-email-draft' },
      { kind: 'save-query-params' },
      { kind: 'go', to: '/dashboard' },
    ],
  ],
  [
    'a token goes to the sanitised target',
    { jwt: 't' },
    toTarget,
    [
      { kind: 'store-token', jwt: 't' },
      { kind: 'forget-email-draft' },
      { kind: 'save-query-params' },
      { kind: 'go', to: '/auth/wallet/create-wallet' },
    ],
  ],
  [
    'with walletconnect=true the wallet modal opens after the token is stored',
    { jwt: 't' },
    wallet,
    [
      { kind: 'store-token', jwt: 't' },
      { kind: 'forget-email-draft' },
      { kind: 'open-wallet-modal', returnTo: '/auth/wallet/create-wallet' },
    ],
  ],
  [
    'the password reset comes first, holding the token it needs',
    { jwt: 't', passwordExpired: true, redirectUrl: 'https://broker.example/' },
    plain,
    [{ kind: 'store-token', jwt: 't' }, { kind: 'reset-password' }],
  ],
  [
    'after the reset the login continues without storing the token again',
    { jwt: 't', passwordExpired: true },
    { ...plain, passwordReset: true },
    [{ kind: 'forget-email-draft' }, { kind: 'save-query-params' }, { kind: 'go', to: '/dashboard' }],
  ],
  [
    'redirectUrl wins over everything after the reset',
    {
      redirectUrl: 'http://127.0.0.1:4000/identity-broker/authorize',
      isAccountManuallyLocked: true,
      jwt: 't',
    },
    plain,
    [
      { kind: 'forget-email-draft' },
      { kind: 'leave', url: 'http://127.0.0.1:4000/identity-broker/authorize' },
    ],
  ],
  [
    "a redirectUrl on another origin than the brokers' is not followed",
    { redirectUrl: 'https://evil.example/identity-broker/authorize', jwt: 't' },
    plain,
    [],
  ],
  [
    'a redirectUrl that is not a web address is not followed',
    { redirectUrl: 'javascript:alert(1)//http://127.0.0.1:4000/' },
    plain,
    [],
  ],
  [
    'no broker origin configured: no redirect is followed',
    { redirectUrl: 'http://127.0.0.1:4000/identity-broker/authorize' },
    { ...plain, brokerOrigins: [] },
    [],
  ],
  [
    'a locked account gets its toast and nothing else',
    { isAccountManuallyLocked: true, jwt: 't' },
    plain,
    [{ kind: 'locked' }],
  ],
  [
    'a second factor opens the 2-step dialog',
    { twoFactorOptions: twoFactor },
    wallet,
    [{ kind: 'two-factor', options: twoFactor }],
  ],
  [
    'a token and a second factor: the token is stored, then the dialog opens',
    { jwt: 't', twoFactorOptions: twoFactor },
    plain,
    [
      { kind: 'store-token', jwt: 't' },
      { kind: 'two-factor', options: twoFactor },
    ],
  ],
  ['an answer with nothing to act on plans nothing', {}, plain, []],
];

describe('planLogin: the outcomes in their order', () => {
  it.each(rows)('%s', (_, answer, context, steps) => {
    expect(planLogin(answer, context)).toEqual(steps);
  });
});
