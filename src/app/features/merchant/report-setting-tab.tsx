// /merchant/report_setting (document 2 §2, §5, §8; issue 20): a CSV checked in the CSV worker, its problems with the
// file's lines and the spec's popup, its notices (repeated rows merged), its valid rows, a confirmation naming the
// merchants and months (starting on Cancel), and the months sent in parts with a progress bar (resumable: the same
// file again sends only what the server has not got), then deactivated as one change (or 承認待ち, with its link).
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { proxy } from 'comlink';
import { ActionButton } from '../../ui/action-availability';
import { ApprovalPendingNotice } from '../../ui/approval-pending';
import { CsvMessages } from '../../ui/csv-messages';
import { DataTable, type Column } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';
import { useMissingPermissionReason } from '../../ui/permission-gate';
import { useAction } from '../../ui/use-action';
import { useUserId } from '../../state/console-store';
import { PERMISSIONS } from '../../../shared/permissions';
import type { CsvProgress } from '../../../workers/csv-worker-api';
import { createCsvWorker, type CsvWorkerHandle } from '../../../workers/csv-worker-client';
import type { ReportSettingCsvResult, ReportSettingRow } from '../../../workers/report-setting-csv';
import { applyUpload, fetchUpload, merchantKeys, stageUploadPart } from './api/merchant-api';
import { MERCHANT_COLUMNS as C, MERCHANT_PAGE_SIZE, MERCHANT_TEXTS as T } from './merchant-rules';
import {
  REPORT_UPLOAD_TEXT as U,
  confirmationLines,
  sendUpload,
  summaryText,
  uploadFailureText,
  uploadIdOf,
  type UploadOutcome,
} from './report-setting-upload';

const ROW_COLUMNS: Column<ReportSettingRow>[] = [
  { key: 'line', header: C.line, numeric: true, cell: (r) => r.line },
  { key: 'month', header: C.month, cell: (r) => r.deactivatedMonth },
  { key: 'merchant', header: C.id, cell: (r) => r.merchantId },
];

type Answer =
  { kind: 'ok'; text: string } | { kind: 'held'; requestId: string } | { kind: 'error'; text: string };

export function ReportSettingTab() {
  const userId = useUserId();
  const [result, setResult] = useState<ReportSettingCsvResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; text: string } | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const noPermission = useMissingPermissionReason([PERMISSIONS.merchantInvoicesWrite]);
  const worker = useRef<CsvWorkerHandle | null>(null);
  const jobId = useRef<string | null>(null);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const deactivate = useAction({
    mutationFn: async (rows: ReportSettingCsvResult['invoicesToDeactivate'], ctx): Promise<UploadOutcome> =>
      sendUpload(await uploadIdOf(userId, rows, Date.now()), rows, {
        fetchUpload,
        stage: stageUploadPart,
        apply: applyUpload,
        actionKey: ctx.idempotencyKey,
        onProgress: (sent, total) => setProgress({ done: sent, total, text: U.sending(sent, total) }),
        onRateWait: (seconds) => setProgress((p) => p && { ...p, text: U.waiting(seconds) }),
      }),
    invalidate: () => [merchantKeys.all],
    errorToast: null,
    unavailableReason: noPermission,
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (jobId.current) void worker.current?.api.cancel(jobId.current);
    const mine = `${Date.now()}-${Math.random()}`;
    jobId.current = mine;
    setResult(null);
    setFileError(null);
    setAnswer(null);
    setProgress({ done: 0, total: 1, text: T.reading });
    worker.current ??= createCsvWorker();
    try {
      const outcome = await worker.current.api.checkReportSetting(
        file,
        proxy((p: CsvProgress) => {
          if (jobId.current === mine)
            setProgress({ done: p.charsDone, total: p.totalChars, text: T.reading });
        }),
        mine,
      );
      if (jobId.current !== mine) return;
      if (outcome.status === 'refused') setFileError(outcome.message);
      if (outcome.status !== 'done') return;
      setResult(outcome.result);
      setPopupOpen(outcome.result.popup !== null);
    } finally {
      if (jobId.current === mine) setProgress(null);
    }
  };

  const onConfirm = async () => {
    if (!result) return;
    setConfirmOpen(false);
    setAnswer(null);
    const outcome = await deactivate.run(result.invoicesToDeactivate);
    setProgress(null);
    if (!outcome.ok) {
      setAnswer({ kind: 'error', text: uploadFailureText(outcome.error) });
      return;
    }
    if (outcome.data.kind === 'held') {
      setAnswer({ kind: 'held', requestId: outcome.data.approvalRequestId });
    } else {
      setAnswer({ kind: 'ok', text: summaryText(outcome.data.summary) });
    }
    setResult(null);
  };

  const problems = fileError ? [fileError] : (result?.problems ?? []);
  const canSend = result !== null && result.popup === null && result.invoicesToDeactivate.length > 0;
  const validRows = result ? result.rows.filter((r) => r.errors.length === 0) : [];
  const confirmation = result && confirmOpen ? confirmationLines(result.invoicesToDeactivate) : null;

  return (
    <section className="report-setting">
      <label className="field">
        <span>{T.fileLabel}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void onFile(e)}
          disabled={deactivate.pending}
          aria-describedby="report-setting-hint"
        />
      </label>
      <p id="report-setting-hint" className="hint">
        {T.fileHint}
      </p>
      {progress && (
        <div className="csv-progress" role="status">
          <span className="csv-progress__label">{progress.text}</span>
          <progress max={progress.total || 1} value={progress.done} aria-label={progress.text} />
        </div>
      )}
      <CsvMessages errors={problems} notices={result?.notices ?? []} />
      {answer && <AnswerLine answer={answer} />}
      {validRows.length > 0 && (
        <DataTable
          rows={validRows}
          columns={ROW_COLUMNS}
          rowKey={(r) => String(r.line)}
          label={T.validRows}
          pager={{ pageSize: MERCHANT_PAGE_SIZE, label: `${T.validRows} ページ送り` }}
        />
      )}
      <ActionButton
        className="button button--primary"
        onClick={() => setConfirmOpen(true)}
        disabled={!canSend || deactivate.pending}
        unavailableReason={noPermission}
      >
        {T.deactivate}
      </ActionButton>
      <Dialog open={popupOpen} onClose={() => setPopupOpen(false)} title={T.formatErrorTitle}>
        <p>{result?.popup}</p>
      </Dialog>
      <Dialog
        open={confirmation !== null}
        onClose={() => setConfirmOpen(false)}
        title={U.confirmTitle}
        // Deactivating months is a change staff cannot take back here: the dialog starts on Cancel (issue 20), and
        // Ctrl+Enter presses the main button (button--primary).
        initialFocus="cancel"
        footer={
          <div className="dialog__buttons">
            <button type="button" className="button" data-dialog-cancel onClick={() => setConfirmOpen(false)}>
              {U.cancel}
            </button>
            <button
              type="button"
              className="button button--primary button--danger"
              onClick={() => void onConfirm()}
            >
              {U.confirm}
            </button>
          </div>
        }
      >
        {confirmation && (
          <>
            <p>{U.confirmLead(confirmation.merchants, confirmation.months)}</p>
            <ul className="confirm-list" aria-label="停止する加盟店と月">
              {confirmation.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </Dialog>
    </section>
  );
}

function AnswerLine({ answer }: { answer: Answer }) {
  if (answer.kind === 'held') return <ApprovalPendingNotice requestId={answer.requestId} />;
  return (
    <p
      role={answer.kind === 'ok' ? 'status' : 'alert'}
      className={answer.kind === 'ok' ? 'action-success' : 'form-error'}
      data-testid="deactivate-answer"
    >
      {answer.text}
    </p>
  );
}
