// A titled section holding one paged table: the heading with the section's action buttons beside it, then the
// table with its pager above and below. The rows come either as a list or as a query (then loading, failure
// and empty show through QueryState).
import { useT } from '../../i18n/use-t';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { QueryState, type QueryLike } from './query-state';

type RowsSource<T> = { rows: readonly T[]; query?: never } | { query: QueryLike<readonly T[]>; rows?: never };

export type PagedTableSectionProps<T> = Omit<DataTableProps<T>, 'rows' | 'pager' | 'label'> &
  RowsSource<T> & {
    /** The section's heading; also the table's accessible name and the pagers' ('{title} ページ送り'). */
    title: string;
    /** Id of the heading, which names the section. */
    headingId: string;
    /** Rows per page. */
    pageSize: number;
    /** The URL parameter holding the page (default `page`); needed when a screen shows two paged tables. */
    pageParam?: string;
    /** Buttons beside the heading (add, create, …). */
    actions?: ReactNode;
    /** Section class; its head is `{className}__head`. */
    className?: string;
    headingLevel?: 2 | 3 | 4;
  };

export function PagedTableSection<T>({
  title,
  headingId,
  pageSize,
  pageParam,
  actions,
  className = 'table-section',
  headingLevel = 3,
  rows,
  query,
  ...table
}: PagedTableSectionProps<T>) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const render = (list: readonly T[]) => (
    <DataTable
      {...table}
      rows={list}
      label={title}
      pager={{ pageSize, label: t('ui.pager.of', { title }), param: pageParam }}
    />
  );
  return (
    <section className={className} aria-labelledby={headingId}>
      <div className={`${className}__head`}>
        <Heading id={headingId}>{title}</Heading>
        {actions}
      </div>
      {query ? (
        // The table shows its own empty box, with the section's empty text.
        <QueryState query={query} isEmpty={() => false}>
          {render}
        </QueryState>
      ) : (
        render(rows)
      )}
    </section>
  );
}
