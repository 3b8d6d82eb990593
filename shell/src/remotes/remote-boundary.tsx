import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

/** One boundary per remote slot: a remote that throws takes down only its own area. */
export class RemoteBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] remote ${this.props.name} failed`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false, error: undefined });

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
