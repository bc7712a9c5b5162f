// Opens the database: embedded PGlite (files in a folder, or in memory) or PostgreSQL, behind one drizzle handle.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

// Same values from both drivers: int8 (counts, bigserial ids) as a JS number like PGlite gives;
// numeric stays a string (exact money), timestamptz a Date.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  /** PostgreSQL connection string (postgres kind only). */
  url?: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; wins over dataDir. */
  url?: string;
  /** PGlite data folder; omit for an in-memory database (tests). */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, types: pgTypes });
    const orm = drizzlePg(pool, { schema }) as unknown as Orm;
    return { kind: 'postgres', orm, url: options.url, close: () => pool.end() };
  }
  const client = options.dataDir
    ? new PGlite(options.dataDir, { extensions: { pg_trgm } })
    : new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  const orm = drizzlePglite(client, { schema }) as unknown as Orm;
  return { kind: 'pglite', orm, close: () => client.close() };
}

/** Moved to ./sql (with the other raw-SQL helpers); still exported here for older importers. */
export { rows } from './sql';
