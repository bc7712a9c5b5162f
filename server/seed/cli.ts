// npm run seed -- --consumers N [--seed S] [--reset]: fills the configured database with demo data.
// Uses DATABASE_URL when set, else the embedded PGlite database in DATA_DIR (default ./data).
import { parseArgs } from 'node:util';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { readConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { FolderHeldError } from '../db/folder-lock';
import { migrateDatabase } from '../db/migrate';
import { usePrivateUmask } from '../db/private-folder';
import * as schema from '../db/schema/index';
import { seedDemoData } from './demo-data';
import { consumerCount, ensureDemoStaff, seedMakesDemoStaff } from './first-start';

/** Staff accounts, their sessions and the audit log (with its verification runs) survive --reset. */
const KEPT_TABLES = new Set([
  'staff_users',
  'sign_in_challenges',
  'staff_sessions',
  'sign_in_attempts',
  'audit_log',
  'audit_verifications',
]);

function domainTables(): string[] {
  const values: unknown[] = Object.values(schema);
  return values
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table).name)
    .filter((name) => !KEPT_TABLES.has(name));
}

async function reset(db: Database): Promise<void> {
  const list = domainTables()
    .map((name) => `"${name}"`)
    .join(', ');
  await db.orm.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      consumers: { type: 'string', default: '2000' },
      seed: { type: 'string', default: '1' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run seed -- [--consumers 2000] [--seed 1] [--reset]');
    console.log(
      '  --reset  delete all consumer, payment and other demo tables first (staff accounts are kept)',
    );
    return 0;
  }
  const consumers = Number(values.consumers);
  const seed = Number(values.seed);
  if (!Number.isInteger(consumers) || consumers < 1) {
    console.error(`--consumers must be a positive whole number (got ${values.consumers})`);
    return 2;
  }
  if (!Number.isInteger(seed)) {
    console.error(`--seed must be a whole number (got ${values.seed})`);
    return 2;
  }

  const config = readConfig();
  let db: Database;
  try {
    db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, holder: 'npm run seed' });
  } catch (error) {
    // Seeding a running server is not offered: stop it, seed, start it again.
    if (!(error instanceof FolderHeldError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    console.log(
      db.kind === 'pglite'
        ? `Database: embedded PGlite in ${config.dataDir}`
        : 'Database: PostgreSQL (DATABASE_URL)',
    );
    await migrateDatabase(db);
    const existing = await consumerCount(db);
    if (existing > 0 && !values.reset) {
      console.error(
        `The database already holds ${existing} consumers; nothing was changed. ` +
          'Run with --reset to delete the demo tables and seed again (staff accounts are kept).',
      );
      return 1;
    }
    if (existing > 0) {
      console.log(`Deleting the existing data (${existing} consumers)…`);
      await reset(db);
    }
    console.log(`Seeding ${consumers} consumers with seed ${seed}…`);
    const started = performance.now();
    const counts = await seedDemoData(db, { consumers, seed });
    const seconds = (performance.now() - started) / 1000;
    const demoStaff = seedMakesDemoStaff(config, process.env);
    const created = demoStaff ? await ensureDemoStaff(db) : [];
    const width = Math.max(...Object.keys(counts).map((k) => k.length));
    for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(width)}  ${n}`);
    const total = Object.values(counts).reduce((s, n) => s + n, 0);
    console.log(`${total} rows in ${seconds.toFixed(1)} s`);
    if (created.length) console.log(`Demo staff accounts created: ${created.join(', ')}`);
    if (!demoStaff) {
      console.log(
        config.databaseUrl
          ? 'No demo staff accounts: on PostgreSQL they need DEMO_STAFF=true (their passwords are published).'
          : 'No demo staff accounts: SMTP_URL is set and DEMO_STAFF is not true.',
      );
    }
    return 0;
  } finally {
    await db.close();
  }
}

usePrivateUmask();
process.exitCode = await main();
