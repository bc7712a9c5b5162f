// Exportable legal-status tables: one batch's result rows (the result page's download, issue 22) and the batch
// history. Any signed-in staff member reads both (as the GraphQL queries that show them).
import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql';
import { registerExportTable, scopeString } from '../registry';

/**
 * The Japanese reason of each per-row refusal code of the batch runner (server/jobs/legal-status-batch-job.ts).
 * TODO(merge): when src/app/features/legal-status/legal-status-texts.ts exports legalStatusRefusalText(code)
 * (h-legal), use it here and drop this map.
 */
export const REFUSAL_TEXT_JA: Readonly<Record<string, string>> = {
  InvalidStatus: '法的ステータスの値が正しくありません',
  InvalidId: '顧客IDの形式が正しくありません',
  NotFound: '顧客が見つかりません',
  AccountClosed: 'アカウントが閉鎖されています',
  FinalStatus: '最終的な法的ステータスのため変更できません',
  Duplicate: '同じ顧客が前の行にあります',
  NotApplied: '適用されませんでした（アップロードが完了しなかったため）',
};

interface ResultRow {
  position: number;
  consumer_id: string;
  desired_status: string;
  success: boolean | null;
  error: string | null;
}

registerExportTable<ResultRow, { batchId: string }>({
  name: 'legal_status_results',
  // The headers of the earlier in-page download, plus the Japanese reason beside the code.
  columns: [
    { header: 'No.', kind: 'number', value: (r) => r.position },
    { header: 'Consumer ID', kind: 'text', value: (r) => r.consumer_id },
    { header: 'Desired legal status', kind: 'text', value: (r) => r.desired_status },
    {
      header: 'Result',
      kind: 'text',
      value: (r) => (r.success == null ? 'Pending' : r.success ? 'Success' : 'Failure'),
    },
    { header: 'Error', kind: 'text', value: (r) => (r.success === false ? r.error : null) },
    {
      header: '理由',
      kind: 'text',
      value: (r) => (r.success === false && r.error ? (REFUSAL_TEXT_JA[r.error] ?? r.error) : null),
    },
  ],
  parseScope: (input) => ({ batchId: scopeString(input, 'batchId', 100) }),
  fileId: (scope) => scope.batchId,
  page: (db, scope, after, limit) =>
    rows<ResultRow>(
      db,
      sql`
        select position, consumer_id, desired_status, success, error
        from legal_status_batch_items
        where batch_id = ${scope.batchId} and position > ${after?.position ?? 0}
        order by position
        limit ${limit}`,
    ),
});

interface BatchRow {
  id: string;
  created_by: string;
  created_at: Date | string;
  completed_at: Date | string | null;
  length: number;
  successes: number;
  failures: number;
  success: boolean | null;
  started_at: Date | string | null;
  approval_request_id: string | null;
  comment: string | null;
  /** created_at as text, to the microsecond: the keyset (a JS Date keeps only milliseconds). */
  created_key: string;
}

/** The history's status column in words (the screen's BatchStatus). */
function batchStatus(b: BatchRow): string {
  if (b.completed_at == null) return b.approval_request_id && !b.started_at ? '承認待ち' : 'In progress';
  if (b.success === false) return 'Failure';
  if (b.failures > 0) return `Partial Success (${b.successes}/${b.length})`;
  return 'Success';
}

registerExportTable<BatchRow, Record<string, never>>({
  name: 'legal_status_batches',
  columns: [
    { header: 'Batch ID', kind: 'text', value: (b) => b.id },
    { header: 'Created by', kind: 'text', value: (b) => b.created_by },
    { header: 'Created at', kind: 'datetime', value: (b) => b.created_at },
    { header: 'Completed at', kind: 'datetime', value: (b) => b.completed_at },
    { header: 'Status', kind: 'text', value: batchStatus },
    { header: 'Rows', kind: 'number', value: (b) => b.length },
    { header: 'Success cases', kind: 'number', value: (b) => b.successes },
    { header: 'Comment', kind: 'text', value: (b) => b.comment },
  ],
  parseScope: () => ({}),
  fileId: () => null,
  // Newest first, as the history page; (created_at, id) is the keyset.
  page: (db, _scope, after, limit) =>
    rows<BatchRow>(
      db,
      sql`
        select id, created_by, created_at, completed_at, length, successes, failures, success, started_at,
               approval_request_id, comment, created_at::text as created_key
        from legal_status_batches
        ${after ? sql`where (created_at, id) < (${after.created_key}::timestamptz, ${after.id})` : sql``}
        order by created_at desc, id desc
        limit ${limit}`,
    ),
});
