import { parseFlow, parseLabel, parseStartupParams, PARTNER_STEPS, STARTUP_FLOWS } from './startup-params.ts';

const ORIGIN = 'https://lender.example';

describe('parseLabel', () => {
  it.each([
    ['apollo', 'apollo'],
    ['hamilton', 'hamilton'],
    ['outpost', 'outpost'],
    ['novawulf', 'novawulf'],
    ['Apollo', undefined],
    [' apollo', undefined],
    ['keystone', undefined],
    ['', undefined],
    [null, undefined],
    [['apollo'], undefined],
  ])('%j is %j', (value, expected) => {
    expect(parseLabel(value)).toBe(expected);
  });
});

describe('parseFlow', () => {
  it.each([
    ['new-user', 'new-user'],
    ['wholesale-new-user', 'wholesale-new-user'],
    ['wallet', 'wallet'],
    ['Wallet', undefined],
    ['existing-user', undefined],
    [undefined, undefined],
  ])('%j is %j', (value, expected) => {
    expect(parseFlow(value)).toBe(expected);
  });

  it('knows the three flows', () => {
    expect(STARTUP_FLOWS).toEqual(['new-user', 'wholesale-new-user', 'wallet']);
    expect(PARTNER_STEPS).toEqual([1, 2]);
  });
});

describe('parseStartupParams', () => {
  it('reads every parameter', () => {
    const search =
      '?redirectUrl=%2Fauth%2Fwallet%2Fcreate-wallet%3Fx%3D1&label=outpost&flow=wallet&email=pat%40example.com' +
      '&otp=true&walletconnect=true&referrer=ck-42&loginUuid=l-1&identityUuid=i-1&step=2';
    expect(parseStartupParams(search, ORIGIN)).toStrictEqual({
      redirectUrl: '/auth/wallet/create-wallet?x=1',
      label: 'outpost',
      flow: 'wallet',
      email: 'pat@example.com',
      otp: true,
      walletconnect: true,
      referrer: 'ck-42',
      loginUuid: 'l-1',
      identityUuid: 'i-1',
      step: 2,
    });
  });

  it('gives defaults for an empty query', () => {
    expect(parseStartupParams('', ORIGIN)).toStrictEqual({
      redirectUrl: undefined,
      label: undefined,
      flow: undefined,
      email: undefined,
      otp: false,
      walletconnect: false,
      referrer: undefined,
      loginUuid: undefined,
      identityUuid: undefined,
      step: undefined,
    });
  });

  it.each([
    ['redirectUrl=https://evil.example/', 'redirectUrl', undefined],
    ['redirectUrl=//evil.example', 'redirectUrl', undefined],
    ['redirectUrl=', 'redirectUrl', undefined],
    ['redirectUrl=/dashboard', 'redirectUrl', '/dashboard'],
    ['label=evil', 'label', undefined],
    ['flow=admin', 'flow', undefined],
    ['email=not-an-email', 'email', undefined],
    ['email=%20pat%40example.com%20', 'email', 'pat@example.com'],
    ['otp=TRUE', 'otp', false],
    ['otp=1', 'otp', false],
    ['otp=true', 'otp', true],
    ['walletconnect=yes', 'walletconnect', false],
    ['walletconnect=true', 'walletconnect', true],
    ['referrer=%20%20', 'referrer', undefined],
    ['loginUuid=', 'loginUuid', undefined],
    ['identityUuid=%20i-2', 'identityUuid', 'i-2'],
    ['step=3', 'step', undefined],
    ['step=1', 'step', 1],
    ['step=two', 'step', undefined],
    ['label=apollo&label=evil', 'label', 'apollo'],
  ])('%s gives %s = %j', (search, key, expected) => {
    expect(parseStartupParams(search, ORIGIN)[key as keyof ReturnType<typeof parseStartupParams>]).toBe(
      expected,
    );
  });

  it("uses the page's own origin by default", () => {
    expect(parseStartupParams('?redirectUrl=/auth/register').redirectUrl).toBe('/auth/register');
    expect(
      parseStartupParams(`?redirectUrl=${encodeURIComponent(window.location.origin)}/x`).redirectUrl,
    ).toBeUndefined();
  });
});
