// The browser database (IndexedDB via Dexie): recent consumer and payment lookups for instant reopen,
// always scoped to the staff user who fetched them, wiped on sign-out and on any 401, expired after 24 h.
// Every read takes the staff user id and only ever answers that user's rows; expired rows are never
// answered even before the start-up prune has removed them. One case's stored copy is read without Dexie
// (recent-lookup-read.ts), so that a page's first load does not wait for this module.
import { Dexie, liveQuery, type Table } from 'dexie';
import {
  CONSOLE_DB_NAME,
  RECENT_LOOKUP_LIMIT,
  RECENT_LOOKUP_MAX_AGE_MS,
  RECENT_LOOKUPS_STORE,
  isFreshLookup,
  type RecentLookup,
  type RecentLookupKind,
} from './recent-lookup';

// The types and the freshness rule, for the callers that import the database anyway.
export * from './recent-lookup';

export class ConsoleDb extends Dexie {
  recentLookups!: Table<RecentLookup, [string, RecentLookupKind, string]>;

  constructor(name = CONSOLE_DB_NAME) {
    super(name);
    this.version(1).stores({
      [RECENT_LOOKUPS_STORE]: '[staffUserId+kind+id], staffUserId, fetchedAt, [staffUserId+fetchedAt]',
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

/** Calls `next` with this staff user's recent cases now and after every change; answers the unsubscribe. */
export function subscribeRecentLookups(
  staffUserId: string,
  next: (rows: RecentLookup[]) => void,
  error: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(() => listRecentLookups(staffUserId)).subscribe({ next, error });
  return () => subscription.unsubscribe();
}
