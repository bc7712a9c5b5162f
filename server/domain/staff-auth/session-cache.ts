// The session guard's memory (docs/decisions.md "Speed: name search and the per-request floor"): the signed-in
// sessions this process has read, so a request costs no database round trip. An entry answers only while nothing
// that decides its answer has changed:
// - time (expiry, the 30-minute idle limit, a lock running out) is judged on each request from the times read;
// - every write that could change a session's answer (a session ended, a lock, permissions, roles) sends NOTIFY
//   staff_auth at commit (migration 0021), which drops that staff member's entries: through the server's own
//   connections before the writing call returns, from another process within moments (a connection that only
//   listens, never busy);
// - while that listening connection is down, nothing is served from memory and everything is read;
// - last_seen_at is still written once a minute, by reading the session again then.
import { STAFF_AUTH_CHANNEL, type Database } from '../../db/client';
import { hashToken, sessionState, shouldTouchSession } from './sign-in-rules';
import { readSession, type SessionPrincipal, type SessionRecord } from './sessions';
import { listenForOthers, type Listener } from '../../ops/pubsub';

/** Sessions kept at most; the oldest read goes first (a console has tens of staff, a few sessions each). */
const MAX_ENTRIES = 10_000;

interface Entry extends SessionRecord {
  staffUserId: string;
}

export interface SessionCache {
  /**
   * The staff member behind a session token; null when the session is not valid. `fresh` reads the database even
   * when an entry is kept (a check made because of a notification that may not have reached this cache yet).
   */
  authenticate(token: string, now: Date, fresh?: boolean): Promise<SessionPrincipal | null>;
  close(): Promise<void>;
}

export function createSessionCache(db: Database): SessionCache {
  const entries = new Map<string, Entry>();
  // Counts the notifications: a session read while one arrived may predate it and is not kept.
  let epoch = 0;

  const invalidate = (staffUserId: string) => {
    epoch++;
    if (staffUserId === '') {
      entries.clear();
      return;
    }
    for (const [key, entry] of entries) if (entry.staffUserId === staffUserId) entries.delete(key);
  };
  const forgetAll = () => invalidate('');

  const unsubscribe = db.onStaffAuthChange(invalidate);
  // PGlite: one process holds the database, and its notifications arrive before the writing call returns.
  const listener: Listener =
    db.kind === 'postgres' && db.url
      ? listenForOthers(db.url, [STAFF_AUTH_CHANNEL], (_channel, payload) => invalidate(payload), forgetAll)
      : { live: () => true, close: async () => undefined };

  return {
    async authenticate(token, now, fresh = false) {
      const key = hashToken(token);
      const kept = listener.live() && !fresh ? entries.get(key) : undefined;
      if (kept && sessionState(kept, now) === 'valid' && !shouldTouchSession(kept.lastSeenAt, now)) {
        return kept.principal;
      }
      if (kept) entries.delete(key);
      const before = epoch;
      const live = listener.live();
      const record = await readSession(db.orm, key, now);
      if (!record || sessionState(record, now) !== 'valid') return null;
      if (live && listener.live() && epoch === before) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        const principal = Object.freeze({
          ...record.principal,
          permissions: Object.freeze([...record.principal.permissions]) as string[],
        });
        entries.set(key, { ...record, principal, staffUserId: principal.id });
        return principal;
      }
      return record.principal;
    },
    async close() {
      unsubscribe();
      entries.clear();
      await listener.close();
    },
  };
}
