// What a SCIM call changes, as rules for the mutation runner's settleMutation, made by the provisioning client: the
// staff account that stands for the identity provider behind SCIM_TOKEN. It is created on the first SCIM call with
// staff.admin and no password (it never signs in: no password matches an empty hash, and SSO refuses it), so the
// approvals policy sees a maker who holds the permission, and an administrator who locks it or revokes staff.admin
// stops every SCIM change at once (deny by default: the calls then answer 403).
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/sql';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { unknown, type ActionOutcome } from '../action-outcome';
import { writeAudit } from '../audit';
import { effectivePermissionsOf } from '../staff-admin/effective-permissions';
import {
  createStaffMember,
  done,
  findStaffMember,
  findStaffMemberByEmail,
  lockStaffMember,
  setLock,
  type StaffMemberData,
} from '../staff-admin/staff-members';

/** The provisioning client's e-mail (a reserved domain: no mail can reach it). */
export const PROVISIONING_EMAIL = 'scim@provisioning.invalid';

export interface ProvisioningClient {
  id: string;
  email: string;
  /** Its effective permissions; none while it is locked. */
  permissions: string[];
}

/** The provisioning client, created (and audited) on the first SCIM call. */
export async function provisioningClient(tx: Db, ip: string | null): Promise<ProvisioningClient> {
  const created = await rows<{ id: string }>(
    tx,
    sql`insert into staff_users (email, password_hash, permissions)
        values (${PROVISIONING_EMAIL}, '', array[${PERMISSIONS.staffAdmin}]::text[])
        on conflict (email) do nothing returning id`,
  );
  if (created.length) {
    await writeAudit(tx, {
      staff: { id: created[0].id, email: PROVISIONING_EMAIL },
      operation: 'scim.client_created',
      targetType: 'staff_user',
      targetId: created[0].id,
      outcome: 'success',
      detail: { permissions: [PERMISSIONS.staffAdmin] },
      ip,
    });
  }
  const [row] = await rows<ProvisioningClient & { locked: boolean }>(
    tx,
    sql`select id, email, ${effectivePermissionsOf(sql`id`)} as permissions,
          locked_until is not null and locked_until > now() as locked
        from staff_users where email = ${PROVISIONING_EMAIL}`,
  );
  return { id: row.id, email: row.email, permissions: row.locked ? [] : row.permissions };
}

/** A staff member as SCIM may see them: anyone but the provisioning client itself. */
export async function scimMember(db: Db, id: string): Promise<StaffMemberData | null> {
  const member = await findStaffMember(db, id);
  return member && member.email !== PROVISIONING_EMAIL ? member : null;
}

export async function scimMemberByUserName(db: Db, userName: string): Promise<StaffMemberData | null> {
  const member = await findStaffMemberByEmail(db, userName);
  return member && member.email !== PROVISIONING_EMAIL ? member : null;
}

/** POST /Users: a member with no roles and no permissions (granting stays a held change in the console). */
export async function createScimMember(
  tx: Db,
  userName: string,
  active: boolean,
  now: Date,
): Promise<ActionOutcome<StaffMemberData>> {
  const created = await createStaffMember(tx, { email: userName, roles: [] }, PROVISIONING_EMAIL);
  if (created.status !== 'done' || active) return created;
  await setLock(tx, created.value.id, now);
  return done((await findStaffMember(tx, created.value.id))!, { active: false });
}

/**
 * active=false and DELETE: the administrator's lock, which ends every session at once. Locking a member who is
 * locked already changes nothing and answers them as they are (identity providers repeat calls).
 */
export async function deactivateScimMember(
  tx: Db,
  staffId: string,
  clientId: string,
  now: Date,
): Promise<ActionOutcome<StaffMemberData>> {
  const member = await scimMember(tx, staffId);
  if (!member) return unknown(`No user ${staffId}`);
  if (member.locked && member.lockReason === 'manual') return done(member, { alreadyInactive: true });
  return lockStaffMember(tx, staffId, clientId, now);
}
