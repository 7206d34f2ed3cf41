import type { RemoteModuleId } from '@lender/shared/contracts';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { liveScreenFailed, liveScreenLoading, liveScreenShown } from '../startup/take-over.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { cachedScreen, loadRemoteScreen } from './remote-loader.ts';
import { RemoteLoading, RemoteUnavailable, RemoteUnavailableNote } from './RemoteStatus.tsx';
import { useRemote } from './use-remote.ts';

/**
 * Renders a remote's exposed screen on a shell route. While it loads: a spinner;
 * when it cannot be loaded in time or throws while rendering: a message with a
 * Retry button. Either way the rest of the shell keeps working.
 */
export function RemoteRoute({ id }: { id: RemoteModuleId }) {
  const { state, retry } = useRemote(id, (timeoutMs) => loadRemoteScreen(id, timeoutMs), cachedScreen(id));
  const [boundaryKey, setBoundaryKey] = useState(0);
  // A server-made first screen gives way once this one is in place; while it cannot load, the
  // server's form stays (with what was typed) and says so under it, with the Retry.
  const [serverFailure, setServerFailure] = useState<HTMLElement | null>(null);
  // In the commit that puts the screen in place, before anything else runs: no moment shows (or
  // lets a script find) the server's form and the live one both.
  useLayoutEffect(() => {
    if (state.status === 'ready') liveScreenShown();
    // While it loads, no take-over by time (released when it is ready, failed or left).
    return state.status === 'loading' ? liveScreenLoading() : undefined;
  }, [state.status]);
  useEffect(() => {
    if (state.status === 'failed') setServerFailure(liveScreenFailed());
  }, [state.status]);
  const retryRender = useCallback(() => setBoundaryKey((key) => key + 1), []);

  switch (state.status) {
    case 'loading':
      return <RemoteLoading />;
    case 'failed':
      return (
        <>
          <RemoteUnavailable onRetry={retry} refusal={state.refusal} />
          {serverFailure?.isConnected &&
            createPortal(<RemoteUnavailableNote onRetry={retry} refusal={state.refusal} />, serverFailure)}
        </>
      );
    case 'ready':
      return (
        <RemoteErrorBoundary key={boundaryKey} remote={id} onRetry={retryRender}>
          <state.Screen />
        </RemoteErrorBoundary>
      );
  }
}
