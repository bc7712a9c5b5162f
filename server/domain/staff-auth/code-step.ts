// Sign-in, second step: the mailed code. A right code closes the challenge (single use) and opens a session;
// five wrong ones close it and lock the account.
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { signInChallenges, staffUsers } from '../../db/schema/index';
import { openSession } from './sessions';
import { CODE_STEP_LIMIT_PER_ADDRESS } from './sign-in-policy';
import { refusals } from './sign-in-refusal';
import { auditSignIn, countRecentAttempts, recordAttempt } from './sign-in-records';
import {
  afterWrongCode,
  hashToken,
  isLockedAt,
  isRateLimited,
  isWellFormedSignInCode,
  lockedAccountRefusal,
  signInCodeMatches,
} from './sign-in-rules';

export interface CodeStepInput {
  /** The token from the challenge cookie, if the browser sent one. */
  challengeToken: string | undefined;
  /** The code as typed; anything but exactly 4 digits counts as a wrong try. */
  pin: unknown;
  ip: string;
  userAgent?: string;
}

export interface SignedIn {
  sessionToken: string;
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
      await recordAttempt(tx, { email: staff?.email ?? null, ip, step: 'pin', success: false }, now);
      await auditSignIn(tx, { operation: 'sign_in.pin', outcome, staff, ip, detail: { reason } }, now);
    });
  };

  if (isRateLimited(await countRecentAttempts(db, { ip }, 'pin', now), CODE_STEP_LIMIT_PER_ADDRESS)) {
    await refuse(null, 'refused', 'rate_limit');
    throw refusals.rateLimited();
  }
  if (!input.challengeToken) {
    await refuse(null, 'failure', 'no_challenge');
    throw refusals.challengeNotFound();
  }
  const challengeToken = input.challengeToken;
  const [found] = await db
    .select({ challenge: signInChallenges, user: staffUsers })
    .from(signInChallenges)
    .innerJoin(staffUsers, eq(staffUsers.id, signInChallenges.staffUserId))
    .where(eq(signInChallenges.tokenHash, hashToken(challengeToken)));
  if (!found || !isOpen(found.challenge, now)) {
    await refuse(found?.user ?? null, 'failure', found ? 'challenge_closed_or_expired' : 'no_challenge');
    throw refusals.challengeNotFound();
  }
  const { user } = found;
  if (isLockedAt(user.lockedUntil, now)) {
    await refuse(user, 'refused', 'locked');
    const { status, code } = lockedAccountRefusal(user.lockReason);
    throw refusals.locked(status, code);
  }

  const outcome = await db.transaction(async (tx) => {
    // Serialises concurrent tries of the same challenge, so neither a code nor a try is counted twice.
    const [challenge] = await tx
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.id, found.challenge.id))
      .for('update');
    if (!isOpen(challenge, now)) return { kind: 'gone' as const };
    const staff = { id: user.id, email: user.email };
    const attempt = (success: boolean) => ({ email: user.email, ip, step: 'pin' as const, success });

    const right =
      isWellFormedSignInCode(input.pin) && signInCodeMatches(input.pin, challenge.pinHash, challengeToken);
    if (!right) {
      const next = afterWrongCode(challenge.failedAttempts, now);
      await tx
        .update(signInChallenges)
        .set({
          failedAttempts: next.failedAttempts,
          ...(next.lockUntil ? { closedAt: now, closedReason: 'attempts' } : {}),
        })
        .where(eq(signInChallenges.id, challenge.id));
      await recordAttempt(tx, attempt(false), now);
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
      if (next.lockUntil) {
        await tx
          .update(staffUsers)
          .set({ lockedUntil: next.lockUntil, lockReason: 'pin_attempts', updatedAt: now })
          .where(eq(staffUsers.id, user.id));
        await auditSignIn(
          tx,
          {
            operation: 'account.locked',
            outcome: 'success',
            staff,
            ip,
            detail: { lockReason: 'pin_attempts', lockedUntil: next.lockUntil.toISOString() },
          },
          now,
        );
        return { kind: 'locked' as const };
      }
      return { kind: 'wrong' as const, remainingAttempts: next.remainingAttempts };
    }

    await tx
      .update(signInChallenges)
      .set({ closedAt: now, closedReason: 'used' })
      .where(eq(signInChallenges.id, challenge.id));
    // Locks the staff row so two sign-ins finishing together cannot both keep a 6th session.
    const [current] = await tx.select().from(staffUsers).where(eq(staffUsers.id, user.id)).for('update');
    const session = await openSession(tx, user.id, { ip, userAgent: input.userAgent }, now);
    await recordAttempt(tx, attempt(true), now);
    await auditSignIn(
      tx,
      { operation: 'sign_in.pin', outcome: 'success', staff, ip, detail: { sessionId: session.sessionId } },
      now,
    );
    return {
      kind: 'signedIn' as const,
      token: session.token,
      email: current.email,
      permissions: current.permissions,
    };
  });

  switch (outcome.kind) {
    case 'gone':
      await refuse(user, 'failure', 'challenge_closed_or_expired');
      throw refusals.challengeNotFound();
    case 'locked':
      throw refusals.codeLimitReached();
    case 'wrong':
      throw refusals.invalidCode(outcome.remainingAttempts);
    case 'signedIn':
      return { sessionToken: outcome.token, email: outcome.email, permissions: outcome.permissions };
  }
}
