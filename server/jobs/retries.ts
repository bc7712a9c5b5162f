// Retries with backoff and the dead-letter state of the runner's durable jobs (legal-status batches, bulk installment
// cancellations; migration 0022). A chunk runs in one transaction; when it throws, the transaction has rolled back
// (none of its items is applied), and the failure is counted on the job row in a transaction of its own: attempts + 1,
// the reason code, and the time the job may be tried again (base × 2^(attempt-1), capped). After maxAttempts failures
// in a row the job is dead-lettered: no runner claims it again and its pending items stay pending. A committed chunk
// sets the count back to 0 (RETRY_RESET, in the chunk's own transaction). A database that is gone (a restart, a
// failover) is not the job's fault: such a failure is passed on without being counted.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rows } from '../db/sql';
import { isDatabaseUnavailable } from '../ops/db-unavailable';

export interface RetryPolicy {
  /** Failures in a row after which the job is dead-lettered. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each further one. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, baseMs: 5_000, maxMs: 10 * 60_000 };

/** The job kinds that keep a retry state. */
export type RetriedKind = 'legal_status' | 'bulk_cancellation';

const TABLE: Record<RetriedKind, string> = {
  legal_status: 'legal_status_batches',
  bulk_cancellation: 'bulk_cancellations',
};

/** A runner claims a job only under this condition: not dead-lettered, not waiting out its backoff. */
export const RUNNABLE = sql`dead_lettered_at is null and (next_run_at is null or next_run_at <= now())`;

/** SET clause of the chunk's own update of its job row: a committed chunk ends a run of failures. */
export const RETRY_RESET = sql`attempts = 0, next_run_at = null, failure_code = null`;

export interface JobFailure {
  kind: RetriedKind;
  jobId: string;
  /** Failures in a row so far, this one included. */
  attempts: number;
  /** The reason code kept on the job row (SQLSTATE or error class name). */
  code: string;
  /** When the job may be tried again; null once it is dead-lettered. */
  retryAt: Date | null;
  deadLettered: boolean;
}

export interface RetryOptions {
  policy?: RetryPolicy;
  /** Told of each counted failure (metrics, the log); without it the failure is counted and then thrown. */
  onFailure?: (failure: JobFailure, error: unknown) => void;
}

/**
 * What is kept of a failure: the SQLSTATE of a database error (for example 23514 for a check constraint, P0001 for
 * an exception raised by a trigger), otherwise the error's class name. Never its message: a constraint's message
 * quotes the row's values.
 */
export function failureCode(error: unknown, depth = 0): string {
  if (error && typeof error === 'object' && depth < 4) {
    const record = error as { code?: unknown; cause?: unknown };
    if (typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code)) return record.code;
    const inner = record.cause ? failureCode(record.cause, depth + 1) : null;
    if (inner && inner !== 'Error') return inner;
    const name = (error as { name?: unknown }).name;
    if (typeof name === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(name)) return name;
  }
  return 'Error';
}

/**
 * Counts a failed chunk on its job row; null when the job has meanwhile completed, or when another chunk of the same
 * attempt (the runner's other drainer, another instance) already counted its failure and set it waiting: one
 * failure per attempt, however many chunks were in flight.
 */
export async function recordFailure(
  db: Database,
  kind: RetriedKind,
  jobId: string,
  error: unknown,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<JobFailure | null> {
  const code = failureCode(error);
  // In SET, `attempts` is the value before this update.
  const [row] = await rows<{ attempts: number; next_run_at: string | null; dead: boolean }>(
    db.orm,
    sql`update ${sql.raw(TABLE[kind])}
        set attempts = attempts + 1, failure_code = ${code},
            next_run_at = case when attempts + 1 >= ${policy.maxAttempts} then null
              else now() + least(${policy.maxMs}::float8, ${policy.baseMs}::float8 * power(2, attempts))
                           * interval '1 millisecond' end,
            dead_lettered_at = case when attempts + 1 >= ${policy.maxAttempts} then now() end
        where id = ${jobId} and completed_at is null and ${RUNNABLE}
        returning attempts, next_run_at::text as next_run_at, dead_lettered_at is not null as dead`,
  );
  if (!row) return null;
  return {
    kind,
    jobId,
    attempts: row.attempts,
    code,
    retryAt: row.next_run_at ? new Date(row.next_run_at) : null,
    deadLettered: row.dead,
  };
}

/**
 * Runs one chunk of a job; when it throws, counts the failure (unless the database is gone) and answers null so the
 * runner moves on to other work. Without options.onFailure the counted failure is thrown again.
 */
export async function runCounted<T>(
  db: Database,
  kind: RetriedKind,
  jobId: string,
  options: RetryOptions,
  chunk: () => Promise<T>,
): Promise<T | null> {
  try {
    return await chunk();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    const failure = await recordFailure(db, kind, jobId, error, options.policy);
    if (!options.onFailure) throw error;
    if (failure) options.onFailure(failure, error);
    return null;
  }
}

/** Dead-lettered jobs not completed, by kind (GET /metrics). */
export async function deadLetterCounts(db: Database): Promise<Record<RetriedKind, number>> {
  const [row] = await rows<{ legal: number; bulk: number }>(
    db.orm,
    sql`select (select count(*)::int from legal_status_batches
                where dead_lettered_at is not null and completed_at is null) as legal,
               (select count(*)::int from bulk_cancellations
                where dead_lettered_at is not null and completed_at is null) as bulk`,
  );
  return { legal_status: row?.legal ?? 0, bulk_cancellation: row?.bulk ?? 0 };
}

/** A job's retry state as GraphQL's JobRetry shows it. */
export interface JobRetryData {
  attempts: number;
  reasonCode: string | null;
  nextRunAt: number | null;
  deadLetteredAt: number | null;
}

/** The retry state as the GraphQL JobRetry type shows it: null while no failure is counted. */
export const RETRY_COLUMN = sql`case when attempts > 0 then json_build_object(
    'attempts', attempts, 'reasonCode', failure_code,
    'nextRunAt', (extract(epoch from next_run_at) * 1000)::bigint,
    'deadLetteredAt', (extract(epoch from dead_lettered_at) * 1000)::bigint) end as "retry"`;
