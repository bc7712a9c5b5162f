// Measures the real server over HTTP with a signed-in session: search latency per keyword kind, the payment
// page query, search throughput with concurrent clients, and EXPLAIN (ANALYZE, BUFFERS) of the slowest kind.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/client';
import {
  createStaffUser,
  grantPermissions,
  listStaffUsers,
  setStaffPassword,
  unlockStaffUser,
} from '../server/domain/staff-accounts';
import {
  AccountPageDocument,
  ConsumerPageDocument,
  PaymentPageDocument,
  SearchDocument,
} from '../src/app/api/generated/graphql';
import { ALL_PERMISSIONS } from '../src/shared/permissions';
import { startSmtpPeer } from '../tests/support/smtp-peer';
import { HEAVY_CONSUMER_ID } from './dataset';
import { CONSUMER_PAGE_10K_TARGET_MS, consumerPageVariables, paymentsInAnswer } from './consumer-10k';
import { signIn } from '../tests/support/test-server';
import type { CapturedQuery, FromServer, ToServer } from './server';
import { QUOTED_KINDS, pickQuotedKeywords } from './quoted-keys';
import { measureFloor, type FloorResult } from './floor';

const here = path.dirname(fileURLToPath(import.meta.url));

import {
  cleanupMutationBench,
  measureMutations,
  prepareMutationBench,
  type MutationPlan,
  type MutationResult,
} from './mutations';
import {
  cleanupLegalStatusBench,
  measureLegalStatusBatch,
  prepareLegalStatusBench,
  type LegalStatusBenchResult,
} from './legal-status';
import {
  cleanupBulkCancelBench,
  measureBulkCancel,
  prepareBulkCancelBench,
  type BulkCancelBenchResult,
} from './bulk-cancel';

export const BENCH_STAFF_EMAIL = 'bench@example.com';
export const BENCH_STAFF_PASSWORD = 'bench-password-0123456789';

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface KindSpec {
  id: string;
  label: string;
  /** p95 target in ms (end to end over HTTP, PostgreSQL at full scale). */
  target: number;
}

export const SEARCH_KINDS: KindSpec[] = [
  { id: 'consumerId', label: 'consumer id (con_…)', target: 10 },
  { id: 'paymentId', label: 'payment id (pay_/amz_…)', target: 10 },
  { id: 'email', label: 'e-mail address', target: 10 },
  { id: 'phone', label: 'phone 090-1234-5678', target: 10 },
  { id: 'kanji3', label: 'kanji name, 3+ characters', target: 10 },
  { id: 'kana3', label: 'kana name, 3+ characters', target: 10 },
  { id: 'kanji2', label: 'kanji name, 2 characters', target: 50 },
  { id: 'kana2', label: 'kana name, 2 characters', target: 50 },
  ...QUOTED_KINDS,
  { id: 'noMatch', label: 'no match', target: 50 },
];

export const PAYMENT_PAGE_TARGET = 15;
/** p95 of the ConsumerPage and AccountPage queries (PostgreSQL at full scale). */
export const CONSUMER_PAGE_TARGET = 20;

export interface Stats {
  n: number;
  errors: number;
  firstError?: string;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

export interface KindResult extends KindSpec, Stats {
  keywords: number;
  /** Mean number of rows per answer: consumers / payments / combini / charges. */
  rows: [number, number, number, number];
  examples: string[];
  slowestKeyword?: string;
}

export interface ThroughputResult {
  clients: number;
  seconds: number;
  requests: number;
  perSecond: number;
  stats: Stats;
}

export interface ExplainResult {
  kind: string;
  keyword: string;
  statements: { ms: number; sql: string; plan: string }[];
}

/** One row of the consumer / account page table: one query over one set of consumers. */
export interface PageResult extends Stats {
  label: string;
  consumers: string;
  /** p95 target in ms; none for the context rows (the one consumer with 10,000 payments). */
  target?: number;
  /** What the answers held on average, e.g. "42.1 payments". */
  rows: string;
}

export interface MeasureResult {
  target: 'postgres' | 'pglite';
  search: KindResult[];
  paymentPage?: Stats & { target: number; ids: number };
  /** ConsumerPage and AccountPage over random, heavy and billed consumers. */
  pages: PageResult[];
  throughput?: ThroughputResult;
  /** The per-request floor (bench/floor.ts). */
  floor?: FloorResult;
  explain?: ExplainResult;
  /** One keyword of each quoted kind (bench/quoted-keys.ts), on PostgreSQL. */
  explainQuoted?: ExplainResult[];
  mutations?: MutationResult;
  legalStatus?: LegalStatusBenchResult;
  bulkCancel?: BulkCancelBenchResult;
  errors: string[];
  /** One-minute load average when the measurement started and when it ended (other work on the machine). */
  load: [number, number];
}

export interface MeasureOptions {
  target: Target;
  /** Sequential requests per kind (and for the payment page). */
  requests: number;
  warmup: number;
  throughputSeconds: number;
  throughputClients: number;
  paymentPage: boolean;
  /** ConsumerPage and AccountPage. */
  consumerPages: boolean;
  /** The account actions (bench/mutations.ts). */
  mutations?: boolean;
  /** Rows of the bulk legal-status run (bench/legal-status.ts); none when absent. */
  legalStatusRows?: number;
  /** Plans of the bulk installment cancellation run (bench/bulk-cancel.ts); none when absent. */
  bulkCancelPlans?: number;
  /** The bulk cancellation's jobs are no longer waited for after this long (the report says so). */
  bulkCancelTimeLimitSeconds?: number;
  /** The search kinds (default true); off for a run of one section (--only=bulkcancel). */
  search?: boolean;
  /** The per-request floor: an authenticated `{ __typename }` against a 401, in turn (bench/floor.ts). */
  floor?: boolean;
  explain: boolean;
  log: (line: string) => void;
}

// ---- statistics ----------------------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function stats(samples: number[], errors: number, firstError?: string): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: samples.length,
    errors,
    firstError,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: samples.reduce((s, v) => s + v, 0) / (samples.length || 1),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

// ---- the GraphQL documents the browser sends ---------------------------------------------------------------

// The generated documents, printed the way graphql-request prints them: the operation with the fragments it
// spreads, so the benchmark sends exactly what the app sends.
const SEARCH_QUERY = String(SearchDocument);
const PAYMENT_PAGE_QUERY = String(PaymentPageDocument);
const CONSUMER_PAGE_QUERY = String(ConsumerPageDocument);
const ACCOUNT_PAGE_QUERY = String(AccountPageDocument);

// ---- the server process --------------------------------------------------------------------------------------

export interface BenchServer {
  baseUrl: string;
  /** The server process (for its memory in /proc). */
  pid?: number;
  capture(on: boolean): void;
  captured(): Promise<CapturedQuery[]>;
  stop(): Promise<void>;
}

/** The real server in a process of its own; with `staticDir` it also serves the built PWA from there. */
export async function startServer(
  target: Target,
  smtpUrl: string,
  staticDir = '',
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const child: ChildProcess = fork(path.join(here, 'server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_DB_URL: target.kind === 'postgres' ? target.url : '',
      BENCH_PGLITE_DIR: target.kind === 'pglite' ? target.dataDir : '',
      BENCH_SMTP_URL: smtpUrl,
      BENCH_STATIC_DIR: staticDir,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waitFor = <T extends FromServer['type']>(type: T, timeoutMs: number) =>
    new Promise<Extract<FromServer, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`bench server: no ${type} within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (message: FromServer) => {
        if (message.type === type) {
          cleanup();
          resolve(message as Extract<FromServer, { type: T }>);
        } else if (message.type === 'error') {
          cleanup();
          reject(new Error(`bench server: ${message.message}`));
        }
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`bench server exited with ${code}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
    });
  const post = (message: ToServer) => child.send(message);
  const { port } = await waitFor('ready', 120_000);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    capture: (on) => post({ type: 'capture', on }),
    captured: async () => {
      const answer = waitFor('captured', 10_000);
      post({ type: 'captured' });
      return (await answer).queries;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      post({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

// ---- data from the database: staff account, keywords, payment ids -------------------------------------------

export async function query<T>(db: Database, text: string): Promise<T[]> {
  return ((await db.orm.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/** A staff user holding every permission, with the bench password, unlocked (created when missing). */
export async function ensureStaff(db: Database, email = BENCH_STAFF_EMAIL): Promise<void> {
  const existing = (await listStaffUsers(db.orm)).find((u) => u.email === email);
  if (!existing) {
    await createStaffUser(
      db.orm,
      { email, password: BENCH_STAFF_PASSWORD, permissions: [...ALL_PERMISSIONS] },
      'bench',
    );
    return;
  }
  await setStaffPassword(db.orm, email, BENCH_STAFF_PASSWORD, 'bench');
  await unlockStaffUser(db.orm, email, 'bench');
  await grantPermissions(db.orm, email, [...ALL_PERMISSIONS], 'bench');
}

/** 090-1234-5678 from the stored 819012345678. */
function domesticPhone(stored: string): string {
  const d = `0${stored.slice(2)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

const NO_MATCH = [
  'zzqxvw',
  '該当者無し',
  'ヌヌヌヌヌ',
  'con_0000000000000000',
  'nobody@example.invalid',
  'QQ',
];

function unique(list: string[], max: number): string[] {
  return [...new Set(list.filter((s) => s && s.trim().length >= 2))].slice(0, max);
}

export async function pickKeywords(db: Database): Promise<Record<string, string[]>> {
  const consumers = await query<{
    id: string;
    email: string;
    phone: string;
    kanji: string | null;
    kana: string | null;
  }>(
    db,
    `SELECT id, email, phone, kanji_name AS kanji, kana_name AS kana FROM consumers
     WHERE (hashtext(id) & 4095) < 8 ORDER BY id LIMIT 300`,
  );
  const payments = await query<{ id: string }>(
    db,
    `SELECT id FROM payments TABLESAMPLE SYSTEM (1) REPEATABLE (11) ORDER BY md5(id) LIMIT 300`,
  );
  const kanji = consumers.map((c) => c.kanji).filter((s): s is string => !!s);
  const kana = consumers.map((c) => c.kana).filter((s): s is string => !!s);
  const folded = (s: string) => s.replace(/[\s\u3000]/g, '');
  const family = (s: string) => s.split(/[\s\u3000]/)[0];
  const given = (s: string) => s.split(/[\s\u3000]/)[1] ?? '';
  // 3+: full names as stored, names without the space, 3-character fragments across the family/given boundary.
  const kanji3 = kanji.flatMap((n, i) => {
    const f = folded(n);
    const options = [n, f, f.slice(Math.max(0, family(n).length - 1), family(n).length + 2)];
    if (family(n).length >= 3) options.push(family(n));
    return [options[i % options.length]];
  });
  const kana3 = kana.flatMap((n, i) => {
    const f = folded(n);
    const options = [family(n), n, f.slice(1, 4), given(n)];
    return [options[i % options.length]].filter((s) => s.length >= 3);
  });
  // 2 characters: 2-character family or given names and 2-character fragments.
  const kanji2 = kanji.flatMap((n, i) => {
    const candidates = [family(n), given(n), folded(n).slice(1, 3)].filter((s) => s.length === 2);
    return candidates.length ? [candidates[i % candidates.length]] : [];
  });
  const kana2 = kana.map((n, i) => {
    const f = folded(n);
    const start = i % Math.max(1, f.length - 1);
    return f.slice(start, start + 2);
  });
  return {
    consumerId: unique(
      consumers.map((c) => c.id),
      150,
    ),
    paymentId: unique(
      payments.map((p) => p.id),
      150,
    ),
    email: unique(
      consumers.map((c) => c.email),
      150,
    ),
    phone: unique(
      consumers.map((c) => domesticPhone(c.phone)),
      150,
    ),
    kanji3: unique(kanji3, 100),
    kana3: unique(kana3, 100),
    kanji2: unique(kanji2, 60),
    kana2: unique(kana2, 60),
    ...(await pickQuotedKeywords(db, consumers)),
    noMatch: NO_MATCH,
  };
}

async function pickPaymentIds(db: Database): Promise<string[]> {
  const list = await query<{ id: string }>(
    db,
    `SELECT id FROM payments TABLESAMPLE SYSTEM (1) REPEATABLE (23) ORDER BY md5(id || 'x') LIMIT 1000`,
  );
  return list.map((r) => r.id);
}

interface PageConsumers {
  random: string[];
  heavy: string[];
  heavyPayments: number;
  billed: string[];
  /** The dataset's one consumer with 10,000 payments (bench/dataset.ts ensureHeavyConsumer), when present. */
  tenThousand?: { id: string; payments: number };
}

/** Random consumers, the consumers with the most payments, and consumers with bill statements. */
async function pickPageConsumers(db: Database): Promise<PageConsumers> {
  const ids = (list: { id: string }[]) => list.map((r) => r.id);
  const random = await query<{ id: string }>(
    db,
    `SELECT id FROM consumers TABLESAMPLE SYSTEM (1) REPEATABLE (31) ORDER BY md5(id || 'cp') LIMIT 1000`,
  );
  // The generated heaviest consumers, without the one given 10,000 payments (measured on its own below).
  const heavy = await query<{ id: string; n: string | number }>(
    db,
    `SELECT consumer_id AS id, count(*) AS n FROM payments
     WHERE consumer_id IS NOT NULL AND consumer_id <> '${HEAVY_CONSUMER_ID}'
     GROUP BY consumer_id ORDER BY count(*) DESC, consumer_id LIMIT 30`,
  );
  const [ten] = await query<{ n: string | number }>(
    db,
    `SELECT count(*) AS n FROM payments WHERE consumer_id = '${HEAVY_CONSUMER_ID}'`,
  );
  const billed = await query<{ id: string }>(
    db,
    `SELECT consumer_id AS id FROM bill_statements TABLESAMPLE SYSTEM (2) REPEATABLE (37)
     GROUP BY consumer_id ORDER BY md5(consumer_id) LIMIT 500`,
  );
  return {
    random: ids(random).filter((id) => id !== HEAVY_CONSUMER_ID),
    heavy: ids(heavy),
    heavyPayments: Math.min(...heavy.map((r) => Number(r.n))),
    billed: ids(billed),
    tenThousand: Number(ten.n) >= 1000 ? { id: HEAVY_CONSUMER_ID, payments: Number(ten.n) } : undefined,
  };
}

// ---- HTTP ------------------------------------------------------------------------------------------------------

interface Answer {
  ms: number;
  ok: boolean;
  error?: string;
  body?: { data?: Record<string, unknown>; errors?: { message: string }[] };
}

async function graphqlRequest(
  baseUrl: string,
  cookie: string,
  operationName: string,
  queryText: string,
  variables: Record<string, unknown>,
): Promise<Answer> {
  const t0 = performance.now();
  try {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ operationName, query: queryText, variables }),
    });
    const text = await response.text();
    const body = JSON.parse(text) as Answer['body'];
    const ms = performance.now() - t0;
    if (response.status !== 200)
      return { ms, ok: false, error: `HTTP ${response.status}: ${text.slice(0, 200)}` };
    if (body?.errors?.length) return { ms, ok: false, error: body.errors[0].message.slice(0, 200), body };
    return { ms, ok: true, body };
  } catch (error) {
    return {
      ms: performance.now() - t0,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

const search = (baseUrl: string, cookie: string, keyword: string) =>
  graphqlRequest(baseUrl, cookie, 'Search', SEARCH_QUERY, { searchKeyword: keyword });

function rowCounts(answer: Answer): [number, number, number, number] {
  const r = answer.body?.data?.fuzzySearch as Record<string, unknown[]> | undefined;
  if (!r) return [0, 0, 0, 0];
  return [
    r.consumers?.length ?? 0,
    r.paidyPayments?.length ?? 0,
    r.combiniPayments?.length ?? 0,
    r.chargesByProviderRef?.length ?? 0,
  ];
}

async function measureKind(
  baseUrl: string,
  cookie: string,
  spec: KindSpec,
  keywords: string[],
  requests: number,
): Promise<KindResult & { perKeyword: Map<string, number[]> }> {
  const samples: number[] = [];
  const perKeyword = new Map<string, number[]>();
  const rows: [number, number, number, number] = [0, 0, 0, 0];
  let errors = 0;
  let firstError: string | undefined;
  for (let i = 0; i < requests && keywords.length; i++) {
    const keyword = keywords[i % keywords.length];
    const answer = await search(baseUrl, cookie, keyword);
    if (!answer.ok) {
      errors++;
      firstError ??= answer.error;
      continue;
    }
    samples.push(answer.ms);
    const list = perKeyword.get(keyword) ?? [];
    list.push(answer.ms);
    perKeyword.set(keyword, list);
    rowCounts(answer).forEach((n, j) => (rows[j] += n));
  }
  const ok = samples.length || 1;
  let slowestKeyword: string | undefined;
  let slowest = -1;
  for (const [keyword, list] of perKeyword) {
    const mean = list.reduce((s, v) => s + v, 0) / list.length;
    if (mean > slowest) [slowest, slowestKeyword] = [mean, keyword];
  }
  return {
    ...spec,
    ...stats(samples, errors, firstError),
    keywords: keywords.length,
    rows: rows.map((n) => Math.round((n / ok) * 10) / 10) as [number, number, number, number],
    examples: keywords.slice(0, 4),
    slowestKeyword,
    perKeyword,
  };
}

/** Concurrent clients sending the search mix for `seconds`; with several base URLs, round-robin over them. */
export async function throughput(
  baseUrl: string | string[],
  cookie: string,
  mix: string[],
  clients: number,
  seconds: number,
): Promise<ThroughputResult> {
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let next = 0;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  const maxRequests = 2_000_000;
  const urls = typeof baseUrl === 'string' ? [baseUrl] : baseUrl;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline && next < maxRequests) {
        const n = next++;
        const answer = await search(urls[n % urls.length], cookie, mix[n % mix.length]);
        if (answer.ok) samples.push(answer.ms);
        else {
          errors++;
          firstError ??= answer.error;
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  return {
    clients,
    seconds: elapsed,
    requests: samples.length,
    perSecond: samples.length / elapsed,
    stats: stats(samples, errors, firstError),
  };
}

/** The throughput mix: every kind in turn, each with its own keywords in turn. */
export function searchMix(keywords: Record<string, string[]>): string[] {
  const mix: string[] = [];
  const longest = Math.max(...SEARCH_KINDS.map((k) => keywords[k.id].length));
  for (let i = 0; i < longest; i++) {
    for (const spec of SEARCH_KINDS) {
      const list = keywords[spec.id];
      if (list.length) mix.push(list[i % list.length]);
    }
  }
  return mix;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements one search sends, minus the session bookkeeping. */
async function explainSearch(
  server: BenchServer,
  url: string,
  cookie: string,
  kind: string,
  keyword: string,
): Promise<ExplainResult> {
  server.capture(true);
  await search(server.baseUrl, cookie, keyword);
  server.capture(false);
  const queries = (await server.captured()).filter(
    (q) => /^\s*(select|with)\b/i.test(q.text) && !/staff_(sessions|users)|sign_in_/i.test(q.text),
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const statements: ExplainResult['statements'] = [];
  try {
    for (const q of queries) {
      try {
        const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values as unknown[]);
        const plan = result.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
        const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
        statements.push({ ms, sql: q.text, plan });
      } catch (error) {
        statements.push({ ms: NaN, sql: q.text, plan: `EXPLAIN failed: ${(error as Error).message}` });
      }
    }
  } finally {
    await client.end();
  }
  statements.sort((a, b) => (b.ms || 0) - (a.ms || 0));
  return { kind, keyword, statements };
}

/** Sequential requests of one page query over `ids` in turn, after a warm-up on the same ids. */
async function measurePage(
  spec: { label: string; consumers: string; ids: string[]; unit: string; target?: number },
  send: (id: string) => Promise<Answer>,
  count: (answer: Answer) => number,
  requests: number,
  warmup: number,
): Promise<PageResult> {
  for (let i = 0; i < Math.min(warmup, spec.ids.length); i++) await send(spec.ids[spec.ids.length - 1 - i]);
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let rows = 0;
  for (let i = 0; i < requests && spec.ids.length; i++) {
    const answer = await send(spec.ids[i % spec.ids.length]);
    if (answer.ok && answer.body?.data?.consumer) {
      samples.push(answer.ms);
      rows += count(answer);
    } else {
      errors++;
      firstError ??= answer.error ?? 'consumer is null';
    }
  }
  return {
    label: spec.label,
    consumers: spec.consumers,
    target: spec.target,
    rows: `${(rows / (samples.length || 1)).toFixed(1)} ${spec.unit}`,
    ...stats(samples, errors, firstError),
  };
}

async function measurePages(
  baseUrl: string,
  cookie: string,
  picked: PageConsumers,
  requests: number,
  warmup: number,
  log: (line: string) => void,
): Promise<PageResult[]> {
  const consumerPage = (id: string) =>
    graphqlRequest(baseUrl, cookie, 'ConsumerPage', CONSUMER_PAGE_QUERY, consumerPageVariables(id));
  const accountPage = (id: string) =>
    graphqlRequest(baseUrl, cookie, 'AccountPage', ACCOUNT_PAGE_QUERY, { consumerId: id });
  const paymentsOf = (a: Answer) => paymentsInAnswer(a.body?.data);
  const statementsOf = (a: Answer) =>
    ((a.body?.data?.billstatementsWithSettlements as unknown[] | undefined) ?? []).length;
  const random = `${picked.random.length} random`;
  const heavy = `${picked.heavy.length} with the most payments (≥ ${picked.heavyPayments})`;
  const billed = `${picked.billed.length} random with bill statements`;
  type Row = [string, string, string[], typeof consumerPage, typeof paymentsOf, string, number | undefined];
  const T = CONSUMER_PAGE_TARGET;
  const plan: Row[] = [
    ['ConsumerPage', random, picked.random, consumerPage, paymentsOf, 'payments', T],
    ['ConsumerPage, heavy', heavy, picked.heavy, consumerPage, paymentsOf, 'payments', T],
    ['AccountPage', random, picked.random, accountPage, statementsOf, 'statements', T],
    ['AccountPage, billed', billed, picked.billed, accountPage, statementsOf, 'statements', T],
    ['AccountPage, heavy', heavy, picked.heavy, accountPage, statementsOf, 'statements', T],
  ];
  // Context, no target: the one consumer given 10,000 payments for the browser's long list (fewer requests,
  // each answer is megabytes).
  const ten = picked.tenThousand;
  const tenLabel = ten && `1 with ${ten.payments.toLocaleString('en')} payments`;
  if (ten && tenLabel) {
    plan.push(
      [
        'ConsumerPage, 10,000 payments',
        tenLabel,
        [ten.id],
        consumerPage,
        paymentsOf,
        'payments',
        CONSUMER_PAGE_10K_TARGET_MS,
      ],
      [
        'AccountPage, 10,000 payments',
        tenLabel,
        [ten.id],
        accountPage,
        statementsOf,
        'statements',
        undefined,
      ],
    );
  }
  const out: PageResult[] = [];
  for (const [label, consumers, ids, send, count, unit, target] of plan) {
    const few = target === undefined;
    const r = await measurePage(
      { label, consumers, ids, unit, target },
      send,
      count,
      few ? Math.min(requests, 20) : requests,
      few ? Math.min(warmup, 2) : warmup,
    );
    out.push(r);
    log(
      `  ${label.padEnd(30)} p50 ${r.p50.toFixed(1).padStart(6)}  p95 ${r.p95.toFixed(1).padStart(6)}  p99 ${r.p99.toFixed(1).padStart(6)} ms  (${r.rows})` +
        (r.errors ? `  ${r.errors} errors: ${r.firstError}` : ''),
    );
  }
  return out;
}

// ---- the run ------------------------------------------------------------------------------------------------------

export async function measure(options: MeasureOptions): Promise<MeasureResult> {
  const { target, log } = options;
  const result: MeasureResult = {
    target: target.kind,
    search: [],
    pages: [],
    errors: [],
    load: [os.loadavg()[0], NaN],
  };

  // Staff account and keywords first: PGlite allows one process at a time in its folder.
  const db = await openDatabase(
    target.kind === 'postgres' ? { url: target.url, poolSize: 2 } : { dataDir: target.dataDir },
  );
  let keywords: Record<string, string[]>;
  let paymentIds: string[];
  let pageConsumers: PageConsumers | undefined;
  let mutationPlan: MutationPlan | undefined;
  let legalStatusIds: string[] = [];
  let bulkCancelIds: string[] = [];
  try {
    await ensureStaff(db);
    keywords = options.search === false ? {} : await pickKeywords(db);
    paymentIds = options.paymentPage ? await pickPaymentIds(db) : [];
    pageConsumers = options.consumerPages ? await pickPageConsumers(db) : undefined;
    mutationPlan = options.mutations
      ? await prepareMutationBench(db, options.requests, options.warmup)
      : undefined;
    if (options.legalStatusRows) legalStatusIds = await prepareLegalStatusBench(db, options.legalStatusRows);
    if (options.bulkCancelPlans) bulkCancelIds = await prepareBulkCancelBench(db, options.bulkCancelPlans);
  } finally {
    await db.close();
  }

  const smtp = await startSmtpPeer();
  let server: BenchServer | undefined;
  try {
    server = await startServer(target, smtp.url);
    const { baseUrl } = server;
    log(`  server on ${baseUrl}; signing in as ${BENCH_STAFF_EMAIL}`);
    const cookie = await signIn(baseUrl, smtp, BENCH_STAFF_EMAIL, BENCH_STAFF_PASSWORD);

    if (options.floor) {
      const f = (result.floor = await measureFloor(
        baseUrl,
        cookie,
        options.requests * 2,
        options.warmup * 5,
      ));
      log(
        `  floor: authenticated { __typename } p50 ${f.authTypename.p50.toFixed(2)} ms, 401 p50 ${f.unauth401.p50.toFixed(2)} ms (${f.ratio.toFixed(2)}×)`,
      );
    }

    const searchKinds = options.search === false ? [] : SEARCH_KINDS;
    // Warm-up: every kind, then the payment page.
    for (const spec of searchKinds) {
      const list = keywords[spec.id];
      for (let i = 0; i < options.warmup && list.length; i++)
        await search(baseUrl, cookie, list[i % list.length]);
    }
    const perKind = new Map<string, Map<string, number[]>>();
    for (const spec of searchKinds) {
      const { perKeyword, ...kind } = await measureKind(
        baseUrl,
        cookie,
        spec,
        keywords[spec.id],
        options.requests,
      );
      perKind.set(spec.id, perKeyword);
      result.search.push(kind);
      log(
        `  ${spec.label.padEnd(30)} p50 ${kind.p50.toFixed(1).padStart(6)}  p95 ${kind.p95.toFixed(1).padStart(6)}  p99 ${kind.p99.toFixed(1).padStart(6)} ms` +
          (kind.errors ? `  ${kind.errors} errors: ${kind.firstError}` : ''),
      );
    }

    if (options.paymentPage && paymentIds.length) {
      const page = (id: string) =>
        graphqlRequest(baseUrl, cookie, 'PaymentPage', PAYMENT_PAGE_QUERY, {
          paymentId: id,
          withAssessments: true,
        });
      for (let i = 0; i < options.warmup; i++) await page(paymentIds[paymentIds.length - 1 - i]);
      const samples: number[] = [];
      let errors = 0;
      let firstError: string | undefined;
      for (let i = 0; i < options.requests; i++) {
        const answer = await page(paymentIds[i % paymentIds.length]);
        if (answer.ok && answer.body?.data?.payment) samples.push(answer.ms);
        else {
          errors++;
          firstError ??= answer.error ?? 'payment is null';
        }
      }
      result.paymentPage = {
        ...stats(samples, errors, firstError),
        target: PAYMENT_PAGE_TARGET,
        ids: paymentIds.length,
      };
      const p = result.paymentPage;
      log(
        `  ${'payment page'.padEnd(30)} p50 ${p.p50.toFixed(1).padStart(6)}  p95 ${p.p95.toFixed(1).padStart(6)}  p99 ${p.p99.toFixed(1).padStart(6)} ms` +
          (p.errors ? `  ${p.errors} errors: ${p.firstError}` : ''),
      );
    }

    if (pageConsumers) {
      result.pages = await measurePages(
        baseUrl,
        cookie,
        pageConsumers,
        options.requests,
        options.warmup,
        log,
      );
    }

    if (mutationPlan) {
      const cookies = [];
      for (const email of mutationPlan.actorEmails)
        cookies.push(await signIn(baseUrl, smtp, email, BENCH_STAFF_PASSWORD));
      result.mutations = await measureMutations({
        baseUrl,
        cookies,
        plan: mutationPlan,
        requests: options.requests,
        warmup: options.warmup,
        throughputSeconds: Math.max(options.throughputSeconds, 5),
        log,
      });
    }

    if (legalStatusIds.length) {
      log(`  bulk legal-status update, ${legalStatusIds.length.toLocaleString('en')} rows`);
      result.legalStatus = await measureLegalStatusBatch({ baseUrl, cookie, ids: legalStatusIds, log });
    }

    if (bulkCancelIds.length) {
      log(`  bulk installment cancellation, ${bulkCancelIds.length.toLocaleString('en')} plans`);
      result.bulkCancel = await measureBulkCancel({
        baseUrl,
        cookie,
        ids: bulkCancelIds,
        timeLimitSeconds: options.bulkCancelTimeLimitSeconds ?? 1_800,
        log,
      });
    }

    if (options.throughputSeconds > 0) {
      result.throughput = await throughput(
        baseUrl,
        cookie,
        searchMix(keywords),
        options.throughputClients,
        options.throughputSeconds,
      );
      const t = result.throughput;
      log(
        `  throughput, ${t.clients} clients: ${t.perSecond.toFixed(0)} searches/s (p50 ${t.stats.p50.toFixed(1)}, p95 ${t.stats.p95.toFixed(1)} ms` +
          (t.stats.errors ? `, ${t.stats.errors} errors: ${t.stats.firstError}` : '') +
          ')',
      );
    }

    if (options.explain && target.kind === 'postgres') {
      const measured = result.search.filter((k) => k.n > 0);
      const slowest = [...measured].sort((a, b) => b.p95 - a.p95)[0];
      if (slowest?.slowestKeyword) {
        result.explain = await explainSearch(server, target.url, cookie, slowest.id, slowest.slowestKeyword);
        log(
          `  EXPLAIN ANALYZE of ${result.explain.statements.length} statements of "${slowest.slowestKeyword}"`,
        );
      }
      result.explainQuoted = [];
      for (const { id } of QUOTED_KINDS) {
        const keyword = keywords[id][0];
        if (keyword) result.explainQuoted.push(await explainSearch(server, target.url, cookie, id, keyword));
      }
    }
  } catch (error) {
    result.errors.push(error instanceof Error ? error.message : String(error));
    log(`  measurement failed: ${result.errors.at(-1)}`);
  } finally {
    result.load[1] = os.loadavg()[0];
    await server?.stop();
    await smtp.close();
  }
  if (mutationPlan || legalStatusIds.length || bulkCancelIds.length) {
    // What the run made goes again or is set back (after the server: PGlite allows one process in its folder).
    const again = await openDatabase(
      target.kind === 'postgres' ? { url: target.url, poolSize: 2 } : { dataDir: target.dataDir },
    );
    try {
      if (mutationPlan) await cleanupMutationBench(again);
      if (legalStatusIds.length) await cleanupLegalStatusBench(again);
      if (bulkCancelIds.length) await cleanupBulkCancelBench(again);
    } finally {
      await again.close();
    }
  }
  return result;
}
