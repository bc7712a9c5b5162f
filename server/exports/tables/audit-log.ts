// The audit trail (/audit) as CSV: the page's filter, newest first (seq desc is the keyset), the detail stripped
// of secrets as on screen. Permission audit_log.read, as the auditEntries query. The operation and the outcome read
// as the page shows them (Japanese labels), each with its raw name in the next column to filter on.
import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql';
import { auditOutcomeLabel, operationLabel } from '../../../src/shared/operation-labels';
import { filterConditions, sanitizeAuditDetail, type AuditFilter } from '../../domain/audit-trail';
import { acceptedFilter, optionalPeriod, optionalScopeString, registerExportTable } from '../registry';

interface AuditRow {
  seq: number;
  created_at: Date | string;
  staff_email: string | null;
  operation: string;
  target_type: string | null;
  target_id: string | null;
  outcome: string;
  approver: string | null;
  ip: string | null;
  detail: unknown;
}

registerExportTable<AuditRow, AuditFilter>({
  name: 'audit_log',
  columns: [
    { header: '連番', kind: 'number', value: (r) => r.seq },
    { header: '日時', kind: 'datetime', value: (r) => r.created_at },
    { header: 'スタッフ', kind: 'text', value: (r) => r.staff_email },
    { header: '操作', kind: 'text', value: (r) => operationLabel(r.operation) },
    { header: '操作（名前）', kind: 'text', value: (r) => r.operation },
    { header: '対象種別', kind: 'text', value: (r) => r.target_type },
    { header: '対象', kind: 'text', value: (r) => r.target_id },
    { header: '結果', kind: 'text', value: (r) => auditOutcomeLabel(r.outcome) },
    { header: '結果（名前）', kind: 'text', value: (r) => r.outcome },
    { header: '承認者', kind: 'text', value: (r) => r.approver },
    { header: 'IP', kind: 'text', value: (r) => r.ip },
    {
      header: '詳細',
      kind: 'text',
      value: (r) => (r.detail == null ? null : JSON.stringify(sanitizeAuditDetail(r.detail))),
    },
  ],
  parseScope: (input) =>
    acceptedFilter<AuditFilter>(
      {
        staffEmail: optionalScopeString(input, 'staffEmail'),
        operation: optionalScopeString(input, 'operation'),
        targetId: optionalScopeString(input, 'targetId'),
        outcome: optionalScopeString(input, 'outcome'),
        ...optionalPeriod(input),
      },
      filterConditions,
    ),
  fileId: (filter) => filter.targetId ?? null,
  page: (db, filter, after, limit) => {
    const checked = filterConditions(filter);
    const where = checked.ok ? checked.where : [];
    if (after) where.push(sql`seq < ${after.seq}`);
    return rows<AuditRow>(
      db,
      sql`select seq, created_at, staff_email, operation, target_type, target_id, outcome,
                 detail->>'approverEmail' as approver, ip, detail
          from audit_log
          where ${sql.join(where, sql` and `)}
          order by seq desc
          limit ${limit}`,
    );
  },
});
