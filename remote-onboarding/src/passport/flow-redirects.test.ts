import {
  checkRedirects,
  forwardedRedirect,
  refusedRedirectMessage,
  type RedirectPlaces,
} from './flow-redirects.ts';

const PRODUCT = 'https://lender.example';
const PASSPORT = 'https://provider.example';
const production: RedirectPlaces = { productOrigin: PRODUCT, passportOrigin: PASSPORT, production: true };
const local: RedirectPlaces = {
  productOrigin: 'http://127.0.0.1:3000',
  passportOrigin: 'http://127.0.0.1:4000',
  production: false,
};

describe('forwardedRedirect', () => {
  it.each([
    // A path of ours: sent on as the product's absolute address.
    ['a path', production, '/applications?id=1#top', `${PRODUCT}/applications?id=1#top`],
    ['a path, locally', local, '/dashboard', 'http://127.0.0.1:3000/dashboard'],
    ['a path with an encoded query', production, '/a?next=%2Fb', `${PRODUCT}/a?next=%2Fb`],
    // An absolute address on one of the two origins.
    ['the product, in full', production, `${PRODUCT}/loans`, `${PRODUCT}/loans`],
    [
      'the passport site',
      production,
      `${PASSPORT}/universal-passport/done`,
      `${PASSPORT}/universal-passport/done`,
    ],
    ['an origin written in capitals', production, 'HTTPS://Provider.Example/x', `${PASSPORT}/x`],
    [
      'the passport site on loopback http, outside production',
      local,
      'http://127.0.0.1:4000/x',
      'http://127.0.0.1:4000/x',
    ],
    [
      'localhost and *.localhost are loopback',
      { ...local, productOrigin: 'http://app.localhost:3000', passportOrigin: 'http://localhost:4000' },
      'http://app.localhost:3000/x',
      'http://app.localhost:3000/x',
    ],
    // Refused.
    ['javascript:', production, 'javascript:alert(document.domain)', null],
    ['javascript: in capitals, after a space', production, ' JavaScript:alert(1)', null],
    ['data:', production, 'data:text/html,<script>alert(1)</script>', null],
    ['a scheme-relative address', production, '//evil.example/x', null],
    ['a backslash after the slash', production, '/\\evil.example', null],
    ['backslashes for slashes', production, '\\\\evil.example', null],
    ['an encoded second slash', production, '/%2Fevil.example', null],
    ['an encoded backslash', production, '/%5Cevil.example', null],
    ['a double-encoded second slash', production, '/%252Fevil.example', null],
    ['a path that normalises to two slashes', production, '/..//evil.example', null],
    ['a foreign https address', production, 'https://evil.example/', null],
    ['a foreign host ending like ours', production, 'https://lender.example.evil.example/', null],
    ['our host as a user name', production, 'https://lender.example@evil.example/', null],
    ['a user name on our host', production, 'https://someone@lender.example/', null],
    ['an encoded @ before a foreign host', production, 'https://lender.example%40evil.example/', null],
    ['a tab inside the scheme', production, 'ht\ttps://lender.example/', null],
    ['a look-alike slash', production, '/\u2215evil.example', null],
    ['our origin over http in production', production, 'http://lender.example/', null],
    ['the passport site over http in production', production, 'http://provider.example/', null],
    [
      'http on loopback in production',
      { ...production, productOrigin: 'http://127.0.0.1:3000' },
      'http://127.0.0.1:3000/x',
      null,
    ],
    [
      'http on a host that is not loopback, outside production',
      { ...local, passportOrigin: 'http://provider.example' },
      'http://provider.example/',
      null,
    ],
    ['our host on another port', production, 'https://lender.example:8443/', null],
    ['a relative address', production, 'evil.example/x', null],
    [
      'a passport address when none is configured',
      { ...production, passportOrigin: null },
      `${PASSPORT}/x`,
      null,
    ],
    ['an address too long', production, `${PRODUCT}/${'x'.repeat(2048)}`, null],
    // The record holds at most 2,048 characters (FLOW_TEXT_LIMITS): a path must fit once the origin is before it.
    ['a path that fits only without the origin', production, `/${'x'.repeat(2040)}`, null],
  ] as const)('%s', (_, places, value, forwarded) => {
    expect(forwardedRedirect(value, places)).toBe(forwarded);
  });

  it('accepts what it sent on, unchanged (a stored record reads back the same)', () => {
    const once = forwardedRedirect('/applications?id=1', production)!;
    expect(forwardedRedirect(once, production)).toBe(once);
  });
});

describe('checkRedirects', () => {
  it('sends both fields on as absolute addresses', () => {
    expect(
      checkRedirects(
        { intent: 'kyc', redirectUrl: '/done', incompleteRedirectUrl: `${PASSPORT}/later` },
        production,
      ),
    ).toEqual({
      ok: true,
      record: { intent: 'kyc', redirectUrl: `${PRODUCT}/done`, incompleteRedirectUrl: `${PASSPORT}/later` },
    });
  });

  it('leaves a record without them as it is', () => {
    expect(checkRedirects({ intent: '506b', description: 'Fund I' }, production)).toEqual({
      ok: true,
      record: { intent: '506b', description: 'Fund I' },
    });
  });

  it.each([
    ['redirectUrl', { intent: 'kyc', redirectUrl: 'https://evil.example/' }],
    [
      'incompleteRedirectUrl',
      { intent: 'kyc', redirectUrl: '/ok', incompleteRedirectUrl: 'javascript:alert(1)' },
    ],
  ] as const)('names the field refused: %s', (field, record) => {
    expect(checkRedirects(record, production)).toEqual({ ok: false, field });
  });

  it('says which parameter of the link it refused', () => {
    expect(refusedRedirectMessage('incompleteRedirectUrl')).toBe(
      'The incompleteRedirectUrl in this link is not an address we can send you to.',
    );
  });
});
