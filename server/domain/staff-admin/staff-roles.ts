// Roles: named, editable bundles of permissions (migration 0015 seeds support, operations, fraud and admin). A staff
// member's effective permissions are their direct ones ∪ their roles' ones, so editing a role changes every holder's
// permissions on their next request.
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../../db/sql';
import { badInput, type ActionOutcome } from '../action-outcome';
import { isPermission } from '../../../src/shared/permissions';
import { textArray } from './staff-members';

export interface StaffRoleData {
  name: string;
  permissions: string[];
  /** How many staff members hold the role. */
  holders: number;
  updatedAt: number;
  updatedBy: string | null;
}

const ROLE_NAME = /^[a-z][a-z0-9_-]{1,31}$/;

const ROLE_COLUMNS = sql`r.name, r.permissions,
  (select count(*)::int from staff_user_roles ur where ur.role = r.name) as holders,
  ${epochMs(sql`r.updated_at`)} as "updatedAt", r.updated_by as "updatedBy"`;

const toData = (r: StaffRoleData): StaffRoleData => ({ ...r, updatedAt: Number(r.updatedAt) });

export async function listStaffRoles(db: Db): Promise<StaffRoleData[]> {
  return (await rows<StaffRoleData>(db, sql`select ${ROLE_COLUMNS} from staff_roles r order by r.name`)).map(
    toData,
  );
}

export async function findStaffRole(db: Db, name: string): Promise<StaffRoleData | null> {
  const [row] = await rows<StaffRoleData>(
    db,
    sql`select ${ROLE_COLUMNS} from staff_roles r where r.name = ${name}`,
  );
  return row ? toData(row) : null;
}

/** The permissions a role change adds (a grant to every holder: held by the policy staff.grant). */
export async function permissionsAddedToRole(
  db: Db,
  name: string,
  permissions: readonly string[],
): Promise<string[]> {
  const current = await findStaffRole(db, name);
  return [...new Set(permissions)].filter((p) => !current?.permissions.includes(p)).sort();
}

/** Sets a role's permissions, creating the role when the name is new. */
export async function updateStaffRole(
  tx: Db,
  input: { name: string; permissions: readonly string[] },
  by: string,
): Promise<ActionOutcome<StaffRoleData>> {
  const name = input.name.trim();
  if (!ROLE_NAME.test(name))
    return badInput(
      'A role name is 2 to 32 lower-case letters, digits, - or _, starting with a letter',
      'name',
    );
  const unknownPermission = input.permissions.find((p) => !isPermission(p));
  if (unknownPermission) return badInput(`Unknown permission ${unknownPermission}`, 'permissions');
  const permissions = [...new Set(input.permissions)].sort();
  const [before] = await rows<{ permissions: string[] }>(
    tx,
    sql`select permissions from staff_roles where name = ${name} for update`,
  );
  if (before && before.permissions.join(',') === permissions.join(','))
    return { status: 'invalid', code: 'CONFLICT', message: `The role ${name} already has these permissions` };
  await tx.execute(sql`
    insert into staff_roles (name, permissions, updated_at, updated_by)
    values (${name}, ${textArray(permissions)}, now(), ${by})
    on conflict (name) do update set permissions = excluded.permissions, updated_at = excluded.updated_at,
      updated_by = excluded.updated_by`);
  return {
    status: 'done',
    value: (await findStaffRole(tx, name))!,
    audit: { before: before?.permissions ?? null, after: permissions },
    target: { type: 'staff_role', id: name },
  };
}
