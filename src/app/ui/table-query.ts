// A table's filter and sort live in the URL query string, like its page
// (url-page.ts): `?paymentsQ=ORD-1&paymentsStatus=CLOSED&paymentsSort=amount.desc`, each table under its own
// name so a screen with two tables keeps both. A reload, back and forward and a link sent to a colleague show the
// same rows. Only what the user typed and column keys go in; empty values are not written. Changing the filter or
// the sort drops the table's page parameter (page 1). The same filter in memory for tables that hold every row.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TableSort } from './table-columns';

export interface TableQuery {
  /** The filter box's text, as typed (trimmed when applied). */
  q: string;
  /** The status chosen ('' for every status). */
  status: string;
  sort: TableSort | null;
}

export const EMPTY_TABLE_QUERY: TableQuery = { q: '', status: '', sort: null };

const param = (name: string, part: 'Q' | 'Status' | 'Sort') => `${name}${part}`;

/** `amount.desc` ↔ { key: 'amount', direction: 'descending' }; anything else is no sort. */
export function sortFromParam(value: string | null): TableSort | null {
  const match = /^([\w-]{1,40})\.(asc|desc)$/.exec(value ?? '');
  if (!match) return null;
  return { key: match[1], direction: match[2] === 'asc' ? 'ascending' : 'descending' };
}

export function sortToParam(sort: TableSort): string {
  return `${sort.key}.${sort.direction === 'ascending' ? 'asc' : 'desc'}`;
}

/** The table `name`'s filter and sort as the URL holds them. */
export function tableQueryFromParams(params: URLSearchParams, name: string): TableQuery {
  return {
    q: params.get(param(name, 'Q')) ?? '',
    status: params.get(param(name, 'Status')) ?? '',
    sort: sortFromParam(params.get(param(name, 'Sort'))),
  };
}

/** The URL parameters with the table's filter and sort changed by `patch` (the rest kept, its page dropped). */
export function withTableQuery(
  params: URLSearchParams,
  name: string,
  patch: Partial<TableQuery>,
  pageParam?: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  if (patch.q !== undefined) set(param(name, 'Q'), patch.q);
  if (patch.status !== undefined) set(param(name, 'Status'), patch.status);
  if (patch.sort !== undefined) set(param(name, 'Sort'), patch.sort ? sortToParam(patch.sort) : '');
  if (pageParam) next.delete(pageParam);
  return next;
}

/** Header clicks: a new column sorts ascending, the sorted one flips. */
export function nextSort(current: TableSort | null, key: string): TableSort {
  return {
    key,
    direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
  };
}

/** The table `name`'s filter and sort from the URL, and a setter writing them back (replacing the entry). */
export function useTableQuery(
  name: string,
  pageParam?: string,
): [TableQuery, (patch: Partial<TableQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Partial<TableQuery>) =>
      setParams((current) => withTableQuery(current, name, patch, pageParam), {
        replace: true,
        preventScrollReset: true,
      }),
    [name, pageParam, setParams],
  );
  return [tableQueryFromParams(params, name), update];
}

/** The in-memory filter (shared with the CSV export of the same view). */
export { filterRows } from '../../shared/text-filter';
