// A failed query's message: in Japanese, saying what happened and what to do next (ui/error-text.ts),
// with a 再試行 button when the owner can run the query again. No raw error text or JSON reaches the screen.
import { useEarlyText } from '../../i18n/early-texts';
import { errorText } from './error-text';

export interface QueryErrorProps {
  error: unknown;
  /** Runs the failed request again (a query's `refetch`); without it no retry button shows. */
  onRetry?: () => unknown;
}

export function QueryError({ error, onRetry }: QueryErrorProps) {
  const t = useEarlyText();
  return (
    <div className="query-error" role="alert">
      <strong>{t('ui.loadFailed')}</strong>
      <p>{errorText(error)}</p>
      {onRetry && (
        <button type="button" className="query-error__retry" onClick={() => void onRetry()}>
          {t('ui.retry')}
        </button>
      )}
    </div>
  );
}
