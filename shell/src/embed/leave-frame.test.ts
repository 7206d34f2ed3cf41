import { fullSiteHref, openInNewTab } from './leave-frame.ts';

const SHELL = 'https://sign-in.lender.example';

describe('fullSiteHref', () => {
  it.each([
    ['a page of ours gets the label', '/auth/register', `${SHELL}/auth/register?label=apollo`],
    [
      'its query and hash are kept',
      '/auth/wallet/create-wallet?x=1#top',
      `${SHELL}/auth/wallet/create-wallet?x=1&label=apollo#top`,
    ],
    ['a label it names is kept', '/auth/register?label=hamilton', `${SHELL}/auth/register?label=hamilton`],
    [
      'an external address stays external, with the label',
      'https://provenance.example/convert?redirectUrl=%2Fx',
      'https://provenance.example/convert?redirectUrl=%2Fx&label=apollo',
    ],
  ])('%s', (_, href, url) => {
    expect(fullSiteHref(href, 'apollo', SHELL)).toBe(url);
  });
});

describe('openInNewTab', () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  afterEach(() => open.mockClear());
  afterAll(() => open.mockRestore());

  it.each(['https://sign-in.lender.example/auth/register', 'HTTP://127.0.0.1:3000/x'])(
    'opens %s in a new tab that cannot reach the frame',
    (url) => {
      openInNewTab(url);
      expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
    },
  );

  it.each(['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,hi', '/auth/register'])(
    'refuses %s',
    (url) => {
      expect(() => openInNewTab(url)).toThrow('Refusing to open');
      expect(open).not.toHaveBeenCalled();
    },
  );
});
