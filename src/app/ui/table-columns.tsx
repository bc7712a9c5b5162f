// Columns as data, shared by the plain and the virtualized table: one place decides how a header cell and a
// body cell are marked up, so both modes look and read the same.
import type { HTMLAttributes, ReactNode } from 'react';

/** The sorted column's marks (symbols, not words). */
const SORT_MARKS = { ascending: ' ▲', descending: ' ▼' } as const;
const AMOUNT_CLASS = 'amount';

export type SortDirection = 'ascending' | 'descending';

export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface Column<T> {
  /** Stable key of the column; its cells get the class `data-table__{key}`. */
  key: string;
  /** Header text, from the feature's *-texts.ts; a function gets the rows shown (a select-all box). */
  header: ReactNode | ((shownRows: readonly T[]) => ReactNode);
  /** The header is read by screen readers only (a column of row action buttons). */
  headerHidden?: boolean;
  cell: (row: T, index: number) => ReactNode;
  /** Extra classes of the body cell, fixed or per row. */
  className?: string | ((row: T) => string | undefined);
  /** Amounts and counts: right-aligned header and cells (class `amount`). */
  numeric?: boolean;
  /** The cell is the row's header (`<th scope="row">`). */
  rowHeader?: boolean;
  /**
   * Makes the column sortable by its header: the order of two rows, ascending; 'server' when the rows arrive
   * already sorted (a paged list sorted by the server).
   */
  sort?: ((a: T, b: T) => number) | 'server';
}

function classes(...names: Array<string | false | undefined>): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}

export function HeaderCells<T>({
  columns,
  rows,
  sort,
  onSort,
}: {
  columns: readonly Column<T>[];
  /** The rows shown (this page). */
  rows: readonly T[];
  sort?: TableSort | null;
  onSort?: (key: string) => void;
}) {
  return (
    <>
      {columns.map((column) => {
        const active = sort?.key === column.key ? sort.direction : undefined;
        const header = typeof column.header === 'function' ? column.header(rows) : column.header;
        const text = column.headerHidden ? <span className="visually-hidden">{header}</span> : header;
        return (
          <th
            key={column.key}
            scope="col"
            className={classes(column.numeric && 'amount')}
            aria-sort={column.sort ? (active ?? 'none') : undefined}
          >
            {column.sort && onSort ? (
              <button type="button" className="data-table__sort" onClick={() => onSort(column.key)}>
                {text}
                <span aria-hidden="true">{active ? SORT_MARKS[active] : ''}</span>
              </button>
            ) : (
              text
            )}
          </th>
        );
      })}
    </>
  );
}

export function BodyCells<T>({
  columns,
  row,
  index,
}: {
  columns: readonly Column<T>[];
  row: T;
  index: number;
}) {
  return (
    <>
      {columns.map((column) => {
        const extra = typeof column.className === 'function' ? column.className(row) : column.className;
        const className = classes(`data-table__${column.key}`, column.numeric && AMOUNT_CLASS, extra);
        return column.rowHeader ? (
          <th key={column.key} scope="row" className={className}>
            {column.cell(row, index)}
          </th>
        ) : (
          <td key={column.key} className={className}>
            {column.cell(row, index)}
          </td>
        );
      })}
    </>
  );
}

/** The rows in the order of `sort` (stable: equal rows keep their order); the same array without a sort. */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  sort: TableSort | null,
): readonly T[] {
  const compare = sort && columns.find((c) => c.key === sort.key)?.sort;
  if (!sort || typeof compare !== 'function') return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, i) => [row, i] as const)
    .sort(([a, i], [b, j]) => compare(a, b) * sign || i - j)
    .map(([row]) => row);
}

/** Attributes a table puts on a body row (for example `aria-selected`). */
export type RowProps<T> = (row: T) => HTMLAttributes<HTMLTableRowElement>;

/** A column sort for texts, instants and numbers: missing values first, then natural order. */
export function compareValues<V extends string | number>(
  a: V | null | undefined,
  b: V | null | undefined,
): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return a < b ? -1 : 1;
}
