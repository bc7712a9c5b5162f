// Sign-in with a passkey, the second step for a member who has one: the password step opened a challenge without
// a code and asked the browser for the passkey (navigator.credentials.get) with these options; the answer is
// verified here. Every refusal is the same 400 and plain message, whatever was wrong (no challenge, a replayed or
// expired one, an unknown credential, a wrong origin or signature), so a caller learns nothing of what was expected.
// A member whose role does not require a passkey may still ask for the mailed code instead (requestMailedCode).
import { and, eq, isNull } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialDescriptorJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Orm } from '../../db/client';
import { passkeyChallenges, signInChallenges, staffPasskeys, staffUsers } from '../../db/schema/index';
import type { Mailer } from '../../mail/mailer';
import { signInCodeMail } from './sign-in-code-mail';
import { addressOverLimit, finishSecondStep, type SecondStepClient, type SignedIn } from './second-step';
import { SIGN_IN_CODE_TTL_MS } from './sign-in-policy';
import { refusals, SignInRefusal } from './sign-in-refusal';
import { auditSignIn, recordAttempt, type Tx } from './sign-in-records';
import { generateSignInCode, hashSignInCode, hashToken, isLockedAt, newOpaqueToken } from './sign-in-rules';
import { passkeyStanding } from './security-policy';
import {
  answeredCredentialId,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_NOT_VERIFIED,
  type WebAuthnSettings,
} from './webauthn';

export interface PasskeyPrompt {
  /** For navigator.credentials.get (through @simplewebauthn/browser's startAuthentication). */
  options: PublicKeyCredentialRequestOptionsJSON;
  /** Whether the member may ask for the mailed code instead (their roles do not require a passkey). */
  codeAvailable: boolean;
}

const notVerified = () => new SignInRefusal(400, 'PasskeyNotVerified', PASSKEY_NOT_VERIFIED);

/**
 * After a right password, for a member with a passkey: a new sign-in challenge without a code (it supersedes any
 * open one) and a passkey challenge tied to it. Returns the challenge token for the cookie and the browser's prompt.
 */
export async function openPasskeySignIn(
  db: Orm,
  user: { id: string },
  settings: WebAuthnSettings,
  now: Date,
): Promise<{ challengeToken: string; passkey: PasskeyPrompt }> {
  const challengeToken = newOpaqueToken();
  return db.transaction(async (tx) => {
    await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, user.id)).for('update');
    const credentials = await tx
      .select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffUserId, user.id));
    const standing = await passkeyStanding(tx, user.id);
    await tx
      .update(signInChallenges)
      .set({ closedAt: now, closedReason: 'superseded' })
      .where(and(eq(signInChallenges.staffUserId, user.id), isNull(signInChallenges.closedAt)));
    const [challenge] = await tx
      .insert(signInChallenges)
      .values({
        staffUserId: user.id,
        tokenHash: hashToken(challengeToken),
        pinHash: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
      })
      .returning({ id: signInChallenges.id });
    const options = await generateAuthenticationOptions({
      rpID: settings.rpID,
      allowCredentials: credentials.map((c) => ({
        id: c.id,
        transports: c.transports as PublicKeyCredentialDescriptorJSON['transports'],
      })),
      userVerification: 'required',
      timeout: PASSKEY_CHALLENGE_TTL_MS,
    });
    await tx.insert(passkeyChallenges).values({
      staffUserId: user.id,
      purpose: 'sign_in',
      challenge: options.challenge,
      signInChallengeId: challenge.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
    });
    return { challengeToken, passkey: { options, codeAvailable: !standing.required } };
  });
}

export interface PasskeyStepInput extends SecondStepClient {
  challengeToken: string | undefined;
  /** The browser's answer (AuthenticationResponseJSON), as sent. */
  response: unknown;
}

type Outcome =
  | { kind: 'refused'; reason: string; staff: { id: string; email: string } | null }
  | { kind: 'locked' }
  | { kind: 'signedIn'; signedIn: SignedIn };

/** Verifies the passkey answer and opens a session; throws a SignInRefusal otherwise. */
export async function completePasskeySignIn(
  db: Orm,
  input: PasskeyStepInput,
  settings: WebAuthnSettings,
  now: Date,
): Promise<SignedIn> {
  const { ip } = input;
  if (await addressOverLimit(db, input, now)) {
    await db.transaction((tx) => refuse(tx, null, ip, 'rate_limit', now));
    throw refusals.rateLimited();
  }
  const found = input.challengeToken
    ? (
        await db
          .select({ id: signInChallenges.id, staffUserId: signInChallenges.staffUserId })
          .from(signInChallenges)
          .where(eq(signInChallenges.tokenHash, hashToken(input.challengeToken)))
      )[0]
    : undefined;
  if (!found) {
    await db.transaction((tx) => refuse(tx, null, ip, 'no_challenge', now));
    throw notVerified();
  }

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // The staff row, then the challenge: the order of the other steps.
    const [user] = await tx
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.id, found.staffUserId))
      .for('update');
    const staff = { id: user.id, email: user.email };
    const [challenge] = await tx
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.id, found.id))
      .for('update');
    if (challenge.closedAt !== null || challenge.expiresAt <= now) {
      return refuse(tx, staff, ip, 'challenge_closed_or_expired', now);
    }
    if (isLockedAt(user.lockedUntil, now)) {
      await refuse(tx, staff, ip, 'locked', now);
      return { kind: 'locked' };
    }
    const [asked] = await tx
      .select()
      .from(passkeyChallenges)
      .where(
        and(eq(passkeyChallenges.signInChallengeId, challenge.id), eq(passkeyChallenges.purpose, 'sign_in')),
      )
      .for('update');
    if (!asked || asked.usedAt !== null || asked.expiresAt <= now) {
      return refuse(tx, staff, ip, 'passkey_challenge_used_or_expired', now);
    }
    // Single use: this answer is the only one the challenge gets, right or wrong.
    await tx.update(passkeyChallenges).set({ usedAt: now }).where(eq(passkeyChallenges.id, asked.id));
    const credentialId = answeredCredentialId(input.response);
    const [passkey] = credentialId
      ? await tx
          .select()
          .from(staffPasskeys)
          .where(and(eq(staffPasskeys.credentialId, credentialId), eq(staffPasskeys.staffUserId, user.id)))
          .for('update')
      : [];
    if (!passkey) return refuse(tx, staff, ip, 'unknown_credential', now);
    const newCounter = await verifiedCounter(input.response, asked.challenge, passkey, settings);
    if (newCounter === null) return refuse(tx, staff, ip, 'not_verified', now);
    await tx
      .update(staffPasskeys)
      .set({ counter: newCounter, lastUsedAt: now })
      .where(eq(staffPasskeys.id, passkey.id));
    const answer = { step: 'passkey' as const, client: input, detail: { passkeyId: passkey.id } };
    return { kind: 'signedIn', signedIn: await finishSecondStep(tx, user, challenge.id, answer, now) };
  });
  if (outcome.kind === 'locked') throw refusals.locked();
  if (outcome.kind === 'refused') throw notVerified();
  return outcome.signedIn;
}

/** The passkey's new signature counter when the answer verifies as the standard says; null otherwise. */
async function verifiedCounter(
  response: unknown,
  expectedChallenge: string,
  passkey: { credentialId: string; publicKey: string; counter: number },
  settings: WebAuthnSettings,
): Promise<number | null> {
  try {
    const verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: settings.origin,
      expectedRPID: settings.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        // The library refuses a counter that does not grow, except 0 then 0 (synced passkeys never count).
        counter: passkey.counter,
      },
      requireUserVerification: true,
    });
    return verified.verified ? verified.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

async function refuse(
  tx: Tx,
  staff: { id: string; email: string } | null,
  ip: string,
  reason: string,
  now: Date,
): Promise<Outcome> {
  await recordAttempt(tx, { email: staff?.email ?? null, ip, step: 'passkey', success: false, reason }, now);
  await auditSignIn(
    tx,
    { operation: 'sign_in.passkey', outcome: 'failure', staff, ip, detail: { reason } },
    now,
  );
  return { kind: 'refused', reason, staff };
}

/**
 * A member with a passkey asks for the mailed code instead (no device at hand): allowed only while no role of
 * theirs requires a passkey, once per sign-in challenge. The code then works as for everyone else.
 */
export async function requestMailedCode(
  db: Orm,
  mailer: Mailer,
  input: { challengeToken: string | undefined; ip: string },
  now: Date,
): Promise<void> {
  const [found] = input.challengeToken
    ? await db
        .select()
        .from(signInChallenges)
        .where(eq(signInChallenges.tokenHash, hashToken(input.challengeToken)))
    : [];
  if (!found || found.closedAt !== null || found.expiresAt <= now) throw refusals.challengeNotFound();
  const [user] = await db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, found.staffUserId));
  const audit = (outcome: 'success' | 'refused', reason?: string) =>
    db.transaction((tx) =>
      auditSignIn(
        tx,
        {
          operation: 'sign_in.code_request',
          outcome,
          staff: user,
          ip: input.ip,
          detail: reason ? { reason } : {},
        },
        now,
      ),
    );
  if ((await passkeyStanding(db, user.id)).required) {
    await audit('refused', 'passkey_required');
    throw refusals.passkeyRequired();
  }
  if (found.pinHash !== null) {
    await audit('refused', 'code_already_sent');
    throw refusals.codeAlreadySent();
  }
  const code = generateSignInCode();
  try {
    await mailer.send(signInCodeMail(user.email, code));
  } catch {
    throw refusals.mailUnavailable();
  }
  await db
    .update(signInChallenges)
    .set({ pinHash: hashSignInCode(code, input.challengeToken!) })
    .where(and(eq(signInChallenges.id, found.id), isNull(signInChallenges.pinHash)));
  await audit('success');
}
