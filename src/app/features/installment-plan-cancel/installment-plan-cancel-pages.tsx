// /installmentPlanCancel (document 2 §2, §5, §8): a CSV file read in the CSV worker and its plans looked up
// (plan-lookup.ts), then a confirmed bulk cancellation followed by polling, each plan's result, new status and
// outstanding amount shown in the table as it completes. Lookups, the start and the polls are retried (再接続中
// meanwhile, the progress kept); each run links to its result page.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { ActionButton } from '../../ui/action-availability';
import { BulkComment, CsvFileField, CsvProgressBar, HeldNotices, useCsvRun } from '../../ui/bulk-csv-job';
import { WithCodes } from '../../ui/csv-messages';
import { JobRetryState } from '../../ui/job-state';
import type { JobRetryFieldsFragment } from '../../api/generated/graphql';
import { DataTable, type Column } from '../../ui/data-table';
import { ConfirmDialog } from '../../ui/dialog';
import { BulkCancelTabs } from './installment-plan-cancel-tabs';
import { formatYen } from '../../../shared/format';
import { PageHeading } from '../../ui/page-heading';
import { useMissingPermissionReason } from '../../ui/permission-gate';
import { useAction } from '../../ui/use-action';
import { PERMISSIONS } from '../../../shared/permissions';
import { fetchBulkCancellation, startBulkCancellation } from './api/installment-plan-cancel-api';
import {
  INSTALLMENT_CANCEL_COLUMNS,
  INSTALLMENT_CANCEL_TEXTS,
  bulkCancelFailureMessage,
  cancellableCount,
  planAfter,
  retrying,
  runBulkCancellation,
  type PlanResult,
  type Reconnect,
} from './installment-plan-cancel-rules';
import { lookUpPlanFile, type PlanInfo } from './plan-lookup';
import { PlanKind, PlanResultText, PlanStatus } from './plan-cells';
import { useT } from '../../../i18n/use-t';

type Phase = 'idle' | 'reading' | 'looking' | 'ready' | 'cancelling' | 'done';

/** A job held for a second person (four eyes): its approval request and the plans it holds. */
interface HeldJob {
  requestId: string;
  ids: ReadonlySet<string>;
}

const TABLE_HEIGHT = 480;

/** The table's columns: the plan as it is now (after its result came in, its new status and outstanding amount). */
function planColumns(
  plans: ReadonlyMap<string, PlanInfo>,
  results: ReadonlyMap<string, PlanResult>,
  held: readonly HeldJob[],
): Column<string>[] {
  const planOf = (id: string) => {
    const plan = plans.get(id);
    return plan && planAfter(plan, results.get(id));
  };
  return [
    { key: 'id', header: INSTALLMENT_CANCEL_COLUMNS.id, cell: (id) => id },
    {
      key: 'consumer',
      header: INSTALLMENT_CANCEL_COLUMNS.consumer,
      cell: (id) => {
        const plan = plans.get(id);
        return plan ? (
          <Link to={paths.consumer.details(plan.consumerId)}>{plan.consumerId}</Link>
        ) : (
          INSTALLMENT_CANCEL_TEXTS.notFound
        );
      },
    },
    {
      key: 'contractType',
      header: INSTALLMENT_CANCEL_COLUMNS.contractType,
      cell: (id) => <PlanKind kind={plans.get(id)?.contractType} />,
    },
    {
      key: 'status',
      header: INSTALLMENT_CANCEL_COLUMNS.status,
      cell: (id) => <PlanStatus status={planOf(id)?.status} />,
    },
    {
      key: 'outstanding',
      header: INSTALLMENT_CANCEL_COLUMNS.outstanding,
      numeric: true,
      cell: (id) => {
        const plan = planOf(id);
        return plan ? formatYen(plan.outstandingAmount) : '';
      },
    },
    {
      key: 'result',
      header: INSTALLMENT_CANCEL_COLUMNS.result,
      cell: (id) =>
        held.some((h) => h.ids.has(id)) ? (
          INSTALLMENT_CANCEL_TEXTS.awaitingApproval
        ) : (
          <PlanResultText result={results.get(id)} />
        ),
    },
  ];
}

interface BulkCancelDeps {
  comment: string;
  /** The current file's signal: a new file or leaving the page aborts the run. */
  signal: () => AbortSignal | undefined;
  reconnect: (signal?: AbortSignal) => Reconnect;
  noPermission: string | undefined;
  setRetry: (retry: JobRetryFieldsFragment | null) => void;
  setProgress: (progress: { done: number; total: number }) => void;
  setResults: (results: Map<string, PlanResult>) => void;
  setHeld: (change: (held: HeldJob[]) => HeldJob[]) => void;
  setJobIds: (change: (jobIds: string[]) => string[]) => void;
}

/** The confirmed cancellation: the ids as jobs of at most 5,000, each started, then polled until it completes. */
function useBulkCancel(on: BulkCancelDeps) {
  const signal = on.signal;
  return useAction({
    mutationFn: (planIds: string[], ctx) =>
      runBulkCancellation(planIds, {
        // One Idempotency-Key per job: a retried start of the same part joins the same job.
        start: (part) =>
          retrying(
            'start',
            () =>
              startBulkCancellation(part, on.comment, `${ctx.idempotencyKey}-${planIds.indexOf(part[0])}`),
            on.reconnect(signal()),
          ),
        poll: (id) =>
          retrying(
            'poll',
            () => fetchBulkCancellation(id, signal()).then((job) => (on.setRetry(job?.retry ?? null), job)),
            on.reconnect(signal()),
          ),
        wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
        signal: signal(),
        onProgress: (done, length, sofar) => {
          on.setProgress({ done, total: length });
          on.setResults(new Map(sofar.map((r) => [r.id, r])));
        },
        onHeld: (requestId, part) => on.setHeld((h) => [...h, { requestId, ids: new Set(part) }]),
        onStarted: (jobId) => on.setJobIds((j) => (j.includes(jobId) ? j : [...j, jobId])),
      }),
    errorToast: null,
    unavailableReason: on.noPermission,
  });
}

export function InstallmentPlanCancelPage() {
  // Renders again when the staff member switches the language (the texts are read from the catalogue).
  useT();
  const [phase, setPhase] = useState<Phase>('idle');
  const [messages, setMessages] = useState<string[]>([]);
  const [ids, setIds] = useState<string[]>([]);
  const [plans, setPlans] = useState<Map<string, PlanInfo>>(new Map());
  const [results, setResults] = useState<Map<string, PlanResult>>(new Map());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [held, setHeld] = useState<HeldJob[]>([]);
  /** The retry state of the job polled last (a failing chunk, or the job given up after the retry limit). */
  const [retry, setRetry] = useState<JobRetryFieldsFragment | null>(null);
  /** The runs started from this page: each has its result page. */
  const [jobIds, setJobIds] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  /** A request is being tried again: 再接続中 shows beside the kept progress. */
  const [reconnecting, setReconnecting] = useState(false);
  const noPermission = useMissingPermissionReason([PERMISSIONS.installmentPlansBulkCancel]);
  const csv = useCsvRun();

  const reconnect = reconnectNotice(setReconnecting);
  const cancel = useBulkCancel({
    comment,
    signal: csv.signal,
    reconnect,
    noPermission,
    setRetry,
    setProgress,
    setResults,
    setHeld,
    setJobIds,
  });

  const onFile = (file: File) => {
    const run = csv.begin();
    setIds([]);
    setPlans(new Map());
    setResults(new Map());
    setMessages([]);
    setFailure(null);
    setHeld([]);
    setRetry(null);
    setJobIds([]);
    setReconnecting(false);
    void lookUpPlanFile(file, run, {
      phase: setPhase,
      progress: setProgress,
      messages: setMessages,
      ids: setIds,
      plans: setPlans,
      reconnect,
      failed: () => setReconnecting(false),
    });
  };

  const columns = useMemo(() => planColumns(plans, results, held), [plans, results, held]);
  const cancellable = useMemo(() => cancellableCount(ids, plans), [ids, plans]);
  const locked = phase === 'cancelling' || cancel.pending;

  const onConfirmed = async (planIds: string[]) => {
    setPhase('cancelling');
    setFailure(null);
    setHeld([]);
    setJobIds([]);
    setConfirmOpen(false);
    const outcome = await cancel.run(planIds);
    setReconnecting(false);
    setPhase(outcome.ok ? 'done' : 'ready');
    if (!outcome.ok) setFailure(bulkCancelFailureMessage(outcome.error));
    return outcome;
  };

  return (
    <section className="installment-cancel">
      <PageHeading title={INSTALLMENT_CANCEL_TEXTS.title} />
      <BulkCancelTabs />
      <CsvFileField
        label={INSTALLMENT_CANCEL_TEXTS.fileLabel}
        hint={INSTALLMENT_CANCEL_TEXTS.fileHint}
        hintId="installment-cancel-hint"
        disabled={locked}
        onFile={onFile}
      />

      {progress && (
        <CancelProgress
          phase={phase}
          progress={progress}
          showCount={phase === 'cancelling' || phase === 'done' || cancel.pending}
          reconnecting={reconnecting}
        />
      )}

      <RunLinks jobIds={jobIds} />
      <FileMessages messages={messages} failure={failure} />

      <HeldNotices requestIds={held.map((h) => h.requestId)} />
      <JobRetryState retry={retry} />

      {ids.length > 0 && <PlanTable ids={ids} columns={columns} />}

      <BulkComment
        texts={INSTALLMENT_CANCEL_TEXTS}
        value={comment}
        onChange={setComment}
        disabled={locked}
        rows={2}
      />

      <ConfirmCancellation
        ids={ids}
        cancellable={cancellable}
        ready={phase === 'ready'}
        action={{ ...cancel, run: onConfirmed }}
        noPermission={noPermission}
        open={confirmOpen}
        setOpen={setConfirmOpen}
      />
    </section>
  );
}

/** キャンセルを確認 and its dialog: the plans that can still be cancelled, of all the file named. */
function ConfirmCancellation({
  ids,
  cancellable,
  ready,
  action,
  noPermission,
  open,
  setOpen,
}: {
  ids: string[];
  cancellable: number;
  ready: boolean;
  action: ReturnType<typeof useBulkCancel>;
  noPermission: string | undefined;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  return (
    <>
      <ActionButton
        className="button button--primary"
        onClick={() => setOpen(true)}
        disabled={!ready || ids.length === 0 || action.pending}
        unavailableReason={
          noPermission ?? (ready && cancellable === 0 ? INSTALLMENT_CANCEL_TEXTS.noneActive : undefined)
        }
      >
        {INSTALLMENT_CANCEL_TEXTS.confirm}
      </ActionButton>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={INSTALLMENT_CANCEL_TEXTS.dialogTitle}
        action={action}
        variables={ids}
        confirmation={INSTALLMENT_CANCEL_TEXTS.confirmation(cancellable, ids.length)}
        cancelLabel={INSTALLMENT_CANCEL_TEXTS.back}
        confirmLabel={INSTALLMENT_CANCEL_TEXTS.cancelPlans(cancellable)}
        initialFocus="cancel"
      />
    </>
  );
}

/** Reading, looking up or cancelling; the count of plans done once the jobs run, 再接続中 while a request is retried. */
function CancelProgress({
  phase,
  progress,
  showCount,
  reconnecting,
}: {
  phase: Phase;
  progress: { done: number; total: number };
  showCount: boolean;
  reconnecting: boolean;
}) {
  return (
    <CsvProgressBar
      label={
        phase === 'reading'
          ? INSTALLMENT_CANCEL_TEXTS.reading
          : phase === 'looking'
            ? INSTALLMENT_CANCEL_TEXTS.looking
            : INSTALLMENT_CANCEL_TEXTS.cancelling
      }
      progress={progress}
      text={showCount ? INSTALLMENT_CANCEL_TEXTS.progress(progress.done, progress.total) : undefined}
      textTestId="bulk-cancel-progress"
    >
      {reconnecting && <span className="csv-progress__text">{INSTALLMENT_CANCEL_TEXTS.reconnecting}</span>}
    </CsvProgressBar>
  );
}

/** The file's plans, as they are now. */
function PlanTable({ ids, columns }: { ids: string[]; columns: Column<string>[] }) {
  return (
    <DataTable
      rows={ids}
      columns={columns}
      rowKey={(id) => id}
      label={INSTALLMENT_CANCEL_TEXTS.table}
      virtual={{ height: TABLE_HEIGHT }}
    />
  );
}

/** The retry notice's handlers: 再接続中 shows while a request is tried again, and goes with its answer. */
function reconnectNotice(setReconnecting: (on: boolean) => void) {
  return (signal?: AbortSignal): Reconnect => ({
    onRetry: () => setReconnecting(true),
    onAnswer: () => setReconnecting(false),
    signal,
  });
}

/** Each run started from the page, linking to its result page. */
function RunLinks({ jobIds }: { jobIds: readonly string[] }) {
  if (jobIds.length === 0) return null;
  return (
    <ul className="installment-cancel__runs">
      {jobIds.map((jobId) => (
        <li key={jobId}>
          <Link to={paths.installmentPlanCancelResult.detail(jobId)}>
            {INSTALLMENT_CANCEL_TEXTS.resultLink}: {jobId}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The file's messages and the failure of the whole call, announced as they come. */
function FileMessages({ messages, failure }: { messages: readonly string[]; failure: string | null }) {
  const t = useT();
  return (
    <div role="alert">
      {(messages.length > 0 || failure) && (
        <ul className="csv-messages" aria-label={t('installmentCancel.messages')}>
          {messages.map((m) => (
            <li key={m}>
              <WithCodes text={m} />
            </li>
          ))}
          {failure && <li>{failure}</li>}
        </ul>
      )}
    </div>
  );
}

export { BulkCancellationHistoryPage, BulkCancellationResultPage } from './installment-plan-cancel-records';
