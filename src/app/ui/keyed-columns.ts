// Column sets that depend on one value (a batch's 却下 read by each of its rows): made once per value, so a table is
// given the same columns array on every render (a new one makes the virtual table lay itself out again, and a page
// that polls would never settle). The values are few (a label or null), so the cache stays small.
import type { Column } from './table-columns';

export function columnsByKey<K, T>(make: (key: K) => Column<T>[]): (key: K) => Column<T>[] {
  const made = new Map<K, Column<T>[]>();
  return (key) => {
    let columns = made.get(key);
    if (!columns) {
      columns = make(key);
      made.set(key, columns);
    }
    return columns;
  };
}
