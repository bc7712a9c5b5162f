// `npm run bench`: builds the datasets, measures the real server over HTTP and in Chromium, writes
// bench/report.md.
//   dataset on PostgreSQL (BENCH_DATABASE_URL, default the local server) → measure over HTTP →
//   the PWA in Chromium on the same database (bench/browser.ts) →
//   dataset on PGlite (100,000 consumers) → search mix on PGlite → the GraphQL edge under attack (bench/limits.ts,
//   a small PGlite database of its own) → the CSV worker in Chromium (bench/csv-worker.ts, no database) → report.
// Flags: --skip-build (use the databases as they are), --rebuild (rebuild even when reusable),
//        --quick (50,000 consumers, fewer requests),
//        --only=pg|pglite|browser|limits|csv|audit|bulkcancel|search (browser:
//        the PostgreSQL dataset and the browser section only; limits, csv, audit: only that section, replaced in the
//        existing report; audit: /audit over 1,000,000 audit rows in a database of its own; bulkcancel: the
//        PostgreSQL dataset and the bulk cancellation only, logged, report left as it is; search: the PostgreSQL
//        dataset as it is (no build), the search kinds, the payment page, the per-request floor, the throughput
//        and the EXPLAIN only, logged, report left as it is),
//        --only=export (CSV出力 of a 1,000,000-row batch result in Chromium, bench/export.ts; section replaced),
//        --only=scaleout (two server processes on the PostgreSQL dataset: bench/two-instances.ts), --no-browser,
//        --only=auth (passkey sign-in and the SSO callback, server time, PGlite in process: bench/auth.ts).
//        --only=i18n (the sign-in page's compressed JavaScript with Lingui and one catalogue, from dist/; replaced).
// Every run also writes its figures into bench/results.json (bench/results.ts), keeping other sections' keys.
// With --skip-build (and --only=search) the migrations added since the dataset was built are applied to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { measureBrowser } from './browser';
import {
  DEFAULT_SERVER_URL,
  buildPgliteDataset,
  buildPostgresDataset,
  ensureAccountData,
  ensureHeavyConsumer,
  pgliteDir,
  scaleFor,
  tableCounts,
  withDatabase,
  type BuildResult,
  type Scale,
} from './dataset';
import { measure, type MeasureResult } from './measure';
import { limitsReportLines, measureLimits, type LimitsResult } from './limits';
import { legalStatusLines } from './legal-status';
import { bulkCancelLines } from './bulk-cancel';
import { csvWorkerReportLines, measureCsvWorker, type CsvWorkerResult } from './csv-worker';
import { quotedExplainLines } from './quoted-keys';
import { auditSection, auditTrailReportLines, type AuditSection } from './audit-trail';
import { accessOnly } from './access-log';
import { writeReportSection } from './report-sections';
import { floorLines } from './floor';
import {
  browserResultKeys,
  csvResultKeys,
  lighthouseResultKeys,
  measureResultKeys,
  mergeResults,
  type ResultKeys,
} from './results';
import { applyNewMigrations } from './dataset-migrations';
import { scaleoutReportLines, scaleoutSection } from './two-instances';
import { lighthouseReportLines, measureLighthouse } from './lighthouse';
import { i18nReportLines, measureI18nSizes } from './i18n-size';
import { exportReportLines, measureExport } from './export';
import { runAuthSection } from './auth';
import { presenceOnly } from './presence';
import { browserLines, type BrowserSection } from './browser-report';
import { PAGES_NOTE, buildLines, loadNote, ms, mutationsTable, pagesTable, searchTable } from './http-report';

const here = path.dirname(fileURLToPath(import.meta.url));

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const SECTIONS = ['pg', 'pglite', 'browser', 'limits', 'csv', 'audit', 'bulkcancel', 'lighthouse', 'export'];
const ONLY_SECTIONS = [...SECTIONS, 'search', 'scaleout', 'auth', 'access', 'i18n', 'presence'];
if (only && !ONLY_SECTIONS.includes(only))
  throw new Error(`--only must be one of ${ONLY_SECTIONS.join(', ')}`);
/** Only the bulk installment cancellation on the PostgreSQL dataset (before/after comparisons of the job). */
const bulkCancelOnly = only === 'bulkcancel';
/** Only the search, the payment page, the per-request floor and the throughput, on the dataset as it is. */
const searchOnly = only === 'search';
const quick = flag('quick');
// A quick run keeps a database of its own, so it never replaces the full dataset (~8 min to build).
const BENCH_DB = process.env.BENCH_DB_NAME || (quick ? 'console_bench_quick' : 'console_bench');
const skipBuild = flag('skip-build') || searchOnly;
const rebuild = flag('rebuild');
const withBrowser = !flag('no-browser');

const PG_SCALE = scaleFor(quick ? 50_000 : 1_000_000);
const PGLITE_SCALE = scaleFor(quick ? 20_000 : 100_000);
const REQUESTS = quick ? 60 : 300;
const WARMUP = quick ? 5 : 20;
const THROUGHPUT_SECONDS = quick ? 5 : 20;
/** Rows of the bulk legal-status run (existence check and batch). */
const LEGAL_STATUS_ROWS = quick ? 10_000 : 100_000;
/** Plans of the bulk installment cancellation run (a 100,000-id file at full scale, as the target asks). */
const BULK_CANCEL_PLANS = quick ? 10_000 : 100_000;
/** The embedded database reverts plans one process, one connection at a time: a smaller file keeps the run short. */
const PGLITE_BULK_CANCEL_PLANS = quick ? 5_000 : 20_000;
/** How long the cancellation's jobs are waited for; the report gives the rate of the plans done by then. */
const BULK_CANCEL_TIME_LIMIT_SECONDS = quick ? 600 : 1_800;
const THROUGHPUT_CLIENTS = 8;

const log = (line: string) => console.log(line);
const serverUrl = process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL;

interface Section {
  scale: Scale;
  build?: BuildResult;
  measured?: MeasureResult;
  error?: string;
}

async function postgresSection(measureHttp: boolean): Promise<Section> {
  const section: Section = { scale: PG_SCALE };
  const url = withDatabase(serverUrl, BENCH_DB);
  try {
    log(`\n== PostgreSQL dataset: ${BENCH_DB} (${PG_SCALE.consumers.toLocaleString('en')} consumers)`);
    if (skipBuild) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await applyNewMigrations(url, log);
        const runner = {
          exec: async (text: string) => void (await client.query(text)),
          query: async <T>(text: string) => (await client.query(text)).rows as T[],
        };
        // The incremental account-data step still runs when its data is missing (a no-op otherwise).
        const steps = [
          ...(await ensureAccountData(runner, PG_SCALE, log, 250_000)),
          ...(await ensureHeavyConsumer(runner, PG_SCALE, log)),
        ];
        const counts = await tableCounts(runner);
        section.build = { reused: true, seconds: NaN, counts, steps };
      } finally {
        await client.end();
      }
    } else {
      section.build = await buildPostgresDataset({
        serverUrl,
        dbName: BENCH_DB,
        scale: PG_SCALE,
        rebuild,
        log,
      });
      log(
        `  dataset ready in ${section.build.seconds.toFixed(0)} s${section.build.reused ? ' (reused)' : ''}`,
      );
    }
    if (!measureHttp) return section;
    log(`\n== Measuring on PostgreSQL over HTTP`);
    section.measured = await measure({
      target: { kind: 'postgres', url },
      requests: REQUESTS,
      warmup: WARMUP,
      throughputSeconds: bulkCancelOnly ? 0 : THROUGHPUT_SECONDS,
      throughputClients: THROUGHPUT_CLIENTS,
      paymentPage: !bulkCancelOnly,
      consumerPages: !bulkCancelOnly && !searchOnly,
      mutations: !bulkCancelOnly && !searchOnly,
      legalStatusRows: bulkCancelOnly || searchOnly ? 0 : LEGAL_STATUS_ROWS,
      bulkCancelPlans: searchOnly ? 0 : Number(process.env.BENCH_BULK_CANCEL_PLANS) || BULK_CANCEL_PLANS,
      bulkCancelTimeLimitSeconds: BULK_CANCEL_TIME_LIMIT_SECONDS,
      search: !bulkCancelOnly,
      floor: !bulkCancelOnly,
      explain: !bulkCancelOnly,
      log,
    });
  } catch (error) {
    section.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`  PostgreSQL part failed: ${section.error}`);
  }
  return section;
}

async function pgliteSection(): Promise<Section> {
  const section: Section = { scale: PGLITE_SCALE };
  try {
    log(`\n== PGlite dataset (${PGLITE_SCALE.consumers.toLocaleString('en')} consumers)`);
    const dataDir = pgliteDir(PGLITE_SCALE);
    if (skipBuild && fs.existsSync(dataDir)) {
      const db = await openDatabase({ dataDir });
      try {
        const runner = {
          exec: async (text: string) => void (await db.orm.execute(sql.raw(text))),
          query: async <T>(text: string) =>
            ((await db.orm.execute(sql.raw(text))) as unknown as { rows: T[] }).rows,
        };
        const steps = [
          ...(await ensureAccountData(runner, PGLITE_SCALE, log)),
          ...(await ensureHeavyConsumer(runner, PGLITE_SCALE, log)),
        ];
        section.build = { reused: true, seconds: NaN, counts: {}, steps };
      } finally {
        await db.close();
      }
    } else {
      section.build = await buildPgliteDataset({ scale: PGLITE_SCALE, rebuild, log });
      log(
        `  dataset ready in ${section.build.seconds.toFixed(0)} s${section.build.reused ? ' (reused)' : ''}`,
      );
    }
    log(`\n== Measuring the search mix on PGlite over HTTP`);
    section.measured = await measure({
      target: { kind: 'pglite', dataDir },
      requests: quick ? 40 : 100,
      warmup: WARMUP,
      throughputSeconds: 0,
      throughputClients: 0,
      paymentPage: true,
      consumerPages: true,
      mutations: true,
      legalStatusRows: LEGAL_STATUS_ROWS,
      bulkCancelPlans: PGLITE_BULK_CANCEL_PLANS,
      bulkCancelTimeLimitSeconds: BULK_CANCEL_TIME_LIMIT_SECONDS,
      explain: false,
      log,
    });
  } catch (error) {
    section.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`  PGlite part failed: ${section.error}`);
  }
  return section;
}

async function browserSection(pgPart: Section | undefined): Promise<BrowserSection> {
  const section: BrowserSection = { scale: PG_SCALE };
  log(
    `\n== The PWA in Chromium on PostgreSQL (${BENCH_DB}, ${PG_SCALE.consumers.toLocaleString('en')} consumers)`,
  );
  if (!pgPart?.build) {
    section.error = 'the PostgreSQL dataset is not available (see the PostgreSQL part)';
    log(`  skipped: ${section.error}`);
    return section;
  }
  try {
    section.result = await measureBrowser({
      target: { kind: 'postgres', url: withDatabase(serverUrl, BENCH_DB) },
      quick,
      log,
    });
  } catch (error) {
    section.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`  browser part failed: ${section.error}`);
  }
  return section;
}

// ---- report (its tables: http-report.ts, browser-report.ts) -------------------------------------------------
async function serverFacts(): Promise<{ version: string; settings: string; size: string }> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, BENCH_DB) });
  try {
    await client.connect();
    const version = (await client.query('SELECT version() AS v')).rows[0].v as string;
    const settings = (
      await client.query(
        `SELECT name, current_setting(name) AS setting FROM pg_settings WHERE name IN
         ('shared_buffers','work_mem','effective_cache_size','random_page_cost','max_parallel_workers_per_gather','jit')
         ORDER BY name`,
      )
    ).rows
      .map((r: { name: string; setting: string }) => `${r.name}=${r.setting}`)
      .join(', ');
    const size = (await client.query('SELECT pg_size_pretty(pg_database_size(current_database())) AS s'))
      .rows[0].s as string;
    return { version, settings, size };
  } catch {
    return { version: 'unavailable', settings: '', size: '' };
  } finally {
    await client.end().catch(() => undefined);
  }
}

function pgliteVersion(): string {
  try {
    const file = path.join(here, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

interface LimitsSection {
  result?: LimitsResult;
  error?: string;
}

async function limitsSection(): Promise<LimitsSection> {
  log(`\n== The GraphQL edge under attack (alias bombs, a profile request while 3 are in flight)`);
  try {
    const result = await measureLimits({ quick, log });
    return { result, error: result.errors.length ? result.errors.join('\n') : undefined };
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`  limits part failed: ${text}`);
    return { error: text };
  }
}

const replaceReportSection = (name: string, lines: string[]) =>
  writeReportSection(path.join(here, 'report.md'), name, lines, { args, quick });

interface CsvSection {
  result?: CsvWorkerResult;
  error?: string;
}

/** Lighthouse on the PostgreSQL dataset; its report section replaced (a full run adds it after the rest). */
async function lighthouseSection(): Promise<boolean> {
  log(`\n== Lighthouse on PostgreSQL (${BENCH_DB})`);
  const target = { kind: 'postgres' as const, url: withDatabase(serverUrl, BENCH_DB) };
  try {
    const result = await measureLighthouse({ target, log });
    replaceReportSection('lighthouse', lighthouseReportLines(result));
    mergeResults(lighthouseResultKeys(result));
    return true;
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`  Lighthouse part failed: ${text}`);
    replaceReportSection('lighthouse', lighthouseReportLines(undefined, text));
    return false;
  }
}

async function csvSection(): Promise<CsvSection> {
  log(`\n== The CSV worker in Chromium (1,000,000-row legal-status file, 100,000-id bulk-cancel file)`);
  try {
    return { result: await measureCsvWorker({ log }) };
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`  CSV worker part failed: ${text}`);
    return { error: text };
  }
}

async function writeReport(
  pgPart: Section | undefined,
  browserPart: BrowserSection | undefined,
  litePart: Section | undefined,
  limitsPart: LimitsSection | undefined,
  csvPart: CsvSection | undefined,
  auditPart: AuditSection | undefined,
  started: Date,
): Promise<string> {
  const cpus = os.cpus();
  const lines: string[] = [];
  lines.push('# Benchmark report', '');
  lines.push(
    `Made by \`npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}\` on ${started.toISOString()} ` +
      `(${((Date.now() - started.getTime()) / 60000).toFixed(1)} min in all).` +
      (quick ? ' **Quick smoke run: reduced scale, the targets apply to the full run only.**' : ''),
    '',
  );
  lines.push('## Machine', '');
  lines.push(`- CPU: ${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`);
  lines.push(
    `- Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; ${os.type()} ${os.release()} (${os.arch()})`,
  );
  lines.push(`- Node ${process.version}; PGlite ${pgliteVersion()}`);
  if (pgPart) {
    const facts = await serverFacts();
    lines.push(`- ${facts.version}`);
    if (facts.settings) lines.push(`- PostgreSQL settings: ${facts.settings}`);
    if (facts.size) lines.push(`- Bench database size: ${facts.size}`);
  }
  lines.push(
    '',
    'The HTTP figures are end to end: node:http to 127.0.0.1, kept-alive, asking for brotli (bench/http-client.ts)',
    '→ the real server (`buildApp`, its own Node process) with a session cookie → database → the answer decompressed',
    'and parsed in full. The client sends the GraphQL documents the PWA sends (`Search`, `PaymentPage`). Requests of one kind',
    'run one after another, rotating over the kind’s keywords picked from the data; “rows” is the mean number of',
    'consumers / payments / combini payments / charges per answer. The browser section states its own method.',
    '',
  );

  if (pgPart) {
    lines.push(`## PostgreSQL, ${pgPart.scale.consumers.toLocaleString('en')} consumers`, '');
    lines.push('### Dataset', '', ...buildLines(pgPart.build), '');
    if (pgPart.error) lines.push('**Failed:**', '', '```', pgPart.error, '```', '');
    const m = pgPart.measured;
    if (m) {
      lines.push(
        '### Search and payment page latency (sequential requests)',
        '',
        ...loadNote(m),
        ...searchTable(m, true),
        '',
      );
      if (m.floor) lines.push('### Per-request floor', '', ...floorLines(m.floor), '');
      if (m.pages.length)
        lines.push(
          '### Consumer page and account page queries (sequential requests)',
          '',
          ...PAGES_NOTE,
          ...pagesTable(m, true),
          '',
        );
      if (m.mutations) lines.push('### Account actions (mutations)', '', ...mutationsTable(m, true), '');
      if (m.legalStatus)
        lines.push('### Bulk legal-status update', '', ...legalStatusLines(m.legalStatus, true), '');
      if (m.bulkCancel)
        lines.push('### Bulk installment cancellation', '', ...bulkCancelLines(m.bulkCancel, true), '');
      if (m.throughput) {
        const t = m.throughput;
        lines.push(
          `### Search throughput, ${t.clients} concurrent clients, ${t.seconds.toFixed(0)} s on the mix`,
          '',
          `**${t.perSecond.toFixed(0)} searches/s** (${t.requests.toLocaleString('en')} answered` +
            (t.stats.errors ? `, ${t.stats.errors} errors: \`${t.stats.firstError}\`` : ', no errors') +
            `); latency under load p50 ${ms(t.stats.p50)} ms, p95 ${ms(t.stats.p95)} ms, p99 ${ms(t.stats.p99)} ms.`,
          '',
        );
      }
      if (m.errors.length) lines.push('Measurement errors:', '', ...m.errors.map((e) => `- ${e}`), '');
      if (m.explain) {
        lines.push(
          `### EXPLAIN (ANALYZE, BUFFERS) of the slowest kind: ${m.explain.kind}, keyword \`${m.explain.keyword}\``,
          '',
          'The SELECT statements one search of that keyword sent (captured in the server’s connection pool),',
          'slowest first, re-run with EXPLAIN on the warm database.',
          '',
        );
        for (const s of m.explain.statements) {
          lines.push(
            `#### ${Number.isFinite(s.ms) ? `${s.ms.toFixed(2)} ms` : 'not timed'}`,
            '',
            '```sql',
            s.sql.trim(),
            '```',
            '',
          );
          lines.push('```', s.plan, '```', '');
        }
        if (!m.explain.statements.length) lines.push('(no statements captured)', '');
      }
      lines.push(...quotedExplainLines(m.explainQuoted ?? []));
    }
  }
  if (browserPart) lines.push(...browserLines(browserPart));
  if (litePart) {
    lines.push(`## PGlite (embedded), ${litePart.scale.consumers.toLocaleString('en')} consumers`, '');
    lines.push('### Dataset', '', ...buildLines(litePart.build), '');
    if (litePart.error) lines.push('**Failed:**', '', '```', litePart.error, '```', '');
    if (litePart.measured) {
      lines.push(
        '### Search mix and payment page latency (sequential requests; no targets for the embedded database)',
        '',
        ...loadNote(litePart.measured),
        ...searchTable(litePart.measured, false),
        '',
      );
      if (litePart.measured.pages.length)
        lines.push(
          '### Consumer page and account page queries (no targets for the embedded database)',
          '',
          ...pagesTable(litePart.measured, false),
          '',
        );
      if (litePart.measured.mutations)
        lines.push(
          '### Account actions (mutations; no targets for the embedded database)',
          '',
          ...mutationsTable(litePart.measured, false),
          '',
        );
      if (litePart.measured.legalStatus)
        lines.push(
          '### Bulk legal-status update (no target for the embedded database)',
          '',
          ...legalStatusLines(litePart.measured.legalStatus, false),
          '',
        );
      if (litePart.measured.bulkCancel)
        lines.push(
          '### Bulk installment cancellation (no target for the embedded database)',
          '',
          ...bulkCancelLines(litePart.measured.bulkCancel, false),
          '',
        );
      if (litePart.measured.errors.length)
        lines.push('Measurement errors:', '', ...litePart.measured.errors.map((e) => `- ${e}`), '');
    }
  }
  if (limitsPart) lines.push(...limitsReportLines(limitsPart.result, limitsPart.error));
  if (csvPart) lines.push('', ...csvWorkerReportLines(csvPart.result, csvPart.error));
  if (auditPart) lines.push('', ...auditTrailReportLines(auditPart.result, auditPart.error));
  const file = path.join(here, 'report.md');
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}

/** CSV出力 of 1,000,000 rows in Chromium (bench/export.ts), written into the report's export section; its error. */
async function exportSection(): Promise<string | undefined> {
  log(`\n== CSV出力 of a 1,000,000-row batch result in Chromium`);
  const part = await measureExport({ serverUrl, log }).then(
    (result) => ({ result, error: undefined }),
    (e: unknown) => ({ result: undefined, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
  );
  replaceReportSection('export', exportReportLines(part.result, part.error));
  return part.error;
}

async function main(): Promise<void> {
  const started = new Date();
  log(`Benchmark${quick ? ' (quick)' : ''}: PostgreSQL server ${new URL(serverUrl).host}`);
  if (only === 'limits') {
    const limitsPart = await limitsSection();
    const file = replaceReportSection('limits', limitsReportLines(limitsPart.result, limitsPart.error));
    log(`\nReport: ${path.relative(process.cwd(), file)} (limits section replaced)`);
    process.exitCode = limitsPart.error ? 1 : 0;
    return;
  }
  if (only === 'csv') {
    const csvPart = await csvSection();
    const file = replaceReportSection('csv', csvWorkerReportLines(csvPart.result, csvPart.error));
    if (csvPart.result) mergeResults(csvResultKeys(csvPart.result));
    log(`\nReport: ${path.relative(process.cwd(), file)} (CSV worker section replaced)`);
    process.exitCode = csvPart.error ? 1 : 0;
    return;
  }
  if (only === 'audit') {
    const auditPart = await auditSection({ serverUrl, quick, log });
    const file = replaceReportSection('audit', auditTrailReportLines(auditPart.result, auditPart.error));
    log(`\nReport: ${path.relative(process.cwd(), file)} (audit trail section replaced)`);
    process.exitCode = auditPart.error ? 1 : 0;
    return;
  }
  // --only=access: accessEntries by consumer and by staff over 50,000,000 entries (bench/access-log.ts).
  if (only === 'access') return void (process.exitCode = await accessOnly(replaceReportSection));
  if (only === 'scaleout') {
    const part = await scaleoutSection({ url: withDatabase(serverUrl, BENCH_DB), log });
    replaceReportSection('scaleout', scaleoutReportLines(part.result, part.error));
    process.exitCode = part.error ? 1 : 0;
    return;
  }
  if (searchOnly) {
    const pgPart = await postgresSection(true);
    if (pgPart.measured) {
      const m = pgPart.measured;
      if (m.floor) log(`\n${floorLines(m.floor).join('\n')}`);
      const file = mergeResults(measureResultKeys(m), PG_SCALE);
      log(
        `\nResults: ${path.relative(process.cwd(), file)} (its search, payment page, floor and throughput keys)`,
      );
    }
    process.exitCode = pgPart.error || pgPart.measured?.errors.length ? 1 : 0;
    return;
  }
  if (only === 'i18n') {
    const file = replaceReportSection(
      'i18n',
      i18nReportLines(await measureI18nSizes(path.join(here, '../dist'))),
    );
    log(`Report: ${path.relative(process.cwd(), file)} (i18n section)`);
    return;
  }
  if (only === 'lighthouse') return void (process.exitCode = (await lighthouseSection()) ? 0 : 1);
  // --only=presence: 500 WebSocket tabs on 100 cases (bench/presence.ts); section replaced.
  if (only === 'presence') return void (process.exitCode = await presenceOnly(replaceReportSection));
  if (only === 'export') return void (process.exitCode = (await exportSection()) ? 1 : 0);
  if (only === 'auth') return void (process.exitCode = await runAuthSection(replaceReportSection, log));
  if (bulkCancelOnly) {
    const pgPart = await postgresSection(true);
    if (pgPart.measured?.bulkCancel)
      log(`\n${bulkCancelLines(pgPart.measured.bulkCancel, false).join('\n')}`);
    process.exitCode = pgPart.error || pgPart.measured?.bulkCancel?.error ? 1 : 0;
    return;
  }
  const pgPart = only === 'pglite' ? undefined : await postgresSection(only !== 'browser');
  const browserPart =
    withBrowser && (only === undefined || only === 'browser') ? await browserSection(pgPart) : undefined;
  const litePart = only === 'pg' || only === 'browser' ? undefined : await pgliteSection();
  const limitsPart = only === 'pg' || only === 'browser' ? undefined : await limitsSection();
  const csvPart = withBrowser && only === undefined ? await csvSection() : undefined;
  const auditPart = only === undefined ? await auditSection({ serverUrl, quick, log }) : undefined;
  const file = await writeReport(pgPart, browserPart, litePart, limitsPart, csvPart, auditPart, started);
  const keys: ResultKeys = {
    ...(pgPart?.measured ? measureResultKeys(pgPart.measured) : {}),
    ...(browserPart?.result ? browserResultKeys(browserPart.result) : {}),
    ...(csvPart?.result ? csvResultKeys(csvPart.result) : {}),
  };
  mergeResults(keys, pgPart?.measured || browserPart?.result ? PG_SCALE : undefined);
  const lighthouseOk = withBrowser && only === undefined ? await lighthouseSection() : true;
  const exportError = withBrowser && only === undefined ? await exportSection() : undefined;
  log(
    `\nReport: ${path.relative(process.cwd(), file)} (${((Date.now() - started.getTime()) / 60000).toFixed(1)} min)`,
  );
  const failed =
    [pgPart, litePart].some((s) => s?.error || s?.measured?.errors.length) ||
    !!limitsPart?.error ||
    !!csvPart?.error ||
    !!auditPart?.error ||
    !lighthouseOk ||
    !!exportError ||
    !!browserPart?.error ||
    !!browserPart?.result?.errors.length;
  process.exitCode = failed ? 1 : 0;
}
await main();
