import type { i18n as I18n } from 'i18next';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LastResortError } from './last-resort-error';

type AppErrorBoundaryProps = { i18n?: I18n; children: ReactNode };

/** The outermost boundary: what the route and section boundaries did not catch ends here. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <LastResortError i18n={this.props.i18n} /> : this.props.children;
  }
}
