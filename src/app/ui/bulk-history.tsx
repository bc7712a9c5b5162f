// The bulk tools' records: a run's summary on its result page and the history of runs, a page at a time from the
// server with the filters and the pager above and below (legal-status batches, bulk cancellations; a fourth tool's
// history is its columns and its query).
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../shared/format';
import { DataTable, type Column } from './data-table';
import { FilterForm, type FilterFormProps } from './filter-form';
import { KeyValueTable, type KeyValueRow } from './key-value-table';
import { Pager } from './pager';
import { QueryState, type QueryLike } from './query-state';

export interface RunSummaryFields {
  readonly createdBy: string;
  readonly createdAt: number;
  readonly completedAt?: number | null;
  readonly comment?: string | null;
}

/** Status, creator, created, completed (or pending), the tool's counts, the comment, then anything the tool adds. */
export function RunSummary({
  run,
  status,
  counts,
  extra = [],
}: {
  run: RunSummaryFields;
  status: ReactNode;
  /** The tool's count line: its label and its text. */
  counts: KeyValueRow;
  extra?: readonly KeyValueRow[];
}) {
  const t = useT();
  return (
    <KeyValueTable
      rows={[
        [t('bulkRun.status'), status],
        [t('bulkRun.createdBy'), run.createdBy],
        [t('bulkRun.createdAt'), formatDateTime(run.createdAt)],
        [
          t('bulkRun.completedAt'),
          run.completedAt == null ? t('bulkRun.pending') : formatDateTime(run.completedAt),
        ],
        counts,
        [t('bulkRun.comment'), run.comment ?? ''],
        ...extra,
      ]}
    />
  );
}

/** The history of one tool's runs: its heading (with the export button beside it), filters and pages. */
export function RunHistory<T, K extends string>({
  title,
  headingId,
  head,
  filters,
  query,
  isEmpty,
  empty,
  columns,
  rowKey,
  page,
  pageCount,
  onPage,
}: {
  title: string;
  headingId: string;
  /** Beside the heading: the count, the CSV export. */
  head: ReactNode;
  filters: FilterFormProps<K>;
  query: QueryLike<readonly T[]>;
  isEmpty?: (rows: readonly T[]) => boolean;
  empty?: ReactNode;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const pagerLabel = t('ui.pager.of', { title });
  const pager = (label: string) =>
    pageCount > 1 ? <Pager page={page} pageCount={pageCount} onChange={onPage} label={label} /> : null;
  const above = pager(t('ui.pager.top', { label: pagerLabel }));
  const below = pager(t('ui.pager.bottom', { label: pagerLabel }));
  return (
    <section className="table-section" aria-labelledby={headingId}>
      <div className="table-section__head">
        <h2 id={headingId}>{title}</h2>
        {head}
      </div>
      {/* Remounted when the applied filters change (back, forward, a link), so the form shows them. */}
      <FilterForm key={JSON.stringify(filters.applied)} {...filters} />
      <QueryState query={query} isEmpty={isEmpty} empty={empty}>
        {(list) => (
          <>
            {above}
            <DataTable rows={list} columns={columns} rowKey={rowKey} label={title} />
            {below}
          </>
        )}
      </QueryState>
    </section>
  );
}
