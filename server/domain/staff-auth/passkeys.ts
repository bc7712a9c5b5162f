// A staff member's own passkeys (the security page): enrolment (a challenge from the session, then the answer
// verified and stored), the list, rename, removal (the password again) and an administrator's removal of them all.
// Each change is a rule for the mutation runner: one transaction with its audit row.
import { verify } from '@node-rs/argon2';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialDescriptorJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { Db } from '../../db/sql';
import { passkeyChallenges, staffPasskeys, staffSessions, staffUsers } from '../../db/schema/index';
import { badInput, checkOneLineMessage, unknown, type ActionOutcome } from '../action-outcome';
import {
  answeredChallenge,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_NOT_VERIFIED,
  type WebAuthnSettings,
} from './webauthn';

export interface PasskeyData {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const NAME_LIMIT = 100;
const MAX_PASSKEYS = 20;

const passkeyColumns = {
  id: staffPasskeys.id,
  name: staffPasskeys.name,
  createdAt: staffPasskeys.createdAt,
  lastUsedAt: staffPasskeys.lastUsedAt,
};

export function listPasskeys(db: Db, staffUserId: string): Promise<PasskeyData[]> {
  return db
    .select(passkeyColumns)
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffUserId, staffUserId))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}

/** The browser's creation options; the challenge is stored for this session, single use, for 5 minutes. */
export async function beginRegistration(
  db: Db,
  staff: { id: string; email: string; sessionId: string },
  settings: WebAuthnSettings,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .select({ credentialId: staffPasskeys.credentialId, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffUserId, staff.id));
  const options = await generateRegistrationOptions({
    rpName: settings.rpName,
    rpID: settings.rpID,
    userName: staff.email,
    userID: isoUint8Array.fromUTF8String(staff.id),
    attestationType: 'none',
    // The same authenticator twice would be one factor counted as two.
    excludeCredentials: existing.map((c) => ({
      id: c.credentialId,
      transports: c.transports as PublicKeyCredentialDescriptorJSON['transports'],
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await db.insert(passkeyChallenges).values({
    staffUserId: staff.id,
    purpose: 'register',
    challenge: options.challenge,
    staffSessionId: staff.sessionId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
  return options;
}

export interface RegisterInput {
  name: unknown;
  response: unknown;
}

/**
 * Verifies the authenticator's answer to this session's challenge and stores the passkey. An enrolment-only session
 * (a passkey-required member who signed in with the mailed code) ends with it: they sign in again with the passkey.
 */
export function registerPasskeyRule(
  staff: { id: string; sessionId: string },
  input: RegisterInput,
  settings: WebAuthnSettings,
) {
  return async (
    tx: Db,
    _actor: unknown,
    now: Date,
  ): Promise<ActionOutcome<PasskeyData & { signInAgain: boolean }>> => {
    const named = checkName(input.name);
    if (!named.ok) return named.outcome;
    const challenge = answeredChallenge(input.response);
    if (!challenge) return badInput(PASSKEY_NOT_VERIFIED, 'response');
    const [open] = await tx
      .select({ id: passkeyChallenges.id })
      .from(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challenge, challenge),
          eq(passkeyChallenges.purpose, 'register'),
          eq(passkeyChallenges.staffUserId, staff.id),
          eq(passkeyChallenges.staffSessionId, staff.sessionId),
          isNull(passkeyChallenges.usedAt),
          gt(passkeyChallenges.expiresAt, now),
        ),
      )
      .for('update');
    if (!open) return badInput(PASSKEY_NOT_VERIFIED, 'response');
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: input.response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: settings.origin,
        expectedRPID: settings.rpID,
        requireUserVerification: true,
      });
    } catch {
      return badInput(PASSKEY_NOT_VERIFIED, 'response');
    }
    if (!verified.verified || !verified.registrationInfo) return badInput(PASSKEY_NOT_VERIFIED, 'response');
    const { credential } = verified.registrationInfo;
    const [taken] = await tx
      .select({ id: staffPasskeys.id })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.credentialId, credential.id));
    if (taken) return badInput('This passkey is registered already', 'response');
    // The member's row serialises their enrolments, so the limit cannot be passed by two at once.
    await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, staff.id)).for('update');
    if ((await listPasskeys(tx, staff.id)).length >= MAX_PASSKEYS)
      return badInput(`At most ${MAX_PASSKEYS} passkeys per member`, 'response');
    await tx.update(passkeyChallenges).set({ usedAt: now }).where(eq(passkeyChallenges.id, open.id));
    const [row] = await tx
      .insert(staffPasskeys)
      .values({
        staffUserId: staff.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: named.text,
        createdAt: now,
      })
      .returning(passkeyColumns);
    const [ended] = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffSessions.id, staff.sessionId),
          eq(staffSessions.passkeyEnrolmentOnly, true),
          isNull(staffSessions.revokedAt),
        ),
      )
      .returning({ id: staffSessions.id });
    return {
      status: 'done',
      value: { ...row, signInAgain: Boolean(ended) },
      audit: { passkeyId: row.id, name: row.name, enrolmentSessionEnded: Boolean(ended) },
      target: { type: 'staff_passkey', id: row.id },
    };
  };
}

function checkName(name: unknown) {
  if (typeof name !== 'string')
    return { ok: false as const, outcome: badInput('The name is required', 'name') };
  return checkOneLineMessage(name, NAME_LIMIT, 'name');
}

async function ownPasskey(tx: Db, staffUserId: string, id: string) {
  const [row] = await tx
    .select({ ...passkeyColumns, staffUserId: staffPasskeys.staffUserId })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.id, id))
    .for('update');
  // Another member's passkey is answered as a missing one: its existence is not the caller's business.
  return row && row.staffUserId === staffUserId ? row : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function renamePasskeyRule(staffUserId: string, id: string, name: unknown) {
  return async (tx: Db): Promise<ActionOutcome<PasskeyData>> => {
    const named = checkName(name);
    if (!named.ok) return named.outcome;
    const row = UUID.test(id) ? await ownPasskey(tx, staffUserId, id) : null;
    if (!row) return unknown(`No passkey ${id}`);
    await tx.update(staffPasskeys).set({ name: named.text }).where(eq(staffPasskeys.id, id));
    return {
      status: 'done',
      value: { id: row.id, name: named.text, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt },
      audit: { before: row.name, after: named.text },
    };
  };
}

async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await verify(hash, password);
  } catch {
    return false;
  }
}

/** Removing one's passkey asks for the password again: a session left open on a shared desk cannot do it. */
export function removePasskeyRule(staffUserId: string, id: string, password: unknown) {
  return async (tx: Db): Promise<ActionOutcome<PasskeyData[]>> => {
    const row = UUID.test(id) ? await ownPasskey(tx, staffUserId, id) : null;
    if (!row) return unknown(`No passkey ${id}`);
    const [user] = await tx
      .select({ passwordHash: staffUsers.passwordHash })
      .from(staffUsers)
      .where(eq(staffUsers.id, staffUserId));
    if (typeof password !== 'string' || !password || password.length > 1024)
      return badInput('The password is required', 'password');
    if (!(await passwordMatches(user.passwordHash, password)))
      return badInput('The password is incorrect', 'password');
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.id, id));
    return {
      status: 'done',
      value: await listPasskeys(tx, staffUserId),
      audit: { passkeyId: row.id, name: row.name },
      target: { type: 'staff_passkey', id: row.id },
    };
  };
}
