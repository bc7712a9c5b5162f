// PAC (支払可能見込額) credit-assessment audit records: the summary list behind the PLUS tab's credit-limit
// history and the detailed list of the credit audit records page (document 2 §2, §3). Newest first, one
// statement each; a malformed consumer id costs none. Who may read them is decided in the resolvers.
import { sql } from 'drizzle-orm';
import { pacAuditRecords } from '../db/schema/index';
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
      select ${epochMs(pacAuditRecords.completedAt)} as "completedAt",
             ${pacAuditRecords.contractType} as "contractType", ${pacAuditRecords.reason},
             ${pacAuditRecords.creditLimitPp}::text as "creditLimitPP",
             ${pacAuditRecords.creditLimitPpfa}::text as "creditLimitPPFA"
      from ${pacAuditRecords}
      where ${pacAuditRecords.consumerId} = ${consumerId}
      order by ${pacAuditRecords.completedAt} desc, ${pacAuditRecords.id} desc`,
  );
}

/** The same assessments, newest first, with every input the limit was computed from. */
export async function listPacAuditDetails(db: Db, consumerId: string): Promise<PacAuditDetailedData[]> {
  if (!isConsumerId(consumerId)) return [];
  return rows<PacAuditDetailedData>(
    db,
    sql`
      select ${epochMs(pacAuditRecords.completedAt)} as "completedAt",
             ${pacAuditRecords.contractType} as "contractType", ${pacAuditRecords.reason},
             ${pacAuditRecords.creditLimitPp}::text as "creditLimitPP",
             ${pacAuditRecords.creditLimitPpfa}::text as "creditLimitPPFA",
             ${pacAuditRecords.maxPacLimit}::text as "maxPACLimit",
             ${pacAuditRecords.paidyDebtTriggering}::text as "paidyDebtTriggering",
             ${pacAuditRecords.paidyDebtCalculation}::text as "paidyDebtCalculation",
             ${pacAuditRecords.cicAnnualInvoicedAmountAtPaidy}::text as "cicAnnualInvoicedAmountAtPaidy",
             ${pacAuditRecords.hasUnpaidBillsForPreviousMonth} as "hasUnpaidBillsForPreviousMonth",
             ${pacAuditRecords.cicDebt}::text as "cicDebt",
             ${pacAuditRecords.totalCicAnnualInvoicedAmount}::text as "totalCicAnnualInvoicedAmount",
             ${pacAuditRecords.hasCicDelinquentContract} as "hasCicDelinquentContract",
             ${pacAuditRecords.hasUnpaidBillForPreviousMonth} as "hasUnpaidBillForPreviousMonth",
             ${pacAuditRecords.hasUnpaidBillInPaidy} as "hasUnpaidBillInPaidy",
             ${pacAuditRecords.annualIncome}::text as "annualIncome", ${pacAuditRecords.dependency},
             ${pacAuditRecords.rentOrMortgage}::text as "rentOrMortgage",
             ${pacAuditRecords.costOfLiving}::text as "costOfLiving"
      from ${pacAuditRecords}
      where ${pacAuditRecords.consumerId} = ${consumerId}
      order by ${pacAuditRecords.completedAt} desc, ${pacAuditRecords.id} desc`,
  );
}
