// The page of `npm run bench -- --only=csv` (bench/csv-worker.ts): runs one CSV file through the app's own
// worker, as the legal-status and bulk-cancel pages do, and records the main thread's long tasks meanwhile.
import { createCsvWorker } from '../../src/workers/csv-worker-client';
import { uniqueValidIds } from '../../src/workers/legal-status-csv';

export interface CsvRunResult {
  status: string;
  encoding?: string;
  rows: number;
  /** Ids kept: unique well-formed consumer ids, or unique installment plan ids. */
  ids: number;
  duplicates: number;
  ms: number;
  /** Of `ms`: the page's own `uniqueValidIds` after the worker's answer arrived (0 for the bulk-cancel file). */
  dedupeMs: number;
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
      const outcome = await worker.api.validateLegalStatus(blob);
      if (outcome.status !== 'done')
        return {
          status: outcome.status,
          rows: 0,
          ids: 0,
          duplicates: 0,
          ms: 0,
          dedupeMs: 0,
          longTasks,
          longTaskStarts,
        };
      // The deduplicated ids the page then sends to the server's existence check (done on the page's thread).
      const t1 = performance.now();
      const ids = uniqueValidIds(outcome.result);
      const t2 = performance.now();
      return {
        status: outcome.result.fatal ?? 'done',
        encoding: outcome.encoding,
        rows: outcome.result.rowCount,
        ids: ids.length,
        duplicates: outcome.result.counts.duplicate,
        ms: t2 - t0,
        dedupeMs: t2 - t1,
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
        dedupeMs: 0,
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
      dedupeMs: 0,
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
