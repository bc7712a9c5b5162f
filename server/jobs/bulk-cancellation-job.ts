// One step of the bulk installment cancellation job, the second job kind of the runner (server/jobs/runner.ts): a
// chunk of pending items of an unfinished job, claimed with FOR UPDATE SKIP LOCKED and reverted in one transaction —
// each plan through the one revert rule in its own savepoint, in the order of the plans' consumers, then the items' results, the job's counter and one
// audit row per plan. A crash before commit leaves the items pending for the next runner; after commit they are
// done, so every plan is handled exactly once.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rows, type Db } from '../db/sql';
import { writeAuditRows, type AuditEntry } from '../domain/audit';
import { cancelOnePlan, type BulkCancelResultData } from '../domain/bulk-cancellations';
import type { ChunkResult } from './legal-status-batch-job';

/**
 * Plans per transaction. Each revert is a handful of statements (lock consumer, lock plan, update, charge), so 100
 * keeps a chunk's transaction short (PGlite's one connection is free between chunks) and is what throttles the job
 * in place of the spec client's 5.5 s pause between groups (docs/decisions.md).
 */
export const BULK_CANCEL_CHUNK_SIZE = 100;

interface RunningJob {
  id: string;
  created_by: string;
  created_by_id: string | null;
  /** The second person who approved a held batch or job (four eyes): named in the consumers' history. */
  approved_by: string | null;
}

export async function runBulkCancellationChunk(
  db: Database,
  chunkSize = BULK_CANCEL_CHUNK_SIZE,
): Promise<ChunkResult | null> {
  const jobs = await rows<RunningJob>(
    db.orm,
    sql`select id, created_by, created_by_id, approved_by from bulk_cancellations
        where completed_at is null and not held order by created_at, id limit 20`,
  );
  for (const job of jobs) {
    const done = await db.orm.transaction((tx) => applyChunk(tx, job, chunkSize));
    if (done) return done;
  }
  return null;
}

async function applyChunk(tx: Db, job: RunningJob, size: number): Promise<ChunkResult | null> {
  // Claimed in file order, reverted in the order of the plans' consumers (as every change of several consumers locks
  // them): two runners whose chunks hold plans of the same consumers then never wait on each other in a cycle.
  const claimed = await rows<{ position: number; installment_plan_id: string }>(
    tx,
    sql`with claimed as (
          select position, installment_plan_id from bulk_cancellation_items
          where job_id = ${job.id} and status is null
          order by position limit ${size}
          for update skip locked)
        select c.position, c.installment_plan_id
        from claimed c left join installment_contracts k on k.id = c.installment_plan_id
        order by k.consumer_id nulls first, c.position`,
  );
  if (!claimed.length) {
    const completed = await completeIfDone(tx, job.id, new Date());
    return completed ? { batchId: job.id, items: 0, completed } : null;
  }
  const now = new Date();
  const actor = { email: job.created_by, approverEmail: job.approved_by };
  const results: (BulkCancelResultData & { position: number })[] = [];
  const audit: AuditEntry[] = [];
  for (const item of claimed) {
    // A savepoint per plan: a refused or invalid plan leaves nothing behind and the chunk goes on.
    const { result, audit: entry } = await tx.transaction((sp) =>
      cancelOnePlan(sp, item.installment_plan_id, actor, job.created_by_id, now, {
        bulkCancellationId: job.id,
        position: item.position,
      }),
    );
    results.push({ ...result, position: item.position });
    audit.push(entry);
  }
  await tx.execute(sql`
    update bulk_cancellation_items i
    set status = v.status, code = v.code, title = v.title, description = v.description,
        processed_at = ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(results)}::json)
      as v(position int, status text, code text, title text, description text)
    where i.job_id = ${job.id} and i.position = v.position`);
  // Locks the job row: runners finishing chunks at once take turns, so the last sees every other chunk committed.
  await tx.execute(sql`update bulk_cancellations set done = done + ${claimed.length} where id = ${job.id}`);
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
