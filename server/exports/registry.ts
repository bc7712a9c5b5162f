// The streamed exporter's registry: each exportable table registers its
// columns, how it reads the caller's scope (the view's id and filter) and how it reads one keyset page of rows.
// Its name and permissions come from src/shared/export-tables.ts, which the CSV出力 button reads too.
import type { Db } from '../db/sql';
import type { CsvKind } from '../../src/shared/csv-export';
import { EXPORT_TABLES, isExportTableName, type ExportTableName } from '../../src/shared/export-tables';
import type { Permission } from '../../src/shared/permissions';
import { filterRows, type FilterTexts } from '../../src/shared/text-filter';
import { filterInstantMessage, isFilterInstant } from './scope-checks';

export interface ExportColumn<Row> {
  /** The header cell (Japanese, as the screen's column). */
  header: string;
  /** text (neutralised, quoted), number, amount (a plain integer), datetime (JST YYYY/MM/DD HH:mm). */
  kind: CsvKind;
  value(row: Row): unknown;
}

/** Who asks for the export: a table whose query depends on the caller fixes that in the scope. */
export interface ExportCaller {
  id: string;
  email: string;
  permissions: readonly string[];
}

/** A scope the table cannot read (a missing batch id, a bad filter): the POST answers 400 with the message. */
export class ExportScopeError extends Error {}

export interface ExportTableDefinition<Row, Scope> {
  name: ExportTableName;
  columns: readonly ExportColumn<Row>[];
  /**
   * Checks and normalises the scope the client sent (JSON); throws ExportScopeError. What depends on the caller
   * (only one's own rows) is set here from `caller`, never read from the input.
   */
  parseScope(input: Record<string, unknown>, caller: ExportCaller): Scope;
  /** The id in the file name (the batch, the consumer), null for `all`. */
  fileId(scope: Scope): string | null;
  /**
   * Up to `limit` rows after `after` (null: from the start) in one stable order, read by keyset (never OFFSET),
   * so every page costs the same and the export's memory stays one page. A page of fewer than `limit` rows is the
   * last one.
   */
  page(db: Db, scope: Scope, after: Row | null, limit: number): Promise<Row[]>;
  /**
   * A table whose rows carry consumers' personal data (names, contact, addresses, birth dates): whose data a row
   * holds. Each page's rows are then written to the access log (kind Export) before they go out.
   */
  personalData?: (row: Row, scope: Scope) => string | null | undefined;
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

/** The names of the registered tables: what POST /api/exports accepts as `table`. */
export function exportTableNames(): string[] {
  return [...tables.keys()];
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

/**
 * The `page` of a table whose query answers its whole list at once (a search's capped answer, one consumer's fraud
 * log): that list is the first and only page.
 */
export function wholeList<Row, Scope>(
  read: (db: Db, scope: Scope) => Promise<readonly Row[]>,
): ExportTableDefinition<Row, Scope>['page'] {
  return async (db, scope, after) => (after ? [] : [...(await read(db, scope))]);
}

/** An optional epoch-milliseconds field of the scope (a filter's from/to). */
export function optionalEpoch(input: Record<string, unknown>, field: string): number | null {
  const value = input[field];
  if (value === undefined || value === null) return null;
  if (!isFilterInstant(value)) throw new ExportScopeError(filterInstantMessage(field));
  return value;
}

/** A history filter's period: its optional from and to (epoch milliseconds). */
export function optionalPeriod(input: Record<string, unknown>): { from: number | null; to: number | null } {
  return { from: optionalEpoch(input, 'from'), to: optionalEpoch(input, 'to') };
}

/** A filter the history page's own rule accepts; the rule's refusal is a bad scope (400 with its message). */
export function acceptedFilter<Filter>(
  filter: Filter,
  check: (filter: Filter) => { ok: true } | { ok: false; message: string },
): Filter {
  const checked = check(filter);
  if (!checked.ok) throw new ExportScopeError(checked.message);
  return filter;
}

/** A table held whole as the screen shows it (src/shared/text-filter.ts): filter box, status, sorted column. */
export interface TableView {
  q: string;
  status: string;
  sortKey: string | null;
  descending: boolean;
}

/** The view the client sent with the table's scope; a sort key must be one of `sorts`. */
export function tableViewScope(
  input: Record<string, unknown>,
  sorts: Readonly<Record<string, unknown>>,
): TableView {
  const sortKey = optionalScopeString(input, 'sortKey', 20);
  if (sortKey !== null && !(sortKey in sorts))
    throw new ExportScopeError('scope.sortKey is not a sortable column of the table');
  return {
    q: optionalScopeString(input, 'q') ?? '',
    status: optionalScopeString(input, 'status', 40) ?? '',
    sortKey,
    descending: optionalScopeString(input, 'sortDirection', 10) === 'descending',
  };
}

/** The rows the screen lists for that view: filtered, then in the sorted column's order (stable otherwise). */
export function viewRows<T>(
  rows: readonly T[],
  view: TableView,
  texts: FilterTexts<T>,
  status: ((row: T) => string | null | undefined) | undefined,
  sorts: Readonly<Record<string, (a: T, b: T) => number>>,
): T[] {
  const shown = [...filterRows(rows, view, texts, status)];
  const compare = view.sortKey ? sorts[view.sortKey] : undefined;
  if (compare) shown.sort((a, b) => (view.descending ? -1 : 1) * compare(a, b));
  return shown;
}
