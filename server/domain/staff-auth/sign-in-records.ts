// The sign-in trail: one sign_in_attempts row per attempt (the rate limits count them in the database, so they
// hold across server instances) and the audit_log rows of sign-in events.
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { auditLog, signInAttempts } from '../../db/schema/index';
import { RATE_LIMIT_WINDOW_MS } from './sign-in-policy';

export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
export type SignInStep = 'password' | 'pin' | 'passkey';

export async function recordAttempt(
  tx: Tx,
  attempt: { email: string | null; ip: string; step: SignInStep; success: boolean; reason?: string },
  now: Date,
): Promise<void> {
  await tx.insert(signInAttempts).values({ ...attempt, reason: attempt.reason ?? null, createdAt: now });
}

/** Second-step attempts (codes and passkey answers) from one address in the rate-limit window. */
export async function countRecentCodeSteps(db: Orm, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RATE_LIMIT_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.ip, ip),
        inArray(signInAttempts.step, ['pin', 'passkey']),
        gt(signInAttempts.createdAt, since),
      ),
    );
  return Number(row.n);
}

/**
 * Wrong codes typed for an account, across all its challenges, after `since`. Called with the staff row locked
 * FOR UPDATE, and every wrong code of the account is written under that lock, so the count cannot race.
 */
export async function countWrongCodes(tx: Tx, email: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.email, email),
        eq(signInAttempts.step, 'pin'),
        eq(signInAttempts.reason, 'wrong_code'),
        gt(signInAttempts.createdAt, since),
      ),
    );
  return Number(row.n);
}

export type SignInOperation =
  | 'sign_in.password'
  | 'sign_in.pin'
  | 'sign_in.sso'
  | 'sign_in.passkey'
  | 'sign_in.code_request'
  | 'sign_out'
  | 'sign_in.code_locked'
  | 'sign_in.notice_mail';

export async function auditSignIn(
  tx: Tx,
  event: {
    operation: SignInOperation;
    outcome: 'success' | 'failure' | 'refused';
    staff: { id: string; email: string } | null;
    ip: string;
    detail?: Record<string, unknown>;
  },
  now: Date,
): Promise<void> {
  await tx.insert(auditLog).values({
    staffUserId: event.staff?.id ?? null,
    staffEmail: event.staff?.email ?? null,
    operation: event.operation,
    targetType: event.staff ? 'staff_user' : null,
    targetId: event.staff?.id ?? null,
    outcome: event.outcome,
    detail: event.detail ?? null,
    ip: event.ip,
    createdAt: now,
  });
}
