// One step of the bulk installment cancellation job, the second job kind of the runner (server/jobs/runner.ts): a
// chunk of pending items of an unfinished job (not held for a second person), claimed with FOR UPDATE SKIP LOCKED
// and reverted in one transaction — the one revert rule set-based over the chunk (revertContractsToLumpSum: one
// statement locks the consumers, one the plans, one updates the plans, one inserts the lump-sum charges, one the
// history records), then the items' results, the job's counter and one audit row per plan, one statement each. A
// crash before commit leaves the items pending for the next runner; after commit they are done, so every plan is
// handled exactly once.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rows, type Db } from '../db/sql';
import { writeAuditRows } from '../domain/audit';
import { cancelPlans } from '../domain/installment-plan-cancellations';
import { jobKind, runJobChunk, type ChunkResult } from './job-kind';
import { RETRY_RESET, RUNNABLE, type RetryOptions } from './retries';

/**
 * Plans per transaction: a chunk is the same dozen statements whatever its size, so big enough for them to pay off;
 * on PGlite small enough that its one connection is free for requests every few hundred milliseconds (PostgreSQL
 * serves requests on other connections). The chunk is what throttles the job in place of the spec client's 5.5 s
 * pause between groups (docs/decisions.md).
 */
export const BULK_CANCEL_CHUNK_SIZE = { postgres: 1_000, pglite: 500 } as const;

interface RunningJob {
  id: string;
  created_by: string;
  created_by_id: string | null;
  /** The second person who approved a held batch or job (four eyes): named in the consumers' history. */
  approved_by: string | null;
}

/** Unfinished jobs not held for a second person, chunk by chunk: the second job kind of the runner (job-kinds.ts). */
export const bulkCancellationJob = jobKind({
  kind: 'bulk_cancellation',
  chunkSize: BULK_CANCEL_CHUNK_SIZE,
  retries: 'bulk_cancellation',
  claim: (db) =>
    rows<RunningJob>(
      db.orm,
      sql`select id, created_by, created_by_id, approved_by from bulk_cancellations
          where completed_at is null and not held and ${RUNNABLE} order by created_at, id limit 20`,
    ),
  apply: applyChunk,
  backlog: sql`select count(*)::int as n from bulk_cancellation_items i
               join bulk_cancellations j on j.id = i.job_id
               where j.completed_at is null and not j.held and j.dead_lettered_at is null and i.status is null`,
});

export function runBulkCancellationChunk(
  db: Database,
  chunkSize: number = BULK_CANCEL_CHUNK_SIZE[db.kind],
  retry: RetryOptions = {},
): Promise<ChunkResult | null> {
  return runJobChunk(db, bulkCancellationJob, chunkSize, retry);
}

async function applyChunk(tx: Db, job: RunningJob, size: number): Promise<ChunkResult | null> {
  // Claimed in file order; the rule takes them in the order of the plans' consumers (as every change of several
  // consumers locks them): two runners whose chunks hold plans of the same consumers never wait in a cycle.
  const claimed = await rows<{ position: number; installment_plan_id: string }>(
    tx,
    sql`select position, installment_plan_id from bulk_cancellation_items
        where job_id = ${job.id} and status is null
        order by position limit ${size}
        for update skip locked`,
  );
  if (!claimed.length) {
    const completed = await completeIfDone(tx, job.id, new Date());
    return completed ? { batchId: job.id, items: 0, completed } : null;
  }
  const now = new Date();
  const actor = { email: job.created_by, approverEmail: job.approved_by };
  const { results, audit } = await cancelPlans(
    tx,
    claimed.map((c) => c.installment_plan_id),
    actor,
    job.created_by_id,
    now,
    { id: job.id, positions: claimed.map((c) => c.position) },
  );
  const items = results.map((result, k) => ({ ...result, position: claimed[k].position }));
  // The range keeps the join to the chunk's rows, not the whole job.
  await tx.execute(sql`
    update bulk_cancellation_items i
    set status = v.status, code = v.code, title = v.title, description = v.description,
        processed_at = ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(items)}::json)
      as v(position int, status text, code text, title text, description text)
    where i.job_id = ${job.id} and i.position = v.position
      and i.position between ${claimed[0].position} and ${claimed[claimed.length - 1].position}`);
  // Locks the job row: runners finishing chunks at once take turns, so the last sees every other chunk committed.
  await tx.execute(
    sql`update bulk_cancellations set done = done + ${claimed.length}, ${RETRY_RESET} where id = ${job.id}`,
  );
  const completed = await completeIfDone(tx, job.id, now);
  // Last: the audit chain's lock is held from the first audit insert to commit.
  await writeAuditRows(tx, audit);
  return { batchId: job.id, items: claimed.length, completed };
}

async function completeIfDone(tx: Db, jobId: string, now: Date): Promise<boolean> {
  const done = await rows<{ id: string }>(
    tx,
    sql`update bulk_cancellations b set completed_at = ${now.toISOString()}::timestamptz
        where b.id = ${jobId} and b.completed_at is null
          and not exists (select 1 from bulk_cancellation_items i where i.job_id = b.id and i.status is null)
        returning b.id`,
  );
  return done.length > 0;
}
