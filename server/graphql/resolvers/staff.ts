// Staff administration: the staff list and roles (staff.admin), and the changes through the mutation
// runner (server/graphql/staff-changes.ts: which are held for a second person and which are immediate).
import type { Resolvers } from '../generated/resolvers-types';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { requirePermission } from '../guards';
import { runMutation } from '../mutation-runner';
import type { Change } from '../held-changes';
import type { GraphQLContext } from '../context';
import {
  findStaffMember,
  listStaffMembers,
  type StaffMemberData,
} from '../../domain/staff-admin/staff-members';
import { listStaffRoles } from '../../domain/staff-admin/staff-roles';
import {
  createStaffMemberChange,
  grantStaffPermissionChange,
  grantStaffRoleChange,
  lockStaffMemberChange,
  mailSetPasswordLink,
  revokeStaffPermissionChange,
  revokeStaffRoleChange,
  unlockStaffMemberChange,
  updateStaffRoleChange,
} from '../staff-changes';
import { badInput, unknown } from '../../domain/action-outcome';
import { sendSetPasswordLink } from '../../domain/staff-admin/set-password';

const run = <T>(ctx: GraphQLContext, change: Change<T>) => runMutation(ctx, change.spec, change.rule);

export const staffResolvers: Resolvers = {
  Query: {
    staffMembers: (_root, _args, ctx) => {
      requirePermission(ctx, PERMISSIONS.staffAdmin);
      return listStaffMembers(ctx.db.orm);
    },
    staffRoles: (_root, _args, ctx) => {
      requirePermission(ctx, PERMISSIONS.staffAdmin);
      return listStaffRoles(ctx.db.orm);
    },
  },
  Mutation: {
    createStaffMember: async (_root, { email, roles }, ctx) => {
      const created = await run(ctx, createStaffMemberChange({ email, roles: [...roles] }));
      await mailSetPasswordLink(ctx, created.id);
      return created;
    },
    grantStaffRole: (_root, args, ctx) => run(ctx, grantStaffRoleChange(args)),
    revokeStaffRole: (_root, args, ctx) => run(ctx, revokeStaffRoleChange(args)),
    grantStaffPermission: (_root, args, ctx) => run(ctx, grantStaffPermissionChange(args)),
    revokeStaffPermission: (_root, args, ctx) => run(ctx, revokeStaffPermissionChange(args)),
    lockStaffMember: (_root, args, ctx) => run(ctx, lockStaffMemberChange(args, ctx.staff.id)),
    unlockStaffMember: (_root, args, ctx) => run(ctx, unlockStaffMemberChange(args)),
    updateStaffRole: (_root, { name, permissions }, ctx) =>
      run(ctx, updateStaffRoleChange({ name, permissions: [...permissions] })),
    resendSetPasswordLink: async (_root, { staffId }, ctx) => {
      const found = await runMutation<StaffMemberData>(
        ctx,
        {
          operation: 'staff.resend_link',
          permission: PERMISSIONS.staffAdmin,
          target: { type: 'staff_user', id: staffId },
          args: {},
        },
        async (tx) => {
          const member = await findStaffMember(tx, staffId);
          if (!member) return unknown(`No staff member ${staffId}`);
          if (member.passwordSet) return badInput('The staff member has set a password already', 'staffId');
          return { status: 'done', value: member, audit: {} };
        },
      );
      // The link itself is issued and mailed after the audited request committed (it is not a change of rights).
      await sendSetPasswordLink(ctx.db.orm, ctx.mailer, staffId, ctx.consoleUrl, new Date());
      return found;
    },
  },
};
