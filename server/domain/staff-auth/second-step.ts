// What the two second steps of sign-in (the mailed code, the passkey) share: the address's limit before anything
// is read, and the end of a right answer (the challenge closes, a session opens, the browser is remembered, the
// attempt and its audit row are written) in the step's transaction.
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { signInChallenges } from '../../db/schema/index';
import { effectivePermissions } from '../staff-admin/effective-permissions';
import { rememberDevice } from './known-devices';
import { openSession } from './sessions';
import { CODE_STEP_LIMIT_PER_ADDRESS } from './sign-in-policy';
import { auditSignIn, countRecentCodeSteps, recordAttempt, type Tx } from './sign-in-records';
import { isRateLimited } from './sign-in-rules';

export interface SignedIn {
  sessionToken: string;
  /** The device cookie to set: this browser is now known to the account. */
  deviceToken: string;
  email: string;
  permissions: string[];
  /** The session may only enrol a passkey: the member's role requires one and they have none yet. */
  passkeyEnrolmentRequired?: boolean;
}

/** What every second step's input carries about the browser and its address. */
export interface SecondStepClient {
  ip: string;
  /** The address's limit of second steps in the window (config.signInStepsPerAddress; default 30). */
  stepsPerAddress?: number;
  userAgent?: string;
  /** The browser's device cookie, if it sent one (renewed when it belongs to this staff member). */
  deviceToken?: string;
}

/** The audit operation of each second step. */
const STEP_OPERATION = { pin: 'sign_in.pin', passkey: 'sign_in.passkey' } as const;

/** Whether the address has used up its second steps of the window (counted in the database, across instances). */
export async function addressOverLimit(db: Orm, client: SecondStepClient, now: Date): Promise<boolean> {
  const limit = client.stepsPerAddress ?? CODE_STEP_LIMIT_PER_ADDRESS;
  return isRateLimited(await countRecentCodeSteps(db, client.ip, now), limit);
}

/** A right answer: closes the challenge (single use) and opens the member's session, audited as `step`. */
export async function finishSecondStep(
  tx: Tx,
  user: { id: string; email: string },
  challengeId: string,
  answer: {
    step: keyof typeof STEP_OPERATION;
    client: SecondStepClient;
    enrolmentOnly?: boolean;
    detail?: Record<string, unknown>;
  },
  now: Date,
): Promise<SignedIn> {
  const { step, client, enrolmentOnly = false } = answer;
  const { ip } = client;
  await tx
    .update(signInChallenges)
    .set({ closedAt: now, closedReason: 'used' })
    .where(eq(signInChallenges.id, challengeId));
  const session = await openSession(tx, user.id, { ip, userAgent: client.userAgent }, now, enrolmentOnly);
  const deviceToken = await rememberDevice(tx, user.id, client.deviceToken, now);
  await recordAttempt(tx, { email: user.email, ip, step, success: true }, now);
  await auditSignIn(
    tx,
    {
      operation: STEP_OPERATION[step],
      outcome: 'success',
      staff: { id: user.id, email: user.email },
      ip,
      detail: { sessionId: session.sessionId, ...answer.detail },
    },
    now,
  );
  return {
    sessionToken: session.token,
    deviceToken,
    email: user.email,
    permissions: await effectivePermissions(tx, user.id),
    ...(enrolmentOnly ? { passkeyEnrolmentRequired: true } : {}),
  };
}
