import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteStatus.tsx';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
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
    return this.state.failed ? <RemoteUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}
