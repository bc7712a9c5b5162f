// Column builders shared by the domain tables: time stamps, yen amounts and the address block.
import { bigserial, numeric, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** timestamptz read as a JS Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at and updated_at, both now on insert (the writer sets updated_at on each change). */
export const timestamps = () => ({
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** A table's own bigserial id, read as a number (events, reports, exceptions). */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A text column every row fills, referring to `target` (the row the event is of). */
export const requiredRef = (name: string, target: () => AnyPgColumn) =>
  text(name).notNull().references(target);

/** Money: exact decimal, read as a string (yen amounts are whole, but refunds of fees may not be). */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * Addresses follow Paidy's API layout in every table: `line1` is the building and room, `line2` the town,
 * chōme and banchi, `city` the city or ward, `state` the prefecture, `zip` the postal code as 123-4567.
 * The console shows them as zip state city line2 line1.
 */
export const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'state', 'zip'] as const;
