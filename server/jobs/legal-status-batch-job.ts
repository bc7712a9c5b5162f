// One step of the bulk legal-status job: a chunk of pending items of a started batch, applied in one transaction.
// The items are claimed with FOR UPDATE SKIP LOCKED (another runner takes the next chunk meanwhile), the rule runs
// set-based over the chunk (changeLegalStatuses: one statement locks the consumers, one updates them, one writes
// their history), then each item's result, the batch's counters and one audit row per item (with the batch id) are
// written in the same transaction. A crash before commit leaves the items pending for the next runner; after
// commit they are done: every item is applied exactly once.
import { bumpCases } from '../domain/case-versions';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rows, type Db } from '../db/sql';
import { changeLegalStatuses, type LegalStatusResult } from '../domain/legal-status-change';
import { writeAuditRows, type AuditEntry } from '../domain/audit';
import { INCOMPLETE_BATCH_HOURS } from '../domain/legal-status-batches';
import { RETRY_RESET, RUNNABLE, type RetryOptions } from './retries';
import { jobKind, runJobChunk, type ChunkResult } from './job-kind';

/**
 * Items per transaction: big enough for set-based statements to pay off; on PGlite small enough that its one
 * connection is free for requests every few hundred milliseconds (PostgreSQL serves requests on other connections).
 */
export const CHUNK_SIZE = { postgres: 1_000, pglite: 500 } as const;
export const DEFAULT_CHUNK_SIZE: number = CHUNK_SIZE.pglite;

interface ClaimedItem {
  position: number;
  consumer_id: string;
  desired_status: string;
  duplicate: boolean;
}

interface RunningBatch {
  id: string;
  created_by: string;
  created_by_id: string | null;
  /** The second person who approved a held batch or job (four eyes): named in the consumers' history. */
  approved_by: string | null;
}

/** Started batches, chunk by chunk: the first job kind of the runner (job-kinds.ts). */
export const legalStatusJob = jobKind({
  kind: 'legal_status',
  chunkSize: CHUNK_SIZE,
  retries: 'legal_status',
  claim: (db) =>
    rows<RunningBatch>(
      db.orm,
      sql`select id, created_by, created_by_id, approved_by from legal_status_batches
          where completed_at is null and started_at is not null and ${RUNNABLE}
          order by started_at, id limit 20`,
    ),
  apply: applyChunk,
  backlog: sql`select count(*)::int as n from legal_status_batch_items i
               join legal_status_batches b on b.id = i.batch_id
               where b.completed_at is null and b.started_at is not null and b.dead_lettered_at is null
                 and i.success is null`,
  // Batches whose parts stopped arriving are given up.
  sweep: (db) => abandonIncompleteBatches(db),
});

/**
 * Applies the next chunk of some started batch (oldest first) and answers what it did; null when no started batch
 * has an item left that another runner has not claimed. A chunk that fails is counted on its batch (retries.ts) and
 * the next batch is tried.
 */
export function runLegalStatusChunk(
  db: Database,
  chunkSize = DEFAULT_CHUNK_SIZE,
  retry: RetryOptions = {},
): Promise<ChunkResult | null> {
  return runJobChunk(db, legalStatusJob, chunkSize, retry);
}

async function applyChunk(tx: Db, batch: RunningBatch, size: number): Promise<ChunkResult | null> {
  // The partial index on pending items gives them in row order; SKIP LOCKED passes over another runner's chunk.
  // A consumer named in an earlier row of the batch makes the item a Duplicate, whatever the client said: only
  // the first row for a consumer is applied, which does not depend on which runner gets which chunk.
  const claimed = await rows<ClaimedItem>(
    tx,
    sql`
      select i.position, i.consumer_id, i.desired_status,
             exists (select 1 from legal_status_batch_items e
                     where e.consumer_id = i.consumer_id and e.batch_id = i.batch_id and e.position < i.position)
               as duplicate
      from legal_status_batch_items i
      where i.batch_id = ${batch.id} and i.success is null
      order by i.position
      limit ${size}
      for update of i skip locked`,
  );
  if (!claimed.length) {
    // Nothing left to claim: finished (by this or another runner) or all in another runner's hands.
    const completed = await completeIfDone(tx, batch.id, new Date());
    return completed ? { batchId: batch.id, items: 0, completed } : null;
  }
  const now = new Date();
  const actor = { email: batch.created_by, approverEmail: batch.approved_by };
  const toApply = claimed.filter((c) => !c.duplicate);
  const applied = await changeLegalStatuses(
    tx,
    toApply.map((c) => ({ consumerId: c.consumer_id, legalStatus: c.desired_status })),
    actor,
    now,
  );
  const resultOf = new Map<number, LegalStatusResult>(toApply.map((c, k) => [c.position, applied[k]]));
  // Not refused by versions (each row's rule is checked here), but every consumer a row changed has a new one.
  await bumpCases(
    tx,
    applied.flatMap((result, k) =>
      result.outcome.status === 'done'
        ? [
            {
              consumerId: toApply[k].consumer_id,
              operation: 'consumer.legal_status',
              staffEmail: actor.email,
              approverEmail: actor.approverEmail ?? null,
              before: caseBefore(result.outcome.audit),
            },
          ]
        : [],
    ),
    now,
  );

  const itemRows = claimed.map((c) => {
    const result = resultOf.get(c.position);
    return {
      position: c.position,
      success: result ? result.refusal === null : false,
      error: result ? result.refusal : 'Duplicate',
      previous: result?.previous ?? null,
    };
  });
  // The range keeps the join to the chunk's rows, not the whole batch.
  await tx.execute(sql`
    update legal_status_batch_items i
    set success = v.success, error = v.error, previous_status = v.previous,
        processed_at = ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(itemRows)}::json)
      as v(position int, success boolean, error text, previous text)
    where i.batch_id = ${batch.id} and i.position = v.position
      and i.position between ${claimed[0].position} and ${claimed[claimed.length - 1].position}`);
  const successes = itemRows.filter((r) => r.success).length;
  // Locks the batch row: runners finishing chunks at once take turns here, so the last one sees every other
  // chunk committed when it checks for pending items below.
  await tx.execute(sql`
    update legal_status_batches
    set successes = successes + ${successes}, failures = failures + ${itemRows.length - successes}, ${RETRY_RESET}
    where id = ${batch.id}`);
  const completed = await completeIfDone(tx, batch.id, now);

  const staff = { id: batch.created_by_id as string, email: batch.created_by };
  const audit: AuditEntry[] = claimed.map((c) => {
    const result = resultOf.get(c.position);
    const outcome = result?.outcome;
    const base = { batchId: batch.id, position: c.position, args: { legalStatus: c.desired_status } };
    let detail: Record<string, unknown>;
    if (!outcome) detail = { ...base, refusal: 'Duplicate' };
    else if (outcome.status === 'invalid')
      detail = { ...base, refusal: result.refusal, code: outcome.code, message: outcome.message };
    else detail = { ...base, ...outcome.audit };
    return {
      staff,
      operation: 'consumer.legal_status',
      targetType: 'consumer',
      targetId: c.consumer_id,
      outcome: outcome?.status === 'done' ? 'success' : 'refused',
      detail,
      ip: null,
    };
  });
  // Last: the audit chain's lock is held from the first audit insert to commit.
  await writeAuditRows(tx, audit);
  return { batchId: batch.id, items: claimed.length, completed };
}

/** Marks the batch completed when no item is pending; its success follows the items (all failed: false). */
async function completeIfDone(tx: Db, batchId: string, now: Date): Promise<boolean> {
  const done = await rows<{ id: string }>(
    tx,
    sql`
      update legal_status_batches b
      set completed_at = ${now.toISOString()}::timestamptz, success = true
      where b.id = ${batchId} and b.completed_at is null and b.started_at is not null
        and not exists (select 1 from legal_status_batch_items i where i.batch_id = b.id and i.success is null)
      returning b.id`,
  );
  return done.length > 0;
}

/**
 * Gives up batches whose parts have not all arrived within INCOMPLETE_BATCH_HOURS: the batch fails with an error
 * text, the rows that did arrive are marked NotApplied. Answers how many batches it gave up.
 */
export async function abandonIncompleteBatches(db: Database, now = new Date()): Promise<number> {
  return db.orm.transaction(async (tx) => {
    const given = await rows<{ id: string }>(
      tx,
      sql`
        update legal_status_batches b
        set completed_at = ${now.toISOString()}::timestamptz, success = false,
            error = 'Incomplete upload: ' ||
              (select count(*) from legal_status_batch_parts p where p.batch_id = b.id) || ' of ' ||
              b.total_parts || ' parts arrived within ${sql.raw(String(INCOMPLETE_BATCH_HOURS))} hours',
            failures = (select count(*) from legal_status_batch_items i where i.batch_id = b.id)
        where b.started_at is null and b.completed_at is null and b.approval_request_id is null
          and b.created_at < ${now.toISOString()}::timestamptz - interval '${sql.raw(String(INCOMPLETE_BATCH_HOURS))} hours'
        returning b.id`,
    );
    if (given.length)
      await tx.execute(sql`
        update legal_status_batch_items set success = false, error = 'NotApplied',
          processed_at = ${now.toISOString()}::timestamptz
        where success is null
          and batch_id in (select jsonb_array_elements_text(${JSON.stringify(given.map((g) => g.id))}::jsonb))`);
    return given.length;
  });
}

/** The legal status and account status a row found, as the change list names them. */
function caseBefore(audit: Record<string, unknown>): { legal_status?: string; status?: string } | null {
  const before = audit.before as { legalStatus?: string; status?: string } | undefined;
  return before ? { legal_status: before.legalStatus, status: before.status } : null;
}
