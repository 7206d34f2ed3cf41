import { EMBED_PROTOCOL, HANDSHAKE_TIMEOUT_MS, HELLO_INTERVAL_MS, isChannel } from '../src/embed/protocol.ts';
import { createOpen, LOAD_TIMEOUT_MS, type EmbedHandle } from './open.ts';
import { PANEL_QUERY, TEXTS } from './overlay.ts';
import { WARM_FRAME_ATTRIBUTE } from './warm.ts';
import { freshPartnerPageEachTest } from './partner-page.testing.ts';

const shell = 'https://sign-in.lender.example';

function setUp(extra: Record<string, unknown> = {}) {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const onSuccess = jest.fn();
  const onExit = jest.fn();
  const onEvent = jest.fn();
  const open = createOpen(shell);
  const handle: EmbedHandle = open({
    label: 'apollo',
    screen: 'login',
    onSuccess,
    onExit,
    onEvent,
    ...extra,
  });
  const dialog = document.querySelector('dialog')!;
  const frame = dialog.querySelector('iframe')!;
  const channel = new URL(frame.src).searchParams.get('channel')!;
  const win = frame.contentWindow!;
  const post = jest.spyOn(win, 'postMessage').mockImplementation(() => undefined);
  /** What the frame would post to the partner's window. */
  const fromFrame = (data: Record<string, unknown>, init: MessageEventInit = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { protocol: EMBED_PROTOCOL, channel, ...data },
        origin: shell,
        source: win,
        ...init,
      }),
    );
  const load = () => frame.dispatchEvent(new Event('load'));
  const answer = () => {
    load();
    fromFrame({ type: 'ready' });
  };
  return {
    open,
    handle,
    dialog,
    frame,
    channel,
    post,
    fromFrame,
    load,
    answer,
    opener,
    onSuccess,
    onExit,
    onEvent,
  };
}

const consoleErrors = freshPartnerPageEachTest();

describe('LenderEmbed.open', () => {
  it('opens a modal dialog over the window holding our frame', () => {
    const { dialog, frame, channel } = setUp({ wallet: true });
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe(TEXTS.dialog);
    expect(dialog.style).toMatchObject({ width: '100%', height: '100%', maxWidth: 'none', margin: '0px' });
    expect(frame.title).toBe(TEXTS.frame);
    // Only the clipboard (the wallet modal's copied pairing link): no camera, payment or the like.
    expect(frame.getAttribute('allow')).toBe('clipboard-write');
    expect(isChannel(channel)).toBe(true);
    expect(frame.src).toBe(
      `${shell}/embed/login?origin=${encodeURIComponent(location.origin)}&channel=${channel}&label=apollo&wallet=1`,
    );
  });

  it.each<[string, unknown, string]>([
    ['no options', undefined, 'LenderEmbed.open: pass an options object'],
    ['an unknown screen', { label: 'apollo', screen: 'signup' }, 'LenderEmbed.open: screen must be'],
    ['a bad label', { label: 'a b', screen: 'login' }, 'LenderEmbed.open: label must be'],
  ])('throws for %s, with no overlay', (_, options, message) => {
    expect(() => createOpen(shell)(options)).toThrow(message);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('throws for a second open while one is open, and opens again once closed', () => {
    const { open, handle } = setUp();
    expect(() => open({ label: 'apollo', screen: 'wallet' })).toThrow(
      'LenderEmbed.open: sign-in is already open',
    );
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    handle.close();
    open({ label: 'apollo', screen: 'wallet' });
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });

  it('throws when the loader could not tell its own address', () => {
    expect(() => createOpen(null)({ label: 'apollo', screen: 'login' })).toThrow(
      /could not tell the lender's address/,
    );
  });
});

describe('the layout', () => {
  /** A screen whose width matches PANEL_QUERY or not, changed by `resize`. */
  function screenWide(matches: boolean) {
    const listeners = new Set<() => void>();
    const query = {
      matches,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
    const matchMedia = jest.fn(() => query);
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    const resize = (wide: boolean) => {
      query.matches = wide;
      listeners.forEach((listener) => listener());
    };
    return { matchMedia, resize, listeners };
  }
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  // jsdom's CSSOM drops min()/max() sizes: the panel's sizes are measured in Chromium
  // (e2e/tests/shell/embed-register.spec.ts); here, which layout the frame has and when.
  const panel = (frame: HTMLIFrameElement) => ({
    position: frame.style.position,
    borderRadius: frame.style.borderRadius,
    background: frame.style.background,
  });
  const PANEL = { position: 'absolute', borderRadius: '12px', background: 'rgb(255, 255, 255)' };
  const WHOLE = { position: 'static', borderRadius: '0', background: 'transparent' };

  it('a screen 600 px wide or more: a panel over the dimmed page; narrower: the whole screen', () => {
    const { matchMedia } = screenWide(true);
    const { dialog, frame, handle } = setUp();
    expect(matchMedia).toHaveBeenCalledWith(PANEL_QUERY);
    expect(PANEL_QUERY).toBe('(min-width: 600px)');
    expect(panel(frame)).toEqual(PANEL);
    expect(dialog.style.background).toBe('rgba(0, 0, 0, 0.5)');
    handle.close();
    screenWide(false);
    expect(panel(setUp().frame)).toEqual(WHOLE);
  });

  it('follows the screen while open (a rotation), and stops once closed', () => {
    const { resize, listeners } = screenWide(false);
    const { frame, handle } = setUp();
    expect(panel(frame)).toEqual(WHOLE);
    resize(true);
    expect(panel(frame)).toEqual(PANEL);
    resize(false);
    expect(panel(frame)).toEqual(WHOLE);
    handle.close();
    expect(listeners.size).toBe(0);
  });

  it('a browser without matchMedia gets the whole screen', () => {
    expect(panel(setUp().frame)).toEqual(WHOLE);
  });
});

describe('the handshake', () => {
  it('says hello to the shell once the frame has loaded, until it answers, then focuses it', () => {
    const { post, load, fromFrame, frame, channel, onEvent } = setUp();
    jest.advanceTimersByTime(HELLO_INTERVAL_MS * 2);
    expect(post).not.toHaveBeenCalled();
    load();
    jest.advanceTimersByTime(HELLO_INTERVAL_MS * 2);
    expect(post).toHaveBeenCalledTimes(3);
    expect(post).toHaveBeenCalledWith({ protocol: EMBED_PROTOCOL, channel, type: 'hello' }, shell);
    fromFrame({ type: 'ready' });
    jest.advanceTimersByTime(HANDSHAKE_TIMEOUT_MS * 2);
    expect(post).toHaveBeenCalledTimes(3);
    expect(onEvent).toHaveBeenCalledWith('ready', {});
    expect(document.activeElement).toBe(frame);
    expect(document.body.textContent).not.toContain(TEXTS.unavailable);
  });

  it('says hello at once when the frame says it is waiting, before its load event', () => {
    const { post, fromFrame, channel, onEvent } = setUp();
    fromFrame({ type: 'waiting' });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({ protocol: EMBED_PROTOCOL, channel, type: 'hello' }, shell);
    fromFrame({ type: 'waiting' }, { origin: 'https://evil.example' });
    expect(post).toHaveBeenCalledTimes(1);
    fromFrame({ type: 'ready' });
    fromFrame({ type: 'waiting' });
    expect(post).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith('ready', {});
  });

  it.each<[string, MessageEventInit]>([
    ['another origin', { origin: 'https://evil.example' }],
    ['another window', { source: window }],
  ])('ignores a message from %s', (_, init) => {
    const { load, fromFrame, onEvent } = setUp();
    load();
    fromFrame({ type: 'ready' }, init);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it.each([
    ['after the load', true, HANDSHAKE_TIMEOUT_MS],
    ['when the frame never loads', false, LOAD_TIMEOUT_MS],
  ])('says sign-in could not be opened without an answer %s', (_, loads, wait) => {
    const { dialog, load, onExit, opener } = setUp();
    if (loads) load();
    jest.advanceTimersByTime(wait - 1);
    expect(onExit).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(dialog.textContent).toContain(TEXTS.unavailable);
    const close = dialog.querySelector('button')!;
    expect(document.activeElement).toBe(close);
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(onExit).toHaveBeenCalledWith({ reason: 'unavailable' });
    expect(consoleErrors()).toHaveBeenCalledWith(
      expect.stringContaining(`origin (${location.origin}) is not among`),
    );
    expect(consoleErrors()).toHaveBeenCalledWith(expect.stringContaining(`frame-src ${shell}`));
    close.click();
    expect(dialog.isConnected).toBe(false);
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });
});

it('removes the warming frame: a hidden frame of ours beside the open one kept the focus out of it', () => {
  const warming = document.createElement('iframe');
  warming.setAttribute(WARM_FRAME_ATTRIBUTE, '');
  document.body.append(warming);
  setUp();
  expect(warming.isConnected).toBe(false);
  expect(document.querySelectorAll('iframe')).toHaveLength(1);
});
