// The audit trail in the console: the rows (filtered, paged, newest first), the operations for the
// filter, the chain's state and "Verify now" (a durable job run through the mutation runner). Everything requires
// audit_log.read.
import type { Resolvers } from '../generated/resolvers-types';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { badUserInput, requirePermission } from '../guards';
import { runMutation } from '../mutation-runner';
import { DEFAULT_AUDIT_PAGE, listAuditEntries, listAuditOperations } from '../../domain/audit-trail';
import {
  auditChainState,
  findAuditVerification,
  startAuditVerification,
} from '../../domain/audit-verifications';
import { wakeJobRunners } from '../../jobs/runner';

export const auditTrailResolvers: Resolvers = {
  Query: {
    auditEntries: async (_root, { offset, limit, ...filter }, ctx) => {
      requirePermission(ctx, PERMISSIONS.auditLogRead);
      const page = await listAuditEntries(ctx.db.orm, filter, {
        offset: offset ?? 0,
        limit: limit ?? DEFAULT_AUDIT_PAGE,
      });
      if (!page.ok) throw badUserInput(page.message, page.field);
      return { items: page.items, hasMore: page.hasMore };
    },
    auditOperations: (_root, _args, ctx) => {
      requirePermission(ctx, PERMISSIONS.auditLogRead);
      return listAuditOperations(ctx.db.orm);
    },
    auditChainState: (_root, _args, ctx) => {
      requirePermission(ctx, PERMISSIONS.auditLogRead);
      return auditChainState(ctx.db.orm);
    },
    auditVerification: (_root, { id }, ctx) => {
      requirePermission(ctx, PERMISSIONS.auditLogRead);
      return findAuditVerification(ctx.db.orm, id);
    },
  },
  Mutation: {
    verifyAuditChain: async (_root, _args, ctx) => {
      const started = await runMutation(
        ctx,
        {
          operation: 'audit.verify',
          permission: PERMISSIONS.auditLogRead,
          target: { type: 'audit_verification', id: null },
          args: {},
        },
        (tx, actor, now) => startAuditVerification(tx, { ...actor, id: ctx.staff.id }, now),
      );
      if (started.created) wakeJobRunners();
      const run = await findAuditVerification(ctx.db.orm, started.id);
      if (!run) throw new Error('audit verification vanished after it was stored');
      return run;
    },
  },
};
