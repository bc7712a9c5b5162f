// Exportable legal-status tables: one batch's result rows (the result page's download) and the batch
// history. Any signed-in staff member reads both (as the GraphQL queries that show them). A held batch whose request
// was rejected, withdrawn or expired reads 却下, 取り下げ or 期限切れ in both, as on screen, not Failure.
import { sql } from 'drizzle-orm';
import { legalStatusRefusalText } from '../../../src/shared/legal-status';
import { notApprovedLabel } from '../../../src/shared/operation-labels';
import { approvalStatusOf } from '../../domain/approvals/requests';
import { rows } from '../../db/sql';
import { batchItemLine, batchWhere, type BatchFilter } from '../../domain/legal-status-batches';
import { optionalEpoch, optionalScopeString, registerExportTable, scopeString } from '../registry';

interface ResultRow {
  /** The keyset. */
  position: number;
  /** The No.: the row's line in the file, as every screen names it. */
  line: number;
  consumer_id: string;
  desired_status: string;
  success: boolean | null;
  error: string | null;
  /** The status of the batch's approval request, on every row. */
  approval_status: string | null;
}

function itemResult(r: ResultRow): string {
  if (r.success == null) return 'Pending';
  if (r.success) return 'Success';
  return notApprovedLabel(r.approval_status) ?? 'Failure';
}

registerExportTable<ResultRow, { batchId: string }>({
  name: 'legal_status_results',
  // The result page's headers (No., Consumer ID, …), plus the Japanese reason beside the code.
  columns: [
    { header: 'No.', kind: 'number', value: (r) => r.line },
    { header: 'Consumer ID', kind: 'text', value: (r) => r.consumer_id },
    { header: 'Desired legal status', kind: 'text', value: (r) => r.desired_status },
    {
      header: 'Result',
      kind: 'text',
      value: itemResult,
    },
    { header: 'Error', kind: 'text', value: (r) => (r.success === false ? r.error : null) },
    {
      header: '理由',
      kind: 'text',
      value: (r) => (r.success === false && r.error ? legalStatusRefusalText(r.error) : null),
    },
  ],
  parseScope: (input) => ({ batchId: scopeString(input, 'batchId', 100) }),
  fileId: (scope) => scope.batchId,
  page: (db, scope, after, limit) =>
    rows<ResultRow>(
      db,
      sql`
        select i.position, ${batchItemLine('i')} as line, i.consumer_id, i.desired_status, i.success, i.error,
               batch.approval_status
        from legal_status_batch_items i
        left join (select ${approvalStatusOf(sql`b.approval_request_id`)} as approval_status
                   from legal_status_batches b where b.id = ${scope.batchId}) batch on true
        where i.batch_id = ${scope.batchId} and i.position > ${after?.position ?? 0}
        order by i.position
        limit ${limit}`,
    ),
});

interface BatchRow {
  id: string;
  created_by: string;
  created_at: Date | string;
  completed_at: Date | string | null;
  length: number;
  successes: number;
  failures: number;
  success: boolean | null;
  started_at: Date | string | null;
  approval_request_id: string | null;
  approval_status: string | null;
  comment: string | null;
  /** created_at as text, to the microsecond: the keyset (a JS Date keeps only milliseconds). */
  created_key: string;
}

/** The history's status column in words (the screen's BatchStatus). */
function batchStatus(b: BatchRow): string {
  if (b.completed_at == null) return b.approval_request_id && !b.started_at ? '承認待ち' : 'In progress';
  const notApproved = notApprovedLabel(b.approval_status);
  if (notApproved) return notApproved;
  if (b.success === false) return 'Failure';
  if (b.failures > 0) return `Partial Success (${b.successes}/${b.length})`;
  return 'Success';
}

registerExportTable<BatchRow, BatchFilter>({
  name: 'legal_status_batches',
  columns: [
    { header: 'Batch ID', kind: 'text', value: (b) => b.id },
    { header: 'Created by', kind: 'text', value: (b) => b.created_by },
    { header: 'Created at', kind: 'datetime', value: (b) => b.created_at },
    { header: 'Completed at', kind: 'datetime', value: (b) => b.completed_at },
    { header: 'Status', kind: 'text', value: batchStatus },
    { header: 'Rows', kind: 'number', value: (b) => b.length },
    { header: 'Success cases', kind: 'number', value: (b) => b.successes },
    { header: 'Comment', kind: 'text', value: (b) => b.comment },
  ],
  // The history's filters, as the page sends them to legalStatusBatchUpdates.
  parseScope: (input): BatchFilter => ({
    comment: optionalScopeString(input, 'comment'),
    batchId: optionalScopeString(input, 'batchId'),
    createdBy: optionalScopeString(input, 'createdBy'),
    createdFrom: optionalEpoch(input, 'createdFrom'),
    createdTo: optionalEpoch(input, 'createdTo'),
  }),
  fileId: () => null,
  // Newest first, as the history page; (created_at, id) is the keyset.
  page: (db, scope, after, limit) =>
    rows<BatchRow>(
      db,
      sql`
        select id, created_by, created_at, completed_at, length, successes, failures, success, started_at,
               approval_request_id, ${approvalStatusOf(sql`approval_request_id`)} as approval_status, comment,
               created_at::text as created_key
        from legal_status_batches
        where ${batchWhere(scope)}
        ${after ? sql`and (created_at, id) < (${after.created_key}::timestamptz, ${after.id})` : sql``}
        order by created_at desc, id desc
        limit ${limit}`,
    ),
});
