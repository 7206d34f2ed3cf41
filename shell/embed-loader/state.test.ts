import { EMBED_PROTOCOL, type FrameMessage } from '../src/embed/protocol.ts';
import { reduce, type Effect, type Input, type Phase } from './state.ts';

const envelope = { protocol: EMBED_PROTOCOL, channel: 'c0ffee00-0000' } as const;
const message = (body: Record<string, unknown>): Input => ({
  kind: 'message',
  message: { ...envelope, ...body } as FrameMessage,
});
const ready = message({ type: 'ready' });
const waiting = message({ type: 'waiting' });
const progress = message({ type: 'event', name: 'signed_in', details: { step: 2 } });
const account = { name: 'Apollo borrower', address: 'tp1abc' };
const success = message({ type: 'success', identityUuid: 'uuid-1', account });
const exitClosed = message({ type: 'exit', reason: 'closed' });
const exitEscape = message({ type: 'exit', reason: 'escape' });

describe('reduce', () => {
  it.each<[Phase, Input, Phase, Effect[]]>([
    // Waiting for the frame's answer.
    ['waiting', { kind: 'load' }, 'waiting', [{ type: 'hellos' }, { type: 'deadline' }]],
    [
      'waiting',
      ready,
      'ready',
      [{ type: 'answered' }, { type: 'focus' }, { type: 'event', name: 'ready', details: {} }],
    ],
    // The frame listens before its load event: a hello at once.
    ['waiting', waiting, 'waiting', [{ type: 'hello' }]],
    ['ready', waiting, 'ready', []],
    ['unavailable', waiting, 'unavailable', []],
    // Before `ready` the frame has not proved it heard this page: nothing else counts.
    ['waiting', progress, 'waiting', []],
    ['waiting', success, 'waiting', []],
    ['waiting', exitClosed, 'waiting', []],
    [
      'waiting',
      { kind: 'timeout' },
      'unavailable',
      [{ type: 'unavailable' }, { type: 'exit', reason: 'unavailable' }],
    ],
    ['waiting', { kind: 'cancel' }, 'closed', [{ type: 'close' }, { type: 'exit', reason: 'escape' }]],
    ['waiting', { kind: 'partner' }, 'closed', [{ type: 'close' }, { type: 'exit', reason: 'partner' }]],
    ['waiting', { kind: 'dismiss' }, 'waiting', []],
    // The frame answered.
    ['ready', ready, 'ready', [{ type: 'answered' }]],
    // A new document in the frame (a full navigation) needs its own handshake; no new deadline.
    ['ready', { kind: 'load' }, 'ready', [{ type: 'hellos' }]],
    ['ready', progress, 'ready', [{ type: 'event', name: 'signed_in', details: { step: 2 } }]],
    [
      'ready',
      success,
      'closed',
      [{ type: 'close' }, { type: 'success', result: { identityUuid: 'uuid-1', account } }],
    ],
    ['ready', exitClosed, 'closed', [{ type: 'close' }, { type: 'exit', reason: 'closed' }]],
    ['ready', exitEscape, 'closed', [{ type: 'close' }, { type: 'exit', reason: 'escape' }]],
    ['ready', { kind: 'timeout' }, 'ready', []],
    ['ready', { kind: 'cancel' }, 'closed', [{ type: 'close' }, { type: 'exit', reason: 'escape' }]],
    ['ready', { kind: 'partner' }, 'closed', [{ type: 'close' }, { type: 'exit', reason: 'partner' }]],
    // The frame did not answer; onExit has been called once already.
    ['unavailable', { kind: 'dismiss' }, 'closed', [{ type: 'close' }]],
    ['unavailable', { kind: 'cancel' }, 'closed', [{ type: 'close' }]],
    ['unavailable', { kind: 'partner' }, 'closed', [{ type: 'close' }]],
    ['unavailable', ready, 'unavailable', []],
    ['unavailable', { kind: 'timeout' }, 'unavailable', []],
    ['unavailable', { kind: 'load' }, 'unavailable', []],
    // Closed: nothing more happens.
    ['closed', ready, 'closed', []],
    ['closed', success, 'closed', []],
    ['closed', { kind: 'partner' }, 'closed', []],
    ['closed', { kind: 'cancel' }, 'closed', []],
    ['closed', { kind: 'timeout' }, 'closed', []],
  ])('%s + %j → %s', (phase, input, next, effects) => {
    expect(reduce(phase, input)).toEqual({ phase: next, effects });
  });
});
