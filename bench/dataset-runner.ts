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
