// The consumer's PLUS, houkatsu/NLP and credit audit tables as CSV (scope: { consumerId }), each as its query
// reads it: the credit audit records (pacAuditDataDetailed: can_view_pac_records and
// can_view_credit_audit_records), the PLUS tab's credit-limit history (pacAuditDataSummary: can_view_pac_records),
// every card token's physical-card events and every PayPal link's events (one file each, the token or link in
// its own columns), and the latest monthly power report's two tables (nlpReport). Amounts are plain numbers;
// Yes / No flags are written as the screen shows them, a missing value as an empty cell.
import {
  listPacAuditDetails,
  listPacAuditSummaries,
  type PacAuditDetailedData,
  type PacAuditSummaryData,
} from '../../domain/pac-audit';
import { listGpsTokens, listPaypalLinks } from '../../domain/plus';
import { findLatestNlpReport } from '../../domain/houkatsu';
import type { ExportColumn } from '../registry';
import { registerRecordList } from './record-list';

const flag = (value: boolean | null) => (value === null ? null : value ? 'Yes' : 'No');

const summaryColumns: readonly ExportColumn<PacAuditSummaryData>[] = [
  { header: 'Completed', kind: 'datetime', value: (r) => r.completedAt },
  { header: 'Contract type', kind: 'text', value: (r) => r.contractType },
  { header: 'Reason', kind: 'text', value: (r) => r.reason },
  { header: 'Credit limit PP', kind: 'amount', value: (r) => r.creditLimitPP },
  { header: 'Credit limit PPFA', kind: 'amount', value: (r) => r.creditLimitPPFA },
];

registerRecordList('plus_credit_limit_history', 'consumerId', listPacAuditSummaries, summaryColumns);

registerRecordList<PacAuditDetailedData>('pac_audit_records', 'consumerId', listPacAuditDetails, [
  ...summaryColumns,
  { header: 'Max PAC limit', kind: 'amount', value: (r) => r.maxPACLimit },
  { header: 'Paidy debt (triggering)', kind: 'amount', value: (r) => r.paidyDebtTriggering },
  { header: 'Paidy debt (calculation)', kind: 'amount', value: (r) => r.paidyDebtCalculation },
  { header: 'CIC annual invoiced at Paidy', kind: 'amount', value: (r) => r.cicAnnualInvoicedAmountAtPaidy },
  {
    header: 'Unpaid bills previous month',
    kind: 'text',
    value: (r) => flag(r.hasUnpaidBillsForPreviousMonth),
  },
  { header: 'CIC debt', kind: 'amount', value: (r) => r.cicDebt },
  { header: 'Total CIC annual invoiced', kind: 'amount', value: (r) => r.totalCicAnnualInvoicedAmount },
  { header: 'CIC delinquent contract', kind: 'text', value: (r) => flag(r.hasCicDelinquentContract) },
  { header: 'Unpaid bill previous month', kind: 'text', value: (r) => flag(r.hasUnpaidBillForPreviousMonth) },
  { header: 'Unpaid bill in Paidy', kind: 'text', value: (r) => flag(r.hasUnpaidBillInPaidy) },
  { header: 'Annual income', kind: 'amount', value: (r) => r.annualIncome },
  { header: 'Dependents', kind: 'number', value: (r) => r.dependency },
  { header: 'Rent or mortgage', kind: 'amount', value: (r) => r.rentOrMortgage },
  { header: 'Cost of living', kind: 'amount', value: (r) => r.costOfLiving },
]);

// Tokens newest first, each token's events oldest first, as the tab lists them.
registerRecordList(
  'plus_physical_card_events',
  'consumerId',
  async (db, consumerId) =>
    (await listGpsTokens(db, consumerId)).flatMap((t) =>
      t.physicalCardEvents.map((e) => ({ token: t.token, ...e })),
    ),
  [
    { header: 'Token', kind: 'text', value: (e) => e.token },
    { header: 'Status', kind: 'text', value: (e) => e.physicalCardStatus },
    { header: 'Updated', kind: 'datetime', value: (e) => e.physicalCardUpdatedAt },
  ],
);

registerRecordList(
  'plus_paypal_link_events',
  'consumerId',
  async (db, consumerId) =>
    (await listPaypalLinks(db, consumerId)).flatMap((link) =>
      link.linkEvents.map((e) => ({ gpsToken: link.gpsToken, linkStatus: link.status, ...e })),
    ),
  [
    { header: 'GPS token', kind: 'text', value: (e) => e.gpsToken },
    { header: 'Link status', kind: 'text', value: (e) => e.linkStatus },
    { header: 'Status', kind: 'text', value: (e) => e.status },
    { header: 'Time', kind: 'datetime', value: (e) => e.time },
  ],
);

registerRecordList(
  'nlp_monthly_power_changes',
  'consumerId',
  async (db, consumerId) => (await findLatestNlpReport(db, consumerId))?.changeInMonthlyPower ?? [],
  [
    { header: 'Cycle', kind: 'text', value: (c) => c.cycle },
    { header: 'Next month due', kind: 'amount', value: (c) => c.nextMonthDue },
    {
      header: 'Unconfirmed payments and future exposures',
      kind: 'amount',
      value: (c) => c.unconfirmedPaymentsAndUnconfirmedFutureExposures,
    },
    { header: 'Predictive monthly power', kind: 'amount', value: (c) => c.predictiveMonthlyPower },
    {
      header: 'Remaining available amount',
      kind: 'amount',
      value: (c) => c.remainingBalanceOfAvailableAmount,
    },
  ],
);

registerRecordList(
  'nlp_synthetic_monthly_power',
  'consumerId',
  async (db, consumerId) => (await findLatestNlpReport(db, consumerId))?.syntheticMonthlyPower.plus ?? [],
  [
    { header: 'Name', kind: 'text', value: (item) => item.name },
    { header: 'Amount', kind: 'amount', value: (item) => item.amount },
  ],
);
