// Deterministic demo data at any scale: the same seed (and the same `now`) gives the same rows, ids
// included. Everything is generated in memory first (area by area, in the modules beside this one, all drawing
// from one random sequence, so their order of calls is part of the output), then inserted set-based in one
// transaction.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Orm } from '../db/client';
import * as t from '../db/schema/index';
import { makeBatches } from './legal-status-batches';
import { makeMerchantCombiniPayment } from './billing';
import { makeConsumer } from './consumers';
import { makeFraudReasons } from './fraud';
import { makeInvoiceDeactivations, makeMerchants, merchantDates } from './merchants';
import { makeGuestPayment } from './payments';
import { Generator, startOfTodayJst } from './state';

export { SEED_STAFF_EMAILS, startOfTodayJst } from './state';

export interface SeedOptions {
  consumers: number;
  seed?: number;
  /** The moment the data is generated around; default: today 00:00 in Japan (stable for a day). */
  now?: Date;
}

export type SeedCounts = Record<string, number>;

/**
 * Inserts rows in order, up to `chunk` at a time, each statement reading its rows from one JSON parameter
 * (json_populate_recordset over the table's row type), as the batch jobs write their items. Drizzle's multi-row
 * INSERT spends more time building its statement than the database spends on it (over a third of a 1,600-consumer
 * seed's 22 s in a CPU profile: a bound parameter per value; with one JSON parameter, 11 s). Values go through each
 * column's own mapping to the driver (dates, numerics, arrays as drizzle sends them), JSON columns as JSON. As in
 * drizzle's INSERT, a column with a default that a row leaves undefined takes the default: consecutive rows that
 * set the same such columns share a statement that lists only those (the order, hence a serial id, stays the
 * rows' order).
 */
async function insertAll<T extends PgTable>(
  tx: Pick<Orm, 'execute'>,
  table: T,
  rows: T['$inferInsert'][],
  chunk = 5_000,
): Promise<number> {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
  let run: { signature: string; keys: [string, PgColumn][]; records: Record<string, unknown>[] } | undefined;
  const flush = async () => {
    if (!run?.records.length) return;
    const names = sql.join(
      run.keys.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    const json = JSON.stringify(run.records);
    await tx.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
    );
    run.records = [];
  };
  for (const row of rows as Record<string, unknown>[]) {
    const keys = columns.filter(([key, column]) => !column.hasDefault || row[key] !== undefined);
    const signature = keys.map(([key]) => key).join();
    if (run?.signature !== signature || run.records.length === chunk) {
      await flush();
      run = { signature, keys, records: [] };
    }
    const record: Record<string, unknown> = {};
    for (const [key, column] of keys) {
      const value = row[key] ?? null;
      record[column.name] =
        value === null || JSON_COLUMNS.has(column.columnType) ? value : column.mapToDriverValue(value);
    }
    run.records.push(record);
  }
  await flush();
  return rows.length;
}

const JSON_COLUMNS = new Set(['PgJson', 'PgJsonb']);

/** Fills the database with demo data. Returns the number of rows per table. */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedCounts> {
  const seed = options.seed ?? 1;
  const now = (options.now ?? startOfTodayJst()).getTime();
  const g = new Generator(seed, now);
  makeMerchants(g);
  makeFraudReasons(g);
  for (let i = 0; i < options.consumers; i++) makeConsumer(g, i);
  const guests = Math.max(1, Math.round(options.consumers / 50));
  for (let i = 0; i < guests; i++) makeGuestPayment(g);
  const storePayments = Math.max(3, Math.round(options.consumers / 10));
  for (let i = 0; i < storePayments; i++) makeMerchantCombiniPayment(g);
  makeBatches(g);
  makeInvoiceDeactivations(g);

  const counts: SeedCounts = {};
  await db.orm.transaction(async (tx) => {
    const put = async <T extends PgTable>(name: string, table: T, rows: T['$inferInsert'][]) => {
      counts[name] = await insertAll(tx, table, rows);
    };
    await put(
      'merchants',
      t.merchants,
      g.merchants.map((m, k) => ({
        id: m.id,
        name: m.name,
        isSpecifiedContinuousServiceMerchant: m.continuousService,
        ...merchantDates(k, g.merchants.length, now),
      })),
    );
    await put('fraud_flag_reasons', t.fraudFlagReasons, g.fraudReasons);
    await put('consumers', t.consumers, g.consumers);
    await put('consumer_history', t.consumerHistory, g.history);
    await put('admin_logs', t.adminLogs, g.adminLogs);
    await put('consumer_messages', t.consumerMessages, g.consumerMessages);
    await put('sms_log', t.smsLog, g.smsLog);
    await put('vans', t.vans, g.vans);
    await put('consumer_login_sessions', t.consumerLoginSessions, g.loginSessions);
    await put('payments', t.payments, g.payments);
    await put('captures', t.captures, g.captures);
    await put('refunds', t.refunds, g.refunds);
    await put('order_items', t.orderItems, g.orderItems);
    await put('payment_messages', t.paymentMessages, g.paymentMessages);
    await put('assessment_reports', t.assessmentReports, g.assessmentReports);
    await put('assessment_report_errors', t.assessmentReportErrors, g.assessmentReportErrors);
    await put('consumer_fraud_flags', t.consumerFraudFlags, g.consumerFraudFlags);
    await put('fraud_event_logs', t.fraudEventLogs, g.fraudEventLogs);
    await put('payment_fraud_flags', t.paymentFraudFlags, g.paymentFraudFlags);
    await put('payment_fraud_flag_events', t.paymentFraudFlagEvents, g.paymentFraudFlagEvents);
    await put('assessment_exclusions', t.assessmentExclusions, g.assessmentExclusions);
    await put('combini_payments', t.combiniPayments, g.combiniPayments);
    await put('bill_statements', t.billStatements, g.billStatements);
    await put('auto_debit_settlements', t.autoDebitSettlements, g.autoDebitSettlements);
    await put('combini_settlements', t.combiniSettlements, g.combiniSettlements);
    await put('payment_codes', t.paymentCodes, g.paymentCodes);
    await put('charges', t.charges, g.charges);
    await put('installment_contracts', t.installmentContracts, g.installmentContracts);
    await put('multi_pay_contracts', t.multiPayContracts, g.multiPayContracts);
    await put('plus_statuses', t.plusStatuses, g.plusStatuses);
    await put('plus_consumer_data', t.plusConsumerData, g.plusConsumerData);
    await put('nlp_migration_statuses', t.nlpMigrationStatuses, g.nlpMigrationStatuses);
    await put('nlp_reports', t.nlpReports, g.nlpReports);
    await put('pac_audit_records', t.pacAuditRecords, g.pacAuditRecords);
    await put('self_cancellation_settings', t.selfCancellationSettings, g.selfCancellationSettings);
    await put('card_eligibility', t.cardEligibility, g.cardEligibility);
    await put('card_eligibility_exceptions', t.cardEligibilityExceptions, g.cardEligibilityExceptions);
    await put('gps_tokens', t.gpsTokens, g.gpsTokens);
    await put('physical_card_events', t.physicalCardEvents, g.physicalCardEvents);
    await put('paypal_links', t.paypalLinks, g.paypalLinks);
    await put('paypal_link_events', t.paypalLinkEvents, g.paypalLinkEvents);
    await put('legal_status_batches', t.legalStatusBatches, g.legalStatusBatches);
    await put('legal_status_batch_items', t.legalStatusBatchItems, g.legalStatusBatchItems);
    await put('invoice_deactivations', t.invoiceDeactivations, g.invoiceDeactivations);
  });
  return counts;
}
