import { DEFAULT_REDIRECT, paths, withQuery } from './routes.ts';

describe('paths', () => {
  it.each([
    ['login', '/auth/login'],
    ['loginRegister', '/auth/login/register'],
    ['register', '/auth/register'],
    ['logout', '/auth/logout'],
    ['partnerRegister', '/auth/credit-karma/register'],
    ['wallet', '/auth/wallet'],
    ['createWallet', '/auth/wallet/create-wallet'],
    ['organizationSelectAccount', '/auth/wallet/organization/select-account'],
    ['helocSignerLogin', '/account/heloc/heloc-signer/login'],
    ['helocRegister', '/account/heloc/register'],
    ['dashboard', '/dashboard'],
    ['terms', '/terms/'],
    ['privacy', '/privacy/'],
    ['communications', '/communications/'],
  ] as const)('%s is %s', (key, path) => {
    expect(paths[key]).toBe(path);
  });

  it('defaults the redirect to /dashboard', () => {
    expect(DEFAULT_REDIRECT).toBe('/dashboard');
  });
});

describe('withQuery', () => {
  it.each([
    ['/auth/register', '?email=a%40b.c', '/auth/register?email=a%40b.c'],
    ['/auth/register', 'flow=wallet', '/auth/register?flow=wallet'],
    ['/auth/register', '', '/auth/register'],
    ['/auth/register', '?', '/auth/register'],
  ])('%s + %s = %s', (path, search, expected) => {
    expect(withQuery(path, search)).toBe(expected);
  });
});
