// What every CSV export route answers with: a refusal in the REST error body, and the export's audit row (who,
// table, filter, outcome), written for a refused request as for a finished or broken download.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/sql';
import { writeAudit, type AuditOutcome } from '../domain/audit';
import type { ExportTable } from '../exports/registry';
import { auditFilter } from '../exports/scope-checks';
import { missingExportPermissions } from '../../src/shared/export-tables';

/** The audit operation of an export. */
export const EXPORT_AUDIT_OPERATION = 'exportCsv';

/** The shared list's rule, the CSV出力 button's too: every required permission, and one of an any-of list. */
export function missingPermissions(request: FastifyRequest, table: ExportTable): string[] {
  return missingExportPermissions(table.name, request.staff!.permissions);
}

export const forbiddenMessage = (missing: readonly string[]) =>
  `Forbidden: missing permission ${missing.join(', ')}`;

/** The file id of a scope the table read, as an audit row's target (never what the client sent unread). */
export function targetIdOf(table: ExportTable, scope: unknown): string | null {
  const id = table.fileId(scope);
  return typeof id === 'string' ? id : null;
}

/** One audit row of an export; `scope` is always one the table read, and its values are cut. */
export function auditExport(
  handle: Db,
  request: FastifyRequest,
  table: ExportTable,
  scope: unknown,
  outcome: AuditOutcome,
  detail: Record<string, unknown>,
) {
  return writeAudit(handle, {
    staff: { id: request.staff!.id, email: request.staff!.email },
    operation: EXPORT_AUDIT_OPERATION,
    targetType: table.name,
    targetId: targetIdOf(table, scope),
    outcome,
    detail: { table: table.name, filter: auditFilter(scope), ...detail },
    ip: request.ip ?? null,
  });
}
