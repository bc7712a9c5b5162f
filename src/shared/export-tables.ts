// The tables the console exports as CSV (issue 21), with the permissions each needs: the same as the query that
// shows the table. The server's registry (server/exports/registry.ts) refuses a table missing here, and the
// CSV出力 button reads its permissions from here to disable itself with the reason. `[]` = any signed-in staff
// member (the table's query asks for no permission); a table is never exportable by default.
import { PERMISSIONS, type Permission } from './permissions';

export const EXPORT_TABLES = {
  /** One legal-status batch's rows (scope: { batchId }). */
  legal_status_results: { permissions: [] },
  /** Every legal-status batch (scope: {}). */
  legal_status_batches: { permissions: [] },
  /** The audit trail (/audit) with its filter (scope: staffEmail, operation, targetId, outcome, from, to). */
  audit_log: { permissions: [PERMISSIONS.auditLogRead] },
  /** One bulk cancellation run's results (scope: { jobId }). */
  bulk_cancellation_results: { permissions: [PERMISSIONS.installmentPlansBulkCancel] },
  /** The bulk cancellation history with its filter (scope: createdBy, comment, from, to). */
  bulk_cancellations: { permissions: [PERMISSIONS.installmentPlansBulkCancel] },
} as const satisfies Record<string, { permissions: readonly Permission[] }>;

export type ExportTableName = keyof typeof EXPORT_TABLES;

export function isExportTableName(value: unknown): value is ExportTableName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(EXPORT_TABLES, value);
}

export function exportPermissions(table: ExportTableName): readonly Permission[] {
  return EXPORT_TABLES[table].permissions;
}
