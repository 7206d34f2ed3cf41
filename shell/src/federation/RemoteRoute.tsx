import { getRuntimeConfig, type RemoteModuleId } from '@lender/shared';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { cachedScreen, loadRemoteScreen, resetRemote, RemoteTimeoutError } from './remote-loader.ts';
import { initialRemoteState, remoteReducer } from './remote-state.ts';
import { RemoteLoading, RemoteUnavailable } from './RemoteStatus.tsx';

/**
 * Renders a remote's exposed screen on a shell route. While it loads: a spinner;
 * when it cannot be loaded in time or throws while rendering: a message with a
 * Retry button. Either way the rest of the shell keeps working.
 */
export function RemoteRoute({ id }: { id: RemoteModuleId }) {
  const [state, dispatch] = useReducer(remoteReducer, cachedScreen(id), initialRemoteState);
  const [boundaryKey, setBoundaryKey] = useState(0);
  const attempt = state.status === 'ready' ? -1 : state.attempt;

  useEffect(() => {
    if (attempt < 0) return;
    if (attempt > 0) resetRemote(id);
    const load = loadRemoteScreen(id, getRuntimeConfig().remoteTimeoutMs);
    let active = true;
    load.screen.then(
      (Screen) => active && dispatch({ type: 'loaded', Screen }),
      () => active && dispatch({ type: 'failed', attempt, reason: 'error' }),
    );
    load.deadline.catch((error: unknown) => {
      if (active && error instanceof RemoteTimeoutError)
        dispatch({ type: 'failed', attempt, reason: 'timeout' });
    });
    return () => {
      active = false;
      load.cancel();
    };
  }, [id, attempt]);

  const retryRender = useCallback(() => setBoundaryKey((key) => key + 1), []);

  switch (state.status) {
    case 'loading':
      return <RemoteLoading />;
    case 'failed':
      return <RemoteUnavailable onRetry={() => dispatch({ type: 'retry' })} />;
    case 'ready':
      return (
        <RemoteErrorBoundary key={boundaryKey} remote={id} onRetry={retryRender}>
          <state.Screen />
        </RemoteErrorBoundary>
      );
  }
}
