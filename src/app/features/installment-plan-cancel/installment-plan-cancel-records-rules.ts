// The bulk cancellation record apart from React (its history filtered by creator, comment and
// date): the history's filters as they stand in the URL's query string and the variables sent for them (JST
// calendar days as epoch-ms bounds), a run's state, and the texts of the result page and the history.
import { tokyoDayEnd, tokyoDayStart } from '../../../shared/format';
import { searchFromUrlFilters, urlFiltersFromSearch } from '../../ui/url-filters';
import type { BulkCancellationsQueryVariables } from '../../api/generated/graphql';
import { notApprovedLabel } from '../../../shared/operation-labels';
import { t } from '../../../i18n/i18n';
import { catalogueGroup, catalogueNodes } from '../../../i18n/texts';

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
  /** The status of the request that held it: Rejected, Withdrawn or Expired ended it with nothing applied. */
  readonly approvalStatus?: string | null;
}

export type RunState =
  | { kind: 'awaitingApproval'; requestId: string | null }
  /** Held, and its request ended without approval: 却下, 取り下げ or 期限切れ, not a completed run. */
  | { kind: 'notApproved'; label: string; requestId: string | null }
  | { kind: 'inProgress' }
  | { kind: 'completed' };

export function runState(run: RunStateFields): RunState {
  if (run.awaitingApproval) return { kind: 'awaitingApproval', requestId: run.approvalRequestId ?? null };
  const notApproved = notApprovedLabel(run.approvalStatus);
  if (notApproved)
    return { kind: 'notApproved', label: notApproved, requestId: run.approvalRequestId ?? null };
  return run.completedAt == null ? { kind: 'inProgress' } : { kind: 'completed' };
}

export function runStateText(state: RunState): string {
  return state.kind === 'notApproved' ? state.label : t(`installmentCancel.run.${state.kind}`);
}

/** The answers so far: "3 cancelled · 1 not active · 0 failed (of 4)", in the active language. */
export function countsText(run: {
  successes: number;
  notActive: number;
  failures: number;
  length: number;
}): string {
  const { successes, notActive, failures, length } = run;
  return t('installmentCancel.counts', { successes, notActive, failures, length });
}

/** The result page's and the history's texts in the active language, read when they are used. */
export const RECORD_TEXTS = Object.assign(
  catalogueGroup('installmentCancel', ['resultTitle', 'history', 'results', 'recordNotFound']),
  { total: (count: number) => t('installmentCancel.runs', { count }) },
);

/** The history's filter form. */
export const HISTORY_FILTER_TEXTS = catalogueGroup('installmentCancel.filter', [
  'label',
  'createdBy',
  'comment',
  'from',
  'to',
  'apply',
  'clear',
  'badRange',
]);

const runHeaders = catalogueNodes<'createdBy' | 'createdAt' | 'comment' | 'status'>('bulkRun');
const ownHeaders = catalogueNodes<'runId' | 'counted'>('installmentCancel');

/** The history's column headers: elements that render the active language's text. */
export const HISTORY_COLUMNS = {
  id: ownHeaders.runId,
  createdBy: runHeaders.createdBy,
  createdAt: runHeaders.createdAt,
  comment: runHeaders.comment,
  counts: ownHeaders.counted,
  status: runHeaders.status,
};

export const SUMMARY_LABELS = {
  get counts() {
    return t('installmentCancel.counted');
  },
};
