import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  /** What stands in the slot once it threw. A retry remounts the boundary (its slot gives it a new key). */
  fallback: (error: unknown) => ReactNode;
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

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
