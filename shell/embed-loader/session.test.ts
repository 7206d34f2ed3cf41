import { EMBED_PROTOCOL } from '../src/embed/protocol.ts';
import { createOpen } from './open.ts';
import { freshPartnerPageEachTest } from './partner-page.testing.ts';

// The open overlay's life after the handshake: the frame's messages, Escape, the partner's close.
const shell = 'https://sign-in.lender.example';
const account = { name: 'Apollo borrower', address: 'tp1abc' };

function openAnswered(callbacks: Record<string, unknown> = {}) {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const { onExit, onSuccess } = { onExit: jest.fn(), onSuccess: jest.fn(), ...callbacks } as Record<
    'onExit' | 'onSuccess',
    jest.Mock
  >;
  const handle = createOpen(shell)({ label: 'apollo', screen: 'login', onExit, onSuccess, ...callbacks });
  const dialog = document.querySelector('dialog')!;
  const frame = dialog.querySelector('iframe')!;
  const channel = new URL(frame.src).searchParams.get('channel')!;
  const source = frame.contentWindow!;
  jest.spyOn(source, 'postMessage').mockImplementation(() => undefined);
  const fromFrame = (data: Record<string, unknown>) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { protocol: EMBED_PROTOCOL, channel, ...data },
        origin: shell,
        source,
      }),
    );
  frame.dispatchEvent(new Event('load'));
  fromFrame({ type: 'ready' });
  return { handle, dialog, opener, fromFrame, onExit, onSuccess };
}

const consoleErrors = freshPartnerPageEachTest();

describe('an open embed', () => {
  it('passes progress events on', () => {
    const onEvent = jest.fn();
    const { fromFrame } = openAnswered({ onEvent });
    fromFrame({ type: 'event', name: 'signed_in', details: { wallet: true } });
    expect(onEvent).toHaveBeenLastCalledWith('signed_in', { wallet: true });
  });

  it('closes, gives the focus back, then reports success', () => {
    const { fromFrame, dialog, opener, onSuccess, onExit } = openAnswered({
      onSuccess: jest.fn(() => expect(document.querySelector('dialog')).toBeNull()),
    });
    fromFrame({ type: 'success', identityUuid: 'uuid-1', account, password: 'never passed on' });
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onSuccess).toHaveBeenCalledWith({ identityUuid: 'uuid-1', account });
    expect(onExit).not.toHaveBeenCalled();
  });

  it.each<[string, (o: ReturnType<typeof openAnswered>) => void, string]>([
    ['the frame’s close control', (o) => o.fromFrame({ type: 'exit', reason: 'closed' }), 'closed'],
    ['Escape in the frame', (o) => o.fromFrame({ type: 'exit', reason: 'escape' }), 'escape'],
    ['the partner’s close()', (o) => o.handle.close(), 'partner'],
    [
      'Escape in the partner’s page (the dialog’s cancel)',
      (o) => expect(o.dialog.dispatchEvent(new Event('cancel', { cancelable: true }))).toBe(false),
      'escape',
    ],
  ])('closes on %s, once', (_, act, reason) => {
    const opened = openAnswered();
    act(opened);
    expect(opened.dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(opened.opener);
    opened.handle.close();
    opened.fromFrame({ type: 'exit', reason: 'closed' });
    expect(opened.onExit).toHaveBeenCalledTimes(1);
    expect(opened.onExit).toHaveBeenCalledWith({ reason });
  });

  it('survives a callback that throws or rejects, and says so in the console', async () => {
    const { fromFrame, dialog, onSuccess } = openAnswered({
      onEvent: () => {
        throw new Error('partner bug');
      },
      onSuccess: jest.fn(() => Promise.reject(new Error('partner async bug'))),
    });
    fromFrame({ type: 'event', name: 'signed_in', details: {} });
    expect(dialog.isConnected).toBe(true);
    fromFrame({ type: 'success', identityUuid: 'uuid-1', account: null });
    expect(onSuccess).toHaveBeenCalled();
    await Promise.resolve();
    expect(consoleErrors()).toHaveBeenCalledWith(
      expect.stringContaining('callback'),
      new Error('partner bug'),
    );
    expect(consoleErrors()).toHaveBeenCalledWith(
      expect.stringContaining('callback'),
      new Error('partner async bug'),
    );
  });

  it('leaves nothing in the page’s storage or cookies', () => {
    const { fromFrame } = openAnswered();
    fromFrame({ type: 'success', identityUuid: 'uuid-1', account });
    expect([localStorage.length, sessionStorage.length, document.cookie]).toEqual([0, 0, '']);
  });

  it('does not return the focus to an element that has left the page', () => {
    const { handle, opener } = openAnswered();
    opener.remove();
    handle.close();
    expect(document.activeElement).toBe(document.body);
  });
});
