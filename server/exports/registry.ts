// The streamed exporter's registry (issue 21 "CSV export of every table"): each exportable table registers its
// columns, how it reads the caller's scope (the view's id and filter) and how it reads one keyset page of rows.
// Its name and permissions come from src/shared/export-tables.ts, which the CSV出力 button reads too.
import type { Db } from '../db/sql';
import type { CsvKind } from '../../src/shared/csv-export';
import { EXPORT_TABLES, isExportTableName, type ExportTableName } from '../../src/shared/export-tables';
import type { Permission } from '../../src/shared/permissions';

export interface ExportColumn<Row> {
  /** The header cell (Japanese, as the screen's column). */
  header: string;
  /** text (neutralised, quoted), number, amount (a plain integer), datetime (JST YYYY/MM/DD HH:mm). */
  kind: CsvKind;
  value(row: Row): unknown;
}

/** A scope the table cannot read (a missing batch id, a bad filter): the POST answers 400 with the message. */
export class ExportScopeError extends Error {}

export interface ExportTableDefinition<Row, Scope> {
  name: ExportTableName;
  columns: readonly ExportColumn<Row>[];
  /** Checks and normalises the scope the client sent (JSON); throws ExportScopeError. */
  parseScope(input: Record<string, unknown>): Scope;
  /** The id in the file name (the batch, the consumer), null for `all`. */
  fileId(scope: Scope): string | null;
  /**
   * Up to `limit` rows after `after` (null: from the start) in one stable order, read by keyset (never OFFSET),
   * so every page costs the same and the export's memory stays one page.
   */
  page(db: Db, scope: Scope, after: Row | null, limit: number): Promise<Row[]>;
}

export interface ExportTable<Row = unknown, Scope = unknown> extends ExportTableDefinition<Row, Scope> {
  permissions: readonly Permission[];
}

const tables = new Map<string, ExportTable>();

/** Registers a table (once, at module load); its permissions are the shared list's. */
export function registerExportTable<Row, Scope>(definition: ExportTableDefinition<Row, Scope>): void {
  if (tables.has(definition.name)) throw new Error(`Export table ${definition.name} registered twice`);
  tables.set(definition.name, {
    ...(definition as unknown as ExportTableDefinition<unknown, unknown>),
    permissions: EXPORT_TABLES[definition.name].permissions,
  });
}

/** The registered table of that name; undefined for any other name (deny by default). */
export function exportTable(name: unknown): ExportTable | undefined {
  return isExportTableName(name) ? tables.get(name) : undefined;
}

/** Reads a non-empty string field of a scope, or refuses. */
export function scopeString(input: Record<string, unknown>, field: string, maxLength = 200): string {
  const value = input[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > maxLength)
    throw new ExportScopeError(`scope.${field} must be a non-empty string`);
  return value.trim();
}

/** Reads an optional string field of a scope (absent, null or empty: null). */
export function optionalScopeString(
  input: Record<string, unknown>,
  field: string,
  maxLength = 200,
): string | null {
  const value = input[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > maxLength)
    throw new ExportScopeError(`scope.${field} must be a string`);
  return value;
}
