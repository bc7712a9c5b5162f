// The audit trail page's rules, apart from React: the filters as they stand in the URL's query
// string, the variables sent to auditEntries (JST calendar days as epoch-ms bounds), the pager of a list whose total
// is unknown, the verification's progress, and how a row's detail reads in its dialog.
import { formatCount, tokyoDayEnd, tokyoDayStart } from '../../../shared/format';
import { searchFromUrlFilters, urlFiltersFromSearch } from '../../ui/url-filters';
import { AUDIT_OUTCOME_LABELS, type AuditOutcomeName } from '../../../shared/operation-labels';
import { t } from '../../../i18n/i18n';

/** Rows per page (the server allows up to 200). */
export const AUDIT_PAGE_SIZE = 50;
/** While a verification runs, the chain state is asked again this often. */
export const VERIFICATION_REFETCH_MS = 2_000;

/** The outcomes the filter offers: every one the log writes (held: waiting for a second person). */
export const AUDIT_OUTCOMES = Object.keys(AUDIT_OUTCOME_LABELS) as (keyof typeof AUDIT_OUTCOME_LABELS)[];

export interface AuditFilters {
  staffEmail: string;
  operation: string;
  targetId: string;
  outcome: string;
  /** yyyy-MM-dd, Asia/Tokyo (inclusive); '' for none. */
  from: string;
  to: string;
}

export const FILTER_KEYS = ['staffEmail', 'operation', 'targetId', 'outcome', 'from', 'to'] as const;

export const EMPTY_FILTERS: AuditFilters = {
  staffEmail: '',
  operation: '',
  targetId: '',
  outcome: '',
  from: '',
  to: '',
};

/** The filters and the page (from 1) the query string holds; anything unreadable counts as not given. */
export function filtersFromSearch(search: URLSearchParams): { filters: AuditFilters; page: number } {
  const { filters, page } = urlFiltersFromSearch(search, FILTER_KEYS, ['from', 'to']);
  if (!(AUDIT_OUTCOMES as readonly string[]).includes(filters.outcome)) filters.outcome = '';
  return { filters, page };
}

/** The query string of the filters and the page: empty filters and page 1 are left out. */
export function searchFromFilters(filters: AuditFilters, page = 1): URLSearchParams {
  return searchFromUrlFilters(filters, FILTER_KEYS, page);
}

export { isValidDateRange } from '../../ui/url-filters';

export interface AuditEntriesVariables {
  staffEmail?: string;
  operation?: string;
  targetId?: string;
  outcome?: string;
  from?: number;
  to?: number;
  offset: number;
  limit: number;
}

/** What auditEntries is asked for one page: only the filters given; the days from 00:00 to 23:59:59.999 JST. */
export function auditQueryVariables(filters: AuditFilters, page: number): AuditEntriesVariables {
  const variables: AuditEntriesVariables = { offset: (page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE };
  if (filters.staffEmail.trim()) variables.staffEmail = filters.staffEmail.trim();
  if (filters.operation.trim()) variables.operation = filters.operation.trim();
  if (filters.targetId.trim()) variables.targetId = filters.targetId.trim();
  if (filters.outcome) variables.outcome = filters.outcome;
  if (filters.from) variables.from = tokyoDayStart(filters.from);
  if (filters.to) variables.to = tokyoDayEnd(filters.to);
  return variables;
}

export { knownPageCount } from '../../ui/pagination';

/** An outcome by its name in the active language (an unknown one as it is). */
export function outcomeText(outcome: string): string {
  return outcome in AUDIT_OUTCOME_LABELS ? t(`outcome.${outcome as AuditOutcomeName}`) : outcome;
}

/** '1,234 / 5,000 行 (24%)': how far a verification run has come. */
export function verificationProgress(run: { checkedRows: number; throughSequence: string }): string {
  const total = Number(run.throughSequence);
  const percent = total > 0 ? Math.floor((run.checkedRows / total) * 100) : 100;
  return t('audit.progress', { checked: formatCount(run.checkedRows), total: formatCount(total), percent });
}

/** The run 今すぐ検証 asked for: its id and the last sequence it checks (its own audit row comes after). */
export interface AskedRun {
  id: string;
  throughSequence: string;
}

/** What the chain panel shows: the head, the run in progress and the last finished one. */
export interface ChainView {
  headSequence?: string | null;
  running?: { id: string } | null;
  lastVerification?: { id: string } | null;
}

/**
 * Whether the chain state must be asked again: while a run is in progress, and after 今すぐ検証 until the answer
 * shows that run (or a later one) finished and a head past what it checked (its own audit row). An answer read before either had
 * happened (a race between the refetch, the run and the response) is not taken as final.
 */
export function chainNeedsRefetch(view: ChainView | null | undefined, asked: AskedRun | null): boolean {
  if (view?.running) return true;
  if (!asked) return false;
  // Runs are numbered in the order they were asked for: a later one finished counts too.
  const finished = Number(view?.lastVerification?.id ?? 0) >= Number(asked.id);
  return !finished || Number(view?.headSequence ?? 0) <= Number(asked.throughSequence);
}

export type DetailValue = string;

export interface DetailView {
  /** The arguments of the action, one line each. */
  args: [string, DetailValue][];
  /** The refusal's code and message, when the action was refused. */
  refusal: { code: string; message: string | null } | null;
  /** Everything else the row says (before → after, counts, ids), one line each. */
  other: [string, DetailValue][];
}

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The detail JSON as the dialog shows it; approverEmail and approvalRequestId have lines of their own. */
export function detailView(detail: string | null | undefined): DetailView {
  const view: DetailView = { args: [], refusal: null, other: [] };
  if (!detail) return view;
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return { ...view, other: [[t('audit.detailRaw'), detail]] };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ...view, other: [[t('audit.detailRaw'), show(parsed)]] };
  const { args, refusal, message, approverEmail: _approver, ...rest } = parsed as Record<string, unknown>;
  if (args && typeof args === 'object' && !Array.isArray(args))
    view.args = Object.entries(args as Record<string, unknown>).map(([k, v]) => [k, show(v)]);
  if (refusal !== undefined) view.refusal = { code: show(refusal), message: message ? show(message) : null };
  else if (message !== undefined) rest.message = message;
  view.other = Object.entries(rest).map(([k, v]) => [k, show(v)]);
  return view;
}
