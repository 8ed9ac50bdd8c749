// General error screen (spec 2.8/1): catches render errors below it, lets the user retry up to
// three times, then offers to report the problem to support by e-mail.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

export type ErrorBoundaryLevel = 'page' | 'component';
export const MAX_RETRIES = 3;

export interface ErrorBoundaryProps {
  level?: ErrorBoundaryLevel;
  /** Show the <details> block with message and stack trace. */
  showDetails?: boolean;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  retryCount: number;
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, retryCount: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: toError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly handleRetry = (): void => {
    this.setState((state) => ({ error: null, retryCount: Math.min(state.retryCount + 1, MAX_RETRIES) }));
  };

  override render(): ReactNode {
    const { error, retryCount } = this.state;
    if (!error) return this.props.children;
    return <ErrorFallback error={error} level={this.props.level ?? 'component'} retriesLeft={MAX_RETRIES - retryCount} onRetry={this.handleRetry} showDetails={this.props.showDetails ?? true} />;
  }
}
