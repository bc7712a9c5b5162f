// The browser database (IndexedDB via Dexie): recent consumer and payment lookups for instant reopen,
// always scoped to the staff user who fetched them, wiped on sign-out and on any 401, expired after 24 h.
// Every read takes the staff user id and only ever answers that user's rows; expired rows are never
// answered even before the start-up prune has removed them.
import { Dexie, type Table } from 'dexie';

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
/** How many recent cases are kept per staff user (older ones are dropped on each write). */
export const RECENT_LOOKUP_LIMIT = 50;
/** Personal data kept in this browser expires after this long (the same 24 h as LOCAL_DATA_MAX_AGE_MS). */
export const RECENT_LOOKUP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export class ConsoleDb extends Dexie {
  recentLookups!: Table<RecentLookup, [string, RecentLookupKind, string]>;

  constructor(name = CONSOLE_DB_NAME) {
    super(name);
    this.version(1).stores({
      recentLookups: '[staffUserId+kind+id], staffUserId, fetchedAt, [staffUserId+fetchedAt]',
    });
  }
}

export const consoleDb = new ConsoleDb();

/** Deletes the rows of one staff user, or of everyone when no user is given. */
export async function wipeStaffData(staffUserId?: string, db: ConsoleDb = consoleDb): Promise<void> {
  if (staffUserId === undefined) await db.recentLookups.clear();
  else await db.recentLookups.where('staffUserId').equals(staffUserId).delete();
}

/** Deletes rows older than maxAgeMs, whoever fetched them (personal data expires after 24 hours). */
export async function pruneExpiredLookups(maxAgeMs: number, now = Date.now(), db: ConsoleDb = consoleDb) {
  await db.recentLookups
    .where('fetchedAt')
    .below(now - maxAgeMs)
    .delete();
}

/** Whether a row is younger than 24 hours (older rows are never answered). */
export function isFreshLookup(row: RecentLookup, now = Date.now()): boolean {
  return now - row.fetchedAt <= RECENT_LOOKUP_MAX_AGE_MS;
}

export interface PutRecentLookupOptions {
  /** Checked inside the write transaction: false (the user signed out meanwhile) writes nothing. */
  isActiveUser?: () => boolean;
  db?: ConsoleDb;
}

/**
 * Stores (or refreshes) one recent case of a staff user, then keeps only that user's newest
 * RECENT_LOOKUP_LIMIT rows. Returns whether the row was written.
 */
export async function putRecentLookup(
  row: RecentLookup,
  { isActiveUser = () => true, db = consoleDb }: PutRecentLookupOptions = {},
): Promise<boolean> {
  if (!row.staffUserId || !row.id) return false;
  return db.transaction('rw', db.recentLookups, async () => {
    if (!isActiveUser()) return false;
    await db.recentLookups.put(row);
    const surplus = await db.recentLookups
      .where('[staffUserId+fetchedAt]')
      .between([row.staffUserId, Dexie.minKey], [row.staffUserId, Dexie.maxKey])
      .reverse()
      .offset(RECENT_LOOKUP_LIMIT)
      .primaryKeys();
    if (surplus.length > 0) await db.recentLookups.bulkDelete(surplus);
    return true;
  });
}

/** One recent case of this staff user, unless missing or older than 24 hours. */
export async function getRecentLookup(
  staffUserId: string,
  kind: RecentLookupKind,
  id: string,
  now = Date.now(),
  db: ConsoleDb = consoleDb,
): Promise<RecentLookup | undefined> {
  if (!staffUserId || !id) return undefined;
  const row = await db.recentLookups.get([staffUserId, kind, id]);
  return row && row.staffUserId === staffUserId && isFreshLookup(row, now) ? row : undefined;
}

/** This staff user's recent cases, newest fetch first, at most RECENT_LOOKUP_LIMIT, none expired. */
export async function listRecentLookups(
  staffUserId: string,
  now = Date.now(),
  db: ConsoleDb = consoleDb,
): Promise<RecentLookup[]> {
  if (!staffUserId) return [];
  const rows = await db.recentLookups
    .where('[staffUserId+fetchedAt]')
    .between([staffUserId, now - RECENT_LOOKUP_MAX_AGE_MS], [staffUserId, Dexie.maxKey], true, true)
    .reverse()
    .limit(RECENT_LOOKUP_LIMIT)
    .toArray();
  return rows.filter((row) => row.staffUserId === staffUserId && isFreshLookup(row, now));
}
