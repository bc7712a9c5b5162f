// The change-history tab's rules (document 2 §2 "Change history tab"): the search period and the order, apart
// from React; how each kind of record reads is src/shared/change-history-rows.ts (the CSV export reads the same).
import { formatDate, tokyoDayEnd, tokyoDayStart } from '../../../shared/format';

/** The default period reaches this many years back from today. */
export const CHANGE_HISTORY_DEFAULT_YEARS = 5;

export interface SearchPeriod {
  /** yyyy-MM-dd, Asia/Tokyo. */
  from: string;
  /** yyyy-MM-dd, Asia/Tokyo. */
  to: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Five years ago to today (Tokyo dates). */
export function defaultSearchPeriod(nowMs: number = Date.now()): SearchPeriod {
  const to = formatDate(nowMs);
  const [y, m, d] = to.split('-').map(Number);
  // 29 February five years back rolls over to 1 March, the nearest real day.
  const from = new Date(Date.UTC(y - CHANGE_HISTORY_DEFAULT_YEARS, m - 1, d)).toISOString().slice(0, 10);
  return { from, to };
}

/** A period is searchable when both ends are dates and from is not after to. */
export function isValidSearchPeriod(period: SearchPeriod): boolean {
  return ISO_DATE.test(period.from) && ISO_DATE.test(period.to) && period.from <= period.to;
}

/** The epoch-ms bounds sent to consumerHistory: from 00:00:00.000 to 23:59:59.999 Tokyo time, inclusive. */
export function searchPeriodBounds(period: SearchPeriod): { from: number; to: number } {
  return { from: tokyoDayStart(period.from), to: tokyoDayEnd(period.to) };
}

/** 'yyyy-MM-dd ~ yyyy-MM-dd'. */
export function formatSearchPeriod(period: SearchPeriod): string {
  return `${period.from} ~ ${period.to}`;
}

/** Newest first, whatever order the server answered in (stable for equal times). */
export function newestFirst<T extends { timestamp: number }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => b.timestamp - a.timestamp);
}
