// Exportable bulk cancellation tables: one run's results
// (the result page) and the history with its filter (creator, comment, date). Both need
// installment_plans.bulk_cancel, as the queries that show them. A held run whose request was rejected, withdrawn or
// expired reads 却下, 取り下げ or 期限切れ in both, as on screen, not as failed plans.
import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql';
import { filterConditions, type BulkCancellationFilter } from '../../domain/installment-plan-cancel-history';
import { BULK_CANCELLATION_COUNTS } from '../../domain/installment-plan-cancellations';
import { approvalStatusOf } from '../../domain/approvals/requests';
import { NOT_APPROVED_CODE, notApprovedLabel } from '../../../src/shared/operation-labels';
import {
  acceptedFilter,
  optionalPeriod,
  optionalScopeString,
  registerExportTable,
  scopeString,
} from '../registry';

interface ResultRow {
  position: number;
  installment_plan_id: string;
  status: string | null;
  code: string | null;
  title: string | null;
  description: string | null;
  plan_status: string | null;
  outstanding_amount: string | null;
  /** The status of the job's approval request, on every row. */
  approval_status: string | null;
}

function planResult(r: ResultRow): string {
  if (r.status == null) return 'Pending';
  return (r.code === NOT_APPROVED_CODE && notApprovedLabel(r.approval_status)) || r.status;
}

registerExportTable<ResultRow, { jobId: string }>({
  name: 'bulk_cancellation_results',
  // The result page's columns, the refusal code in its own column.
  columns: [
    { header: 'No.', kind: 'number', value: (r) => r.position },
    { header: 'Installment plan ID', kind: 'text', value: (r) => r.installment_plan_id },
    { header: 'Result', kind: 'text', value: planResult },
    { header: 'Code', kind: 'text', value: (r) => r.code },
    { header: 'Title', kind: 'text', value: (r) => r.title },
    { header: 'Description', kind: 'text', value: (r) => r.description },
    { header: 'Status', kind: 'text', value: (r) => r.plan_status },
    { header: 'Outstanding amount', kind: 'amount', value: (r) => r.outstanding_amount },
  ],
  parseScope: (input) => ({ jobId: scopeString(input, 'jobId', 100) }),
  fileId: (scope) => scope.jobId,
  page: (db, scope, after, limit) =>
    rows<ResultRow>(
      db,
      sql`
        select i.position, i.installment_plan_id, i.status, i.code, i.title, i.description,
               k.status as plan_status, k.outstanding_amount::text as outstanding_amount, job.approval_status
        from bulk_cancellation_items i
        left join installment_contracts k on k.id = i.installment_plan_id and k.test = false
        left join (select ${approvalStatusOf(sql`b.approval_request_id`)} as approval_status
                   from bulk_cancellations b where b.id = ${scope.jobId}) job on true
        where i.job_id = ${scope.jobId} and i.position > ${after?.position ?? 0}
        order by i.position
        limit ${limit}`,
    ),
});

interface RunRow {
  id: string;
  created_by: string;
  created_at: Date | string;
  completed_at: Date | string | null;
  held: boolean;
  approval_status: string | null;
  comment: string | null;
  length: number;
  successes: number;
  not_active: number;
  failures: number;
  /** created_at as text, to the microsecond: the keyset (a JS Date keeps only milliseconds). */
  created_key: string;
}

function runStatus(r: RunRow): string {
  if (r.held && r.completed_at == null) return '承認待ち';
  const notApproved = notApprovedLabel(r.approval_status);
  if (notApproved) return notApproved;
  return r.completed_at == null ? 'In progress' : 'Completed';
}

registerExportTable<RunRow, BulkCancellationFilter>({
  name: 'bulk_cancellations',
  columns: [
    { header: 'Run ID', kind: 'text', value: (r) => r.id },
    { header: 'Created by', kind: 'text', value: (r) => r.created_by },
    { header: 'Created at', kind: 'datetime', value: (r) => r.created_at },
    { header: 'Completed at', kind: 'datetime', value: (r) => r.completed_at },
    { header: 'Status', kind: 'text', value: runStatus },
    { header: 'Comment', kind: 'text', value: (r) => r.comment },
    { header: 'Plans', kind: 'number', value: (r) => r.length },
    { header: 'Cancelled', kind: 'number', value: (r) => r.successes },
    { header: 'Not active', kind: 'number', value: (r) => r.not_active },
    { header: 'Failed', kind: 'number', value: (r) => r.failures },
  ],
  parseScope: (input) =>
    acceptedFilter<BulkCancellationFilter>(
      {
        createdBy: optionalScopeString(input, 'createdBy'),
        comment: optionalScopeString(input, 'comment'),
        ...optionalPeriod(input),
      },
      filterConditions,
    ),
  fileId: () => null,
  // Newest first, as the history page; (created_at, id) is the keyset.
  page: (db, filter, after, limit) => {
    const checked = filterConditions(filter);
    const where = checked.ok ? checked.where : sql`false`;
    const keyset = after
      ? sql`and (b.created_at, b.id) < (${after.created_key}::timestamptz, ${after.id})`
      : sql``;
    return rows<RunRow>(
      db,
      sql`
        select b.id, b.created_by, b.created_at, b.completed_at, b.held, b.comment, b.length,
               ${approvalStatusOf(sql`b.approval_request_id`)} as approval_status,
               coalesce(c.successes, 0)::int as successes, coalesce(c.not_active, 0)::int as not_active,
               coalesce(c.failures, 0)::int as failures, b.created_at::text as created_key
        from (select * from bulk_cancellations b where ${where} ${keyset}
              order by b.created_at desc, b.id desc limit ${limit}) b
        ${BULK_CANCELLATION_COUNTS}
        order by b.created_at desc, b.id desc`,
    );
  },
});
