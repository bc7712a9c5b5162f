// The bulk cancellation page's logic apart from React: lookups 1,000 ids a call, jobs of at most 5,000
// ids run one after the other, polled every 2 s, and the texts the page shows.
import { FirstOf, lineList } from '../../../shared/line-list';
import { graphQLErrorsOf } from '../../api/api-error';
import { approvalRequestIdOf } from '../../api/approval-required';
import { withRetries, type RetryOptions } from '../../api/with-retries';
import { formatCount } from '../../../shared/format';
import { NOT_APPROVED_CODE } from '../../../shared/operation-labels';
import { t } from '../../../i18n/i18n';
import { catalogueGroup, catalogueNodes } from '../../../i18n/texts';

/** The contract's limit of one installmentPlans call. */
export { LOOKUP_IDS as PLAN_LOOKUP_CHUNK } from '../../../shared/bulk-limits';
/**
 * Ids per startBulkCancellation call; a longer file is sent as several jobs in turn. The contract allows 10,000,
 * but the /graphql body limit (128 KiB) fits about 5,400 ids, so 5,000 (docs/decisions.md).
 */
export const BULK_CANCEL_JOB_MAX = 5_000;
/** How often a running job is asked about. */
export const BULK_CANCEL_POLL_MS = 2_000;

/** The page's texts in the active language (src/i18n/catalogues/installment-plan-cancel.ts), read when they are used. */
export const INSTALLMENT_CANCEL_TEXTS = Object.assign(
  catalogueGroup('installmentCancel', [
    'title',
    'fileLabel',
    'fileHint',
    'reading',
    'looking',
    'lookupFailed',
    /** The page's button: it opens the confirmation, it cancels nothing itself. */
    'confirm',
    'dialogTitle',
    /** The confirmation's buttons say what they do (not Cancel / Confirm: cancelling is what the page does). */
    'back',
    /** The progress bar's label while the jobs run. */
    'cancelling',
    'noneActive',
    'commentLabel',
    'commentHint',
    /** While a lookup, the start or a poll is being tried again (429, network, 5xx): the progress is kept. */
    'reconnecting',
    'resultLink',
    'cancelTab',
    'historyTab',
    'unknownFailure',
    'notFound',
    /** The result cell of a plan whose job waits for a second person (four eyes). */
    'awaitingApproval',
    'table',
  ]),
  {
    cancelPlans: (cancellable: number) => t('installmentCancel.cancelPlans', { count: cancellable }),
    /** Names the plans that will be cancelled (the active ones) and, apart, those of the file left as they are. */
    confirmation: (cancellable: number, total: number) => {
      const rest = total - cancellable;
      return rest
        ? t('installmentCancel.confirmationWithRest', { count: cancellable, rest })
        : t('installmentCancel.confirmation', { count: cancellable });
    },
    progress: (done: number, length: number) => t('installmentCancel.progress', { done, length }),
  },
);

/** The plans' column headers: elements that render the active language's text. */
export const INSTALLMENT_CANCEL_COLUMNS = catalogueNodes<
  'no' | 'id' | 'consumer' | 'contractType' | 'status' | 'outstanding' | 'result'
>('installmentCancel.column');

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface PlanResult {
  readonly id: string;
  readonly status: 'Success' | 'NotActive' | 'Failure';
  readonly code?: string | null;
  readonly title?: string | null;
  readonly description?: string | null;
  /** The plan as it is after the job (the record's results carry them). */
  readonly planStatus?: string | null;
  readonly outstandingAmount?: string | null;
}

/** The plan statuses a bulk cancellation changes: only an active plan is reverted (document 2 §4). */
export const CANCELLABLE_PLAN_STATUS = 'active';

/** How many of the file's plans the job would cancel: those found and active (the confirmation's count). */
export function cancellableCount(
  ids: readonly string[],
  plans: ReadonlyMap<string, { readonly status: string }>,
): number {
  return ids.reduce((n, id) => (plans.get(id)?.status === CANCELLABLE_PLAN_STATUS ? n + 1 : n), 0);
}

/** A plan's row as the table shows it once its result is in: its status and outstanding amount after the job. */
export function planAfter<P extends { status: string; outstandingAmount: string }>(
  plan: P,
  result: PlanResult | undefined,
): P {
  if (!result?.planStatus) return plan;
  return {
    ...plan,
    status: result.planStatus,
    outstandingAmount: result.outstandingAmount ?? plan.outstandingAmount,
  };
}

/** What the page's requests do when they fail for a while: the 再接続中 notice is told, the progress stays. */
export interface Reconnect {
  /** A retry is about to wait (429, network failure, 5xx). */
  onRetry: () => void;
  /** An answer came: the notice goes. */
  onAnswer: () => void;
  signal?: AbortSignal;
  sleep?: RetryOptions['sleep'];
}

/**
 * Lookups and the start retry transient failures HTTP_RETRIES times and honour every 429; a poll of a running job
 * never gives up on them (the job runs on the server whatever the network does: never "Unknown Error").
 */
export async function retrying<T>(
  kind: 'lookup' | 'start' | 'poll',
  attempt: () => Promise<T>,
  reconnect: Reconnect,
): Promise<T> {
  const forever = kind === 'poll' ? { maxFailures: Infinity, maxRateWaits: Infinity } : {};
  const value = await withRetries(attempt, {
    ...forever,
    onRetry: reconnect.onRetry,
    signal: reconnect.signal,
    sleep: reconnect.sleep,
  });
  reconnect.onAnswer();
  return value;
}

/** The failure codes of server/domain/installment-plan-cancellations.ts's RESULT_TEXTS, each named in the catalogue. */
const KNOWN_FAILURES = ['InvalidId', 'NotFound'] as const;

/** What the result cell says: the status's name, and for a failure its title and description. */
export function resultText(result: PlanResult | undefined, notApproved: string | null = null): string {
  if (!result) return '';
  if (result.status !== 'Failure') return t(`installmentCancel.result.${result.status}`);
  // A plan of a held run that was rejected, withdrawn or expired was never tried: the run's 却下 etc., no failure.
  if (notApproved && result.code === NOT_APPROVED_CODE) return notApproved;
  // A failure the console knows by its code reads in the staff member's language; another keeps the server's words.
  const detail = (KNOWN_FAILURES as readonly (string | null | undefined)[]).includes(result.code)
    ? t(`installmentCancel.failure.${result.code as (typeof KNOWN_FAILURES)[number]}`)
    : [result.title, result.description].filter(Boolean).join(': ');
  return detail
    ? t('installmentCancel.result.failureDetail', { detail })
    : t('installmentCancel.result.Failure');
}

/** The result's codes for a support engineer (the cell's tooltip): the status and the failure's code. */
export function resultCodes(result: PlanResult | undefined): string | undefined {
  if (!result) return undefined;
  return [result.status, result.code].filter(Boolean).join(' · ');
}

/** A failure of the whole call: the server's message, or the spec's fallback. */
export function bulkCancelFailureMessage(error: unknown): string {
  const fromServer = graphQLErrorsOf(error)[0]?.message;
  if (typeof fromServer === 'string' && fromServer) return fromServer;
  return INSTALLMENT_CANCEL_TEXTS.unknownFailure;
}

export interface JobSnapshot {
  readonly id: string;
  readonly length: number;
  readonly done: number;
  readonly completedAt?: number | null;
  readonly results: readonly PlanResult[];
  /** Set when a chunk failed; once dead-lettered the job will not finish by itself. */
  readonly retry?: { readonly deadLetteredAt?: number | null } | null;
}

export interface RunJobsDeps {
  start: (ids: string[]) => Promise<JobSnapshot>;
  poll: (id: string) => Promise<JobSnapshot | null>;
  wait: (ms: number) => Promise<void>;
  /** After each answer: the plans done so far of all jobs and the ids' total. */
  onProgress: (done: number, length: number, results: readonly PlanResult[]) => void;
  /**
   * A job the approvals policy held (four eyes): stored with its ids, it starts when a second person approves.
   * Told its approval request and its ids; it is not polled here.
   */
  onHeld?: (approvalRequestId: string, ids: readonly string[]) => void;
  /** A job was stored (its record and result page exist from now on). */
  onStarted?: (jobId: string) => void;
  signal?: AbortSignal;
}

/**
 * Sends the ids as jobs of at most BULK_CANCEL_JOB_MAX, all of them first (so once the last start is answered the
 * whole file is durably on the server and runs even if the page is closed), then polls each in turn until it
 * completes (the server runs them in that order).
 */
export async function runBulkCancellation(ids: readonly string[], deps: RunJobsDeps): Promise<PlanResult[]> {
  const jobs: JobSnapshot[] = [];
  let held = 0;
  for (const part of chunk(ids, BULK_CANCEL_JOB_MAX)) {
    if (deps.signal?.aborted) throw new Error('aborted');
    try {
      const job = await deps.start(part);
      jobs.push(job);
      deps.onStarted?.(job.id);
    } catch (error) {
      const requestId = approvalRequestIdOf(error);
      if (!requestId) throw error;
      held += part.length;
      deps.onHeld?.(requestId, part);
    }
  }
  // results hold one entry per plan done: the progress never lags behind what the table shows. Held plans count as
  // done here: what is left of them is the approver's.
  const report = () => {
    const done = held + jobs.reduce((n, job) => n + Math.max(job.done, job.results.length), 0);
    deps.onProgress(
      done,
      ids.length,
      jobs.flatMap((job) => job.results),
    );
  };
  report();
  for (let i = 0; i < jobs.length; i++) {
    while (jobs[i].completedAt == null && jobs[i].retry?.deadLetteredAt == null) {
      await deps.wait(BULK_CANCEL_POLL_MS);
      if (deps.signal?.aborted) throw new Error('aborted');
      const job = await deps.poll(jobs[i].id);
      if (!job) throw new Error(INSTALLMENT_CANCEL_TEXTS.unknownFailure);
      jobs[i] = job;
      report();
    }
  }
  return jobs.flatMap((job) => job.results);
}

/**
 * The plans of the file the server does not know, by id with the line each first appears on (nothing is
 * dropped without a line saying so); null when every plan was found.
 */
export function unknownPlansMessage(
  ids: readonly string[],
  lines: readonly number[],
  found: ReadonlySet<string> | ReadonlyMap<string, unknown>,
): string | null {
  const missing = new FirstOf<string>();
  ids.forEach((id, i) => {
    if (!found.has(id)) missing.add(t('installmentCancel.unknownPlan', { id, line: lines[i] }));
  });
  if (!missing.total) return null;
  const list = lineList(missing.items, missing.total, undefined, (count) =>
    t('csv.more', { count: formatCount(count) }),
  );
  return t('installmentCancel.unknownPlans', { count: missing.total, list });
}
