// The bulk CSV tools' one primitive (legal-status update, installment-plan cancellation, report setting): the file
// field, the CSV worker's lifecycle for one file at a time, the progress bar, the comment and the answer of a send
// that was held for a second person or started. Each tool keeps its rules, its columns and its texts; the order is
// always file → worker → check → confirm → send in parts → held or started → result and history.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { proxy } from 'comlink';
import type { CsvProgress } from '../../workers/csv-worker-api';
import { createCsvWorker, type CsvWorkerHandle } from '../../workers/csv-worker-client';
import { activeLanguage } from '../../i18n/i18n';
import { ApprovalPendingNotice } from './approval-pending';
import { WithCodes } from './csv-messages';
import { Dialog } from './dialog';

/** What the bar measures (`done` of `total`) and what it says. */
export interface BulkProgress {
  done: number;
  total: number;
  text: string;
}

/** One file's run: a new file or a cancel ends it, and the late answers of an ended run are dropped. */
export interface CsvRun {
  readonly jobId: string;
  readonly api: CsvWorkerHandle['api'];
  readonly signal: AbortSignal;
  /** Still the page's run (no newer file, not unmounted). */
  current(): boolean;
  /** The worker's progress callback, told only while this run is current. */
  progress(report: (p: CsvProgress) => void): (p: CsvProgress) => void;
}

/**
 * The CSV worker of one page, started with the first file and ended with the page; `begin` starts a file's run and
 * ends the one before it (its worker job cancelled, its requests aborted).
 */
export function useCsvRun() {
  const worker = useRef<CsvWorkerHandle | null>(null);
  const run = useRef<{ jobId: string; abort: AbortController } | null>(null);
  useEffect(
    () => () => {
      run.current?.abort.abort();
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );
  const cancel = useCallback(() => {
    const mine = run.current;
    if (!mine) return;
    void worker.current?.api.cancel(mine.jobId);
    mine.abort.abort();
  }, []);
  const begin = useCallback((): CsvRun => {
    run.current?.abort.abort();
    if (run.current) void worker.current?.api.cancel(run.current.jobId);
    const mine = { jobId: `${Date.now()}-${Math.random()}`, abort: new AbortController() };
    run.current = mine;
    worker.current ??= createCsvWorker();
    // The file's messages in the staff member's language (sent before the job, so it applies to it).
    void worker.current.api.setLanguage(activeLanguage() ?? 'ja');
    const current = () => run.current === mine;
    return {
      jobId: mine.jobId,
      api: worker.current.api,
      signal: mine.abort.signal,
      current,
      progress: (report) =>
        proxy((p: CsvProgress) => {
          if (current()) report(p);
        }),
    };
  }, []);
  /** The current run's signal (a send aborts when a new file is chosen or the page goes). */
  const signal = useCallback(() => run.current?.abort.signal, []);
  return { begin, cancel, signal };
}

/** The file field and its hint; choosing the same file again reads it again. */
export function CsvFileField({
  label,
  hint,
  hintId,
  describedBy = [],
  disabled,
  onFile,
}: {
  label: string;
  hint: string;
  hintId: string;
  /** Further ids the input is described by (a permission notice). */
  describedBy?: readonly string[];
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <>
      <label className="field">
        <span>{label}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
          disabled={disabled}
          aria-describedby={[hintId, ...describedBy].join(' ')}
        />
      </label>
      <p id={hintId} className="hint">
        <WithCodes text={hint} />
      </p>
    </>
  );
}

/** The progress bar of reading, checking and sending; `text` beside it, a cancel button while it can be cut short. */
export function CsvProgressBar({
  label,
  progress,
  ariaLabel,
  text,
  textTestId,
  cancel,
  children,
}: {
  label: string;
  progress: { done: number; total: number };
  ariaLabel?: string;
  text?: ReactNode;
  textTestId?: string;
  cancel?: { label: string; onCancel: () => void };
  children?: ReactNode;
}) {
  return (
    <div className="csv-progress" role="status">
      <span className="csv-progress__label">{label}</span>
      <progress max={progress.total || 1} value={progress.done} aria-label={ariaLabel} />
      {text != null && (
        <span className="csv-progress__text" data-testid={textTestId}>
          {text}
        </span>
      )}
      {cancel && (
        <button type="button" className="button" onClick={cancel.onCancel}>
          {cancel.label}
        </button>
      )}
      {children}
    </div>
  );
}

/** The optional comment sent with the file (the approver of a held send reads it); its texts are the tool's. */
export function BulkComment({
  texts: { commentLabel: label, commentHint: hint },
  value,
  onChange,
  rows,
  maxLength,
  disabled,
  className = 'field',
  hintAsName = false,
}: {
  texts: { commentLabel: string; commentHint: string };
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength?: number;
  disabled: boolean;
  className?: string;
  /** The hint is also the field's accessible name. */
  hintAsName?: boolean;
}) {
  return (
    <label className={className}>
      <span>{label}</span>
      <textarea
        value={value}
        placeholder={hint}
        aria-label={hintAsName ? hint : undefined}
        maxLength={maxLength}
        rows={rows}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
      />
    </label>
  );
}

/** The requests a send was held on (four eyes): each waits for a second person, with its link. */
export function HeldNotices({ requestIds }: { requestIds: readonly string[] }) {
  return (
    <>
      {requestIds.map((id) => (
        <ApprovalPendingNotice key={id} requestId={id} />
      ))}
    </>
  );
}

/** What a bulk page's confirmation does: Cancel closes it, the main button sends. */
export interface BulkConfirmActions {
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation's actions of a page that opens it with `setOpen(true)` and sends with `send`. */
export function bulkConfirmActions(
  setOpen: (open: boolean) => void,
  send: () => Promise<void>,
): BulkConfirmActions {
  return { onCancel: () => setOpen(false), onConfirm: () => void send() };
}

/**
 * A bulk tool's confirmation before it sends: what will change, then Cancel and the main button. The send cannot be
 * taken back here, so focus starts on Cancel (Enter twice sends nothing); Ctrl+Enter presses the main button.
 */
export function BulkConfirmDialog({
  open,
  title,
  className,
  cancelLabel,
  confirmLabel,
  danger = false,
  onCancel,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  className?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The main button is marked as a danger (it takes something away). */
  danger?: boolean;
  children: ReactNode;
} & BulkConfirmActions) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      className={className}
      initialFocus="cancel"
      footer={
        <div className="dialog__buttons">
          <button type="button" className="button" data-dialog-cancel onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'button button--primary button--danger' : 'button button--primary'}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      }
    >
      {children}
    </Dialog>
  );
}
