// A staff member's live sessions (the security page's list) and ending them: one of one's own, or, for an
// administrator on /staff, all of a member's. Ending sets revoked_at; the staff_auth notification then drops the
// session from every instance's session cache (session-cache.ts).
import { sql } from 'drizzle-orm';
import { epochMs, rows, type Db } from '../../db/sql';
import { deviceLabel } from '../../../src/shared/device-label';
import { unknown, type ActionOutcome } from '../action-outcome';
import { SESSION_IDLE_TIMEOUT_MS } from './sign-in-policy';

export interface StaffSessionData {
  id: string;
  device: string;
  address: string | null;
  startedAt: number;
  lastSeenAt: number;
  current: boolean;
}

/** Not ended, not past its 12 hours, not idle for 30 minutes. */
const live = (now: Date) =>
  sql`s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz
      and s.last_seen_at > ${new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString()}::timestamptz`;

/** The member's live sessions: `currentId` first, then the most recently seen. */
export async function listLiveSessions(
  db: Db,
  staffUserId: string,
  currentId: string,
  now: Date,
): Promise<StaffSessionData[]> {
  const found = await rows<{
    id: string;
    userAgent: string | null;
    ip: string | null;
    startedAt: number | string;
    lastSeenAt: number | string;
  }>(
    db,
    sql`select s.id, s.user_agent as "userAgent", s.ip, ${epochMs(sql`s.created_at`)} as "startedAt",
          ${epochMs(sql`s.last_seen_at`)} as "lastSeenAt"
        from staff_sessions s
        where s.staff_user_id = ${staffUserId} and ${live(now)}
        order by s.id = ${currentId} desc, s.last_seen_at desc, s.id`,
  );
  return found.map((s) => ({
    id: s.id,
    device: deviceLabel(s.userAgent),
    address: s.ip,
    startedAt: Number(s.startedAt),
    lastSeenAt: Number(s.lastSeenAt),
    current: s.id === currentId,
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ends one live session of the member; another member's session is as unknown as a made-up id. */
export async function endOwnSession(
  tx: Db,
  staffUserId: string,
  sessionId: string,
  now: Date,
): Promise<ActionOutcome<string>> {
  const ended = UUID.test(sessionId)
    ? await rows<{ id: string }>(
        tx,
        sql`update staff_sessions s set revoked_at = ${now.toISOString()}::timestamptz
            where s.id = ${sessionId} and s.staff_user_id = ${staffUserId} and ${live(now)}
            returning s.id`,
      )
    : [];
  if (!ended.length) return unknown(`No live session ${sessionId}`);
  return { status: 'done', value: sessionId, audit: {}, target: { type: 'staff_session', id: sessionId } };
}

/** Ends every live session of the member; answers how many were live. */
export async function endAllSessions(tx: Db, staffUserId: string, now: Date): Promise<number> {
  const ended = await rows<{ id: string }>(
    tx,
    sql`update staff_sessions s set revoked_at = ${now.toISOString()}::timestamptz
        where s.staff_user_id = ${staffUserId} and ${live(now)} returning s.id`,
  );
  return ended.length;
}
