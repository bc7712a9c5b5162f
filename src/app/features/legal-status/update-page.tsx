// /legalStatusUpdate/update (document 1 §2, §4, §5, §8): a CSV file read and validated in the CSV worker with progress
// and cancel, the consumer ids checked against the server in chunks (update-check.ts), a virtualized table of the rows
// (optionally only those with errors), an optional comment and Batch Update, sent whole or in parts. Nothing is sent
// while any row has a mark. Rows the server would refuse (closed account, final status) are warnings with their lines
// and may be left out; Batch Update asks for confirmation first; the file's rows and the comment stay while the
// History tab is open (update-draft.tsx); staff without the permission read why before choosing a file.
import { useT } from '../../../i18n/use-t';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphQLErrorCode, statusOf } from '../../api/api-error';
import { approvalRequestIdOf } from '../../api/approval-required';
import { BATCH_REDIRECT_DELAY_MS } from '../../constants';
import { MESSAGES } from '../../messages';
import { paths } from '../../paths';
import { ActionButton } from '../../ui/action-availability';
import {
  BulkComment,
  bulkConfirmActions,
  CsvFileField,
  CsvProgressBar,
  HeldNotices,
  useCsvRun,
  type BulkProgress,
} from '../../ui/bulk-csv-job';
import { CsvMessages } from '../../ui/csv-messages';
import { useHasPermissions } from '../../ui/permission-gate';
import { useAction } from '../../ui/use-action';
import { PERMISSIONS } from '../../../shared/permissions';
import {
  canBatchUpdate,
  statusesToUpdate,
  linesToSend,
  type LegalStatusCsvResult,
} from '../../../workers/legal-status-csv';
import { batchRowIndexes, countWarnings, desiredStatusCounts } from '../../../workers/legal-status-warnings';
import { legalStatusKeys, startBatchRequest } from './api/legal-status-api';
import { COMMENT_MAX_LENGTH, batchRequests, sendBatch } from './legal-status-rules';
import { LEGAL_STATUS_UPDATE_TEXTS, progressText } from './legal-status-texts';
import { ConfirmBatchDialog, type BatchSummary } from './confirm-batch-dialog';
import { RowsTable } from './rows-table';
import { checkLegalStatusFile, type CheckPhase } from './update-check';
import { newDraft, useUpdateDraft } from './update-draft';

type Phase = CheckPhase | 'sending' | 'sent' | 'held';

interface CheckedBatch {
  result: LegalStatusCsvResult;
  rows: Int32Array;
  batchId: string;
  comment: string;
}

/** Batch Update's action: the batch sent whole or in parts, each part's rows made when that part is sent. */
function useStartBatch(
  canWrite: boolean,
  setProgress: (change: (p: BulkProgress | null) => BulkProgress | null) => void,
) {
  return useAction({
    mutationFn: (checked: CheckedBatch, ctx) =>
      sendBatch(
        // A million row objects at once would freeze the page.
        batchRequests(checked.batchId, checked.comment.trim() || null, {
          total: checked.rows.length,
          slice: (from: number, to: number) => statusesToUpdate(checked.result, from, to, checked.rows),
          linesToSend: (from: number, to: number) => linesToSend(checked.result, from, to, checked.rows),
        }),
        checked.rows.length,
        {
          actionKey: ctx.idempotencyKey,
          send: startBatchRequest,
          onProgress: (sent, total) =>
            setProgress(() => ({ done: sent, total, text: progressText.sending(sent, total) })),
          onRateWait: (seconds) => setProgress((p) => p && { ...p, text: progressText.waiting(seconds) }),
        },
      ),
    invalidate: () => [legalStatusKeys.all],
    successToast: LEGAL_STATUS_UPDATE_TEXTS.updateInProgress,
    errorToast: (error) => {
      // The spec logs the failure: its kind only, the request carries consumer ids.
      console.error('Legal-status batch start failed', {
        status: statusOf(error),
        code: graphQLErrorCode(error),
      });
      return MESSAGES.common.somethingWentWrong;
    },
    unavailableReason: canWrite ? undefined : LEGAL_STATUS_UPDATE_TEXTS.noPermission,
  });
}

export function LegalStatusUpdatePage() {
  // Renders again when the staff member switches the language (the texts are read from the catalogue).
  useT();
  const navigate = useNavigate();
  const canWrite = useHasPermissions([PERMISSIONS.legalStatusBatchesWrite]);
  const [draft, setDraft] = useUpdateDraft();
  const { result, batchId, comment, onlyErrors, leaveOutWarnings } = draft;
  const change = (fields: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...fields }));
  const [phase, setPhase] = usePhaseOnArrival(result, setDraft);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  /** The approval request when the complete batch was held for a second person (four eyes). */
  const [held, setHeld] = useState<string | null>(null);
  const csv = useCsvRun();
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  // The data rows the batch carries: all, or all but the warned ones when they are left out.
  const rows = useMemo(
    () => (result ? batchRowIndexes(result.rowCount, result.warnings, leaveOutWarnings) : new Int32Array(0)),
    [result, leaveOutWarnings],
  );
  const warningCount = useMemo(() => countWarnings(result?.warnings ?? null), [result]);
  const start = useStartBatch(canWrite, setProgress);

  const onFile = (file: File) => {
    const run = csv.begin();
    // §4: a new file resets every flag (the comment stays).
    setDraft((d) => ({ ...newDraft(d.comment), fileName: file.name }));
    setFileError(null);
    setHeld(null);
    void checkLegalStatusFile(file, run, {
      phase: setPhase,
      progress: setProgress,
      result: (next) => change({ result: next }),
      fileError: setFileError,
    });
  };

  const onBatchUpdate = async () => {
    setConfirming(false);
    if (!result) return;
    setPhase('sending');
    const outcome = await start.run({ result, rows, batchId, comment });
    setProgress(null);
    const heldBy = outcome.ok ? null : approvalRequestIdOf(outcome.error);
    if (heldBy) {
      // Stored whole and waiting: it starts when a second person approves (its result page says so meanwhile).
      setHeld(heldBy);
      setPhase('held');
      return;
    }
    if (!outcome.ok) {
      setPhase('ready');
      return;
    }
    setPhase('sent');
    // §4: the success notice first, then the batch's result page after 2 seconds.
    redirect.current = window.setTimeout(
      () => navigate(paths.legalStatusUpdateResult.detail(batchId)),
      BATCH_REDIRECT_DELAY_MS,
    );
  };

  const busy = phase === 'reading' || phase === 'checking';
  const locked = phase === 'sending' || phase === 'sent';
  const checked = phase === 'ready' && result !== null && canBatchUpdate(result);
  const summary = useBatchSummary(confirming ? result : null, rows, warningCount, leaveOutWarnings, comment);

  return (
    <div className="legal-status-update">
      <FileSection
        canWrite={canWrite}
        disabled={locked}
        onFile={onFile}
        checkedFile={result ? draft.fileName : null}
      />

      {progress && (
        <CsvProgressBar
          label={
            phase === 'reading'
              ? LEGAL_STATUS_UPDATE_TEXTS.reading
              : phase === 'checking'
                ? LEGAL_STATUS_UPDATE_TEXTS.checking
                : LEGAL_STATUS_UPDATE_TEXTS.sending
          }
          progress={progress}
          ariaLabel={progress.text}
          text={progress.text}
          cancel={busy ? { label: LEGAL_STATUS_UPDATE_TEXTS.cancel, onCancel: csv.cancel } : undefined}
        />
      )}

      <CsvMessages
        errors={fileError ? [fileError] : (result?.problems ?? [])}
        warnings={fileError ? [] : (result?.warningMessages ?? [])}
        notices={result?.notices ?? []}
      />
      {warningCount > 0 && !fileError && (
        <LeaveOutWarnings
          checked={leaveOutWarnings}
          onChange={(value) => change({ leaveOutWarnings: value })}
          disabled={locked}
        />
      )}

      <BatchIdLine held={held} batchId={batchId} />

      {result && result.fatal === null && (
        <RowsTable result={result} onlyErrors={onlyErrors} onOnlyErrors={(v) => change({ onlyErrors: v })} />
      )}

      <BulkComment
        className="field legal-status-update__comment"
        texts={LEGAL_STATUS_UPDATE_TEXTS}
        hintAsName
        value={comment}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        onChange={(value) => change({ comment: value })}
        disabled={locked}
      />

      <SendSection
        canWrite={canWrite}
        canSend={checked && rows.length > 0 && !start.pending}
        nothingToSend={checked && rows.length === 0}
        onSend={() => setConfirming(true)}
      />
      <ConfirmBatchDialog summary={summary} {...bulkConfirmActions(setConfirming, onBatchUpdate)} />
    </div>
  );
}

/** The file field; staff who cannot start a batch read why before choosing a file (the file can still be checked). */
function FileSection({
  canWrite,
  disabled,
  onFile,
  checkedFile,
}: {
  canWrite: boolean;
  disabled: boolean;
  onFile: (file: File) => void;
  /** The checked file's name, kept while the History tab is open. */
  checkedFile: string | null;
}) {
  return (
    <>
      {!canWrite && (
        <p className="legal-status-update__permission" id="legal-status-permission">
          {LEGAL_STATUS_UPDATE_TEXTS.noPermission}
          <span className="hint"> {LEGAL_STATUS_UPDATE_TEXTS.noPermissionCheckOnly}</span>
        </p>
      )}
      <div className="legal-status-update__file">
        <CsvFileField
          label={LEGAL_STATUS_UPDATE_TEXTS.fileLabel}
          hint={LEGAL_STATUS_UPDATE_TEXTS.fileHint}
          hintId="legal-status-file-hint"
          describedBy={canWrite ? [] : ['legal-status-permission']}
          disabled={disabled}
          onFile={onFile}
        />
        {checkedFile && (
          <p className="legal-status-update__file-name" data-testid="checked-file">
            {LEGAL_STATUS_UPDATE_TEXTS.checkedFile(checkedFile)}
          </p>
        )}
      </div>
    </>
  );
}

/** Batch Update, and why it cannot be pressed: the permission (visible, not only a tooltip) or nothing to send. */
function SendSection({
  canWrite,
  canSend,
  nothingToSend,
  onSend,
}: {
  canWrite: boolean;
  canSend: boolean;
  nothingToSend: boolean;
  onSend: () => void;
}) {
  return (
    <div className="legal-status-update__send">
      <ActionButton
        className="button button--primary"
        onClick={onSend}
        disabled={!canSend}
        unavailableReason={canWrite ? undefined : LEGAL_STATUS_UPDATE_TEXTS.noPermission}
      >
        {LEGAL_STATUS_UPDATE_TEXTS.batchUpdate}
      </ActionButton>
      {!canWrite && (
        <span className="legal-status-update__permission">{LEGAL_STATUS_UPDATE_TEXTS.noPermission}</span>
      )}
      {canWrite && nothingToSend && <span className="hint">{LEGAL_STATUS_UPDATE_TEXTS.nothingToSend}</span>}
    </div>
  );
}

/** What the confirmation shows: rows per desired status, the warnings and the comment; null while it is closed. */
function useBatchSummary(
  result: LegalStatusCsvResult | null,
  rows: Int32Array,
  warnings: number,
  leaveOutWarnings: boolean,
  comment: string,
): BatchSummary | null {
  return useMemo(
    () =>
      result && {
        rows: rows.length,
        perStatus: desiredStatusCounts(result.desiredStatus, rows),
        warnings,
        leaveOutWarnings,
        comment,
      },
    [result, rows, warnings, leaveOutWarnings, comment],
  );
}

function LeaveOutWarnings({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled: boolean;
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
      />{' '}
      {LEGAL_STATUS_UPDATE_TEXTS.leaveOutWarnings}
    </label>
  );
}

/** A file checked before the History tab was opened is ready again; one whose check was cut short is dropped. */
function usePhaseOnArrival(
  result: LegalStatusCsvResult | null,
  setDraft: ReturnType<typeof useUpdateDraft>[1],
) {
  const [phase, setPhase] = useState<Phase>(() =>
    result && result.fatal === null && result.currentStatus !== null ? 'ready' : 'idle',
  );
  useEffect(() => {
    if (result && result.fatal === null && result.currentStatus === null)
      setDraft((d) => ({ ...newDraft(d.comment), batchId: d.batchId }));
    // Only on arrival: later results are the current run's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [phase, setPhase] as const;
}

/** The request a held batch waits on (four eyes), then the batch's id. */
function BatchIdLine({ held, batchId }: { held: string | null; batchId: string }) {
  return (
    <>
      <HeldNotices requestIds={held ? [held] : []} />
      <p className="legal-status-update__batch-id">
        {LEGAL_STATUS_UPDATE_TEXTS.batchId}: <code data-testid="batch-id">{batchId}</code>
      </p>
    </>
  );
}
