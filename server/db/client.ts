// Opens the database: embedded PGlite (files in a folder, or in memory) or PostgreSQL, behind one drizzle handle.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDataFolder } from './folder-lock';

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
  /** The pool (postgres kind only): its error handler, readiness and metrics read it. */
  pool?: pg.Pool;
  /** The embedded database (pglite kind only): backups read it. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; wins over dataDir. */
  url?: string;
  /** PGlite data folder; omit for an in-memory database (tests). */
  dataDir?: string;
  poolSize?: number;
  /**
   * What this process is, for the refusal another process gets while this one holds the PGlite folder
   * ('console server', 'npm run staff', …).
   */
  holder?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, types: pgTypes });
    const orm = drizzlePg(pool, { schema }) as unknown as Orm;
    // An idle client whose backend goes away (a restart, a failover, pg_terminate_backend) emits 'error' on the
    // pool; without a listener that is an uncaught exception. The pool drops that client and the next query opens
    // a new connection, so there is nothing to do beyond not crashing (GET /readyz reports the database).
    pool.on('error', () => undefined);
    // A client checked out (a transaction, the job runner's chunk) emits it on itself instead: its query in
    // progress fails with the error and the client is discarded when released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return { kind: 'postgres', orm, url: options.url, pool, close: () => pool.end() };
  }
  if (!options.dataDir) {
    const client = new PGlite({ extensions: { pg_trgm } });
    await client.waitReady;
    const orm = drizzlePglite(client, { schema }) as unknown as Orm;
    return { kind: 'pglite', orm, pglite: client, close: () => client.close() };
  }
  // Before PGlite touches a file: a second process in the folder loses its writes or breaks the first.
  const lock = await lockDataFolder(options.dataDir, options.holder ?? defaultHolder());
  let client: PGlite;
  try {
    client = new PGlite(options.dataDir, { extensions: { pg_trgm } });
    await client.waitReady;
  } catch (error) {
    await lock.release();
    throw error;
  }
  const orm = drizzlePglite(client, { schema }) as unknown as Orm;
  return {
    kind: 'pglite',
    orm,
    pglite: client,
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock.release();
      }
    },
  };
}

function defaultHolder(): string {
  const script = process.argv[1];
  return script ? `a process running ${path.basename(script)}` : 'another process';
}

/** Moved to ./sql (with the other raw-SQL helpers); still exported here for older importers. */
export { rows } from './sql';
