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
    [
      'the registration',
      { label: 'apollo', screen: 'register' },
      `${shell}/embed/register?origin=https%3A%2F%2Fapollo.example&channel=${channel}&label=apollo`,
    ],
    [
      'with the partner server’s nonce',
      { label: 'apollo', screen: 'login', nonce: 'N0nce_from-the-server' },
      `${shell}/embed/login?origin=https%3A%2F%2Fapollo.example&channel=${channel}&label=apollo&nonce=N0nce_from-the-server`,
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

describe('acceptFrameMessage, opened with a nonce', () => {
  const frame = {} as Window;
  const success = { protocol: EMBED_PROTOCOL, channel, type: 'success', identityUuid: 'id-1', account: null };
  const RESULT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJpZC0xIn0.c2lnbmF0dXJl';
  const accept = (data: unknown, needsResult: boolean) =>
    acceptFrameMessage(
      { source: frame, origin: shell, data } as MessageEvent,
      frame,
      shell,
      channel,
      needsResult,
    );

  it.each<[string, unknown, boolean, boolean]>([
    ['a success with its result', { ...success, result: RESULT }, true, true],
    ['a success without a result (a forged one passes every other check)', success, true, false],
    ['a result that is not a compact JWS', { ...success, result: 'not-a-jws' }, true, false],
    ['a result over 2 KB', { ...success, result: `${'a'.repeat(2045)}.b.c` }, true, false],
    ['no nonce: a success without a result, as before', success, false, true],
  ])('%s: %p', (_, data, needsResult, accepted) => {
    expect(accept(data, needsResult) !== null).toBe(accepted);
  });

  it('other messages need no result', () => {
    expect(accept({ protocol: EMBED_PROTOCOL, channel, type: 'ready' }, true)).not.toBeNull();
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
