// Staff account administration from the shell (the staff CLI and the demo seed): create, list, grant, revoke, lock,
// unlock. Immediate (shell access is the trust boundary) and audited as 'cli'; lock and unlock are the console's own
// (server/domain/staff-admin/staff-members.ts).
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import type { Tx } from '../db/sql';
import { auditLog, staffRoles, staffUserRoles, staffUsers } from '../db/schema/index';
import { clearLocks, emailProblem, normaliseEmail, setLock } from './staff-admin/staff-members';
import { isPermission } from '../../src/shared/permissions';
import type { AuditOperation } from '../../src/shared/operation-labels';
import { MIN_PASSWORD_LENGTH } from '../../src/shared/staff-password';
import { isLockedAt } from './staff-auth/sign-in-rules';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1).
export const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export { MIN_PASSWORD_LENGTH };

export class StaffAccountError extends Error {}

export { normaliseEmail };

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
  roles: string[];
  locked: boolean;
  lockReason: string | null;
}

export async function createStaffUser(
  db: Orm,
  input: { email: string; password: string; permissions: string[]; roles?: string[] },
  actor = 'cli',
): Promise<StaffSummary> {
  const email = normaliseEmail(input.email);
  if (emailProblem(email)) throw new StaffAccountError(`Invalid e-mail address: ${email}`);
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
    const roles = await addRoles(tx, row.id, input.roles ?? [], actor);
    await tx.insert(auditLog).values({
      staffEmail: actor,
      operation: 'staff.add',
      targetType: 'staff_user',
      targetId: row.id,
      outcome: 'success',
      detail: { email, permissions, roles },
    });
    return { id: row.id, email, permissions, roles, locked: false, lockReason: null };
  });
}

export async function listStaffUsers(db: Orm): Promise<StaffSummary[]> {
  const list = await db.select().from(staffUsers).orderBy(staffUsers.email);
  const held = await db.select().from(staffUserRoles).orderBy(staffUserRoles.role);
  const now = new Date();
  return list.map((u) => {
    // A manual lock is 'infinity', which arrives as an invalid Date; isLockedAt counts it as locked.
    const manual = isLockedAt(u.lockedUntil, now);
    const codes = isLockedAt(u.codeLockedUntil, now);
    return {
      id: u.id,
      email: u.email,
      permissions: u.permissions,
      roles: held.filter((r) => r.staffUserId === u.id).map((r) => r.role),
      locked: manual || codes,
      lockReason: manual ? u.lockReason : codes ? 'code_attempts' : null,
    };
  });
}

async function updateStaff(
  db: Orm,
  emailInput: string,
  operation: AuditOperation,
  change: (current: typeof staffUsers.$inferSelect) => Partial<typeof staffUsers.$inferInsert>,
  actor: string,
  alsoInTransaction?: (tx: Tx, email: string, id: string) => Promise<Record<string, unknown> | void>,
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
    const more = await alsoInTransaction?.(tx, email, current.id);
    await tx.insert(auditLog).values({
      staffEmail: actor,
      operation,
      targetType: 'staff_user',
      targetId: current.id,
      outcome: 'success',
      detail: { email, ...('permissions' in values ? { permissions: values.permissions } : {}), ...more },
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

/** The console's lock too (setLock): refuses both sign-in steps and ends the member's sessions at once. */
export function lockStaffUser(db: Orm, email: string, actor = 'cli') {
  return updateStaff(
    db,
    email,
    'staff.lock',
    () => ({}),
    actor,
    (tx, _email, id) => setLock(tx, id, new Date()),
  );
}

/** Adds roles (immediate: shell access is the trust boundary); unknown roles are refused. */
export function grantRoles(db: Orm, email: string, roles: string[], actor = 'cli') {
  return updateStaff(
    db,
    email,
    'staff.grant_role',
    () => ({}),
    actor,
    async (tx, _email, id) => ({
      roles: await addRoles(tx, id, roles, actor),
    }),
  );
}

export function revokeRoles(db: Orm, email: string, roles: string[], actor = 'cli') {
  return updateStaff(
    db,
    email,
    'staff.revoke_role',
    () => ({}),
    actor,
    async (tx, _email, id) => {
      for (const role of roles)
        await tx
          .delete(staffUserRoles)
          .where(and(eq(staffUserRoles.staffUserId, id), eq(staffUserRoles.role, role)));
      return { roles };
    },
  );
}

async function addRoles(tx: Tx, staffId: string, roles: string[], actor: string): Promise<string[]> {
  const wanted = [...new Set(roles)].sort();
  if (!wanted.length) return [];
  const known = await tx.select({ name: staffRoles.name }).from(staffRoles);
  const unknownRoles = wanted.filter((r) => !known.some((k) => k.name === r));
  if (unknownRoles.length) throw new StaffAccountError(`Unknown role(s): ${unknownRoles.join(', ')}`);
  await tx
    .insert(staffUserRoles)
    .values(wanted.map((role) => ({ staffUserId: staffId, role, grantedBy: actor })))
    .onConflictDoNothing();
  return wanted;
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
    () => ({}),
    actor,
    (tx, normalised, id) => clearLocks(tx, id, normalised),
  );
}

export async function setStaffPassword(db: Orm, email: string, password: string, actor = 'cli') {
  checkPasswordLength(password);
  const passwordHash = await hashPassword(password);
  return updateStaff(db, email, 'staff.password', () => ({ passwordHash }), actor);
}
