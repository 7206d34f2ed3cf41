import { waitForHello } from './frame-channel.ts';
import { EMBED_PROTOCOL } from './protocol.ts';

const ORIGIN = 'https://apollo.example';
const CHANNEL = 'c0ffee00-1234';
const opening = { origin: ORIGIN, channel: CHANNEL };
const hello = { protocol: EMBED_PROTOCOL, channel: CHANNEL, type: 'hello' };
const waiting = { type: 'waiting', protocol: EMBED_PROTOCOL, channel: CHANNEL };

/**
 * A frame's window with a parent of its own (in jsdom `window.parent === window`): a jsdom
 * EventTarget for `message`, and a parent whose `postMessage` is a spy.
 */
function frameWindow() {
  const parent = { postMessage: jest.fn() };
  const win = Object.assign(new EventTarget(), { parent });
  const receive = (
    data: unknown,
    { origin = ORIGIN, source = parent }: { origin?: string; source?: unknown } = {},
  ) => win.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { win: win as unknown as Window, parent, receive, listens: jest.spyOn(win, 'removeEventListener') };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('takes the hello of the parent, from the announced origin, on the channel', async () => {
  const { win, receive } = frameWindow();
  const answer = waitForHello(win, opening, 1000);
  receive(hello);
  expect(typeof (await answer)?.post).toBe('function');
});

it('says it is waiting, to the announced origin alone, as soon as it listens', () => {
  const { win, parent } = frameWindow();
  void waitForHello(win, opening, 1000);
  expect(parent.postMessage).toHaveBeenCalledTimes(1);
  expect(parent.postMessage).toHaveBeenCalledWith(waiting, ORIGIN);
});

it.each([
  ['another window', { source: { postMessage: jest.fn() } }, hello],
  ['no window', { source: null }, hello],
  ['another origin', { origin: 'https://evil.example' }, hello],
  ['the origin with a path', { origin: `${ORIGIN}/` }, hello],
  ['another channel', {}, { ...hello, channel: 'c0ffee00-9999' }],
  ['another protocol', {}, { ...hello, protocol: 'lender-embed/0' }],
  ['not a hello', {}, { ...hello, type: 'ready' }],
])('ignores a message of %s: the time runs out', async (_, from, data) => {
  const { win, receive, parent } = frameWindow();
  const answer = waitForHello(win, opening, 1000);
  receive(data, from);
  jest.advanceTimersByTime(1000);
  await expect(answer).resolves.toBeNull();
  // Only its own `waiting`: no answer to what it ignored.
  expect(parent.postMessage.mock.calls).toEqual([[waiting, ORIGIN]]);
});

it('waits on past an ignored message for the real hello', async () => {
  const { win, receive } = frameWindow();
  const answer = waitForHello(win, opening, 1000);
  receive(hello, { origin: 'https://evil.example' });
  jest.advanceTimersByTime(999);
  receive(hello);
  await expect(answer).resolves.not.toBeNull();
});

it('gives null when no hello comes in time, and stops listening', async () => {
  const { win, receive, listens } = frameWindow();
  const answer = waitForHello(win, opening, 1000);
  receive({ ...hello, channel: 'c0ffee00-9999' });
  jest.advanceTimersByTime(1000);
  await expect(answer).resolves.toBeNull();
  expect(listens).toHaveBeenCalledWith('message', expect.any(Function));
  expect(jest.getTimerCount()).toBe(0);
});

it('stops the clock and listening once the hello came', async () => {
  const { win, receive, listens } = frameWindow();
  const answer = waitForHello(win, opening, 1000);
  receive(hello);
  await answer;
  expect(jest.getTimerCount()).toBe(0);
  expect(listens).toHaveBeenCalledWith('message', expect.any(Function));
});

it('posts each message with the protocol and channel, to the announced origin alone', async () => {
  const { win, receive, parent } = frameWindow();
  const answer = waitForHello(win, opening, 1000);
  receive(hello);
  const channel = await answer;
  channel!.post({ type: 'ready' });
  channel!.post({ type: 'success', identityUuid: 'u-1', account: null });
  expect(parent.postMessage.mock.calls).toEqual([
    [waiting, ORIGIN],
    [{ type: 'ready', protocol: EMBED_PROTOCOL, channel: CHANNEL }, ORIGIN],
    [
      { type: 'success', identityUuid: 'u-1', account: null, protocol: EMBED_PROTOCOL, channel: CHANNEL },
      ORIGIN,
    ],
  ]);
});
