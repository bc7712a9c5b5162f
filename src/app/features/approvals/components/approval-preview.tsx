// What a held change would do now (ApprovalRequest.preview, read from the current rows): one consumer's current and
// new legal status; a batch's counts per desired status, its first rows and the rows that would fail today with the
// reason; a bulk cancellation's plans, the cancellable ones and the amount; other changes one line each.
import type { ApprovalRequestDetailFieldsFragment } from '../../../api/generated/graphql';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatCount, formatYen } from '../../../../shared/format';
import { KeyValueTable, type KeyValueRow } from '../../../ui/key-value-table';
import { APPROVAL_LABELS as L, APPROVAL_TEXTS as T, problemText, statusValueText } from '../approval-rules';

type Preview = ApprovalRequestDetailFieldsFragment['preview'];
type PreviewRow = Preview['firstRows'][number];

const rowColumns = (withProblem: boolean): Column<PreviewRow>[] => [
  { key: 'position', header: L.position, numeric: true, cell: (r) => r.position },
  { key: 'id', header: L.id, cell: (r) => r.id },
  { key: 'value', header: L.value, cell: (r) => statusValueText(r.value) },
  ...(withProblem
    ? [{ key: 'problem', header: L.problem, cell: (r: PreviewRow) => problemText(r.problem) }]
    : []),
];

const countColumns: Column<Preview['statusCounts'][number]>[] = [
  { key: 'status', header: L.value, cell: (c) => statusValueText(c.status) },
  { key: 'count', header: L.rowCount, numeric: true, cell: (c) => formatCount(c.count) },
];

export function ApprovalPreview({ operation, preview }: { operation: string; preview: Preview }) {
  const cancellable = preview.cancellablePlans;
  const facts: KeyValueRow[] = [[cancellable != null ? L.plans : L.rowCount, T.rows(preview.rowCount)]];
  if (preview.currentValue != null || preview.newValue != null) {
    facts.push([L.current, statusValueText(preview.currentValue) || '—']);
    facts.push([L.next, statusValueText(preview.newValue)]);
  }
  if (cancellable != null) {
    facts.push([L.cancellablePlans, T.rows(cancellable)]);
    facts.push([L.amount, formatYen(preview.amount ?? '0')]);
  }
  const isBatch = operation === 'legalStatusBatchUpdate' || preview.statusCounts.length > 0;
  return (
    <div className="approval-preview" data-testid="approval-preview">
      <KeyValueTable rows={facts} />
      {isBatch && (
        <>
          <h3>{L.statusCounts}</h3>
          <DataTable
            rows={preview.statusCounts}
            columns={countColumns}
            rowKey={(c) => c.status}
            label={L.statusCounts}
          />
          <h3>{L.firstRows}</h3>
          <DataTable
            rows={preview.firstRows}
            columns={rowColumns(true)}
            rowKey={(r) => String(r.position)}
            label={L.firstRows}
          />
          <h3>
            {L.failingRows}: {T.rows(preview.failingCount)}
            {preview.failingCount > preview.failingRows.length &&
              ` ${T.moreFailing(preview.failingRows.length, preview.failingCount)}`}
          </h3>
          <DataTable
            rows={preview.failingRows}
            columns={rowColumns(true)}
            rowKey={(r) => String(r.position)}
            label={L.failingRows}
            empty={T.noPreviewRows}
          />
        </>
      )}
      {preview.lines.length > 0 && (
        <ul className="approval-preview__lines" aria-label={L.lines}>
          {preview.lines.map((line, i) => (
            <li key={`${i}-${line}`}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
