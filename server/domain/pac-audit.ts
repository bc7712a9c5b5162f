// PAC (支払可能見込額) credit-assessment audit records: the summary list behind the PLUS tab's credit-limit
// history and the detailed list of the credit audit records page (document 2 §2, §3). Newest first, one
// statement each; a malformed consumer id costs none. Who may read them is decided in the resolvers.
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../db/sql';
import { isConsumerId } from '../../src/shared/id-patterns';

export interface PacAuditSummaryData {
  completedAt: number;
  contractType: string;
  reason: string;
  creditLimitPP: string;
  creditLimitPPFA: string;
}

export interface PacAuditDetailedData extends PacAuditSummaryData {
  maxPACLimit: string | null;
  paidyDebtTriggering: string | null;
  paidyDebtCalculation: string | null;
  cicAnnualInvoicedAmountAtPaidy: string | null;
  hasUnpaidBillsForPreviousMonth: boolean | null;
  cicDebt: string | null;
  totalCicAnnualInvoicedAmount: string | null;
  hasCicDelinquentContract: boolean | null;
  hasUnpaidBillForPreviousMonth: boolean | null;
  hasUnpaidBillInPaidy: boolean | null;
  annualIncome: string | null;
  dependency: number | null;
  rentOrMortgage: string | null;
  costOfLiving: string | null;
}

/** The consumer's credit-limit assessments, newest first: when, for which contract, why, and the limits. */
export async function listPacAuditSummaries(db: Db, consumerId: string): Promise<PacAuditSummaryData[]> {
  if (!isConsumerId(consumerId)) return [];
  return rows<PacAuditSummaryData>(
    db,
    sql`
      select ${epochMs(sql`completed_at`)} as "completedAt", contract_type as "contractType", reason,
             credit_limit_pp::text as "creditLimitPP", credit_limit_ppfa::text as "creditLimitPPFA"
      from pac_audit_records
      where consumer_id = ${consumerId}
      order by completed_at desc, id desc`,
  );
}

/** The same assessments, newest first, with every input the limit was computed from. */
export async function listPacAuditDetails(db: Db, consumerId: string): Promise<PacAuditDetailedData[]> {
  if (!isConsumerId(consumerId)) return [];
  return rows<PacAuditDetailedData>(
    db,
    sql`
      select ${epochMs(sql`completed_at`)} as "completedAt", contract_type as "contractType", reason,
             credit_limit_pp::text as "creditLimitPP", credit_limit_ppfa::text as "creditLimitPPFA",
             max_pac_limit::text as "maxPACLimit",
             paidy_debt_triggering::text as "paidyDebtTriggering",
             paidy_debt_calculation::text as "paidyDebtCalculation",
             cic_annual_invoiced_amount_at_paidy::text as "cicAnnualInvoicedAmountAtPaidy",
             has_unpaid_bills_for_previous_month as "hasUnpaidBillsForPreviousMonth",
             cic_debt::text as "cicDebt",
             total_cic_annual_invoiced_amount::text as "totalCicAnnualInvoicedAmount",
             has_cic_delinquent_contract as "hasCicDelinquentContract",
             has_unpaid_bill_for_previous_month as "hasUnpaidBillForPreviousMonth",
             has_unpaid_bill_in_paidy as "hasUnpaidBillInPaidy",
             annual_income::text as "annualIncome", dependency,
             rent_or_mortgage::text as "rentOrMortgage", cost_of_living::text as "costOfLiving"
      from pac_audit_records
      where consumer_id = ${consumerId}
      order by completed_at desc, id desc`,
  );
}
