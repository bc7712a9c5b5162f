// The HTTP measurements of the search kinds, the payment page and the account queries: one request after another
// as the PWA sends them (its own GraphQL documents), the search throughput with concurrent clients, and EXPLAIN of
// the statements one search sends.
import pg from 'pg';
import {
  AccountPageDocument,
  ConsumerPageDocument,
  PaymentPageDocument,
  SearchDocument,
} from '../src/app/api/generated/graphql';
import type { BenchServer } from './bench-server';
import { postGraphql } from './http-client';
import { CONSUMER_PAGE_10K_TARGET_MS, consumerPageVariables, paymentsInAnswer } from './consumer-10k';
import type { PageConsumers } from './bench-data';
import { QUOTED_KINDS } from './quoted-keys';
import { stats, type Stats } from './stats';

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

// The generated documents, printed the way graphql-request prints them: the operation with the fragments it
// spreads, so the benchmark sends exactly what the app sends.
const SEARCH_QUERY = String(SearchDocument);
export const PAYMENT_PAGE_QUERY = String(PaymentPageDocument);
const CONSUMER_PAGE_QUERY = String(ConsumerPageDocument);
const ACCOUNT_PAGE_QUERY = String(AccountPageDocument);

interface Answer {
  ms: number;
  ok: boolean;
  error?: string;
  body?: { data?: Record<string, unknown>; errors?: { message: string }[] };
}

/** One timed GraphQL request with the session's cookie (and `headers`, e.g. an Idempotency-Key). */
export async function graphqlRequest(
  baseUrl: string,
  cookie: string,
  operationName: string | undefined,
  queryText: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const t0 = performance.now();
  try {
    const response = await postGraphql(
      baseUrl,
      { operationName, query: queryText, variables },
      { cookie, ...headers },
    );
    const { text } = response;
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

export const search = (baseUrl: string, cookie: string, keyword: string) =>
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

export async function measureKind(
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
export async function explainSearch(
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
export async function measurePage(
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

export async function measurePages(
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
