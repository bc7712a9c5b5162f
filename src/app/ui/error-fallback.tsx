// The root error screen (document 1 §8): heading 'Something went wrong.' with the error text and stack.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '../messages';

function describe(error: unknown): { text: string; stack: string } {
  if (error instanceof Error) return { text: `${error.name}: ${error.message}`, stack: error.stack ?? '' };
  if (typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error) {
    const e = error as { status: unknown; statusText: unknown };
    return { text: `${String(e.status)} ${String(e.statusText)}`, stack: '' };
  }
  return { text: String(error), stack: '' };
}

export function ErrorFallback({ error }: { error: unknown }) {
  const { text, stack } = describe(error);
  return (
    <div className="error-fallback" role="alert">
      <h1>{MESSAGES.errorBoundary.heading}</h1>
      <details>
        <summary>{MESSAGES.errorBoundary.details}</summary>
        <pre>{text}</pre>
        {stack && <pre>{stack}</pre>}
      </details>
      <button type="button" onClick={() => window.location.reload()}>
        {MESSAGES.errorBoundary.reload}
      </button>
    </div>
  );
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors outside the router (the router's own errorElement catches those inside it). */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }

  render() {
    return this.state.hasError ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
