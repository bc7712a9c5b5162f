// A consumer's contracts (document 2 §2 contracts table, §3): installment plans by kind and multi-pay contracts.
// Each read is one statement whatever the number of contracts.
import { sql } from 'drizzle-orm';
import { installmentContracts, multiPayContracts } from '../db/schema/index';
import { rows, epochMs, type Db } from '../db/sql';
import { isConsumerId } from '../../src/shared/id-patterns';
import type { InstallmentKind } from '../db/schema/contracts';
import { isInstallmentPlanId, newId } from '../../src/shared/id-patterns';
import { lockConsumer } from './consumers';
import { recordConsumerHistory } from './consumer-history';
import { badInput, unknown, type ActionOutcome, type Actor } from './action-outcome';

export interface InstallmentContractData {
  id: string;
  dateConverted: number;
  paymentId: string;
  merchantName: string;
  status: string;
  totalCaptureAmount: string;
  /** Uncreated charges: zero once canceled, whatever is stored. */
  outstandingAmount: string;
  refundAmount: string;
}

export interface ContractsByConsumerData {
  threePay: InstallmentContractData[];
  sixPay: InstallmentContractData[];
  twelvePay: InstallmentContractData[];
  apple: InstallmentContractData[];
}

const FIELD_BY_KIND: Record<InstallmentKind, keyof ContractsByConsumerData> = {
  three_pay: 'threePay',
  six_pay: 'sixPay',
  twelve_pay: 'twelvePay',
  apple: 'apple',
};

/** The consumer's installment contracts of one mode (test or live), by kind, newest conversion first. */
export async function listContractsByConsumer(
  db: Db,
  consumerId: string,
  test = false,
): Promise<ContractsByConsumerData> {
  const result: ContractsByConsumerData = { threePay: [], sixPay: [], twelvePay: [], apple: [] };
  if (!isConsumerId(consumerId)) return result;
  const found = await rows<InstallmentContractData & { kind: InstallmentKind }>(
    db,
    sql`
      select ${installmentContracts.id}, ${installmentContracts.kind},
             ${epochMs(installmentContracts.dateConverted)} as "dateConverted",
             ${installmentContracts.paymentId} as "paymentId",
             ${installmentContracts.merchantName} as "merchantName", ${installmentContracts.status},
             ${installmentContracts.totalCaptureAmount}::text as "totalCaptureAmount",
             (case when ${installmentContracts.status} = 'canceled' then 0 else ${installmentContracts.outstandingAmount} end)::text as "outstandingAmount",
             ${installmentContracts.refundAmount}::text as "refundAmount"
      from ${installmentContracts}
      where ${installmentContracts.consumerId} = ${consumerId} and ${installmentContracts.test} = ${test}
      order by ${installmentContracts.dateConverted} desc, ${installmentContracts.id} desc`,
  );
  for (const { kind, ...contract } of found) {
    result[FIELD_BY_KIND[kind]].push({ ...contract, dateConverted: Number(contract.dateConverted) });
  }
  return result;
}

export interface MultiPayContractData {
  id: string;
  nameKana: string;
  applicationDatetime: number;
  approvalDatetime: number | null;
  currentNumberOfInstallments: number;
  currentPrincipal: string;
  currency: string;
  status: string;
  test: boolean;
}

/** The consumer's multi-pay contracts, newest application first. */
export async function listMultiPayContracts(db: Db, consumerId: string): Promise<MultiPayContractData[]> {
  if (!isConsumerId(consumerId)) return [];
  return rows<MultiPayContractData>(
    db,
    sql`
      select ${multiPayContracts.id}, ${multiPayContracts.nameKana} as "nameKana",
             ${epochMs(multiPayContracts.applicationDatetime)} as "applicationDatetime",
             ${epochMs(multiPayContracts.approvalDatetime)} as "approvalDatetime",
             ${multiPayContracts.currentNumberOfInstallments} as "currentNumberOfInstallments",
             ${multiPayContracts.currentPrincipal}::text as "currentPrincipal", ${multiPayContracts.currency},
             ${multiPayContracts.status}, ${multiPayContracts.test}
      from ${multiPayContracts} where ${multiPayContracts.consumerId} = ${consumerId}
      order by ${multiPayContracts.applicationDatetime} desc, ${multiPayContracts.id} desc`,
  );
}

// ─── Revert to lump sum (document 2 §2 contracts table, §4) ─────────────────────────────────────

export type RevertAnswer = 'Success' | 'NotActive';

/**
 * Reverts one installment plan to a lump sum: only an active plan; it becomes canceled with nothing outstanding, and
 * the principal not yet charged becomes one charge now (the next bill collects it, as the seed's reverted plans
 * show). The console's cancelContract and the bulk cancellation both call this, once per plan. Locks the consumer,
 * then the plan, so a close cannot pass its checks while the lump sum is being written. `test` must match the plan's
 * mode: a live call never touches a test plan. A success writes the consumer's ContractReverted history record
 * (with `reason`, what started it) in the caller's transaction.
 */
export async function revertContractToLumpSum(
  db: Db,
  input: { installmentPlanId: string; test: boolean; reason?: string | null },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<RevertAnswer>> {
  if (!isInstallmentPlanId(input.installmentPlanId))
    return badInput('installmentPlanId is not an installment plan id', 'installmentPlanId');
  const [owner] = await rows<{ consumer_id: string }>(
    db,
    sql`select consumer_id from installment_contracts where id = ${input.installmentPlanId} and test = ${input.test}`,
  );
  if (!owner) return unknown(`No installment plan ${input.installmentPlanId}`);
  await lockConsumer(db, owner.consumer_id);
  const [plan] = await rows<{
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
  }>(
    db,
    sql`
      select k.id, k.consumer_id, k.kind, k.payment_id, k.merchant_name, k.status,
             k.outstanding_amount::text as outstanding, k.outstanding_amount > 0 as positive,
             first_charge.tier, first_charge.order_reference
      from installment_contracts k
      left join lateral (
        select ch.tier, ch.order_reference from charges ch
        where ch.installment_plan_id = k.id order by ch.created_at limit 1) first_charge on true
      where k.id = ${input.installmentPlanId}
      for update of k`,
  );
  const audit = {
    consumerId: plan.consumer_id,
    before: { status: plan.status, outstandingAmount: plan.outstanding },
  };
  if (plan.status !== 'active')
    return { status: 'refused', value: 'NotActive', audit: { ...audit, answer: 'NotActive' } };
  const at = now.toISOString();
  await db.execute(sql`
    update installment_contracts
    set status = 'canceled', outstanding_amount = 0, canceled_at = ${at}::timestamptz, canceled_by = ${actor.email}
    where id = ${plan.id}`);
  let lumpSumChargeId: string | null = null;
  if (plan.positive) {
    lumpSumChargeId = newId('charge');
    await db.execute(sql`
      insert into charges
        (id, consumer_id, payment_id, kind, tier, source, credit_line, amount, description, pushed_at,
         order_reference, installment_plan_kind, installment_plan_charge_kind, installment_plan_id, created_at)
      values (${lumpSumChargeId}, ${plan.consumer_id}, ${plan.payment_id}, 'Regular', ${plan.tier ?? 'Plus'},
              'installment', ${plan.kind === 'apple' ? 'apple' : 'paidy'}, ${plan.outstanding}::numeric,
              ${`${plan.merchant_name} 分割払いの一括払いへの変更`}, ${at}::timestamptz, ${plan.order_reference},
              ${plan.kind}, 'lump_sum', ${plan.id}, ${at}::timestamptz)`);
  }
  await recordConsumerHistory(db, {
    consumerId: plan.consumer_id,
    kind: 'ContractReverted',
    occurredAt: now,
    agent: actor.email,
    approvedBy: actor.approverEmail ?? null,
    reason: input.reason ?? null,
    installmentPlanId: plan.id,
    amount: plan.positive ? plan.outstanding : '0',
  });
  return {
    status: 'done',
    value: 'Success',
    audit: { ...audit, after: { status: 'canceled', outstandingAmount: '0' }, lumpSumChargeId },
  };
}
