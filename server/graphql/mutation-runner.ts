// How every staff mutation runs (docs/decisions.md "Consumer actions", "Four eyes"): one transaction that first
// re-checks the caller's session (locked FOR SHARE, so a lock ending it cannot slip in before the commit), then passes
// three gates in this order: the named permission (deny by default), the domain rule in a savepoint (which locks what
// it changes first; a refusal is answered at once), then the approvals policy (held for a second person, or applied).
// It writes the audit row and marks the Idempotency-Key applied, then commits. A refusal — missing permission,
// invalid input or a business answer such as ErrorActiveContracts — rolls the savepoint back and commits only its
// audit row; a held change rolls the rule back too (or keeps what a batch stored, unstarted) and commits the approval
// request with its audit row; an error rolls everything back, audit row included. Approving a request replays the
// same spec and rule through settleMutation with the approver named, so a held change can never skip a rule.
import type { Permission } from '../../src/shared/permissions';
import type { AuditOperation, HeldOperationName } from '../../src/shared/operation-labels';
import type { ActionOutcome, Actor, Tx } from '../domain/action-outcome';
import { writeAudit, type AuditOutcome } from '../domain/audit';
import { holdsChange, type PolicyFacts, type PolicyKey } from '../domain/approvals/policy';
import { createApprovalRequest } from '../domain/approvals/requests';
import type { GraphQLContext } from './context';
import {
  approvalRequired,
  badUserInput,
  conflict,
  forbidden,
  notFound,
  refusedAs,
  sessionEnded,
} from './guards';
import { sessionStillLive } from '../domain/staff-auth/live-session';
import { markIdempotencyApplied } from './idempotency';
import { closeCase, expectedVersionOf, openCase } from './case-gate';

/** How a change meets the approvals policy. */
export interface ApprovalGate<T> {
  /** The held mutation's GraphQL name: the request's `operation`, and the key of its replay. */
  mutation: HeldOperationName;
  /** The policy row that decides; 'always' for changes that always wait (the policy itself). */
  policy: PolicyKey | 'always';
  /** The facts of what the rule did; null when there is nothing to decide now (a batch part that is not the last). */
  facts(value: T, audit: Record<string, unknown>): PolicyFacts | null | Promise<PolicyFacts | null>;
  /** The arguments kept on the request and replayed on approval (never secrets). */
  args: Record<string, unknown>;
  /**
   * A batch or job: what the rule stored stays, unstarted, when the change is held, and `start` starts it when it
   * is not held (or on approval). Without it a held change is undone and replayed whole on approval.
   */
  keep?: {
    start(tx: Tx, value: T, approver: Actor | null): Promise<void>;
    /** Marks what was stored as waiting for the request. */
    hold(tx: Tx, value: T, requestId: string): Promise<void>;
  };
}

export interface MutationSpec<T = unknown> {
  /** The audit log's operation name, e.g. consumer.close. */
  operation: AuditOperation;
  /** null: any signed-in staff member (the rule decides, e.g. only a request's maker may withdraw it). */
  permission: Permission | null;
  target: { type: string; id: string | null };
  /** The arguments worth keeping in the audit row (never secrets). */
  args: Record<string, unknown>;
  approval?: ApprovalGate<T>;
}

/** Who a mutation runs for: the maker, and on approval the second person who applies it. */
export interface Acting {
  staff: { id: string; email: string };
  /** Checked against the spec's permission: the caller's, or on approval both the maker's and the approver's. */
  permissions: readonly string[];
  ip: string | null;
  approval?: { requestId: string; approver: { id: string; email: string } };
  /** The consumer's case version the caller saw (optional `expectedVersion`); never set on an approval. */
  expectedVersion?: number;
}

/** Thrown inside the savepoint to undo a rule that did not complete; carries its outcome out. */
class Undo<T> extends Error {
  constructor(readonly outcome: Settled<T>) {
    super('undo');
  }
}

export type Settled<T> =
  | ActionOutcome<T>
  | { status: 'forbidden' }
  | {
      status: 'held';
      requestId: string;
      audit: Record<string, unknown>;
      /** A kept batch or job: the row it stored (the audit row names it). */
      target?: { type: string; id: string | null };
    };

const AUDIT_OUTCOME: Record<Settled<unknown>['status'], AuditOutcome> = {
  done: 'success',
  dry_run: 'dry_run',
  refused: 'refused',
  invalid: 'refused',
  forbidden: 'refused',
  held: 'held',
};

export type Rule<T> = (tx: Tx, actor: Actor, now: Date) => Promise<ActionOutcome<T>>;

/** The acting staff of a request: the signed-in staff member, as the session holds them. */
export function actingOf(ctx: GraphQLContext): Acting {
  return {
    staff: { id: ctx.staff.id, email: ctx.staff.email },
    permissions: ctx.staff.permissions,
    ip: ctx.request.ip ?? null,
    expectedVersion: expectedVersionOf(ctx),
  };
}

export async function runMutation<T>(ctx: GraphQLContext, spec: MutationSpec<T>, rule: Rule<T>): Promise<T> {
  const now = new Date();
  const settled = await ctx.db.orm.transaction(async (tx): Promise<Settled<T>> => {
    // First: a lock or sign-out that committed after the session guard let the request in wins over the change.
    if (!(await sessionStillLive(tx, ctx.staff.sessionId, now))) throw sessionEnded();
    const outcome = await settleMutation(tx, actingOf(ctx), spec, rule, now);
    await markIdempotencyApplied(tx, ctx.request);
    return outcome;
  });
  return answerOf(settled, spec.permission);
}

/** The GraphQL answer of a settled mutation: its value, or the error a refusal or a hold is answered with. */
export function answerOf<T>(settled: Settled<T>, permission: Permission | null): T {
  switch (settled.status) {
    case 'forbidden':
      throw forbidden(permission ?? '');
    case 'held':
      throw approvalRequired(settled.requestId);
    case 'invalid':
      if (settled.code === 'NOT_FOUND') throw notFound(settled.message);
      if (settled.code === 'CONFLICT') throw conflict(settled.message);
      if (settled.code === 'FORBIDDEN' || settled.code === 'LAST_DECIDERS')
        throw refusedAs(settled.code, settled.message);
      throw badUserInput(settled.message, settled.field);
    default:
      return settled.value;
  }
}

/** The three gates and the audit row, in the caller's transaction (the runner's, or an approval's). */
export async function settleMutation<T>(
  tx: Tx,
  acting: Acting,
  spec: MutationSpec<T>,
  rule: Rule<T>,
  now: Date,
): Promise<Settled<T>> {
  const approver = acting.approval?.approver ?? null;
  const actor: Actor = { email: acting.staff.email, approverEmail: approver?.email ?? null };
  let outcome: Settled<T>;
  if (spec.permission && !acting.permissions.includes(spec.permission)) {
    outcome = { status: 'forbidden' };
  } else {
    // Before the rule: the case is locked first, and a stale version refuses the whole change (nothing is written).
    const cases = await openCase(tx, acting, spec as MutationSpec<unknown>);
    try {
      outcome = await tx.transaction(async (savepoint) => {
        const result = await rule(savepoint, actor, now);
        if (result.status !== 'done') throw new Undo(result);
        const gate = spec.approval;
        if (!gate) {
          await closeCase(savepoint, acting, spec as MutationSpec<unknown>, cases, now);
          return result;
        }
        const facts = await gate.facts(result.value, result.audit);
        if (!facts) return result;
        const held =
          !approver && (gate.policy === 'always' || (await holdsChange(savepoint, gate.policy, facts)));
        if (!held) {
          await gate.keep?.start(savepoint, result.value, approver ? actor : null);
          await closeCase(savepoint, acting, spec as MutationSpec<unknown>, cases, now);
          return result;
        }
        const heldTarget = result.target ?? spec.target;
        if (!gate.keep)
          // Undone: nothing of the change stays; the request is written outside the savepoint.
          throw new Undo<T>({ status: 'held', requestId: '', audit: { ...result.audit, facts } });
        const requestId = await createApprovalRequest(savepoint, {
          ...requestOf(gate, heldTarget, facts, acting, now),
          caseVersion: cases[0]?.version ?? null,
        });
        await gate.keep.hold(savepoint, result.value, requestId);
        return {
          status: 'held',
          requestId,
          audit: { ...result.audit, facts },
          target: heldTarget,
        } as Settled<T>;
      });
    } catch (error) {
      if (!(error instanceof Undo)) throw error;
      outcome = error.outcome as Settled<T>;
      if (outcome.status === 'held') {
        const { facts } = outcome.audit as { facts: PolicyFacts };
        const requestId = await createApprovalRequest(tx, {
          ...requestOf(spec.approval!, spec.target, facts, acting, now),
          caseVersion: cases[0]?.version ?? null,
        });
        outcome = { ...outcome, requestId };
      }
    }
  }
  const target = ((outcome.status === 'done' || outcome.status === 'held') && outcome.target) || spec.target;
  await writeAudit(tx, {
    staff: acting.staff,
    operation: spec.operation,
    targetType: target.type,
    targetId: target.id,
    outcome: AUDIT_OUTCOME[outcome.status],
    detail: {
      args: spec.args,
      ...detailOf(outcome, spec.permission),
      ...(acting.approval
        ? { approvalRequestId: acting.approval.requestId, approverEmail: acting.approval.approver.email }
        : {}),
    },
    ip: acting.ip,
  });
  return outcome;
}

function requestOf<T>(
  gate: ApprovalGate<T>,
  target: { type: string; id: string | null },
  facts: PolicyFacts,
  acting: Acting,
  now: Date,
) {
  return {
    operation: gate.mutation,
    policyKey: gate.policy,
    target,
    args: gate.args,
    facts,
    maker: acting.staff,
    now,
  };
}

function detailOf(outcome: Settled<unknown>, permission: Permission | null): Record<string, unknown> {
  switch (outcome.status) {
    case 'forbidden':
      return { refusal: 'FORBIDDEN', permission };
    case 'invalid':
      return { refusal: outcome.code, message: outcome.message };
    case 'held':
      return { ...outcome.audit, approvalRequestId: outcome.requestId };
    default:
      return outcome.audit;
  }
}
