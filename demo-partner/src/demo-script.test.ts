/** @jest-environment jsdom */
/**
 * The page's own script (../public/demo.js) on the page's HTML, with a stand-in for the
 * loader's `LenderEmbed`: what each button asks for, and how each event is shown and kept.
 */
import { readFileSync } from 'node:fs';
import { waitFor } from '@testing-library/react';
import { join } from 'node:path';
import { partnerPageHtml } from './partner-page.ts';

type Options = Record<string, unknown> & {
  onSuccess: (success: unknown) => Promise<void> | void;
  onExit: (exit: unknown) => void;
  onEvent: (name: string, details: unknown) => void;
};
interface Embed {
  open: (options: Options) => { close: () => void };
}
/** The page's globals, apart from the loader's own declaration of `window.LenderEmbed`. */
interface PartnerGlobals {
  LenderEmbed?: Embed;
  partnerEvents?: unknown[];
  partnerEmbed?: unknown;
}

const script = readFileSync(join(import.meta.dirname, '..', 'public', 'demo.js'), 'utf8');
const win = window as unknown as PartnerGlobals;
const aFunction: unknown = expect.any(Function);
const byId = (id: string) => document.getElementById(id)!;
const items = (id: string) => [...byId(id).querySelectorAll('li')].map((li) => li.textContent);

/** The page's body as served, the loader stand-in (or none), then the page's script. */
function load(label = 'apollo', embed?: Embed) {
  const html = partnerPageHtml({ shellOrigin: 'https://signin.test', publicOrigin: 'http://p.test', label });
  document.body.outerHTML = html.slice(html.indexOf('<body'), html.indexOf('</body>') + 7);
  win.LenderEmbed = embed;
  // The page's script runs as the browser would run it: a classic script in the page's window.
  window.eval(script);
}

/** The page's server (demo-partner/src/partner-api.ts): a nonce, and a verdict on each result. */
const NONCE = 'nonce-from-the-partner-server';
const asked: { path: string; body: unknown }[] = [];
beforeEach(() => {
  asked.length = 0;
  window.fetch = jest.fn((path: string, init?: RequestInit) => {
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    asked.push({ path, body });
    const answer =
      path === '/nonce'
        ? { nonce: NONCE }
        : (body as { result?: string }).result === 'good.result.jws'
          ? { verified: true, identity: { sub: 'identity-1', address: 'pb1abc', name: 'Pat' } }
          : { verified: false, refusal: 'malformed', why: 'not a compact JWS' };
    // jsdom has no Response: the two members the page's script reads.
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(answer) });
  }) as unknown as typeof fetch;
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete win.LenderEmbed;
});

describe("the demo partner page's script", () => {
  let opened: Options[];
  const handle = { close: jest.fn() };
  const embed = { open: (options: Options) => (opened.push(options), handle) };
  beforeEach(() => (opened = []));

  it.each([
    ['open-login', { screen: 'login' }],
    ['open-login-wallet', { screen: 'login', wallet: true }],
    ['open-wallet', { screen: 'wallet' }],
    ['open-register', { screen: 'register' }],
  ])(
    '%s opens %j with the label, a nonce from the page’s server and the three callbacks',
    async (id, screen) => {
      load('hamilton', embed);
      byId(id).click();
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(asked).toEqual([{ path: '/nonce', body: {} }]);
      expect(opened).toEqual([
        {
          label: 'hamilton',
          ...screen,
          nonce: NONCE,
          onSuccess: aFunction,
          onExit: aFunction,
          onEvent: aFunction,
        },
      ]);
      expect(win.partnerEmbed).toBe(handle);
    },
  );

  it('shows each event as it arrives, has each result verified on its server, and keeps them for tests', async () => {
    load('apollo', embed);
    byId('open-login').click();
    await waitFor(() => expect(opened).toHaveLength(1));
    const { onSuccess, onExit, onEvent } = opened[0]!;
    expect(byId('no-events').hidden).toBe(false);
    onEvent('ready', {});
    onEvent('signed_in', { step: 'password' });
    await onSuccess({
      identityUuid: 'identity-1',
      account: { name: 'Pat', address: 'pb1abc' },
      result: 'good.result.jws',
    });
    await onSuccess({ identityUuid: 'identity-2', account: null, result: 'forged' });
    onExit({ reason: 'escape' });
    expect(asked.slice(1)).toEqual([
      { path: '/verify', body: { result: 'good.result.jws' } },
      { path: '/verify', body: { result: 'forged' } },
    ]);
    expect(items('partner-events')).toEqual([
      'onEvent: ready {}',
      'onEvent: signed_in {"step":"password"}',
      'onSuccess: identityUuid identity-1, account Pat (pb1abc)',
      "Verified on the partner's server: identity identity-1, account Pat (pb1abc)",
      'onSuccess: identityUuid identity-2, account none',
      "Not verified on the partner's server: not a compact JWS",
      'onExit: reason escape',
    ]);
    expect(win.partnerEvents).toEqual([
      { kind: 'event', name: 'ready', details: {} },
      { kind: 'event', name: 'signed_in', details: { step: 'password' } },
      {
        kind: 'success',
        identityUuid: 'identity-1',
        account: { name: 'Pat', address: 'pb1abc' },
        result: 'good.result.jws',
      },
      { kind: 'verified', identity: { sub: 'identity-1', address: 'pb1abc', name: 'Pat' } },
      { kind: 'success', identityUuid: 'identity-2', account: null, result: 'forged' },
      { kind: 'not-verified', refusal: 'malformed' },
      { kind: 'exit', reason: 'escape' },
    ]);
    expect(byId('no-events').hidden).toBe(true);
  });

  it('asks for one nonce at a time: a second press while it is on its way does nothing', async () => {
    let answer!: () => void;
    window.fetch = jest.fn((path: string) => {
      asked.push({ path, body: {} });
      return new Promise((resolve) => {
        answer = () => resolve({ ok: true, status: 200, json: () => Promise.resolve({ nonce: NONCE }) });
      });
    }) as unknown as typeof fetch;
    load('apollo', embed);
    byId('open-login').click();
    expect(byId('open-wallet').getAttribute('aria-disabled')).toBe('true');
    byId('open-wallet').click();
    answer();
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(asked).toEqual([{ path: '/nonce', body: {} }]);
    expect(opened[0]).toMatchObject({ screen: 'login', nonce: NONCE });
    expect(byId('open-wallet').hasAttribute('aria-disabled')).toBe(false);
  });

  it("says why when the page's server gives no nonce, and opens nothing", async () => {
    window.fetch = jest.fn(() =>
      Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve({}) }),
    ) as unknown as typeof fetch;
    load('apollo', embed);
    byId('open-login').click();
    await waitFor(() => expect(items('partner-events')).toEqual(['Error: /nonce answered 503']));
    expect(opened).toEqual([]);
    expect(byId('open-login').hasAttribute('aria-disabled')).toBe(false);
  });

  it("shows the loader's refusal of an opening as an error", async () => {
    load('apollo', {
      open: () => {
        throw new Error('LenderEmbed: sign-in is already open.');
      },
    });
    byId('open-wallet').click();
    await waitFor(() => expect(items('partner-events')).toHaveLength(1));
    expect(items('partner-events')).toEqual(['Error: LenderEmbed: sign-in is already open.']);
    expect(win.partnerEvents).toEqual([{ kind: 'error', message: 'LenderEmbed: sign-in is already open.' }]);
  });

  it('says so when the loader did not load', () => {
    load('apollo', undefined);
    byId('open-login').click();
    expect(items('partner-events')).toEqual([
      "Error: The lender's script (/embed/v1.js) did not load: is the lender's shell running?",
    ]);
  });

  it("lists the keys of the page's storage, and says when there are none", () => {
    load('apollo', embed);
    byId('show-storage').click();
    expect(items('partner-storage')).toEqual([
      'localStorage: nothing',
      'sessionStorage: nothing',
      'document.cookie: nothing',
    ]);
    localStorage.setItem('partner-cart', '1');
    localStorage.setItem('jwt', 'x');
    sessionStorage.setItem('visit', '1');
    document.cookie = 'consent=yes';
    byId('show-storage').click();
    expect(items('partner-storage')).toEqual([
      'localStorage: partner-cart, jwt',
      'sessionStorage: visit',
      'document.cookie: consent',
    ]);
    document.cookie = 'consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});
