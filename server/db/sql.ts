// What every raw-SQL read shares: the handle it runs on, its rows on either driver, instants as epoch
// milliseconds and the five address columns as one address.
import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Orm } from './client';

/** A transaction opened on the orm (a savepoint when opened on another transaction). */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/**
 * The handle a domain function queries through: the orm, or a transaction opened on it. A drizzle transaction
 * is a PgDatabase of the same schema, so it offers everything the orm does (select, insert, execute,
 * transaction); a read written against Db can run inside a change's transaction and see its rows.
 */
export type Db = Orm | Tx;

/** Runs a raw SQL statement and returns its rows, on either driver. */
export async function rows<T = Record<string, unknown>>(db: Pick<Orm, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Like `rows`, as a named prepared statement when `db` is PostgreSQL's orm outside a transaction: each pooled
 * connection parses and plans the statement once and then only binds and executes it (planning is a
 * large share of a search's database time; PostgreSQL keeps re-planning per call when a generic plan would cost
 * more). The name is derived from the text, so only statements of a fixed shape should come here (one per
 * search kind, not a list of a varying number of ids), and none reading `*` (a prepared statement's columns
 * are fixed when it is prepared). Elsewhere (PGlite, a transaction) it is `rows`.
 */
export async function preparedRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const handle = db as unknown as { $client?: unknown; dialect?: PgDialect };
  if (!(handle.$client instanceof pg.Pool) || !handle.dialect) return rows<T>(db, query);
  const { sql: text, params } = handle.dialect.sqlToQuery(query);
  const name = `p_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  try {
    const result = await handle.$client.query({ name, text, values: params });
    return result.rows as T[];
  } catch (cause) {
    // The error drizzle gives for a failed statement: the log redacts its parameters the same way.
    throw new DrizzleQueryError(text, params, cause as Error);
  }
}

/** Bound values separated by commas, for `in (…)`: `x in (${valueList(['a', 'b'])})`. */
export const valueList = (values: readonly unknown[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** An instant as integer epoch milliseconds, computed in SQL so json aggregates carry it exactly. */
export const epochMs = (column: SQLWrapper): SQL =>
  sql`(floor(extract(epoch from ${column}) * 1000))::float8`;

export interface AddressData {
  zip: string | null;
  state: string | null;
  city: string | null;
  line1: string | null;
  line2: string | null;
}

/** A row's five address columns named `${prefix}zip`, `${prefix}state`, … (prefix '' for zip, state, …). */
export type AddressColumns<P extends string> = { [K in keyof AddressData as `${P}${K}`]: string | null };

/** Null when every part is null: the console then shows N/A instead of an empty address. */
export function addressOrNull(address: AddressData): AddressData | null {
  return Object.values(address).every((v) => v === null) ? null : address;
}

/** The address held in a row's `${prefix}zip`, `${prefix}state`, … columns; null when all five are null. */
export function addressFrom<P extends string>(row: AddressColumns<P>, prefix: P): AddressData | null {
  const r = row as Record<string, string | null>;
  return addressOrNull({
    zip: r[`${prefix}zip`],
    state: r[`${prefix}state`],
    city: r[`${prefix}city`],
    line1: r[`${prefix}line1`],
    line2: r[`${prefix}line2`],
  });
}
