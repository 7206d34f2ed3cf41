/**
 * A lazily loaded part of a screen (a dialog, a step) whose chunk may fail to load
 * (a dropped connection, a redeploy that removed the chunk). `React.lazy` keeps a
 * rejected import for good, so a part is a lazy component that can be replaced:
 * `LazySlot` renders it under Suspense and an error boundary: a labelled loading
 * status while the chunk comes, and when it does not, a message with Retry, which
 * loads it again (a dialog puts the slot inside its one frame) (webpack forgets a failed
 * chunk, so the import is really retried). Only the slot remounts: the screen
 * around it, and what the user typed there, stay.
 */
import { Component, lazy, Suspense, useReducer, type ComponentType, type ReactNode } from 'react';
import { Button, Stack, Text } from './chakra.ts';
import { LoadingStatus } from './loading-status.tsx';

export interface LazyPart<P extends object> {
  readonly current: ComponentType<P>;
  /** Forgets a failed load; the next render imports again. */
  reload(): void;
}

export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let current = lazy(load);
  return {
    get current() {
      return current as ComponentType<P>;
    },
    reload() {
      current = lazy(load);
    },
  };
}

interface BoundaryProps {
  failed: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A part of the page could not be loaded', error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.failed(this.retry) : this.props.children;
  }
}

export interface LazySlotProps<P extends object> {
  part: LazyPart<P>;
  props: P;
  /** What is loading, said while it loads. */
  loadingLabel: string;
  /** Said, with Retry, when it could not be loaded (or threw while rendering). */
  failedMessage: string;
}

export function LazySlot<P extends object>({ part, props, loadingLabel, failedMessage }: LazySlotProps<P>) {
  // Re-render after a retry so the replaced lazy component is read.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const Part = part.current;
  return (
    <LoadBoundary
      failed={(retry) => (
        <Stack gap="3" align="flex-start">
          <Text role="alert">{failedMessage}</Text>
          <Button colorPalette="brand" onClick={retry}>
            Retry
          </Button>
        </Stack>
      )}
      onRetry={() => {
        part.reload();
        rerender();
      }}
    >
      <Suspense fallback={<LoadingStatus label={loadingLabel} />}>
        <Part {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
