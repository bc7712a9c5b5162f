// What the durable job runner (runner.ts) knows of a job kind: a new bulk tool registers one of these in
// job-kinds.ts and the runner works its jobs through, chunk by chunk, with the others.
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Db } from '../db/sql';
import { runCounted, type RetriedKind, type RetryOptions } from './retries';

/** What one chunk did: its job, the items it handled, whether the job is now complete. */
export interface ChunkResult {
  batchId: string;
  items: number;
  completed: boolean;
}

/** Items per transaction, by database: PGlite's one connection must be free for requests between chunks. */
export interface ChunkSizes {
  readonly postgres: number;
  readonly pglite: number;
}

export interface JobKindDefinition<K extends string = string, Job extends { id: string } = { id: string }> {
  /** The name in metrics and in onChunk. */
  readonly kind: K;
  readonly chunkSize: ChunkSizes;
  /** Jobs of this kind with work left that no other runner holds back, oldest first (a short list: tried in turn). */
  claim(db: Database): Promise<readonly Job[]>;
  /**
   * One chunk of one job, in the transaction given (its items' states written in it, so each item is applied once);
   * null when another runner holds what is left of that job.
   */
  apply(tx: Db, job: Job, size: number): Promise<ChunkResult | null>;
  /**
   * A kind whose job rows keep a retry state (retries.ts): a failing chunk is counted with a backoff and a dead
   * letter. Without it a failure goes to the runner's onError and the chunk is tried on the next round.
   */
  readonly retries?: RetriedKind;
  /** Work left, in items (the GET /metrics backlog gauge): a query answering one row with a column `n`. */
  readonly backlog: SQL;
  /** Housekeeping the runner's sweep runs now and then (every few minutes), before the chunks. */
  sweep?(db: Database): Promise<unknown>;
}

/** Keeps a definition's kind as its literal (JobKind is the union of the registered ones). */
export function jobKind<const K extends string, Job extends { id: string }>(
  definition: JobKindDefinition<K, Job>,
): JobKindDefinition<K, Job> {
  return definition;
}

/** Any registered kind, whatever its job rows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobKind = JobKindDefinition<string, any>;

/**
 * Applies the next chunk of some job of this kind (oldest first) and answers what it did; null when none has an item
 * left that another runner has not claimed. A counted failure of one job moves on to the next.
 */
export async function runJobChunk(
  db: Database,
  definition: AnyJobKind,
  chunkSize: number = definition.chunkSize[db.kind],
  retry: RetryOptions = {},
): Promise<ChunkResult | null> {
  for (const job of await definition.claim(db)) {
    const chunk = () => db.orm.transaction((tx) => definition.apply(tx, job, chunkSize));
    const done = definition.retries
      ? await runCounted(db, definition.retries, job.id, retry, chunk)
      : await chunk();
    if (done) return done;
  }
  return null;
}
