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
import { makeFolderPrivate } from './private-folder';

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
  /**
   * Calls `listener` with each STAFF_AUTH_CHANNEL notification this Database's connections receive (the staff
   * user's id, '' for everyone): for a change committed through this Database before the committing call
   * returns, for one committed by another process within moments. Returns the unsubscribe.
   */
  onStaffAuthChange(listener: (staffUserId: string) => void): () => void;
}

/**
 * Migration 0021's channel: something that decides a staff session's answer changed (a session ended, a lock,
 * permissions, roles). Every connection LISTENs on it: PostgreSQL delivers a session's own notifications
 * before its COMMIT returns, so the server's session cache (server/domain/staff-auth/session-cache.ts) never
 * serves a change this process made.
 */
export const STAFF_AUTH_CHANNEL = 'staff_auth';

function staffAuthFeed() {
  const listeners = new Set<(staffUserId: string) => void>();
  return {
    emit(payload: string) {
      for (const listener of listeners) {
        try {
          listener(payload);
        } catch {
          // A listener's failure must not break the driver that delivers the notification.
        }
      }
    },
    subscribe(listener: (staffUserId: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface OpenOptions {
  /** PostgreSQL connection string; wins over dataDir. */
  url?: string;
  /** PGlite data folder; omit for an in-memory database (tests). */
  dataDir?: string;
  /** An in-memory database starts from this dump of a data folder (PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * What this process is, for the refusal another process gets while this one holds the PGlite folder
   * ('console server', 'npm run staff', …).
   */
  holder?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize);
  if (!options.dataDir) {
    const client = new PGlite({ extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
    await client.waitReady;
    return pgliteDatabase(client, () => client.close());
  }
  return openPgliteFolder(options.dataDir, options.holder ?? defaultHolder());
}

function openPostgres(url: string, poolSize = 10): Database {
  const feed = staffAuthFeed();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: pgTypes,
    // Before the connection serves anyone (pg-pool awaits it).
    onConnect: async (client) => {
      client.on('notification', (n) => {
        if (n.channel === STAFF_AUTH_CHANNEL) feed.emit(n.payload ?? '');
      });
      await client.query(`LISTEN ${STAFF_AUTH_CHANNEL}`);
    },
  });
  const orm = drizzlePg(pool, { schema }) as unknown as Orm;
  // An idle client whose backend goes away (a restart, a failover, pg_terminate_backend) emits 'error' on the
  // pool; without a listener that is an uncaught exception. The pool drops that client and the next query opens
  // a new connection, so there is nothing to do beyond not crashing (GET /readyz reports the database).
  pool.on('error', () => undefined);
  // A client checked out (a transaction, the job runner's chunk) emits it on itself instead: its query in
  // progress fails with the error and the client is discarded when released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    kind: 'postgres',
    orm,
    url,
    pool,
    close: () => pool.end(),
    onStaffAuthChange: feed.subscribe,
  };
}

async function openPgliteFolder(dataDir: string, holder: string): Promise<Database> {
  // Before PGlite touches a file: a second process in the folder loses its writes or breaks the first.
  const lock = await lockDataFolder(dataDir, holder);
  let client: PGlite;
  try {
    // Private before PGlite reads it (a folder an older version left readable to others), and again once PGlite
    // has started: its first start writes the catalogs 0666 and each start the relation cache 0644.
    makeFolderPrivate(dataDir);
    client = new PGlite(dataDir, { extensions: { pg_trgm } });
    await client.waitReady;
    makeFolderPrivate(dataDir);
  } catch (error) {
    await lock.release();
    throw error;
  }
  return pgliteDatabase(client, async () => {
    try {
      await client.close();
      // What PGlite writes as it closes (the statistics) goes through the same chmod as its first start.
      makeFolderPrivate(dataDir);
    } finally {
      await lock.release();
    }
  });
}

/** A started PGlite (in memory or in a folder) behind the drizzle handle, listening for staff-auth changes. */
async function pgliteDatabase(client: PGlite, close: () => Promise<void>): Promise<Database> {
  const feed = staffAuthFeed();
  await client.listen(STAFF_AUTH_CHANNEL, feed.emit);
  return {
    kind: 'pglite',
    orm: drizzlePglite(client, { schema }) as unknown as Orm,
    pglite: client,
    close,
    onStaffAuthChange: feed.subscribe,
  };
}

function defaultHolder(): string {
  const script = process.argv[1];
  return script ? `a process running ${path.basename(script)}` : 'another process';
}

/** Moved to ./sql (with the other raw-SQL helpers); still exported here for older importers. */
export { rows } from './sql';
