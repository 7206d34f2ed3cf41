/**
 * Loads something a remote exposes (a screen, or a component with props) and keeps
 * its loading state (./remote-state.ts): loading, ready, or failed (an error, or not
 * there within the configured time), with a retry that goes back to the network, or, for a
 * remote the shell refused, reloads the page (./remote-state.ts, `retryActionOf`).
 */
import { getRuntimeConfig } from '@lender/shared';
import { type RemoteComponentId, type RemoteModuleId } from '@lender/shared/contracts';
import { startTransition, useCallback, useEffect, useReducer } from 'react';
import { pageReload } from './page-reload.ts';
import { resetRemote, type RemoteLoad } from './remote-loader.ts';
import {
  failureEvent,
  initialRemoteState,
  remoteReducer,
  retryActionOf,
  type RemoteEvent,
  type RemoteState,
} from './remote-state.ts';

export function useRemote<S>(
  id: RemoteModuleId | RemoteComponentId,
  load: (timeoutMs: number) => RemoteLoad<S>,
  cached?: S,
): { state: RemoteState<S>; retry: () => void } {
  const [state, dispatch] = useReducer(
    (current: RemoteState<S>, event: RemoteEvent<S>) => remoteReducer(current, event),
    cached,
    (value: S | undefined) => initialRemoteState(value),
  );
  const attempt = state.status === 'ready' ? -1 : state.attempt;

  useEffect(() => {
    if (attempt < 0) return;
    if (attempt > 0) resetRemote(id);
    const loading = load(getRuntimeConfig().remoteTimeoutMs);
    let active = true;
    loading.screen.then(
      // A transition: the screen's first render is time-sliced, not one long task.
      (Screen) => active && startTransition(() => dispatch({ type: 'loaded', Screen })),
      (error: unknown) => active && dispatch(failureEvent(error, attempt)),
    );
    // The deadline rejects only with its RemoteTimeoutError.
    loading.deadline.catch((error: unknown) => active && dispatch(failureEvent(error, attempt)));
    return () => {
      active = false;
      loading.cancel();
    };
    // `load` is the same loader for the same id; a new attempt is what starts a load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt]);

  const failedFor = state.status === 'failed' ? state.reason : undefined;
  const retry = useCallback(() => {
    if (failedFor && retryActionOf(failedFor) === 'reload-page') pageReload.reload();
    else dispatch({ type: 'retry' });
  }, [failedFor]);
  return { state, retry };
}
