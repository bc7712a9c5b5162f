// A page of a server-paged list whose total is unknown (the audit trail, the access log): the table with a pager above
// and below once more than one page is known (the pages seen, and one more while `hasMore`), and the query's
// loading, error and empty states.
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type Column } from './data-table';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { knownPageCount } from './pagination';
import { useT } from '../../i18n/use-t';

export function KnownPagesTable<Row>({
  query,
  page,
  onPage,
  columns,
  rowKey,
  label,
  pagerLabel,
  empty,
}: {
  query: UseQueryResult<{ items: Row[]; hasMore: boolean }>;
  page: number;
  onPage: (page: number) => void;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** The table's accessible name. */
  label: string;
  pagerLabel: string;
  empty: string;
}) {
  const pageCount = knownPageCount(page, query.data?.hasMore ?? false);
  const t = useT();
  const pager = (name: string) =>
    pageCount > 1 ? <Pager page={page} pageCount={pageCount} onChange={onPage} label={name} /> : null;
  return (
    <QueryState query={query} isEmpty={(data) => data.items.length === 0 && page === 1} empty={empty}>
      {(data) => (
        <div className="wide-table" aria-busy={query.isFetching}>
          {pager(t('ui.pager.top', { label: pagerLabel }))}
          <DataTable rows={data.items} columns={columns} rowKey={rowKey} label={label} empty={empty} />
          {pager(t('ui.pager.bottom', { label: pagerLabel }))}
        </div>
      )}
    </QueryState>
  );
}
