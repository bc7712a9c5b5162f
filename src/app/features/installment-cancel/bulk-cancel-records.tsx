// /installmentPlanCancelResult/{jobId} and /installmentPlanCancel/history (issue 20 "a record", issue 21): one
// run's summary and every plan's result with its status and outstanding amount after the job, read from the server
// (a reload shows the same; a running or held run is followed by itself), and every run newest first, filtered on
// the server by creator, comment and date with the filters in the URL.
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../messages';
import { paths } from '../../paths';
import { CsvExportButton } from '../../ui/csv-export-button';
import { DataTable, type Column } from '../../ui/data-table';
import { EmptyBox } from '../../ui/empty-box';
import { formatDateTime, formatYen } from '../../../shared/format';
import { KeyValueTable } from '../../ui/key-value-table';
import { PageHeading } from '../../ui/page-heading';
import { Pager } from '../../ui/pager';
import { pageCountOf } from '../../ui/pagination';
import { QueryState } from '../../ui/query-state';
import type { BulkCancellationSummaryFragment } from '../../api/generated/graphql';
import { bulkCancellationQuery, bulkCancellationsQuery } from './api/installment-cancel-api';
import { BulkCancelTabs } from './bulk-cancel-tabs';
import {
  EMPTY_HISTORY_FILTERS,
  HISTORY_COLUMNS,
  HISTORY_PAGE_SIZE,
  RECORD_TEXTS as R,
  RUN_STATE_TEXT,
  SUMMARY_LABELS,
  countsText,
  historyFiltersFromSearch,
  historyVariables,
  runState,
  searchFromHistoryFilters,
  type HistoryFilters,
  type RunStateFields,
} from './bulk-cancel-records-rules';
import {
  INSTALLMENT_CANCEL_COLUMNS as C,
  INSTALLMENT_CANCEL_TEXTS as T,
  resultText,
  type PlanResult,
} from './installment-cancel-rules';
import { FilterForm, type FilterField } from '../../ui/filter-form';

function RunStatus({ run }: { run: RunStateFields }) {
  const state = runState(run);
  return (
    <span className={`batch-status batch-status--${state.kind}`} data-status={state.kind}>
      {RUN_STATE_TEXT[state.kind]}
      {state.kind === 'awaitingApproval' && state.requestId && (
        <>
          {' '}
          <Link to={paths.approvals.detail(state.requestId)}>
            {MESSAGES.approval.openRequest(state.requestId)}
          </Link>
        </>
      )}
      {state.kind === 'inProgress' && ` ${T.progress(run.done, run.length)}`}
    </span>
  );
}

type NumberedResult = PlanResult & { readonly no: number };

const resultColumns: Column<NumberedResult>[] = [
  { key: 'no', header: 'No.', numeric: true, cell: (r) => r.no },
  { key: 'id', header: C.id, rowHeader: true, cell: (r) => r.id },
  { key: 'result', header: C.result, cell: (r) => resultText(r) },
  { key: 'status', header: C.status, cell: (r) => r.planStatus ?? '' },
  {
    key: 'outstanding',
    header: C.outstanding,
    numeric: true,
    cell: (r) => (r.outstandingAmount == null ? '' : formatYen(r.outstandingAmount)),
  },
];

const RESULT_TABLE_HEIGHT = 560;

export function BulkCancellationResultPage() {
  const { jobId = '' } = useParams();
  const query = useQuery(bulkCancellationQuery(jobId));
  const rows = useMemo(
    () => (query.data?.results ?? []).map((r, i): NumberedResult => ({ ...r, no: i + 1 })),
    [query.data],
  );
  return (
    <section className="installment-cancel-result">
      <PageHeading title={R.resultTitle} id={jobId} />
      <BulkCancelTabs />
      <QueryState query={query} isEmpty={(job) => job == null} empty={R.notFound} notFoundIsEmpty>
        {(found) => {
          const job = found!;
          return (
            <>
              <div className="table-section__head">
                <CsvExportButton table="bulk_cancellation_results" scope={{ jobId: job.id }} />
              </div>
              <KeyValueTable
                rows={[
                  [SUMMARY_LABELS.status, <RunStatus key="status" run={job} />],
                  [SUMMARY_LABELS.createdBy, job.createdBy],
                  [SUMMARY_LABELS.createdAt, formatDateTime(job.createdAt)],
                  [
                    SUMMARY_LABELS.completedAt,
                    job.completedAt == null ? R.pending : formatDateTime(job.completedAt),
                  ],
                  [SUMMARY_LABELS.counts, countsText(job)],
                  [SUMMARY_LABELS.comment, job.comment ?? ''],
                ]}
              />
              {rows.length === 0 ? (
                <EmptyBox />
              ) : (
                <DataTable
                  rows={rows}
                  columns={resultColumns}
                  rowKey={(r) => String(r.no)}
                  label={R.results}
                  virtual={{ height: RESULT_TABLE_HEIGHT }}
                />
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

const historyColumns: Column<BulkCancellationSummaryFragment>[] = [
  {
    key: 'id',
    header: HISTORY_COLUMNS.id,
    rowHeader: true,
    cell: (b) => <Link to={paths.installmentPlanCancelResult.detail(b.id)}>{b.id}</Link>,
  },
  { key: 'createdBy', header: HISTORY_COLUMNS.createdBy, cell: (b) => b.createdBy },
  { key: 'createdAt', header: HISTORY_COLUMNS.createdAt, cell: (b) => formatDateTime(b.createdAt) },
  { key: 'comment', header: HISTORY_COLUMNS.comment, cell: (b) => b.comment ?? '' },
  { key: 'counts', header: HISTORY_COLUMNS.counts, cell: (b) => countsText(b) },
  { key: 'status', header: HISTORY_COLUMNS.status, cell: (b) => <RunStatus run={b} /> },
];

const HISTORY_FILTER_FIELDS: readonly FilterField<keyof HistoryFilters>[] = [
  { key: 'createdBy', label: R.createdBy, type: 'text' },
  { key: 'comment', label: R.comment, type: 'text' },
  { key: 'from', label: R.from, type: 'date' },
  { key: 'to', label: R.to, type: 'date' },
];

export function BulkCancellationHistoryPage() {
  const [search, setSearch] = useSearchParams();
  const { filters, page } = historyFiltersFromSearch(search);
  const variables = historyVariables(filters, page);
  const query = useQuery(bulkCancellationsQuery(variables));
  const applied = searchFromHistoryFilters(filters).toString();
  const pageCount = pageCountOf(query.data?.total ?? 0, HISTORY_PAGE_SIZE);
  const pager = (position: string) =>
    pageCount > 1 ? (
      <Pager
        page={page}
        pageCount={pageCount}
        onChange={(next) => setSearch(searchFromHistoryFilters(filters, next))}
        label={`${R.history} ページ送り (${position})`}
      />
    ) : null;
  return (
    <section className="installment-cancel-history">
      <PageHeading title={T.title} />
      <BulkCancelTabs />
      <section className="table-section" aria-labelledby="bulk-cancel-history">
        <div className="table-section__head">
          <h2 id="bulk-cancel-history">{R.history}</h2>
          {query.data && <span>{R.total(query.data.total)}</span>}
          <CsvExportButton table="bulk_cancellations" scope={{ ...variables.filter }} />
        </div>
        {/* Remounted when the URL's filters change (back, forward, a link), so the form shows them. */}
        <FilterForm
          key={applied}
          className="audit-filters"
          fields={HISTORY_FILTER_FIELDS}
          applied={filters}
          empty={EMPTY_HISTORY_FILTERS}
          texts={{ label: R.filters, apply: R.apply, clear: R.clear, badRange: R.badRange }}
          onApply={(next) => setSearch(searchFromHistoryFilters(next))}
        />
        <QueryState query={query} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <>
              {pager('上')}
              <DataTable rows={data.items} columns={historyColumns} rowKey={(b) => b.id} label={R.history} />
              {pager('下')}
            </>
          )}
        </QueryState>
      </section>
    </section>
  );
}
