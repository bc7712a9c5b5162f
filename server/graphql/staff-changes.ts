// Staff administration's changes, each one spec and rule for the mutation runner. Grants (a role, a
// permission, a new member with roles, permissions added to a role) wait for a second person under the policy
// staff.grant and unlock under staff.unlock; they are registered here so an approval replays them against the rows
// as they are then. Revokes and lock are immediate. Lock, revokes and role edits keep at least two members who can
// decide staff changes (keepingDeciders, LAST_DECIDERS); the CLI does not pass here and is exempt.
import { PERMISSIONS } from '../../src/shared/permissions';
import type { AuditOperation, HeldOperationName } from '../../src/shared/operation-labels';
import type { PolicyKey } from '../domain/approvals/policy';
import {
  createStaffMember,
  endStaffMemberSessions,
  findStaffMemberByEmail,
  grantPermission,
  grantRole,
  lockStaffMember,
  revokePermission,
  revokeRole,
  unlockStaffMember,
  type StaffMemberData,
} from '../domain/staff-admin/staff-members';
import { updateStaffRole, type StaffRoleData } from '../domain/staff-admin/staff-roles';
import { keepingDeciders } from '../domain/staff-admin/deciders';
import { sendSetPasswordLink } from '../domain/staff-admin/set-password';
import type { Change } from './held-changes';
import type { GraphQLContext } from './context';
import type { ApprovalGate, MutationSpec, Rule } from './mutation-runner';
import { registerHeldOperation, replayed } from './approvals/registry';

const ONE = { rows: 1, anyFinal: false };

function held<T>(
  mutation: HeldOperationName,
  policy: PolicyKey,
  args: Record<string, unknown>,
): ApprovalGate<T> {
  return { mutation, policy, args, facts: () => ONE };
}

function staffChange<T>(
  operation: AuditOperation,
  target: { type: string; id: string | null },
  args: Record<string, unknown>,
  rule: Rule<T>,
  approval?: ApprovalGate<T>,
): Change<T> {
  const spec: MutationSpec<T> = { operation, permission: PERMISSIONS.staffAdmin, target, args, approval };
  return { spec, rule };
}

const member = (staffId: string) => ({ type: 'staff_user', id: staffId });

export interface CreateArgs {
  email: string;
  roles: string[];
}

/** Held when it names roles (a grant); the link is mailed once the member exists (now, or on approval). */
export function createStaffMemberChange(args: CreateArgs): Change<StaffMemberData> {
  const { email, roles } = args;
  return staffChange<StaffMemberData>(
    'staff.create',
    { type: 'staff_user', id: null },
    { email, roles },
    (tx, actor) => createStaffMember(tx, { email, roles }, actor.email),
    {
      mutation: 'createStaffMember',
      policy: 'staff.grant',
      args: { email, roles },
      facts: () => (roles.length ? ONE : null),
    },
  );
}

type RoleArgs = { staffId: string; role: string };
type PermissionArgs = { staffId: string; permission: string };
type MemberArgs = { staffId: string };

export const grantStaffRoleChange = ({ staffId, role }: RoleArgs) =>
  staffChange<StaffMemberData>(
    'staff.grant_role',
    member(staffId),
    { role },
    (tx, actor) => grantRole(tx, staffId, role, actor.email),
    held('grantStaffRole', 'staff.grant', { staffId, role }),
  );

export const revokeStaffRoleChange = ({ staffId, role }: RoleArgs) =>
  staffChange<StaffMemberData>('staff.revoke_role', member(staffId), { role }, (tx) =>
    keepingDeciders(tx, () => revokeRole(tx, staffId, role)),
  );

export const grantStaffPermissionChange = ({ staffId, permission }: PermissionArgs) =>
  staffChange<StaffMemberData>(
    'staff.grant_permission',
    member(staffId),
    { permission },
    (tx) => grantPermission(tx, staffId, permission),
    held('grantStaffPermission', 'staff.grant', { staffId, permission }),
  );

export const revokeStaffPermissionChange = ({ staffId, permission }: PermissionArgs) =>
  staffChange<StaffMemberData>('staff.revoke_permission', member(staffId), { permission }, (tx) =>
    keepingDeciders(tx, () => revokePermission(tx, staffId, permission)),
  );

export const lockStaffMemberChange = ({ staffId }: MemberArgs, callerId: string) =>
  staffChange<StaffMemberData>('staff.lock', member(staffId), {}, (tx, _actor, now) =>
    keepingDeciders(tx, () => lockStaffMember(tx, staffId, callerId, now)),
  );

export const endStaffSessionsChange = ({ staffId }: MemberArgs) =>
  staffChange<StaffMemberData>('staff.end_sessions', member(staffId), {}, (tx, _actor, now) =>
    endStaffMemberSessions(tx, staffId, now),
  );

export const unlockStaffMemberChange = ({ staffId }: MemberArgs) =>
  staffChange<StaffMemberData>(
    'staff.unlock',
    member(staffId),
    {},
    (tx) => unlockStaffMember(tx, staffId),
    held('unlockStaffMember', 'staff.unlock', { staffId }),
  );

type RoleEditArgs = { name: string; permissions: string[] };

/** Held when it adds a permission to the role (a grant to every holder); removing only is immediate. */
export function updateStaffRoleChange({ name, permissions }: RoleEditArgs): Change<StaffRoleData> {
  return staffChange<StaffRoleData>(
    'staff.update_role',
    { type: 'staff_role', id: name },
    { permissions },
    (tx, actor) => keepingDeciders(tx, () => updateStaffRole(tx, { name, permissions }, actor.email)),
    {
      mutation: 'updateStaffRole',
      policy: 'staff.grant',
      args: { name, permissions },
      facts: (_value, audit) => {
        const before = (audit.before as string[] | null) ?? [];
        const added = (audit.after as string[]).filter((p) => !before.includes(p));
        return added.length ? { rows: added.length, anyFinal: false } : null;
      },
    },
  );
}

/** Mails a member's one-time link after the change that created them committed; a failed mail can be resent. */
export async function mailSetPasswordLink(ctx: GraphQLContext, staffId: string): Promise<void> {
  try {
    await sendSetPasswordLink(ctx.db.orm, ctx.mailer, staffId, ctx.consoleUrl, new Date());
  } catch (error) {
    // No address, no token: only which member is waiting for a resend.
    ctx.request.log.warn({ staffId, err: error }, 'The set-password mail could not be sent');
  }
}

const staffAdmin = PERMISSIONS.staffAdmin;
registerHeldOperation('createStaffMember', {
  ...replayed(staffAdmin, (a: CreateArgs) => createStaffMemberChange(a)),
  afterApplied: async (ctx, request) => {
    const created = await findStaffMemberByEmail(ctx.db.orm, (request.args as unknown as CreateArgs).email);
    if (created) await mailSetPasswordLink(ctx, created.id);
  },
});
registerHeldOperation(
  'grantStaffRole',
  replayed(staffAdmin, (a: RoleArgs) => grantStaffRoleChange(a)),
);
registerHeldOperation(
  'grantStaffPermission',
  replayed(staffAdmin, (a: PermissionArgs) => grantStaffPermissionChange(a)),
);
registerHeldOperation(
  'unlockStaffMember',
  replayed(staffAdmin, (a: MemberArgs) => unlockStaffMemberChange(a)),
);
registerHeldOperation(
  'updateStaffRole',
  replayed(staffAdmin, (a: RoleEditArgs) => updateStaffRoleChange(a)),
);
