// /merchant/report_setting (document 2 §2, §5, §8): a CSV checked in the CSV worker, its problems with the
// file's lines and the spec's popup, its notices (repeated rows merged), its valid rows, a confirmation naming the
// merchants and months (starting on Cancel), an optional comment (sent with the file's name for the approver), and
// the months sent in parts with a progress bar (resumable: the same
// file again sends only what the server has not got), then deactivated as one change (or 承認待ち, with its link).
import { useState } from 'react';
import { ActionButton } from '../../ui/action-availability';
import {
  BulkComment,
  BulkConfirmDialog,
  bulkConfirmActions,
  type BulkConfirmActions,
  CsvFileField,
  CsvProgressBar,
  HeldNotices,
  useCsvRun,
  type BulkProgress,
} from '../../ui/bulk-csv-job';
import { CsvMessages } from '../../ui/csv-messages';
import { DataTable, type Column } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';
import { useMissingPermissionReason } from '../../ui/permission-gate';
import { useAction, type ActionOutcome } from '../../ui/use-action';
import { useUserId } from '../../state/console-store';
import { useT } from '../../../i18n/use-t';
import { PERMISSIONS } from '../../../shared/permissions';
import type { ReportSettingCsvResult, ReportSettingRow } from '../../../workers/report-setting-csv';
import { applyUpload, fetchUpload, merchantKeys, stageUploadPart } from './api/merchant-api';
import { MERCHANT_COLUMNS, MERCHANT_PAGE_SIZE, MERCHANT_TEXTS } from './merchant-rules';
import {
  REPORT_UPLOAD_TEXT,
  confirmationLines,
  sendUpload,
  summaryText,
  uploadFailureText,
  uploadIdOf,
  type UploadOutcome,
} from './report-setting-upload';

const ROW_COLUMNS: Column<ReportSettingRow>[] = [
  { key: 'line', header: MERCHANT_COLUMNS.line, numeric: true, cell: (r) => r.line },
  { key: 'month', header: MERCHANT_COLUMNS.month, cell: (r) => r.deactivatedMonth },
  { key: 'merchant', header: MERCHANT_COLUMNS.id, cell: (r) => r.merchantId },
];

/** Characters of the comment (the server's limit for a report-setting file's comment). */
const MAX_COMMENT = 1_000;

type Answer =
  { kind: 'ok'; text: string } | { kind: 'held'; requestId: string } | { kind: 'error'; text: string };

/** What the tab says after the send: applied (with its counts), held for a second person, or refused. */
function answerOf(outcome: ActionOutcome<UploadOutcome>): Answer {
  if (!outcome.ok) return { kind: 'error', text: uploadFailureText(outcome.error) };
  if (outcome.data.kind === 'held') return { kind: 'held', requestId: outcome.data.approvalRequestId };
  return { kind: 'ok', text: summaryText(outcome.data.summary) };
}

export function ReportSettingTab() {
  // Renders again when the staff member switches the language (the texts are read from the catalogue).
  useT();
  const userId = useUserId();
  const [result, setResult] = useState<ReportSettingCsvResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const noPermission = useMissingPermissionReason([PERMISSIONS.merchantInvoicesWrite]);
  const csv = useCsvRun();

  const deactivate = useAction({
    mutationFn: async (rows: ReportSettingCsvResult['invoicesToDeactivate'], ctx): Promise<UploadOutcome> =>
      sendUpload(await uploadIdOf(userId, rows, Date.now()), rows, {
        fetchUpload,
        stage: stageUploadPart,
        apply: applyUpload,
        actionKey: ctx.idempotencyKey,
        note: { fileName, comment: comment.trim() || null },
        onProgress: (sent, total) =>
          setProgress({ done: sent, total, text: REPORT_UPLOAD_TEXT.sending(sent, total) }),
        onRateWait: (seconds) => setProgress((p) => p && { ...p, text: REPORT_UPLOAD_TEXT.waiting(seconds) }),
      }),
    invalidate: () => [merchantKeys.all],
    errorToast: null,
    unavailableReason: noPermission,
  });

  const onFile = async (file: File) => {
    const run = csv.begin();
    setResult(null);
    setFileError(null);
    setAnswer(null);
    setFileName(file.name);
    setProgress({ done: 0, total: 1, text: MERCHANT_TEXTS.reading });
    try {
      const outcome = await run.api.checkReportSetting(
        file,
        run.progress((p) =>
          setProgress({ done: p.charsDone, total: p.totalChars, text: MERCHANT_TEXTS.reading }),
        ),
        run.jobId,
      );
      if (!run.current()) return;
      if (outcome.status === 'refused') setFileError(outcome.message);
      if (outcome.status !== 'done') return;
      setResult(outcome.result);
      setPopupOpen(outcome.result.popup !== null);
    } finally {
      if (run.current()) setProgress(null);
    }
  };

  const onConfirm = async () => {
    if (!result) return;
    setConfirmOpen(false);
    setAnswer(null);
    const outcome = await deactivate.run(result.invoicesToDeactivate);
    setProgress(null);
    setAnswer(answerOf(outcome));
    if (!outcome.ok) return;
    setResult(null);
    setComment('');
  };

  const problems = fileError ? [fileError] : (result?.problems ?? []);
  const canSend = result !== null && result.popup === null && result.invoicesToDeactivate.length > 0;
  const validRows = result ? result.rows.filter((r) => r.errors.length === 0) : [];
  const confirmation = result && confirmOpen ? confirmationLines(result.invoicesToDeactivate) : null;

  return (
    <section className="report-setting">
      <CsvFileField
        label={MERCHANT_TEXTS.fileLabel}
        hint={MERCHANT_TEXTS.fileHint}
        hintId="report-setting-hint"
        disabled={deactivate.pending}
        onFile={(file) => void onFile(file)}
      />
      {progress && <CsvProgressBar label={progress.text} progress={progress} ariaLabel={progress.text} />}
      <CsvMessages errors={problems} notices={result?.notices ?? []} />
      {answer && <AnswerLine answer={answer} />}
      {validRows.length > 0 && (
        <DataTable
          rows={validRows}
          columns={ROW_COLUMNS}
          rowKey={(r) => String(r.line)}
          label={MERCHANT_TEXTS.validRows}
          pager={{ pageSize: MERCHANT_PAGE_SIZE, label: MERCHANT_TEXTS.validRowsPager }}
        />
      )}
      <BulkComment
        texts={MERCHANT_TEXTS}
        value={comment}
        onChange={setComment}
        maxLength={MAX_COMMENT}
        disabled={deactivate.pending}
        rows={2}
      />
      <ActionButton
        className="button button--primary"
        onClick={() => setConfirmOpen(true)}
        disabled={!canSend || deactivate.pending}
        unavailableReason={noPermission}
      >
        {MERCHANT_TEXTS.deactivate}
      </ActionButton>
      <Dialog open={popupOpen} onClose={() => setPopupOpen(false)} title={MERCHANT_TEXTS.formatErrorTitle}>
        <p>{result?.popup}</p>
      </Dialog>
      <ConfirmDeactivation confirmation={confirmation} {...bulkConfirmActions(setConfirmOpen, onConfirm)} />
    </section>
  );
}

/** The merchants and months to be deactivated; it opens on Cancel (the change cannot be taken back here). */
function ConfirmDeactivation({
  confirmation,
  ...actions
}: { confirmation: ReturnType<typeof confirmationLines> | null } & BulkConfirmActions) {
  return (
    // Deactivating months is a change staff cannot take back here (docs/decisions.md "Safety and clarity").
    <BulkConfirmDialog
      open={confirmation !== null}
      title={REPORT_UPLOAD_TEXT.confirmTitle}
      cancelLabel={REPORT_UPLOAD_TEXT.cancel}
      confirmLabel={REPORT_UPLOAD_TEXT.confirm}
      danger
      {...actions}
    >
      {confirmation && (
        <>
          <p>{REPORT_UPLOAD_TEXT.confirmLead(confirmation.merchants, confirmation.months)}</p>
          <ul className="confirm-list" aria-label={MERCHANT_TEXTS.confirmList}>
            {confirmation.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </BulkConfirmDialog>
  );
}

function AnswerLine({ answer }: { answer: Answer }) {
  if (answer.kind === 'held') return <HeldNotices requestIds={[answer.requestId]} />;
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
