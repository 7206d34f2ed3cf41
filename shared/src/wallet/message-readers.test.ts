/**
 * The readers of what a wallet posts to the page (the hosted frame's messages, the
 * extension's events): valibot schemas, so whatever else arrives is ignored, never
 * half-read. The adapters read them only from the wallet's exact origin and window.
 */
import { extensionMessageOf, EXTENSION_SENDER } from './extension/extension-protocol.ts';
import { frameMessageOf } from './hosted/hosted-protocol.ts';
import { rpcAnswerOf } from './pending-requests.ts';

describe('rpcAnswerOf', () => {
  it.each([
    [
      { id: 1, result: { jwt: 'x' } },
      { type: 'response', id: 1, result: { jwt: 'x' } },
    ],
    [
      { id: 2, result: null },
      { type: 'response', id: 2, result: null },
    ],
    [
      { id: 3, error: { code: 4001, message: 'Rejected' } },
      { type: 'response', id: 3, error: { code: 4001, message: 'Rejected' } },
    ],
    [
      { id: 4, error: { code: 'x', message: 7 } },
      { type: 'response', id: 4, error: { code: 0, message: 'The wallet failed.' } },
    ],
    [{ id: '5', result: 1 }, null],
    [{ id: 6 }, null],
    [{ result: 1 }, null],
    ['{"id":1,"result":1}', null],
    [null, null],
  ])('%j → %j', (message, expected) => {
    expect(rpcAnswerOf(message)).toEqual(expected);
  });
});

describe('frameMessageOf', () => {
  it.each([
    ['window_close', 'window_close'],
    [{ type: 'ready' }, { type: 'ready' }],
    [
      { type: 'disconnect', reason: 'Bye' },
      { type: 'disconnect', reason: 'Bye' },
    ],
    [
      { type: 'disconnect', reason: 42 },
      { type: 'disconnect', reason: undefined },
    ],
    [
      { type: 'response', id: 1, result: 'ok' },
      { type: 'response', id: 1, result: 'ok' },
    ],
    [{ type: 'response', id: 'one', result: 'ok' }, null],
    [{ type: 'request', id: 1, method: 'provenance_sign', params: [] }, null],
    [{ type: 'something' }, null],
    ['ready', null],
    [undefined, null],
  ])('%j → %j', (data, expected) => {
    expect(frameMessageOf(data)).toEqual(expected);
  });
});

describe('extensionMessageOf', () => {
  const from = (message: object) => ({ sender: EXTENSION_SENDER, ...message });
  it.each([
    [from({ type: 'reinitialize' }), { type: 'reinitialize' }],
    [from({ type: 'disconnect', reason: 'Locked' }), { type: 'disconnect', reason: 'Locked' }],
    [from({ type: 'response', id: 7, result: 'signed' }), { type: 'response', id: 7, result: 'signed' }],
    // The page's own request, on the same event name, is not the extension's message.
    [{ sender: 'wcjs', type: 'response', id: 7, result: 'forged' }, null],
    [from({ type: 'response', id: 7 }), null],
    [from({ type: 'other' }), null],
    ['reinitialize', null],
  ])('%j → %j', (detail, expected) => {
    expect(extensionMessageOf(detail)).toEqual(expected);
  });
});
