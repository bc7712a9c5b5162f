// The checked file's rows on the Update tab (document 1 §5): a virtualized table built a visible row at a time from
// the compact result, optionally only the rows with errors; a row the server would refuse shows its warning.
import { useMemo } from 'react';
import { t } from '../../../i18n/i18n';
import { DataTable, type Column } from '../../ui/data-table';
import { legalStatusText } from '../../../shared/legal-status';
import { legalStatusRow, type LegalStatusCsvResult } from '../../../workers/legal-status-csv';
import { LEGAL_STATUS_UPDATE_TEXTS, UPDATE_COLUMNS, progressText } from './legal-status-texts';

/** Height of the rows table's scrolling box. */
const TABLE_HEIGHT = 480;

function resultCell(result: LegalStatusCsvResult, i: number): string {
  const row = legalStatusRow(result, i);
  const marks = [...row.marks, ...(row.warning ? [row.warning] : [])].join(' ');
  return row.duplicateOfNo !== null
    ? `${marks} ${t('legalStatus.duplicateOf', { line: row.duplicateOfNo })}`
    : marks;
}

export function RowsTable({
  result,
  onlyErrors,
  onOnlyErrors,
}: {
  result: LegalStatusCsvResult;
  onlyErrors: boolean;
  onOnlyErrors: (value: boolean) => void;
}) {
  // Row numbers only (a million at most): the table builds each visible row from the compact result.
  const indexes = useMemo(() => {
    const out: number[] = [];
    for (let i = 0; i < result.rowCount; i++) if (!onlyErrors || result.marks[i] !== 0) out.push(i);
    return out;
  }, [result, onlyErrors]);

  const columns = useMemo<Column<number>[]>(
    () => [
      // The file's line (the header is line 1), as the warnings and the approval page name the row.
      { key: 'no', header: UPDATE_COLUMNS.no, numeric: true, cell: (i) => result.lines[i] },
      {
        key: 'consumerId',
        header: UPDATE_COLUMNS.consumerId,
        cell: (i) => legalStatusRow(result, i).consumerId,
      },
      {
        key: 'desired',
        header: UPDATE_COLUMNS.desired,
        cell: (i) => {
          const row = legalStatusRow(result, i);
          return row.desiredStatus ? legalStatusText(row.desiredStatus) : (row.desiredText ?? '');
        },
      },
      {
        key: 'current',
        header: UPDATE_COLUMNS.current,
        cell: (i) => {
          const current = legalStatusRow(result, i).currentStatus;
          return current ? legalStatusText(current) : '';
        },
      },
      {
        key: 'result',
        header: UPDATE_COLUMNS.result,
        className: (i) =>
          result.marks[i] !== 0 ? 'csv-row--error' : result.warnings?.[i] ? 'csv-row--warning' : undefined,
        cell: (i) => resultCell(result, i),
      },
    ],
    [result],
  );

  return (
    <section className="legal-status-update__rows">
      <div className="legal-status-update__rows-head">
        <label className="checkbox">
          <input type="checkbox" checked={onlyErrors} onChange={(e) => onOnlyErrors(e.target.checked)} />{' '}
          {LEGAL_STATUS_UPDATE_TEXTS.onlyErrors}
        </label>
        <span className="legal-status-update__count">
          {progressText.rows(indexes.length, result.rowCount)}
        </span>
      </div>
      <DataTable
        rows={indexes}
        columns={columns}
        rowKey={(i) => String(i)}
        label={LEGAL_STATUS_UPDATE_TEXTS.rowsTable}
        virtual={{ height: TABLE_HEIGHT }}
      />
    </section>
  );
}
