// The signed-in member's own sessions (the security page) and an administrator ending a member's sessions (/staff).
// Every ending is a mutation through the runner: audited, one transaction, the caller's own session re-checked.
import type { Resolvers } from '../generated/resolvers-types';
import { runMutation } from '../mutation-runner';
import { endStaffSessionsChange } from '../staff-changes';
import { endOwnSession, listLiveSessions } from '../../domain/staff-auth/session-list';

export const sessionResolvers: Resolvers = {
  Query: {
    mySessions: (_root, _args, ctx) =>
      listLiveSessions(ctx.db.orm, ctx.staff.id, ctx.staff.sessionId, new Date()),
  },
  Mutation: {
    endMySession: async (_root, { sessionId }, ctx) => {
      await runMutation(
        ctx,
        {
          operation: 'session.end',
          permission: null,
          target: { type: 'staff_session', id: sessionId },
          args: { current: sessionId === ctx.staff.sessionId },
        },
        (tx, _actor, now) => endOwnSession(tx, ctx.staff.id, sessionId, now),
      );
      return listLiveSessions(ctx.db.orm, ctx.staff.id, ctx.staff.sessionId, new Date());
    },
    endStaffSessions: (_root, args, ctx) => {
      const change = endStaffSessionsChange(args);
      return runMutation(ctx, change.spec, change.rule);
    },
  },
};
