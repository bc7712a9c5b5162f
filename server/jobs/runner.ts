// The durable job runner, in the server process: works through the jobs of every registered kind (job-kinds.ts:
// legal-status batches, bulk installment cancellations, audit chain verification runs) chunk by chunk until nothing
// is pending, then sleeps until woken (a job started in this process) or
// until the next poll (a job started by another instance, or left half done by a server that was killed). All state is in the database, so a
// restart simply resumes; several runners on one PostgreSQL share the work through FOR UPDATE SKIP LOCKED. On
// PGlite the one runner of the process is the only one (one process per data folder).
// What it guarantees (docs/decisions.md "Job runner: retries, dead letter, and why not pg-boss or graphile-worker"):
// at-least-once delivery of each chunk (a chunk whose transaction did not commit is claimed again), one chunk per
// transaction with each item's state written in it (so every item is applied exactly once), retries with backoff
// for a failing chunk, and a dead-letter state after RetryPolicy.maxAttempts failures in a row (server/jobs/retries.ts).
import type { Database } from '../db/client';
import { expireDueApprovals } from '../domain/approvals/requests';
import { runJobChunk, type AnyJobKind, type ChunkResult } from './job-kind';
import { JOB_KINDS, type JobKind } from './job-kinds';
import { DEFAULT_RETRY_POLICY, type JobFailure, type RetryPolicy } from './retries';
import { maintainAccessLog } from '../domain/access-log/maintenance';
import { DEFAULT_ACCESS_LOG_RETENTION_DAYS } from '../config';

export interface JobRunnerOptions {
  /** The kinds worked through, in order (JOB_KINDS unless a test narrows them). */
  kinds?: readonly AnyJobKind[];
  /** Items per transaction of a kind, in place of its chunk size for this database. */
  chunkSizes?: Partial<Record<JobKind, number>>;
  /** How often an idle runner looks for work it was not woken for. */
  pollMs?: number;
  /**
   * An error outside a job's chunk (the database gone or out of connections, the sweep) is reported here and the
   * loop tried again after a short wait that doubles while errors go on (ERROR_RETRY_MS, at most the poll interval).
   */
  onError?: (error: unknown) => void;
  /** A chunk of a legal-status batch or bulk cancellation failed and was counted (retried after a backoff, or dead-lettered). */
  onFailure?: (failure: JobFailure, error: unknown) => void;
  /** Retries with backoff and the dead-letter limit (JOB_MAX_ATTEMPTS, JOB_RETRY_BASE_MS). */
  retryPolicy?: RetryPolicy;
  /** Called after each committed chunk (metrics: items processed per kind). */
  onChunk?: (kind: JobKind, items: number) => void;
  /**
   * Chunks in flight at once, each in its own transaction on its own connection: 2 on PostgreSQL (one chunk's
   * database work overlaps the other's commit and the server's share), 1 on PGlite (one connection).
   */
  concurrency?: number;
  /** ACCESS_LOG_RETENTION_DAYS: the sweep removes access-log days older than this (and seals ended days). */
  accessLogRetentionDays?: number;
}

export type { JobKind } from './job-kinds';

export interface JobRunner {
  /** Look for work now (a batch was just started). */
  wake(): void;
  /** Resolves when no started batch has work left that this runner could claim (tests, the bench). */
  drained(): Promise<void>;
  /** Finishes the chunk in hand (its transaction commits or rolls back) and stops. */
  stop(): Promise<void>;
  /** True while its loop runs (GET /readyz): false once stopped or if the loop ever ended. */
  alive(): boolean;
}

export const DEFAULT_POLL_MS = 3_000;
export const DEFAULT_CONCURRENCY = { postgres: 2, pglite: 1 } as const;
/** The first wait after an error of the loop; it doubles with each further one, up to the poll interval. */
export const ERROR_RETRY_MS = 500;
/** The incomplete-upload sweep runs at most this often. */
const SWEEP_MS = 10 * 60_000;

/** Every runner of this process: the batch mutation wakes them all. */
const runners = new Set<JobRunner>();

/** Called once a batch has all its parts: a runner in this process starts on it at once. */
export function wakeJobRunners(): void {
  for (const runner of runners) runner.wake();
}

export function startJobRunner(db: Database, options: JobRunnerOptions = {}): JobRunner {
  const kinds = options.kinds ?? JOB_KINDS;
  const sizes = options.chunkSizes as Partial<Record<string, number>> | undefined;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY[db.kind]);
  let stopping = false;
  let woken = false;
  let sleeper: (() => void) | null = null;
  let drainWaiters: (() => void)[] = [];
  let lastSweep = 0;
  /** Errors of the loop in a row: the next round waits ERROR_RETRY_MS × 2^(errors-1), at most pollMs. */
  let errors = 0;
  /**
   * The earliest time a job that failed may be tried again: the runner wakes for it rather than the next poll. Kept
   * until a round starts after it, so a runner woken early (another batch started) still wakes for it.
   */
  let nextRetry = Infinity;
  const retry = {
    policy: options.retryPolicy ?? DEFAULT_RETRY_POLICY,
    onFailure: (failure: JobFailure, error: unknown) => {
      if (failure.retryAt) nextRetry = Math.min(nextRetry, failure.retryAt.getTime());
      options.onFailure?.(failure, error);
    },
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      const untilRetry = Math.max(0, nextRetry - Date.now()) + 50;
      const afterError = errors > 0 ? ERROR_RETRY_MS * 2 ** (errors - 1) : Infinity;
      const timer = setTimeout(done, Math.min(pollMs, untilRetry, afterError));
      function done() {
        clearTimeout(timer);
        sleeper = null;
        resolve();
      }
      sleeper = done;
    });

  // The first kind with work left does one chunk.
  const nextChunk = async (): Promise<{ kind: JobKind; chunk: ChunkResult } | null> => {
    for (const definition of kinds) {
      const size = sizes?.[definition.kind] ?? definition.chunkSize[db.kind];
      const chunk = await runJobChunk(db, definition, size, retry);
      if (chunk) return { kind: definition.kind as JobKind, chunk };
    }
    return null;
  };

  const loop = async () => {
    while (!stopping) {
      woken = false;
      let worked = false;
      // This round claims whatever became runnable; a retry time still ahead is kept for the next sleep.
      if (nextRetry <= Date.now()) nextRetry = Infinity;
      try {
        if (Date.now() - lastSweep > SWEEP_MS) {
          lastSweep = Date.now();
          await sweep(db, kinds, options);
        }
        // Each drainer takes chunks until none is left; several share the work through FOR UPDATE SKIP LOCKED,
        // as runners of several processes do. One failing ends the round once the others have finished theirs.
        const drain = async () => {
          while (!stopping) {
            const ran = await nextChunk();
            if (!ran) return;
            options.onChunk?.(ran.kind, ran.chunk.items);
            worked = true;
            // Let requests waiting for the database (PGlite has one connection) in between chunks.
            await new Promise((resolve) => setImmediate(resolve));
          }
        };
        const rounds = await Promise.allSettled(Array.from({ length: concurrency }, drain));
        const failed = rounds.find((round) => round.status === 'rejected');
        if (failed) throw failed.reason;
        errors = 0;
      } catch (error) {
        errors += 1;
        options.onError?.(error);
        worked = false;
        woken = false;
      }
      if (stopping) break;
      if (!worked && !woken) {
        const waiters = drainWaiters;
        drainWaiters = [];
        for (const w of waiters) w();
        await sleep();
      }
    }
  };

  const runner: JobRunner = {
    wake() {
      woken = true;
      sleeper?.();
    },
    drained() {
      return new Promise((resolve) => {
        drainWaiters.push(resolve);
        runner.wake();
      });
    },
    alive() {
      return !stopping && !ended;
    },
    async stop() {
      stopping = true;
      runners.delete(runner);
      sleeper?.();
      await running;
      for (const w of drainWaiters) w();
      drainWaiters = [];
    },
  };
  runners.add(runner);
  let ended = false;
  const running = loop().finally(() => {
    ended = true;
  });
  return runner;
}

/** The housekeeping of every few minutes: each kind's sweep, approvals past their time, the access log. */
async function sweep(db: Database, kinds: readonly AnyJobKind[], options: JobRunnerOptions): Promise<void> {
  for (const definition of kinds) await definition.sweep?.(db);
  await expireDueApprovals(db);
  // The access log's partitions, day seals and retention: a failure is reported, the jobs still run.
  await maintainAccessLog(
    db,
    new Date(),
    options.accessLogRetentionDays ?? DEFAULT_ACCESS_LOG_RETENTION_DAYS,
  ).catch((error: unknown) => options.onError?.(error));
}
