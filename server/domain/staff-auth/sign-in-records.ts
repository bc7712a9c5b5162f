// The sign-in trail: one sign_in_attempts row per attempt (the rate limits count them in the database, so they
// hold across server instances) and the audit_log rows of sign-in events.
import { and, count, eq, gt } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { auditLog, signInAttempts } from '../../db/schema/index';
import { RATE_LIMIT_WINDOW_MS } from './sign-in-policy';

export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
export type SignInStep = 'password' | 'pin';

export async function recordAttempt(
  tx: Tx,
  attempt: { email: string | null; ip: string; step: SignInStep; success: boolean },
  now: Date,
): Promise<void> {
  await tx.insert(signInAttempts).values({ ...attempt, createdAt: now });
}

/** Attempts of a step in the rate-limit window, from one address or for one e-mail. */
export async function countRecentAttempts(
  db: Orm,
  by: { ip: string } | { email: string },
  step: SignInStep,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - RATE_LIMIT_WINDOW_MS);
  const key = 'ip' in by ? eq(signInAttempts.ip, by.ip) : eq(signInAttempts.email, by.email);
  const [row] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(and(key, eq(signInAttempts.step, step), gt(signInAttempts.createdAt, since)));
  return Number(row.n);
}

export type SignInOperation = 'sign_in.password' | 'sign_in.pin' | 'sign_out' | 'account.locked';

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
