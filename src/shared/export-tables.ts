// The tables the console exports as CSV (issue 21), with the permissions each needs: the same as the query that
// shows the table. The server's registry (server/exports/registry.ts) refuses a table missing here, and the
// CSV出力 button reads its permissions from here to disable itself with the reason. `[]` = any signed-in staff
// member (the table's query asks for no permission); a table is never exportable by default.
import { PERMISSIONS, type Permission } from './permissions';

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
} as const satisfies Record<string, { permissions: readonly Permission[] }>;

export type ExportTableName = keyof typeof EXPORT_TABLES;

export function isExportTableName(value: unknown): value is ExportTableName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(EXPORT_TABLES, value);
}

export function exportPermissions(table: ExportTableName): readonly Permission[] {
  return EXPORT_TABLES[table].permissions;
}
