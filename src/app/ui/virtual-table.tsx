// Long tables (statements, payments, charges) rendered through react-virtuoso's TableVirtuoso: a real
// <table> with a sticky header, only the visible rows in the DOM. Without `height` the table scrolls with
// the page (window scroll); with it, inside a box of that height.
import type { ReactNode } from 'react';
import { TableVirtuoso, type TableComponents } from 'react-virtuoso';

export interface VirtualColumn<T> {
  /** Stable key of the column (also its cells' class suffix). */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
}

export interface VirtualTableProps<T> {
  rows: readonly T[];
  columns: readonly VirtualColumn<T>[];
  /** Height in px of the scrolling box; omitted, the table scrolls with the window. */
  height?: number;
  rowKey: (row: T) => string;
  /** The table's accessible name. */
  label?: string;
}

interface TableContext {
  label?: string;
}

// Defined once: components created during render would remount the table on every render.
const COMPONENTS: TableComponents<unknown, TableContext> = {
  Table: ({ style, context, ...props }) => (
    <table
      {...props}
      style={{ ...style, width: '100%' }}
      className="data-table"
      aria-label={context?.label}
    />
  ),
};

export function VirtualTable<T>({ rows, columns, height, rowKey, label }: VirtualTableProps<T>) {
  return (
    <TableVirtuoso
      className="virtual-table"
      data={rows}
      style={height === undefined ? undefined : { height }}
      useWindowScroll={height === undefined}
      computeItemKey={(_index, row) => rowKey(row)}
      context={{ label }}
      components={COMPONENTS as TableComponents<T, TableContext>}
      fixedHeaderContent={() => (
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      )}
      itemContent={(_index, row) =>
        columns.map((column) => (
          <td key={column.key} className={`data-table__${column.key}`}>
            {column.cell(row)}
          </td>
        ))
      }
    />
  );
}
