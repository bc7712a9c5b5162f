// What a recent lookup is, without the database code: the pages and the list read these on their first render,
// while the Dexie module (src/db/console-db.ts, ~100 KB) loads on its own, off the first page's critical path.
/** 'account' is the consumer's summary page (/accounts/:id), kept apart since its data differs. */
export type RecentLookupKind = 'consumer' | 'account' | 'payment' | 'combiniPayment';

export interface RecentLookup {
  staffUserId: string;
  kind: RecentLookupKind;
  id: string;
  /** What the recent-cases list shows (a consumer's name, a payment's amount and merchant). */
  label?: string;
  /** The looked-up record as last fetched, for an instant reopen before the live query answers. */
  snapshot?: unknown;
  /** Epoch ms of the fetch. */
  fetchedAt: number;
}

export const CONSOLE_DB_NAME = 'console';
/** The store of the recent cases, keyed by [staffUserId, kind, id] (Dexie's schema in console-db.ts; read in recent-lookup-read.ts). */
export const RECENT_LOOKUPS_STORE = 'recentLookups';
/** How many recent cases are kept per staff user (older ones are dropped on each write). */
export const RECENT_LOOKUP_LIMIT = 50;
/** Personal data kept in this browser expires after this long (the same 24 h as LOCAL_DATA_MAX_AGE_MS). */
export const RECENT_LOOKUP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Whether a row is younger than 24 hours (older rows are never answered). */
export function isFreshLookup(row: RecentLookup, now = Date.now()): boolean {
  return now - row.fetchedAt <= RECENT_LOOKUP_MAX_AGE_MS;
}
