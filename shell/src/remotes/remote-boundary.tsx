import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** One boundary per remote slot: a remote that throws takes down only its own area. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] remote ${this.props.name} failed`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
