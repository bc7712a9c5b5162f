// The installment-plan file's check, apart from the page's markup (document 2 §5): the CSV worker reads its ids
// (duplicates notice, 'No Data'), then the plans are looked up 1,000 ids a call, each call retried (再接続中
// meanwhile, the progress kept). Each step reports through `on`; an ended run reports nothing more.
import type { CsvRun } from '../../ui/bulk-csv-job';
import { fetchInstallmentPlans } from './api/installment-plan-cancel-api';
import {
  INSTALLMENT_CANCEL_TEXTS,
  PLAN_LOOKUP_CHUNK,
  chunk,
  retrying,
  unknownPlansMessage,
  type Reconnect,
} from './installment-plan-cancel-rules';

export interface PlanInfo {
  consumerId: string;
  contractType: string;
  status: string;
  outstandingAmount: string;
}

export interface LookupReports {
  phase: (phase: 'reading' | 'looking' | 'ready' | 'idle') => void;
  progress: (progress: { done: number; total: number } | null) => void;
  messages: (change: (messages: string[]) => string[]) => void;
  ids: (ids: string[]) => void;
  plans: (plans: Map<string, PlanInfo>) => void;
  /** The retry notice's handlers for this run's requests. */
  reconnect: (signal: AbortSignal) => Reconnect;
  /** The lookup failed for good: the notice goes. */
  failed: () => void;
}

export async function lookUpPlanFile(file: File, run: CsvRun, on: LookupReports): Promise<void> {
  on.phase('reading');
  on.progress({ done: 0, total: 1 });
  try {
    const outcome = await run.api.extractInstallmentPlanIds(
      file,
      run.progress((p) => on.progress({ done: p.charsDone, total: p.totalChars })),
      run.jobId,
    );
    if (!run.current()) return;
    if (outcome.status !== 'done') {
      on.messages(() => (outcome.status === 'refused' ? [outcome.message] : []));
      on.phase('idle');
      return;
    }
    const { ids, lines } = outcome.result;
    on.messages(() => [...outcome.result.messages]);
    on.ids(ids);
    if (ids.length === 0) {
      on.phase('idle');
      return;
    }
    on.phase('looking');
    const found = new Map<string, PlanInfo>();
    const parts = chunk(ids, PLAN_LOOKUP_CHUNK);
    for (const [i, part] of parts.entries()) {
      const rows = await retrying(
        'lookup',
        () => fetchInstallmentPlans(part, run.signal),
        on.reconnect(run.signal),
      );
      for (const row of rows) found.set(row.id, row);
      if (!run.current()) return;
      on.progress({ done: i + 1, total: parts.length });
    }
    on.plans(found);
    const unknownPlans = unknownPlansMessage(ids, lines, found);
    if (unknownPlans) on.messages((m) => [...m, unknownPlans]);
    on.phase('ready');
  } catch {
    if (!run.current()) return;
    on.failed();
    on.messages((m) => [...m, INSTALLMENT_CANCEL_TEXTS.lookupFailed]);
    on.phase('idle');
  } finally {
    if (run.current()) on.progress(null);
  }
}
