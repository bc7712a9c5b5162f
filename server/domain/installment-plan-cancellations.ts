// Bulk installment cancellation (document 2 §2, §4, §7): the per-plan answers of the one revert rule
// (revertContractsToLumpSum) turned into the page's results, the synchronous cancelContracts, and the durable job's
// start and progress. The job's chunks run in server/jobs/installment-plan-cancel-job.ts.
import { bumpCases } from './case-versions';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../db/sql';
import { bulkCancellations, bulkCancellationItems } from '../db/schema/index';
import { isInstallmentPlanId } from '../../src/shared/id-patterns';
import { isBlankText } from '../../src/shared/blank-text';
import type { Actor } from './action-outcome';
import type { AuditEntry } from './audit';
import { revertContractsToLumpSum } from './contract-revert';
import { RETRY_COLUMN, type JobRetryData } from '../jobs/retries';
import type { ApprovalStatus } from '../db/schema/approvals';
import { approvalStatusOf } from './approvals/requests';
import { NOT_APPROVED_CODE } from '../../src/shared/operation-labels';
import { BULK_CANCEL_HISTORY_REASON } from '../../src/shared/change-history-rows';

/** cancelContracts answers synchronously: at most this many plans per call. */
export const MAX_SYNC_CANCELLATIONS = 100;
/** One job holds at most this many plans; a bigger file is sent as several jobs (docs/decisions.md). */
export const MAX_JOB_PLANS = 10_000;
/** Characters of a run's optional comment (as a legal-status batch's). */
export const MAX_BULK_CANCEL_COMMENT_LENGTH = 1_000;
/** installmentPlans answers at most this many plans per call (the lookup limit every bulk tool shares). */
export { LOOKUP_IDS as MAX_PLAN_LOOKUP } from '../../src/shared/bulk-limits';

export type BulkCancelStatus = 'Success' | 'NotActive' | 'Failure';

export interface BulkCancelResultData {
  id: string;
  status: BulkCancelStatus;
  code: string | null;
  title: string | null;
  description: string | null;
}

/** The page's texts for each answer (English, like the spec's result table). */
export const RESULT_TEXTS = {
  Success: {
    code: null,
    title: 'Cancelled',
    description: 'The installment plan was reverted to a lump sum.',
  },
  NotActive: {
    code: 'NotActive',
    title: 'Not active',
    description: 'The installment plan is not active (already cancelled or completed); nothing was changed.',
  },
  InvalidId: {
    code: 'InvalidId',
    title: 'Invalid ID',
    description: 'This is not an installment plan id (isp_…).',
  },
  NotFound: { code: 'NotFound', title: 'Not Found', description: 'No installment plan has this id.' },
} as const;

const resultOf = (id: string, key: keyof typeof RESULT_TEXTS): BulkCancelResultData => ({
  id,
  status: key === 'Success' ? 'Success' : key === 'NotActive' ? 'NotActive' : 'Failure',
  ...RESULT_TEXTS[key],
});

/**
 * Reverts the plans (the one revert rule, set-based: revertContractsToLumpSum) and answers each plan's result, in
 * the order given, and the audit rows to write, in the order the rule took the plans. Live plans only: a bulk file
 * never touches a test plan. A job's chunk names the job and each plan's position in the audit rows and the job in
 * the consumers' history; cancelContracts calls have no job.
 */
export async function cancelPlans(
  tx: Db,
  ids: readonly string[],
  actor: Actor,
  staffId: string | null,
  now: Date,
  job?: { id: string; positions: readonly number[] },
): Promise<{ results: BulkCancelResultData[]; audit: AuditEntry[] }> {
  const reason = job ? `${BULK_CANCEL_HISTORY_REASON} ${job.id}` : BULK_CANCEL_HISTORY_REASON;
  const { outcomes, order } = await revertContractsToLumpSum(tx, ids, { test: false, reason }, actor, now);
  const results = outcomes.map((outcome, n): BulkCancelResultData => {
    if (outcome.status === 'invalid')
      return resultOf(ids[n], outcome.code === 'NOT_FOUND' ? 'NotFound' : 'InvalidId');
    return resultOf(ids[n], outcome.value === 'Success' ? 'Success' : 'NotActive');
  });
  // Bulk changes are not refused by versions, but each consumer whose plan was reverted has a new one.
  await bumpCases(
    tx,
    outcomes.flatMap((outcome) =>
      outcome.status === 'done' && typeof outcome.audit.consumerId === 'string'
        ? [
            {
              consumerId: outcome.audit.consumerId,
              operation: 'contract.revert_to_lump_sum',
              staffEmail: actor.email,
              approverEmail: actor.approverEmail ?? null,
              before: null,
            },
          ]
        : [],
    ),
    now,
  );
  const audit = order.map((n): AuditEntry => {
    const outcome = outcomes[n];
    const detail =
      outcome.status === 'invalid' ? { refusal: outcome.code, message: outcome.message } : outcome.audit;
    return {
      staff: { id: staffId, email: actor.email },
      operation: 'contract.revert_to_lump_sum',
      targetType: 'installment_contract',
      targetId: ids[n],
      outcome: results[n].status === 'Success' ? 'success' : 'refused',
      detail: job ? { bulkCancellationId: job.id, position: job.positions[n], ...detail } : detail,
      ip: null,
    };
  });
  return { results, audit };
}

/** A run's comment as stored: trimmed, none when blank (only whitespace, zero-width or control). */
export function bulkCancellationComment(
  given: string | null,
): { ok: true; comment: string | null } | { ok: false; message: string } {
  const comment = (given ?? '').trim();
  if (isBlankText(comment)) return { ok: true, comment: null };
  if ([...comment].length > MAX_BULK_CANCEL_COMMENT_LENGTH)
    return {
      ok: false,
      message: `The comment may be at most ${MAX_BULK_CANCEL_COMMENT_LENGTH} characters long`,
    };
  return { ok: true, comment };
}

/** The job id: the same staff user, JST day and set of ids give the same id. */
export function bulkCancellationId(staffId: string, now: Date, ids: readonly string[]): string {
  const jstDay = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const hash = createHash('sha256')
    .update(JSON.stringify([staffId, jstDay, [...ids].sort()]))
    .digest('hex');
  return `bcj_${hash.slice(0, 32)}`;
}

export interface BulkCancellationData {
  id: string;
  length: number;
  done: number;
  createdBy: string;
  createdAt: number;
  completedAt: number | null;
  /** The approval request of a job held for a second person (four eyes). */
  approvalRequestId: string | null;
  /** Held and not yet decided: the runner leaves it. */
  held: boolean;
  /** The status of the approval request that held it (Rejected, Withdrawn, Expired: ended with nothing applied). */
  approvalStatus: ApprovalStatus | null;
  /** The second person who approved a held job. */
  approvedBy: string | null;
  /** The optional note given when the run was started. */
  comment: string | null;
  /** Plans done so far with each answer. */
  successes: number;
  notActive: number;
  failures: number;
  /** Null unless a chunk failed (retries, dead letter). */
  retry: JobRetryData | null;
}

/**
 * Stores the job and its items, or finds the one stored earlier the same JST day for the same ids (then nothing is
 * added). Answers the job and whether it is new (the caller wakes the runner).
 */
export async function startBulkCancellationJob(
  tx: Db,
  staff: { id: string; email: string },
  ids: readonly string[],
  now: Date,
  comment: string | null = null,
): Promise<{ id: string; created: boolean }> {
  const id = bulkCancellationId(staff.id, now, ids);
  const inserted = await rows<{ id: string }>(
    tx,
    sql`insert into ${bulkCancellations} (id, length, created_by, created_by_id, created_at, comment)
        values (${id}, ${ids.length}, ${staff.email}, ${staff.id}, ${now.toISOString()}::timestamptz, ${comment})
        on conflict (id) do nothing returning id`,
  );
  if (!inserted.length) return { id, created: false };
  await tx.execute(sql`
    insert into ${bulkCancellationItems} (job_id, position, installment_plan_id)
    select ${id}, v.ordinality, v.value
    from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as v`);
  return { id, created: true };
}

/** Holds a new job for a second person: the runner leaves it until the request is approved. */
export async function holdBulkCancellation(tx: Db, id: string, approvalRequestId: string): Promise<void> {
  await tx.execute(
    sql`update bulk_cancellations set held = true, approval_request_id = ${approvalRequestId} where id = ${id}`,
  );
}

/** Releases a held job to the runner (on approval); false when it is no longer held. */
export async function releaseBulkCancellation(tx: Db, id: string, approvedBy: string): Promise<boolean> {
  const released = await rows<{ id: string }>(
    tx,
    sql`update bulk_cancellations set held = false, approved_by = ${approvedBy}
        where id = ${id} and held and completed_at is null returning id`,
  );
  return released.length > 0;
}

/** The columns of a job as BulkCancellationData (with its answers counted), for one job or a page of the history. */
export const BULK_CANCELLATION_COLUMNS = sql`b.id, b.length, b.done, b.created_by as "createdBy",
  ${epochMs(sql`b.created_at`)} as "createdAt", ${epochMs(sql`b.completed_at`)} as "completedAt",
  b.approval_request_id as "approvalRequestId", b.held, b.approved_by as "approvedBy", b.comment,
  ${approvalStatusOf(sql`b.approval_request_id`)} as "approvalStatus",
  coalesce(c.successes, 0)::int as successes, coalesce(c.not_active, 0)::int as "notActive",
  coalesce(c.failures, 0)::int as failures, ${RETRY_COLUMN}`;

/** The answers of the jobs in `b`, counted: join it as `c`. A plan of a job that was not approved is no failure. */
export const BULK_CANCELLATION_COUNTS = sql`left join lateral (
  select count(*) filter (where i.status = 'Success') as successes,
         count(*) filter (where i.status = 'NotActive') as not_active,
         count(*) filter (where i.status = 'Failure' and i.code is distinct from ${NOT_APPROVED_CODE}) as failures
  from bulk_cancellation_items i where i.job_id = b.id) c on true`;

/** Epoch numbers as numbers (the driver may answer bigint as text). */
export function bulkCancellationFrom(job: BulkCancellationData): BulkCancellationData {
  return {
    ...job,
    createdAt: Number(job.createdAt),
    completedAt: job.completedAt === null ? null : Number(job.completedAt),
  };
}

export async function getBulkCancellation(db: Db, id: string): Promise<BulkCancellationData | null> {
  const [job] = await rows<BulkCancellationData>(
    db,
    sql`select ${BULK_CANCELLATION_COLUMNS} from ${bulkCancellations} b ${BULK_CANCELLATION_COUNTS}
        where b.id = ${id}`,
  );
  return job ? bulkCancellationFrom(job) : null;
}

export interface BulkCancelItemData extends BulkCancelResultData {
  /** The plan as it is now (after its cancellation): null when no live plan has this id. */
  planStatus: string | null;
  outstandingAmount: string | null;
}

/** The plans done so far, in the order of the file, each with its plan's status and outstanding amount now. */
export async function bulkCancellationResults(db: Db, id: string): Promise<BulkCancelItemData[]> {
  return rows<BulkCancelItemData>(
    db,
    sql`select i.installment_plan_id as id, i.status, i.code, i.title, i.description,
               k.status as "planStatus", k.outstanding_amount::text as "outstandingAmount"
        from ${bulkCancellationItems} i
        left join installment_contracts k on k.id = i.installment_plan_id and k.test = false
        where i.job_id = ${id} and i.status is not null order by i.position`,
  );
}

export interface InstallmentPlanRowData {
  id: string;
  consumerId: string;
  contractType: string;
  status: string;
  outstandingAmount: string;
}

/** One statement for up to MAX_PLAN_LOOKUP ids; malformed or unknown ids are left out. Live plans only. */
export async function listInstallmentPlans(
  db: Db,
  ids: readonly string[],
): Promise<InstallmentPlanRowData[]> {
  const wanted = ids.filter(isInstallmentPlanId);
  if (!wanted.length) return [];
  return rows<InstallmentPlanRowData>(
    db,
    sql`select k.id, k.consumer_id as "consumerId", case k.kind when 'three_pay' then 'threePay' when 'six_pay' then 'sixPay'
                 when 'twelve_pay' then 'twelvePay' else k.kind end as "contractType", k.status,
               k.outstanding_amount::text as "outstandingAmount"
        from installment_contracts k
        join jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb) with ordinality as v(id, n) on v.id = k.id
        where k.test = false
        order by v.n`,
  );
}
