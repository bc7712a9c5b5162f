// A table whose every row is loaded, with the filter box above it and sortable headers:
// filtered and sorted in memory, the filter and the sort kept in the URL under the table's name
// (table-query.ts). Paged lists filter and sort on the server instead (the consumer's payments).
import { useMemo } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { TableFilter } from './table-filter';
import { filterRows, useTableQuery } from './table-query';

export type FilteredTableProps<T> = Omit<DataTableProps<T>, 'sort' | 'onSortChange' | 'initialSort'> & {
  /** The table's name in the URL (`{name}Q`, `{name}Status`, `{name}Sort`). */
  name: string;
  /** The filter controls' names ('{filterLabel} 絞り込み'). */
  filterLabel: string;
  /** What the text is matched against, shown as the placeholder. */
  placeholder: string;
  /** The texts of a row the filter looks in. */
  texts: (row: T) => ReadonlyArray<string | number | null | undefined>;
  /** A row's status: the statuses found become the status choice. */
  status?: (row: T) => string | null | undefined;
};

export function FilteredTable<T>({
  name,
  filterLabel,
  placeholder,
  texts,
  status,
  ...table
}: FilteredTableProps<T>) {
  const [query, setQuery] = useTableQuery(name, table.pager?.param ?? (table.pager ? 'page' : undefined));
  const { rows } = table;
  const shown = useMemo(
    () => filterRows(rows, query, texts, status),
    // texts and status are column logic, fixed per table.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, query.q, query.status],
  );
  const statuses = useMemo(() => {
    if (!status) return undefined;
    const found = new Set(rows.map(status).filter((s): s is string => Boolean(s)));
    return [...found].sort();
  }, [rows, status]);
  return (
    <>
      <TableFilter
        label={filterLabel}
        placeholder={placeholder}
        query={query}
        onChange={setQuery}
        statuses={statuses}
        count={shown.length}
      />
      <DataTable {...table} rows={shown} sort={query.sort} onSortChange={(sort) => setQuery({ sort })} />
    </>
  );
}
