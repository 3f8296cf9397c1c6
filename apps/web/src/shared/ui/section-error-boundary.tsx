import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState, type ErrorStateProps } from './error-state';

type SectionErrorBoundaryProps = {
  children: ReactNode;
  /** A new value (the address, say) clears the error and renders the children again. */
  resetKey?: unknown;
  titleAs?: ErrorStateProps['titleAs'];
  isCompact?: boolean;
};

type SectionErrorBoundaryState = { hasError: boolean; resetKey: unknown };

/**
 * Keeps a failing part of the page to itself (CONVENTIONS "Errors"): the rest stays usable and
 * the part shows the generic error with a retry that renders it again.
 */
export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  SectionErrorBoundaryState
> {
  override state: SectionErrorBoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<SectionErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: SectionErrorBoundaryProps,
    state: SectionErrorBoundaryState,
  ): Partial<SectionErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // spec 000 §8: failures are logged to the console; the player sees the generic text.
    console.error(error, info.componentStack);
  }

  #handleRetry = (): void => {
    this.setState({ hasError: false });
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <ErrorState
        onRetry={this.#handleRetry}
        titleAs={this.props.titleAs}
        isCompact={this.props.isCompact}
      />
    );
  }
}
