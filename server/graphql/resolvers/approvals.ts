// Four eyes: the approval requests as each staff member may see them, the policy, and the decisions.
import type { Resolvers } from '../generated/resolvers-types';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { badUserInput } from '../guards';
import { runMutation } from '../mutation-runner';
import { approvalPolicyChange } from '../held-changes';
import { listPolicies } from '../../domain/approvals/policy';
import { previewRequest } from '../../domain/approvals/preview';
import {
  countPendingFor,
  expireDueApprovals,
  findApprovalRequest,
  listApprovalRequests,
  listPendingForTarget,
  MAX_APPROVALS_PAGE,
} from '../../domain/approvals/requests';
import {
  approveRequest,
  decisionBlockedReason,
  rejectRequest,
  withdrawRequest,
} from '../approvals/decisions';
import type { GraphQLContext } from '../context';
import { changesSince } from '../../domain/case-versions';

const decides = (ctx: GraphQLContext) => ctx.staff.permissions.includes(PERMISSIONS.approvalsDecide);

export const approvalResolvers: Resolvers = {
  Query: {
    approvalRequests: async (_root, { status, decided, offset, limit }, ctx) => {
      await expireDueApprovals(ctx.db);
      const page = await listApprovalRequests(ctx.db.orm, {
        status: status ?? null,
        decided: !status && Boolean(decided),
        makerId: decides(ctx) ? null : ctx.staff.id,
        targetId: null,
        offset: offset ?? 0,
        limit: limit ?? MAX_APPROVALS_PAGE,
      });
      if (!page.ok) throw badUserInput(page.message, page.field);
      return page.items;
    },
    approvalRequest: async (_root, { id }, ctx) => {
      await expireDueApprovals(ctx.db);
      const request = await findApprovalRequest(ctx.db.orm, id);
      if (!request || (!decides(ctx) && request.maker.id !== ctx.staff.id)) return null;
      return request;
    },
    pendingApprovals: async (_root, { targetId }, ctx) => {
      await expireDueApprovals(ctx.db);
      return listPendingForTarget(ctx.db.orm, targetId);
    },
    pendingApprovalCount: (_root, _args, ctx) =>
      decides(ctx) ? countPendingFor(ctx.db.orm, ctx.staff.id) : 0,
    approvalPolicies: (_root, _args, ctx) => listPolicies(ctx.db.orm),
  },
  ApprovalRequest: {
    arguments: (request) => JSON.stringify(request.args),
    preview: (request, _args, ctx) => previewRequest(ctx.db.orm, request),
    extent: ({ facts }) => ({
      rows: facts.rows,
      merchants: facts.merchants ?? null,
      months: facts.months ?? null,
    }),
    decisionBlockedReason: (request, _args, ctx) => decisionBlockedReason(request, ctx.staff),
    // Read only when asked for (the approval page): the list costs no statement for it.
    changesSince: (request, _args, ctx) =>
      request.targetType === 'consumer' && request.targetId && request.caseVersion !== null
        ? changesSince(ctx.db.orm, request.targetId, request.caseVersion)
        : [],
  },
  Mutation: {
    approveRequest: (_root, { id, comment }, ctx) => approveRequest(ctx, id, comment),
    rejectRequest: (_root, { id, reason }, ctx) => rejectRequest(ctx, id, reason),
    withdrawRequest: (_root, { id }, ctx) => withdrawRequest(ctx, id),
    updateApprovalPolicy: async (_root, args, ctx) => {
      const change = approvalPolicyChange({
        key: args.key,
        enabled: args.enabled,
        rowThreshold: args.rowThreshold ?? null,
        finalStatuses: args.finalStatuses,
      });
      await runMutation(ctx, change.spec, change.rule);
      const policy = (await listPolicies(ctx.db.orm)).find((p) => p.key === args.key);
      if (!policy) throw new Error(`Policy ${args.key} vanished after a committed change`);
      return policy;
    },
  },
};
