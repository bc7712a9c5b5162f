// Staff sessions: created by the code step, checked on every /api and /graphql request, ended by sign-out.
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { staffSessions, staffUsers } from '../../db/schema/index';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from './sign-in-policy';
import { auditSignIn, type Tx } from './sign-in-records';
import { effectivePermissionsOf } from '../staff-admin/effective-permissions';
import {
  hashToken,
  newOpaqueToken,
  sessionState,
  sessionsToEndForNewOne,
  shouldTouchSession,
} from './sign-in-rules';

export interface SessionPrincipal {
  id: string;
  email: string;
  permissions: string[];
  sessionId: string;
  /** Only passkey enrolment is allowed (every other call answers PASSKEY_REQUIRED). */
  passkeyEnrolmentOnly?: boolean;
}

/** Opens a session for a staff user (inside the code step's transaction); ends the oldest beyond 5 live ones. */
export async function openSession(
  tx: Tx,
  staffUserId: string,
  client: { ip: string; userAgent?: string },
  now: Date,
  /** A session that may only enrol a passkey (its member's role requires one they do not have yet). */
  passkeyEnrolmentOnly = false,
): Promise<{ token: string; sessionId: string }> {
  const live = await tx
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffUserId, staffUserId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
      ),
    )
    .orderBy(asc(staffSessions.createdAt), asc(staffSessions.id));
  const toEnd = sessionsToEndForNewOne(live);
  if (toEnd.length) {
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(
        inArray(
          staffSessions.id,
          toEnd.map((s) => s.id),
        ),
      );
  }
  const token = newOpaqueToken();
  const [row] = await tx
    .insert(staffSessions)
    .values({
      staffUserId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      passkeyEnrolmentOnly,
    })
    .returning({ id: staffSessions.id });
  return { token, sessionId: row.id };
}

/** What a session's answer depends on: the staff member, their permissions, and the session's times. */
export interface SessionRecord {
  principal: SessionPrincipal;
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  lockedUntil: Date | null;
}

/**
 * Reads the session whose token hashes to `tokenHash`, with permissions read fresh, and writes last_seen_at when
 * a minute has passed (the record then carries `now`); null when there is no such session.
 */
export async function readSession(db: Orm, tokenHash: string, now: Date): Promise<SessionRecord | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
      revokedAt: staffSessions.revokedAt,
      passkeyEnrolmentOnly: staffSessions.passkeyEnrolmentOnly,
      id: staffUsers.id,
      email: staffUsers.email,
      // Direct ∪ roles' permissions, read fresh: a change of a role takes effect on the next request.
      permissions: effectivePermissionsOf(staffUsers.id),
      lockedUntil: staffUsers.lockedUntil,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(eq(staffSessions.tokenHash, tokenHash));
  if (!row) return null;
  const record: SessionRecord = {
    principal: {
      id: row.id,
      email: row.email,
      permissions: row.permissions,
      sessionId: row.sessionId,
      ...(row.passkeyEnrolmentOnly ? { passkeyEnrolmentOnly: true } : {}),
    },
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
    revokedAt: row.revokedAt,
    lockedUntil: row.lockedUntil,
  };
  if (sessionState(record, now) === 'valid' && shouldTouchSession(row.lastSeenAt, now)) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
    record.lastSeenAt = now;
  }
  return record;
}

/** Sign-out: ends the session for good. */
export async function endSession(db: Orm, principal: SessionPrincipal, ip: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.id, principal.sessionId), isNull(staffSessions.revokedAt)));
    await auditSignIn(
      tx,
      {
        operation: 'sign_out',
        outcome: 'success',
        staff: principal,
        ip,
        detail: { sessionId: principal.sessionId },
      },
      now,
    );
  });
}
