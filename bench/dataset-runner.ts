// What the dataset's steps run on (bench/dataset.ts, bench/dataset-increments.ts): the scale, a runner of SQL on
// one connection (a pg client for PostgreSQL, the drizzle handle for PGlite), the log, and the bench_meta reader.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';

export interface Scale {
  consumers: number;
  payments: number;
  combiniPayments: number;
  charges: number;
}

/** 1 : 5 : 0.5 : 0.2, the proportions of the full scale (1M consumers). */
export function scaleFor(consumers: number): Scale {
  return {
    consumers,
    payments: consumers * 5,
    combiniPayments: Math.round(consumers / 2),
    charges: Math.round(consumers / 5),
  };
}

/** Runs SQL on one connection. */
export interface Runner {
  exec(text: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
}

export type Log = (line: string) => void;

export async function readMeta(r: Runner): Promise<Record<string, string> | null> {
  try {
    const list = await r.query<{ key: string; value: string }>('SELECT key, value FROM bench_meta');
    return Object.fromEntries(list.map((row) => [row.key, row.value]));
  } catch {
    return null;
  }
}

export function pgRunner(client: pg.Client): Runner {
  return {
    exec: async (text) => {
      await client.query(text);
    },
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
  };
}

export function ormRunner(db: Database): Runner {
  return {
    exec: async (text) => {
      await db.orm.execute(sql.raw(text));
    },
    query: async <T>(text: string) =>
      ((await db.orm.execute(sql.raw(text))) as unknown as { rows: T[] }).rows,
  };
}

/**
 * Waits (5 min at most) until no autovacuum worker runs. The bulk runs change 100,000 consumers and plans (and
 * revert them at the next run's start); PostgreSQL then vacuums those 1M-row tables for a minute or more, on the same
 * two cores the HTTP and browser parts measure on.
 */
export async function untilAutovacuumIdle(url: string, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    let quietPolls = 0;
    while (quietPolls < 2 && Date.now() - started < 300_000) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`,
      );
      quietPolls = rows[0].n === 0 ? quietPolls + 1 : 0;
      if (quietPolls < 2) await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    log(`  autovacuum idle after ${((Date.now() - started) / 1000).toFixed(0)} s of waiting`);
  } finally {
    await client.end();
  }
}
