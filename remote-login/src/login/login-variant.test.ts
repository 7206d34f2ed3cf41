import { brands, parseStartupParams } from '@lender/shared';
import { CONTINUE_APPLICATION_TEXT, loginVariant, type LoginVariantInput } from './login-variant.ts';

const input = (search = '', overrides: Partial<LoginVariantInput> = {}): LoginVariantInput => ({
  params: parseStartupParams(search, 'http://127.0.0.1:3000'),
  brand: brands.own,
  pathname: '/auth/login',
  search,
  audience: 'customer',
  ...overrides,
});

describe('loginVariant', () => {
  it('is the plain page by default', () => {
    expect(loginVariant(input())).toEqual({
      heading: 'Log in to Keystone Home Lending',
      continuing: false,
      helocVariant: false,
      newUserFlow: false,
      register: { prompt: 'New to Keystone Home Lending?', href: '/auth/register' },
      showSignerDivider: true,
      startInPasscodeMode: false,
      emailPrefill: '',
      brokered: false,
    });
  });

  it('opens the HELOC login for the HELOC partner’s fixed id only', () => {
    const partner = loginVariant(input('?referrer=heloc-partner'));
    expect(partner.register?.href).toBe('/account/heloc/register?referrer=heloc-partner');
    for (const other of ['?referrer=x', '?referrer=HELOC-PARTNER', '?referrer=heloc-partner-2'])
      expect(loginVariant(input(other)).helocVariant).toBe(false);
  });

  it('keeps the query string on the register link', () => {
    expect(
      loginVariant(input('?label=apollo&redirectUrl=%2Fdashboard', { brand: brands.apollo })).register?.href,
    ).toBe('/account/heloc/register?label=apollo&redirectUrl=%2Fdashboard');
    expect(loginVariant(input('?referrer=x')).register?.href).toBe('/auth/register?referrer=x');
  });

  it.each([
    ['a brand whose default product is heloc', input('', { brand: brands.apollo })],
    ['a page under /account/heloc/', input('', { pathname: '/account/heloc/login' })],
    ['a link from the HELOC partner', input('?referrer=heloc-partner')],
  ])('says "Log in to your HELOC account with {brand}" for %s', (_, given) => {
    const variant = loginVariant(given);
    expect(variant.heading).toBe(`Log in to your HELOC account with ${given.brand.displayName}`);
    expect(variant.register?.href.split('?')[0]).toBe('/account/heloc/register');
  });

  it('continues an application with otp=true and an email: passcode mode, email filled, no register link', () => {
    const variant = loginVariant(input('?otp=true&email=pat.customer%40example.com'));
    expect(variant).toMatchObject({
      continuing: true,
      startInPasscodeMode: true,
      emailPrefill: 'pat.customer@example.com',
      register: null,
    });
    expect(CONTINUE_APPLICATION_TEXT).toBe('Continue your application by logging into your account.');
  });

  it('starts in passcode mode with otp=true alone, without the continuing text', () => {
    expect(loginVariant(input('?otp=true'))).toMatchObject({ continuing: false, startInPasscodeMode: true });
  });

  it.each(['new-user', 'wholesale-new-user'])(
    'hides the register link and the signer divider in flow=%s',
    (flow) => {
      expect(loginVariant(input(`?flow=${flow}`))).toMatchObject({
        newUserFlow: true,
        register: null,
        showSignerDivider: false,
      });
    },
  );

  it('hides the signer divider for a brand that says so', () => {
    const brand = { ...brands.hamilton, hideSignerDivider: true };
    expect(loginVariant(input('', { brand })).showSignerDivider).toBe(false);
  });

  it('ignores an invalid email in the query', () => {
    expect(loginVariant(input('?email=not-an-email&otp=true'))).toMatchObject({
      emailPrefill: '',
      continuing: false,
    });
  });

  it('goes through the identity broker for the agent audience', () => {
    expect(loginVariant(input('', { audience: 'agent' })).brokered).toBe(true);
  });
});
