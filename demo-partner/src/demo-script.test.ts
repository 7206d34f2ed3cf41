/** @jest-environment jsdom */
/**
 * The page's own script (../public/demo.js) on the page's HTML, with a stand-in for the
 * loader's `LenderEmbed`: what each button asks for, and how each event is shown and kept.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { partnerPageHtml } from './partner-page.ts';

type Options = Record<string, unknown> & {
  onSuccess: (success: unknown) => void;
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
  ])('%s opens %j with the label and the three callbacks', (id, asked) => {
    load('hamilton', embed);
    byId(id).click();
    expect(opened).toEqual([
      {
        label: 'hamilton',
        ...asked,
        onSuccess: aFunction,
        onExit: aFunction,
        onEvent: aFunction,
      },
    ]);
    expect(win.partnerEmbed).toBe(handle);
  });

  it('shows each event as it arrives and keeps it for tests', () => {
    load('apollo', embed);
    byId('open-login').click();
    const { onSuccess, onExit, onEvent } = opened[0]!;
    expect(byId('no-events').hidden).toBe(false);
    onEvent('ready', {});
    onEvent('signed_in', { step: 'password' });
    onSuccess({ identityUuid: 'identity-1', account: { name: 'Pat', address: 'pb1abc' } });
    onSuccess({ identityUuid: 'identity-2', account: null });
    onExit({ reason: 'escape' });
    expect(items('partner-events')).toEqual([
      'onEvent: ready {}',
      'onEvent: signed_in {"step":"password"}',
      'onSuccess: identityUuid identity-1, account Pat (pb1abc)',
      'onSuccess: identityUuid identity-2, account none',
      'onExit: reason escape',
    ]);
    expect(win.partnerEvents).toEqual([
      { kind: 'event', name: 'ready', details: {} },
      { kind: 'event', name: 'signed_in', details: { step: 'password' } },
      { kind: 'success', identityUuid: 'identity-1', account: { name: 'Pat', address: 'pb1abc' } },
      { kind: 'success', identityUuid: 'identity-2', account: null },
      { kind: 'exit', reason: 'escape' },
    ]);
    expect(byId('no-events').hidden).toBe(true);
  });

  it("shows the loader's refusal of an opening as an error", () => {
    load('apollo', {
      open: () => {
        throw new Error('LenderEmbed: sign-in is already open.');
      },
    });
    byId('open-wallet').click();
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
