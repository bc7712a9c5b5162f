// The result page's download of a run's rows as CSV (issue 20 "a result CSV download"): UTF-8 with BOM, CRLF, the
// cells neutralised for Excel (legal-status's csvField), the refusal code in its own column.
import { downloadTextFile } from '../../ui/download-file';
import { csvField } from '../../../shared/csv-cell';
import { INSTALLMENT_CANCEL_COLUMNS as C, type PlanResult } from './installment-cancel-rules';

const BOM = '\uFEFF';

export const DOWNLOAD_TEXT = 'Download results (CSV)';

/** The rows as a CSV text, in the order of the file. */
export function bulkCancelResultsCsv(rows: readonly PlanResult[]): string {
  const header = ['No.', C.id, C.result, 'Code', 'Title', 'Description', C.status, C.outstanding];
  const lines = [header.map(csvField).join(',')];
  rows.forEach((r, i) =>
    lines.push(
      [
        String(i + 1),
        r.id,
        r.status,
        r.code ?? '',
        r.title ?? '',
        r.description ?? '',
        r.planStatus ?? '',
        r.outstandingAmount == null ? '' : String(Math.round(Number(r.outstandingAmount))),
      ]
        .map(csvField)
        .join(','),
    ),
  );
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

export function ResultsDownload({
  jobId,
  rows,
  disabled,
}: {
  jobId: string;
  rows: readonly PlanResult[];
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      className="button"
      disabled={disabled}
      onClick={() =>
        downloadTextFile(`${jobId.replace(/[^\w.-]/g, '_')}-results.csv`, bulkCancelResultsCsv(rows))
      }
    >
      {DOWNLOAD_TEXT}
    </button>
  );
}
