// Sign-in, second step: the mailed code. A right code closes the challenge (single use), opens a session and
// remembers the browser. Wrong codes are counted per challenge (5 close it) and per account across challenges
// (10 in 24 hours lock the code step for 24 hours); neither ends a live session.
import { and, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { signInChallenges, staffUsers } from '../../db/schema/index';
import { effectivePermissions } from '../staff-admin/effective-permissions';
import { rememberDevice } from './known-devices';
import { openSession } from './sessions';
import { CODE_FAILURE_WINDOW_MS, CODE_STEP_LIMIT_PER_ADDRESS } from './sign-in-policy';
import { refusals } from './sign-in-refusal';
import { auditSignIn, countRecentCodeSteps, countWrongCodes, recordAttempt } from './sign-in-records';
import {
  afterWrongCode,
  hashToken,
  isLockedAt,
  isRateLimited,
  isWellFormedSignInCode,
  signInCodeMatches,
} from './sign-in-rules';

export interface CodeStepInput {
  /** The token from the challenge cookie, if the browser sent one. */
  challengeToken: string | undefined;
  /** The code as typed; anything but exactly 4 digits counts as a wrong try. */
  pin: unknown;
  ip: string;
  userAgent?: string;
  /** The browser's device cookie, if it sent one (renewed when it belongs to this staff member). */
  deviceToken?: string;
}

export interface SignedIn {
  sessionToken: string;
  /** The device cookie to set: this browser is now known to the account. */
  deviceToken: string;
  email: string;
  permissions: string[];
}

const isOpen = (challenge: { closedAt: Date | null; expiresAt: Date }, now: Date) =>
  challenge.closedAt === null && challenge.expiresAt.getTime() > now.getTime();

/** Checks the code and opens a session; throws a SignInRefusal otherwise. */
export async function completeSignIn(db: Orm, input: CodeStepInput, now: Date): Promise<SignedIn> {
  const { ip } = input;
  const refuse = async (
    staff: { id: string; email: string } | null,
    outcome: 'failure' | 'refused',
    reason: string,
  ) => {
    await db.transaction(async (tx) => {
      await recordAttempt(tx, { email: staff?.email ?? null, ip, step: 'pin', success: false, reason }, now);
      await auditSignIn(tx, { operation: 'sign_in.pin', outcome, staff, ip, detail: { reason } }, now);
    });
  };

  if (isRateLimited(await countRecentCodeSteps(db, ip, now), CODE_STEP_LIMIT_PER_ADDRESS)) {
    await refuse(null, 'refused', 'rate_limit');
    throw refusals.rateLimited();
  }
  if (!input.challengeToken) {
    await refuse(null, 'failure', 'no_challenge');
    throw refusals.challengeNotFound();
  }
  const challengeToken = input.challengeToken;
  const [found] = await db
    .select({ challengeId: signInChallenges.id, staffUserId: signInChallenges.staffUserId })
    .from(signInChallenges)
    .where(eq(signInChallenges.tokenHash, hashToken(challengeToken)));
  if (!found) {
    await refuse(null, 'failure', 'no_challenge');
    throw refusals.challengeNotFound();
  }

  const outcome = await db.transaction(async (tx) => {
    // The staff row first, then the challenge: the order the password step takes them in too. The staff lock
    // serialises every code of the account, so the daily count, a 6th session and the lock cannot race.
    const [user] = await tx
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.id, found.staffUserId))
      .for('update');
    const [challenge] = await tx
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.id, found.challengeId))
      .for('update');
    const staff = { id: user.id, email: user.email };
    if (!isOpen(challenge, now)) return { kind: 'gone' as const, staff };
    if (isLockedAt(user.lockedUntil, now)) return { kind: 'locked' as const, staff };
    if (isLockedAt(user.codeLockedUntil, now)) return { kind: 'codeLocked' as const, staff };
    const attempt = (success: boolean, reason?: string) => ({
      email: user.email,
      ip,
      step: 'pin' as const,
      success,
      reason,
    });

    const right =
      isWellFormedSignInCode(input.pin) && signInCodeMatches(input.pin, challenge.pinHash, challengeToken);
    if (!right) {
      const windowStart = new Date(now.getTime() - CODE_FAILURE_WINDOW_MS);
      const countedFrom =
        user.codeFailuresCountedFrom && user.codeFailuresCountedFrom > windowStart
          ? user.codeFailuresCountedFrom
          : windowStart;
      const next = afterWrongCode(
        challenge.failedAttempts,
        await countWrongCodes(tx, user.email, countedFrom),
        now,
      );
      await tx
        .update(signInChallenges)
        .set({
          failedAttempts: next.failedAttempts,
          ...(next.closeChallenge ? { closedAt: now, closedReason: 'attempts' } : {}),
        })
        .where(eq(signInChallenges.id, challenge.id));
      await recordAttempt(tx, attempt(false, 'wrong_code'), now);
      await auditSignIn(
        tx,
        {
          operation: 'sign_in.pin',
          outcome: 'failure',
          staff,
          ip,
          detail: {
            reason: isWellFormedSignInCode(input.pin) ? 'wrong_code' : 'malformed_code',
            failedAttempts: next.failedAttempts,
          },
        },
        now,
      );
      if (next.lockCodeStepUntil) {
        await tx
          .update(staffUsers)
          .set({ codeLockedUntil: next.lockCodeStepUntil, codeFailuresCountedFrom: now, updatedAt: now })
          .where(eq(staffUsers.id, user.id));
        await tx
          .update(signInChallenges)
          .set({ closedAt: now, closedReason: 'attempts' })
          .where(and(eq(signInChallenges.staffUserId, user.id), isNull(signInChallenges.closedAt)));
        await auditSignIn(
          tx,
          {
            operation: 'sign_in.code_locked',
            outcome: 'success',
            staff,
            ip,
            detail: { codeLockedUntil: next.lockCodeStepUntil.toISOString() },
          },
          now,
        );
        return { kind: 'codeLockedNow' as const };
      }
      if (next.closeChallenge) return { kind: 'exhausted' as const };
      return { kind: 'wrong' as const, remainingAttempts: next.remainingAttempts };
    }

    await tx
      .update(signInChallenges)
      .set({ closedAt: now, closedReason: 'used' })
      .where(eq(signInChallenges.id, challenge.id));
    const session = await openSession(tx, user.id, { ip, userAgent: input.userAgent }, now);
    const deviceToken = await rememberDevice(tx, user.id, input.deviceToken, now);
    await recordAttempt(tx, attempt(true), now);
    await auditSignIn(
      tx,
      { operation: 'sign_in.pin', outcome: 'success', staff, ip, detail: { sessionId: session.sessionId } },
      now,
    );
    return {
      kind: 'signedIn' as const,
      token: session.token,
      deviceToken,
      email: user.email,
      permissions: await effectivePermissions(tx, user.id),
    };
  });

  switch (outcome.kind) {
    case 'gone':
      await refuse(outcome.staff, 'failure', 'challenge_closed_or_expired');
      throw refusals.challengeNotFound();
    case 'locked':
      await refuse(outcome.staff, 'refused', 'locked');
      throw refusals.locked();
    case 'codeLocked':
      await refuse(outcome.staff, 'refused', 'code_locked');
      throw refusals.codeStepLocked();
    case 'codeLockedNow':
      throw refusals.codeStepLocked();
    case 'exhausted':
      throw refusals.challengeExhausted();
    case 'wrong':
      throw refusals.invalidCode(outcome.remainingAttempts);
    case 'signedIn':
      return {
        sessionToken: outcome.token,
        deviceToken: outcome.deviceToken,
        email: outcome.email,
        permissions: outcome.permissions,
      };
  }
}
