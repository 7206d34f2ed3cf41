/**
 * A lazily loaded part of a screen (a dialog, a step) whose chunk may fail to load
 * (a dropped connection, a redeploy that removed the chunk). `React.lazy` keeps a
 * rejected import for good, so a part is a lazy component that can be replaced:
 * `LazySlot` renders it under Suspense and an error boundary, shows `failed(retry)`
 * when the chunk does not come, and Retry loads it again (webpack forgets a failed
 * chunk, so the import is really retried). Only the slot remounts: the screen
 * around it, and what the user typed there, stay.
 */
import { Component, lazy, Suspense, useReducer, type ComponentType, type ReactNode } from 'react';

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
  /** Shown while the chunk loads. */
  loading: ReactNode;
  /** Shown when it could not be loaded (or threw while rendering); `retry` loads it again. */
  failed: (retry: () => void) => ReactNode;
}

export function LazySlot<P extends object>({ part, props, loading, failed }: LazySlotProps<P>) {
  // Re-render after a retry so the replaced lazy component is read.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const Part = part.current;
  return (
    <LoadBoundary
      failed={failed}
      onRetry={() => {
        part.reload();
        rerender();
      }}
    >
      <Suspense fallback={loading}>
        <Part {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
