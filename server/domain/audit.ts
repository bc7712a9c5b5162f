// The audit log of staff actions: writing a row in the caller's transaction, and verifying the hash chain the
// database keeps over the rows (migration 0006_audit_chain; docs/decisions.md "Consumer actions").
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Orm } from '../db/client';
import { auditLog } from '../db/schema/index';
import type { AuditOperation } from '../../src/shared/operation-labels';
import { checkAccessSeals } from './access-log/seal-check';

type Db = Pick<Orm, 'execute'>;
type Inserter = Pick<Orm, 'insert'>;

/** held: the approvals policy held the change for a second person (nothing applied yet). */
export type AuditOutcome = 'success' | 'failure' | 'refused' | 'dry_run' | 'held';

export interface AuditEntry {
  /** id is null when the staff member's account no longer exists (the e-mail still says who). */
  staff: { id: string | null; email: string };
  /** Every name has a Japanese label (src/shared/operation-labels.ts). */
  operation: AuditOperation;
  targetType: string;
  targetId: string | null;
  outcome: AuditOutcome;
  /** before → after, the reason or message, the refusal's code: whatever the action has to say. */
  detail: Record<string, unknown>;
  ip: string | null;
}

/** Target ids come from the caller; a garbage one is kept, but cut, so a refusal cannot flood the log. */
const MAX_TARGET_ID_LENGTH = 64;

/** Appends one row; the database chains it (seq, prev_hash, hash). Call it last in the transaction. */
export async function writeAudit(tx: Inserter, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffUserId: entry.staff.id,
    staffEmail: entry.staff.email,
    operation: entry.operation,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : entry.targetId.slice(0, MAX_TARGET_ID_LENGTH),
    outcome: entry.outcome,
    detail: entry.detail,
    ip: entry.ip,
  });
}

/**
 * Appends many rows in one statement, chained in the given order (the trigger runs per row and sees the rows the
 * statement inserted before). The bulk job writes one row per item this way.
 */
export async function writeAuditRows(tx: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  // One parameter for all rows (a drizzle multi-row insert binds eight per row, which is slow to build and send).
  const values = entries.map((entry, n) => ({
    n,
    staff_user_id: entry.staff.id,
    staff_email: entry.staff.email,
    operation: entry.operation,
    target_type: entry.targetType,
    target_id: entry.targetId === null ? null : entry.targetId.slice(0, MAX_TARGET_ID_LENGTH),
    outcome: entry.outcome,
    detail: entry.detail,
    ip: entry.ip,
  }));
  await tx.execute(sql`
    insert into audit_log (staff_user_id, staff_email, operation, target_type, target_id, outcome, detail, ip)
    select v.staff_user_id, v.staff_email, v.operation, v.target_type, v.target_id, v.outcome, v.detail, v.ip
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(n int, staff_user_id uuid, staff_email text, operation text, target_type text, target_id text,
           outcome text, detail jsonb, ip text)
    order by v.n`);
}

export interface ChainProblem {
  seq: number | null;
  /** audit_log.id of the row; null when the row is missing. */
  id: number | null;
  problem: string;
}

export interface ChainVerification {
  ok: boolean;
  rows: number;
  /** The last row's hash: record it elsewhere to detect a cut-off tail later. */
  headHash: string | null;
  headSeq: number | null;
  firstBad: ChainProblem | null;
}

const BATCH = 5_000;

export interface ChainRow {
  id: number;
  seq: number;
  prev_hash: string | null;
  hash: string | null;
  canonical: string;
}

/** Where a walk of the chain stands: the last row checked (null before the first row). */
export type ChainCursor = { seq: number; hash: string } | null;

/** Up to `limit` chained rows after seq `afterSeq`, in seq order, with their canonical text (up to `throughSeq`). */
export async function readChainRows(
  db: Db,
  afterSeq: number,
  limit: number,
  throughSeq: number | null = null,
): Promise<ChainRow[]> {
  const upTo = throughSeq === null ? sql`` : sql`and seq <= ${throughSeq}`;
  return rows<ChainRow>(
    db,
    sql`
      select id, seq, prev_hash, hash, audit_log_canonical(a) as canonical
      from audit_log a
      where seq is not null and seq > ${afterSeq} ${upTo}
      order by seq
      limit ${limit}`,
  );
}

/**
 * Checks rows that follow `previous` in seq order, recomputing every hash in Node from the row's canonical text:
 * each row must follow the previous one without a gap, name its hash as prev_hash and carry
 * sha256(prev_hash || canonical). Answers where the walk stands after them and the first row that did not.
 */
export function checkChainRows(
  previous: ChainCursor,
  batch: readonly ChainRow[],
): { cursor: ChainCursor; firstBad: ChainProblem | null } {
  let cursor = previous;
  let firstBad: ChainProblem | null = null;
  for (const row of batch) {
    const seq: number = Number(row.seq);
    const expectedSeq: number = (cursor?.seq ?? 0) + 1;
    const expected = createHash('sha256')
      .update((row.prev_hash ?? '') + row.canonical, 'utf8')
      .digest('hex');
    let problem: string | null = null;
    if (seq !== expectedSeq) problem = `seq ${seq} follows ${expectedSeq - 1}: rows are missing`;
    else if ((row.prev_hash ?? null) !== (cursor?.hash ?? null))
      problem = "prev_hash is not the previous row's hash";
    else if (row.hash !== expected) problem = 'hash does not match the row: the row was changed';
    if (problem && !firstBad) firstBad = { seq, id: Number(row.id), problem };
    cursor = { seq, hash: row.hash ?? '' };
  }
  return { cursor, firstBad };
}

/** The first row written with the trigger disabled (no seq or hash): a break of the chain too. */
export async function findUnchainedRow(db: Db): Promise<ChainProblem | null> {
  const [unchained] = await rows<{ id: number }>(
    db,
    sql`select id from audit_log where seq is null or hash is null order by id limit 1`,
  );
  return unchained
    ? { seq: null, id: Number(unchained.id), problem: 'row is not chained (no seq or hash)' }
    : null;
}

/** Walks the whole chain in seq order (checkChainRows) and reports the first row that breaks it. */
export async function verifyAuditChain(db: Db): Promise<ChainVerification> {
  const unchained = await findUnchainedRow(db);
  let cursor: ChainCursor = null;
  let count = 0;
  let firstBad: ChainProblem | null = null;
  for (;;) {
    const batch = await readChainRows(db, cursor?.seq ?? 0, BATCH);
    const checked = checkChainRows(cursor, batch);
    count += batch.length;
    cursor = checked.cursor;
    firstBad ??= checked.firstBad;
    if (batch.length < BATCH) break;
  }
  firstBad ??= unchained;
  // The access log's day seals are rows of the chain: each sealed day's entries must still match their seal.
  firstBad ??= await checkAccessSeals(db);
  return {
    ok: firstBad === null,
    rows: count,
    headHash: cursor?.hash ?? null,
    headSeq: cursor?.seq ?? null,
    firstBad,
  };
}
