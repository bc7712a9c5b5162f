// The bulk cancellation record apart from React (issue 20 "a record", issue 21 "filter by creator, comment and
// date"): the history's filters as they stand in the URL's query string and the variables sent for them (JST
// calendar days as epoch-ms bounds), a run's state, and the texts of the result page and the history.
import { formatCount, tokyoDayEnd, tokyoDayStart } from '../../../shared/format';
import { searchFromUrlFilters, urlFiltersFromSearch } from '../../ui/url-filters';
import type { BulkCancellationsQueryVariables } from '../../api/generated/graphql';

/** Runs per history page (the server allows up to 200). */
export const HISTORY_PAGE_SIZE = 50;

export interface HistoryFilters {
  createdBy: string;
  comment: string;
  /** yyyy-MM-dd, Asia/Tokyo (inclusive); '' for none. */
  from: string;
  to: string;
}

const FILTER_KEYS = ['createdBy', 'comment', 'from', 'to'] as const;
export const EMPTY_HISTORY_FILTERS: HistoryFilters = { createdBy: '', comment: '', from: '', to: '' };

/** The filters and the page (from 1) the query string holds; anything unreadable counts as not given. */
export function historyFiltersFromSearch(search: URLSearchParams): { filters: HistoryFilters; page: number } {
  return urlFiltersFromSearch(search, FILTER_KEYS, ['from', 'to']);
}

/** The query string of the filters and the page: empty filters and page 1 are left out. */
export function searchFromHistoryFilters(filters: HistoryFilters, page = 1): URLSearchParams {
  return searchFromUrlFilters(filters, FILTER_KEYS, page);
}

/** What bulkCancellations is asked for one page: only the filters given; whole JST days. */
export function historyVariables(filters: HistoryFilters, page: number): BulkCancellationsQueryVariables {
  const filter: NonNullable<BulkCancellationsQueryVariables['filter']> = {};
  if (filters.createdBy.trim()) filter.createdBy = filters.createdBy.trim();
  if (filters.comment.trim()) filter.comment = filters.comment.trim();
  if (filters.from) filter.from = tokyoDayStart(filters.from);
  if (filters.to) filter.to = tokyoDayEnd(filters.to);
  return { filter, offset: (page - 1) * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE };
}

export interface RunStateFields {
  readonly done: number;
  readonly length: number;
  readonly completedAt?: number | null;
  readonly awaitingApproval: boolean;
  readonly approvalRequestId?: string | null;
}

export type RunState =
  { kind: 'awaitingApproval'; requestId: string | null } | { kind: 'inProgress' } | { kind: 'completed' };

export function runState(run: RunStateFields): RunState {
  if (run.awaitingApproval) return { kind: 'awaitingApproval', requestId: run.approvalRequestId ?? null };
  return run.completedAt == null ? { kind: 'inProgress' } : { kind: 'completed' };
}

export const RUN_STATE_TEXT: Record<RunState['kind'], string> = {
  awaitingApproval: '承認待ち',
  inProgress: 'In progress',
  completed: 'Completed',
};

/** The answers so far: "3 cancelled · 1 not active · 0 failed of 4". */
export function countsText(run: {
  successes: number;
  notActive: number;
  failures: number;
  length: number;
}): string {
  const n = (v: number) => formatCount(v);
  return `${n(run.successes)} cancelled · ${n(run.notActive)} not active · ${n(run.failures)} failed (of ${n(run.length)})`;
}

export const RECORD_TEXTS = {
  resultTitle: 'Installment Plans Cancel Result',
  history: 'Bulk cancellations',
  results: 'Installment plans',
  notFound: 'This bulk cancellation does not exist.',
  pending: 'Pending',
  filters: 'Filters',
  createdBy: 'Created by',
  comment: 'Comment',
  from: 'From (JST)',
  to: 'To (JST)',
  apply: 'Apply',
  clear: 'Clear',
  badRange: 'The start date must not be after the end date.',
  total: (n: number) => `${formatCount(n)} runs`,
} as const;

export const HISTORY_COLUMNS = {
  id: 'Run ID',
  createdBy: 'Created by',
  createdAt: 'Created at',
  comment: 'Comment',
  counts: 'Results',
  status: 'Status',
} as const;

export const SUMMARY_LABELS = {
  status: 'Status',
  createdBy: 'Created by',
  createdAt: 'Created at',
  completedAt: 'Completed at',
  counts: 'Results',
  comment: 'Comment',
} as const;
