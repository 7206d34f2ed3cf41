import { EMBED_PROTOCOL, isChannel } from '../src/embed/protocol.ts';
import { acceptFrameMessage, frameUrl, helloMessage, newChannel } from './messaging.ts';

const shell = 'https://sign-in.lender.example';
const channel = 'c0ffee00-1234-4abc-8def-0123456789ab';

describe('frameUrl', () => {
  it.each<[string, Parameters<typeof frameUrl>[1], string]>([
    [
      'the login screen',
      { label: 'apollo', screen: 'login' },
      `${shell}/embed/login?origin=https%3A%2F%2Fapollo.example&channel=${channel}&label=apollo`,
    ],
    [
      'the login screen with the wallet after it',
      { label: 'apollo', screen: 'login', wallet: true },
      `${shell}/embed/login?origin=https%3A%2F%2Fapollo.example&channel=${channel}&label=apollo&wallet=1`,
    ],
    [
      'the wallet screen, wallet: false',
      { label: 'apollo', screen: 'wallet', wallet: false },
      `${shell}/embed/wallet?origin=https%3A%2F%2Fapollo.example&channel=${channel}&label=apollo`,
    ],
  ])('frames %s', (_, options, expected) => {
    expect(frameUrl(shell, options, 'https://apollo.example', channel)).toBe(expected);
  });
});

describe('acceptFrameMessage', () => {
  const frame = {} as Window;
  const other = {} as Window;
  const ready = { protocol: EMBED_PROTOCOL, channel, type: 'ready' };

  it.each<[string, { source: unknown; origin: string; data: unknown }, Window | null, boolean]>([
    ['the frame, from the shell, on the channel', { source: frame, origin: shell, data: ready }, frame, true],
    ['another window', { source: other, origin: shell, data: ready }, frame, false],
    ['another origin', { source: frame, origin: 'https://evil.example', data: ready }, frame, false],
    [
      'another channel',
      { source: frame, origin: shell, data: { ...ready, channel: 'x'.repeat(36) } },
      frame,
      false,
    ],
    ['not the protocol', { source: frame, origin: shell, data: 'ready' }, frame, false],
    ['no frame any more (a null source)', { source: null, origin: shell, data: ready }, null, false],
  ])('%s: %p', (_, event, expectedWindow, accepted) => {
    const message = acceptFrameMessage(event as MessageEvent, expectedWindow, shell, channel);
    expect(message !== null).toBe(accepted);
  });
});

describe('helloMessage and newChannel', () => {
  it('says hello on the channel', () => {
    expect(helloMessage(channel)).toEqual({ protocol: EMBED_PROTOCOL, channel, type: 'hello' });
  });

  it('makes a channel the frame accepts, new each time', () => {
    const first = newChannel();
    expect(isChannel(first)).toBe(true);
    expect(newChannel()).not.toBe(first);
  });
});
