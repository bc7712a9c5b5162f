// What a held change would do now (issue 19), read from the current rows when a request is shown: for one consumer
// the current and new legal status; for a batch the counts per desired status, its first rows and the rows that
// would fail today; for a bulk cancellation the plans that can be cancelled and the amount that becomes charges.
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/sql';
import { TERMINAL_LEGAL_STATUSES } from '../../../src/shared/legal-status';
import type { ApprovalRequestData } from './requests';

export interface PreviewRow {
  position: number;
  id: string;
  value: string;
  problem: string | null;
}

export interface ApprovalPreviewData {
  rowCount: number;
  currentValue: string | null;
  newValue: string | null;
  statusCounts: { status: string; count: number }[];
  firstRows: PreviewRow[];
  failingRows: PreviewRow[];
  failingCount: number;
  cancellablePlans: number | null;
  amount: string | null;
  lines: string[];
}

const FIRST_ROWS = 10;
const FAILING_ROWS = 20;

const empty = (rowCount: number): ApprovalPreviewData => ({
  rowCount,
  currentValue: null,
  newValue: null,
  statusCounts: [],
  firstRows: [],
  failingRows: [],
  failingCount: 0,
  cancellablePlans: null,
  amount: null,
  lines: [],
});

const FINAL = sql.raw(TERMINAL_LEGAL_STATUSES.map((s) => `'${s}'`).join(', '));

/** Why one consumer's row would fail today; the same order of checks as the legal-status rule. */
const PROBLEM = sql`case when c.id is null then 'NotFound'
  when c.status = 'Closed' then 'AccountClosed'
  when c.legal_status in (${FINAL}) and c.legal_status <> i.desired_status then 'FinalStatus' end`;

export async function previewRequest(db: Db, request: ApprovalRequestData): Promise<ApprovalPreviewData> {
  const args = request.args;
  switch (request.operation) {
    case 'updateConsumerLegalStatus': {
      const [c] = await rows<{ legal_status: string; status: string }>(
        db,
        sql`select legal_status, status from consumers where id = ${String(args.id)}`,
      );
      return { ...empty(1), currentValue: c?.legal_status ?? null, newValue: String(args.legalStatus) };
    }
    case 'legalStatusBatchUpdate':
      return previewBatch(db, request.targetId ?? '');
    case 'startBulkCancellation':
      return previewBulkCancellation(db, request.targetId ?? '');
    case 'deactivateInvoiceUpload':
      return previewInvoiceUpload(db, request.targetId ?? '');
    default:
      return { ...empty(request.facts.rows), lines: linesOf(request) };
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
      sql`select i.position, i.consumer_id as id, i.desired_status as value, ${PROBLEM} as problem
          from legal_status_batch_items i left join consumers c on c.id = i.consumer_id
          where i.batch_id = ${batchId} ${where} order by i.position limit ${limit}`,
    );
  const [failing] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from legal_status_batch_items i left join consumers c on c.id = i.consumer_id
        where i.batch_id = ${batchId} and (${PROBLEM}) is not null`,
  );
  return {
    ...empty(counts.reduce((n, c) => n + c.count, 0)),
    statusCounts: counts,
    firstRows: await itemRows(sql``, FIRST_ROWS),
    failingRows: await itemRows(sql`and (${PROBLEM}) is not null`, FAILING_ROWS),
    failingCount: failing.n,
  };
}

async function previewBulkCancellation(db: Db, jobId: string): Promise<ApprovalPreviewData> {
  const [summary] = await rows<{ plans: number; cancellable: number; amount: string }>(
    db,
    sql`select count(*)::int as plans,
               count(k.id) filter (where k.status = 'active')::int as cancellable,
               coalesce(sum(k.outstanding_amount) filter (where k.status = 'active'), 0)::text as amount
        from bulk_cancellation_items i left join installment_contracts k on k.id = i.installment_plan_id
        where i.job_id = ${jobId}`,
  );
  return {
    ...empty(summary.plans),
    cancellablePlans: summary.cancellable,
    amount: summary.amount,
    failingCount: summary.plans - summary.cancellable,
  };
}

/** A report-setting upload (issue 20): its rows by file line, and those naming a merchant that does not exist. */
async function previewInvoiceUpload(db: Db, uploadId: string): Promise<ApprovalPreviewData> {
  const uploadRows = (where: ReturnType<typeof sql>, limit: number) =>
    rows<PreviewRow>(
      db,
      sql`select r.position, r.merchant_id as id,
                 r.year::text || lpad(r.month::text, 2, '0') as value,
                 case when m.id is null then 'UnknownMerchant' end as problem
          from invoice_deactivation_upload_rows r left join merchants m on m.id = r.merchant_id
          where r.upload_id = ${uploadId} ${where} order by r.position limit ${limit}`,
    );
  const [counts] = await rows<{ n: number; failing: number }>(
    db,
    sql`select count(*)::int as n, count(*) filter (where m.id is null)::int as failing
        from invoice_deactivation_upload_rows r left join merchants m on m.id = r.merchant_id
        where r.upload_id = ${uploadId}`,
  );
  return {
    ...empty(counts.n),
    firstRows: await uploadRows(sql``, FIRST_ROWS),
    failingRows: await uploadRows(sql`and m.id is null`, FAILING_ROWS),
    failingCount: counts.failing,
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
