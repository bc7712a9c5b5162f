// Measures the real server over HTTP with a signed-in session: search latency per keyword kind, the payment
// page query, search throughput with concurrent clients, and EXPLAIN (ANALYZE, BUFFERS) of the slowest kind. The
// parts: bench-server.ts (the server process), bench-data.ts (the staff account, keywords and ids read from the
// database), http-measures.ts (the requests and their tables), stats.ts; this module runs them in order.
import os from 'node:os';
import { openDatabase } from '../server/db/client';
import { startSmtpPeer } from '../tests/support/smtp-peer';
import { signIn } from '../tests/support/test-server';
import {
  BENCH_STAFF_EMAIL,
  BENCH_STAFF_PASSWORD,
  ensureStaff,
  pickKeywords,
  pickPageConsumers,
  pickPaymentIds,
  type PageConsumers,
} from './bench-data';
import { startServer, type BenchServer } from './bench-server';
import { untilAutovacuumIdle } from './dataset-runner';
import { stats, type Stats } from './stats';
import {
  PAYMENT_PAGE_QUERY,
  PAYMENT_PAGE_TARGET,
  SEARCH_KINDS,
  explainSearch,
  graphqlRequest,
  measureKind,
  measurePages,
  search,
  searchMix,
  throughput,
  type ExplainResult,
  type KindResult,
  type PageResult,
  type ThroughputResult,
} from './http-measures';
import { QUOTED_KINDS } from './quoted-keys';
import { measureFloor, type FloorResult } from './floor';
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

// What other bench modules import from here.
export { BENCH_STAFF_EMAIL, BENCH_STAFF_PASSWORD, ensureStaff, pickKeywords, query } from './bench-data';
export { startServer, type BenchServer } from './bench-server';
export {
  CONSUMER_PAGE_TARGET,
  PAYMENT_PAGE_TARGET,
  SEARCH_KINDS,
  searchMix,
  throughput,
  type ExplainResult,
  type KindResult,
  type KindSpec,
  type PageResult,
  type ThroughputResult,
} from './http-measures';
export { stats, type Stats } from './stats';

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

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

// ---- the run ------------------------------------------------------------------------------------------------------

export async function measure(options: MeasureOptions): Promise<MeasureResult> {
  const { target, log } = options;
  // The last run's bulk changes (reverted since) leave PostgreSQL vacuuming 1M-row tables for a while.
  if (target.kind === 'postgres') await untilAutovacuumIdle(target.url, log);
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
