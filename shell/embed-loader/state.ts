/**
 * What an open embed does next, as a pure step: waiting (for the frame's `ready`) → ready →
 * closed, or waiting → unavailable (no answer in time: the overlay says so) → closed. The
 * effects are run in order by ./open.ts: the overlay closes before the partner's callback runs,
 * so a callback may open the embed again. `onExit` is called at most once per opening.
 */
import type {
  EmbedEventName,
  EmbedSuccess,
  EventDetails,
  ExitReason,
  FrameMessage,
} from '../src/embed/protocol.ts';

export type Phase = 'waiting' | 'ready' | 'unavailable' | 'closed';

export type Input =
  /** The frame fired `load` (again, if its document navigated). */
  | { kind: 'load' }
  | { kind: 'message'; message: FrameMessage }
  /** No `ready` in time (HANDSHAKE_TIMEOUT_MS after the load, or the bound on the load itself). */
  | { kind: 'timeout' }
  /** The dialog's `cancel`: Escape while the focus is in the partner's document. */
  | { kind: 'cancel' }
  /** The partner's page called the handle's `close()`. */
  | { kind: 'partner' }
  /** The person closed the "could not be opened" message. */
  | { kind: 'dismiss' };

export type Effect =
  /** Post `hello` now and every HELLO_INTERVAL_MS (unless already doing so). */
  | { type: 'hellos' }
  /** Post one `hello` now (the frame said it listens). */
  | { type: 'hello' }
  /** Replace the bound on the load by the handshake's deadline. */
  | { type: 'deadline' }
  /** Stop the hellos and the deadline. */
  | { type: 'answered' }
  | { type: 'focus' }
  | { type: 'event'; name: EmbedEventName; details: EventDetails }
  /** Remove the overlay and everything it listens to; give the focus back. */
  | { type: 'close' }
  | { type: 'success'; result: EmbedSuccess }
  | { type: 'exit'; reason: ExitReason }
  /** Stop the hellos, remove the frame, say in the dialog that sign-in could not be opened. */
  | { type: 'unavailable' };

export interface Step {
  phase: Phase;
  effects: Effect[];
}

const stay = (phase: Phase): Step => ({ phase, effects: [] });
const closing = (reason?: ExitReason): Step => ({
  phase: 'closed',
  effects: reason ? [{ type: 'close' }, { type: 'exit', reason }] : [{ type: 'close' }],
});

function onMessage(phase: 'waiting' | 'ready', message: FrameMessage): Step {
  if (message.type === 'waiting') return { phase, effects: phase === 'waiting' ? [{ type: 'hello' }] : [] };
  if (message.type === 'ready')
    return phase === 'waiting'
      ? {
          phase: 'ready',
          effects: [{ type: 'answered' }, { type: 'focus' }, { type: 'event', name: 'ready', details: {} }],
        }
      : // A late answer to an earlier hello, or a reloaded frame's answer.
        { phase, effects: [{ type: 'answered' }] };
  // Before `ready` the frame has not shown it heard this opening: nothing else counts.
  if (phase === 'waiting') return stay(phase);
  switch (message.type) {
    case 'event':
      return { phase, effects: [{ type: 'event', name: message.name, details: message.details }] };
    case 'success': {
      const result = {
        identityUuid: message.identityUuid,
        account: message.account,
        ...(message.result !== undefined && { result: message.result }),
      };
      return { phase: 'closed', effects: [{ type: 'close' }, { type: 'success', result }] };
    }
    case 'exit':
      return closing(message.reason);
  }
}

export function reduce(phase: Phase, input: Input): Step {
  if (phase === 'closed') return stay(phase);
  if (phase === 'unavailable')
    // onExit('unavailable') was called when the message appeared: closing it says nothing more.
    return input.kind === 'dismiss' || input.kind === 'cancel' || input.kind === 'partner'
      ? closing()
      : stay(phase);
  switch (input.kind) {
    case 'load':
      return {
        phase,
        effects: phase === 'waiting' ? [{ type: 'hellos' }, { type: 'deadline' }] : [{ type: 'hellos' }],
      };
    case 'message':
      return onMessage(phase, input.message);
    case 'timeout':
      return phase === 'waiting'
        ? {
            phase: 'unavailable',
            effects: [{ type: 'unavailable' }, { type: 'exit', reason: 'unavailable' }],
          }
        : stay(phase);
    case 'cancel':
      return closing('escape');
    case 'partner':
      return closing('partner');
    case 'dismiss':
      return stay(phase);
  }
}
