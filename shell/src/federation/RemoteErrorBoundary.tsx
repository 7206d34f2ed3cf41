import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteStatus.tsx';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
  /** What shows instead when it throws; the section fallback with Retry when not given. */
  fallback?: ReactNode;
}

/** Contains a remote screen that throws while rendering: the shell around it survives. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[federation] ${this.props.remote} failed while rendering`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <RemoteUnavailable onRetry={this.props.onRetry} />;
  }
}
