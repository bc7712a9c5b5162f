// /legalStatusUpdateResult/{batchId} (document 1 §2, §4, §8): one batch's summary with every consumer's row; the
// page follows a running batch by itself and offers Refresh and CSV出力 of its rows (the shared streamed exporter). Refusals read in
// Japanese, and the rows can be narrowed to those with errors. The status shown for a batch is shared
// with the history (history-page.tsx).
import { useT } from '../../../i18n/use-t';
import { RunSummary } from '../../ui/bulk-history';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../messages';
import { paths } from '../../paths';
import { CsvExportButton } from '../../ui/csv-export-button';
import { DataTable, type Column } from '../../ui/data-table';
import { columnsByKey } from '../../ui/keyed-columns';
import { EmptyBox } from '../../ui/empty-box';
import { PageHeading } from '../../ui/page-heading';
import { Loading, QueryState } from '../../ui/query-state';
import { legalStatusRefusalText, legalStatusText } from '../../../shared/legal-status';
import type { JobRetryFieldsFragment } from '../../api/generated/graphql';
import { JOB_RETRY_TEXTS, JobRetryState, isDeadLettered } from '../../ui/job-state';
import { notApprovedLabel } from '../../../shared/operation-labels';
import { batchQueryOptions } from './api/legal-status-api';
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
  LEGAL_STATUS_UPDATE_TEXTS,
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
  // Held: the request it waits for, or the one that ended it without approval.
  const requestId =
    status.kind === 'awaitingApproval' || status.kind === 'notApproved' ? status.requestId : null;
  if (requestId)
    return (
      <span className={`batch-status batch-status--${status.kind}`} data-status={status.kind}>
        {text} <Link to={paths.approvals.detail(requestId)}>{MESSAGES.approval.openRequest(requestId)}</Link>
      </span>
    );
  return (
    <span className={`batch-status batch-status--${status.kind}`} data-status={status.kind}>
      {text}
    </span>
  );
}

/**
 * The rows' columns; `notApproved`: the batch's 却下, 取り下げ or 期限切れ, which each of its rows reads. No. is the
 * file's line, as the upload page and the approval page named the row.
 */
const resultColumns = columnsByKey((notApproved: string | null): Column<NumberedItem>[] => [
  { key: 'no', header: RESULT_COLUMNS.no, numeric: true, cell: (r) => r.line },
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
      const result = itemResult(r, notApproved);
      if (result.kind === 'pending') return <Spinner label={ITEM_RESULT_TEXT.pending} />;
      if (result.kind === 'success') return ITEM_RESULT_TEXT.success;
      return (
        <span className={`batch-item--${result.kind}`}>
          {result.kind === 'notApproved' ? result.label : ITEM_RESULT_TEXT.failure}
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
]);

/** Height of the result rows' scrolling box. */
const RESULT_TABLE_HEIGHT = 560;

export function LegalStatusUpdateResultPage() {
  // Renders again when the staff member switches the language (the texts are read from the catalogue).
  useT();
  const { batchId = '' } = useParams();
  const query = useQuery(batchQueryOptions(batchId));
  const results = useBatchResults(batchId, query.data);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const shown = useMemo(
    () => (onlyErrors ? results.rows.filter((r) => r.success === false) : results.rows),
    [onlyErrors, results.rows],
  );
  return (
    <section className="legal-status-result">
      <PageHeading title={LEGAL_STATUS_UPDATE_TEXTS.resultTitle} id={batchId} />
      <QueryState
        query={query}
        isEmpty={(batch) => batch == null}
        empty={LEGAL_STATUS_UPDATE_TEXTS.notFound}
        notFoundIsEmpty
      >
        {(found) => {
          const batch = found!;
          const running = batch.completedAt == null;
          const reading = results.complete
            ? null
            : LEGAL_STATUS_UPDATE_TEXTS.readingRows(results.rows.length, batch.length);
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
                    {LEGAL_STATUS_UPDATE_TEXTS.refresh}
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
              <RunSummary
                run={batch}
                status={<BatchStatus batch={batch} />}
                counts={[SUMMARY_LABELS.successes, successCasesText(batch.successes, batch.length)]}
                extra={batch.error ? [[SUMMARY_LABELS.error, batch.error]] : []}
              />
              {results.error != null && (
                <p className="query-error" role="alert">
                  {LEGAL_STATUS_UPDATE_TEXTS.rowsFailed}
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
                      {LEGAL_STATUS_UPDATE_TEXTS.onlyErrorsResult}
                    </label>
                    <span className="legal-status-update__count">
                      {progressText.rows(shown.length, results.rows.length)}
                    </span>
                  </div>
                  <DataTable
                    rows={shown}
                    columns={resultColumns(notApprovedLabel(batch.approvalStatus))}
                    rowKey={(r) => String(r.no)}
                    label={LEGAL_STATUS_UPDATE_TEXTS.results}
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
