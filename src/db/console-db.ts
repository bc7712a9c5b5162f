// The browser database (IndexedDB via Dexie): recent consumer and payment lookups for instant reopen,
// always scoped to the staff user who fetched them, wiped on sign-out and on any 401, expired after 24 h.
import { Dexie, type Table } from 'dexie';

export type RecentLookupKind = 'consumer' | 'payment' | 'combiniPayment';

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
