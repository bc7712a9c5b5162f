// The tables the console exports as CSV, with the permissions each needs: the same as the query that
// shows the table. The server's registry (server/exports/registry.ts) refuses a table missing here, and the
// CSV出力 button reads its permissions from here to disable itself with the reason. `[]` = any signed-in staff
// member (the table's query asks for no permission); a table is never exportable by default. `anyOf`: at least one
// of these as well, for a screen gated on "read OR write" (the payment's assessment reports).
import { PERMISSIONS, type Permission } from './permissions';

interface ExportTablePermissions {
  /** Every one of these. */
  permissions: readonly Permission[];
  /** And, when given, at least one of these. */
  anyOf?: readonly Permission[];
}

export const EXPORT_TABLES = {
  /** One legal-status batch's rows (scope: { batchId }). */
  legal_status_results: { permissions: [] },
  /** The legal-status history with its filter (scope: comment, batchId, createdBy, createdFrom, createdTo). */
  legal_status_batches: { permissions: [] },
  /** The header search's four result tabs (scope: { keyword }). */
  search_payments: { permissions: [] },
  search_consumers: { permissions: [] },
  search_combini_payments: { permissions: [] },
  search_duplicate_settlements: { permissions: [] },
  /** A consumer's fraud log (scope: { consumerId }) and a payment's fraud flag log (scope: { paymentId }). */
  consumer_fraud_logs: { permissions: [] },
  payment_fraud_log: { permissions: [PERMISSIONS.paymentFraudFlagsRead] },
  /** The merchant page's enabled or disabled merchants (scope: { disabled }). */
  merchants: { permissions: [] },
  /** The account page's bill statements (scope: consumerId and the table's q, status, sortKey, sortDirection) and charges (scope: { consumerId }). */
  account_bill_statements: { permissions: [] },
  account_charges: { permissions: [] },
  /** The approvals lists (scope: { tab: 'pending' | 'decided' }); without approvals.decide, one's own requests. */
  approval_requests: { permissions: [] },
  /** The staff list (/staff). */
  staff_members: { permissions: [PERMISSIONS.staffAdmin] },
  /** The payment page's captures, refunds and order items (scope: { paymentId }). */
  payment_captures: { permissions: [] },
  payment_refunds: { permissions: [] },
  payment_order_items: { permissions: [] },
  /** The audit trail (/audit) with its filter (scope: staffEmail, operation, targetId, outcome, from, to). */
  audit_log: { permissions: [PERMISSIONS.auditLogRead] },
  /** One bulk cancellation run's results (scope: { jobId }). */
  bulk_cancellation_results: { permissions: [PERMISSIONS.installmentPlansBulkCancel] },
  /** The bulk cancellation history with its filter (scope: createdBy, comment, from, to). */
  bulk_cancellations: { permissions: [PERMISSIONS.installmentPlansBulkCancel] },
  /**
   * One consumer's payments as the payments tab filters and sorts them (scope: consumerId, query, status, sortKey
   * DATE|AMOUNT|STATUS, sortDirection ASC|DESC), as consumerPayments: any signed-in staff member.
   */
  consumer_payments: { permissions: [] },
  /** One consumer's installment contracts as filtered and sorted on screen (scope: consumerId, q, status, sortKey,
   * sortDirection ascending|descending), as contractsByConsumerId: any signed-in staff member. */
  consumer_contracts: { permissions: [] },
  /** One consumer's change history for a period as filtered and sorted on screen (scope: consumerId, from, to, q,
   * sortDirection), as consumerHistory: any signed-in staff member. */
  consumer_history: { permissions: [] },
  /** One consumer's admin logs (Logs tab) and messages (Messages tab), newest first (scope: { consumerId }). */
  consumer_admin_logs: { permissions: [] },
  consumer_messages: { permissions: [] },
  /** The payment page's message log (scope: { paymentId }), as paymentMessages. */
  payment_messages: { permissions: [] },
  /** The payment's assessment reports (scope: { paymentId }): assessment_reports.read OR .write, as the tab. */
  payment_assessment_reports: {
    permissions: [],
    anyOf: [PERMISSIONS.assessmentReportsRead, PERMISSIONS.assessmentReportsWrite],
  },
  /** The credit audit records (scope: { consumerId }), as pacAuditDataDetailed. */
  pac_audit_records: { permissions: [PERMISSIONS.viewPacRecords, PERMISSIONS.viewCreditAuditRecords] },
  /** The PLUS tab's tables (scope: { consumerId }): credit-limit history (as pacAuditDataSummary), every card
   * token's physical-card events and every PayPal link's events. */
  plus_credit_limit_history: { permissions: [PERMISSIONS.viewPacRecords] },
  plus_physical_card_events: { permissions: [] },
  plus_paypal_link_events: { permissions: [] },
  /** The houkatsu tab's monthly power report tables of the latest cycle (scope: { consumerId }), as nlpReport. */
  nlp_monthly_power_changes: { permissions: [] },
  nlp_synthetic_monthly_power: { permissions: [] },
  /** The Fraud payments tab (scope: consumerId and the id filter's paymentIds), with each payment's fraud state. */
  fraud_payments: { permissions: [PERMISSIONS.paymentFraudFlagsRead] },
  /** The convenience-store payment page's provider table (scope: { combiniPaymentId }). */
  combini_payment_provider: { permissions: [] },
  /** The approvals policy (/approvals/policy), as approvalPolicies. */
  approval_policies: { permissions: [] },
  /** The access log (/audit?tab=access) with its filter (scope: staffEmail, consumerId, kind, from, to). */
  access_entries: { permissions: [PERMISSIONS.auditLogRead] },
} as const satisfies Record<string, ExportTablePermissions>;

export type ExportTableName = keyof typeof EXPORT_TABLES;

export function isExportTableName(value: unknown): value is ExportTableName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(EXPORT_TABLES, value);
}

export function exportPermissions(table: ExportTableName): readonly Permission[] {
  return EXPORT_TABLES[table].permissions;
}

/**
 * What `held` lacks to export the table (empty: nothing): each missing required permission, and 'a or b' when none
 * of the any-of list is held (the words of the GraphQL guard's refusal).
 */
export function missingExportPermissions(table: ExportTableName, held: readonly string[]): string[] {
  const entry: ExportTablePermissions = EXPORT_TABLES[table];
  const missing: string[] = entry.permissions.filter((p) => !held.includes(p));
  if (entry.anyOf && !entry.anyOf.some((p) => held.includes(p))) missing.push(entry.anyOf.join(' or '));
  return missing;
}
