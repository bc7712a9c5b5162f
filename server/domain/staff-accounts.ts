// Staff account administration (the staff CLI and the demo seed): create, list, grant, revoke, lock, unlock.
import { hash } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { auditLog, signInThrottles, staffUsers } from '../db/schema/index';
import { isPermission } from '../../src/shared/permissions';
import { isLockedAt } from './staff-auth/sign-in-rules';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1).
export const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const MIN_PASSWORD_LENGTH = 12;

export class StaffAccountError extends Error {}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Refuses a password shorter than MIN_PASSWORD_LENGTH (exported so the CLI can refuse before opening the database). */
export function checkPasswordLength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new StaffAccountError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Refuses unknown permission names; exported so the CLI can refuse before asking for a password. */
export function checkPermissions(permissions: string[]): string[] {
  const unknown = permissions.filter((p) => !isPermission(p));
  if (unknown.length) throw new StaffAccountError(`Unknown permission(s): ${unknown.join(', ')}`);
  return [...new Set(permissions)].sort();
}

export interface StaffSummary {
  id: string;
  email: string;
  permissions: string[];
  locked: boolean;
  lockReason: string | null;
}

export async function createStaffUser(
  db: Orm,
  input: { email: string; password: string; permissions: string[] },
  actor = 'cli',
): Promise<StaffSummary> {
  const email = normaliseEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email))
    throw new StaffAccountError(`Invalid e-mail address: ${email}`);
  checkPasswordLength(input.password);
  const permissions = checkPermissions(input.permissions);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, email));
    if (existing.length) throw new StaffAccountError(`A staff user with e-mail ${email} already exists`);
    const [row] = await tx.insert(staffUsers).values({ email, passwordHash, permissions }).returning();
    await tx.insert(auditLog).values({
      staffEmail: actor,
      operation: 'staff.add',
      targetType: 'staff_user',
      targetId: row.id,
      outcome: 'success',
      detail: { email, permissions },
    });
    return { id: row.id, email, permissions, locked: false, lockReason: null };
  });
}

export async function listStaffUsers(db: Orm): Promise<StaffSummary[]> {
  const list = await db.select().from(staffUsers).orderBy(staffUsers.email);
  const now = new Date();
  return list.map((u) => {
    // A manual lock is 'infinity', which arrives as an invalid Date; isLockedAt counts it as locked.
    const manual = isLockedAt(u.lockedUntil, now);
    const codes = isLockedAt(u.codeLockedUntil, now);
    return {
      id: u.id,
      email: u.email,
      permissions: u.permissions,
      locked: manual || codes,
      lockReason: manual ? u.lockReason : codes ? 'code_attempts' : null,
    };
  });
}

async function updateStaff(
  db: Orm,
  emailInput: string,
  operation: string,
  change: (current: typeof staffUsers.$inferSelect) => Partial<typeof staffUsers.$inferInsert>,
  actor: string,
  alsoInTransaction?: (tx: Parameters<Parameters<Orm['transaction']>[0]>[0], email: string) => Promise<void>,
): Promise<void> {
  const email = normaliseEmail(emailInput);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(staffUsers).where(eq(staffUsers.email, email)).for('update');
    if (!current) throw new StaffAccountError(`No staff user with e-mail ${email}`);
    const values = change(current);
    await tx
      .update(staffUsers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(staffUsers.id, current.id));
    await alsoInTransaction?.(tx, email);
    await tx.insert(auditLog).values({
      staffEmail: actor,
      operation,
      targetType: 'staff_user',
      targetId: current.id,
      outcome: 'success',
      detail: { email, ...('permissions' in values ? { permissions: values.permissions } : {}) },
    });
  });
}

export function grantPermissions(db: Orm, email: string, permissions: string[], actor = 'cli') {
  const add = checkPermissions(permissions);
  return updateStaff(
    db,
    email,
    'staff.grant',
    (u) => ({
      permissions: [...new Set([...u.permissions, ...add])].sort(),
    }),
    actor,
  );
}

export function revokePermissions(db: Orm, email: string, permissions: string[], actor = 'cli') {
  const remove = checkPermissions(permissions);
  return updateStaff(
    db,
    email,
    'staff.revoke',
    (u) => ({
      permissions: u.permissions.filter((p) => !remove.includes(p)),
    }),
    actor,
  );
}

export function lockStaffUser(db: Orm, email: string, actor = 'cli') {
  return updateStaff(
    db,
    email,
    'staff.lock',
    () => ({
      lockedUntil: sql`'infinity'::timestamptz` as unknown as Date,
      lockReason: 'manual',
    }),
    actor,
  );
}

/**
 * Lifts every lock: the manual one, the code-step lock with its wrong-code count, and the e-mail's password
 * backoff (browsers' and addresses' own backoff rows stay).
 */
export function unlockStaffUser(db: Orm, email: string, actor = 'cli') {
  return updateStaff(
    db,
    email,
    'staff.unlock',
    () => ({
      lockedUntil: null,
      lockReason: null,
      codeLockedUntil: null,
      codeFailuresCountedFrom: new Date(),
    }),
    actor,
    async (tx, normalised) => {
      await tx
        .delete(signInThrottles)
        .where(and(eq(signInThrottles.kind, 'email'), eq(signInThrottles.key, normalised)));
    },
  );
}

export async function setStaffPassword(db: Orm, email: string, password: string, actor = 'cli') {
  checkPasswordLength(password);
  const passwordHash = await hashPassword(password);
  return updateStaff(db, email, 'staff.password', () => ({ passwordHash }), actor);
}
