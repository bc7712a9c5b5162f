// The confirmation before a legal-status batch is sent: how many rows go, per
// desired status, the warnings and whether they go, and the comment. Nothing is sent before 一括更新を実行. A change
// to Dead or BankruptcyConfirmed cannot be undone, so the dialog opens on キャンセル: Enter twice sends nothing;
// Ctrl+Enter (dialog-submit.ts) presses the main button as a click would.
import { DataTable, type Column } from '../../ui/data-table';
import { BulkConfirmDialog, type BulkConfirmActions } from '../../ui/bulk-csv-job';
import { isTerminalLegalStatus, legalStatusText, type LegalStatus } from '../../../shared/legal-status';
import { CONFIRM_TEXTS } from './legal-status-texts';
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
  {
    key: 'status',
    header: CONFIRM_TEXTS.status,
    rowHeader: true,
    cell: (row) => legalStatusText(row.status),
  },
  { key: 'count', header: CONFIRM_TEXTS.count, numeric: true, cell: (row) => formatCount(row.count) },
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
      title={CONFIRM_TEXTS.title}
      className="legal-status-confirm"
      cancelLabel={CONFIRM_TEXTS.cancel}
      confirmLabel={CONFIRM_TEXTS.run}
      {...actions}
    >
      <p>{CONFIRM_TEXTS.rows(summary.rows)}</p>
      <DataTable
        className="legal-status-confirm__counts"
        label={CONFIRM_TEXTS.perStatus}
        rows={summary.perStatus}
        columns={countColumns()}
        rowKey={(row) => row.status}
      />
      <p>{CONFIRM_TEXTS.warnings(summary.warnings, summary.leaveOutWarnings)}</p>
      <p>
        {CONFIRM_TEXTS.comment}: {summary.comment.trim() || CONFIRM_TEXTS.noComment}
      </p>
      {irreversible && <p className="form-error">{CONFIRM_TEXTS.irreversible}</p>}
    </BulkConfirmDialog>
  );
}
