// The CSV worker in Chromium: a 1,000,000-row legal-status file (UTF-8, and the same in
// Shift_JIS) validated and deduplicated, and a 100,000-id bulk-cancel file's ids extracted, by the app's own
// worker (src/workers/, createCsvWorker) with no server and no database. The bench page (bench/csv-worker/) is
// built with Vite into a temporary folder and served with the generated files from 127.0.0.1; the page
// records PerformanceObserver 'longtask' entries of its main thread during each run.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Encoding from 'encoding-japanese';
import { build } from 'vite';
import { chromium, type Browser } from '@playwright/test';
import { ID_ALPHABET, ID_BODY_LENGTH } from '../src/shared/id-patterns';
import { LEGAL_STATUS_KEYS, LEGAL_STATUS_SNAKE, LEGAL_STATUS_TEXT } from '../src/shared/legal-status';
import type { CsvRunResult } from './csv-worker/entry';
import { CHROMIUM_ARGS } from '../tests/support/chromium-args';

const here = path.dirname(fileURLToPath(import.meta.url));

export const CSV_TARGET_SECONDS = 3;
export const LONG_TASK_LIMIT_MS = 50;
const LEGAL_STATUS_ROWS = 1_000_000;
const PLAN_IDS = 100_000;
const REPEATS = 3;
/** One row in 50 repeats an earlier id: the validator's duplicate map gets real work. */
const DUPLICATE_EVERY = 50;

export interface CsvCase {
  label: string;
  bytes: number;
  runs: CsvRunResult[];
}

export interface CsvWorkerResult {
  chromium: string;
  cases: CsvCase[];
  /** One-minute load average at the start and the end (other helpers share the machine). */
  load: [number, number];
  cpus: number;
}

/** A deterministic id body (a small LCG): the same files on every run. */
function idMaker(seed: number): () => string {
  let state = seed >>> 0;
  return () => {
    let body = '';
    for (let i = 0; i < ID_BODY_LENGTH; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      body += ID_ALPHABET[state % ID_ALPHABET.length];
    }
    return body;
  };
}

/** `cid,legal_status`, LF line ends; statuses rotate through the key, snake_case and Japanese forms. */
export function legalStatusCsv(rows: number): string {
  const nextId = idMaker(12);
  const ids: string[] = [];
  const lines = ['cid,legal_status'];
  for (let i = 0; i < rows; i++) {
    const id = i > 0 && i % DUPLICATE_EVERY === 0 ? ids[(i * 7919) % ids.length] : `con_${nextId()}`;
    if (!(i > 0 && i % DUPLICATE_EVERY === 0)) ids.push(id);
    const key = LEGAL_STATUS_KEYS[i % LEGAL_STATUS_KEYS.length];
    const form = i % 3;
    const status = form === 0 ? key : form === 1 ? LEGAL_STATUS_SNAKE[key] : LEGAL_STATUS_TEXT[key];
    lines.push(`${id},${status}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A bulk-cancel file as a merchant export might look: the plan id and an amount, CRLF line ends. */
export function installmentPlanCsv(count: number): string {
  const nextId = idMaker(13);
  const lines = ['installment_plan_id,amount'];
  for (let i = 0; i < count; i++) lines.push(`isp_${nextId()},${1000 + (i % 9000)}`);
  return `${lines.join('\r\n')}\r\n`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Serves the built page and the files (name → bytes) from 127.0.0.1 on a free port. */
async function serve(root: string, files: Map<string, Uint8Array>): Promise<{ url: string; close(): void }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.csv': 'text/csv',
  };
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = files.get(name);
    if (file) {
      res.writeHead(200, { 'content-type': 'text/csv' }).end(file);
      return;
    }
    const full = path.join(root, name === '/' ? 'index.html' : name);
    if (!full.startsWith(root) || !fs.existsSync(full) || !fs.statSync(full).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(full)] ?? 'application/octet-stream' });
    fs.createReadStream(full).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

export async function measureCsvWorker(options: { log: (line: string) => void }): Promise<CsvWorkerResult> {
  const { log } = options;
  const load0 = os.loadavg()[0];
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-bench-'));
  let browser: Browser | undefined;
  let server: { url: string; close(): void } | undefined;
  try {
    log('  building the bench page with Vite');
    await build({
      root: path.join(here, 'csv-worker'),
      configFile: false,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    const legal = legalStatusCsv(LEGAL_STATUS_ROWS);
    const files = new Map<string, Uint8Array>([
      ['/legal-status-utf8.csv', new TextEncoder().encode(legal)],
      [
        '/legal-status-sjis.csv',
        Uint8Array.from(Encoding.convert(Encoding.stringToCode(legal), 'SJIS', 'UNICODE')),
      ],
      ['/installment-plans.csv', new TextEncoder().encode(installmentPlanCsv(PLAN_IDS))],
    ]);
    server = await serve(outDir, files);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => typeof window.benchCsv === 'function');
    const plan: [string, 'legal-status' | 'installment-plans', string][] = [
      [
        `legal status, ${LEGAL_STATUS_ROWS.toLocaleString('en')} rows, UTF-8`,
        'legal-status',
        '/legal-status-utf8.csv',
      ],
      [
        `legal status, ${LEGAL_STATUS_ROWS.toLocaleString('en')} rows, Shift_JIS`,
        'legal-status',
        '/legal-status-sjis.csv',
      ],
      [
        `bulk cancel, ${PLAN_IDS.toLocaleString('en')} installment plan ids, UTF-8`,
        'installment-plans',
        '/installment-plans.csv',
      ],
    ];
    const cases: CsvCase[] = [];
    for (const [label, kind, url] of plan) {
      const runs: CsvRunResult[] = [];
      for (let i = 0; i < REPEATS; i++) {
        const run = await page.evaluate(([k, u]) => window.benchCsv(k, u), [kind, url] as const);
        log(
          `  ${label} #${i + 1}: ${run.status} ${run.encoding ?? ''}, ${run.rows} rows, ${run.ids} ids, ` +
            `${run.ms.toFixed(0)} ms (then existence round ${run.existenceMs.toFixed(0)}), long tasks ${taskList(run) || 'none'}`,
        );
        runs.push(run);
      }
      cases.push({ label, bytes: files.get(url)?.length ?? 0, runs });
    }
    return { chromium: browser.version(), cases, load: [load0, os.loadavg()[0]], cpus: os.cpus().length };
  } finally {
    await browser?.close();
    server?.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');

/** "114 ms at 2,150 ms, …": each long task and when it began, from the worker call. */
function taskList(run: CsvRunResult): string {
  return run.longTasks.map((d, i) => `${fmt(d)} ms at ${fmt(run.longTaskStarts[i])} ms`).join(', ');
}

export function csvWorkerReportLines(r: CsvWorkerResult | undefined, error?: string): string[] {
  const lines = ['<!-- csv:start -->', '## CSV worker in Chromium', ''];
  if (error || !r) {
    lines.push('**Failed:**', '', '```', error ?? 'not run', '```', '', '<!-- csv:end -->', '');
    return lines;
  }
  lines.push(
    `The app's CSV worker (\`createCsvWorker\`, a fresh worker per run as each page starts its own) in Chromium`,
    `${r.chromium}, on a static page built from bench/csv-worker/ — no server, no database. Each file is fetched`,
    'into a Blob first (a picked File is already in memory); the clock runs from starting the worker to its',
    'validated, deduplicated result on the page. For the legal-status file the page then does its existence round',
    'as update-page.tsx does, without the network: the ids made 1,000 at a time (a macrotask between chunks, where',
    'the page awaits each call), every id answered as found and packed as answers are, the marks applied in the',
    'worker and the result moved back (its own column). Long tasks: PerformanceObserver `longtask` entries of the',
    `page's main thread over the whole run, both phases (target: none over ${LONG_TASK_LIMIT_MS} ms). Legal-status file: \`cid,legal_status\`, LF, every`,
    `${DUPLICATE_EVERY}th row repeats an earlier id, statuses rotating through key, snake_case and Japanese forms; the`,
    'Shift_JIS copy is the same text converted with encoding-japanese. Bulk-cancel file:',
    '`installment_plan_id,amount`, CRLF, each id once. ' +
      `${REPEATS} runs each. One-minute load average ${r.load[0].toFixed(2)} at the start, ${r.load[1].toFixed(2)} at the end on ${r.cpus} CPUs` +
      (Math.max(...r.load) > r.cpus * 1.5
        ? ' — **other work was running on the machine; the figures are pessimistic**.'
        : '.'),
    '',
    `| file | bytes | rows | kept ids | duplicates | median s | best s | target | median rows/s | then the existence round without network, median s | longest main-thread task ms | tasks > ${LONG_TASK_LIMIT_MS} ms (all runs) |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
  );
  for (const c of r.cases) {
    const times = c.runs.map((x) => x.ms);
    const med = median(times);
    const best = Math.min(...times);
    const first = c.runs[0];
    const tasks = c.runs.flatMap((x) => x.longTasks);
    const longest = tasks.length ? Math.max(...tasks) : 0;
    const over = tasks.filter((d) => d > LONG_TASK_LIMIT_MS).length;
    const legal = c.label.startsWith('legal');
    const target = legal
      ? med / 1000 <= CSV_TARGET_SECONDS
        ? `≤ ${CSV_TARGET_SECONDS} s: met`
        : `≤ ${CSV_TARGET_SECONDS} s: **missed**`
      : '—';
    lines.push(
      `| ${c.label} | ${fmt(c.bytes)} | ${fmt(first.rows)} | ${fmt(first.ids)} | ${fmt(first.duplicates)} | ${(med / 1000).toFixed(2)} | ${(best / 1000).toFixed(2)} | ${target} | ${fmt((first.rows * 1000) / med)} | ${legal ? (median(c.runs.map((x) => x.existenceMs)) / 1000).toFixed(2) : '—'} | ${longest ? longest.toFixed(0) : 'none'} | ${over} |`,
    );
  }
  lines.push('', 'Each run (total time; the long tasks of the main thread and when they began):', '');
  for (const c of r.cases)
    lines.push(
      `- ${c.label}: ${c.runs.map((x) => `${fmt(x.ms)} ms (${taskList(x) || 'no long task'})`).join('; ')}`,
    );
  lines.push(
    '',
    'A long task is reported only from 50 ms up, so “none” means every main-thread task stayed under 50 ms. The',
    'result crosses between the threads as transferred buffers (ids packed as UTF-8 bytes, marks, statuses,',
    'duplicate links), so taking it in costs the page nothing; reading, decoding, validating and deduplicating',
    'happen in the worker.',
    '',
    '<!-- csv:end -->',
    '',
  );
  return lines;
}
