// /legalStatusUpdateResult/{batchId} (document 1 §2, §4, §8): one batch's summary with every consumer's row; the
// page follows a running batch by itself and offers Refresh and CSV出力 of its rows (the shared streamed exporter). Refusals read in
// Japanese, and the rows can be narrowed to those with errors (issue 20). The status shown for a batch is shared
// with the history (history-page.tsx).
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../messages';
import { paths } from '../../paths';
import { CsvExportButton } from '../../ui/csv-export-button';
import { DataTable, type Column } from '../../ui/data-table';
import { EmptyBox } from '../../ui/empty-box';
import { formatDateTime } from '../../../shared/format';
import { KeyValueTable } from '../../ui/key-value-table';
import { PageHeading } from '../../ui/page-heading';
import { Loading, QueryState } from '../../ui/query-state';
import { legalStatusRefusalText, legalStatusText } from '../../../shared/legal-status';
import type { JobRetryFieldsFragment } from '../../api/generated/graphql';
import { JOB_RETRY_TEXTS, JobRetryState, isDeadLettered } from '../../ui/job-state';
import { batchQuery } from './api/legal-status-api';
import { useBatchResults, type NumberedItem } from './api/use-batch-results';
import {
  batchDisplayStatus,
  batchStatusText,
  itemResult,
  linksToConsumer,
  type BatchStateFields,
} from './legal-status-rules';
import {
  ITEM_RESULT_TEXT,
  LEGAL_STATUS_UPDATE_TEXTS as T,
  RESULT_COLUMNS,
  SUMMARY_LABELS,
  progressText,
  successCasesText,
} from './legal-status-texts';

/** A running batch or row: a spinner with its name for screen readers. */
function Spinner({ label }: { label: string }) {
  return (
    <span className="spinner-line" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function BatchStatus({
  batch,
}: {
  batch: BatchStateFields & { retry?: JobRetryFieldsFragment | null };
}) {
  if (isDeadLettered(batch.retry))
    return <span className="batch-status batch-status--failure">{JOB_RETRY_TEXTS.deadLettered}</span>;
  const status = batchDisplayStatus(batch);
  const text = batchStatusText(status);
  if (status.kind === 'inProgress') return <Spinner label={text} />;
  if (status.kind === 'awaitingApproval')
    return (
      <span className="batch-status batch-status--awaitingApproval" data-status={status.kind}>
        {text}{' '}
        <Link to={paths.approvals.detail(status.requestId)}>
          {MESSAGES.approval.openRequest(status.requestId)}
        </Link>
      </span>
    );
  return (
    <span className={`batch-status batch-status--${status.kind}`} data-status={status.kind}>
      {text}
    </span>
  );
}

const resultColumns: Column<NumberedItem>[] = [
  { key: 'no', header: RESULT_COLUMNS.no, numeric: true, cell: (r) => r.no },
  {
    key: 'consumerId',
    header: RESULT_COLUMNS.consumerId,
    cell: (r) =>
      linksToConsumer(r) ? <Link to={paths.consumer.root(r.consumerId)}>{r.consumerId}</Link> : r.consumerId,
  },
  { key: 'desired', header: RESULT_COLUMNS.desired, cell: (r) => legalStatusText(r.desiredStatus) },
  {
    key: 'result',
    header: RESULT_COLUMNS.result,
    cell: (r) => {
      const result = itemResult(r);
      if (result.kind === 'pending') return <Spinner label={ITEM_RESULT_TEXT.pending} />;
      if (result.kind === 'success') return ITEM_RESULT_TEXT.success;
      return (
        <span className="batch-item--failure">
          {ITEM_RESULT_TEXT.failure}
          {result.error && (
            <span className="batch-item__error" data-code={result.error}>
              {' '}
              {legalStatusRefusalText(result.error)}
            </span>
          )}
        </span>
      );
    },
  },
];

/** Height of the result rows' scrolling box. */
const RESULT_TABLE_HEIGHT = 560;

export function LegalStatusUpdateResultPage() {
  const { batchId = '' } = useParams();
  const query = useQuery(batchQuery(batchId));
  const results = useBatchResults(batchId, query.data);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const shown = useMemo(
    () => (onlyErrors ? results.rows.filter((r) => r.success === false) : results.rows),
    [onlyErrors, results.rows],
  );
  return (
    <section className="legal-status-result">
      <PageHeading title={T.resultTitle} id={batchId} />
      <QueryState query={query} isEmpty={(batch) => batch == null} empty={T.notFound} notFoundIsEmpty>
        {(found) => {
          const batch = found!;
          const running = batch.completedAt == null;
          const reading = results.complete ? null : T.readingRows(results.rows.length, batch.length);
          return (
            <>
              <div className="legal-status-result__actions">
                {running && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => void query.refetch()}
                    disabled={query.isFetching}
                  >
                    {T.refresh}
                  </button>
                )}
                {/* Streamed by the server: every row, however many, without holding them in the page. */}
                <CsvExportButton table="legal_status_results" scope={{ batchId: batch.id }} />
                {reading && !results.error && (
                  <span id="legal-status-result-reading" role="status">
                    {reading}
                  </span>
                )}
              </div>
              <JobRetryState retry={batch.retry} />
              <KeyValueTable
                rows={[
                  [SUMMARY_LABELS.status, <BatchStatus key="status" batch={batch} />],
                  [SUMMARY_LABELS.createdBy, batch.createdBy],
                  [SUMMARY_LABELS.createdAt, formatDateTime(batch.createdAt)],
                  [
                    SUMMARY_LABELS.completedAt,
                    batch.completedAt == null ? T.pending : formatDateTime(batch.completedAt),
                  ],
                  [SUMMARY_LABELS.successes, successCasesText(batch.successes, batch.length)],
                  [SUMMARY_LABELS.comment, batch.comment ?? ''],
                  ...(batch.error ? [[SUMMARY_LABELS.error, batch.error] as const] : []),
                ]}
              />
              {results.error != null && (
                <p className="query-error" role="alert">
                  {T.rowsFailed}
                </p>
              )}
              {batch.length === 0 ? (
                <EmptyBox />
              ) : results.rows.length === 0 ? (
                !results.error && <Loading />
              ) : (
                <>
                  <div className="legal-status-update__rows-head">
                    <label className="checkbox">
                      <input
                        type="checkbox"
                        checked={onlyErrors}
                        onChange={(e) => setOnlyErrors(e.target.checked)}
                      />{' '}
                      {T.onlyErrorsResult}
                    </label>
                    <span className="legal-status-update__count">
                      {progressText.rows(shown.length, results.rows.length)}
                    </span>
                  </div>
                  <DataTable
                    rows={shown}
                    columns={resultColumns}
                    rowKey={(r) => String(r.no)}
                    label={T.results}
                    virtual={{ height: RESULT_TABLE_HEIGHT }}
                  />
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
