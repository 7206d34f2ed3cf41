import type { RemoteScreen } from '@lender/shared/contracts';
import { RemoteRefusedError, type Refusal } from './compatibility.ts';
import { RemoteTimeoutError } from './remote-loader.ts';
import {
  failureEvent,
  initialRemoteState,
  remoteReducer,
  retryActionOf,
  type RemoteEvent,
  type RemoteState,
} from './remote-state.ts';

const Screen: RemoteScreen = () => null;
const Other: RemoteScreen = () => null;
const refusal: Refusal = { kind: 'shared', needs: '@lender/shared ^0.3.0', provides: '0.2.7' };

describe('remoteReducer', () => {
  it.each<[string, RemoteState, RemoteEvent, RemoteState]>([
    [
      'a load succeeds',
      { status: 'loading', attempt: 0 },
      { type: 'loaded', Screen },
      { status: 'ready', Screen },
    ],
    [
      'a load fails',
      { status: 'loading', attempt: 0 },
      { type: 'failed', attempt: 0, reason: 'error' },
      { status: 'failed', attempt: 0, reason: 'error' },
    ],
    [
      'the deadline passes',
      { status: 'loading', attempt: 2 },
      { type: 'failed', attempt: 2, reason: 'timeout' },
      { status: 'failed', attempt: 2, reason: 'timeout' },
    ],
    [
      'the shell refuses the remote: the refusal is kept for the fallback',
      { status: 'loading', attempt: 0 },
      { type: 'failed', attempt: 0, reason: 'refused', refusal },
      { status: 'failed', attempt: 0, reason: 'refused', refusal },
    ],
    [
      'Retry after a refusal forgets it',
      { status: 'failed', attempt: 0, reason: 'refused', refusal },
      { type: 'retry' },
      { status: 'loading', attempt: 1 },
    ],
    [
      'a stale refusal arrives during a retry',
      { status: 'loading', attempt: 1 },
      { type: 'failed', attempt: 0, reason: 'refused', refusal },
      { status: 'loading', attempt: 1 },
    ],
    [
      'a late load arrives after the fallback showed',
      { status: 'failed', attempt: 0, reason: 'timeout' },
      { type: 'loaded', Screen },
      { status: 'ready', Screen },
    ],
    [
      'Retry starts the next attempt',
      { status: 'failed', attempt: 1, reason: 'error' },
      { type: 'retry' },
      { status: 'loading', attempt: 2 },
    ],
    [
      'a stale failure arrives during a retry',
      { status: 'loading', attempt: 1 },
      { type: 'failed', attempt: 0, reason: 'timeout' },
      { status: 'loading', attempt: 1 },
    ],
    [
      'a failure arrives after the screen showed',
      { status: 'ready', Screen },
      { type: 'failed', attempt: 0, reason: 'error' },
      { status: 'ready', Screen },
    ],
    [
      'Retry while loading',
      { status: 'loading', attempt: 0 },
      { type: 'retry' },
      { status: 'loading', attempt: 0 },
    ],
    [
      'a second screen replaces the first',
      { status: 'ready', Screen },
      { type: 'loaded', Screen: Other },
      { status: 'ready', Screen: Other },
    ],
  ])('%s', (_, state, event, next) => {
    expect(remoteReducer(state, event)).toEqual(next);
  });

  it('starts ready from a screen loaded earlier, otherwise loading', () => {
    expect(initialRemoteState(Screen)).toEqual({ status: 'ready', Screen });
    expect(initialRemoteState(undefined)).toEqual({ status: 'loading', attempt: 0 });
  });
});

describe('failureEvent: what a failed load of an attempt tells the reducer', () => {
  it.each<[string, unknown, RemoteEvent]>([
    [
      'the shell refused it: the refusal goes with it',
      new RemoteRefusedError('remote_login', refusal, 'refused'),
      { type: 'failed', attempt: 3, reason: 'refused', refusal },
    ],
    [
      'it was not there in time',
      new RemoteTimeoutError('remote_login/LoginScreen', 2000),
      { type: 'failed', attempt: 3, reason: 'timeout' },
    ],
    ['any other error', new TypeError('Failed to fetch'), { type: 'failed', attempt: 3, reason: 'error' }],
    ['something thrown that is not an error', 'boom', { type: 'failed', attempt: 3, reason: 'error' }],
  ])('%s', (_, error, expected) => {
    expect(failureEvent(error, 3)).toEqual(expected);
  });
});

describe("retryActionOf: what a failure's Retry does", () => {
  it.each([
    // Another attempt may succeed: the network, the remote's server or its deploy may be back.
    ['timeout', 'load-again'],
    ['error', 'load-again'],
    // The same manifest is refused again; only a page load reads a pointer that may have moved.
    ['refused', 'reload-page'],
  ] as const)('%s → %s', (reason, expected) => {
    expect(retryActionOf(reason)).toBe(expected);
  });
});
