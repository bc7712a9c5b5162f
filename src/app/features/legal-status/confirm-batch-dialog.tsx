// The confirmation before a legal-status batch is sent: how many rows go, per
// desired status, the warnings and whether they go, and the comment. Nothing is sent before 一括更新を実行. A change
// to Dead or BankruptcyConfirmed cannot be undone, so the dialog opens on キャンセル: Enter twice sends nothing;
// Ctrl+Enter (dialog-submit.ts) presses the main button as a click would.
import { DataTable, type Column } from '../../ui/data-table';
import { BulkConfirmDialog, type BulkConfirmActions } from '../../ui/bulk-csv-job';
import { isTerminalLegalStatus, legalStatusText, type LegalStatus } from '../../../shared/legal-status';
import { CONFIRM_TEXTS as C } from './legal-status-texts';
import { formatCount } from '../../../shared/format';

export interface BatchSummary {
  /** Rows that will be sent. */
  rows: number;
  perStatus: readonly { status: LegalStatus; count: number }[];
  warnings: number;
  leaveOutWarnings: boolean;
  comment: string;
}

type StatusCount = BatchSummary['perStatus'][number];

/** Each desired status and how many rows go to it (the headers read in the active language). */
const countColumns = (): Column<StatusCount>[] => [
  { key: 'status', header: C.status, rowHeader: true, cell: (row) => legalStatusText(row.status) },
  { key: 'count', header: C.count, numeric: true, cell: (row) => formatCount(row.count) },
];

/** Open while there is a summary (the page asks for one only while confirming). */
export function ConfirmBatchDialog({
  summary,
  ...actions
}: { summary: BatchSummary | null } & BulkConfirmActions) {
  if (!summary) return null;
  const irreversible = summary.perStatus.some((s) => isTerminalLegalStatus(s.status));
  return (
    <BulkConfirmDialog
      open
      title={C.title}
      className="legal-status-confirm"
      cancelLabel={C.cancel}
      confirmLabel={C.run}
      {...actions}
    >
      <p>{C.rows(summary.rows)}</p>
      <DataTable
        className="legal-status-confirm__counts"
        label={C.perStatus}
        rows={summary.perStatus}
        columns={countColumns()}
        rowKey={(row) => row.status}
      />
      <p>{C.warnings(summary.warnings, summary.leaveOutWarnings)}</p>
      <p>
        {C.comment}: {summary.comment.trim() || C.noComment}
      </p>
      {irreversible && <p className="form-error">{C.irreversible}</p>}
    </BulkConfirmDialog>
  );
}
