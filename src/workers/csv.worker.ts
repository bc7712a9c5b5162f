// The CSV worker: large files are decoded, parsed and validated here, off the page's thread.
import { expose } from 'comlink';
import { createCsvWorkerApi } from './csv-worker-api';

expose(createCsvWorkerApi());
