// Starts the CSV worker and wraps it with Comlink; one per page that needs it, ended when the page goes.
import { releaseProxy, wrap, type Remote } from 'comlink';
import type { CsvWorkerApi } from './csv-worker-api';

export interface CsvWorkerHandle {
  readonly api: Remote<CsvWorkerApi>;
  /** Stops the worker at once (whatever it is doing) and frees it. */
  terminate(): void;
}

export function createCsvWorker(): CsvWorkerHandle {
  const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module', name: 'csv' });
  const api = wrap<CsvWorkerApi>(worker);
  return {
    api,
    terminate() {
      api[releaseProxy]();
      worker.terminate();
    },
  };
}
