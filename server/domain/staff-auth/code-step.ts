// Sign-in, second step: the mailed code. A right code closes the challenge (single use), opens a session and
// remembers the browser. Wrong codes are counted per challenge (5 close it) and per account across challenges
// (10 in 24 hours lock the code step for 24 hours); neither ends a live session.
import { and, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { signInChallenges, staffUsers } from '../../db/schema/index';
import { addressOverLimit, finishSecondStep, type SecondStepClient, type SignedIn } from './second-step';
import { passkeyStanding } from './security-policy';
import { CODE_FAILURE_WINDOW_MS } from './sign-in-policy';
import { refusals } from './sign-in-refusal';
import { auditSignIn, countWrongCodes, recordAttempt, type Tx } from './sign-in-records';
import {
  afterWrongCode,
  hashToken,
  isLockedAt,
  isWellFormedSignInCode,
  signInCodeMatches,
} from './sign-in-rules';

export type { SignedIn } from './second-step';

export interface CodeStepInput extends SecondStepClient {
  /** The token from the challenge cookie, if the browser sent one. */
  challengeToken: string | undefined;
  /** The code as typed; anything but exactly 4 digits counts as a wrong try. */
  pin: unknown;
}

const isOpen = (challenge: { closedAt: Date | null; expiresAt: Date }, now: Date) =>
  challenge.closedAt === null && challenge.expiresAt.getTime() > now.getTime();

type Staff = { id: string; email: string };
type Refuse = (staff: Staff | null, outcome: 'failure' | 'refused', reason: string) => Promise<void>;
type StaffRow = typeof staffUsers.$inferSelect;
type ChallengeRow = typeof signInChallenges.$inferSelect;

/** What the code step's transaction decided; answered (a session or a refusal) outside it. */
type CodeOutcome =
  | { kind: 'gone' | 'locked' | 'codeLocked' | 'passkeyRequired'; staff: Staff }
  | { kind: 'codeLockedNow' | 'exhausted' }
  | { kind: 'wrong'; remainingAttempts: number }
  | { kind: 'signedIn'; signedIn: SignedIn };

/** Records a refused code step (the attempt and its audit row) in a transaction of its own. */
function refusalRecorder(db: Orm, ip: string, now: Date): Refuse {
  return async (staff, outcome, reason) => {
    await db.transaction(async (tx) => {
      await recordAttempt(tx, { email: staff?.email ?? null, ip, step: 'pin', success: false, reason }, now);
      await auditSignIn(tx, { operation: 'sign_in.pin', outcome, staff, ip, detail: { reason } }, now);
    });
  };
}

/** The address's rate limit, then the challenge the cookie names; throws a SignInRefusal when either fails. */
async function findChallenge(db: Orm, input: CodeStepInput, now: Date, refuse: Refuse) {
  if (await addressOverLimit(db, input, now)) {
    await refuse(null, 'refused', 'rate_limit');
    throw refusals.rateLimited();
  }
  const challengeToken = input.challengeToken;
  const [found] = challengeToken
    ? await db
        .select({ challengeId: signInChallenges.id, staffUserId: signInChallenges.staffUserId })
        .from(signInChallenges)
        .where(eq(signInChallenges.tokenHash, hashToken(challengeToken)))
    : [];
  if (!challengeToken || !found) {
    await refuse(null, 'failure', 'no_challenge');
    throw refusals.challengeNotFound();
  }
  return { ...found, challengeToken };
}

/** A wrong code: counted on the challenge and the account; the account's code step locks at the daily limit. */
async function recordWrongCode(
  tx: Tx,
  user: StaffRow,
  challenge: ChallengeRow,
  input: CodeStepInput,
  now: Date,
): Promise<CodeOutcome> {
  const { ip } = input;
  const staff = { id: user.id, email: user.email };
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
  await recordAttempt(tx, { email: user.email, ip, step: 'pin', success: false, reason: 'wrong_code' }, now);
  const reason = isWellFormedSignInCode(input.pin) ? 'wrong_code' : 'malformed_code';
  await auditSignIn(
    tx,
    {
      operation: 'sign_in.pin',
      outcome: 'failure',
      staff,
      ip,
      detail: { reason, failedAttempts: next.failedAttempts },
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
    const detail = { codeLockedUntil: next.lockCodeStepUntil.toISOString() };
    await auditSignIn(tx, { operation: 'sign_in.code_locked', outcome: 'success', staff, ip, detail }, now);
    return { kind: 'codeLockedNow' };
  }
  if (next.closeChallenge) return { kind: 'exhausted' };
  return { kind: 'wrong', remainingAttempts: next.remainingAttempts };
}

/** The code checked against the challenge under the staff row's lock. */
async function checkCode(
  tx: Tx,
  found: { challengeId: string; staffUserId: string; challengeToken: string },
  input: CodeStepInput,
  now: Date,
): Promise<CodeOutcome> {
  // The staff row first, then the challenge: the order the password step takes them in too. The staff lock
  // serialises every code of the account, so the daily count, a 6th session and the lock cannot race.
  const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.id, found.staffUserId)).for('update');
  const [challenge] = await tx
    .select()
    .from(signInChallenges)
    .where(eq(signInChallenges.id, found.challengeId))
    .for('update');
  const staff = { id: user.id, email: user.email };
  if (!isOpen(challenge, now)) return { kind: 'gone', staff };
  if (isLockedAt(user.lockedUntil, now)) return { kind: 'locked', staff };
  if (isLockedAt(user.codeLockedUntil, now)) return { kind: 'codeLocked', staff };

  // Once a member whose role requires a passkey has one, only the passkey signs them in.
  const standing = await passkeyStanding(tx, user.id);
  if (standing.required && standing.hasPasskey) return { kind: 'passkeyRequired', staff };

  // No code was mailed for this challenge (a passkey sign-in): nothing typed can match.
  const right =
    isWellFormedSignInCode(input.pin) &&
    challenge.pinHash !== null &&
    signInCodeMatches(input.pin, challenge.pinHash, found.challengeToken);
  if (!right) return recordWrongCode(tx, user, challenge, input, now);
  // A passkey-required member without one gets a session that can only enrol it.
  const enrolmentOnly = standing.required && !standing.hasPasskey;
  const detail = enrolmentOnly ? { passkeyEnrolmentOnly: true } : {};
  const answer = { step: 'pin' as const, client: input, enrolmentOnly, detail };
  return { kind: 'signedIn', signedIn: await finishSecondStep(tx, user, challenge.id, answer, now) };
}

/** Checks the code and opens a session; throws a SignInRefusal otherwise. */
export async function completeSignIn(db: Orm, input: CodeStepInput, now: Date): Promise<SignedIn> {
  const refuse = refusalRecorder(db, input.ip, now);
  const found = await findChallenge(db, input, now, refuse);
  const outcome = await db.transaction((tx) => checkCode(tx, found, input, now));
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
    case 'passkeyRequired':
      await refuse(outcome.staff, 'refused', 'passkey_required');
      throw refusals.passkeyRequired();
    case 'codeLockedNow':
      throw refusals.codeStepLocked();
    case 'exhausted':
      throw refusals.challengeExhausted();
    case 'wrong':
      throw refusals.invalidCode(outcome.remainingAttempts);
    case 'signedIn':
      return outcome.signedIn;
  }
}
