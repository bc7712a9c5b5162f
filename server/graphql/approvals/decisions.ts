// Deciding a held change: approve (apply it now, through the same runner), reject (with a reason) and
// withdraw (the maker only). Each is itself a mutation through the runner (permission, audit row, Idempotency-Key);
// the request row is locked first, so two approvers at once apply it once and the second gets CONFLICT.
import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '../../../src/shared/permissions';
import type { AuditOperation } from '../../../src/shared/operation-labels';
import { isBlankText } from '../../../src/shared/blank-text';
import { rows, type Db } from '../../db/sql';
import { badInput, unknown, type ActionOutcome } from '../../domain/action-outcome';
import {
  discardHeldWork,
  expireDueApprovals,
  findApprovalRequest,
  recordDecision,
  type ApprovalRequestData,
} from '../../domain/approvals/requests';
import type { StaffPrincipal } from '../../http/session';
import { wakeJobRunners } from '../../jobs/runner';
import { effectivePermissionsOf } from '../../domain/staff-admin/effective-permissions';
import type { GraphQLContext } from '../context';
import { runMutation, type Acting, type Settled } from '../mutation-runner';
import { heldOperation, type HeldOperation } from './registry';

/** Characters of the approver's comment and of the rejection's reason. */
export const MAX_DECISION_TEXT = 1_000;

type Staff = Pick<StaffPrincipal, 'id' | 'email' | 'permissions'>;

/** Why this staff member may not approve or reject the request now; null if they may. */
export function decisionBlockedReason(request: ApprovalRequestData, staff: Staff): string | null {
  if (request.status !== 'Pending') return `The request is already ${request.status}`;
  if (request.maker.id === staff.id) return 'You cannot approve or reject your own request';
  if (!staff.permissions.includes(PERMISSIONS.approvalsDecide))
    return `Deciding requests needs the permission ${PERMISSIONS.approvalsDecide}`;
  const operation = heldOperation(request.operation);
  if (!operation) return `${request.operation} cannot be applied by this server`;
  if (!staff.permissions.includes(operation.permission))
    return `Deciding this request needs the permission ${operation.permission}`;
  return null;
}

function refusalOf(request: ApprovalRequestData, staff: Staff): ActionOutcome<never> | null {
  const blocked = decisionBlockedReason(request, staff);
  if (!blocked) return null;
  return {
    status: 'invalid',
    code: request.status !== 'Pending' ? 'CONFLICT' : 'FORBIDDEN',
    message: blocked,
  };
}

function checkedText(text: string | null | undefined, field: string, required: boolean) {
  const value = (text ?? '').trim();
  if (isBlankText(value)) return required ? badInput(`The ${field} is required`, field) : null;
  if ([...value].length > MAX_DECISION_TEXT)
    return badInput(`The ${field} may be at most ${MAX_DECISION_TEXT} characters long`, field);
  return value;
}

async function currentPermissions(tx: Db, staffId: string): Promise<string[]> {
  const [row] = await rows<{ permissions: string[]; locked: boolean }>(
    tx,
    sql`select ${effectivePermissionsOf(sql`id`)} as permissions,
        locked_until is not null and locked_until > now() as locked
        from staff_users where id = ${staffId}`,
  );
  return row && !row.locked ? row.permissions : [];
}

function outcomeText(settled: Settled<unknown>, operation: HeldOperation): string {
  switch (settled.status) {
    case 'done':
      return 'Applied';
    case 'forbidden':
      return `Refused: the maker no longer holds the permission ${operation.permission}`;
    case 'invalid':
      return `Refused (${settled.code}): ${settled.message}`;
    case 'refused':
      return `Refused: ${typeof settled.value === 'string' ? settled.value : JSON.stringify(settled.value)}`;
    default:
      return settled.status;
  }
}

const decisionSpec = (operation: AuditOperation, id: string, args: Record<string, unknown>) => ({
  operation,
  target: { type: 'approval_request', id },
  args,
});

async function reread(ctx: GraphQLContext, id: string): Promise<ApprovalRequestData> {
  const request = await findApprovalRequest(ctx.db.orm, id);
  if (!request) throw new Error(`Approval request ${id} vanished after a committed decision`);
  return request;
}

export async function approveRequest(ctx: GraphQLContext, id: string, comment: string | null | undefined) {
  await expireDueApprovals(ctx.db);
  let wake = false;
  let after = null as (() => Promise<void>) | null;
  await runMutation<string>(
    ctx,
    {
      ...decisionSpec('approval.approve', id, { comment: comment ? 'given' : null }),
      permission: PERMISSIONS.approvalsDecide,
    },
    async (tx, _actor, now) => {
      const text = checkedText(comment, 'comment', false);
      if (text && typeof text !== 'string') return text;
      const request = await findApprovalRequest(tx, id, true);
      if (!request) return unknown(`No approval request ${id}`);
      const refused = refusalOf(request, ctx.staff);
      if (refused) return refused;
      const operation = heldOperation(request.operation)!;
      const makerHolds = (await currentPermissions(tx, request.maker.id)).includes(operation.permission);
      const acting: Acting = {
        staff: request.maker,
        permissions: makerHolds ? [operation.permission] : [],
        ip: ctx.request.ip ?? null,
        approval: { requestId: id, approver: { id: ctx.staff.id, email: ctx.staff.email } },
      };
      const settled = await operation.apply(tx, request, acting, now);
      const applied = settled.status === 'done';
      await recordDecision(tx, id, {
        status: applied ? 'Approved' : 'Failed',
        by: { id: ctx.staff.id, email: ctx.staff.email },
        comment: text,
        outcome: outcomeText(settled, operation),
        now,
      });
      wake = applied && Boolean(operation.wakesJobs);
      if (applied && operation.afterApplied) after = () => operation.afterApplied!(ctx, request);
      return {
        status: 'done',
        value: id,
        audit: { operation: request.operation, makerEmail: request.maker.email, applied },
        target: { type: 'approval_request', id },
      };
    },
  );
  if (wake) wakeJobRunners();
  await after?.();
  return reread(ctx, id);
}

export async function rejectRequest(ctx: GraphQLContext, id: string, reason: string) {
  await expireDueApprovals(ctx.db);
  await runMutation<string>(
    ctx,
    { ...decisionSpec('approval.reject', id, {}), permission: PERMISSIONS.approvalsDecide },
    async (tx, _actor, now) => {
      const text = checkedText(reason, 'reason', true);
      if (typeof text !== 'string') return text!;
      const request = await findApprovalRequest(tx, id, true);
      if (!request) return unknown(`No approval request ${id}`);
      const refused = refusalOf(request, ctx.staff);
      if (refused) return refused;
      await recordDecision(tx, id, {
        status: 'Rejected',
        by: { id: ctx.staff.id, email: ctx.staff.email },
        reason: text,
        outcome: 'Not applied',
        now,
      });
      await discardHeldWork(tx, request, 'Rejected', now);
      return { status: 'done', value: id, audit: { operation: request.operation, reason: text } };
    },
  );
  return reread(ctx, id);
}

export async function withdrawRequest(ctx: GraphQLContext, id: string) {
  await expireDueApprovals(ctx.db);
  await runMutation<string>(
    ctx,
    { ...decisionSpec('approval.withdraw', id, {}), permission: null },
    async (tx, _actor, now) => {
      const request = await findApprovalRequest(tx, id, true);
      if (!request) return unknown(`No approval request ${id}`);
      if (request.maker.id !== ctx.staff.id)
        return {
          status: 'invalid',
          code: 'FORBIDDEN',
          message: 'Only the staff member who asked can withdraw it',
        };
      if (request.status !== 'Pending')
        return { status: 'invalid', code: 'CONFLICT', message: `The request is already ${request.status}` };
      await recordDecision(tx, id, {
        status: 'Withdrawn',
        by: { id: ctx.staff.id, email: ctx.staff.email },
        outcome: 'Not applied',
        now,
      });
      await discardHeldWork(tx, request, 'Withdrawn', now);
      return { status: 'done', value: id, audit: { operation: request.operation } };
    },
  );
  return reread(ctx, id);
}
