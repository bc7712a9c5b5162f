// CSV出力 above a table: every row of the current view and filter, not only those on screen. The server
// streams the file (server/http/export-routes.ts) and the browser's download manager writes it to disk, so the
// page's memory stays flat however many rows there are. The encoding (UTF-8 with BOM, or Shift_JIS) defaults to the
// staff member's remembered choice; the button is disabled, with the reason, without the table's permission.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import './csv-export-button.css';
import { ActionButton } from './action-availability';
import { t as text } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { usePermissions } from '../state/console-store';
import { ApiError } from '../api/api-error';
import { csvEncodingPreferenceQueryOptions, exportKeys, requestExport } from '../api/export-api';
import { useFirstDataShown } from '../api/first-data-shown';
import { DEFAULT_CSV_ENCODING, isCsvEncoding, type CsvEncoding } from '../../shared/csv-export';
import { missingExportPermissions, type ExportTableName } from '../../shared/export-tables';

/** The button's texts in the active language (read when used, so tests and screens share the wording). */
export const CSV_EXPORT_TEXTS = {
  get button() {
    return text('ui.csv.button');
  },
  get encoding() {
    return text('ui.csv.encoding');
  },
  get encodings(): Record<CsvEncoding, string> {
    return { 'utf8-bom': text('ui.csv.utf8Bom'), shift_jis: 'Shift_JIS' };
  },
  get preparing() {
    return text('ui.csv.preparing');
  },
  get started() {
    return text('ui.csv.started');
  },
  forbidden: (permission: string) => text('ui.csv.forbidden', { permission }),
  failed: (message: string) => text('ui.csv.failed', { message }),
  tooMany: (seconds: string | null) =>
    seconds ? text('ui.csv.tooManyIn', { seconds }) : text('ui.csv.tooMany'),
};

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 403)
    return CSV_EXPORT_TEXTS.forbidden(error.message.replace(/^Forbidden: missing permission /, ''));
  if (error instanceof ApiError && error.status === 429)
    return CSV_EXPORT_TEXTS.tooMany(/^\d+$/.test(error.retryAfter ?? '') ? error.retryAfter : null);
  return CSV_EXPORT_TEXTS.failed(error instanceof Error ? error.message : String(error));
}

export interface CsvExportButtonProps {
  /** The registered table (src/shared/export-tables.ts). */
  table: ExportTableName;
  /** The view's id and filter, as the table's registry entry reads them (e.g. { batchId }). */
  scope?: Record<string, unknown>;
  /** A reason the export cannot run yet besides permissions (e.g. nothing to export). */
  unavailableReason?: string;
}

/** Hands the link to the browser's download manager (the answer is an attachment: the page stays). */
function startDownload(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

type State = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'started' } | { kind: 'error'; text: string };

export function CsvExportButton({ table, scope = {}, unavailableReason }: CsvExportButtonProps) {
  useT(); // renders again in a newly chosen language
  const queryClient = useQueryClient();
  const lacking = missingExportPermissions(table, usePermissions());
  const missing = lacking.length ? text('ui.noPermission', { permission: lacking.join(', ') }) : undefined;
  // Asked for once the page's own data is on screen: not a request beside the first paint's.
  const firstDataShown = useFirstDataShown();
  const preference = useQuery({
    ...csvEncodingPreferenceQueryOptions(),
    enabled: !missing && firstDataShown,
  });
  const [chosen, setChosen] = useState<CsvEncoding | null>(null);
  const encoding = chosen ?? preference.data?.encoding ?? DEFAULT_CSV_ENCODING;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const selectId = useId();
  const statusId = useId();

  const run = async () => {
    setState({ kind: 'preparing' });
    try {
      const { url } = await requestExport({ table, scope, encoding });
      queryClient.setQueryData(exportKeys.preference(), { encoding });
      startDownload(url);
      setState({ kind: 'started' });
    } catch (error) {
      const text = failureText(error);
      setState({ kind: 'error', text });
    }
  };

  const reason = missing ?? unavailableReason;
  return (
    <span className="csv-export">
      <label className="csv-export__encoding" htmlFor={selectId}>
        <span className="visually-hidden">{CSV_EXPORT_TEXTS.encoding}</span>
        <select
          id={selectId}
          value={encoding}
          disabled={!!reason}
          onChange={(e) => isCsvEncoding(e.target.value) && setChosen(e.target.value)}
        >
          {Object.entries(CSV_EXPORT_TEXTS.encodings).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <ActionButton
        className="button"
        unavailableReason={reason}
        disabled={state.kind === 'preparing'}
        aria-describedby={state.kind === 'idle' ? undefined : statusId}
        onClick={() => void run()}
      >
        {CSV_EXPORT_TEXTS.button}
      </ActionButton>
      <span id={statusId} className="csv-export__status" role={state.kind === 'error' ? 'alert' : 'status'}>
        {state.kind === 'preparing' && CSV_EXPORT_TEXTS.preparing}
        {state.kind === 'started' && CSV_EXPORT_TEXTS.started}
        {state.kind === 'error' && state.text}
      </span>
    </span>
  );
}

/** CSV出力 on a line of its own above a table that has no heading row to hold it. */
export function CsvExportRow(props: CsvExportButtonProps) {
  return (
    <div className="csv-export-row">
      <CsvExportButton {...props} />
    </div>
  );
}
