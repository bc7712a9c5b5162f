// How every staff mutation runs (docs/decisions.md "Consumer actions"): one transaction that checks the named
// permission (deny by default), runs the domain rule in a savepoint (which locks what it changes first), writes the
// audit row and marks the Idempotency-Key applied, then commits. A refusal — missing permission, invalid input or a
// business answer such as ErrorActiveContracts — rolls the savepoint back and commits only its audit row; an error
// rolls everything back, audit row included.
import type { Permission } from '../../src/shared/permissions';
import type { ActionOutcome, Actor, Tx } from '../domain/action-outcome';
import { writeAudit, type AuditOutcome } from '../domain/audit';
import type { GraphQLContext } from './context';
import { badUserInput, forbidden, notFound } from './guards';
import { markIdempotencyApplied } from './idempotency';

export interface MutationSpec {
  /** The audit log's operation name, e.g. consumer.close. */
  operation: string;
  permission: Permission;
  target: { type: string; id: string | null };
  /** The arguments worth keeping in the audit row (never secrets). */
  args: Record<string, unknown>;
}

/** Thrown inside the savepoint to undo a rule that did not complete; carries its outcome out. */
class Undo<T> extends Error {
  constructor(readonly outcome: ActionOutcome<T>) {
    super('undo');
  }
}

type Settled<T> = ActionOutcome<T> | { status: 'forbidden' };

const AUDIT_OUTCOME: Record<Settled<unknown>['status'], AuditOutcome> = {
  done: 'success',
  dry_run: 'dry_run',
  refused: 'refused',
  invalid: 'refused',
  forbidden: 'refused',
};

export async function runMutation<T>(
  ctx: GraphQLContext,
  spec: MutationSpec,
  rule: (tx: Tx, actor: Actor, now: Date) => Promise<ActionOutcome<T>>,
): Promise<T> {
  const { staff } = ctx;
  const now = new Date();
  const settled = await ctx.db.orm.transaction(async (tx): Promise<Settled<T>> => {
    let outcome: Settled<T>;
    if (!staff.permissions.includes(spec.permission)) {
      outcome = { status: 'forbidden' };
    } else {
      try {
        outcome = await tx.transaction(async (savepoint) => {
          const result = await rule(savepoint, { email: staff.email }, now);
          if (result.status !== 'done') throw new Undo(result);
          return result;
        });
      } catch (error) {
        if (!(error instanceof Undo)) throw error;
        outcome = error.outcome as ActionOutcome<T>;
      }
    }
    const target = (outcome.status === 'done' && outcome.target) || spec.target;
    await writeAudit(tx, {
      staff: { id: staff.id, email: staff.email },
      operation: spec.operation,
      targetType: target.type,
      targetId: target.id,
      outcome: AUDIT_OUTCOME[outcome.status],
      detail: { args: spec.args, ...detailOf(outcome, spec.permission) },
      ip: ctx.request.ip ?? null,
    });
    await markIdempotencyApplied(tx, ctx.request);
    return outcome;
  });
  switch (settled.status) {
    case 'forbidden':
      throw forbidden(spec.permission);
    case 'invalid':
      throw settled.code === 'NOT_FOUND'
        ? notFound(settled.message)
        : badUserInput(settled.message, settled.field);
    default:
      return settled.value;
  }
}

function detailOf(outcome: Settled<unknown>, permission: Permission): Record<string, unknown> {
  switch (outcome.status) {
    case 'forbidden':
      return { refusal: 'FORBIDDEN', permission };
    case 'invalid':
      return { refusal: outcome.code, message: outcome.message };
    default:
      return outcome.audit;
  }
}
