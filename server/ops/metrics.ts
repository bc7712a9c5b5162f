// The console's Prometheus metrics (GET /metrics): one registry per app, so several apps in one process (the
// server tests) keep their own counts. Labels hold route patterns, operation names, codes and outcomes only:
// never an id, an e-mail, a phone or a search keyword.
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';
import { rows } from '../db/sql';
import { JOB_KINDS, type JobKind } from '../jobs/job-kinds';
import { deadLetterCounts, type JobFailure } from '../jobs/retries';

/** Distinct GraphQL operation names kept as labels; past these (a client making names up) they count as "other". */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export type SignInStep = 'password' | 'code';
export type SignInOutcome = 'success' | 'refused' | 'throttled' | 'mail_failure' | 'error';
export type SmsOutcome = 'sent' | 'refused' | 'timeout' | 'error' | 'dev_outbox';

export interface Metrics {
  registry: Registry;
  /** The label of a GraphQL operation name ('' when the request named none). */
  operationLabel(name: string | undefined): string;
  observeRequest(
    labels: { route: string; operation: string; method: string; status: number },
    ms: number,
  ): void;
  graphqlError(code: string): void;
  signIn(step: SignInStep, outcome: SignInOutcome): void;
  sms(outcome: SmsOutcome): void;
  jobItems(kind: JobKind, items: number): void;
  /** A job's chunk failed and was rolled back (retried after a backoff, or dead-lettered). */
  jobFailure(failure: JobFailure): void;
  /** An alert on unusual reading was raised (by rule; never the staff member or a consumer). */
  accessAlert(rule: string): void;
}

/** How long a backlog count may take at scrape time before the gauge is left as it was. */
const BACKLOG_TIMEOUT_MS = 2_000;

export function createMetrics(db: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'console_' });

  const requestSeconds = new Histogram({
    name: 'console_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, GraphQL operation name, method and status.',
    labelNames: ['route', 'operation', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const graphqlErrors = new Counter({
    name: 'console_graphql_errors_total',
    help: 'GraphQL errors sent to clients, by extensions.code.',
    labelNames: ['code'],
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'console_sign_in_attempts_total',
    help: 'Sign-in steps by outcome: success, refused, throttled, mail_failure, error.',
    labelNames: ['step', 'outcome'],
    registers: [registry],
  });
  const smsMessages = new Counter({
    name: 'console_sms_messages_total',
    help: 'SMS handed to the gateway, by outcome.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const jobItems = new Counter({
    name: 'console_job_items_processed_total',
    help: 'Job items this process committed, by job kind.',
    labelNames: ['kind'],
    registers: [registry],
  });
  new Gauge({
    name: 'console_job_backlog_items',
    help: 'Items of started jobs not yet processed (all instances; not those of dead-lettered jobs), by job kind.',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const counts = await backlog(db).catch(() => undefined);
      if (!counts) return;
      this.set({ kind: 'legal_status' }, counts.legal_status);
      this.set({ kind: 'bulk_cancellation' }, counts.bulk_cancellation);
    },
  });
  const jobFailures = new Counter({
    name: 'console_job_chunk_failures_total',
    help: 'Job chunks this process rolled back after a failure, by job kind and reason code (SQLSTATE or error class).',
    labelNames: ['kind', 'code'],
    registers: [registry],
  });
  new Gauge({
    name: 'console_job_dead_letter',
    help: 'Jobs given up after the retry limit (dead letter, all instances), by job kind: their pending items wait.',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const counts = await withTimeout(deadLetterCounts(db)).catch(() => undefined);
      if (!counts) return;
      this.set({ kind: 'legal_status' }, counts.legal_status);
      this.set({ kind: 'bulk_cancellation' }, counts.bulk_cancellation);
    },
  });
  const accessAlerts = new Counter({
    name: 'console_access_alerts_total',
    help: 'Alerts on unusual reading of personal data this process raised, by rule.',
    labelNames: ['rule'],
    registers: [registry],
  });
  const pool = db.pool;
  if (pool) {
    new Gauge({
      name: 'console_db_pool_connections',
      help: 'Database pool connections of this process: in use, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  const operations = new Set<string>();
  return {
    registry,
    operationLabel(name) {
      if (!name) return '';
      if (!OPERATION_NAME.test(name)) return 'other';
      if (operations.has(name)) return name;
      if (operations.size >= MAX_OPERATION_NAMES) return 'other';
      operations.add(name);
      return name;
    },
    observeRequest({ route, operation, method, status }, ms) {
      requestSeconds.observe({ route, operation, method, status: String(status) }, ms / 1000);
    },
    graphqlError: (code) => graphqlErrors.inc({ code }),
    signIn: (step, outcome) => signIns.inc({ step, outcome }),
    sms: (outcome) => smsMessages.inc({ outcome }),
    jobItems: (kind, items) => jobItems.inc({ kind }, items),
    jobFailure: (failure) => jobFailures.inc({ kind: failure.kind, code: failure.code }),
    accessAlert: (rule) => accessAlerts.inc({ rule }),
  };
}

async function backlog(db: Database): Promise<Record<JobKind, number>> {
  const count = async (query: ReturnType<typeof sql>) => {
    const [row] = await rows<{ n: number }>(db.orm, query);
    return Number(row?.n ?? 0);
  };
  const counts = await withTimeout(Promise.all(JOB_KINDS.map((kind) => count(kind.backlog))));
  return Object.fromEntries(JOB_KINDS.map((kind, i) => [kind.kind, counts[i]])) as Record<JobKind, number>;
}

/** A count at scrape time that takes longer than BACKLOG_TIMEOUT_MS rejects (the gauge keeps its value). */
async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), BACKLOG_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The outcome of a sign-in step from its HTTP status. */
export function signInOutcome(status: number): SignInOutcome {
  if (status < 300) return 'success';
  if (status === 429) return 'throttled';
  if (status === 503) return 'mail_failure';
  if (status >= 500) return 'error';
  return 'refused';
}

/** The outcome of one gateway call from its SmsDelivery. */
export function smsOutcome(delivery: { sent: boolean; answer: string }): SmsOutcome {
  if (delivery.answer === 'dev outbox') return 'dev_outbox';
  if (delivery.sent) return 'sent';
  if (delivery.answer.startsWith('HTTP')) return 'refused';
  if (delivery.answer === 'timeout') return 'timeout';
  return 'error';
}
