// What the CSV worker offers the pages through Comlink: read a chosen file, validate it chunk by chunk with
// progress reports, stop early on request. Kept apart from csv.worker.ts so tests can call it directly
// or over a MessageChannel.
import { transfer } from 'comlink';
import { readCsvFile, type CsvEncoding, type CsvFileInput } from './csv-text';
import { csvLineChunks, csvRowChunks } from './csv-rows';
import { InstallmentPlanIdExtractor, type InstallmentPlanCsvResult } from './installment-plan-csv';
import {
  LegalStatusCsvValidator,
  applyExistence,
  legalStatusResultBuffers,
  unpackKnownConsumers,
  type LegalStatusCsvResult,
  type PackedKnownConsumers,
} from './legal-status-csv';
import { ReportSettingCsvValidator, type ReportSettingCsvResult } from './report-setting-csv';
import { setCsvLanguage } from './csv-texts';
import type { Language } from '../shared/language';

export interface CsvProgress {
  /** Data rows validated (legal status, report setting) or lines scanned (installment plans). */
  readonly rowsDone: number;
  /** Characters of the decoded text read so far, of totalChars: the share for a progress bar. */
  readonly charsDone: number;
  readonly totalChars: number;
  readonly elapsedMs: number;
  readonly rowsPerSecond: number;
}

export type CsvProgressCallback = (progress: CsvProgress) => unknown;

export type CsvJobOutcome<T> =
  /** The file was read; `result` says what is wrong with its contents, if anything. */
  | { readonly status: 'done'; readonly result: T; readonly encoding: CsvEncoding }
  /** The file is not a CSV text file this tool can read (size, encoding, image…). Nothing to send. */
  | { readonly status: 'refused'; readonly message: string }
  | { readonly status: 'cancelled' };

export interface CsvWorkerApi {
  /**
   * Legal-status file (document 1 §5) without the server's (Not Found) check: follow with
   * `validIdChunks` and `applyLegalStatusExistence`. Pass onProgress wrapped in Comlink.proxy; `jobId` lets
   * `cancel` stop the job between two chunks. The result's buffers are transferred to the caller.
   */
  validateLegalStatus(
    file: CsvFileInput,
    onProgress?: CsvProgressCallback,
    jobId?: string,
  ): Promise<CsvJobOutcome<LegalStatusCsvResult>>;
  /**
   * `applyExistence` off the page's thread (about a second for a million rows) on the worker's own copy of the
   * file `jobId` last validated (kept for this one call: nothing large crosses to the worker). The page sends
   * the server's answer packed (`KnownConsumersPacker`, its buffers transferred with `knownConsumersBuffers`)
   * and gets the marked result back, transferred. Refused when that file is no longer held (another file was
   * validated since, or it was already marked).
   */
  applyLegalStatusExistence(jobId: string, known: PackedKnownConsumers): Promise<LegalStatusCsvResult>;
  extractInstallmentPlanIds(
    file: CsvFileInput,
    onProgress?: CsvProgressCallback,
    jobId?: string,
  ): Promise<CsvJobOutcome<InstallmentPlanCsvResult>>;
  /** `nowMs` fixes "the current year" of the month rule (default: the worker's clock). */
  checkReportSetting(
    file: CsvFileInput,
    onProgress?: CsvProgressCallback,
    jobId?: string,
    nowMs?: number,
  ): Promise<CsvJobOutcome<ReportSettingCsvResult>>;
  /** Asks a running job to stop; it answers { status: 'cancelled' } at its next chunk. */
  cancel(jobId: string): void;
  /** The language of the messages of the jobs started from now on (the staff member's). */
  setLanguage(language: Language): void;
}

/** Lets messages waiting for the worker (a cancel) run; a MessageChannel task is not clamped like setTimeout. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

class Job {
  cancelled = false;
  private readonly started = performance.now();
  constructor(private readonly onProgress: CsvProgressCallback | undefined) {}

  report(rowsDone: number, charsDone: number, totalChars: number): void {
    if (!this.onProgress) return;
    const elapsedMs = performance.now() - this.started;
    const rowsPerSecond = elapsedMs > 0 ? Math.round((rowsDone * 1000) / elapsedMs) : 0;
    try {
      // Not awaited: a busy page must not slow the worker down; a failing callback must not stop it.
      const answer = this.onProgress({ rowsDone, charsDone, totalChars, elapsedMs, rowsPerSecond });
      if (answer instanceof Promise) answer.catch(() => undefined);
    } catch {
      // ignored, as above
    }
  }
}

interface RowSink {
  addRows(rows: readonly (readonly string[])[]): void;
  readonly done: boolean;
  readonly rowsDone: number;
}

/** Feeds the rows to the sink chunk by chunk; false when the job was cancelled. */
async function feedRows(text: string, sink: RowSink, job: Job): Promise<boolean> {
  for (const chunk of csvRowChunks(text)) {
    sink.addRows(chunk.rows);
    job.report(sink.rowsDone, chunk.charsDone, chunk.totalChars);
    if (sink.done) break;
    await yieldToEventLoop();
    if (job.cancelled) return false;
  }
  return true;
}

export function createCsvWorkerApi(): CsvWorkerApi {
  const jobs = new Map<string, Job>();
  /** The last validated legal-status file, for its applyLegalStatusExistence. */
  let held: { jobId: string; result: LegalStatusCsvResult } | null = null;

  async function run<T>(
    file: CsvFileInput,
    onProgress: CsvProgressCallback | undefined,
    jobId: string | undefined,
    body: (text: string, job: Job) => Promise<T | null>,
  ): Promise<CsvJobOutcome<T>> {
    // Registered before the first await, so a cancel sent after the call always finds the job.
    const job = new Job(onProgress);
    if (jobId !== undefined) jobs.set(jobId, job);
    try {
      const read = await readCsvFile(file);
      if (job.cancelled) return { status: 'cancelled' };
      if (!read.ok) return { status: 'refused', message: read.message };
      job.report(0, 0, read.text.length);
      const result = await body(read.text, job);
      if (result === null) return { status: 'cancelled' };
      return { status: 'done', result, encoding: read.encoding };
    } finally {
      if (jobId !== undefined && jobs.get(jobId) === job) jobs.delete(jobId);
    }
  }

  return {
    async validateLegalStatus(file, onProgress, jobId) {
      held = null;
      const outcome = await run(file, onProgress, jobId, async (text, job) => {
        const validator = new LegalStatusCsvValidator();
        return (await feedRows(text, validator, job)) ? validator.finish() : null;
      });
      if (outcome.status !== 'done') return outcome;
      // The worker keeps a copy for the existence step; the page's is moved, not copied: taking in a
      // million rows then costs the page's thread nothing.
      if (jobId !== undefined && outcome.result.fatal === null)
        held = { jobId, result: structuredClone(outcome.result) };
      return transfer(outcome, legalStatusResultBuffers(outcome.result));
    },

    applyLegalStatusExistence(jobId, known) {
      if (held?.jobId !== jobId)
        return Promise.reject(new Error('The worker no longer holds that file; validate it again'));
      const marked = applyExistence(held.result, unpackKnownConsumers(known));
      held = null; // its buffers go to the page with the marked result
      return Promise.resolve(transfer(marked, legalStatusResultBuffers(marked)));
    },

    extractInstallmentPlanIds(file, onProgress, jobId) {
      return run(file, onProgress, jobId, async (text, job) => {
        const extractor = new InstallmentPlanIdExtractor();
        let lines = 0;
        for (const chunk of csvLineChunks(text)) {
          extractor.addText(chunk.text);
          lines += chunk.lines;
          job.report(lines, chunk.charsDone, chunk.totalChars);
          await yieldToEventLoop();
          if (job.cancelled) return null;
        }
        return extractor.finish();
      });
    },

    checkReportSetting(file, onProgress, jobId, nowMs) {
      return run(file, onProgress, jobId, async (text, job) => {
        const validator = new ReportSettingCsvValidator(nowMs ?? Date.now());
        return (await feedRows(text, validator, job)) ? validator.finish() : null;
      });
    },

    cancel(jobId) {
      const job = jobs.get(jobId);
      if (job) job.cancelled = true;
    },

    setLanguage(language) {
      setCsvLanguage(language);
    },
  };
}
