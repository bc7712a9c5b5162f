// Where each staff user's query cache is persisted (localStorage, one key per user) and its housekeeping. Kept
// apart from the query client so that the sign-in page and the 401 handler reach it without loading TanStack.
import { LOCAL_DATA_MAX_AGE_MS } from '../constants';

const PERSIST_KEY_PREFIX = 'console:query-cache:';

/** The localStorage key of one staff user's persisted query cache. */
export function persistKeyFor(userId: string): string {
  return `${PERSIST_KEY_PREFIX}${userId}`;
}

export function removePersistedCache(userId: string, storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(persistKeyFor(userId));
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Removes every persisted cache older than the maximum age, whoever it belonged to, and unreadable ones. */
export function pruneExpiredPersistedCaches(now = Date.now(), storage: Storage = window.localStorage): void {
  const expired: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(PERSIST_KEY_PREFIX)) continue;
    try {
      const { timestamp } = JSON.parse(storage.getItem(key) ?? '{}') as { timestamp?: number };
      if (typeof timestamp !== 'number' || now - timestamp > LOCAL_DATA_MAX_AGE_MS) expired.push(key);
    } catch {
      expired.push(key);
    }
  }
  expired.forEach((key) => storage.removeItem(key));
}
