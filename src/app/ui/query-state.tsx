// A query's four states in one place: the loading text, the failure (QueryError), the empty box, and the
// content once the data is there. Data already on screen stays when a later refetch fails.
import type { ReactNode } from 'react';
import { graphQLErrorCode } from '../api/api-error';
import { useEarlyText } from '../../i18n/early-texts';
import { EmptyBox } from './empty-box';
import { QueryError } from './query-error';

/** The shared loading text (a polite status). */
export function Loading({ children }: { children?: ReactNode }) {
  const t = useEarlyText();
  return (
    <p className="page-loading" role="status">
      {children ?? t('ui.loading')}
    </p>
  );
}

/** The parts of a TanStack query result QueryState reads. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  /** Runs the query again: the failure's 再試行 button (a TanStack result has it). */
  refetch?: () => unknown;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /** Whether the data counts as empty; by default an empty list does. */
  isEmpty?: (data: T) => boolean;
  /** Text of the empty box (default: the shared text). */
  empty?: ReactNode;
  /** Shown while loading instead of the loading text. */
  loading?: ReactNode;
  /** Shown on failure instead of QueryError (a screen's own error text). */
  error?: ReactNode;
  /** A NOT_FOUND answer shows the empty box (a record that does not exist) instead of an error. */
  notFoundIsEmpty?: boolean;
}

export function QueryState<T>({
  query,
  children,
  isEmpty = isEmptyArray,
  empty,
  loading,
  error,
  notFoundIsEmpty = false,
}: QueryStateProps<T>) {
  if (query.isError && query.data === undefined) {
    if (notFoundIsEmpty && graphQLErrorCode(query.error) === 'NOT_FOUND') return <EmptyBox>{empty}</EmptyBox>;
    return error !== undefined ? <>{error}</> : <QueryError error={query.error} onRetry={query.refetch} />;
  }
  if (query.data === undefined) return loading !== undefined ? <>{loading}</> : <Loading />;
  if (isEmpty(query.data)) return <EmptyBox>{empty}</EmptyBox>;
  return <>{children(query.data)}</>;
}

/**
 * A record page's tab under its header: rendered at once (the tab's own queries start), shown once `ready` (the
 * header is in), with the loading line until then. Shown before, the tab moved down when the header arrived above it
 * (a layout shift of the whole panel).
 */
export function UnderItsHeader({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <>
      {!ready && <Loading />}
      <div hidden={!ready}>{children}</div>
    </>
  );
}
