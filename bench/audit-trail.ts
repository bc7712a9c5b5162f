// The audit trail page over 1,000,000 audit rows (target: "/audit first page and a filtered page p95 ≤ 50 ms on
// PostgreSQL"). A database of its own (console_bench_audit; BENCH_AUDIT_DB_NAME names another) is migrated and filled
// once with chained audit rows through the real trigger (50 staff, 30 operations, 100,000 consumers as targets, two
// years of history, 2 % refused, 1 % failed) and reused afterwards. The real server (bench/server.ts) answers the
// very AuditEntries document the page sends, one request after another per kind; the SQL of each kind is re-run with
// EXPLAIN (ANALYZE, BUFFERS) for the report.
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { AuditEntriesDocument } from '../src/app/api/generated/graphql';
import { AUDIT_PAGE_SIZE, auditQueryVariables, EMPTY_FILTERS } from '../src/app/features/audit/audit-rules';
import { startSmtpPeer } from '../tests/support/smtp-peer';
import { signIn } from '../tests/support/test-server';
import { AUDIT_VERIFY_CHUNK_SIZE } from '../server/jobs/audit-verification-job';
import { withDatabase } from './dataset';
import {
  BENCH_STAFF_EMAIL,
  BENCH_STAFF_PASSWORD,
  ensureStaff,
  startServer,
  stats,
  type Stats,
} from './measure';
import { postGraphql } from './http-client';

export const AUDIT_TARGET_MS = 50;
const STAFF = 50;
const CONSUMERS = 100_000;
const OPERATIONS = [
  'sign_in.password',
  'sign_in.pin',
  'sign_out',
  'consumer.disable',
  'consumer.legal_status',
  'consumer.email',
  'consumer.phone',
  'consumer.close',
  'consumer.admin_log',
  'consumer.fraud_flag',
  'consumer.fraud_unflag',
  'consumer.fraud_event_log',
  'consumer.assessment_exclusion',
  'consumer.assessment_exclusion_deactivate',
  'consumer.payment_fraud_flag',
  'consumer.payment_fraud_unflag',
  'consumer.reset_status',
  'consumer.self_cancellation',
  'consumer.card_eligibility_exception',
  'consumer.gps_token_status',
  'consumer.physical_card_status',
  'consumer.van_assign',
  'consumer.sms',
  'consumer.impersonation.start',
  'consumer.impersonation.redeem',
  'contract.revert_to_lump_sum',
  'contract.bulk_cancellation',
  'legal_status_batch.update',
  'merchant.deactivate_invoices',
  'audit.verify',
];
/** Two years of history, the newest row now. */
const SPAN_MS = 2 * 365 * 24 * 3600 * 1000;

export interface AuditKindResult extends Stats {
  label: string;
  /** Rows per answer (mean). */
  rows: number;
  target?: number;
  sql?: string;
  plan?: string;
}

export interface AuditTrailResult {
  rows: number;
  built: { seconds: number; reused: boolean };
  kinds: AuditKindResult[];
  /** "Verify now": the durable job over the whole chain, from the mutation to the finished run. */
  verification?: { seconds: number; status: string; checkedRows: number };
  /** One-minute load average of the machine at the start and the end (other work on it). */
  load: [number, number];
  errors: string[];
}

const staffEmail = (n: number) => `staff-${n}@example.jp`;
const consumerId = (n: number) => `con_${String(n).padStart(16, '0')}`;

/**
 * A PostgreSQL database of a bench section's own (created when missing), migrated, with the bench staff member;
 * its URL.
 */
export async function migratedBenchDatabase(serverUrl: string, dbName: string): Promise<string> {
  const url = withDatabase(serverUrl, dbName);
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
    if (!exists) await admin.query(`create database ${dbName}`);
  } finally {
    await admin.end();
  }
  const db = await openDatabase({ url });
  await migrateDatabase(db);
  await ensureStaff(db);
  await db.close();
  return url;
}

/** Creates, migrates and fills the database when it holds fewer than `rows` chained audit rows. */
async function ensureDataset(
  serverUrl: string,
  dbName: string,
  rows: number,
  log: (line: string) => void,
): Promise<{ url: string; seconds: number; reused: boolean }> {
  const url = await migratedBenchDatabase(serverUrl, dbName);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  try {
    const have = Number((await client.query('select coalesce(max(seq), 0) as n from audit_log')).rows[0].n);
    if (have >= rows) {
      log(`  reusing ${dbName}: ${have.toLocaleString('en')} audit rows`);
      return { url, seconds: 0, reused: true };
    }
    log(`  filling ${dbName}: ${have.toLocaleString('en')} → ${rows.toLocaleString('en')} audit rows`);
    const start = Date.now() - SPAN_MS;
    const step = SPAN_MS / rows;
    const CHUNK = 50_000;
    for (let from = have + 1; from <= rows; from += CHUNK) {
      const to = Math.min(rows, from + CHUNK - 1);
      // Through the chain's trigger, one row at a time in g order, as the console writes them.
      await client.query(
        `insert into audit_log (staff_email, operation, target_type, target_id, outcome, detail, ip, created_at)
         select 'staff-' || (g % $3) || '@example.jp',
                ($4::text[])[1 + ((g * 7) % array_length($4::text[], 1))],
                'consumer',
                'con_' || lpad(((g * 7919) % $5)::text, 16, '0'),
                case when g % 50 = 0 then 'refused' when g % 97 = 0 then 'failure' else 'success' end,
                jsonb_build_object('args', jsonb_build_object('n', g)),
                '10.0.' || (g % 200) || '.' || (g % 250),
                to_timestamp(($6::float8 + g * $7::float8) / 1000)
         from generate_series($1::bigint, $2::bigint) g order by g`,
        [from, to, STAFF, OPERATIONS, CONSUMERS, start, step],
      );
      log(`    ${to.toLocaleString('en')} rows (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    }
    await client.query('analyze audit_log');
    return { url, seconds: (performance.now() - t0) / 1000, reused: false };
  } finally {
    await client.end();
  }
}

interface Kind {
  label: string;
  target?: number;
  /** The variables of the n-th request. */
  variables: (n: number) => Record<string, unknown>;
}

/** A JST calendar day `daysAgo` days before today, as the page's date filter sends it. */
function jstDay(daysAgo: number): string {
  return new Date(Date.now() + 9 * 3600 * 1000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

const KINDS: Kind[] = [
  { label: 'first page (no filter)', target: AUDIT_TARGET_MS, variables: () => ({}) },
  {
    label: 'staff e-mail',
    target: AUDIT_TARGET_MS,
    variables: (n) => ({ staffEmail: staffEmail((n * 13) % STAFF) }),
  },
  {
    label: 'target id (one consumer, ~10 rows)',
    target: AUDIT_TARGET_MS,
    variables: (n) => ({ targetId: consumerId((n * 7_919 + 17) % CONSUMERS) }),
  },
  {
    label: 'operation',
    target: AUDIT_TARGET_MS,
    variables: (n) => ({ operation: OPERATIONS[n % OPERATIONS.length] }),
  },
  { label: 'outcome failure (1 %)', target: AUDIT_TARGET_MS, variables: () => ({ outcome: 'failure' }) },
  {
    label: 'one JST day a year ago',
    target: AUDIT_TARGET_MS,
    variables: (n) => {
      const day = jstDay(365 + (n % 30));
      return { from: day, to: day };
    },
  },
  {
    label: 'staff e-mail + operation + outcome refused',
    target: AUDIT_TARGET_MS,
    variables: (n) => ({
      staffEmail: staffEmail(n % STAFF),
      operation: OPERATIONS[(n * 3) % OPERATIONS.length],
      outcome: 'refused',
    }),
  },
  {
    label: 'staff e-mail, last 30 days',
    target: AUDIT_TARGET_MS,
    variables: (n) => ({ staffEmail: staffEmail(n % STAFF), from: jstDay(30), to: jstDay(0) }),
  },
  { label: 'page 101 (offset 5,000), no filter: no target', variables: () => ({ page: 101 }) },
];

/** The AuditEntries variables the page sends for these filters (dates as JST days) and page. */
function pageVariables(filters: Record<string, unknown>): Record<string, unknown> {
  const { page = 1, ...rest } = filters as Record<string, string | number>;
  return { ...auditQueryVariables({ ...EMPTY_FILTERS, ...(rest as object) }, Number(page)) };
}

export async function measureAuditTrail(options: {
  serverUrl: string;
  dbName: string;
  rows: number;
  requests: number;
  warmup: number;
  log: (line: string) => void;
}): Promise<AuditTrailResult> {
  const { log } = options;
  const result: AuditTrailResult = {
    rows: options.rows,
    built: { seconds: 0, reused: false },
    kinds: [],
    load: [os.loadavg()[0], NaN],
    errors: [],
  };
  const built = await ensureDataset(options.serverUrl, options.dbName, options.rows, log);
  result.built = { seconds: built.seconds, reused: built.reused };
  const smtp = await startSmtpPeer();
  const server = await startServer({ kind: 'postgres', url: built.url }, smtp.url);
  const query = String(AuditEntriesDocument);
  try {
    const cookie = await signIn(server.baseUrl, smtp, BENCH_STAFF_EMAIL, BENCH_STAFF_PASSWORD);
    const send = async (variables: Record<string, unknown>) => {
      const t0 = performance.now();
      const response = await postGraphql(
        server.baseUrl,
        { operationName: 'AuditEntries', query, variables },
        { cookie },
      );
      const body = JSON.parse(response.text) as {
        data?: { auditEntries: { items: unknown[] } };
        errors?: { message: string }[];
      };
      const ms = performance.now() - t0;
      if (body.errors?.length || !body.data)
        return { ms, error: body.errors?.[0]?.message ?? `HTTP ${response.status}` };
      return { ms, rows: body.data.auditEntries.items.length };
    };
    for (const kind of KINDS) {
      for (let i = 0; i < options.warmup; i++) await send(pageVariables(kind.variables(i + 1_000)));
      const samples: number[] = [];
      let rows = 0;
      let errors = 0;
      let firstError: string | undefined;
      for (let i = 0; i < options.requests; i++) {
        const answer = await send(pageVariables(kind.variables(i)));
        if ('error' in answer) {
          errors++;
          firstError ??= answer.error;
          continue;
        }
        samples.push(answer.ms);
        rows += answer.rows;
      }
      const measured: AuditKindResult = {
        label: kind.label,
        target: kind.target,
        ...stats(samples, errors, firstError),
        rows: Math.round((rows / (samples.length || 1)) * 10) / 10,
      };
      Object.assign(measured, await explainKind(server, built.url, send, pageVariables(kind.variables(7))));
      result.kinds.push(measured);
      if (firstError) result.errors.push(`${kind.label}: ${firstError}`);
      log(
        `  ${kind.label}: p50 ${measured.p50.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms, ` +
          `${measured.rows} rows${errors ? `, ${errors} errors` : ''}`,
      );
    }
    result.verification = await timeVerification(server.baseUrl, cookie);
    log(`  Verify now: ${result.verification.status} after ${result.verification.seconds.toFixed(1)} s`);
  } finally {
    await server.stop();
    await smtp.close();
  }
  result.load[1] = os.loadavg()[0];
  return result;
}

/** Starts "Verify now" through the API and follows the run (as the page does) until it has finished. */
async function timeVerification(
  baseUrl: string,
  cookie: string,
): Promise<NonNullable<AuditTrailResult['verification']>> {
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await postGraphql(baseUrl, { query, variables }, { cookie });
    return (
      JSON.parse(response.text) as {
        data: Record<string, { id: string; status: string; checkedRows: number }>;
      }
    ).data;
  };
  const t0 = performance.now();
  const { id } = (await call('mutation { verifyAuditChain { id } }')).verifyAuditChain;
  for (;;) {
    const run = (
      await call('query V($id: ID!) { auditVerification(id: $id) { id status checkedRows } }', { id })
    ).auditVerification;
    if (run.status !== 'Running')
      return { seconds: (performance.now() - t0) / 1000, status: run.status, checkedRows: run.checkedRows };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The audit_log statement one request of the kind sends, re-run with EXPLAIN (ANALYZE, BUFFERS). */
async function explainKind(
  server: Awaited<ReturnType<typeof startServer>>,
  url: string,
  send: (variables: Record<string, unknown>) => Promise<unknown>,
  variables: Record<string, unknown>,
): Promise<{ sql?: string; plan?: string }> {
  server.capture(true);
  await send(variables);
  server.capture(false);
  const [statement] = (await server.captured()).filter((q) => /from audit_log/i.test(q.text));
  if (!statement) return {};
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const explained = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
    return {
      sql: statement.text,
      plan: explained.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'),
    };
  } catch (error) {
    return { sql: statement.text, plan: `EXPLAIN failed: ${(error as Error).message}` };
  } finally {
    await client.end();
  }
}

export interface AuditSection {
  result?: AuditTrailResult;
  error?: string;
}

/**
 * The section of `npm run bench`: 1,000,000 rows (100,000 quick) in console_bench_audit (console_bench_audit_quick;
 * BENCH_AUDIT_DB_NAME names another), never the main dataset.
 */
export async function auditSection(options: {
  serverUrl: string;
  quick: boolean;
  log: (line: string) => void;
}): Promise<AuditSection> {
  const { quick, log } = options;
  const rows = quick ? 100_000 : 1_000_000;
  const dbName =
    process.env.BENCH_AUDIT_DB_NAME || (quick ? 'console_bench_audit_quick' : 'console_bench_audit');
  log(`\n== The audit trail page over ${rows.toLocaleString('en')} audit rows (${dbName})`);
  try {
    const result = await measureAuditTrail({
      serverUrl: options.serverUrl,
      dbName,
      rows,
      requests: quick ? 40 : 200,
      warmup: quick ? 5 : 20,
      log,
    });
    return { result, error: result.errors.length ? result.errors.join('\n') : undefined };
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`  audit part failed: ${text}`);
    return { error: text };
  }
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');

export function auditTrailReportLines(result: AuditTrailResult | undefined, error?: string): string[] {
  const lines = ['<!-- audit:start -->', `## Audit trail page (/audit) on PostgreSQL`, ''];
  if (error) lines.push('**Failed:**', '', '```', error, '```', '');
  if (result) {
    lines.push(
      `${result.rows.toLocaleString('en')} chained audit rows in a database of their own (${STAFF} staff, ` +
        `${OPERATIONS.length} operations, ${CONSUMERS.toLocaleString('en')} consumers as targets, two years; ` +
        (result.built.reused
          ? 'reused'
          : `filled through the chain trigger in ${result.built.seconds.toFixed(0)} s`) +
        `). Sequential \`AuditEntries\` requests over HTTP (the page's own document, ${AUDIT_PAGE_SIZE} rows a ` +
        `page) to the real server, signed in; target p95 ≤ ${AUDIT_TARGET_MS} ms. One-minute load average ` +
        `${result.load[0].toFixed(1)} at the start, ${result.load[1].toFixed(1)} at the end (${os.cpus().length} ` +
        `CPUs; other work on the machine); the EXPLAIN times below are the database's own.`,
      '',
      '| kind | n | rows | p50 ms | p95 ms | p99 ms | max ms | target |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    for (const k of result.kinds) {
      const verdict =
        k.target === undefined ? '—' : k.p95 <= k.target ? `≤ ${k.target} ✓` : `≤ ${k.target} ✗`;
      lines.push(
        `| ${k.label} | ${k.n} | ${k.rows} | ${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.p99)} | ${ms(k.max)} | ${verdict} |`,
      );
    }
    lines.push('');
    if (result.verification)
      lines.push(
        `“Verify now” (the chain check as a durable job, ${AUDIT_VERIFY_CHUNK_SIZE.postgres.toLocaleString('en')} ` +
          `rows a transaction) over ${result.verification.checkedRows.toLocaleString('en')} rows: ` +
          `${result.verification.status} after ${result.verification.seconds.toFixed(1)} s.`,
        '',
      );
    if (result.errors.length) lines.push('Errors:', '', ...result.errors.map((e) => `- ${e}`), '');
    lines.push('### EXPLAIN (ANALYZE, BUFFERS) of each kind', '');
    for (const k of result.kinds) {
      if (!k.plan) continue;
      lines.push(`#### ${k.label}`, '', '```', k.plan, '```', '');
    }
  }
  lines.push('<!-- audit:end -->');
  return lines;
}
