import { fullSiteAddress, fullSiteStepOf } from './full-site.ts';

describe('which step a standalone page cannot take alone', () => {
  it.each([
    ['nothing asked of the shell', { walletModalOpen: false, search: '' }, null],
    [
      'a query without the modal',
      { walletModalOpen: false, search: '?walletconnect=true&label=apollo' },
      null,
    ],
    [
      'the wallet modal asked for (a walletconnect login, onboarding)',
      { walletModalOpen: true, search: '' },
      'wallet-modal',
    ],
    [
      'the address asks for the modal (the way back to Select)',
      { walletModalOpen: false, search: '?walletModal=Select' },
      'wallet-modal',
    ],
    ['both', { walletModalOpen: true, search: '?a=1&walletModal=Select' }, 'wallet-modal'],
  ] as const)('%s', (_, moment, step) => {
    expect(fullSiteStepOf(moment)).toBe(step);
  });
});

describe('the same page on the full site', () => {
  it.each([
    ['http://127.0.0.1:3200', '/auth/login', '', 'http://127.0.0.1:3200/auth/login'],
    [
      'http://127.0.0.1:3200',
      '/auth/login',
      '?walletconnect=true&label=apollo',
      'http://127.0.0.1:3200/auth/login?walletconnect=true&label=apollo',
    ],
    [
      'https://sign-in.lender.example',
      '/auth/wallet/onboarding',
      '?intent=506c&redirectUrl=%2Fdashboard',
      'https://sign-in.lender.example/auth/wallet/onboarding?intent=506c&redirectUrl=%2Fdashboard',
    ],
    // A path that starts with two slashes stays on the shell's origin (it is not a host).
    ['http://127.0.0.1:3200', '//evil.example/x', '?a=1', 'http://127.0.0.1:3200//evil.example/x?a=1'],
  ])('on %s, %s%s is %s', (shellOrigin, pathname, search, address) => {
    expect(fullSiteAddress(shellOrigin, { pathname, search })).toBe(address);
    expect(new URL(fullSiteAddress(shellOrigin, { pathname, search })).origin).toBe(shellOrigin);
  });
});
