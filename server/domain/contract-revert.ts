// Revert to lump sum (document 2 §2 contracts table, §4): the one rule, set-based. The console's cancelContract
// reverts one plan with it, the bulk cancellation (cancelContracts and the durable job's chunks) a list; whatever
// the number of plans it is the same handful of statements: read the plans' owners in lock order, lock the
// consumers, lock and read the plans (with each plan's first charge), decide every plan in memory, then update the
// plans, insert the lump-sum charges and insert the ContractReverted history records, one statement each.
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/sql';
import { isInstallmentPlanId, newId } from '../../src/shared/id-patterns';
import { badInput, unknown, type ActionOutcome, type Actor } from './action-outcome';

export type RevertAnswer = 'Success' | 'NotActive';

/** A canceled plan's outstanding amount as the numeric(18, 2) column gives it back (a plan named twice sees it). */
const CANCELED_OUTSTANDING = '0.00';

export interface RevertedPlans {
  /** One outcome per id, in the order given. */
  outcomes: ActionOutcome<RevertAnswer>[];
  /**
   * The indexes of the ids in the order the rule took them: by the plans' consumers as the database orders them
   * (unknown and malformed ids first, they lock nothing), then as given. History records were written in this
   * order; the callers write their audit rows in it too.
   */
  order: number[];
}

interface PlanRow {
  id: string;
  consumer_id: string;
  kind: string;
  payment_id: string;
  merchant_name: string;
  status: string;
  outstanding: string;
  positive: boolean;
  tier: string | null;
  order_reference: string | null;
}

/** A JSON array bound as one parameter: one statement whatever the number of values. */
const jsonb = (values: readonly unknown[]) => sql`${JSON.stringify(values)}::jsonb`;

/**
 * Reverts installment plans to a lump sum: only an active plan; it becomes canceled with nothing outstanding, and
 * the principal not yet charged becomes one charge now (the next bill collects it, as the seed's reverted plans
 * show). Locks the plans' consumers (in id order, as every change of several consumers does, so two callers never
 * wait on each other in a cycle), then the plans, so a close cannot pass its checks while a lump sum is being
 * written. `test` must match a plan's mode: a live call never touches a test plan. A plan named twice is reverted
 * once (the second answer is NotActive, as if asked again). Every success writes the consumer's ContractReverted
 * history record (with `reason`, what started it) in the caller's transaction. Refusals write nothing.
 */
export async function revertContractsToLumpSum(
  db: Db,
  ids: readonly string[],
  options: { test: boolean; reason?: string | null },
  actor: Actor,
  now: Date,
): Promise<RevertedPlans> {
  const { order, plans } = await lockPlans(db, ids, options.test);
  const decided = decidePlans(ids, order, plans);
  await writeReverts(db, decided, options, actor, now);
  return { outcomes: decided.outcomes, order };
}

/** What the rule decided for every id, and the rows it writes for the successes. */
interface Decisions {
  outcomes: ActionOutcome<RevertAnswer>[];
  canceled: string[];
  charges: Record<string, unknown>[];
  history: Record<string, unknown>[];
}

/**
 * The order to take the ids in (see RevertedPlans.order), and the plans of the caller's mode, locked after their
 * consumers.
 */
async function lockPlans(
  db: Db,
  ids: readonly string[],
  test: boolean,
): Promise<{ order: number[]; plans: Map<string, PlanRow> }> {
  const wanted = [...new Set(ids.filter(isInstallmentPlanId))];
  // The owners, to order the work by consumer as the database orders their ids.
  const owners = await rows<{ n: number; consumer_id: string | null; test: boolean | null }>(
    db,
    sql`select (v.n - 1)::int as n, k.consumer_id, k.test
        from jsonb_array_elements_text(${jsonb(ids)}) with ordinality as v(id, n)
        left join installment_contracts k on k.id = v.id
        order by k.consumer_id nulls first, v.n`,
  );
  const order = owners.map((o) => o.n);
  const consumers = [...new Set(owners.filter((o) => o.test === test).map((o) => o.consumer_id as string))];
  const plans = new Map<string, PlanRow>();
  if (!consumers.length) return { order, plans };
  await db.execute(sql`select id from consumers
                       where id in (select jsonb_array_elements_text(${jsonb(consumers)}))
                       order by id for update`);
  const found = await rows<PlanRow>(
    db,
    sql`
      select k.id, k.consumer_id, k.kind, k.payment_id, k.merchant_name, k.status,
             k.outstanding_amount::text as outstanding, k.outstanding_amount > 0 as positive,
             first_charge.tier, first_charge.order_reference
      from installment_contracts k
      left join lateral (
        select ch.tier, ch.order_reference from charges ch
        where ch.installment_plan_id = k.id order by ch.created_at limit 1) first_charge on true
      where k.id in (select jsonb_array_elements_text(${jsonb(wanted)})) and k.test = ${test}
      order by k.id
      for update of k`,
  );
  for (const plan of found) plans.set(plan.id, plan);
  return { order, plans };
}

/** Decides every id in memory, in the order taken; `plans` follows the reverts so a plan named twice sees its own. */
function decidePlans(ids: readonly string[], order: number[], plans: Map<string, PlanRow>): Decisions {
  const decided: Decisions = { outcomes: [], canceled: [], charges: [], history: [] };
  const { outcomes } = decided;
  for (const n of order) {
    const id = ids[n];
    const plan = plans.get(id);
    if (!isInstallmentPlanId(id))
      outcomes[n] = badInput('installmentPlanId is not an installment plan id', 'installmentPlanId');
    else if (!plan) outcomes[n] = unknown(`No installment plan ${id}`);
    else if (plan.status !== 'active')
      outcomes[n] = {
        status: 'refused',
        value: 'NotActive',
        audit: { ...planAudit(plan), answer: 'NotActive' },
      };
    else {
      outcomes[n] = revertPlan(plan, decided);
      plans.set(plan.id, { ...plan, status: 'canceled', outstanding: CANCELED_OUTSTANDING, positive: false });
    }
  }
  return decided;
}

const planAudit = (plan: PlanRow) => ({
  consumerId: plan.consumer_id,
  before: { status: plan.status, outstandingAmount: plan.outstanding },
});

/** One active plan reverted: its cancel, its lump-sum charge (when anything is outstanding) and history record. */
function revertPlan(plan: PlanRow, decided: Decisions): ActionOutcome<RevertAnswer> {
  decided.canceled.push(plan.id);
  let lumpSumChargeId: string | null = null;
  if (plan.positive) {
    lumpSumChargeId = newId('charge');
    decided.charges.push({
      n: decided.charges.length,
      id: lumpSumChargeId,
      consumer_id: plan.consumer_id,
      payment_id: plan.payment_id,
      tier: plan.tier ?? 'Plus',
      credit_line: plan.kind === 'apple' ? 'apple' : 'paidy',
      amount: plan.outstanding,
      description: `${plan.merchant_name} 分割払いの一括払いへの変更`,
      order_reference: plan.order_reference,
      kind: plan.kind,
      plan_id: plan.id,
    });
  }
  decided.history.push({
    n: decided.history.length,
    consumer_id: plan.consumer_id,
    installment_plan_id: plan.id,
    amount: plan.positive ? plan.outstanding : '0',
  });
  return {
    status: 'done',
    value: 'Success',
    audit: { ...planAudit(plan), after: { status: 'canceled', outstandingAmount: '0' }, lumpSumChargeId },
  };
}

/** The decided rows, one statement per table whatever the number of plans. */
async function writeReverts(
  db: Db,
  { canceled, charges, history }: Decisions,
  options: { reason?: string | null },
  actor: Actor,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  if (canceled.length)
    await db.execute(sql`
      update installment_contracts
      set status = 'canceled', outstanding_amount = 0, canceled_at = ${at}::timestamptz, canceled_by = ${actor.email}
      where id in (select jsonb_array_elements_text(${jsonb(canceled)}))`);
  if (charges.length)
    await db.execute(sql`
      insert into charges
        (id, consumer_id, payment_id, kind, tier, source, credit_line, amount, description, pushed_at,
         order_reference, installment_plan_kind, installment_plan_charge_kind, installment_plan_id, created_at)
      select v.id, v.consumer_id, v.payment_id, 'Regular', v.tier, 'installment', v.credit_line, v.amount,
             v.description, ${at}::timestamptz, v.order_reference, v.kind, 'lump_sum', v.plan_id,
             ${at}::timestamptz
      from jsonb_to_recordset(${jsonb(charges)})
        as v(n int, id text, consumer_id text, payment_id text, tier text, credit_line text, amount numeric,
             description text, order_reference text, kind text, plan_id text)
      order by v.n`);
  // Ordered by n: the records get ids in the order the plans were taken.
  if (history.length)
    await db.execute(sql`
      insert into consumer_history (consumer_id, kind, occurred_at, agent, approved_by, reason, installment_plan_id, amount)
      select v.consumer_id, 'ContractReverted', ${at}::timestamptz, ${actor.email}, ${actor.approverEmail ?? null},
             ${options.reason ?? null}, v.installment_plan_id, v.amount
      from jsonb_to_recordset(${jsonb(history)}) as v(n int, consumer_id text, installment_plan_id text, amount numeric)
      order by v.n`);
}

/** The rule for one plan (the console's cancelContract). */
export async function revertContractToLumpSum(
  db: Db,
  input: { installmentPlanId: string; test: boolean; reason?: string | null },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<RevertAnswer>> {
  const { outcomes } = await revertContractsToLumpSum(db, [input.installmentPlanId], input, actor, now);
  return outcomes[0];
}
