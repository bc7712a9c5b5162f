// Money a consumer owes (document 2 §2 account page, §3): the running balance, bill statements with their auto-debit
// and convenience-store settlements, a statement's payment code, and the charge ledger. Each read is one statement.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import * as t from '../db/schema/index';
import { rows, epochMs, type Db } from '../db/sql';
import { isConsumerId } from '../../src/shared/id-patterns';
import { BILL_STATEMENT_ID_PATTERN } from '../../src/shared/id-patterns';

/** Midnight JST of a calendar date, as epoch milliseconds (Japan has no daylight saving time). */
const jstDateMs = (column: SQLWrapper): SQL =>
  sql`(extract(epoch from ${column}::timestamp) * 1000 - 32400000)::float8`;

// ─── Running balance ────────────────────────────────────────────────────────────────────────────

export interface RunningBalanceData {
  plusOutstandingAmount: string;
  appleOutstandingAmount: string;
  overdueAmount: string;
  uncapturedAmount: string;
  futurePlusAmount: string;
}

const ZERO_BALANCE: RunningBalanceData = {
  plusOutstandingAmount: '0',
  appleOutstandingAmount: '0',
  overdueAmount: '0',
  uncapturedAmount: '0',
  futurePlusAmount: '0',
};

/**
 * The account page's five amounts, derived in one statement (docs/decisions.md "Running balance"):
 * - outstanding this month, per credit line (paidy = PLUS/classic, apple): what is owed and neither overdue nor
 *   future — the unpaid part of open statements not yet due (the bill due this month; its apple part is the
 *   statement's apple charges, at most the unpaid amount) plus the charges already pushed but not yet on a bill;
 * - overdue: unpaid amounts of open (Enabled) statements past their due date;
 * - uncaptured: authorised amount not yet captured of the consumer's live (AUTHORIZED, non-test) payments;
 * - future PLUS (超あとはらい): outstanding principal of active non-test installment contracts, plus charges
 *   whose push time is still ahead.
 * Every amount is 0 for a consumer with nothing (and for an unknown or malformed id).
 */
export async function findRunningBalance(
  db: Db,
  consumerId: string,
  now: Date = new Date(),
): Promise<RunningBalanceData> {
  if (!isConsumerId(consumerId)) return ZERO_BALANCE;
  const at = now.toISOString();
  const [r] = await rows<RunningBalanceData>(
    db,
    sql`
      with open_current as (
        select ${t.billStatements.unpaidAmount},
               least(${t.billStatements.unpaidAmount}, greatest(0, coalesce((
                 select sum(${t.charges.amount}) from ${t.charges}
                 where ${t.charges.billStatementId} = ${t.billStatements.id} and ${t.charges.source} <> 'settlement' and ${t.charges.creditLine} = 'apple'), 0)))
                 as apple_part
        from ${t.billStatements}
        where ${t.billStatements.consumerId} = ${consumerId} and ${t.billStatements.status} = 'Enabled' and ${t.billStatements.dueAt} >= ${at}::timestamptz
      ),
      unbilled as (
        select ${t.charges.creditLine}, sum(${t.charges.amount}) as amount
        from ${t.charges}
        where ${t.charges.consumerId} = ${consumerId} and ${t.charges.billStatementId} is null and ${t.charges.source} <> 'settlement'
          and ${t.charges.pushedAt} <= ${at}::timestamptz
        group by ${t.charges.creditLine}
      )
      select
        (coalesce((select sum(unpaid_amount - apple_part) from open_current), 0)
          + coalesce((select amount from unbilled where credit_line <> 'apple'), 0))::text
          as "plusOutstandingAmount",
        (coalesce((select sum(apple_part) from open_current), 0)
          + coalesce((select amount from unbilled where credit_line = 'apple'), 0))::text
          as "appleOutstandingAmount",
        coalesce((select sum(${t.billStatements.unpaidAmount}) from ${t.billStatements}
                  where ${t.billStatements.consumerId} = ${consumerId} and ${t.billStatements.status} = 'Enabled'
                    and ${t.billStatements.dueAt} < ${at}::timestamptz), 0)::text as "overdueAmount",
        coalesce((select sum(greatest(0, ${t.payments.amount} - coalesce(
                    (select sum(${t.captures.amount}) from ${t.captures} where ${t.captures.paymentId} = ${t.payments.id}), 0)))
                  from ${t.payments}
                  where ${t.payments.consumerId} = ${consumerId} and ${t.payments.status} = 'AUTHORIZED' and not ${t.payments.test}), 0)::text
          as "uncapturedAmount",
        (coalesce((select sum(${t.installmentContracts.outstandingAmount}) from ${t.installmentContracts}
                   where ${t.installmentContracts.consumerId} = ${consumerId} and ${t.installmentContracts.status} = 'active' and not ${t.installmentContracts.test}), 0)
          + coalesce((select sum(${t.charges.amount}) from ${t.charges}
                      where ${t.charges.consumerId} = ${consumerId} and ${t.charges.billStatementId} is null
                        and ${t.charges.source} <> 'settlement' and ${t.charges.pushedAt} > ${at}::timestamptz), 0))::text
          as "futurePlusAmount"`,
  );
  return r ?? ZERO_BALANCE;
}

// ─── Bill statements ────────────────────────────────────────────────────────────────────────────

export interface BillStatementData {
  id: string;
  consumerId: string;
  issueDate: number;
  amount: string;
  unpaidAmount: string;
  lateFeesAmount: string;
  currency: string;
  dueAt: number;
  paidAt: number | null;
  status: 'Enabled' | 'Disabled' | 'Closed';
}

export interface BillStatementWithSettlementsData {
  billStatement: BillStatementData;
  autoDebitSettlement: { pullAmount: string; pullStatus: string; resultsProcessedBy: number } | null;
  combiniSettlement: {
    combiniPaymentId: string;
    amount: string;
    settlementFeeAmount: string;
    merchantCode: string;
    consumerCode: string;
  } | null;
}

/**
 * The consumer's bill statements, newest issue date first, each with its auto-debit and convenience-store
 * settlement (null when absent), in one statement. billStatementId narrows to that statement (of this consumer);
 * a malformed id of either kind answers an empty list without a statement.
 */
export async function listBillStatementsWithSettlements(
  db: Db,
  consumerId: string,
  billStatementId?: string | null,
): Promise<BillStatementWithSettlementsData[]> {
  if (!isConsumerId(consumerId)) return [];
  if (billStatementId != null && !BILL_STATEMENT_ID_PATTERN.test(billStatementId)) return [];
  const one = billStatementId != null ? sql`and ${t.billStatements.id} = ${billStatementId}` : sql``;
  return rows<BillStatementWithSettlementsData>(
    db,
    sql`
      select
        json_build_object(
          'id', ${t.billStatements.id}, 'consumerId', ${t.billStatements.consumerId}, 'issueDate',
          ${jstDateMs(t.billStatements.issueDate)},
          'amount', ${t.billStatements.amount}::text, 'unpaidAmount', ${t.billStatements.unpaidAmount}::text,
          'lateFeesAmount', ${t.billStatements.lateFeesAmount}::text, 'currency', ${t.billStatements.currency},
          'dueAt', ${epochMs(t.billStatements.dueAt)}, 'paidAt', ${epochMs(t.billStatements.paidAt)}, 'status',
          ${t.billStatements.status}
        ) as "billStatement",
        case when ${t.autoDebitSettlements.billStatementId} is null then null else json_build_object(
          'pullAmount', ${t.autoDebitSettlements.pullAmount}::text, 'pullStatus',
          ${t.autoDebitSettlements.pullStatus},
          'resultsProcessedBy',
          ${epochMs(t.autoDebitSettlements.resultsProcessedBy)}) end as "autoDebitSettlement",
        case when ${t.combiniSettlements.billStatementId} is null then null else json_build_object(
          'combiniPaymentId', ${t.combiniSettlements.combiniPaymentId}, 'amount',
          ${t.combiniSettlements.amount}::text,
          'settlementFeeAmount', ${t.combiniSettlements.settlementFeeAmount}::text, 'merchantCode',
          ${t.combiniSettlements.merchantCode},
          'consumerCode', ${t.combiniSettlements.consumerCode}) end as "combiniSettlement"
      from ${t.billStatements}
      left join ${t.autoDebitSettlements} on ${t.autoDebitSettlements.billStatementId} = ${t.billStatements.id}
      left join ${t.combiniSettlements} on ${t.combiniSettlements.billStatementId} = ${t.billStatements.id}
      where ${t.billStatements.consumerId} = ${consumerId} ${one}
      order by ${t.billStatements.issueDate} desc, ${t.billStatements.id} desc`,
  );
}

/** The code of a statement's public payment page; null when the statement has none (or the id is malformed). */
export async function findPaymentCode(db: Db, billStatementId: string): Promise<{ value: string } | null> {
  if (!BILL_STATEMENT_ID_PATTERN.test(billStatementId)) return null;
  const [r] = await rows<{ value: string }>(
    db,
    sql`select ${t.paymentCodes.value} from ${t.paymentCodes} where ${t.paymentCodes.billStatementId} = ${billStatementId}`,
  );
  return r ?? null;
}

// ─── Charges ────────────────────────────────────────────────────────────────────────────────────

export type SettlementMethodData =
  | { method: 'Combini'; storeName: string | null; fee: string | null }
  | { method: 'AutoDebit' | 'VAN' | 'BankTransfer' | 'Others' };

export interface ChargeData {
  id: string;
  consumerId: string;
  pushedAt: number | null;
  amount: string;
  currency: string;
  description: string | null;
  creditLine: string;
  kind: 'Extended' | 'Regular';
  tier: 'Classic' | 'Digital' | 'Plus';
  source: string;
  /** Null when the charge carries no installment or settlement data. */
  metadata: {
    installmentPlanKind: string | null;
    installmentPlanChargeKind: string | null;
    installmentPlanInstallmentNumber: number | null;
    settlementMethod: SettlementMethodData | null;
  } | null;
}

interface ChargeRow extends Omit<ChargeData, 'metadata'> {
  installment_plan_kind: string | null;
  installment_plan_charge_kind: string | null;
  installment_plan_installment_number: number | null;
  settlement_method: SettlementMethodData['method'] | null;
  settlement_store_name: string | null;
  settlement_fee: string | null;
}

/** The consumer's ledger, newest first (by creation, then id). */
export async function listCharges(db: Db, consumerId: string): Promise<ChargeData[]> {
  if (!isConsumerId(consumerId)) return [];
  const found = await rows<ChargeRow>(
    db,
    sql`
      select ${t.charges.id}, ${t.charges.consumerId} as "consumerId",
             ${epochMs(t.charges.pushedAt)} as "pushedAt", ${t.charges.amount}::text as amount,
             ${t.charges.currency}, ${t.charges.description}, ${t.charges.creditLine} as "creditLine",
             ${t.charges.kind}, ${t.charges.tier}, ${t.charges.source},
             ${t.charges.installmentPlanKind}, ${t.charges.installmentPlanChargeKind},
             ${t.charges.installmentPlanInstallmentNumber},
             ${t.charges.settlementMethod}, ${t.charges.settlementStoreName},
             ${t.charges.settlementFee}::text as settlement_fee
      from ${t.charges} where ${t.charges.consumerId} = ${consumerId}
      order by ${t.charges.createdAt} desc, ${t.charges.id} desc`,
  );
  return found.map((r) => {
    const settlementMethod: SettlementMethodData | null =
      r.settlement_method === null
        ? null
        : r.settlement_method === 'Combini'
          ? { method: 'Combini', storeName: r.settlement_store_name, fee: r.settlement_fee }
          : { method: r.settlement_method };
    const metadata = {
      installmentPlanKind: r.installment_plan_kind,
      installmentPlanChargeKind: r.installment_plan_charge_kind,
      installmentPlanInstallmentNumber: r.installment_plan_installment_number,
      settlementMethod,
    };
    return {
      id: r.id,
      consumerId: r.consumerId,
      pushedAt: r.pushedAt === null ? null : Number(r.pushedAt),
      amount: r.amount,
      currency: r.currency,
      description: r.description,
      creditLine: r.creditLine,
      kind: r.kind,
      tier: r.tier,
      source: r.source,
      metadata: Object.values(metadata).every((v) => v === null) ? null : metadata,
    };
  });
}
