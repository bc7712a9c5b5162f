// The legal-status history's filters, apart from React: as they stand in the URL's query string (so a
// filtered page survives a reload, back and forward, and can be sent as a link), and as the server is asked for them
// (JST calendar days as epoch-ms bounds). Only ids, e-mails of staff and comment words: no personal data.
import { tokyoDayEnd, tokyoDayStart } from '../../../shared/format';
import type { LegalStatusBatchFilter } from '../../api/generated/graphql';

export interface HistoryFilters {
  comment: string;
  batchId: string;
  createdBy: string;
  /** yyyy-MM-dd, Asia/Tokyo, inclusive; '' for none. */
  from: string;
  to: string;
}

export const HISTORY_FILTER_KEYS = ['comment', 'batchId', 'createdBy', 'from', 'to'] as const;

export const NO_HISTORY_FILTERS: HistoryFilters = {
  comment: '',
  batchId: '',
  createdBy: '',
  from: '',
  to: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the query string holds; an unreadable day counts as not given. */
export function historyFiltersFrom(search: URLSearchParams): HistoryFilters {
  const read = (key: keyof HistoryFilters) => (search.get(key) ?? '').trim();
  const day = (key: 'from' | 'to') => (DAY.test(read(key)) ? read(key) : '');
  return {
    comment: read('comment'),
    batchId: read('batchId'),
    createdBy: read('createdBy'),
    from: day('from'),
    to: day('to'),
  };
}

/**
 * The query string with these filters (blank ones left out) and the page back at 1; other parameters of the URL are
 * kept.
 */
export function withHistoryFilters(current: URLSearchParams, filters: HistoryFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const key of HISTORY_FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The server's filter argument: only what is given; the days from 00:00 to 23:59:59.999 JST. */
export function historyFilterArgument(filters: HistoryFilters): LegalStatusBatchFilter {
  const out: LegalStatusBatchFilter = {};
  if (filters.comment) out.comment = filters.comment;
  if (filters.batchId) out.batchId = filters.batchId;
  if (filters.createdBy) out.createdBy = filters.createdBy;
  if (filters.from) out.createdFrom = tokyoDayStart(filters.from);
  if (filters.to) out.createdTo = tokyoDayEnd(filters.to);
  return out;
}

export function hasHistoryFilters(filters: HistoryFilters): boolean {
  return HISTORY_FILTER_KEYS.some((key) => filters[key] !== '');
}
