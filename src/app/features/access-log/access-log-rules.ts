// The access log's rules in the console, apart from React: its filters as they stand in the URL's query string
// (/audit?tab=access&…), the variables sent to accessEntries (JST calendar days as epoch-ms bounds), and how an
// entry and an alert read.
import { formatCount, tokyoDayEnd, tokyoDayStart } from '../../../shared/format';
import { searchFromUrlFilters, urlFiltersFromSearch } from '../../ui/url-filters';
import { t, type MessageKey } from '../../../i18n/i18n';
import { accessLogJa } from '../../../i18n/catalogues/access-log';

/** Entries per page (the server allows up to 200). */
export const ACCESS_PAGE_SIZE = 50;

export const ACCESS_FILTER_KEYS = ['staffEmail', 'consumerId', 'kind', 'from', 'to'] as const;
export type AccessFilters = Record<(typeof ACCESS_FILTER_KEYS)[number], string>;

export const EMPTY_ACCESS_FILTERS: AccessFilters = {
  staffEmail: '',
  consumerId: '',
  kind: '',
  from: '',
  to: '',
};

/** The tab of /audit that shows the access log. */
export const ACCESS_TAB = 'access';

export function accessFiltersFromSearch(search: URLSearchParams): { filters: AccessFilters; page: number } {
  return urlFiltersFromSearch(search, ACCESS_FILTER_KEYS, ['from', 'to']);
}

/** The query string of the access-log tab: the tab, the filters given, the page after the first. */
export function searchFromAccessFilters(filters: AccessFilters, page = 1): URLSearchParams {
  const search = searchFromUrlFilters(filters, ACCESS_FILTER_KEYS, page);
  search.set('tab', ACCESS_TAB);
  return search;
}

export interface AccessEntriesVariables {
  staffEmail?: string;
  consumerId?: string;
  kind?: string;
  from?: number;
  to?: number;
  offset: number;
  limit: number;
}

export function accessQueryVariables(filters: AccessFilters, page: number): AccessEntriesVariables {
  const variables: AccessEntriesVariables = {
    offset: (page - 1) * ACCESS_PAGE_SIZE,
    limit: ACCESS_PAGE_SIZE,
  };
  if (filters.staffEmail.trim()) variables.staffEmail = filters.staffEmail.trim();
  if (filters.consumerId.trim()) variables.consumerId = filters.consumerId.trim();
  if (filters.kind.trim()) variables.kind = filters.kind.trim();
  if (filters.from) variables.from = tokyoDayStart(filters.from);
  if (filters.to) variables.to = tokyoDayEnd(filters.to);
  return variables;
}

/** A code's name under the catalogue's prefix (accessLog.kind.…, accessLog.rule.…), else the code as it is. */
function named(prefix: string, code: string): string {
  const key = `${prefix}.${code}`;
  return key in accessLogJa ? t(key as MessageKey) : code;
}

/** The kind in the staff member's language where the console names it (ConsumerPage: 顧客ページ). */
export function kindText(kind: string): string {
  return named('accessLog.kind', kind);
}

export function ruleText(rule: string): string {
  return named('accessLog.rule', rule);
}

/** "412 / 200": what was observed against the threshold. */
export function alertNumbers(alert: { observed: number; threshold: number }): string {
  return `${formatCount(alert.observed)} / ${formatCount(alert.threshold)}`;
}

/** The note of an entry: offline reads say so; a reveal gives its reason. */
export function entryNote(entry: { offline: boolean; reason?: string | null }): string {
  if (entry.offline) return t('accessLog.offline');
  return entry.reason ?? '';
}

/** A threshold as typed: a whole number from 1 (the server's rule), else null. */
export function parseAlertThreshold(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value >= 1 && value <= 10_000_000 ? value : null;
}
