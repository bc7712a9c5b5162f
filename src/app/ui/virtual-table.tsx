// Long tables (statements, payments, charges) rendered through react-virtuoso's TableVirtuoso: a real
// <table> with a sticky header, only the visible rows in the DOM. Without `height` the table scrolls with
// the page (window scroll); with it, inside a box of that height. DataTable's `virtual` mode uses it.
// j/k move through all rows (ui/row-navigation): a row outside the rendered range is scrolled in first.
import { useCallback, useDeferredValue, useRef, type ReactNode } from 'react';
import { TableVirtuoso, type TableComponents, type TableVirtuosoHandle } from 'react-virtuoso';
import { restoreRowFocus, rowNavigationProps, useRowNavigator } from './row-navigation';
import { BodyCells, HeaderCells, type Column, type RowProps, type TableSort } from './table-columns';

export type VirtualColumn<T> = Column<T>;

export interface VirtualTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** Height in px of the scrolling box; omitted, the table scrolls with the window. */
  height?: number;
  rowKey: (row: T, index: number) => string;
  /** The table's accessible name. */
  label?: string;
  /** Extra class of the <table> besides `data-table`. */
  className?: string;
  rowProps?: RowProps<T>;
  sort?: TableSort | null;
  onSort?: (key: string) => void;
  /** Called when the last row comes into view (a paged list loads its next page). */
  onEndReached?: () => void;
}

interface TableContext {
  label?: string;
  className?: string;
  rowProps?: RowProps<unknown>;
}

const ROWS_BEYOND_VIEW_PX = 240;

// Defined once: components created during render would remount the table on every render.
const COMPONENTS: TableComponents<unknown, TableContext> = {
  Table: ({ style, context, ...props }) => (
    <table
      {...props}
      style={{ ...style, width: '100%' }}
      className={context?.className ? `data-table ${context.className}` : 'data-table'}
      aria-label={context?.label}
    />
  ),
  TableRow: ({ item, context, ...props }) => (
    <tr
      {...props}
      {...rowNavigationProps(props['data-index'])}
      {...context?.rowProps?.(item)}
      ref={restoreRowFocus}
    />
  ),
};

export function VirtualTable<T>({
  rows,
  columns,
  height,
  rowKey,
  label,
  className,
  rowProps,
  sort,
  onSort,
  onEndReached,
}: VirtualTableProps<T>): ReactNode {
  const virtuoso = useRef<TableVirtuosoHandle>(null);
  const reveal = useCallback((index: number, then: () => void) => {
    virtuoso.current?.scrollIntoView({ index, done: then });
  }, []);
  const navigation = useRowNavigator<HTMLDivElement>(rows.length, reveal);
  // The list mounts in a background render right after the table's first one: setting TableVirtuoso up
  // costs ~30 ms of script when the page loads cold, and everything rendered with it waited for it (a consumer's
  // name above its payments). Until then the table's header holds its place, inert and hidden from assistive
  // technology (the table they find is the one with its rows).
  const listMounted = useDeferredValue(true, false);
  const header = (
    <tr>
      <HeaderCells columns={columns} rows={rows} sort={sort} onSort={onSort} />
    </tr>
  );
  if (!listMounted)
    return (
      <div ref={navigation} className="virtual-table__keys">
        <div
          className="virtual-table"
          style={height === undefined ? undefined : { height }}
          aria-hidden
          inert
        >
          <table style={{ width: '100%' }} className={className ? `data-table ${className}` : 'data-table'}>
            <thead>{header}</thead>
          </table>
        </div>
      </div>
    );
  return (
    <div ref={navigation} className="virtual-table__keys">
      <TableVirtuoso
        ref={virtuoso}
        className="virtual-table"
        data={rows}
        style={height === undefined ? undefined : { height }}
        useWindowScroll={height === undefined}
        // A few rows beyond the visible ones, so that j/k usually find the next row already rendered.
        increaseViewportBy={ROWS_BEYOND_VIEW_PX}
        computeItemKey={(index, row) => rowKey(row, index)}
        endReached={onEndReached}
        context={{ label, className, rowProps: rowProps as RowProps<unknown> | undefined }}
        components={COMPONENTS as TableComponents<T, TableContext>}
        fixedHeaderContent={() => header}
        itemContent={(index, row) => <BodyCells columns={columns} row={row} index={index} />}
      />
    </div>
  );
}
