// A list's filters kept in the URL's query string (the audit trail, the bulk cancellation history): text fields and
// JST calendar days (yyyy-MM-dd), with the page, so a filtered view can be reloaded, shared and gone back to.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters and the page (from 1) the query string holds: each key trimmed ('' when absent); a date key that is
 * not yyyy-MM-dd counts as not given.
 */
export function urlFiltersFromSearch<K extends string>(
  search: URLSearchParams,
  keys: readonly K[],
  dateKeys: readonly K[],
): { filters: Record<K, string>; page: number } {
  const filters = {} as Record<K, string>;
  for (const key of keys) {
    const value = (search.get(key) ?? '').trim();
    filters[key] = dateKeys.includes(key) && !ISO_DATE.test(value) ? '' : value;
  }
  const page = Number(search.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query string of the filters and the page: empty filters and page 1 are left out. */
export function searchFromUrlFilters<K extends string>(
  filters: Record<K, string>,
  keys: readonly K[],
  page = 1,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key].trim();
    if (value) search.set(key, value);
  }
  if (page > 1) search.set('page', String(page));
  return search;
}

/** A range of days is usable unless both ends are given and from is after to. */
export function isValidDateRange(filters: { from: string; to: string }): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}
