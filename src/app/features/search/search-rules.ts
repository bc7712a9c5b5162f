// The search views' rules (document 1 §2 "Search views"), apart from React.
import { NOT_AVAILABLE } from '../../../shared/format';
import { DEFAULT_SEARCH_TAB, SEARCH_TABS, paths, type SearchTab } from '../../paths';

/** Shown for a consumer without a date of birth (the spec says Empty there, N/A elsewhere). */
export const EMPTY_DATE_OF_BIRTH = 'Empty';

interface WithId {
  id: string;
}

export interface RedirectableResult {
  consumers: readonly WithId[];
  paidyPayments: readonly WithId[];
  combiniPayments: readonly WithId[];
}

/**
 * Auto-redirect: exactly one result in one of consumers, payments or combini payments and the other two
 * empty goes straight to that record. Duplicate-charge results play no part. Null means stay.
 */
export function searchRedirectTarget(result: RedirectableResult | null | undefined): string | null {
  if (!result) return null;
  const { consumers, paidyPayments, combiniPayments } = result;
  const total = consumers.length + paidyPayments.length + combiniPayments.length;
  if (total !== 1) return null;
  if (consumers.length === 1) return paths.consumer.details(consumers[0].id);
  if (paidyPayments.length === 1) return paths.payment.auth(paidyPayments[0].id);
  return paths.combiniPayment.detail(combiniPayments[0].id);
}

export interface SearchCountsInput extends RedirectableResult {
  chargesByProviderRef: readonly unknown[];
}

/** Rows per search tab, for the tab labels. */
export function searchTabCounts(result: SearchCountsInput): Record<SearchTab, number> {
  return {
    payments: result.paidyPayments.length,
    consumers: result.consumers.length,
    'combini-payments': result.combiniPayments.length,
    'duplicate-settlements': result.chargesByProviderRef.length,
  };
}

/** The first tab, in the spec's order (payments, consumers, combini, duplicates), that has results; null if none. */
export function firstTabWithHits(result: SearchCountsInput): SearchTab | null {
  const counts = searchTabCounts(result);
  return SEARCH_TABS.find((tab) => counts[tab] > 0) ?? null;
}

/**
 * The tab a search shows: the one the URL names wins; without one, the first with results, else
 * the default (payments). `replaceWith` is the tab to write into the URL (replacing it) once the results are in
 * and none was named, so that back/forward and a copied link keep the choice; null when nothing is to change.
 */
export function searchTabToShow(
  named: SearchTab | null,
  result: SearchCountsInput | undefined,
): { tab: SearchTab; replaceWith: SearchTab | null } {
  if (named) return { tab: named, replaceWith: null };
  const first = result ? firstTabWithHits(result) : null;
  return { tab: first ?? DEFAULT_SEARCH_TAB, replaceWith: first };
}

/** Whether a search found nothing at all (the empty box instead of tables). */
export function isEmptySearchResult(result: SearchCountsInput): boolean {
  return Object.values(searchTabCounts(result)).every((n) => n === 0);
}

/** Kanji and kana name on one line, or N/A when the consumer has neither. */
export function consumerNameLabel(consumer: { kanjiName?: string | null; kanaName?: string | null }): string {
  const names = [consumer.kanjiName, consumer.kanaName].map((n) => n?.trim() ?? '').filter(Boolean);
  return names.length ? names.join(' ') : NOT_AVAILABLE;
}

/** A date of birth as stored (YYYY-MM-DD), or Empty. */
export function dateOfBirthLabel(dateOfBirth: string | null | undefined): string {
  return dateOfBirth?.trim() ? dateOfBirth : EMPTY_DATE_OF_BIRTH;
}
