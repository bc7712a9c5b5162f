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
import { readStaffLanguage } from '../staff-language';
import {
  ADDRESS_BACKOFF,
  EMAIL_BACKOFF,
  NOTICE_MAIL_INTERVAL_MS,
  SIGN_IN_CODE_TTL_MS,
} from './sign-in-policy';
import { refusals } from './sign-in-refusal';
import { memberMustUseSso } from './sso-policy';
import { openPasskeySignIn, type PasskeyPrompt } from './passkey-step';
import { passkeyStanding } from './security-policy';
import type { WebAuthnSettings } from './webauthn';
import { auditSignIn, recordAttempt, type Tx } from './sign-in-records';
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
import type { ThrottleState } from './sign-in-rules';

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
  /** The relying party of passkey sign-in (from PUBLIC_ORIGIN): a member with a passkey is asked for it. */
  webAuthn?: WebAuthnSettings;
}

/** The password step's answer: the challenge cookie's token and, for a member with a passkey, the browser prompt. */
export interface PasswordStepResult {
  challengeToken: string;
  /** Present when the member has a passkey: no code was mailed. */
  passkey?: PasskeyPrompt;
}

type Decision =
  | { kind: 'addressThrottled' }
  | { kind: 'ssoRequired' }
  | { kind: 'refused'; notice: { to: string; reason: NoticeReason; until: Date | null } | null }
  | { kind: 'passed'; user: { id: string; email: string } };

type Staff = { id: string; email: string };
type StaffRow = typeof staffUsers.$inferSelect;

/** What the password step's transaction works with: the caller's e-mail and address, and how to record. */
interface PasswordContext {
  email: string;
  ip: string;
  now: Date;
  attempt: (success: boolean, reason?: string) => Parameters<typeof recordAttempt>[1];
  audit: (
    outcome: 'success' | 'failure' | 'refused',
    staff: Staff | null,
    detail: Record<string, unknown>,
  ) => Promise<unknown>;
}

function passwordContext(tx: Tx, email: string, ip: string, now: Date): PasswordContext {
  return {
    email,
    ip,
    now,
    attempt: (success, reason) => ({ email, ip, step: 'password', success, reason }),
    audit: (outcome, staff, detail) =>
      auditSignIn(tx, { operation: 'sign_in.password', outcome, staff, ip, detail }, now),
  };
}

/** A wrong password (or an unknown e-mail, or a published one): both keys count it, and the answer is refused. */
async function countWrongPassword(
  tx: Tx,
  c: PasswordContext,
  user: StaffRow | undefined,
  published: boolean,
  keys: { addressKey: ThrottleKey; accountKey: ThrottleKey },
  rows: { address: ThrottleState; account: ThrottleState },
): Promise<Decision> {
  const nextAddress = afterWrongPassword(rows.address, ADDRESS_BACKOFF, c.now);
  const nextAccount = afterWrongPassword(rows.account, EMAIL_BACKOFF, c.now);
  await saveThrottle(tx, keys.addressKey, nextAddress);
  await saveThrottle(tx, keys.accountKey, nextAccount);
  const reason = !user ? 'unknown_email' : published ? 'published_password' : 'wrong_password';
  await recordAttempt(tx, c.attempt(false, reason), c.now);
  await c.audit('failure', user ? { id: user.id, email: user.email } : null, {
    ...(user ? {} : { email: c.email }),
    reason,
    throttle: keys.accountKey.kind,
    failures: nextAccount.failures,
    ...(nextAccount.blockedUntil ? { blockedUntil: nextAccount.blockedUntil.toISOString() } : {}),
  });
  return { kind: 'refused', notice: null };
}

/** A blocked account (backoff, lock, code lock) or an unknown e-mail: refused; its owner may get a notice. */
async function refuseBlocked(
  tx: Tx,
  c: PasswordContext,
  user: StaffRow | undefined,
  block: { reason: NoticeReason; until: Date | null } | null,
  matches: boolean,
  throttle: ThrottleKey['kind'],
): Promise<Decision> {
  const staff = user ? { id: user.id, email: user.email } : null;
  const reason = block?.reason ?? 'unknown_email';
  await recordAttempt(tx, c.attempt(false, reason), c.now);
  await c.audit('refused', staff, { ...(user ? {} : { email: c.email }), reason, throttle });
  // Only the right password earns the account's owner a notice; at most one per interval.
  const noticeDue =
    user &&
    matches &&
    (user.noticeSentAt === null || c.now.getTime() - user.noticeSentAt.getTime() >= NOTICE_MAIL_INTERVAL_MS);
  if (!noticeDue || !block) return { kind: 'refused', notice: null };
  await tx.update(staffUsers).set({ noticeSentAt: c.now }).where(eq(staffUsers.id, user.id));
  await auditSignIn(
    tx,
    {
      operation: 'sign_in.notice_mail',
      outcome: 'success',
      staff,
      ip: c.ip,
      detail: { reason: block.reason },
    },
    c.now,
  );
  return { kind: 'refused', notice: { to: user.email, reason: block.reason, until: block.until } };
}

/** The one transaction that judges the password (see the top of this file). */
async function decidePassword(
  tx: Tx,
  input: PasswordStepInput,
  options: PasswordStepOptions,
  c: PasswordContext,
  dummy: string,
): Promise<Decision> {
  const { email, now } = c;
  const deviceId = await knownDeviceFor(tx, input.deviceToken, email, now);
  const addressKey: ThrottleKey = { kind: 'address', key: c.ip };
  const accountKey: ThrottleKey = deviceId
    ? { kind: 'device', key: deviceId }
    : { kind: 'email', key: email };
  const [address, account] = await lockThrottles(tx, [addressKey, accountKey]);

  // The caller's own address: refusing it at once tells them nothing about any account, and spares the hash.
  if (isThrottled(address, now)) {
    await recordAttempt(tx, c.attempt(false, 'address_throttled'), now);
    await c.audit('refused', null, { email, reason: 'address_throttled' });
    return { kind: 'addressThrottled' };
  }

  const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.email, email)).for('update');
  const published = (options.publishedPasswords ?? []).some(
    (p) => normaliseEmail(p.email) === email && p.password === input.password,
  );
  const matches =
    (await passwordMatches(user?.passwordHash ?? dummy, input.password)) && Boolean(user) && !published;

  // While the account's key waits, no password is judged: the same refusal whatever was typed, nothing counted.
  const accountThrottled = isThrottled(account, now);
  if (!matches && !accountThrottled) {
    return countWrongPassword(tx, c, user, published, { addressKey, accountKey }, { address, account });
  }

  const block: { reason: NoticeReason; until: Date | null } | null = accountThrottled
    ? { reason: 'password_backoff', until: account.blockedUntil }
    : user && isLockedAt(user.lockedUntil, now)
      ? { reason: 'manual_lock', until: null }
      : user && isLockedAt(user.codeLockedUntil, now)
        ? { reason: 'code_locked', until: user.codeLockedUntil }
        : null;
  if (block || !user) return refuseBlocked(tx, c, user, block, matches, accountKey.kind);

  // Only the right password learns that the account signs in through SSO: a stranger gets the one refusal above.
  if (await memberMustUseSso(tx, user.id)) {
    await recordAttempt(tx, c.attempt(false, 'sso_required'), now);
    await c.audit('refused', user, { reason: 'sso_required', throttle: accountKey.kind });
    return { kind: 'ssoRequired' };
  }

  // A success ends the account key's count: the row was locked since the check, so no block it did not see
  // can be lifted here. The address keeps its count (one good account must not launder a sprayer's address).
  await saveThrottle(tx, accountKey, { failures: 0, lastFailureAt: null, blockedUntil: null });
  await recordAttempt(tx, c.attempt(true), now);
  await c.audit('success', user, { throttle: accountKey.kind });
  return { kind: 'passed', user: { id: user.id, email: user.email } };
}

/** Mails a new code; once the relay has it, a new challenge replaces the open one. Answers its token. */
async function mailNewCode(db: Orm, mailer: Mailer, user: Staff, ip: string, now: Date): Promise<string> {
  const challengeToken = newOpaqueToken();
  const code = generateSignInCode();
  try {
    // The mail speaks the language the member chose in the console; Japanese until they choose.
    const language = (await readStaffLanguage(db, user.id)) ?? 'ja';
    await mailer.send(signInCodeMail(user.email, code, language));
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
  return challengeToken;
}

/** Checks the password and mails a new code; throws a SignInRefusal otherwise. Returns the challenge token. */
export async function startSignIn(
  db: Orm,
  mailer: Mailer,
  input: PasswordStepInput,
  now: Date,
  options: PasswordStepOptions = {},
): Promise<PasswordStepResult> {
  const email = normaliseEmail(input.email);
  const { ip } = input;
  const dummy = await dummyPasswordHash();
  const decision = await db.transaction((tx) =>
    decidePassword(tx, input, options, passwordContext(tx, email, ip, now), dummy),
  );

  if (decision.kind === 'addressThrottled') throw refusals.rateLimited();
  if (decision.kind === 'ssoRequired') throw refusals.ssoRequired();
  if (decision.kind === 'refused') {
    if (decision.notice) {
      const { to, reason, until } = decision.notice;
      // Not awaited: the answer must leave as fast as any other refusal. A failed notice is only a lost hint.
      mailer.send(signInNoticeMail(to, reason, until)).catch(() => undefined);
    }
    throw refusals.invalidCredentials();
  }

  const { user } = decision;
  // A member with a passkey is asked for it at once, and no code is mailed unless they ask for one.
  if (options.webAuthn && (await passkeyStanding(db, user.id)).hasPasskey) {
    return openPasskeySignIn(db, user, options.webAuthn, now);
  }
  return { challengeToken: await mailNewCode(db, mailer, user, ip, now) };
}

/** A short, personal-data-free description of a mail failure for the audit row. */
function mailErrorKind(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code.slice(0, 40) : 'error';
}
