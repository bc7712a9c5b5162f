// A held staff change on the approver's page (the grants staff administration registers): the member by e-mail and
// the permissions they would gain that they do not hold today; a role edit's permissions added and removed and every
// member holding the role. Roles are read as they are now, because that is what an approval grants: one edited after
// the request was made is marked so.
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/sql';
import { effectivePermissionsOf } from '../staff-admin/effective-permissions';
import type { ApprovalRequestData } from './requests';

export interface StaffChangeData {
  memberEmail: string | null;
  newMember: boolean;
  roles: string[];
  gained: string[];
  removed: string[];
  holders: string[];
  rolesChangedSinceRequest: boolean;
}

interface RoleNow {
  name: string;
  permissions: string[];
  changed: boolean;
}

async function rolesNow(db: Db, names: readonly string[], requestId: string): Promise<RoleNow[]> {
  if (!names.length) return [];
  return rows<RoleNow>(
    db,
    sql`select name, permissions, updated_at > (select created_at from approval_requests where id = ${requestId}::uuid) as changed from staff_roles
        where name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})`,
  );
}

async function memberNow(db: Db, staffId: string): Promise<{ email: string; permissions: string[] } | null> {
  const [row] = await rows<{ email: string; permissions: string[] }>(
    db,
    sql`select email, ${effectivePermissionsOf(sql`id`)} as permissions from staff_users
        where id::text = ${staffId}`,
  );
  return row ?? null;
}

const unique = (values: readonly string[]) => [...new Set(values)];

const change = (over: Partial<StaffChangeData>): StaffChangeData => ({
  memberEmail: null,
  newMember: false,
  roles: [],
  gained: [],
  removed: [],
  holders: [],
  rolesChangedSinceRequest: false,
  ...over,
});

/** A grant to one member: the role's or permission's permissions they do not hold today. */
async function grantTo(
  db: Db,
  staffId: string,
  roleNames: readonly string[],
  permissions: readonly string[],
  requestId: string,
): Promise<StaffChangeData> {
  const member = await memberNow(db, staffId);
  const roles = await rolesNow(db, roleNames, requestId);
  const held = member?.permissions ?? [];
  const offered = unique([...roles.flatMap((r) => r.permissions), ...permissions]);
  return change({
    memberEmail: member?.email ?? null,
    roles: [...roleNames],
    gained: offered.filter((p) => !held.includes(p)),
    rolesChangedSinceRequest: roles.some((r) => r.changed),
  });
}

/** Null for a held change that is not a staff change. */
export async function previewStaffChange(
  db: Db,
  request: ApprovalRequestData,
): Promise<StaffChangeData | null> {
  const args = request.args as Record<string, unknown>;
  const requestId = request.id;
  switch (request.operation) {
    case 'grantStaffRole':
      return grantTo(db, String(args.staffId), [String(args.role)], [], requestId);
    case 'grantStaffPermission':
      return grantTo(db, String(args.staffId), [], [String(args.permission)], requestId);
    case 'unlockStaffMember':
    case 'removeStaffPasskeys':
      return grantTo(db, String(args.staffId), [], [], requestId);
    case 'createStaffMember': {
      const names = (args.roles ?? []) as string[];
      const roles = await rolesNow(db, names, requestId);
      return change({
        memberEmail: String(args.email),
        newMember: true,
        roles: names,
        gained: unique(roles.flatMap((r) => r.permissions)),
        rolesChangedSinceRequest: roles.some((r) => r.changed),
      });
    }
    case 'updateStaffRole':
      return roleEdit(db, String(args.name), (args.permissions ?? []) as string[], requestId);
    default:
      return null;
  }
}

async function roleEdit(
  db: Db,
  name: string,
  permissions: readonly string[],
  requestId: string,
): Promise<StaffChangeData> {
  const [role] = await rolesNow(db, [name], requestId);
  const now = role?.permissions ?? [];
  const holders = await rows<{ email: string }>(
    db,
    sql`select u.email from staff_user_roles r join staff_users u on u.id = r.staff_user_id
        where r.role = ${name} order by u.email`,
  );
  return change({
    roles: [name],
    gained: unique(permissions).filter((p) => !now.includes(p)),
    removed: now.filter((p) => !permissions.includes(p)),
    holders: holders.map((h) => h.email),
    rolesChangedSinceRequest: role?.changed ?? false,
  });
}
