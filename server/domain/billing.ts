// Money a consumer owes (document 2 §2 account page, §3): the running balance, bill statements with their auto-debit
// and convenience-store settlements, a statement's payment code, and the charge ledger. Each read is one statement.
import { sql, type SQL } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../db/sql';
import { isConsumerId } from '../../src/shared/id-patterns';
import { BILL_STATEMENT_ID_PATTERN } from '../../src/shared/id-patterns';

/** Midnight JST of a calendar date, as epoch milliseconds (Japan has no daylight saving time). */
const jstDateMs = (column: SQL): SQL =>
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
        select b.unpaid_amount,
               least(b.unpaid_amount, greatest(0, coalesce((
                 select sum(ch.amount) from charges ch
                 where ch.bill_statement_id = b.id and ch.source <> 'settlement' and ch.credit_line = 'apple'), 0)))
                 as apple_part
        from bill_statements b
        where b.consumer_id = ${consumerId} and b.status = 'Enabled' and b.due_at >= ${at}::timestamptz
      ),
      unbilled as (
        select ch.credit_line, sum(ch.amount) as amount
        from charges ch
        where ch.consumer_id = ${consumerId} and ch.bill_statement_id is null and ch.source <> 'settlement'
          and ch.pushed_at <= ${at}::timestamptz
        group by ch.credit_line
      )
      select
        (coalesce((select sum(unpaid_amount - apple_part) from open_current), 0)
          + coalesce((select amount from unbilled where credit_line <> 'apple'), 0))::text
          as "plusOutstandingAmount",
        (coalesce((select sum(apple_part) from open_current), 0)
          + coalesce((select amount from unbilled where credit_line = 'apple'), 0))::text
          as "appleOutstandingAmount",
        coalesce((select sum(b.unpaid_amount) from bill_statements b
                  where b.consumer_id = ${consumerId} and b.status = 'Enabled'
                    and b.due_at < ${at}::timestamptz), 0)::text as "overdueAmount",
        coalesce((select sum(greatest(0, p.amount - coalesce(
                    (select sum(x.amount) from captures x where x.payment_id = p.id), 0)))
                  from payments p
                  where p.consumer_id = ${consumerId} and p.status = 'AUTHORIZED' and not p.test), 0)::text
          as "uncapturedAmount",
        (coalesce((select sum(k.outstanding_amount) from installment_contracts k
                   where k.consumer_id = ${consumerId} and k.status = 'active' and not k.test), 0)
          + coalesce((select sum(ch.amount) from charges ch
                      where ch.consumer_id = ${consumerId} and ch.bill_statement_id is null
                        and ch.source <> 'settlement' and ch.pushed_at > ${at}::timestamptz), 0))::text
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
  const one = billStatementId != null ? sql`and b.id = ${billStatementId}` : sql``;
  return rows<BillStatementWithSettlementsData>(
    db,
    sql`
      select
        json_build_object(
          'id', b.id, 'consumerId', b.consumer_id, 'issueDate', ${jstDateMs(sql`b.issue_date`)},
          'amount', b.amount::text, 'unpaidAmount', b.unpaid_amount::text,
          'lateFeesAmount', b.late_fees_amount::text, 'currency', b.currency,
          'dueAt', ${epochMs(sql`b.due_at`)}, 'paidAt', ${epochMs(sql`b.paid_at`)}, 'status', b.status
        ) as "billStatement",
        case when a.bill_statement_id is null then null else json_build_object(
          'pullAmount', a.pull_amount::text, 'pullStatus', a.pull_status,
          'resultsProcessedBy', ${epochMs(sql`a.results_processed_by`)}) end as "autoDebitSettlement",
        case when s.bill_statement_id is null then null else json_build_object(
          'combiniPaymentId', s.combini_payment_id, 'amount', s.amount::text,
          'settlementFeeAmount', s.settlement_fee_amount::text, 'merchantCode', s.merchant_code,
          'consumerCode', s.consumer_code) end as "combiniSettlement"
      from bill_statements b
      left join auto_debit_settlements a on a.bill_statement_id = b.id
      left join combini_settlements s on s.bill_statement_id = b.id
      where b.consumer_id = ${consumerId} ${one}
      order by b.issue_date desc, b.id desc`,
  );
}

/** The code of a statement's public payment page; null when the statement has none (or the id is malformed). */
export async function findPaymentCode(db: Db, billStatementId: string): Promise<{ value: string } | null> {
  if (!BILL_STATEMENT_ID_PATTERN.test(billStatementId)) return null;
  const [r] = await rows<{ value: string }>(
    db,
    sql`select value from payment_codes where bill_statement_id = ${billStatementId}`,
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
      select id, consumer_id as "consumerId", ${epochMs(sql`pushed_at`)} as "pushedAt", amount::text as amount,
             currency, description, credit_line as "creditLine", kind, tier, source,
             installment_plan_kind, installment_plan_charge_kind, installment_plan_installment_number,
             settlement_method, settlement_store_name, settlement_fee::text as settlement_fee
      from charges where consumer_id = ${consumerId}
      order by created_at desc, id desc`,
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
