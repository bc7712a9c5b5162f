// The write-time check of a staff session (docs/decisions.md "Leavers shut out at once"): the session guard may
// have let a request in from its memory, or just before a lock committed; a change it then makes must still come
// from a live session. Run first in the change's transaction, it takes the session row FOR SHARE: a lock (which
// ends the member's sessions by updating these rows) committed before is seen here, and one that starts after
// waits for this transaction, so no change is ever written after the lock that ended its session.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/sql';
import { staffSessions, staffUsers } from '../../db/schema/index';
import { sessionState } from './sign-in-rules';

/** True when the session is still valid now (not ended, expired, idle, nor its member locked). */
export async function sessionStillLive(tx: Db, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({
      revokedAt: staffSessions.revokedAt,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
      lockedUntil: staffUsers.lockedUntil,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(eq(staffSessions.id, sessionId))
    .for('share', { of: staffSessions });
  return Boolean(row) && sessionState(row, now) === 'valid';
}
