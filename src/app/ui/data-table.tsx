// The console's one table: columns as data (header text from the feature's *-texts.ts, a cell renderer, an
// optional sort), what shows when there are no rows, an optional pager above and below, and a virtualized mode
// (react-virtuoso) for lists of thousands. Every list table of the app is one of these.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { EmptyBox } from './empty-box';
import { Paged } from './pager';
import {
  BodyCells,
  HeaderCells,
  sortRows,
  type Column,
  type RowProps,
  type TableSort,
} from './table-columns';
import { rowNavigationProps, useRowNavigator } from './row-navigation';
import { VirtualTable } from './virtual-table';
import { nextSort } from './table-query';

export type { Column, RowProps, SortDirection, TableSort } from './table-columns';

export interface DataTablePager {
  /** Rows per page. */
  pageSize: number;
  /** What is paged, for the pagers' accessible names ('Payments ページ送り' → 'Payments ページ送り (上)'). */
  label: string;
  /** The URL parameter holding the page (default `page`); needed when a screen shows two paged tables. */
  param?: string;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** A stable key per row; `index` is the row's position on its page. */
  rowKey: (row: T, index: number) => string;
  /** The table's accessible name. */
  label?: string;
  caption?: ReactNode;
  /** Extra class of the <table> besides `data-table`. */
  className?: string;
  /** Text of the empty box shown instead of the table when there are no rows (default: the shared text). */
  empty?: ReactNode;
  /** With no rows: the empty box (default), nothing at all, or the table with its header only. */
  whenEmpty?: 'box' | 'hide' | 'table';
  /** Pages the rows locally, with a pager above and below when there is more than one page. */
  pager?: DataTablePager;
  /** Renders only the visible rows (react-virtuoso): `true` scrolls with the window, `{height}` in a box. */
  virtual?: boolean | { height: number };
  /** Without it the table has no header row (a table of row headers and values). */
  showHeader?: boolean;
  rowProps?: RowProps<T>;
  /** The column sorted first, if any (its column needs a `sort`). */
  initialSort?: TableSort;
  /** Virtual mode: called when the last row comes into view (a paged list loads its next page). */
  onEndReached?: () => void;
  /** A sort kept by the caller (in the URL: table-query.ts) instead of the table's own; with `onSortChange`. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns, empty, whenEmpty = 'box', pager, initialSort, onSortChange } = props;
  const [ownSort, setSort] = useState<TableSort | null>(initialSort ?? null);
  const sort = onSortChange ? (props.sort ?? null) : ownSort;
  if (rows.length === 0 && whenEmpty !== 'table') {
    return whenEmpty === 'hide' ? null : <EmptyBox>{empty}</EmptyBox>;
  }
  // Clicking a header sorts by it ascending, a second click descending.
  const onSort = (key: string) =>
    onSortChange ? onSortChange(nextSort(sort, key)) : setSort((current) => nextSort(current, key));
  const sorted = sortRows(rows, columns, sort);
  if (!pager) return <TableBody {...props} rows={sorted} sort={sort} onSort={onSort} />;
  return (
    <Paged rows={sorted} pageSize={pager.pageSize} label={pager.label} param={pager.param}>
      {(page) => <TableBody {...props} rows={page} sort={sort} onSort={onSort} />}
    </Paged>
  );
}

type BodyProps<T> = DataTableProps<T> & { sort: TableSort | null; onSort: (key: string) => void };

function TableBody<T>({ virtual, ...props }: BodyProps<T>) {
  if (virtual) {
    return <VirtualTable {...props} height={typeof virtual === 'object' ? virtual.height : undefined} />;
  }
  return <PlainTable {...props} />;
}

/**
 * Rows a long table renders in its first render; the rest follow in a background render, in slices the browser
 * can paint and answer input between (a page of 100 search results at once is one long task before anything
 * shows). Only when the table first appears: a new page or sort renders whole.
 */
export const FIRST_RENDER_ROWS = 25;

function useRowsFirstRendered<T>(rows: readonly T[]): readonly T[] {
  const [whole, setWhole] = useState(rows.length <= FIRST_RENDER_ROWS);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  return whole ? rows : rows.slice(0, FIRST_RENDER_ROWS);
}

function PlainTable<T>({
  rows,
  columns,
  rowKey,
  label,
  caption,
  className,
  showHeader = true,
  rowProps,
  sort,
  onSort,
}: Omit<BodyProps<T>, 'virtual'>) {
  const shown = useRowsFirstRendered(rows);
  const navigation = useRowNavigator<HTMLTableElement>(showHeader ? shown.length : 0);
  return (
    <table
      ref={navigation}
      className={className ? `data-table ${className}` : 'data-table'}
      aria-label={label}
    >
      {caption && <caption>{caption}</caption>}
      {showHeader && (
        <thead>
          <tr>
            <HeaderCells columns={columns} rows={rows} sort={sort} onSort={onSort} />
          </tr>
        </thead>
      )}
      <tbody>
        {shown.map((row, index) => (
          <tr
            key={rowKey(row, index)}
            {...(showHeader ? rowNavigationProps(index) : {})}
            {...rowProps?.(row)}
          >
            <BodyCells columns={columns} row={row} index={index} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
