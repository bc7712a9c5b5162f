// Held changes: storing a request, reading requests as each staff member may see them, expiry after 72
// hours, and the decision rules (one decision per request, never by its maker). Applying an approved change is the
// caller's: server/graphql/approvals.ts replays it through the mutation runner.
import { sql, type SQL } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../../db/sql';
import type { ApprovalStatus } from '../../db/schema/approvals';
import type { Database } from '../../db/client';
import { writeAudit } from '../audit';
import type { PolicyFacts } from './policy';
import { NOT_APPROVED_CODE } from '../../../src/shared/operation-labels';

/** A request not decided within this long expires. */
export const APPROVAL_TTL_HOURS = 72;
/** Requests one list call may ask for. */
export const MAX_APPROVALS_PAGE = 200;

export interface ApprovalRequestData {
  id: string;
  status: ApprovalStatus;
  operation: string;
  policyKey: string;
  targetType: string;
  targetId: string | null;
  args: Record<string, unknown>;
  facts: PolicyFacts;
  maker: { id: string; email: string };
  decidedBy: { id: string; email: string } | null;
  createdAt: number;
  decidedAt: number | null;
  expiresAt: number;
  comment: string | null;
  reason: string | null;
  outcome: string | null;
  /** The consumer's case version the held change was made on; null for other targets. */
  caseVersion: number | null;
}

export interface NewApprovalRequest {
  operation: string;
  policyKey: string;
  target: { type: string; id: string | null };
  args: Record<string, unknown>;
  facts: PolicyFacts;
  maker: { id: string; email: string };
  now: Date;
  /** The consumer's case version the change was made on (a consumer's change only). */
  caseVersion?: number | null;
}

export async function createApprovalRequest(db: Db, input: NewApprovalRequest): Promise<string> {
  const expires = new Date(input.now.getTime() + APPROVAL_TTL_HOURS * 3_600_000);
  const [row] = await rows<{ id: string }>(
    db,
    sql`insert into approval_requests
          (operation, policy_key, target_type, target_id, args, facts, maker_id, maker_email, created_at, expires_at,
           case_version)
        values (${input.operation}, ${input.policyKey}, ${input.target.type}, ${input.target.id},
                ${JSON.stringify(input.args)}::jsonb, ${JSON.stringify(input.facts)}::jsonb, ${input.maker.id},
                ${input.maker.email}, ${input.now.toISOString()}::timestamptz, ${expires.toISOString()}::timestamptz,
                ${input.caseVersion ?? null})
        returning id`,
  );
  return row.id;
}

interface RequestRow extends Omit<ApprovalRequestData, 'maker' | 'decidedBy'> {
  makerId: string;
  makerEmail: string;
  decidedById: string | null;
  decidedByEmail: string | null;
}

const REQUEST_COLUMNS = sql`id, status, operation, policy_key as "policyKey", target_type as "targetType",
  target_id as "targetId", args, facts, maker_id as "makerId", maker_email as "makerEmail",
  decided_by_id as "decidedById", decided_by_email as "decidedByEmail", ${epochMs(sql`created_at`)} as "createdAt",
  ${epochMs(sql`decided_at`)} as "decidedAt", ${epochMs(sql`expires_at`)} as "expiresAt", comment, reason, outcome,
  case_version as "caseVersion"`;

function toData(r: RequestRow): ApprovalRequestData {
  return {
    id: r.id,
    status: r.status,
    operation: r.operation,
    policyKey: r.policyKey,
    targetType: r.targetType,
    targetId: r.targetId,
    args: r.args,
    facts: r.facts,
    maker: { id: r.makerId, email: r.makerEmail },
    decidedBy: r.decidedById && r.decidedByEmail ? { id: r.decidedById, email: r.decidedByEmail } : null,
    createdAt: Number(r.createdAt),
    decidedAt: r.decidedAt === null ? null : Number(r.decidedAt),
    expiresAt: Number(r.expiresAt),
    comment: r.comment,
    reason: r.reason,
    outcome: r.outcome,
    caseVersion: r.caseVersion ?? null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One request; null for an unknown or malformed id. `lock` takes the row for a decision. */
export async function findApprovalRequest(
  db: Db,
  id: string,
  lock = false,
): Promise<ApprovalRequestData | null> {
  if (!UUID.test(id)) return null;
  const [row] = await rows<RequestRow>(
    db,
    sql`select ${REQUEST_COLUMNS} from approval_requests where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row ? toData(row) : null;
}

export interface RequestListQuery {
  status: ApprovalStatus | null;
  /** Only this maker's requests (a staff member without approvals.decide sees only their own). */
  makerId: string | null;
  /** Only requests about this consumer, batch or staff member. */
  targetId: string | null;
  /** Decided: every status but Pending (the console's 決定済み tab). */
  decided: boolean;
  offset: number;
  limit: number;
  /** Keyset: only requests after this one in the list's order (the CSV export walks the list this way). */
  afterId?: string | null;
}

export type PageRefusal = { ok: false; field: 'offset' | 'limit'; message: string };

/** Newest first. */
export async function listApprovalRequests(
  db: Db,
  q: RequestListQuery,
): Promise<{ ok: true; items: ApprovalRequestData[] } | PageRefusal> {
  if (!Number.isSafeInteger(q.offset) || q.offset < 0)
    return { ok: false, field: 'offset', message: 'offset must be 0 or more' };
  if (!Number.isSafeInteger(q.limit) || q.limit < 1 || q.limit > MAX_APPROVALS_PAGE)
    return { ok: false, field: 'limit', message: `limit must be 1 to ${MAX_APPROVALS_PAGE}` };
  const where = [sql`true`];
  if (q.status) where.push(sql`status = ${q.status}`);
  if (q.decided) where.push(sql`status <> 'Pending'`);
  if (q.makerId) where.push(sql`maker_id = ${q.makerId}`);
  if (q.targetId) where.push(sql`target_id = ${q.targetId}`);
  if (q.afterId)
    where.push(
      sql`(created_at, id) < (select created_at, id from approval_requests where id = ${q.afterId})`,
    );
  const found = await rows<RequestRow>(
    db,
    sql`select ${REQUEST_COLUMNS} from approval_requests where ${sql.join(where, sql` and `)}
        order by created_at desc, id desc limit ${q.limit} offset ${q.offset}`,
  );
  return { ok: true, items: found.map(toData) };
}

/**
 * Pending requests that would change this target (the consumer page's banner, newest first): those naming it, and
 * for a consumer the held legal-status batches with a row of theirs and the held bulk cancellations with a plan of
 * theirs. The pending requests are few (they expire after 72 hours); for each held batch one probe of
 * (batch_id, consumer_id), for each held job the consumer's plans (installment_contracts by consumer) probed in
 * (installment_plan_id, job_id) (migration 0026): no batch or job is read row by row.
 */
export async function listPendingForTarget(db: Db, targetId: string): Promise<ApprovalRequestData[]> {
  const found = await rows<RequestRow>(db, pendingForTargetQuery(targetId));
  return found.map(toData);
}

/** listPendingForTarget's statement (its plan is checked by tests/server/held-runs-and-labels.test.ts). */
export function pendingForTargetQuery(targetId: string): SQL {
  return sql`select ${REQUEST_COLUMNS} from approval_requests r
        where r.status = 'Pending' and (
          r.target_id = ${targetId}
          or (r.target_type = 'legal_status_batch' and exists (
                select 1 from legal_status_batch_items i
                where i.batch_id = r.target_id and i.consumer_id = ${targetId}))
          or (r.target_type = 'bulk_cancellation' and exists (
                select 1 from installment_contracts k
                join bulk_cancellation_items b on b.installment_plan_id = k.id and b.job_id = r.target_id
                where k.consumer_id = ${targetId})))
        order by r.created_at desc, r.id desc limit ${MAX_APPROVALS_PAGE}`;
}

/** Pending requests a decider could act on: everyone's but their own. */
export async function countPendingFor(db: Db, staffId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from approval_requests where status = 'Pending' and maker_id <> ${staffId}`,
  );
  return row.n;
}

/** Marks pending requests past their time Expired; answers them so what they kept can be dropped. */
export async function expireDueRequests(db: Db, now: Date): Promise<ApprovalRequestData[]> {
  const expired = await rows<RequestRow>(
    db,
    sql`update approval_requests set status = 'Expired', decided_at = ${now.toISOString()}::timestamptz,
          outcome = 'Expired after ${sql.raw(String(APPROVAL_TTL_HOURS))} hours without a decision'
        where status = 'Pending' and expires_at <= ${now.toISOString()}::timestamptz
        returning ${REQUEST_COLUMNS}`,
  );
  return expired.map(toData);
}

export interface Decision {
  status: Exclude<ApprovalStatus, 'Pending'>;
  by: { id: string; email: string } | null;
  comment?: string | null;
  reason?: string | null;
  outcome: string | null;
  now: Date;
}

export async function recordDecision(db: Db, id: string, d: Decision): Promise<void> {
  await db.execute(sql`
    update approval_requests
    set status = ${d.status}, decided_by_id = ${d.by?.id ?? null}, decided_by_email = ${d.by?.email ?? null},
        decided_at = ${d.now.toISOString()}::timestamptz, comment = ${d.comment ?? null}, reason = ${d.reason ?? null},
        outcome = ${d.outcome}
    where id = ${id}`);
}

/**
 * The status of the request a batch or job row names (one primary-key probe per row): the histories and result pages
 * read a held run that was rejected, withdrawn or expired as such, not as a failure.
 */
export function approvalStatusOf(requestId: SQL): SQL {
  return sql`(select ar.status from approval_requests ar where ar.id = ${requestId})`;
}

/**
 * Drops what a held batch or job kept when its request ends without approval (rejected, withdrawn, expired): the
 * legal-status batch completes (success false) with its items NotApproved; the bulk cancellation completes with its
 * plans NotApproved. Nothing was applied, so nothing else changes. Their pages read the request's status (却下,
 * 取り下げ, 期限切れ: approvalStatusOf), not a failure.
 */
export async function discardHeldWork(
  db: Db,
  request: ApprovalRequestData,
  status: 'Rejected' | 'Withdrawn' | 'Expired',
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const why = `Not approved (${status})`;
  if (request.targetType === 'legal_status_batch' && request.targetId) {
    await db.execute(sql`
      update legal_status_batches set completed_at = ${at}::timestamptz, success = false, error = ${why},
        failures = length
      where id = ${request.targetId} and started_at is null and completed_at is null`);
    await db.execute(sql`
      update legal_status_batch_items set success = false, error = ${NOT_APPROVED_CODE}, processed_at = ${at}::timestamptz
      where batch_id = ${request.targetId} and success is null`);
  }
  if (request.targetType === 'bulk_cancellation' && request.targetId) {
    await db.execute(sql`
      update bulk_cancellation_items set status = 'Failure', code = ${NOT_APPROVED_CODE}, title = ${why},
        processed_at = ${at}::timestamptz
      where job_id = ${request.targetId} and status is null`);
    await db.execute(sql`
      update bulk_cancellations set completed_at = ${at}::timestamptz, held = false, done = length
      where id = ${request.targetId} and completed_at is null`);
  }
}

/** Pending requests past their 72 hours become Expired, and what a held batch or job kept is dropped. */
export async function expireDueApprovals(db: Database, now = new Date()): Promise<number> {
  return db.orm.transaction(async (tx) => {
    const expired = await expireDueRequests(tx, now);
    for (const request of expired) {
      await discardHeldWork(tx, request, 'Expired', now);
      await writeAudit(tx, {
        staff: { id: null, email: 'system' },
        operation: 'approval.expire',
        targetType: 'approval_request',
        targetId: request.id,
        outcome: 'success',
        detail: { operation: request.operation, makerEmail: request.maker.email },
        ip: null,
      });
    }
    return expired.length;
  });
}
