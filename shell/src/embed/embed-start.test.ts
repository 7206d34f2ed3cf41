import {
  decideEmbedStart,
  embedAddress,
  embedStepOf,
  frameAddressFor,
  fullSiteAddress,
  sitePageOf,
  type EmbedPlace,
} from './embed-start.ts';
import { remoteRouteFor } from '@lender/shared/contracts';
import { EMBED_REGISTER_SCREENS } from './protocol.ts';

const ORIGIN = 'https://apollo.example';
const CHANNEL = '3f2b9c1e-7a4d-4e0f-9b1a-2c3d4e5f6a7b';
const TICKET = 't1.claims.mac';
const NONCE = 'partner-nonce-0123456789';
const apollo = { origin: ORIGIN, labels: ['apollo', 'hamilton'], ticket: TICKET };

/** A frame opened by the loader as it does, with one thing changed per row. */
const place = (over: Partial<EmbedPlace> & { query?: Record<string, string | null> } = {}): EmbedPlace => {
  const { query: changes = {}, ...rest } = over;
  const query = new URLSearchParams({ origin: ORIGIN, channel: CHANNEL, label: 'apollo' });
  for (const [name, value] of Object.entries(changes))
    if (value === null) query.delete(name);
    else query.set(name, value);
  return {
    pathname: '/embed/login',
    search: `?${query.toString()}`,
    partner: apollo,
    framed: true,
    parentOrigin: ORIGIN,
    ...rest,
  };
};

describe('decideEmbedStart', () => {
  it.each([
    ['the login step', '/embed/login', '?label=apollo', '/auth/login?label=apollo'],
    ['the login step, no label', '/embed/login', '', '/auth/login'],
    ['the wallet step', '/embed/wallet', '?label=apollo', '/dashboard?walletModal=Select&label=apollo'],
    ['the registration step', '/embed/register', '?label=apollo', '/account/heloc/register?label=apollo'],
    ['the wallet step, no label', '/embed/wallet/', '', '/dashboard?walletModal=Select'],
    ['the last step', '/embed/done', '?label=hamilton', '/dashboard?label=hamilton'],
    ['an address that is no step', '/embed/elsewhere', '?label=apollo', '/dashboard?label=apollo'],
    ['a label needing escapes', '/embed/login', '?label=a%26b', '/auth/login?label=a%26b'],
  ])('not framed, %s: the same step on the full site', (_, pathname, search, to) => {
    expect(decideEmbedStart({ pathname, search, partner: null, framed: false })).toEqual({
      kind: 'full-site',
      to,
    });
  });

  it.each<[string, EmbedPlace, string]>([
    ['no origin', place({ query: { origin: null } }), 'request'],
    ['an empty origin', place({ query: { origin: '' } }), 'request'],
    ['no channel', place({ query: { channel: null } }), 'request'],
    ['a channel too short', place({ query: { channel: 'abc' } }), 'request'],
    ['a channel with other characters', place({ query: { channel: 'abcdefgh<script>' } }), 'request'],
    ['a channel too long', place({ query: { channel: 'a'.repeat(65) } }), 'request'],
    ['the last step opened directly', place({ pathname: '/embed/done' }), 'request'],
    ['an address that is no step', place({ pathname: '/embed/signup' }), 'request'],
    ['no partner vouched for', place({ partner: null }), 'origin'],
    [
      'a partner of another origin',
      place({ partner: { origin: 'https://evil.example', labels: ['apollo'] } }),
      'origin',
    ],
    ['a parent of another origin', place({ parentOrigin: 'https://evil.example' }), 'origin'],
    ['a nonce too short', place({ query: { nonce: 'short' } }), 'request'],
    ['a nonce with other characters', place({ query: { nonce: `${NONCE}/x` } }), 'request'],
    [
      'an announced origin the partner is not',
      place({ query: { origin: 'https://evil.example' } }),
      'origin',
    ],
  ])('framed, %s: refused (%#)', (_, input, reason) => {
    expect(decideEmbedStart(input)).toEqual({ kind: 'refused', reason });
  });

  it.each([
    ['a label the partner may not show', 'outpost'],
    ['the own brand', 'own'],
  ])('framed, %s: refused for the label, with the opening to answer on', (_, label) => {
    expect(decideEmbedStart(place({ query: { label } }))).toEqual({
      kind: 'refused',
      reason: 'label',
      opening: { origin: ORIGIN, channel: CHANNEL },
    });
  });

  it('framed without a label: refused for the label', () => {
    expect(decideEmbedStart(place({ query: { label: null } }))).toMatchObject({
      kind: 'refused',
      reason: 'label',
    });
  });

  it.each<[string, EmbedPlace, { step: string; label: string; wallet: boolean }]>([
    ['the login', place(), { step: 'login', label: 'apollo', wallet: false }],
    [
      'the login with the wallet',
      place({ query: { wallet: '1' } }),
      { step: 'login', label: 'apollo', wallet: true },
    ],
    [
      'the login, wallet not 1',
      place({ query: { wallet: 'true' } }),
      { step: 'login', label: 'apollo', wallet: false },
    ],
    [
      'the wallet, another label',
      place({ pathname: '/embed/wallet/', query: { label: 'hamilton' } }),
      { step: 'wallet', label: 'hamilton', wallet: false },
    ],
    [
      'the registration with the wallet',
      place({ pathname: '/embed/register', query: { wallet: '1' } }),
      { step: 'register', label: 'apollo', wallet: true },
    ],
    [
      'a browser that does not tell the parent',
      place({ parentOrigin: undefined }),
      { step: 'login', label: 'apollo', wallet: false },
    ],
  ])('framed, %s: the embed opens', (_, input, expected) => {
    expect(decideEmbedStart(input)).toEqual({
      kind: 'embed',
      opening: { ...expected, origin: ORIGIN, channel: CHANNEL, nonce: null, ticket: TICKET },
    });
  });

  it('framed with the partner server’s nonce: the opening carries it and the server’s ticket', () => {
    expect(decideEmbedStart(place({ query: { nonce: NONCE } }))).toMatchObject({
      kind: 'embed',
      opening: { nonce: NONCE, ticket: TICKET },
    });
    expect(
      decideEmbedStart(place({ query: { nonce: NONCE }, partner: { ...apollo, ticket: undefined } })),
    ).toMatchObject({ kind: 'embed', opening: { nonce: NONCE, ticket: null } });
  });
});

describe('embedAddress', () => {
  const LOADER = `origin=${encodeURIComponent(ORIGIN)}&channel=${CHANNEL}&label=apollo`;
  const opening = {
    step: 'login' as const,
    origin: ORIGIN,
    channel: CHANNEL,
    label: 'apollo',
    wallet: false,
    nonce: null,
    ticket: TICKET,
  };

  it.each([
    ['the login', opening, `/embed/login?${LOADER}&redirectUrl=%2Fembed%2Fdone`],
    [
      'the login with the wallet',
      { ...opening, wallet: true },
      `/embed/login?${LOADER}&wallet=1&redirectUrl=%2Fembed%2Fdone&walletconnect=true`,
    ],
    ['the wallet', { ...opening, step: 'wallet' as const, wallet: true }, `/embed/wallet?${LOADER}&wallet=1`],
    [
      'the registration',
      { ...opening, step: 'register' as const },
      `/embed/register?${LOADER}&redirectUrl=%2Fembed%2Fdone`,
    ],
    [
      'the registration with the wallet (through the wallet step)',
      { ...opening, step: 'register' as const, wallet: true, nonce: NONCE },
      `/embed/register?${LOADER}&wallet=1&nonce=${NONCE}&redirectUrl=%2Fembed%2Fwallet`,
    ],
    [
      'the login with a nonce (the ticket is the page’s, never in the address)',
      { ...opening, nonce: NONCE },
      `/embed/login?${LOADER}&nonce=${NONCE}&redirectUrl=%2Fembed%2Fdone`,
    ],
  ])(
    '%s: the step in the brand, keeping the loader’s parameters (a reload opens it again)',
    (_, input, address) => {
      expect(embedAddress(input)).toBe(address);
    },
  );
});

describe('fullSiteAddress', () => {
  it.each([
    ['login', 'apollo', '/auth/login?label=apollo'],
    ['register', 'apollo', '/account/heloc/register?label=apollo'],
    ['register', 'hamilton', '/auth/register?label=hamilton'],
    ['register', null, '/auth/register'],
    ['wallet', 'apollo', '/dashboard?walletModal=Select&label=apollo'],
    ['wallet', null, '/dashboard?walletModal=Select'],
    ['done', 'apollo', '/dashboard?label=apollo'],
    [undefined, null, '/dashboard'],
  ] as const)('%s in %s: %s', (step, label, address) => {
    expect(fullSiteAddress(step, label)).toBe(address);
  });
});

describe('embedStepOf', () => {
  it.each([
    ['/embed/login', 'login'],
    ['/embed/login/', 'login'],
    ['/embed/wallet//', 'wallet'],
    ['/embed/register', 'register'],
    ['/embed/done', 'done'],
    ['/embed/', undefined],
    ['/embed', undefined],
    ['/', undefined],
    ['/auth/login', undefined],
    ['/embed/LOGIN', undefined],
    ['/embed/login/more', undefined],
  ])('%s: %s', (pathname, step) => {
    expect(embedStepOf(pathname)).toBe(step);
  });
});

describe('frameAddressFor', () => {
  const opening = {
    step: 'login' as const,
    origin: ORIGIN,
    channel: CHANNEL,
    label: 'apollo',
    wallet: true,
    nonce: NONCE,
    ticket: TICKET,
  };
  const LOADER = `origin=${encodeURIComponent(ORIGIN)}&channel=${CHANNEL}&label=apollo&wallet=1&nonce=${NONCE}`;
  const REGISTER = `/embed/register?${LOADER}&redirectUrl=%2Fembed%2Fwallet`;
  const LOGIN = `/embed/login?${LOADER}&redirectUrl=%2Fembed%2Fdone&walletconnect=true`;

  it.each([
    ['the login’s "Register here"', '/auth/register', REGISTER],
    ['the HELOC login’s "Register here"', '/account/heloc/register', REGISTER],
    ['with a trailing slash', '/auth/register/', REGISTER],
    ['the registration’s "Log in here"', '/auth/login', LOGIN],
    ['the partner registration (not offered in the frame)', '/auth/credit-karma/register', null],
    ['Create Wallet', '/auth/wallet/create-wallet', null],
    ['onboarding', '/auth/wallet/onboarding', null],
    ['the signer login', '/account/heloc/heloc-signer/login', null],
    ['the dashboard', '/dashboard', null],
  ])('%s (%s): %s', (_, pathname, address) => {
    expect(frameAddressFor(pathname, opening)).toBe(address);
  });

  it('an opening on the wallet step asked for the wallet: its login and registration lead to it', () => {
    const walletStep = { ...opening, step: 'wallet' as const, wallet: false, nonce: null };
    const loader = `origin=${encodeURIComponent(ORIGIN)}&channel=${CHANNEL}&label=apollo&wallet=1`;
    expect(frameAddressFor('/auth/register', walletStep)).toBe(
      `/embed/register?${loader}&redirectUrl=%2Fembed%2Fwallet`,
    );
    expect(frameAddressFor('/auth/login', walletStep)).toBe(
      `/embed/login?${loader}&redirectUrl=%2Fembed%2Fdone&walletconnect=true`,
    );
  });

  it('keeps this opening’s parameters whichever step it came from', () => {
    expect(frameAddressFor('/auth/login', { ...opening, step: 'register', wallet: false, nonce: null })).toBe(
      `/embed/login?origin=${encodeURIComponent(ORIGIN)}&channel=${CHANNEL}&label=apollo&redirectUrl=%2Fembed%2Fdone`,
    );
  });
});

describe('sitePageOf', () => {
  it.each([
    ['login', 'mortgage', '/auth/login'],
    ['wallet', 'heloc', '/auth/login'],
    ['register', 'mortgage', '/auth/register'],
    ['register', 'heloc', '/account/heloc/register'],
  ] as const)('%s for a %s brand: %s', (step, product, page) => {
    expect(sitePageOf(step, product)).toBe(page);
  });

  it('is the page of the screen the frame shows for the registration (one rule, two places)', () => {
    for (const product of ['mortgage', 'heloc'] as const)
      expect(remoteRouteFor(sitePageOf('register', product))?.id).toBe(EMBED_REGISTER_SCREENS[product]);
  });
});
