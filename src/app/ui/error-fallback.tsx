// The root error screen (document 1 §8): heading 'Something went wrong.', then what happened in Japanese with the
// next step (ui/error-text.ts) and the 再読み込み button; the raw error text and stack only inside the
// collapsed details.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { earlyText, useEarlyText } from '../../i18n/early-texts';
import { errorText } from './error-text';

function describe(error: unknown): { text: string; stack: string } {
  if (error instanceof Error) return { text: `${error.name}: ${error.message}`, stack: error.stack ?? '' };
  if (typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error) {
    const e = error as { status: unknown; statusText: unknown };
    return { text: `${String(e.status)} ${String(e.statusText)}`, stack: '' };
  }
  return { text: String(error), stack: '' };
}

/** A route's 404/500 response object has a status; an error thrown while rendering says to reload. */
function fallbackText(error: unknown): string {
  if (error instanceof Error) {
    const text = errorText(error);
    return text === earlyText('ui.error.unexpected') ? earlyText('ui.error.reloadHint') : text;
  }
  return earlyText('ui.error.reloadHint');
}

export function ErrorFallback({ error }: { error: unknown }) {
  const t = useEarlyText();
  const { text, stack } = describe(error);
  return (
    <div className="error-fallback" role="alert">
      <h1>{t('ui.errorHeading')}</h1>
      <p className="error-fallback__text">{fallbackText(error)}</p>
      <details>
        <summary>{t('ui.errorDetails')}</summary>
        <pre>{text}</pre>
        {stack && <pre>{stack}</pre>}
      </details>
      <button type="button" onClick={() => window.location.reload()}>
        {t('ui.reload')}
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
