// What a held change would do now (ApprovalRequest.preview, read from the current rows): one consumer's current and
// new legal status; a batch's rows to a final status apart, then its counts per desired status, first rows and the
// rows that would fail today with the reason; a bulk cancellation's plans, the cancellable ones, the amount and the
// first plans; a report-setting file's merchants with their months; a staff change's member and permissions; other
// changes one line each. The maker's comment (and a file's name) is shown whenever the kind keeps one. Once
// approved, what was applied instead: the rows as they are then tell nothing about the change.
import { DataTable, type Column } from '../../../ui/data-table';
import { formatCount, formatYen } from '../../../../shared/format';
import { KeyValueTable, type KeyValueRow } from '../../../ui/key-value-table';
import { APPROVAL_LABELS, APPROVAL_TEXTS, problemText, statusValueText } from '../approval-rules';
import {
  AppliedView,
  IrreversibleRows,
  MerchantMonthsList,
  PlanRows,
  StaffChangeView,
  type Preview,
  type PreviewRow,
} from './preview-sections';

const rowColumns = (withProblem: boolean): Column<PreviewRow>[] => [
  { key: 'position', header: APPROVAL_LABELS.position, numeric: true, cell: (r) => r.position },
  { key: 'id', header: APPROVAL_LABELS.id, cell: (r) => r.id },
  { key: 'value', header: APPROVAL_LABELS.value, cell: (r) => statusValueText(r.value) },
  ...(withProblem
    ? [{ key: 'problem', header: APPROVAL_LABELS.problem, cell: (r: PreviewRow) => problemText(r.problem) }]
    : []),
];

// A function, not a constant: the headers are read in the language active at render.
const countColumns = (): Column<Preview['statusCounts'][number]>[] => [
  { key: 'status', header: APPROVAL_LABELS.value, cell: (c) => statusValueText(c.status) },
  { key: 'count', header: APPROVAL_LABELS.rowCount, numeric: true, cell: (c) => formatCount(c.count) },
];

/** The maker's own words and the file they chose, before and after the decision alike. */
function noteRows(preview: Preview): KeyValueRow[] {
  const rows: KeyValueRow[] = [];
  if (preview.fileName) rows.push([APPROVAL_LABELS.fileName, preview.fileName]);
  if (preview.makerComment) rows.push([APPROVAL_LABELS.makerComment, preview.makerComment]);
  return rows;
}

function factRows(preview: Preview): KeyValueRow[] {
  const cancellable = preview.cancellablePlans;
  const isFile = preview.merchantCount != null;
  const facts: KeyValueRow[] = [
    [
      cancellable != null
        ? APPROVAL_LABELS.plans
        : isFile
          ? APPROVAL_LABELS.fileRows
          : APPROVAL_LABELS.rowCount,
      APPROVAL_TEXTS.rows(preview.rowCount),
    ],
  ];
  if (isFile) {
    facts.push([APPROVAL_LABELS.merchantCount, APPROVAL_TEXTS.merchants(preview.merchantCount ?? 0)]);
    facts.push([APPROVAL_LABELS.monthCount, APPROVAL_TEXTS.months(preview.monthCount ?? 0)]);
  }
  if (preview.currentValue != null || preview.newValue != null) {
    facts.push([APPROVAL_LABELS.current, statusValueText(preview.currentValue) || '—']);
    facts.push([APPROVAL_LABELS.next, statusValueText(preview.newValue)]);
  }
  if (cancellable != null) {
    facts.push([APPROVAL_LABELS.cancellablePlans, APPROVAL_TEXTS.rows(cancellable)]);
    facts.push([APPROVAL_LABELS.amount, formatYen(preview.amount ?? '0')]);
  }
  return facts;
}

function BatchRows({ preview }: { preview: Preview }) {
  return (
    <>
      <IrreversibleRows preview={preview} />
      <h3>{APPROVAL_LABELS.statusCounts}</h3>
      <DataTable
        rows={preview.statusCounts}
        columns={countColumns()}
        rowKey={(c) => c.status}
        label={APPROVAL_LABELS.statusCounts}
      />
      <h3>{APPROVAL_LABELS.firstRows}</h3>
      <DataTable
        rows={preview.firstRows}
        columns={rowColumns(true)}
        rowKey={(r) => String(r.position)}
        label={APPROVAL_LABELS.firstRows}
      />
      <h3>
        {APPROVAL_LABELS.failingRows}: {APPROVAL_TEXTS.rows(preview.failingCount)}
        {preview.failingCount > preview.failingRows.length &&
          ` ${APPROVAL_TEXTS.moreFailing(preview.failingRows.length, preview.failingCount)}`}
      </h3>
      <DataTable
        rows={preview.failingRows}
        columns={rowColumns(true)}
        rowKey={(r) => String(r.position)}
        label={APPROVAL_LABELS.failingRows}
        empty={APPROVAL_TEXTS.noPreviewRows}
      />
    </>
  );
}

export function ApprovalPreview({ operation, preview }: { operation: string; preview: Preview }) {
  const notes = noteRows(preview);
  const isBatch = operation === 'legalStatusBatchUpdate' || preview.statusCounts.length > 0;
  return (
    <div className="approval-preview" data-testid="approval-preview">
      {notes.length > 0 && <KeyValueTable rows={notes} />}
      {preview.applied ? (
        <AppliedView operation={operation} applied={preview.applied} />
      ) : (
        <>
          {preview.staffChange ? (
            <StaffChangeView change={preview.staffChange} />
          ) : (
            <KeyValueTable rows={factRows(preview)} />
          )}
          <MerchantMonthsList preview={preview} />
          <PlanRows preview={preview} />
          {isBatch && <BatchRows preview={preview} />}
          {preview.lines.length > 0 && (
            <ul className="approval-preview__lines" aria-label={APPROVAL_LABELS.lines}>
              {preview.lines.map((line, i) => (
                <li key={`${i}-${line}`}>{line}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
