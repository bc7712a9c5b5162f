// Applies the SQL migrations in server/db/migrations (made by drizzle-kit) on either driver.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any number of instances may start at once; an advisory lock lets exactly one migrate at a time.
const MIGRATION_LOCK = 7_300_001;

export async function migrateDatabase(db: Database): Promise<void> {
  if (db.kind === 'pglite') {
    await migratePglite(db.orm as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
