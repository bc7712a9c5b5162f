// A tab's own query: loading text, QueryError, or the content once the data is there.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MESSAGES } from '../../../messages';
import { QueryError } from '../../../ui/query-error';

export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && query.data === undefined) return <QueryError error={query.error} />;
  if (query.data === undefined) {
    return (
      <p className="page-loading" role="status">
        {MESSAGES.common.loading}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
