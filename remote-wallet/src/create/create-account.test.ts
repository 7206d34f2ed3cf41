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

it('goes to the redirect it was given, else to onboarding, and carries the redirect between pages', () => {
  expect(afterCreate('/dashboard?walletModal=Select')).toBe('/dashboard?walletModal=Select');
  expect(afterCreate(undefined)).toBe('/auth/wallet/onboarding');
  expect(withRedirect('/auth/wallet/create-account', '/dashboard?walletModal=Select')).toBe(
    '/auth/wallet/create-account?redirectUrl=%2Fdashboard%3FwalletModal%3DSelect',
  );
  expect(withRedirect('/auth/wallet/create-account', undefined)).toBe('/auth/wallet/create-account');
});
