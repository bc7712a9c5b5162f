// Builds the benchmark dataset with set-based SQL: INSERT … SELECT FROM generate_series with deterministic
// pseudo-random values from hashes of the series number. One generator for PostgreSQL (two loader connections
// in parallel) and for PGlite (the drizzle handle). Secondary indexes are dropped during the load and rebuilt
// from their own definitions afterwards. This file loads and orchestrates: the statements' text is in
// bench/dataset-sql.ts, the incremental steps in bench/dataset-increments.ts, the runners in bench/dataset-runner.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { lockDataFolder } from '../server/db/folder-lock';
import { migrateDatabase, migrationsFolder } from '../server/db/migrate';
import {
  assessmentReportsSql,
  buckets,
  capturesSql,
  chargesSql,
  combiniSql,
  consumersSql,
  merchantsSql,
  orderItemsSql,
  paymentMessagesSql,
  paymentsSql,
  q,
  ranges,
  refundsSql,
  vansSql,
} from './dataset-sql';
import { ormRunner, pgRunner, readMeta, type Log, type Runner, type Scale } from './dataset-runner';
import {
  ACCOUNT_DATA_KEY,
  HEAVY_CONSUMER_KEY,
  ensureAccountData,
  ensureHeavyConsumer,
} from './dataset-increments';

// What other files import from here, defined in the modules above.
export { scaleFor, type Runner, type Scale } from './dataset-runner';
export {
  HEAVY_CONSUMER_ID,
  HEAVY_CONSUMER_PAYMENTS,
  ensureAccountData,
  ensureHeavyConsumer,
} from './dataset-increments';

/** Bump when the generated data changes, so an old database is rebuilt rather than reused. */
const GENERATOR_VERSION = 4;

export interface BuildResult {
  reused: boolean;
  seconds: number;
  counts: Record<string, number>;
  /** Step → seconds, for the report. */
  steps: [string, number][];
}

// ---- build ----------------------------------------------------------------------------------------------------

const LOADED_TABLES = [
  'merchants',
  'consumers',
  'vans',
  'payments',
  'captures',
  'refunds',
  'payment_messages',
  'assessment_reports',
  'order_items',
  'combini_payments',
  'charges',
];

/** The known base columns of consumers that the generator fills; anything else must be generated or defaulted. */
const CONSUMER_COLUMNS = new Set([
  'id',
  'status',
  'legal_status',
  'kanji_name',
  'kana_name',
  'date_of_birth',
  'email',
  'phone',
  'line1',
  'line2',
  'city',
  'state',
  'zip',
  'created_at',
  'updated_at',
  'closed_at',
  'closed_by',
  'liquid_application_id',
  'analytics_url',
]);

function migrationsHash(): string {
  const h = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) h.update(file).update(fs.readFileSync(path.join(migrationsFolder, file)));
  }
  return h.digest('hex').slice(0, 16);
}

function fingerprint(scale: Scale): string {
  return JSON.stringify({ v: GENERATOR_VERSION, scale, migrations: migrationsHash() });
}

const PUBLIC_TABLES = `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'bench_meta' ORDER BY c.relname`;

/** Row counts: the generated tables, then any other table with rows (filled by triggers, for example). */
export async function tableCounts(r: Runner): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const others = (await r.query<{ name: string }>(PUBLIC_TABLES)).map((t) => t.name);
  for (const t of [...LOADED_TABLES, ...others.filter((t) => !LOADED_TABLES.includes(t))]) {
    const [row] = await r.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${t}`);
    if (LOADED_TABLES.includes(t) || Number(row.n) > 0) out[t] = Number(row.n);
  }
  return out;
}

/** Runs the statements on the runners, each runner taking the next statement when free. */
async function runParallel(runners: Runner[], statements: string[]): Promise<void> {
  let next = 0;
  await Promise.all(
    runners.map(async (r) => {
      while (next < statements.length) {
        const stmt = statements[next++];
        await r.exec(stmt);
      }
    }),
  );
}

async function loadAll(
  runners: Runner[],
  scale: Scale,
  chunk: number,
  log: Log,
): Promise<[string, number][]> {
  const main = runners[0];
  const steps: [string, number][] = [];
  const step = async (label: string, statements: string[], on = runners) => {
    const t0 = performance.now();
    await runParallel(on, statements);
    const s = (performance.now() - t0) / 1000;
    steps.push([label, s]);
    log(`  ${label.padEnd(34)} ${s.toFixed(1).padStart(7)} s`);
  };

  // Secondary indexes of every table that do not back a constraint: drop now, rebuild after the load (tables
  // that triggers fill included). A partition's index goes with its partitioned parent's (dropping both side by
  // side fails), and the parent's index made again makes it.
  const indexes = await main.query<{ name: string; table: string; def: string }>(`
    SELECT ci.relname AS name, ct.relname AS table, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i JOIN pg_class ci ON ci.oid = i.indexrelid JOIN pg_class ct ON ct.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = ct.relnamespace
    WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      AND NOT EXISTS (SELECT 1 FROM pg_inherits h WHERE h.inhrelid = i.indexrelid)`);
  // Foreign-key checks are skipped (session_replication_role = replica: the generated data is consistent), but
  // the schema's own triggers must still fire (a trigger-maintained search table, for example): ENABLE ALWAYS
  // for the load, back to ENABLE after.
  const triggers = await main.query<{ name: string; table: string }>(`
    SELECT t.tgname AS name, c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT t.tgisinternal AND t.tgenabled = 'O'`);
  for (const t of triggers) {
    log(`  trigger ${t.name} on ${t.table} fires during the load`);
    await main.exec(`ALTER TABLE ${t.table} ENABLE ALWAYS TRIGGER ${t.name}`);
  }
  let skipFk = true;
  for (const r of runners) {
    try {
      await r.exec(`SET session_replication_role = replica`);
    } catch {
      skipFk = false; // not a superuser: keep the checks
    }
  }
  const extra = await main.query<{
    column_name: string;
    is_generated: string;
    column_default: string | null;
  }>(`
    SELECT column_name, is_generated, column_default FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = 'consumers'`);
  for (const c of extra) {
    if (!CONSUMER_COLUMNS.has(c.column_name)) {
      log(
        `  consumers.${c.column_name}: ${c.is_generated === 'ALWAYS' ? 'generated' : c.column_default ? `default ${c.column_default}` : 'NOT FILLED by the generator'}`,
      );
    }
  }
  await step(
    `drop ${indexes.length} secondary indexes`,
    indexes.map((i) => `DROP INDEX IF EXISTS ${i.name}`),
  );

  const { consumers, payments, combiniPayments, charges } = scale;
  const bucketsN = runners.length;
  await step('merchants', [merchantsSql()]);
  await step(
    `consumers (${consumers.toLocaleString('en')})`,
    ranges(consumers, chunk).map(([a, b]) => consumersSql(a, b, consumers)),
  );
  await step(
    'vans',
    ranges(consumers, chunk).map(([a, b]) => vansSql(a, b)),
  );
  await step(
    `payments (${payments.toLocaleString('en')})`,
    ranges(payments, chunk).map(([a, b]) => paymentsSql(a, b, consumers)),
  );
  await step('captures', buckets(bucketsN, capturesSql));
  await step('refunds', buckets(Math.max(2, Math.ceil(bucketsN / 2)), refundsSql));
  await step('payment_messages', buckets(bucketsN, paymentMessagesSql));
  await step('assessment_reports', buckets(bucketsN, assessmentReportsSql));
  await step('order_items', buckets(bucketsN, orderItemsSql));
  await step(
    `combini_payments (${combiniPayments.toLocaleString('en')})`,
    ranges(combiniPayments, chunk).map(([a, b]) => combiniSql(a, b, consumers)),
  );
  await step(
    `charges (${charges.toLocaleString('en')})`,
    ranges(charges, chunk).map(([a, b]) => chargesSql(a, b, consumers, payments)),
  );
  for (const r of runners) {
    if (skipFk) await r.exec(`SET session_replication_role = origin`);
  }
  for (const t of triggers) await main.exec(`ALTER TABLE ${t.table} ENABLE TRIGGER ${t.name}`);
  // The biggest indexes first, so the two connections finish together.
  const sizes = new Map(
    (
      await main.query<{ name: string; bytes: string | number }>(
        `SELECT relname AS name, pg_relation_size(oid) AS bytes FROM pg_class WHERE relkind = 'r'`,
      )
    ).map((t) => [t.name, Number(t.bytes)]),
  );
  const weight = (i: { table: string; def: string }) =>
    (sizes.get(i.table) ?? 0) * (/using (gin|gist)/i.test(i.def) ? 3 : 1);
  const sorted = [...indexes].sort((x, y) => weight(y) - weight(x));
  await step(
    `create ${indexes.length} secondary indexes`,
    // A partitioned table's index is defined ON ONLY the parent (its partitions' indexes attached later): made
    // again without ONLY, it makes every partition's index and is valid.
    sorted.map((i) => i.def.replace(/ ON ONLY /, ' ON ')),
  );
  // One connection: a VACUUM next to another session's ANALYZE snapshot may leave pages not all-visible, and
  // index-only scans then visit the heap. Tables still short of all-visible get another pass.
  const tables = (await main.query<{ name: string }>(PUBLIC_TABLES)).map((t) => t.name);
  await step(
    'vacuum analyze',
    tables.map((t) => `VACUUM (ANALYZE) ${t}`),
    [main],
  );
  for (let pass = 0; pass < 2; pass++) {
    const behind = await main.query<{ name: string }>(`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relpages > 10 AND c.relallvisible < c.relpages * 0.95`);
    if (!behind.length) break;
    await step(
      `vacuum again: ${behind.map((t) => t.name).join(', ')}`,
      behind.map((t) => `VACUUM ${t.name}`),
      [main],
    );
  }
  return steps;
}

async function writeMeta(r: Runner, scale: Scale, seconds: number, steps: [string, number][]): Promise<void> {
  await r.exec(`CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value text NOT NULL)`);
  // The account-data step's own keys stay (it is recorded separately and redone on its own).
  await r.exec(`DELETE FROM bench_meta WHERE key NOT LIKE ${q(`${ACCOUNT_DATA_KEY}%`)}`);
  const values: [string, string][] = [
    ['fingerprint', fingerprint(scale)],
    ['seconds', seconds.toFixed(1)],
    ['steps', JSON.stringify(steps)],
    ['built_at', new Date().toISOString()],
  ];
  await r.exec(`INSERT INTO bench_meta VALUES ${values.map(([k, v]) => `(${q(k)}, ${q(v)})`).join(',')}`);
}

async function reusable(r: Runner, scale: Scale, log: Log): Promise<BuildResult | null> {
  const meta = await readMeta(r);
  if (!meta) return null;
  if (meta.fingerprint !== fingerprint(scale)) {
    log('  existing dataset was built for another scale, generator or migration set: rebuilding');
    return null;
  }
  const counts = await tableCounts(r);
  // The heavy consumer's payments come on top of the base ones.
  const extra = Number(meta[HEAVY_CONSUMER_KEY] ?? 0);
  if (counts.consumers !== scale.consumers || counts.payments - extra !== scale.payments) return null;
  return {
    reused: true,
    seconds: Number(meta.seconds),
    counts,
    steps: JSON.parse(meta.steps) as [string, number][],
  };
}

/** The URL of database `name` on the server of `url`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Creates (or reuses) database `dbName` on the server and fills it. Returns the build time; when reused, the
 * time recorded by the build that made it.
 */
export async function buildPostgresDataset(options: {
  serverUrl: string;
  dbName: string;
  scale: Scale;
  rebuild: boolean;
  log: Log;
}): Promise<BuildResult & { url: string }> {
  const { serverUrl, dbName, scale, log } = options;
  const url = withDatabase(serverUrl, dbName);
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount;
    if (exists && !options.rebuild) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const found = await reusable(pgRunner(client), scale, log);
        if (found) {
          log(`  reusing ${dbName} (built in ${found.seconds.toFixed(0)} s)`);
          const added = [
            ...(await ensureAccountData(pgRunner(client), scale, log, 250_000)),
            ...(await ensureHeavyConsumer(pgRunner(client), scale, log)),
          ];
          if (added.length) found.counts = await tableCounts(pgRunner(client));
          return { ...found, steps: [...found.steps, ...added], url };
        }
      } finally {
        await client.end();
      }
    }
    if (exists) {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [dbName],
      );
      await admin.query(`DROP DATABASE ${dbName}`);
    }
    await admin.query(`CREATE DATABASE ${dbName}`);
  } finally {
    await admin.end();
  }

  const t0 = performance.now();
  const db = await openDatabase({ url, poolSize: 2 });
  await migrateDatabase(db);
  await db.close();
  log(`  migrated ${dbName} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const clients = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  try {
    for (const c of clients) {
      await c.connect();
      await c.query(`SET synchronous_commit = off`);
      await c.query(`SET maintenance_work_mem = '2GB'`);
      await c.query(`SET work_mem = '256MB'`);
      await c.query(`SET max_parallel_maintenance_workers = 1`);
    }
    const runners = clients.map(pgRunner);
    const steps = await loadAll(runners, scale, 250_000, log);
    await writeMeta(runners[0], scale, (performance.now() - t0) / 1000, steps);
    steps.push(...(await ensureAccountData(runners[0], scale, log, 250_000)));
    const seconds = (performance.now() - t0) / 1000;
    await writeMeta(runners[0], scale, seconds, steps);
    steps.push(...(await ensureHeavyConsumer(runners[0], scale, log)));
    return { reused: false, seconds, counts: await tableCounts(runners[0]), steps, url };
  } finally {
    for (const c of clients) await c.end().catch(() => undefined);
  }
}

export function pgliteDir(scale: Scale): string {
  return path.join(os.tmpdir(), `console-bench-pglite-${scale.consumers}`);
}

/** The same dataset on PGlite (one connection, through the drizzle handle) in a temp folder. */
export async function buildPgliteDataset(options: {
  scale: Scale;
  rebuild: boolean;
  log: Log;
}): Promise<BuildResult & { dataDir: string }> {
  const { scale, log } = options;
  const dataDir = pgliteDir(scale);
  if (fs.existsSync(dataDir) && !options.rebuild) {
    const db = await openDatabase({ dataDir });
    try {
      const found = await reusable(ormRunner(db), scale, log);
      if (found) {
        log(`  reusing ${dataDir} (built in ${found.seconds.toFixed(0)} s)`);
        const added = [
          ...(await ensureAccountData(ormRunner(db), scale, log)),
          ...(await ensureHeavyConsumer(ormRunner(db), scale, log)),
        ];
        if (added.length) found.counts = await tableCounts(ormRunner(db));
        return { ...found, steps: [...found.steps, ...added], dataDir };
      }
    } finally {
      await db.close();
    }
  }
  // Never delete a folder another process holds (a server or bench run on it): refuse like openDatabase does.
  if (fs.existsSync(dataDir)) await (await lockDataFolder(dataDir, 'npm run bench')).release();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const t0 = performance.now();
  const db = await openDatabase({ dataDir });
  try {
    await migrateDatabase(db);
    const runner = ormRunner(db);
    await runner.exec(`SET synchronous_commit = off`);
    await runner.exec(`SET maintenance_work_mem = '512MB'`);
    const steps = await loadAll([runner], scale, 100_000, log);
    await writeMeta(runner, scale, (performance.now() - t0) / 1000, steps);
    steps.push(...(await ensureAccountData(runner, scale, log)));
    const seconds = (performance.now() - t0) / 1000;
    await writeMeta(runner, scale, seconds, steps);
    steps.push(...(await ensureHeavyConsumer(runner, scale, log)));
    return { reused: false, seconds, counts: await tableCounts(runner), steps, dataDir };
  } finally {
    await db.close();
  }
}
