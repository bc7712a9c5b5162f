// Staff members as the console's /staff page and the staff CLI see and change them. Each change is a
// rule on a transaction, answering an ActionOutcome (refusals as values): the GraphQL mutations run them through the
// mutation runner (permission, approvals policy, audit row), the CLI through runStaffCliChange (immediate, audited).
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../../db/sql';
import { badInput, unknown, type ActionOutcome } from '../action-outcome';
import { isPermission } from '../../../src/shared/permissions';
import { effectivePermissionsOf } from './effective-permissions';
import { endAllSessions } from '../staff-auth/session-list';

export interface StaffMemberData {
  id: string;
  email: string;
  roles: string[];
  /** The direct permissions (the roles' come on top). */
  permissions: string[];
  effectivePermissions: string[];
  locked: boolean;
  /** manual (an administrator's lock) or code_attempts (too many wrong codes); null when not locked. */
  lockReason: string | null;
  lastSignInAt: number | null;
  /** False until the person has chosen a password from their one-time link. */
  passwordSet: boolean;
  /** How many passkeys the member has enrolled (removeStaffPasskeys removes them all). */
  passkeyCount: number;
  /** The held changes of this member still waiting for a second person (grants, unlock), oldest first. */
  pendingRequests: StaffPendingRequestData[];
}

export interface StaffPendingRequestData {
  requestId: string;
  /** The held mutation: grantStaffRole, grantStaffPermission or unlockStaffMember. */
  operation: string;
  role: string | null;
  permission: string | null;
}

/** A text[] value as bound parameters (drizzle expands a JS array into a list, not an array). */
export const textArray = (values: readonly string[]) =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
export const MAX_EMAIL_LENGTH = 254;

const manualLock = sql`(u.locked_until is not null and u.locked_until > now())`;
const codeLock = sql`(u.code_locked_until is not null and u.code_locked_until > now())`;
/** Whether the staff_users row `u` is locked now, by an administrator or by too many wrong codes. */
export const lockedNow = sql`(${manualLock} or ${codeLock})`;

const MEMBER_COLUMNS = sql`u.id, u.email, u.permissions,
  coalesce((select array_agg(ur.role order by ur.role) from staff_user_roles ur where ur.staff_user_id = u.id),
           '{}'::text[]) as roles,
  ${effectivePermissionsOf(sql`u.id`)} as "effectivePermissions",
  ${lockedNow} as locked,
  case when ${manualLock} then u.lock_reason when ${codeLock} then 'code_attempts' end as "lockReason",
  (select ${epochMs(sql`max(s.created_at)`)} from staff_sessions s where s.staff_user_id = u.id) as "lastSignInAt",
  u.password_hash <> '' as "passwordSet",
  (select count(*)::int from staff_passkeys p where p.staff_user_id = u.id) as "passkeyCount",
  coalesce((select json_agg(json_build_object('requestId', a.id, 'operation', a.operation,
             'role', a.args->>'role', 'permission', a.args->>'permission') order by a.created_at, a.id)
            from approval_requests a
            where a.target_id = u.id::text and a.status = 'Pending' and a.target_type = 'staff_user'
              and a.expires_at > now()),
           '[]'::json) as "pendingRequests"`;

type MemberRow = Omit<StaffMemberData, 'lastSignInAt'> & { lastSignInAt: number | string | null };

const toData = (row: MemberRow): StaffMemberData => ({
  ...row,
  lastSignInAt: row.lastSignInAt === null ? null : Number(row.lastSignInAt),
});

export async function listStaffMembers(db: Db): Promise<StaffMemberData[]> {
  const found = await rows<MemberRow>(db, sql`select ${MEMBER_COLUMNS} from staff_users u order by u.email`);
  return found.map(toData);
}

export async function findStaffMember(db: Db, id: string): Promise<StaffMemberData | null> {
  if (!UUID.test(id)) return null;
  const [row] = await rows<MemberRow>(
    db,
    sql`select ${MEMBER_COLUMNS} from staff_users u where u.id = ${id}`,
  );
  return row ? toData(row) : null;
}

export async function findStaffMemberByEmail(db: Db, email: string): Promise<StaffMemberData | null> {
  const [row] = await rows<MemberRow>(
    db,
    sql`select ${MEMBER_COLUMNS} from staff_users u where u.email = ${normaliseEmail(email)}`,
  );
  return row ? toData(row) : null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Why this e-mail cannot name a staff account, or null. */
export function emailProblem(email: string): string | null {
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) return `Invalid e-mail address`;
  return null;
}

/** The member locked for the change (so two changes of one member run one after the other), or NOT_FOUND. */
async function lockedMember(tx: Db, id: string): Promise<StaffMemberData | ActionOutcome<never>> {
  if (UUID.test(id)) await tx.execute(sql`select id from staff_users where id = ${id} for update`);
  const member = await findStaffMember(tx, id);
  return member ?? unknown(`No staff member ${id}`);
}

const isOutcome = (v: StaffMemberData | ActionOutcome<never>): v is ActionOutcome<never> => 'status' in v;

async function roleExists(tx: Db, role: string): Promise<boolean> {
  const found = await rows(tx, sql`select 1 from staff_roles where name = ${role}`);
  return found.length > 0;
}

/** A change of one member that is done: the member as they are now, with what the audit row should say. */
export const done = (
  member: StaffMemberData,
  audit: Record<string, unknown>,
): ActionOutcome<StaffMemberData> => ({
  status: 'done',
  value: member,
  audit,
  target: { type: 'staff_user', id: member.id },
});

const conflict = (message: string): ActionOutcome<never> => ({
  status: 'invalid',
  code: 'CONFLICT',
  message,
});

/** A new staff account without a password (it is chosen from the mailed one-time link), holding these roles. */
export async function createStaffMember(
  tx: Db,
  input: { email: string; roles: readonly string[] },
  by: string,
): Promise<ActionOutcome<StaffMemberData>> {
  const email = normaliseEmail(input.email);
  const problem = emailProblem(email);
  if (problem) return badInput(problem, 'email');
  const roles = [...new Set(input.roles)].sort();
  for (const role of roles)
    if (!(await roleExists(tx, role))) return badInput(`Unknown role ${role}`, 'roles');
  // A second create of the same address waits for the first's row lock on the unique index, then is refused here.
  const taken = await rows(tx, sql`select 1 from staff_users where email = ${email}`);
  if (taken.length) return conflict('A staff member with this e-mail address already exists');
  const [row] = await rows<{ id: string }>(
    tx,
    sql`insert into staff_users (email, password_hash, permissions) values (${email}, '', '{}') returning id`,
  );
  for (const role of roles)
    await tx.execute(
      sql`insert into staff_user_roles (staff_user_id, role, granted_by) values (${row.id}, ${role}, ${by})`,
    );
  return done((await findStaffMember(tx, row.id))!, { roles });
}

export async function grantRole(tx: Db, staffId: string, role: string, by: string) {
  const member = await lockedMember(tx, staffId);
  if (isOutcome(member)) return member;
  if (!(await roleExists(tx, role))) return badInput(`Unknown role ${role}`, 'role');
  if (member.roles.includes(role)) return conflict(`The staff member already has the role ${role}`);
  await tx.execute(
    sql`insert into staff_user_roles (staff_user_id, role, granted_by) values (${staffId}, ${role}, ${by})`,
  );
  return done((await findStaffMember(tx, staffId))!, { role, before: member.roles });
}

export async function revokeRole(tx: Db, staffId: string, role: string) {
  const member = await lockedMember(tx, staffId);
  if (isOutcome(member)) return member;
  if (!member.roles.includes(role)) return conflict(`The staff member does not have the role ${role}`);
  await tx.execute(sql`delete from staff_user_roles where staff_user_id = ${staffId} and role = ${role}`);
  return done((await findStaffMember(tx, staffId))!, { role, before: member.roles });
}

export async function grantPermission(tx: Db, staffId: string, permission: string) {
  const member = await lockedMember(tx, staffId);
  if (isOutcome(member)) return member;
  if (!isPermission(permission)) return badInput(`Unknown permission ${permission}`, 'permission');
  if (member.permissions.includes(permission))
    return conflict(`The staff member already has the permission ${permission}`);
  await setDirectPermissions(tx, staffId, [...member.permissions, permission]);
  return done((await findStaffMember(tx, staffId))!, { permission, before: member.permissions });
}

export async function revokePermission(tx: Db, staffId: string, permission: string) {
  const member = await lockedMember(tx, staffId);
  if (isOutcome(member)) return member;
  if (!member.permissions.includes(permission))
    return conflict(`The staff member does not have the permission ${permission} directly`);
  await setDirectPermissions(
    tx,
    staffId,
    member.permissions.filter((p) => p !== permission),
  );
  return done((await findStaffMember(tx, staffId))!, { permission, before: member.permissions });
}

export async function setDirectPermissions(tx: Db, staffId: string, permissions: readonly string[]) {
  const sorted = [...new Set(permissions)].sort();
  await tx.execute(
    sql`update staff_users set permissions = ${textArray(sorted)}, updated_at = now() where id = ${staffId}`,
  );
}

/** The administrator's lock: refuses both sign-in steps and ends every live session of the member at once. */
export async function lockStaffMember(tx: Db, staffId: string, byStaffId: string | null, now: Date) {
  if (byStaffId !== null && staffId === byStaffId) return badInput('You cannot lock yourself', 'staffId');
  const member = await lockedMember(tx, staffId);
  if (isOutcome(member)) return member;
  if (member.lockReason === 'manual') return conflict('The staff member is already locked');
  await setLock(tx, staffId, now);
  return done((await findStaffMember(tx, staffId))!, { sessionsEnded: true });
}

/** An administrator ends every live session of the member (a lost laptop); the member may sign in again. */
export async function endStaffMemberSessions(tx: Db, staffId: string, now: Date) {
  const member = await lockedMember(tx, staffId);
  if (isOutcome(member)) return member;
  const sessionsEnded = await endAllSessions(tx, staffId, now);
  return done(member, { sessionsEnded });
}

/** Lifts every lock: the manual one, the code-step lock and the e-mail's password backoff. */
export async function unlockStaffMember(tx: Db, staffId: string) {
  const member = await lockedMember(tx, staffId);
  if (isOutcome(member)) return member;
  if (!member.locked) return conflict('The staff member is not locked');
  await clearLocks(tx, staffId, member.email);
  return done((await findStaffMember(tx, staffId))!, { lockReason: member.lockReason });
}

/** Removes every passkey of the member (a lost device): they enrol again at their next sign-in. */
export async function removeStaffPasskeys(tx: Db, staffId: string) {
  const member = await lockedMember(tx, staffId);
  if (isOutcome(member)) return member;
  if (member.passkeyCount === 0) return conflict('The staff member has no passkeys');
  await tx.execute(sql`delete from staff_passkeys where staff_user_id = ${staffId}`);
  return done((await findStaffMember(tx, staffId))!, { removed: member.passkeyCount });
}

export async function setLock(tx: Db, staffId: string, now: Date) {
  await tx.execute(
    sql`update staff_users set locked_until = 'infinity'::timestamptz, lock_reason = 'manual', updated_at = now()
        where id = ${staffId}`,
  );
  await tx.execute(
    sql`update staff_sessions set revoked_at = ${now.toISOString()}::timestamptz
        where staff_user_id = ${staffId} and revoked_at is null`,
  );
}

export async function clearLocks(tx: Db, staffId: string, email: string) {
  await tx.execute(
    sql`update staff_users set locked_until = null, lock_reason = null, code_locked_until = null,
        code_failures_counted_from = now(), updated_at = now() where id = ${staffId}`,
  );
  await tx.execute(sql`delete from sign_in_throttles where kind = 'email' and key = ${email}`);
}
