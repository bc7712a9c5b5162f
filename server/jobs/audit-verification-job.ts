// One step of an audit chain verification run, the third job kind of the runner (server/jobs/runner.ts): the run is
// claimed with FOR UPDATE SKIP LOCKED, the next chunk of rows after where it stands is checked with the same rule as
// `npm run audit -- verify` (checkChainRows), and where it stands, the rows checked and, at the end, the verdict are
// written in the same transaction. A crash loses at most the chunk in hand; the next runner checks it again.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rows, type Db } from '../db/sql';
import {
  checkChainRows,
  findUnchainedRow,
  readChainRows,
  type ChainCursor,
  type ChainProblem,
} from '../domain/audit';
import { jobKind, runJobChunk, type ChunkResult } from './job-kind';
import { checkAccessSeals } from '../domain/access-log/seal-check';

/**
 * Rows per transaction. The canonical text of a row is computed in SQL (about 0.1 ms a row), so on PGlite's one
 * connection 1,000 rows keep requests waiting no more than a tenth of a second.
 */
export const AUDIT_VERIFY_CHUNK_SIZE = { postgres: 5_000, pglite: 1_000 } as const;

interface RunningVerification {
  id: string;
  through_seq: string;
  last_seq: string;
  last_hash: string | null;
  checked_rows: string;
}

interface PreviousIntact {
  through_seq: string;
  head_hash: string | null;
  completed_at: string;
}

/** Unfinished runs, oldest first: the third job kind of the runner (job-kinds.ts); a failing chunk is not counted. */
export const auditVerificationJob = jobKind({
  kind: 'audit_verification',
  chunkSize: AUDIT_VERIFY_CHUNK_SIZE,
  claim: (db) =>
    rows<{ id: string }>(
      db.orm,
      sql`select id::text as id from audit_verifications where completed_at is null order by id limit 20`,
    ),
  apply: applyChunk,
  // A chain check's backlog: the audit rows it still has to read.
  backlog: sql`select coalesce(sum(through_seq - last_seq), 0)::bigint as n from audit_verifications
               where completed_at is null`,
});

export function runAuditVerificationChunk(db: Database, chunkSize: number): Promise<ChunkResult | null> {
  return runJobChunk(db, auditVerificationJob, chunkSize);
}

/** The next chunk of one run, which is locked for it (another runner passes over it meanwhile). */
async function applyChunk(tx: Db, claimed: { id: string }, chunkSize: number): Promise<ChunkResult | null> {
  const [run] = await rows<RunningVerification>(
    tx,
    sql`select id::text as id, through_seq::text as through_seq, last_seq::text as last_seq, last_hash,
                 checked_rows::text as checked_rows
          from audit_verifications where id = ${claimed.id}::bigint and completed_at is null
          for update skip locked`,
  );
  if (!run) return null;
  const through = Number(run.through_seq);
  const lastSeq = Number(run.last_seq);
  const before: ChainCursor = lastSeq === 0 ? null : { seq: lastSeq, hash: run.last_hash ?? '' };
  const batch = await readChainRows(tx, lastSeq, chunkSize, through);
  const checked = checkChainRows(before, batch);
  const cursor = checked.cursor;
  const checkedRows = Number(run.checked_rows) + batch.length;
  let firstBad = checked.firstBad;
  const finished = firstBad !== null || batch.length < chunkSize || (cursor?.seq ?? 0) >= through;
  if (!finished) {
    await tx.execute(sql`
        update audit_verifications
        set last_seq = ${cursor!.seq}, last_hash = ${cursor!.hash}, checked_rows = ${checkedRows}
        where id = ${run.id}::bigint`);
    return { batchId: run.id, items: batch.length, completed: false };
  }
  firstBad ??= await finalChecks(tx, cursor, through);
  await tx.execute(sql`
      update audit_verifications
      set last_seq = ${cursor?.seq ?? 0}, last_hash = ${cursor?.hash ?? null}, checked_rows = ${checkedRows},
          completed_at = now(), ok = ${firstBad === null},
          head_hash = ${firstBad === null ? (cursor?.hash ?? null) : null},
          broken_seq = ${firstBad?.seq ?? null}, broken_row_id = ${firstBad?.id ?? null},
          problem = ${firstBad?.problem ?? null}
      where id = ${run.id}::bigint`);
  return { batchId: run.id, items: batch.length, completed: true };
}

/**
 * What the walk alone cannot see: rows cut off the end (the head the run was asked for is gone), rows written with
 * the trigger disabled, and a chain rewritten as a whole since the last intact run (its head row's hash changed).
 */
async function finalChecks(tx: Db, cursor: ChainCursor, through: number): Promise<ChainProblem | null> {
  const reached = cursor?.seq ?? 0;
  if (reached < through)
    return { seq: reached + 1, id: null, problem: `rows ${reached + 1} … ${through} are missing` };
  const unchained = await findUnchainedRow(tx);
  if (unchained) return unchained;
  const seals = await checkAccessSeals(tx);
  if (seals) return seals;
  const [previous] = await rows<PreviousIntact>(
    tx,
    sql`select through_seq::text as through_seq, head_hash, completed_at::text as completed_at
        from audit_verifications
        where ok and through_seq > 0 and through_seq <= ${through}
        order by completed_at desc limit 1`,
  );
  if (!previous?.head_hash) return null;
  const [row] = await rows<{ id: string; hash: string | null }>(
    tx,
    sql`select id::text as id, hash from audit_log where seq = ${previous.through_seq}::bigint`,
  );
  if (row && row.hash === previous.head_hash) return null;
  return {
    seq: Number(previous.through_seq),
    id: row ? Number(row.id) : null,
    problem: `hash differs from the one an earlier run verified (${previous.completed_at}): the chain was rewritten`,
  };
}
