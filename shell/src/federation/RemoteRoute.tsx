import type { RemoteModuleId } from '@lender/shared/contracts';
import { useCallback, useState } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { cachedScreen, loadRemoteScreen } from './remote-loader.ts';
import { RemoteLoading, RemoteUnavailable } from './RemoteStatus.tsx';
import { useRemote } from './use-remote.ts';

/**
 * Renders a remote's exposed screen on a shell route. While it loads: a spinner;
 * when it cannot be loaded in time or throws while rendering: a message with a
 * Retry button. Either way the rest of the shell keeps working.
 */
export function RemoteRoute({ id }: { id: RemoteModuleId }) {
  const { state, retry } = useRemote(id, (timeoutMs) => loadRemoteScreen(id, timeoutMs), cachedScreen(id));
  const [boundaryKey, setBoundaryKey] = useState(0);
  const retryRender = useCallback(() => setBoundaryKey((key) => key + 1), []);

  switch (state.status) {
    case 'loading':
      return <RemoteLoading />;
    case 'failed':
      return <RemoteUnavailable onRetry={retry} refusal={state.refusal} />;
    case 'ready':
      return (
        <RemoteErrorBoundary key={boundaryKey} remote={id} onRetry={retryRender}>
          <state.Screen />
        </RemoteErrorBoundary>
      );
  }
}
