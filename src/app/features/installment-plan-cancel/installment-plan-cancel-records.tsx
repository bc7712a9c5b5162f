// /installmentPlanCancelResult/{jobId} and /installmentPlanCancel/history: one
// run's summary and every plan's result with its status and outstanding amount after the job, read from the server
// (a reload shows the same; a running or held run is followed by itself), and every run newest first, filtered on
// the server by creator, comment and date with the filters in the URL.
import { RunHistory, RunSummary } from '../../ui/bulk-history';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../messages';
import { paths } from '../../paths';
import { CsvExportButton } from '../../ui/csv-export-button';
import { DataTable, type Column } from '../../ui/data-table';
import { columnsByKey } from '../../ui/keyed-columns';
import { EmptyBox } from '../../ui/empty-box';
import { formatDateTime, formatYen } from '../../../shared/format';
import { PageHeading } from '../../ui/page-heading';
import { pageCountOf } from '../../ui/pagination';
import { QueryState } from '../../ui/query-state';
import type { BulkCancellationSummaryFragment } from '../../api/generated/graphql';
import {
  bulkCancellationQueryOptions,
  bulkCancellationsQueryOptions,
} from './api/installment-plan-cancel-api';
import { BulkCancelTabs } from './installment-plan-cancel-tabs';
import {
  EMPTY_HISTORY_FILTERS,
  HISTORY_COLUMNS,
  HISTORY_PAGE_SIZE,
  HISTORY_FILTER_TEXTS,
  RECORD_TEXTS,
  SUMMARY_LABELS,
  countsText,
  historyFiltersFromSearch,
  historyVariables,
  runState,
  runStateText,
  searchFromHistoryFilters,
  type RunStateFields,
} from './installment-plan-cancel-records-rules';
import {
  INSTALLMENT_CANCEL_COLUMNS,
  INSTALLMENT_CANCEL_TEXTS,
  type PlanResult,
} from './installment-plan-cancel-rules';
import { rangeFilterForm } from '../../ui/filter-form';
import { notApprovedLabel } from '../../../shared/operation-labels';
import { useT } from '../../../i18n/use-t';
import { PlanResultText, PlanStatus } from './plan-cells';

function RunStatus({ run }: { run: RunStateFields }) {
  useT();
  const state = runState(run);
  return (
    <span className={`batch-status batch-status--${state.kind}`} data-status={state.kind}>
      {runStateText(state)}
      {(state.kind === 'awaitingApproval' || state.kind === 'notApproved') && state.requestId && (
        <>
          {' '}
          <Link to={paths.approvals.detail(state.requestId)}>
            {MESSAGES.approval.openRequest(state.requestId)}
          </Link>
        </>
      )}
      {state.kind === 'inProgress' && ` ${INSTALLMENT_CANCEL_TEXTS.progress(run.done, run.length)}`}
    </span>
  );
}

type NumberedResult = PlanResult & { readonly no: number };

/** The plans' columns; `notApproved`: the run's 却下, 取り下げ or 期限切れ, which each of its plans reads. */
const resultColumns = columnsByKey((notApproved: string | null): Column<NumberedResult>[] => [
  { key: 'no', header: INSTALLMENT_CANCEL_COLUMNS.no, numeric: true, cell: (r) => r.no },
  { key: 'id', header: INSTALLMENT_CANCEL_COLUMNS.id, rowHeader: true, cell: (r) => r.id },
  {
    key: 'result',
    header: INSTALLMENT_CANCEL_COLUMNS.result,
    cell: (r) => <PlanResultText result={r} notApproved={notApproved} />,
  },
  {
    key: 'status',
    header: INSTALLMENT_CANCEL_COLUMNS.status,
    cell: (r) => <PlanStatus status={r.planStatus} />,
  },
  {
    key: 'outstanding',
    header: INSTALLMENT_CANCEL_COLUMNS.outstanding,
    numeric: true,
    cell: (r) => (r.outstandingAmount == null ? '' : formatYen(r.outstandingAmount)),
  },
]);

const RESULT_TABLE_HEIGHT = 560;

export function BulkCancellationResultPage() {
  useT();
  const { jobId = '' } = useParams();
  const query = useQuery(bulkCancellationQueryOptions(jobId));
  const rows = useMemo(
    () => (query.data?.results ?? []).map((r, i): NumberedResult => ({ ...r, no: i + 1 })),
    [query.data],
  );
  return (
    <section className="installment-cancel-result">
      <PageHeading title={RECORD_TEXTS.resultTitle} id={jobId} />
      <BulkCancelTabs />
      <QueryState
        query={query}
        isEmpty={(job) => job == null}
        empty={RECORD_TEXTS.recordNotFound}
        notFoundIsEmpty
      >
        {(found) => {
          const job = found!;
          return (
            <>
              <div className="table-section__head">
                <CsvExportButton table="bulk_cancellation_results" scope={{ jobId: job.id }} />
              </div>
              <RunSummary
                run={job}
                status={<RunStatus run={job} />}
                counts={[SUMMARY_LABELS.counts, countsText(job)]}
              />
              {rows.length === 0 ? (
                <EmptyBox />
              ) : (
                <DataTable
                  rows={rows}
                  columns={resultColumns(notApprovedLabel(job.approvalStatus))}
                  rowKey={(r) => String(r.no)}
                  label={RECORD_TEXTS.results}
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

/** The history's filter form but for what it applies (its labels read at render). */
const historyFilterForm = () =>
  rangeFilterForm('audit-filters', HISTORY_FILTER_TEXTS, EMPTY_HISTORY_FILTERS, 'text', [
    'createdBy',
    'comment',
  ]);

export function BulkCancellationHistoryPage() {
  // Renders again when the staff member switches the language (the texts are read from the catalogue).
  useT();
  const [search, setSearch] = useSearchParams();
  const { filters, page } = historyFiltersFromSearch(search);
  const variables = historyVariables(filters, page);
  const query = useQuery(bulkCancellationsQueryOptions(variables));
  const pageCount = pageCountOf(query.data?.total ?? 0, HISTORY_PAGE_SIZE);
  return (
    <section className="installment-cancel-history">
      <PageHeading title={INSTALLMENT_CANCEL_TEXTS.title} />
      <BulkCancelTabs />
      <RunHistory
        title={RECORD_TEXTS.history}
        headingId="bulk-cancel-history"
        head={
          <>
            {query.data && <span>{RECORD_TEXTS.total(query.data.total)}</span>}
            <CsvExportButton table="bulk_cancellations" scope={{ ...variables.filter }} />
          </>
        }
        filters={{
          ...historyFilterForm(),
          applied: filters,
          onApply: (next) => setSearch(searchFromHistoryFilters(next)),
        }}
        query={{ ...query, data: query.data?.items }}
        columns={historyColumns}
        rowKey={(b) => b.id}
        page={page}
        pageCount={pageCount}
        onPage={(next) => setSearch(searchFromHistoryFilters(filters, next))}
      />
    </section>
  );
}
