// /legalStatusUpdate/update (document 1 §2, §4, §5, §8): a CSV file read and validated in the CSV worker
// with progress and cancel, the consumer ids checked against the server in chunks, a virtualized table of
// the rows (optionally only those with errors), an optional comment and Batch Update, sent whole or in
// parts. Nothing is sent while any row has a mark. Issue 20: rows the server would refuse (closed account, final
// status) are warnings with their lines and may be left out; Batch Update asks for confirmation first; the file's
// rows and the comment stay while the History tab is open (update-draft.tsx); staff without the permission read why
// before choosing a file.
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { proxy, transfer } from 'comlink';
import { graphQLErrorCode, statusOf } from '../../api/api-error';
import { approvalRequestIdOf } from '../../api/approval-required';
import { BATCH_REDIRECT_DELAY_MS } from '../../constants';
import { MESSAGES } from '../../messages';
import { paths } from '../../paths';
import { ActionButton } from '../../ui/action-availability';
import { ApprovalPendingNotice } from '../../ui/approval-pending';
import { CsvMessages } from '../../ui/csv-messages';
import { useHasPermissions } from '../../ui/permission-gate';
import { useAction } from '../../ui/use-action';
import { PERMISSIONS } from '../../../shared/permissions';
import type { CsvProgress } from '../../../workers/csv-worker-api';
import { createCsvWorker, type CsvWorkerHandle } from '../../../workers/csv-worker-client';
import {
  canBatchUpdate,
  knownConsumersBuffers,
  statusesToUpdate,
  validIdChunks,
  validIdCount,
  type LegalStatusCsvResult,
} from '../../../workers/legal-status-csv';
import { batchRowIndexes, countWarnings, desiredStatusCounts } from '../../../workers/legal-status-warnings';
import { fetchConsumerStatuses, legalStatusKeys, startBatchRequest } from './api/legal-status-api';
import {
  COMMENT_MAX_LENGTH,
  EXISTENCE_CHUNK_SIZE,
  batchRequests,
  checkExistence,
  sendBatch,
} from './legal-status-rules';
import { LEGAL_STATUS_UPDATE_TEXTS as T, progressText } from './legal-status-texts';
import { ConfirmBatchDialog, type BatchSummary } from './confirm-batch-dialog';
import { RowsTable } from './rows-table';
import { newDraft, useUpdateDraft } from './update-draft';

type Phase = 'idle' | 'reading' | 'checking' | 'ready' | 'sending' | 'sent' | 'held';

interface Progress {
  /** What the bar measures, of `total`. */
  done: number;
  total: number;
  text: string;
}

export function LegalStatusUpdatePage() {
  const navigate = useNavigate();
  const canWrite = useHasPermissions([PERMISSIONS.legalStatusBatchesWrite]);
  const [draft, setDraft] = useUpdateDraft();
  const { result, batchId, comment, onlyErrors, leaveOutWarnings } = draft;
  const change = (fields: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...fields }));
  const setResult = (next: LegalStatusCsvResult | null) => change({ result: next });
  // A file checked before the History tab was opened is ready again; one whose check was cut short is dropped.
  const [phase, setPhase] = useState<Phase>(() =>
    result && result.fatal === null && result.currentStatus !== null ? 'ready' : 'idle',
  );
  useEffect(() => {
    if (result && result.fatal === null && result.currentStatus === null)
      setDraft((d) => ({ ...newDraft(d.comment), batchId: d.batchId }));
    // Only on arrival: later results are the current run's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  /** The approval request when the complete batch was held for a second person (four eyes). */
  const [held, setHeld] = useState<string | null>(null);
  const worker = useRef<CsvWorkerHandle | null>(null);
  /** The current file's run: a new file or a cancel ends it, and late answers of an ended run are dropped. */
  const run = useRef<{ jobId: string; abort: AbortController } | null>(null);
  const redirect = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      run.current?.abort.abort();
      worker.current?.terminate();
      worker.current = null;
      window.clearTimeout(redirect.current);
    },
    [],
  );

  // The data rows the batch carries: all, or all but the warned ones when they are left out.
  const rows = useMemo(
    () => (result ? batchRowIndexes(result.rowCount, result.warnings, leaveOutWarnings) : new Int32Array(0)),
    [result, leaveOutWarnings],
  );
  const warningCount = useMemo(() => countWarnings(result?.warnings ?? null), [result]);

  const start = useAction({
    mutationFn: (
      checked: { result: LegalStatusCsvResult; rows: Int32Array; batchId: string; comment: string },
      ctx,
    ) =>
      sendBatch(
        // Each part's rows are made when that part is sent: a million row objects at once would freeze the page.
        batchRequests(checked.batchId, checked.comment.trim() || null, {
          total: checked.rows.length,
          slice: (from: number, to: number) => statusesToUpdate(checked.result, from, to, checked.rows),
        }),
        checked.rows.length,
        {
          actionKey: ctx.idempotencyKey,
          send: startBatchRequest,
          onProgress: (sent, total) =>
            setProgress({ done: sent, total, text: progressText.sending(sent, total) }),
          onRateWait: (seconds) => setProgress((p) => p && { ...p, text: progressText.waiting(seconds) }),
        },
      ),
    invalidate: () => [legalStatusKeys.all],
    successToast: T.updateInProgress,
    errorToast: (error) => {
      // The spec logs the failure: its kind only, the request carries consumer ids.
      console.error('Legal-status batch start failed', {
        status: statusOf(error),
        code: graphQLErrorCode(error),
      });
      return MESSAGES.common.somethingWentWrong;
    },
    unavailableReason: canWrite ? undefined : T.noPermission,
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again reads it again
    if (!file) return;
    run.current?.abort.abort();
    if (run.current) void worker.current?.api.cancel(run.current.jobId);
    const mine = { jobId: `${Date.now()}-${Math.random()}`, abort: new AbortController() };
    run.current = mine;
    const current = () => run.current === mine;
    // §4: a new file resets every flag (the comment stays).
    setDraft((d) => ({ ...newDraft(d.comment), fileName: file.name }));
    setFileError(null);
    setHeld(null);
    setPhase('reading');
    setProgress({ done: 0, total: 1, text: progressText.reading(0, 0) });
    worker.current ??= createCsvWorker();
    const { api } = worker.current;
    try {
      const outcome = await api.validateLegalStatus(
        file,
        proxy((p: CsvProgress) => {
          if (current())
            setProgress({
              done: p.charsDone,
              total: p.totalChars,
              text: progressText.reading(p.rowsDone, p.rowsPerSecond),
            });
        }),
        mine.jobId,
      );
      if (!current()) return;
      if (outcome.status !== 'done') {
        setFileError(outcome.status === 'refused' ? outcome.message : T.cancelled);
        setPhase('idle');
        return;
      }
      setResult(outcome.result);
      if (outcome.result.fatal !== null) {
        setPhase('idle');
        return;
      }
      setPhase('checking');
      // The ids are made a chunk at a time as each call goes out (no million strings at once on this thread).
      const ids = {
        total: validIdCount(outcome.result),
        chunks: validIdChunks(outcome.result, EXISTENCE_CHUNK_SIZE),
      };
      const found = await checkExistence(ids, {
        fetchChunk: fetchConsumerStatuses,
        signal: mine.abort.signal,
        onProgress: (done, total) => {
          if (current()) setProgress({ done, total, text: progressText.checking(done, total) });
        },
        onRateWait: (seconds) => {
          if (current()) setProgress((p) => p && { ...p, text: progressText.waiting(seconds) });
        },
      });
      if (!current()) return;
      const marked = await api.applyLegalStatusExistence(
        mine.jobId,
        transfer(found, knownConsumersBuffers(found)),
      );
      if (!current()) return;
      setResult(marked);
      setPhase('ready');
    } catch (error) {
      if (!current()) return;
      if (mine.abort.signal.aborted) {
        setFileError(T.cancelled);
      } else {
        console.error('Legal-status file check failed', {
          status: statusOf(error),
          code: graphQLErrorCode(error),
        });
        setFileError(T.checkFailed);
      }
      setPhase('idle');
    } finally {
      if (current()) setProgress(null);
    }
  };

  const onCancel = () => {
    const mine = run.current;
    if (!mine) return;
    void worker.current?.api.cancel(mine.jobId);
    mine.abort.abort();
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
  const ready = phase === 'ready' && result !== null && canBatchUpdate(result) && rows.length > 0;
  const messages = fileError ? [fileError] : (result?.problems ?? []);
  const summary = useMemo<BatchSummary | null>(
    () =>
      result && confirming
        ? {
            rows: rows.length,
            perStatus: desiredStatusCounts(result.desiredStatus, rows),
            warnings: warningCount,
            leaveOutWarnings,
            comment,
          }
        : null,
    [result, confirming, rows, warningCount, leaveOutWarnings, comment],
  );
  const nothingToSend = phase === 'ready' && result !== null && canBatchUpdate(result) && rows.length === 0;

  return (
    <div className="legal-status-update">
      {/* Before any file: staff who cannot start a batch read why (the file can still be checked). */}
      {!canWrite && (
        <p className="legal-status-update__permission" id="legal-status-permission">
          {T.noPermission}
          <span className="hint"> {T.noPermissionCheckOnly}</span>
        </p>
      )}
      <div className="legal-status-update__file">
        <label className="field">
          <span>{T.fileLabel}</span>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void onFile(e)}
            disabled={phase === 'sending' || phase === 'sent'}
            aria-describedby={
              canWrite ? 'legal-status-file-hint' : 'legal-status-file-hint legal-status-permission'
            }
          />
        </label>
        <p id="legal-status-file-hint" className="hint">
          {T.fileHint}
        </p>
        {draft.fileName && result && (
          <p className="legal-status-update__file-name" data-testid="checked-file">
            {T.checkedFile(draft.fileName)}
          </p>
        )}
      </div>

      {progress && (
        <div className="csv-progress" role="status">
          <span className="csv-progress__label">
            {phase === 'reading' ? T.reading : phase === 'checking' ? T.checking : T.sending}
          </span>
          <progress max={progress.total || 1} value={progress.done} aria-label={progress.text} />
          <span className="csv-progress__text">{progress.text}</span>
          {busy && (
            <button type="button" className="button" onClick={onCancel}>
              {T.cancel}
            </button>
          )}
        </div>
      )}

      <CsvMessages
        errors={messages}
        warnings={fileError ? [] : (result?.warningMessages ?? [])}
        notices={result?.notices ?? []}
      />
      {warningCount > 0 && !fileError && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={leaveOutWarnings}
            onChange={(e) => change({ leaveOutWarnings: e.target.checked })}
            disabled={phase === 'sending' || phase === 'sent'}
          />{' '}
          {T.leaveOutWarnings}
        </label>
      )}

      {held && <ApprovalPendingNotice requestId={held} />}

      <p className="legal-status-update__batch-id">
        {T.batchId}: <code data-testid="batch-id">{batchId}</code>
      </p>

      {result && result.fatal === null && (
        <RowsTable result={result} onlyErrors={onlyErrors} onOnlyErrors={(v) => change({ onlyErrors: v })} />
      )}

      <label className="field legal-status-update__comment">
        <span>{T.commentLabel}</span>
        <textarea
          value={comment}
          placeholder={T.commentHint}
          aria-label={T.commentHint}
          maxLength={COMMENT_MAX_LENGTH}
          rows={3}
          onChange={(e) => change({ comment: e.target.value })}
          disabled={phase === 'sending' || phase === 'sent'}
        />
      </label>

      <div className="legal-status-update__send">
        <ActionButton
          className="button button--primary"
          onClick={() => setConfirming(true)}
          disabled={!ready || start.pending}
          unavailableReason={canWrite ? undefined : T.noPermission}
        >
          {T.batchUpdate}
        </ActionButton>
        {/* Visible, not only a tooltip (issue 20). */}
        {!canWrite && <span className="legal-status-update__permission">{T.noPermission}</span>}
        {canWrite && nothingToSend && <span className="hint">{T.nothingToSend}</span>}
      </div>

      {summary && (
        <ConfirmBatchDialog
          open={confirming}
          summary={summary}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void onBatchUpdate()}
        />
      )}
    </div>
  );
}
