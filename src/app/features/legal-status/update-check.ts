// The legal-status file's check, apart from the page's markup (document 1 §2, §4): the CSV worker reads and
// validates it with progress, then the consumer ids are checked against the server in chunks and the worker marks
// the rows the server does not know or would refuse. Each step reports through `on`; an ended run reports nothing.
import { transfer } from 'comlink';
import { graphQLErrorCode, statusOf } from '../../api/api-error';
import type { BulkProgress, CsvRun } from '../../ui/bulk-csv-job';
import {
  knownConsumersBuffers,
  validIdChunks,
  validIdCount,
  type LegalStatusCsvResult,
} from '../../../workers/legal-status-csv';
import { fetchConsumerStatuses } from './api/legal-status-api';
import { EXISTENCE_CHUNK_SIZE, checkExistence } from './legal-status-rules';
import { LEGAL_STATUS_UPDATE_TEXTS, progressText } from './legal-status-texts';

export type CheckPhase = 'reading' | 'checking' | 'ready' | 'idle';

export interface CheckReports {
  phase: (phase: CheckPhase) => void;
  progress: (change: (p: BulkProgress | null) => BulkProgress | null) => void;
  result: (result: LegalStatusCsvResult) => void;
  fileError: (message: string) => void;
}

/** Reads, validates and checks one file; ends in phase 'ready' (rows to send) or 'idle' (nothing to send). */
export async function checkLegalStatusFile(file: File, run: CsvRun, on: CheckReports): Promise<void> {
  on.phase('reading');
  on.progress(() => ({ done: 0, total: 1, text: progressText.reading(0, 0) }));
  try {
    const outcome = await run.api.validateLegalStatus(
      file,
      run.progress((p) =>
        on.progress(() => ({
          done: p.charsDone,
          total: p.totalChars,
          text: progressText.reading(p.rowsDone, p.rowsPerSecond),
        })),
      ),
      run.jobId,
    );
    if (!run.current()) return;
    if (outcome.status !== 'done') {
      on.fileError(outcome.status === 'refused' ? outcome.message : LEGAL_STATUS_UPDATE_TEXTS.cancelled);
      on.phase('idle');
      return;
    }
    on.result(outcome.result);
    if (outcome.result.fatal !== null) {
      on.phase('idle');
      return;
    }
    on.phase('checking');
    const marked = await checkConsumers(outcome.result, run, on);
    if (!marked) return;
    on.result(marked);
    on.phase('ready');
  } catch (error) {
    if (!run.current()) return;
    if (run.signal.aborted) {
      on.fileError(LEGAL_STATUS_UPDATE_TEXTS.cancelled);
    } else {
      console.error('Legal-status file check failed', {
        status: statusOf(error),
        code: graphQLErrorCode(error),
      });
      on.fileError(LEGAL_STATUS_UPDATE_TEXTS.checkFailed);
    }
    on.phase('idle');
  } finally {
    if (run.current()) on.progress(() => null);
  }
}

/** The ids asked about a chunk at a time (no million strings at once on this thread), then marked by the worker. */
async function checkConsumers(
  result: LegalStatusCsvResult,
  run: CsvRun,
  on: CheckReports,
): Promise<LegalStatusCsvResult | null> {
  const ids = { total: validIdCount(result), chunks: validIdChunks(result, EXISTENCE_CHUNK_SIZE) };
  const found = await checkExistence(ids, {
    fetchChunk: fetchConsumerStatuses,
    signal: run.signal,
    onProgress: (done, total) => {
      if (run.current()) on.progress(() => ({ done, total, text: progressText.checking(done, total) }));
    },
    onRateWait: (seconds) => {
      if (run.current()) on.progress((p) => p && { ...p, text: progressText.waiting(seconds) });
    },
  });
  if (!run.current()) return null;
  const marked = await run.api.applyLegalStatusExistence(
    run.jobId,
    transfer(found, knownConsumersBuffers(found)),
  );
  return run.current() ? marked : null;
}
