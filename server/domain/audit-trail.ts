// Reading the audit trail in the console: one page of audit rows, newest first (by seq), narrowed
// by server-side filters that each have an index (migration 0013), with the row's detail stripped of anything
// secret; the distinct operations for the filter; and the chain's head. The verification runs are in
// audit-verifications.ts.
import { sql, type SQL } from 'drizzle-orm';
import { epochMs, rows, type Db } from '../db/sql';
import type { AuditOutcome } from './audit';
import { pageRefusal, type PageRefusal } from './paging';
import { normaliseEmail } from './staff-accounts';

/** Rows one request may ask for, and the page a request without a limit gets. */
export const MAX_AUDIT_PAGE = 200;
export const DEFAULT_AUDIT_PAGE = 50;

export const AUDIT_OUTCOMES: readonly AuditOutcome[] = ['success', 'failure', 'refused', 'dry_run', 'held'];

export interface AuditFilter {
  staffEmail?: string | null;
  operation?: string | null;
  targetId?: string | null;
  outcome?: string | null;
  /** Epoch ms, inclusive. */
  from?: number | null;
  to?: number | null;
}

export interface AuditEntryData {
  sequence: string;
  at: number;
  staffEmail: string;
  operation: string;
  targetType: string | null;
  targetId: string | null;
  outcome: string;
  approverEmail: string | null;
  ip: string | null;
  /** The sanitized detail as JSON text; null when the row has none. */
  detail: string | null;
}

type FilterRefusal = { ok: false; field: string; message: string };

/** Blank text filters mean "no filter"; an outcome must be one the log writes; from must not be after to. */
export function filterConditions(filter: AuditFilter): { ok: true; where: SQL[] } | FilterRefusal {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  // Rows without a seq (only written with the chain's trigger disabled) are left out. Written as an expression, not
  // `seq is not null`: a clause every index path would share keeps the planner from ANDing the filters' indexes.
  const where: SQL[] = [sql`coalesce(seq, 0) > 0`];
  const staffEmail = text(filter.staffEmail);
  if (staffEmail) where.push(sql`staff_email = ${normaliseEmail(staffEmail)}`);
  const operation = text(filter.operation);
  if (operation) where.push(sql`operation = ${operation}`);
  const targetId = text(filter.targetId);
  if (targetId) where.push(sql`target_id = ${targetId}`);
  const outcome = text(filter.outcome);
  if (outcome) {
    if (!(AUDIT_OUTCOMES as readonly string[]).includes(outcome))
      return { ok: false, field: 'outcome', message: `outcome must be one of ${AUDIT_OUTCOMES.join(', ')}` };
    where.push(sql`outcome = ${outcome}`);
  }
  const { from, to } = filter;
  if (from != null && to != null && from > to)
    return { ok: false, field: 'from', message: 'from must not be after to' };
  if (from != null) where.push(sql`created_at >= to_timestamp(${from}::float8 / 1000)`);
  if (to != null) where.push(sql`created_at <= to_timestamp(${to}::float8 / 1000)`);
  return { ok: true, where };
}

interface AuditRow extends Omit<AuditEntryData, 'detail' | 'sequence'> {
  sequence: string | number;
  detail: unknown;
}

/**
 * One page of audit rows, newest first: `limit` (1…MAX_AUDIT_PAGE) rows after skipping `offset`, and whether more
 * follow (one row more is read to tell).
 */
export async function listAuditEntries(
  db: Db,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ ok: true; items: AuditEntryData[]; hasMore: boolean } | PageRefusal | FilterRefusal> {
  const refused = pageRefusal(page, MAX_AUDIT_PAGE);
  if (refused) return refused;
  const conditions = filterConditions(filter);
  if (!conditions.ok) return conditions;
  const found = await rows<AuditRow>(
    db,
    sql`select seq::text as sequence, ${epochMs(sql`created_at`)} as at, coalesce(staff_email, '') as "staffEmail",
               operation, target_type as "targetType", target_id as "targetId", outcome,
               detail->>'approverEmail' as "approverEmail", ip, detail
        from audit_log
        where ${sql.join(conditions.where, sql` and `)}
        order by seq desc
        limit ${page.limit + 1} offset ${page.offset}`,
  );
  const items = found.slice(0, page.limit).map((row) => ({
    ...row,
    sequence: String(row.sequence),
    at: Number(row.at),
    detail: row.detail == null ? null : JSON.stringify(sanitizeAuditDetail(row.detail)),
  }));
  return { ok: true, items, hasMore: found.length > page.limit };
}

/**
 * Keys whose values never leave the server, at any depth: passwords, sign-in codes, tokens and hashes. Today's
 * writers put none of these in a detail (sign-in rows hold a reason and counts; impersonation keeps the session id,
 * never the token); this keeps a future writer's mistake off the screen. Card tokens in the card actions' arguments
 * are hidden too.
 */
const SECRET_KEY = /pass(word|code|phrase)|secret|token|hash|cookie|^pin$|^otp$|signincode/i;
export const REDACTED = '[redacted]';

export function sanitizeAuditDetail(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sanitizeAuditDetail);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, v]) => [
        key,
        SECRET_KEY.test(key) ? REDACTED : sanitizeAuditDetail(v),
      ]),
    );
  }
  return value;
}

/**
 * Every operation the log holds, in order, for the page's filter: a walk over the (operation, seq) index that jumps
 * from one operation to the next (a few dozen index probes, however many rows there are).
 */
export async function listAuditOperations(db: Db): Promise<string[]> {
  const found = await rows<{ operation: string }>(
    db,
    sql`with recursive ops(operation) as (
          (select operation from audit_log order by operation limit 1)
          union all
          select (select a.operation from audit_log a where a.operation > ops.operation order by a.operation limit 1)
          from ops where ops.operation is not null)
        select operation from ops where operation is not null`,
  );
  return found.map((r) => r.operation);
}

export interface ChainHead {
  headSequence: string | null;
  headHash: string | null;
  headAt: number | null;
}

/** The chain's last row: its seq, its hash and when it was written (nulls for an empty log). */
export async function chainHead(db: Db): Promise<ChainHead> {
  const [head] = await rows<{ seq: string; hash: string | null; at: number }>(
    db,
    // Ordered by the column, not by the text alias of the same name (ORDER BY takes an output name first): as
    // text, '9' sorted after '10' and the head stayed at 9 once the log passed it.
    sql`select seq::text as seq, hash, ${epochMs(sql`created_at`)} as at
        from audit_log where seq is not null order by audit_log.seq desc limit 1`,
  );
  return head
    ? { headSequence: head.seq, headHash: head.hash, headAt: Number(head.at) }
    : { headSequence: null, headHash: null, headAt: null };
}
