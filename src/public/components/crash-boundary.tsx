import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';
import { reportError } from '../../web/lib/error-reporting';
import { Notice } from './frame';

type State = { crashed: boolean };

/**
 * A render error anywhere on a public page: the spec's failure message with a way to start
 * again instead of a blank page, and the error reported (ADR 028). React has error boundaries
 * as classes only.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { crashed: false };

  static getDerivedStateFromError(): State {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error);
    reportError(error, info.componentStack);
  }

  override render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <Notice
        title={GENERIC_ERROR_MESSAGE}
        text="Reloading the page usually helps."
        onRetry={() => window.location.reload()}
      />
    );
  }
}
