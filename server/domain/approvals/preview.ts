// What a held change would do now (the approver's page), read from the current rows when a request is shown: for one
// consumer the current and new legal status; for a batch the rows that would set a final status (apart, as the part
// with no way back), the counts per desired status, its first rows and the rows that would fail today; for a bulk
// cancellation the plans that can be cancelled, the amount that becomes charges and the first plans; a report-setting
// file's merchants and months (preview-uploads.ts); a staff grant's or role edit's permissions (preview-staff.ts).
// Once approved, `applied` says what was applied (applied.ts).
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/sql';
import { TERMINAL_LEGAL_STATUSES } from '../../../src/shared/legal-status';
import { batchItemLine } from '../legal-status-batches';
import type { ApprovalRequestData } from './requests';
import { appliedOf } from './applied';
import { previewInvoiceUpload } from './preview-uploads';
import { previewStaffChange } from './preview-staff';
import {
  emptyPreview,
  FAILING_ROWS,
  FIRST_PLANS,
  FIRST_ROWS,
  IRREVERSIBLE_ROWS,
  type ApprovalPreviewData,
  type ConsumerRowData,
  type PlanRowData,
  type PreviewRow,
} from './preview-data';

const FINAL = sql.raw(TERMINAL_LEGAL_STATUSES.map((s) => `'${s}'`).join(', '));

/** Why one consumer's row would fail today; the same order of checks as the legal-status rule. */
const PROBLEM = sql`case when c.id is null then 'NotFound'
  when c.status = 'Closed' then 'AccountClosed'
  when c.legal_status in (${FINAL}) and c.legal_status <> i.desired_status then 'FinalStatus' end`;

/** A row that would really set a final status: it applies today and the consumer is not there already. */
const IRREVERSIBLE = sql`i.desired_status in (${FINAL}) and (${PROBLEM}) is null
  and c.legal_status <> i.desired_status`;

export async function previewRequest(db: Db, request: ApprovalRequestData): Promise<ApprovalPreviewData> {
  const preview = await previewOf(db, request);
  return { ...preview, applied: await appliedOf(db, request) };
}

async function previewOf(db: Db, request: ApprovalRequestData): Promise<ApprovalPreviewData> {
  const args = request.args;
  switch (request.operation) {
    case 'updateConsumerLegalStatus': {
      const [c] = await rows<{ legal_status: string; status: string }>(
        db,
        sql`select legal_status, status from consumers where id = ${String(args.id)}`,
      );
      return {
        ...emptyPreview(1),
        currentValue: c?.legal_status ?? null,
        newValue: String(args.legalStatus),
      };
    }
    case 'legalStatusBatchUpdate':
      return previewBatch(db, request.targetId ?? '');
    case 'startBulkCancellation':
      return previewBulkCancellation(db, request.targetId ?? '');
    case 'deactivateInvoiceUpload':
      return previewInvoiceUpload(db, request.targetId ?? '');
    default: {
      // A staff change names its member and permissions itself; the raw arguments (a staff id) would only repeat it.
      const staffChange = await previewStaffChange(db, request);
      return { ...emptyPreview(request.facts.rows), lines: staffChange ? [] : linesOf(request), staffChange };
    }
  }
}

async function previewBatch(db: Db, batchId: string): Promise<ApprovalPreviewData> {
  const counts = await rows<{ status: string; count: number }>(
    db,
    sql`select desired_status as status, count(*)::int as count from legal_status_batch_items
        where batch_id = ${batchId} group by desired_status order by count(*) desc, desired_status`,
  );
  const itemRows = (where: ReturnType<typeof sql>, limit: number) =>
    rows<PreviewRow>(
      db,
      sql`select ${batchItemLine('i')} as position, i.consumer_id as id, i.desired_status as value,
                 ${PROBLEM} as problem
          from legal_status_batch_items i left join consumers c on c.id = i.consumer_id
          where i.batch_id = ${batchId} ${where} order by i.position limit ${limit}`,
    );
  const [tally] = await rows<{ failing: number; irreversible: number; comment: string | null }>(
    db,
    sql`select count(*) filter (where (${PROBLEM}) is not null)::int as failing,
               count(*) filter (where ${IRREVERSIBLE})::int as irreversible,
               (select comment from legal_status_batches where id = ${batchId}) as comment
        from legal_status_batch_items i left join consumers c on c.id = i.consumer_id
        where i.batch_id = ${batchId}`,
  );
  const irreversibleRows = await rows<ConsumerRowData>(
    db,
    sql`select ${batchItemLine('i')} as position, i.consumer_id as "consumerId", c.kanji_name as name,
               c.legal_status as "currentStatus", i.desired_status as "newStatus"
        from legal_status_batch_items i left join consumers c on c.id = i.consumer_id
        where i.batch_id = ${batchId} and ${IRREVERSIBLE} order by i.position limit ${IRREVERSIBLE_ROWS}`,
  );
  return {
    ...emptyPreview(counts.reduce((n, c) => n + c.count, 0)),
    statusCounts: counts,
    firstRows: await itemRows(sql``, FIRST_ROWS),
    failingRows: await itemRows(sql`and (${PROBLEM}) is not null`, FAILING_ROWS),
    failingCount: tally.failing,
    irreversibleRows,
    irreversibleCount: tally.irreversible,
    makerComment: tally.comment,
  };
}

async function previewBulkCancellation(db: Db, jobId: string): Promise<ApprovalPreviewData> {
  const [summary] = await rows<{
    plans: number;
    cancellable: number;
    amount: string;
    comment: string | null;
  }>(
    db,
    sql`select count(*)::int as plans,
               count(k.id) filter (where k.status = 'active')::int as cancellable,
               coalesce(sum(k.outstanding_amount) filter (where k.status = 'active'), 0)::text as amount,
               (select comment from bulk_cancellations where id = ${jobId}) as comment
        from bulk_cancellation_items i left join installment_contracts k on k.id = i.installment_plan_id
        where i.job_id = ${jobId}`,
  );
  const plans = await rows<PlanRowData>(
    db,
    sql`select i.position, i.installment_plan_id as "planId", k.consumer_id as "consumerId",
               c.kanji_name as "consumerName", k.outstanding_amount::text as amount, k.status
        from bulk_cancellation_items i left join installment_contracts k on k.id = i.installment_plan_id
          left join consumers c on c.id = k.consumer_id
        where i.job_id = ${jobId} order by i.position limit ${FIRST_PLANS}`,
  );
  return {
    ...emptyPreview(summary.plans),
    cancellablePlans: summary.cancellable,
    amount: summary.amount,
    failingCount: summary.plans - summary.cancellable,
    plans,
    makerComment: summary.comment,
  };
}

/** One line per row of the other held changes. */
function linesOf(request: ApprovalRequestData): string[] {
  const args = request.args;
  if (request.operation === 'deactivateInvoices') {
    const entries = (args.invoicesToDeactivate ?? []) as {
      merchantId: string;
      year: number;
      month: number;
    }[];
    return entries.map((e) => `${e.merchantId} ${e.year}/${String(e.month).padStart(2, '0')}`);
  }
  return Object.entries(args).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
}
