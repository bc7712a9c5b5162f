// A fresh, migrated database per test file: in-memory PGlite, or a new database on TEST_DATABASE_URL's server
// when the vitest project sets TEST_DB_KIND=postgres. Both are copies of the run's migrated template
// (server-global-setup.ts) when the project built one.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { TEST_DURABILITY } from './test-durability';

export { TEST_DURABILITY };

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

export const testDbKind: 'pglite' | 'postgres' =
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

let pgliteDump: Promise<Blob> | undefined;

/**
 * Makes `dataDir` the PGlite data folder of the run's migrated template, as a server's first start would have left
 * it, so a server started there skips initdb and the migrations (about 5 s of CPU). Leaves the folder untouched
 * when the project built no template.
 */
export function pgliteFolderFromTemplate(dataDir: string): void {
  const template = inject('pgliteTemplate');
  if (template) execFileSync('tar', ['-xf', template, '-C', dataDir]);
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  return url;
}

/** The URL of database `name` on TEST_DATABASE_URL's server. */
export function testDatabaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (CREATE or DROP DATABASE) on TEST_DATABASE_URL's server. */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    const template = inject('pgliteTemplate');
    if (!template) {
      const db = await openDatabase({});
      await migrateDatabase(db);
      return { db, drop: () => db.close() };
    }
    pgliteDump ??= readFile(template).then((bytes) => new Blob([bytes]));
    const db = await openDatabase({ loadDataDir: await pgliteDump });
    return { db, drop: () => db.close() };
  }
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await adminQuery(TEST_DURABILITY(name));
  const db = await openDatabase({ url: testDatabaseUrl(name), poolSize: 5 });
  if (!template) await migrateDatabase(db);
  return {
    db,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      // The pool's end() resolves once its clients are told to end, before their backends have gone; forcing
      // the drop then would send those still-closing clients a FATAL nobody listens for (an uncaught error).
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
