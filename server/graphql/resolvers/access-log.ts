// Who looked (the access log): its entries and alerts for holders of audit_log.read, the alert policy, and the
// offline reads the PWA reports once back online.
import type { Resolvers } from '../generated/resolvers-types';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { badUserInput, holdsAnyPermission, requireAnyPermission, requirePermission } from '../guards';
import { runMutation } from '../mutation-runner';
import { DEFAULT_ACCESS_PAGE, listAccessEntries } from '../../domain/access-log/entries';
import {
  countRecentAlerts,
  listAlerts,
  MAX_ALERTS_PAGE,
  readAlertPolicy,
} from '../../domain/access-log/alerts';
import { pageRefusal } from '../../domain/paging';
import { accessAlertPolicyChange } from '../access-log/policy-change';
import { checkOfflineReads } from '../access-log/offline-reads';
import { ACCESS_LOG_UNAVAILABLE_MESSAGE } from '../access-log/tally';
import { requestRefused } from '../guards';

/** A write of the log that failed answers 503, as a read whose entry could not be written. */
async function recorded(writes: Promise<unknown>): Promise<void> {
  try {
    await writes;
  } catch {
    throw requestRefused(503, 'SERVICE_UNAVAILABLE', ACCESS_LOG_UNAVAILABLE_MESSAGE);
  }
}

export const accessLogResolvers: Resolvers = {
  Query: {
    accessEntries: async (_root, { offset, limit, ...filter }, ctx) => {
      requirePermission(ctx, PERMISSIONS.auditLogRead);
      // The row counts of this process's answers that have just gone are written before they are read.
      await ctx.request.server.accessLog.settled();
      const page = await listAccessEntries(ctx.db.orm, filter, {
        offset: offset ?? 0,
        limit: limit ?? DEFAULT_ACCESS_PAGE,
      });
      if (!page.ok) throw badUserInput(page.message, page.field);
      return { items: page.items, hasMore: page.hasMore };
    },
    accessAlerts: async (_root, { offset, limit }, ctx) => {
      requirePermission(ctx, PERMISSIONS.auditLogRead);
      const page = { offset: offset ?? 0, limit: limit ?? 50 };
      const refused = pageRefusal(page, MAX_ALERTS_PAGE);
      if (refused) throw badUserInput(refused.message, refused.field);
      return listAlerts(ctx.db.orm, page);
    },
    accessAlertCount: (_root, _args, ctx) =>
      holdsAnyPermission(ctx, PERMISSIONS.auditLogRead) ? countRecentAlerts(ctx.db.orm, new Date()) : 0,
    accessAlertPolicy: (_root, _args, ctx) => {
      requireAnyPermission(ctx, PERMISSIONS.auditLogRead, PERMISSIONS.staffAdmin);
      return readAlertPolicy(ctx.db.orm);
    },
  },
  Mutation: {
    updateAccessAlertPolicy: async (_root, args, ctx) => {
      const change = accessAlertPolicyChange(args);
      await runMutation(ctx, change.spec, change.rule);
      return readAlertPolicy(ctx.db.orm);
    },
    recordOfflineReads: async (_root, { reads }, ctx) => {
      const checked = checkOfflineReads(reads, Date.now());
      if (!checked.ok) throw badUserInput(checked.message, 'reads');
      const writer = ctx.request.server.accessLog;
      await recorded(
        Promise.all(
          checked.reads.map((read) =>
            writer.record({
              staff: { id: ctx.staff.id, email: ctx.staff.email },
              sessionId: ctx.staff.sessionId,
              kind: read.kind,
              consumerIds: read.consumerIds,
              rowCount: read.consumerIds.length,
              ip: ctx.request.ip ?? null,
              requestId: String(ctx.request.id),
              offline: true,
              readAt: read.readAt,
            }),
          ),
        ),
      );
      return checked.reads.length;
    },
  },
};
