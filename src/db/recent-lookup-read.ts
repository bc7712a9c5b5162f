// One stored copy read straight from IndexedDB, without Dexie: a page opened by its URL shows its recent
// case's stored copy at once, and that read should not wait for the Dexie module (about 28 KB of brotli) on the
// page's first load. Every write, the list, the prune and the wipe stay with Dexie (console-db.ts), whose schema
// this read follows: database CONSOLE_DB_NAME, store recentLookups keyed by [staffUserId, kind, id].
import {
  CONSOLE_DB_NAME,
  RECENT_LOOKUPS_STORE,
  isFreshLookup,
  type RecentLookup,
  type RecentLookupKind,
} from './recent-lookup';

/** This staff user's stored copy of one case, unless missing, older than 24 hours or unreadable. */
export function readRecentLookup(
  staffUserId: string,
  kind: RecentLookupKind,
  id: string,
  now = Date.now(),
  dbName = CONSOLE_DB_NAME,
): Promise<RecentLookup | undefined> {
  if (!staffUserId || !id || typeof indexedDB === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const done = (row?: RecentLookup) =>
      resolve(row && row.staffUserId === staffUserId && isFreshLookup(row, now) ? row : undefined);
    let request: IDBOpenDBRequest;
    try {
      // No version: the database as Dexie left it. None yet: the upgrade is abandoned, so nothing is created.
      request = indexedDB.open(dbName);
    } catch {
      return done();
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => done();
    request.onblocked = () => done();
    request.onsuccess = () => {
      const db = request.result;
      // Dexie upgrading the schema in another tab: let it.
      db.onversionchange = () => db.close();
      const finish = (row?: RecentLookup) => {
        db.close();
        done(row);
      };
      try {
        if (!db.objectStoreNames.contains(RECENT_LOOKUPS_STORE)) return finish();
        const get = db
          .transaction(RECENT_LOOKUPS_STORE, 'readonly')
          .objectStore(RECENT_LOOKUPS_STORE)
          .get([staffUserId, kind, id]);
        get.onsuccess = () => finish(get.result as RecentLookup | undefined);
        get.onerror = () => finish();
      } catch {
        finish();
      }
    };
  });
}
