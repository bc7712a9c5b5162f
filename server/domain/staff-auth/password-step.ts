// Sign-in, first step: e-mail and password. On success the code is mailed first and only then a new challenge
// replaces any open one, so a relay that fails leaves the previous code working. The caller puts the returned
// challenge token in the browser's challenge cookie.
//
// One transaction decides: it locks the backoff rows of the client address and of the account (the e-mail, or
// the known browser), then the staff row, runs the argon2 check while holding them, and writes the new counts.
// Every answer for an e-mail that gets no code is the same 401 after the same argon2 work, whether the e-mail is
// unknown, the password wrong, the e-mail throttled or the account locked.
import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { signInChallenges, staffUsers } from '../../db/schema/index';
import type { Mailer } from '../../mail/mailer';
import { hashPassword, normaliseEmail } from '../staff-accounts';
import { knownDeviceFor } from './known-devices';
import { signInCodeMail, signInNoticeMail, type NoticeReason } from './sign-in-code-mail';
import {
  ADDRESS_BACKOFF,
  EMAIL_BACKOFF,
  NOTICE_MAIL_INTERVAL_MS,
  SIGN_IN_CODE_TTL_MS,
} from './sign-in-policy';
import { refusals } from './sign-in-refusal';
import { auditSignIn, recordAttempt } from './sign-in-records';
import {
  afterWrongPassword,
  generateSignInCode,
  hashSignInCode,
  hashToken,
  isLockedAt,
  isThrottled,
  newOpaqueToken,
} from './sign-in-rules';
import { lockThrottles, saveThrottle, type ThrottleKey } from './sign-in-throttles';

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
  /** The browser's device cookie, if it sent one. */
  deviceToken?: string;
}

export interface PasswordStepOptions {
  /**
   * Passwords that are public (the demo accounts' README passwords) and count as wrong for these e-mails: the
   * server passes them whenever demo staff are not enabled, so a published password never opens a real relay.
   */
  publishedPasswords?: ReadonlyArray<{ email: string; password: string }>;
}

type Decision =
  | { kind: 'addressThrottled' }
  | { kind: 'refused'; notice: { to: string; reason: NoticeReason; until: Date | null } | null }
  | { kind: 'passed'; user: { id: string; email: string } };

/** Checks the password and mails a new code; throws a SignInRefusal otherwise. Returns the challenge token. */
export async function startSignIn(
  db: Orm,
  mailer: Mailer,
  input: PasswordStepInput,
  now: Date,
  options: PasswordStepOptions = {},
): Promise<{ challengeToken: string }> {
  const email = normaliseEmail(input.email);
  const { ip } = input;
  const dummy = await dummyPasswordHash();

  const decision = await db.transaction(async (tx): Promise<Decision> => {
    const attempt = (success: boolean, reason?: string) => ({
      email,
      ip,
      step: 'password' as const,
      success,
      reason,
    });
    const audit = (
      outcome: 'success' | 'failure' | 'refused',
      staff: { id: string; email: string } | null,
      detail: Record<string, unknown>,
    ) => auditSignIn(tx, { operation: 'sign_in.password', outcome, staff, ip, detail }, now);

    const deviceId = await knownDeviceFor(tx, input.deviceToken, email, now);
    const addressKey: ThrottleKey = { kind: 'address', key: ip };
    const accountKey: ThrottleKey = deviceId
      ? { kind: 'device', key: deviceId }
      : { kind: 'email', key: email };
    const [address, account] = await lockThrottles(tx, [addressKey, accountKey]);

    // The caller's own address: refusing it at once tells them nothing about any account, and spares the hash.
    if (isThrottled(address, now)) {
      await recordAttempt(tx, attempt(false, 'address_throttled'), now);
      await audit('refused', null, { email, reason: 'address_throttled' });
      return { kind: 'addressThrottled' };
    }

    const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.email, email)).for('update');
    const published = (options.publishedPasswords ?? []).some(
      (p) => normaliseEmail(p.email) === email && p.password === input.password,
    );
    const matches =
      (await passwordMatches(user?.passwordHash ?? dummy, input.password)) && Boolean(user) && !published;
    const staff = user ? { id: user.id, email: user.email } : null;

    // While the account's key waits, no password is judged: the same refusal whatever was typed, nothing counted.
    const accountThrottled = isThrottled(account, now);
    if (!matches && !accountThrottled) {
      const nextAddress = afterWrongPassword(address, ADDRESS_BACKOFF, now);
      const nextAccount = afterWrongPassword(account, EMAIL_BACKOFF, now);
      await saveThrottle(tx, addressKey, nextAddress);
      await saveThrottle(tx, accountKey, nextAccount);
      const reason = !user ? 'unknown_email' : published ? 'published_password' : 'wrong_password';
      await recordAttempt(tx, attempt(false, reason), now);
      await audit('failure', staff, {
        ...(user ? {} : { email }),
        reason,
        throttle: accountKey.kind,
        failures: nextAccount.failures,
        ...(nextAccount.blockedUntil ? { blockedUntil: nextAccount.blockedUntil.toISOString() } : {}),
      });
      return { kind: 'refused', notice: null };
    }

    const block: { reason: NoticeReason; until: Date | null } | null = accountThrottled
      ? { reason: 'password_backoff', until: account.blockedUntil }
      : user && isLockedAt(user.lockedUntil, now)
        ? { reason: 'manual_lock', until: null }
        : user && isLockedAt(user.codeLockedUntil, now)
          ? { reason: 'code_locked', until: user.codeLockedUntil }
          : null;
    if (block || !user) {
      const reason = block?.reason ?? 'unknown_email';
      await recordAttempt(tx, attempt(false, reason), now);
      await audit('refused', staff, { ...(user ? {} : { email }), reason, throttle: accountKey.kind });
      // Only the right password earns the account's owner a notice; at most one per interval.
      const noticeDue =
        user &&
        matches &&
        (user.noticeSentAt === null ||
          now.getTime() - user.noticeSentAt.getTime() >= NOTICE_MAIL_INTERVAL_MS);
      if (!noticeDue || !block) return { kind: 'refused', notice: null };
      await tx.update(staffUsers).set({ noticeSentAt: now }).where(eq(staffUsers.id, user.id));
      await auditSignIn(
        tx,
        { operation: 'sign_in.notice_mail', outcome: 'success', staff, ip, detail: { reason: block.reason } },
        now,
      );
      return { kind: 'refused', notice: { to: user.email, reason: block.reason, until: block.until } };
    }

    // A success ends the account key's count: the row was locked since the check, so no block it did not see
    // can be lifted here. The address keeps its count (one good account must not launder a sprayer's address).
    await saveThrottle(tx, accountKey, { failures: 0, lastFailureAt: null, blockedUntil: null });
    await recordAttempt(tx, attempt(true), now);
    await audit('success', user, { throttle: accountKey.kind });
    return { kind: 'passed', user: { id: user.id, email: user.email } };
  });

  if (decision.kind === 'addressThrottled') throw refusals.rateLimited();
  if (decision.kind === 'refused') {
    if (decision.notice) {
      const { to, reason, until } = decision.notice;
      // Not awaited: the answer must leave as fast as any other refusal. A failed notice is only a lost hint.
      mailer.send(signInNoticeMail(to, reason, until)).catch(() => undefined);
    }
    throw refusals.invalidCredentials();
  }

  const { user } = decision;
  const challengeToken = newOpaqueToken();
  const code = generateSignInCode();
  try {
    await mailer.send(signInCodeMail(user.email, code));
  } catch (error) {
    await db.transaction((tx) =>
      auditSignIn(
        tx,
        {
          operation: 'sign_in.password',
          outcome: 'failure',
          staff: user,
          ip,
          detail: { reason: 'mail_unavailable', error: mailErrorKind(error) },
        },
        now,
      ),
    );
    throw refusals.mailUnavailable();
  }
  // The relay has the new code: only now does it replace the open one.
  await db.transaction(async (tx) => {
    await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, user.id)).for('update');
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
  });
  return { challengeToken };
}

/** A short, personal-data-free description of a mail failure for the audit row. */
function mailErrorKind(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code.slice(0, 40) : 'error';
}
