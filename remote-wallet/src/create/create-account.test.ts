import { ApiError } from '@lender/shared';
import {
  ACCOUNT_NAME_REQUIRED,
  accountNameProblem,
  afterCreate,
  ERROR_SUBMITTING_ACCOUNT,
  submitProblem,
  withRedirect,
} from './create-account.ts';

it.each([
  ['', ACCOUNT_NAME_REQUIRED],
  ['   ', ACCOUNT_NAME_REQUIRED],
  ['My wallet', null],
  ['Zoë’s Holdings 住宅 🏠', null],
  ['x'.repeat(100), null],
  ['x'.repeat(101), 'Please use at most 100 characters.'],
  ['My\twallet', 'Please remove the tab or other control characters you pasted.'],
  ['\u202Etxt.exe — Reyes Holdings', 'Please remove the hidden text-direction characters you pasted.'],
  ['Reyes\u2068 Holdings', 'Please remove the hidden text-direction characters you pasted.'],
])('the name %p → %p', (name, problem) => {
  expect(accountNameProblem(name)).toBe(problem);
});

it('a failed submit says so on the field, with the server’s messages when listed', () => {
  expect(
    submitProblem(new ApiError({ status: 400, message: 'Bad', messages: ['Name taken', 'Try another'] })),
  ).toBe(`${ERROR_SUBMITTING_ACCOUNT}: Name taken Try another`);
  expect(submitProblem(new ApiError({ status: 500, message: 'Server error' }))).toBe(
    ERROR_SUBMITTING_ACCOUNT,
  );
  expect(submitProblem(new Error('offline'))).toBe(ERROR_SUBMITTING_ACCOUNT);
});

it.each([
  ['/dashboard?walletModal=Select', { selectNew: false, to: '/dashboard?walletModal=Select' }],
  ['/dashboard', { selectNew: false, to: '/dashboard' }],
  [undefined, { selectNew: true, to: '/auth/wallet/onboarding' }],
])(
  'after creation with the redirect %p: %p (the new account is selected only without one)',
  (redirectUrl, next) => {
    expect(afterCreate(redirectUrl)).toEqual(next);
  },
);

it('carries the redirect between pages', () => {
  expect(withRedirect('/auth/wallet/create-account', '/dashboard?walletModal=Select')).toBe(
    '/auth/wallet/create-account?redirectUrl=%2Fdashboard%3FwalletModal%3DSelect',
  );
  expect(withRedirect('/auth/wallet/create-account', undefined)).toBe('/auth/wallet/create-account');
});
