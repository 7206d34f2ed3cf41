import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The current location: a new one clears the error, so navigating away recovers. */
  location: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  location: unknown;
}

/**
 * What React Router's data router showed when a page threw while rendering (its
 * default error element: the heading, the message, the stack), kept now that the
 * shell routes declaratively; without it an error would unmount the whole page.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    const stack = error instanceof Error ? error.stack : null;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {stack ? (
          <pre style={{ padding: '0.5rem', backgroundColor: 'rgba(200,200,200, 0.5)' }}>{stack}</pre>
        ) : null}
      </>
    );
  }
}
