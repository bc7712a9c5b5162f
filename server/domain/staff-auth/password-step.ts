// Sign-in, first step: e-mail and password. On success a new challenge replaces any open one and its code is
// mailed; the caller puts the returned challenge token in the browser's challenge cookie.
import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { signInChallenges, staffUsers } from '../../db/schema/index';
import type { Mailer } from '../../mail/mailer';
import { hashPassword, normaliseEmail } from '../staff-accounts';
import { signInCodeMail } from './sign-in-code-mail';
import {
  PASSWORD_STEP_LIMIT_PER_ACCOUNT,
  PASSWORD_STEP_LIMIT_PER_ADDRESS,
  SIGN_IN_CODE_TTL_MS,
} from './sign-in-policy';
import { refusals } from './sign-in-refusal';
import { auditSignIn, countRecentAttempts, recordAttempt } from './sign-in-records';
import {
  afterWrongPassword,
  generateSignInCode,
  hashSignInCode,
  hashToken,
  isLockedAt,
  isRateLimited,
  lockedAccountRefusal,
  newOpaqueToken,
} from './sign-in-rules';

// An unknown e-mail is still checked against a real argon2 hash, so the answer time does not reveal accounts.
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}
void dummyPasswordHash();

async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await verify(hash, password);
  } catch {
    return false;
  }
}

export interface PasswordStepInput {
  email: string;
  password: string;
  ip: string;
}

/** Checks the password and mails a new code; throws a SignInRefusal otherwise. Returns the challenge token. */
export async function startSignIn(
  db: Orm,
  mailer: Mailer,
  input: PasswordStepInput,
  now: Date,
): Promise<{ challengeToken: string }> {
  const email = normaliseEmail(input.email);
  const { ip } = input;
  const attempt = (success: boolean) => ({ email, ip, step: 'password' as const, success });

  const [byAddress, byAccount] = await Promise.all([
    countRecentAttempts(db, { ip }, 'password', now),
    countRecentAttempts(db, { email }, 'password', now),
  ]);
  if (
    isRateLimited(byAddress, PASSWORD_STEP_LIMIT_PER_ADDRESS) ||
    isRateLimited(byAccount, PASSWORD_STEP_LIMIT_PER_ACCOUNT)
  ) {
    await db.transaction(async (tx) => {
      await recordAttempt(tx, attempt(false), now);
      await auditSignIn(
        tx,
        {
          operation: 'sign_in.password',
          outcome: 'refused',
          staff: null,
          ip,
          detail: { email, reason: 'rate_limit' },
        },
        now,
      );
    });
    throw refusals.rateLimited();
  }

  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  if (user && isLockedAt(user.lockedUntil, now)) {
    await db.transaction(async (tx) => {
      await recordAttempt(tx, attempt(false), now);
      await auditSignIn(
        tx,
        {
          operation: 'sign_in.password',
          outcome: 'refused',
          staff: user,
          ip,
          detail: { reason: 'locked', lockReason: user.lockReason },
        },
        now,
      );
    });
    const { status, code } = lockedAccountRefusal(user.lockReason);
    throw refusals.locked(status, code);
  }

  const matches = await passwordMatches(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !matches) {
    const lockedNow = await db.transaction(async (tx) => {
      await recordAttempt(tx, attempt(false), now);
      if (!user) {
        await auditSignIn(
          tx,
          {
            operation: 'sign_in.password',
            outcome: 'failure',
            staff: null,
            ip,
            detail: { email, reason: 'unknown_email' },
          },
          now,
        );
        return false;
      }
      const [current] = await tx.select().from(staffUsers).where(eq(staffUsers.id, user.id)).for('update');
      const next = afterWrongPassword(current, now);
      await tx
        .update(staffUsers)
        .set({
          failedPasswordCount: next.failedPasswordCount,
          ...(next.clearExpiredLock ? { lockedUntil: null, lockReason: null } : {}),
          ...(next.lockUntil ? { lockedUntil: next.lockUntil, lockReason: 'password_attempts' } : {}),
          updatedAt: now,
        })
        .where(eq(staffUsers.id, user.id));
      await auditSignIn(
        tx,
        {
          operation: 'sign_in.password',
          outcome: 'failure',
          staff: user,
          ip,
          detail: { reason: 'wrong_password', failedPasswordCount: next.failedPasswordCount },
        },
        now,
      );
      if (next.lockUntil) {
        await auditSignIn(
          tx,
          {
            operation: 'account.locked',
            outcome: 'success',
            staff: user,
            ip,
            detail: { lockReason: 'password_attempts', lockedUntil: next.lockUntil.toISOString() },
          },
          now,
        );
      }
      return next.lockUntil !== null;
    });
    throw lockedNow ? refusals.lockedByPasswords() : refusals.invalidCredentials();
  }

  const challengeToken = newOpaqueToken();
  const code = generateSignInCode();
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      // The account is not locked here, so any lock fields left are from a lock that has run out.
      .set({ failedPasswordCount: 0, lockedUntil: null, lockReason: null, updatedAt: now })
      .where(eq(staffUsers.id, user.id));
    // One live code per staff user: calling this step again (resend) makes the previous code useless.
    await tx
      .update(signInChallenges)
      .set({ closedAt: now, closedReason: 'superseded' })
      .where(and(eq(signInChallenges.staffUserId, user.id), isNull(signInChallenges.closedAt)));
    await tx.insert(signInChallenges).values({
      staffUserId: user.id,
      tokenHash: hashToken(challengeToken),
      pinHash: hashSignInCode(code, challengeToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
    });
    await recordAttempt(tx, attempt(true), now);
    await auditSignIn(tx, { operation: 'sign_in.password', outcome: 'success', staff: user, ip }, now);
  });
  await mailer.send(signInCodeMail(user.email, code));
  return { challengeToken };
}
