/**
 * The loading state of one remote screen, as a pure reducer. A load that finishes
 * after its deadline still wins: the fallback was shown in time, and the screen
 * replaces it as soon as it arrives. A failure from an attempt that has since been
 * retried is stale and ignored.
 */
import type { RemoteScreen } from '@lender/shared/contracts';
import { RemoteRefusedError, type Refusal } from './compatibility.ts';
import { RemoteTimeoutError } from './remote-loader.ts';

/** Not there in time, failed to load, or refused before its code ran (./compatibility.ts). */
export type RemoteFailure = 'timeout' | 'error' | 'refused';

/** `Screen` is what was loaded: a screen, or a component that takes props. */
export type RemoteState<S = RemoteScreen> =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; Screen: S }
  | { status: 'failed'; attempt: number; reason: RemoteFailure; refusal?: Refusal };

export type RemoteEvent<S = RemoteScreen> =
  | { type: 'loaded'; Screen: S }
  | { type: 'failed'; attempt: number; reason: RemoteFailure; refusal?: Refusal }
  | { type: 'retry' };

export function initialRemoteState<S = RemoteScreen>(cached: S | undefined): RemoteState<S> {
  return cached ? { status: 'ready', Screen: cached } : { status: 'loading', attempt: 0 };
}

export function remoteReducer<S = RemoteScreen>(
  state: RemoteState<S>,
  event: RemoteEvent<S>,
): RemoteState<S> {
  switch (event.type) {
    case 'loaded':
      return { status: 'ready', Screen: event.Screen };
    case 'failed':
      if (state.status === 'ready' || state.attempt !== event.attempt) return state;
      return {
        status: 'failed',
        attempt: event.attempt,
        reason: event.reason,
        ...(event.refusal && { refusal: event.refusal }),
      };
    case 'retry':
      if (state.status !== 'failed') return state;
      return { status: 'loading', attempt: state.attempt + 1 };
  }
}

/** What a load of `attempt` that failed with `error` tells the reducer. */
export function failureEvent<S = RemoteScreen>(error: unknown, attempt: number): RemoteEvent<S> {
  if (error instanceof RemoteRefusedError)
    return { type: 'failed', attempt, reason: 'refused', refusal: error.refusal };
  if (error instanceof RemoteTimeoutError) return { type: 'failed', attempt, reason: 'timeout' };
  return { type: 'failed', attempt, reason: 'error' };
}

/**
 * What a failure's Retry does. Another attempt may succeed after a timeout or an error (the
 * network, the remote's server or its deploy may be back). A refusal would only be made
 * again: the remote is registered with the manifest URL the page started with, an immutable
 * version folder, and only a page load reads a pointer that may have moved since.
 */
export function retryActionOf(reason: RemoteFailure): 'load-again' | 'reload-page' {
  return reason === 'refused' ? 'reload-page' : 'load-again';
}
