// The page of `npm run bench -- --only=csv` (bench/csv-worker.ts): runs one CSV file through the app's own
// worker, as the legal-status and bulk-cancel pages do, and records the main thread's long tasks meanwhile.
import { transfer } from 'comlink';
import { createCsvWorker } from '../../src/workers/csv-worker-client';
import {
  KnownConsumersPacker,
  knownConsumersBuffers,
  validIdChunks,
  validIdCount,
} from '../../src/workers/legal-status-csv';

/** A new macrotask, as when a fetch answers (a MessageChannel message: setTimeout would add its 4 ms clamp). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** What the legal-status page asks the server per consumerStatuses call. */
const EXISTENCE_CHUNK = 1_000;

export interface CsvRunResult {
  status: string;
  encoding?: string;
  rows: number;
  /** Ids kept: unique well-formed consumer ids, or unique installment plan ids. */
  ids: number;
  duplicates: number;
  /** From starting the worker to the validated, deduplicated result on the page. */
  ms: number;
  /**
   * Legal-status file: after `ms`, the page's existence round without the network — its ids made 1,000 at a
   * time with a macrotask between chunks (where the page awaits each call), every id answered as found and
   * packed as the page packs answers, then the marks applied in the worker and the result moved back.
   */
  existenceMs: number;
  longTasks: number[];
  /** When each long task began, in ms from the worker call (same order as longTasks). */
  longTaskStarts: number[];
}

declare global {
  interface Window {
    benchCsv(kind: 'legal-status' | 'installment-plans', url: string): Promise<CsvRunResult>;
  }
}

window.benchCsv = async (kind, url) => {
  // The file is fetched first, as a File the user picked is already in memory: the clock covers the worker.
  const blob = await (await fetch(url)).blob();
  const longTasks: number[] = [];
  const longTaskStarts: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks.push(entry.duration);
      longTaskStarts.push(entry.startTime - t0);
    }
  });
  observer.observe({ type: 'longtask' });
  // A fresh worker per run, as each page starts its own: its start-up is part of what a user waits for.
  const t0 = performance.now();
  const worker = createCsvWorker();
  try {
    if (kind === 'legal-status') {
      const outcome = await worker.api.validateLegalStatus(blob, undefined, 'bench');
      if (outcome.status !== 'done')
        return {
          status: outcome.status,
          rows: 0,
          ids: 0,
          duplicates: 0,
          ms: 0,
          existenceMs: 0,
          longTasks,
          longTaskStarts,
        };
      const t1 = performance.now();
      // What the page does next (update-page.tsx), the server's answers replaced by "every id is found".
      const known = new KnownConsumersPacker();
      let ids = 0;
      for (const chunk of validIdChunks(outcome.result, EXISTENCE_CHUNK)) {
        await nextTask();
        known.add(chunk.map((id) => ({ id, legalStatus: 'Normal' })));
        ids += chunk.length;
      }
      const packed = known.finish();
      const marked = await worker.api.applyLegalStatusExistence(
        'bench',
        transfer(packed, knownConsumersBuffers(packed)),
      );
      const t2 = performance.now();
      if (ids !== validIdCount(marked) || marked.counts.notFound !== 0)
        throw new Error('The existence round lost ids');
      return {
        status: outcome.result.fatal ?? 'done',
        encoding: outcome.encoding,
        rows: outcome.result.rowCount,
        ids,
        duplicates: outcome.result.counts.duplicate,
        ms: t1 - t0,
        existenceMs: t2 - t1,
        longTasks,
        longTaskStarts,
      };
    }
    const outcome = await worker.api.extractInstallmentPlanIds(blob);
    const ms = performance.now() - t0;
    if (outcome.status !== 'done')
      return {
        status: outcome.status,
        rows: 0,
        ids: 0,
        duplicates: 0,
        ms,
        existenceMs: 0,
        longTasks,
        longTaskStarts,
      };
    return {
      status: 'done',
      encoding: outcome.encoding,
      rows: outcome.result.occurrences,
      ids: outcome.result.ids.length,
      duplicates: outcome.result.duplicates.length,
      ms,
      existenceMs: 0,
      longTasks,
      longTaskStarts,
    };
  } finally {
    // Long-task entries arrive after the task ends: give the last one a moment before reading the list.
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    worker.terminate();
  }
};
