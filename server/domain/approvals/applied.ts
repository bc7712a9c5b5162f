// What an approval applied, for the request's page after the decision: a legal-status batch's or bulk cancellation's
// rows as the job left them (changed, left as they were, refused per reason, still to run), a report-setting file's
// summary (months deactivated, months that already were), and for a replayed change its one change. A Failed request
// applied nothing: its rows are refused with the rule's message.
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/sql';
import type { ApprovalRequestData } from './requests';

export interface ApprovalAppliedData {
  finished: boolean;
  changed: number;
  unchanged: number;
  refused: { reason: string; count: number }[];
  pending: number;
}

const done = (over: Partial<ApprovalAppliedData>): ApprovalAppliedData => ({
  finished: true,
  changed: 0,
  unchanged: 0,
  refused: [],
  pending: 0,
  ...over,
});

/** The rule's own words of a Failed request's outcome ("Refused (CONFLICT): …" → "…"). */
function refusalReason(outcome: string | null): string {
  const refused = /^Refused(?: \(\w+\))?: (.*)$/s.exec(outcome ?? '');
  return refused ? refused[1] : (outcome ?? '');
}

interface ItemTally {
  outcome: 'changed' | 'unchanged' | 'refused' | 'pending';
  reason: string | null;
  count: number;
}

function fromItems(tally: ItemTally[], finished: boolean): ApprovalAppliedData {
  const sum = (outcome: ItemTally['outcome']) =>
    tally.filter((t) => t.outcome === outcome).reduce((n, t) => n + t.count, 0);
  return {
    finished,
    changed: sum('changed'),
    unchanged: sum('unchanged'),
    refused: tally
      .filter((t) => t.outcome === 'refused')
      .map((t) => ({ reason: t.reason ?? '', count: t.count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    pending: sum('pending'),
  };
}

async function batchApplied(db: Db, batchId: string): Promise<ApprovalAppliedData> {
  const tally = await rows<ItemTally>(
    db,
    sql`select case when success then 'changed' when not success then 'refused' else 'pending' end as outcome,
               case when not success then coalesce(error, '') end as reason, count(*)::int as count
        from legal_status_batch_items where batch_id = ${batchId} group by 1, 2`,
  );
  const [batch] = await rows<{ finished: boolean }>(
    db,
    sql`select completed_at is not null as finished from legal_status_batches where id = ${batchId}`,
  );
  return fromItems(tally, batch?.finished ?? true);
}

async function bulkCancellationApplied(db: Db, jobId: string): Promise<ApprovalAppliedData> {
  const tally = await rows<ItemTally>(
    db,
    sql`select case status when 'Success' then 'changed' when 'NotActive' then 'unchanged'
                 when 'Failure' then 'refused' else 'pending' end as outcome,
               case when status = 'Failure' then coalesce(code, '') end as reason, count(*)::int as count
        from bulk_cancellation_items where job_id = ${jobId} group by 1, 2`,
  );
  const [job] = await rows<{ finished: boolean }>(
    db,
    sql`select completed_at is not null as finished from bulk_cancellations where id = ${jobId}`,
  );
  return fromItems(tally, job?.finished ?? true);
}

async function uploadApplied(db: Db, uploadId: string, rowsAsked: number): Promise<ApprovalAppliedData> {
  const [upload] = await rows<{ summary: { added: number; alreadyDeactivated: number } | null }>(
    db,
    sql`select summary from invoice_deactivation_uploads where id = ${uploadId}`,
  );
  if (!upload?.summary) return done({ changed: rowsAsked });
  return done({ changed: upload.summary.added, unchanged: upload.summary.alreadyDeactivated });
}

/** Null until the request is decided, and for a request that was not approved (nothing was applied). */
export async function appliedOf(db: Db, request: ApprovalRequestData): Promise<ApprovalAppliedData | null> {
  const rowsAsked = request.facts.rows;
  if (request.status === 'Failed')
    return done({ refused: [{ reason: refusalReason(request.outcome), count: rowsAsked }] });
  if (request.status !== 'Approved') return null;
  const target = request.targetId ?? '';
  switch (request.operation) {
    case 'legalStatusBatchUpdate':
      return batchApplied(db, target);
    case 'startBulkCancellation':
      return bulkCancellationApplied(db, target);
    case 'deactivateInvoiceUpload':
      return uploadApplied(db, target, rowsAsked);
    default:
      return done({ changed: rowsAsked });
  }
}
