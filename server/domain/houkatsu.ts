// The NLP section (document 2 §2 NLP section, §3 NLP report): the migration status and the latest
// monthly-power report. One statement each; a malformed consumer id costs none.
import { sql } from 'drizzle-orm';
import * as t from '../db/schema/index';
import { rows, epochMs, type Db } from '../db/sql';
import { isConsumerId } from '../../src/shared/id-patterns';

export type NlpMigrationStateValue =
  | 'approved'
  | 'canceled'
  | 'never_started'
  | 'awaiting_cic_results'
  | 'pac_data_required'
  | 'awaiting_pac_assessment'
  | 'rejected';

export interface NlpMigrationStatusData {
  consumerId: string;
  status: NlpMigrationStateValue;
  updatedAt: number | null;
}

/**
 * The consumer's NLP migration status; a known consumer without a status row has never started (updatedAt
 * null). Null for an unknown or malformed consumer id.
 */
export async function findNlpMigrationStatus(
  db: Db,
  consumerId: string,
): Promise<NlpMigrationStatusData | null> {
  if (!isConsumerId(consumerId)) return null;
  const [row] = await rows<NlpMigrationStatusData>(
    db,
    sql`
      select ${t.consumers.id} as "consumerId", coalesce(${t.nlpMigrationStatuses.status},
             'never_started') as status,
             ${epochMs(t.nlpMigrationStatuses.updatedAt)} as "updatedAt"
      from ${t.consumers}
      left join ${t.nlpMigrationStatuses} on ${t.nlpMigrationStatuses.consumerId} = ${t.consumers.id}
      where ${t.consumers.id} = ${consumerId}`,
  );
  return row ?? null;
}

export interface MonthlyPowerChangeData {
  cycle: string;
  nextMonthDue: string | null;
  unconfirmedPaymentsAndUnconfirmedFutureExposures: string | null;
  predictiveMonthlyPower: string | null;
  remainingBalanceOfAvailableAmount: string | null;
}

export interface NlpReportData {
  consumerId: string;
  computationCycle: string;
  nmdLimit: string;
  nextMonthDue: string;
  multiplier: string;
  treLimit: string;
  tre: string;
  availableAmount: string;
  currentMonthlyPower: string;
  unconfirmedPayments: string;
  closedBillsAmount: string;
  changeInMonthlyPower: MonthlyPowerChangeData[];
  syntheticMonthlyPower: { plus: { name: string; amount: string }[] };
}

/**
 * The report of the latest computation cycle (YYYY-MM sorts as text; the newest row wins a tie). Null when the
 * consumer has none. Amounts travel as text; the nested lists are stored as decimal strings already.
 */
export async function findLatestNlpReport(db: Db, consumerId: string): Promise<NlpReportData | null> {
  if (!isConsumerId(consumerId)) return null;
  const [row] = await rows<
    Omit<NlpReportData, 'changeInMonthlyPower' | 'syntheticMonthlyPower'> & {
      changeInMonthlyPower: unknown;
      synthetic_plus: unknown;
    }
  >(
    db,
    sql`
      select ${t.nlpReports.consumerId} as "consumerId", ${t.nlpReports.computationCycle} as "computationCycle",
             ${t.nlpReports.nmdLimit}::text as "nmdLimit", ${t.nlpReports.nextMonthDue}::text as "nextMonthDue",
             ${t.nlpReports.multiplier}::text as multiplier, ${t.nlpReports.treLimit}::text as "treLimit",
             ${t.nlpReports.tre}::text as tre,
             ${t.nlpReports.availableAmount}::text as "availableAmount",
             ${t.nlpReports.currentMonthlyPower}::text as "currentMonthlyPower",
             ${t.nlpReports.unconfirmedPayments}::text as "unconfirmedPayments",
             ${t.nlpReports.closedBillsAmount}::text as "closedBillsAmount",
             ${t.nlpReports.changeInMonthlyPower} as "changeInMonthlyPower",
             ${t.nlpReports.syntheticMonthlyPowerPlus} as synthetic_plus
      from ${t.nlpReports}
      where ${t.nlpReports.consumerId} = ${consumerId}
      order by ${t.nlpReports.computationCycle} desc, ${t.nlpReports.id} desc
      limit 1`,
  );
  if (!row) return null;
  const { synthetic_plus: syntheticPlus, changeInMonthlyPower, ...report } = row;
  return {
    ...report,
    changeInMonthlyPower: jsonList(changeInMonthlyPower).map(toMonthlyPowerChange),
    syntheticMonthlyPower: { plus: jsonList(syntheticPlus).map(toNamedAmount) },
  };
}

function jsonList(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
}

/** jsonb numbers (older writers) become decimal text like the rest; missing amounts stay null. */
function decimalText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}

function toMonthlyPowerChange(entry: Record<string, unknown>): MonthlyPowerChangeData {
  return {
    cycle: String(entry.cycle),
    nextMonthDue: decimalText(entry.nextMonthDue),
    unconfirmedPaymentsAndUnconfirmedFutureExposures: decimalText(
      entry.unconfirmedPaymentsAndUnconfirmedFutureExposures,
    ),
    predictiveMonthlyPower: decimalText(entry.predictiveMonthlyPower),
    remainingBalanceOfAvailableAmount: decimalText(entry.remainingBalanceOfAvailableAmount),
  };
}

function toNamedAmount(entry: Record<string, unknown>): { name: string; amount: string } {
  return { name: String(entry.name), amount: decimalText(entry.amount) ?? '0' };
}
