// /installmentPlanCancel (document 2 §2, §5, §8): a CSV file read in the CSV worker (ids, duplicates notice,
// 'No Data'), the plans looked up 1,000 ids a call, then a confirmed bulk cancellation followed by polling,
// each plan's result, new status and outstanding amount shown in the table as it completes. Lookups, the start and
// the polls are retried (再接続中 meanwhile, the progress kept: issue 20); each run links to its result page.
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { proxy } from 'comlink';
import { paths } from '../../paths';
import { ActionButton } from '../../ui/action-availability';
import { ApprovalPendingNotice } from '../../ui/approval-pending';
import { JobRetryState } from '../../ui/job-state';
import type { JobRetryFieldsFragment } from '../../api/generated/graphql';
import { DataTable, type Column } from '../../ui/data-table';
import { ConfirmDialog } from '../../ui/dialog';
import { BulkCancelTabs } from './bulk-cancel-tabs';
import { formatYen } from '../../../shared/format';
import { PageHeading } from '../../ui/page-heading';
import { useMissingPermissionReason } from '../../ui/permission-gate';
import { useAction } from '../../ui/use-action';
import { PERMISSIONS } from '../../../shared/permissions';
import type { CsvProgress } from '../../../workers/csv-worker-api';
import { createCsvWorker, type CsvWorkerHandle } from '../../../workers/csv-worker-client';
import {
  fetchBulkCancellation,
  fetchInstallmentPlans,
  startBulkCancellation,
} from './api/installment-cancel-api';
import {
  INSTALLMENT_CANCEL_COLUMNS as C,
  INSTALLMENT_CANCEL_TEXTS as T,
  PLAN_LOOKUP_CHUNK,
  bulkCancelFailureMessage,
  cancellableCount,
  chunk,
  planAfter,
  resultText,
  retrying,
  runBulkCancellation,
  unknownPlansMessage,
  type PlanResult,
} from './installment-cancel-rules';

interface PlanInfo {
  consumerId: string;
  contractType: string;
  status: string;
  outstandingAmount: string;
}

type Phase = 'idle' | 'reading' | 'looking' | 'ready' | 'cancelling' | 'done';

const TABLE_HEIGHT = 480;

export function InstallmentPlanCancelPage() {
  const [phase, setPhase] = useState<Phase>('idle');
  const [messages, setMessages] = useState<string[]>([]);
  const [ids, setIds] = useState<string[]>([]);
  const [plans, setPlans] = useState<Map<string, PlanInfo>>(new Map());
  const [results, setResults] = useState<Map<string, PlanResult>>(new Map());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  /** Jobs held for a second person (four eyes): their approval requests and the plans they hold. */
  const [held, setHeld] = useState<{ requestId: string; ids: ReadonlySet<string> }[]>([]);
  /** The retry state of the job polled last (a failing chunk, or the job given up after the retry limit). */
  const [retry, setRetry] = useState<JobRetryFieldsFragment | null>(null);
  /** The runs started from this page: each has its result page. */
  const [jobIds, setJobIds] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  /** A request is being tried again: 再接続中 shows beside the kept progress. */
  const [reconnecting, setReconnecting] = useState(false);
  const noPermission = useMissingPermissionReason([PERMISSIONS.installmentPlansBulkCancel]);
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

  const reconnect = (signal?: AbortSignal) => ({
    onRetry: () => setReconnecting(true),
    onAnswer: () => setReconnecting(false),
    signal,
  });

  const cancel = useAction({
    mutationFn: (planIds: string[], ctx) =>
      runBulkCancellation(planIds, {
        // One Idempotency-Key per job: a retried start of the same part joins the same job.
        start: (part) =>
          retrying(
            'start',
            () => startBulkCancellation(part, comment, `${ctx.idempotencyKey}-${planIds.indexOf(part[0])}`),
            reconnect(run.current?.abort.signal),
          ),
        poll: (id) =>
          retrying(
            'poll',
            () =>
              fetchBulkCancellation(id, run.current?.abort.signal).then(
                (job) => (setRetry(job?.retry ?? null), job),
              ),
            reconnect(run.current?.abort.signal),
          ),
        wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
        signal: run.current?.abort.signal,
        onProgress: (done, length, sofar) => {
          setProgress({ done, total: length });
          setResults(new Map(sofar.map((r) => [r.id, r])));
        },
        onHeld: (requestId, part) => setHeld((h) => [...h, { requestId, ids: new Set(part) }]),
        onStarted: (jobId) => setJobIds((j) => (j.includes(jobId) ? j : [...j, jobId])),
      }),
    errorToast: null,
    unavailableReason: noPermission,
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    run.current?.abort.abort();
    if (run.current) void worker.current?.api.cancel(run.current.jobId);
    const mine = { jobId: `${Date.now()}-${Math.random()}`, abort: new AbortController() };
    run.current = mine;
    const current = () => run.current === mine;
    setIds([]);
    setPlans(new Map());
    setResults(new Map());
    setMessages([]);
    setFailure(null);
    setHeld([]);
    setRetry(null);
    setJobIds([]);
    setReconnecting(false);
    setPhase('reading');
    setProgress({ done: 0, total: 1 });
    worker.current ??= createCsvWorker();
    try {
      const outcome = await worker.current.api.extractInstallmentPlanIds(
        file,
        proxy((p: CsvProgress) => {
          if (current()) setProgress({ done: p.charsDone, total: p.totalChars });
        }),
        mine.jobId,
      );
      if (!current()) return;
      if (outcome.status !== 'done') {
        setMessages(outcome.status === 'refused' ? [outcome.message] : []);
        setPhase('idle');
        return;
      }
      setMessages([...outcome.result.messages]);
      setIds(outcome.result.ids);
      if (outcome.result.ids.length === 0) {
        setPhase('idle');
        return;
      }
      setPhase('looking');
      const found = new Map<string, PlanInfo>();
      const parts = chunk(outcome.result.ids, PLAN_LOOKUP_CHUNK);
      for (const [i, part] of parts.entries()) {
        const rows = await retrying(
          'lookup',
          () => fetchInstallmentPlans(part, mine.abort.signal),
          reconnect(mine.abort.signal),
        );
        for (const row of rows) found.set(row.id, row);
        if (!current()) return;
        setProgress({ done: i + 1, total: parts.length });
      }
      setPlans(found);
      const unknownPlans = unknownPlansMessage(outcome.result.ids, outcome.result.lines, found);
      if (unknownPlans) setMessages((m) => [...m, unknownPlans]);
      setPhase('ready');
    } catch {
      if (!current()) return;
      setReconnecting(false);
      setMessages((m) => [...m, T.lookupFailed]);
      setPhase('idle');
    } finally {
      if (current()) setProgress(null);
    }
  };

  const columns = useMemo<Column<string>[]>(() => {
    // The plan as it is now: after its result came in, its new status and outstanding amount.
    const planOf = (id: string) => {
      const plan = plans.get(id);
      return plan && planAfter(plan, results.get(id));
    };
    return [
      { key: 'id', header: C.id, cell: (id) => id },
      {
        key: 'consumer',
        header: C.consumer,
        cell: (id) => {
          const plan = plans.get(id);
          return plan ? (
            <Link to={paths.consumer.details(plan.consumerId)}>{plan.consumerId}</Link>
          ) : (
            T.notFound
          );
        },
      },
      { key: 'contractType', header: C.contractType, cell: (id) => plans.get(id)?.contractType ?? '' },
      { key: 'status', header: C.status, cell: (id) => planOf(id)?.status ?? '' },
      {
        key: 'outstanding',
        header: C.outstanding,
        numeric: true,
        cell: (id) => {
          const plan = planOf(id);
          return plan ? formatYen(plan.outstandingAmount) : '';
        },
      },
      {
        key: 'result',
        header: C.result,
        cell: (id) => (held.some((h) => h.ids.has(id)) ? T.awaitingApproval : resultText(results.get(id))),
      },
    ];
  }, [plans, results, held]);

  const cancellable = useMemo(() => cancellableCount(ids, plans), [ids, plans]);

  const onConfirmed = () => {
    setPhase('cancelling');
    setFailure(null);
    setHeld([]);
    setJobIds([]);
  };

  return (
    <section className="installment-cancel">
      <PageHeading title={T.title} />
      <BulkCancelTabs />
      <label className="field">
        <span>{T.fileLabel}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void onFile(e)}
          disabled={phase === 'cancelling' || cancel.pending}
          aria-describedby="installment-cancel-hint"
        />
      </label>
      <p id="installment-cancel-hint" className="hint">
        {T.fileHint}
      </p>

      {progress && (
        <div className="csv-progress" role="status">
          <span className="csv-progress__label">
            {phase === 'reading' ? T.reading : phase === 'looking' ? T.looking : T.confirm}
          </span>
          <progress max={progress.total || 1} value={progress.done} />
          {(phase === 'cancelling' || phase === 'done' || cancel.pending) && (
            <span className="csv-progress__text" data-testid="bulk-cancel-progress">
              {T.progress(progress.done, progress.total)}
            </span>
          )}
          {reconnecting && <span className="csv-progress__text">{T.reconnecting}</span>}
        </div>
      )}

      {jobIds.length > 0 && (
        <ul className="installment-cancel__runs">
          {jobIds.map((jobId) => (
            <li key={jobId}>
              <Link to={paths.installmentPlanCancelResult.detail(jobId)}>
                {T.resultLink}: {jobId}
              </Link>
            </li>
          ))}
        </ul>
      )}

      <div role="alert">
        {(messages.length > 0 || failure) && (
          <ul className="csv-messages" aria-label="CSV messages">
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
            {failure && <li>{failure}</li>}
          </ul>
        )}
      </div>

      {held.map((h) => (
        <ApprovalPendingNotice key={h.requestId} requestId={h.requestId} />
      ))}
      <JobRetryState retry={retry} />

      {ids.length > 0 && (
        <DataTable
          rows={ids}
          columns={columns}
          rowKey={(id) => id}
          label={T.table}
          virtual={{ height: TABLE_HEIGHT }}
        />
      )}

      <label className="field">
        <span>{T.commentLabel}</span>
        <textarea
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder={T.commentHint}
          disabled={phase === 'cancelling' || cancel.pending}
          rows={2}
        />
      </label>

      <ActionButton
        className="button button--primary"
        onClick={() => setConfirmOpen(true)}
        disabled={phase !== 'ready' || ids.length === 0 || cancel.pending}
        unavailableReason={
          noPermission ?? (phase === 'ready' && cancellable === 0 ? T.noneActive : undefined)
        }
      >
        {T.confirm}
      </ActionButton>

      <ConfirmDialog
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title={T.dialogTitle}
        action={{
          ...cancel,
          run: async (planIds: string[]) => {
            onConfirmed();
            setConfirmOpen(false);
            const outcome = await cancel.run(planIds);
            setReconnecting(false);
            setPhase(outcome.ok ? 'done' : 'ready');
            if (!outcome.ok) setFailure(bulkCancelFailureMessage(outcome.error));
            return outcome;
          },
        }}
        variables={ids}
        confirmation={T.confirmation(cancellable, ids.length)}
        initialFocus="cancel"
      />
    </section>
  );
}

export { BulkCancellationHistoryPage, BulkCancellationResultPage } from './bulk-cancel-records';
