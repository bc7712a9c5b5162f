// CSV出力 of a 1,000,000-row legal-status batch result in Chromium (the target: "streamed, page memory flat;
// report the page's peak JS heap"). A PostgreSQL database of its own (console_bench_export; BENCH_EXPORT_DB_NAME
// names another), never the main dataset: migrated, the bench staff member and one batch of 1,000,000 items (a
// failure every 7th row with the runner's refusal codes) inserted once and reused. The real server serves the built
// PWA; Chromium signs in through the login screen, opens the batch's result page, waits until the page has read its
// rows, then clicks CSV出力 while the page's JS heap is sampled through CDP (Runtime.getHeapUsage, every 50 ms)
// until the browser has written the whole file; the file is checked (BOM, header, one line per row).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { chromium, type Browser } from '@playwright/test';
import { startSmtpPeer } from '../tests/support/smtp-peer';
import { distDir, ensureDist, signInThroughUi } from './browser';
import { CHROMIUM_ARGS } from '../tests/support/chromium-args';
import { migratedBenchDatabase } from './audit-trail';
import { BENCH_STAFF_EMAIL, BENCH_STAFF_PASSWORD, startServer } from './measure';

const ROWS = 1_000_000;
/** A batch id as the console makes them (lsb_ + 13 digits). */
const BATCH_ID = 'lsb_1000000000000';
const SAMPLE_MS = 50;
const REFUSALS = ['NotFound', 'AccountClosed', 'FinalStatus', 'Duplicate', 'InvalidId'];

export interface ExportBenchResult {
  rows: number;
  chromium: string;
  /** Seconds from the click on CSV出力 to the whole file on disk. */
  seconds: number;
  bytes: number;
  lines: number;
  bom: boolean;
  /** JS heap of the page (MB): before the click (after a GC), the peak while downloading, and after. */
  heapBeforeMb: number;
  heapPeakMb: number;
  heapAfterMb: number;
  samples: number;
  /** The page's heap once it had read the table's 1,000,000 rows (what the page holds, apart from the export). */
  pageRowsSeconds: number;
  built: { seconds: number; reused: boolean };
  load: [number, number];
}

async function ensureDataset(serverUrl: string, dbName: string, log: (line: string) => void) {
  const url = await migratedBenchDatabase(serverUrl, dbName);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  try {
    const have = Number(
      (
        await client.query('select count(*) as n from legal_status_batch_items where batch_id = $1', [
          BATCH_ID,
        ])
      ).rows[0].n,
    );
    if (have === ROWS) {
      log(`  reusing ${dbName}: batch ${BATCH_ID} of ${ROWS.toLocaleString('en')} items`);
      return { url, seconds: 0, reused: true };
    }
    log(`  filling ${dbName}: batch ${BATCH_ID} of ${ROWS.toLocaleString('en')} items`);
    await client.query('begin');
    await client.query('delete from legal_status_batch_items where batch_id = $1', [BATCH_ID]);
    await client.query('delete from legal_status_batches where id = $1', [BATCH_ID]);
    const failures = Math.floor(ROWS / 7);
    await client.query(
      `insert into legal_status_batches (id, comment, length, created_by, total_parts, started_at, completed_at,
                                         successes, failures, success)
       values ($1, '=bench export', $2::int, $3, 1, now(), now(), $2::int - $4::int, $4::int, true)`,
      [BATCH_ID, ROWS, BENCH_STAFF_EMAIL, failures],
    );
    await client.query(
      `insert into legal_status_batch_items (batch_id, position, consumer_id, desired_status, success, error,
                                             processed_at)
       select $1, g, 'con_' || lpad(g::text, 16, '0'), 'CollectionPending', g % 7 <> 0,
              case when g % 7 = 0 then ($3::text[])[1 + (g / 7) % array_length($3::text[], 1)] end, now()
       from generate_series(1, $2::int) g`,
      [BATCH_ID, ROWS, REFUSALS],
    );
    await client.query('commit');
    await client.query('analyze legal_status_batch_items');
    return { url, seconds: (performance.now() - t0) / 1000, reused: false };
  } finally {
    await client.end();
  }
}

/** Lines of the file, and whether it starts with the UTF-8 BOM; read as a stream (the file is ~50 MB). */
async function checkFile(
  file: string,
): Promise<{ bytes: number; lines: number; bom: boolean; header: string }> {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(3);
  fs.readSync(fd, head, 0, 3, 0);
  fs.closeSync(fd);
  let lines = 0;
  let header = '';
  const reader = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of reader) {
    if (lines === 0) header = line.replace(/^\uFEFF/, '');
    lines++;
  }
  return { bytes: fs.statSync(file).size, lines, bom: head.equals(Buffer.from([0xef, 0xbb, 0xbf])), header };
}

export async function measureExport(options: {
  serverUrl: string;
  log: (line: string) => void;
}): Promise<ExportBenchResult> {
  const { log } = options;
  const load0 = os.loadavg()[0];
  const dbName = process.env.BENCH_EXPORT_DB_NAME || 'console_bench_export';
  const built = await ensureDataset(options.serverUrl, dbName, log);
  ensureDist(log);
  const smtp = await startSmtpPeer();
  const server = await startServer({ kind: 'postgres', url: built.url }, smtp.url, distDir);
  let browser: Browser | undefined;
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      downloadsPath: downloads,
    });
    const context = await browser.newContext({
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signInThroughUi(page, server.baseUrl, smtp, BENCH_STAFF_EMAIL, BENCH_STAFF_PASSWORD);
    log(`  Chromium ${browser.version()}: signed in; opening the result page of ${BATCH_ID}`);
    const t0 = performance.now();
    await page.goto(`${server.baseUrl}/legalStatusUpdateResult/${BATCH_ID}`);
    const button = page.getByRole('button', { name: 'CSV出力' });
    await button.waitFor();
    // The page reads its table's rows 5,000 at a time; the export is measured once it holds them all.
    await page.getByText(/Reading the rows/).waitFor({ state: 'detached', timeout: 600_000 });
    const pageRowsSeconds = (performance.now() - t0) / 1000;
    log(`  the page read its ${ROWS.toLocaleString('en')} rows in ${pageRowsSeconds.toFixed(1)} s`);

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = async () => ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
    const before = await heap();
    let peak = before;
    let samples = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await heap());
        samples++;
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      }
    })();
    const started = performance.now();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const file = await download.path();
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const after = await heap();
    const failure = await download.failure();
    if (failure) throw new Error(`download failed: ${failure}`);
    const checked = await checkFile(file);
    log(
      `  CSV出力: ${checked.lines.toLocaleString('en')} lines, ${(checked.bytes / 1e6).toFixed(1)} MB in ` +
        `${seconds.toFixed(1)} s; page heap ${(before / 1e6).toFixed(1)} MB before, peak ` +
        `${(peak / 1e6).toFixed(1)} MB (${samples} samples), ${(after / 1e6).toFixed(1)} MB after`,
    );
    if (checked.lines !== ROWS + 1) throw new Error(`expected ${ROWS + 1} lines, found ${checked.lines}`);
    return {
      rows: ROWS,
      chromium: browser.version(),
      seconds,
      bytes: checked.bytes,
      lines: checked.lines,
      bom: checked.bom,
      heapBeforeMb: before / 1e6,
      heapPeakMb: peak / 1e6,
      heapAfterMb: after / 1e6,
      samples,
      pageRowsSeconds,
      built: { seconds: built.seconds, reused: built.reused },
      load: [load0, os.loadavg()[0]],
    };
  } finally {
    await browser?.close();
    await server.stop();
    await smtp.close();
    fs.rmSync(downloads, { recursive: true, force: true });
  }
}

/** The report's section (between its markers). */
export function exportReportLines(result: ExportBenchResult | undefined, error?: string): string[] {
  const lines = [
    '<!-- export:start -->',
    '## CSV出力: 1,000,000-row legal-status result in Chromium (streamed exporter)',
    '',
    'The result page of a 1,000,000-item batch (PostgreSQL database `console_bench_export` of its own), signed in ' +
      'through the login screen. CSV出力 asks the server for a one-use link (POST /api/exports) and hands it to ' +
      "the browser's download manager; the server streams keyset pages of 5,000 rows (UTF-8 with BOM). The page's " +
      'JS heap is sampled through CDP (Runtime.getHeapUsage) every 50 ms from the click until the file is on disk; ' +
      '"before" follows a forced GC, once the page had read its table\'s rows (what the result page itself keeps).',
    '',
  ];
  if (!result) lines.push(`Failed: ${error ?? 'unknown error'}`, '');
  else
    lines.push(
      '| what | figure |',
      '|---|---|',
      `| rows exported (file lines incl. header) | ${result.rows.toLocaleString('en')} (${result.lines.toLocaleString('en')}) |`,
      `| file | ${(result.bytes / 1e6).toFixed(1)} MB, BOM ${result.bom ? 'yes' : 'NO'} |`,
      `| click → whole file on disk | ${result.seconds.toFixed(1)} s (${Math.round(result.rows / result.seconds).toLocaleString('en')} rows/s) |`,
      `| page JS heap before the click | ${result.heapBeforeMb.toFixed(1)} MB |`,
      `| **page JS heap, peak during the download** | **${result.heapPeakMb.toFixed(1)} MB** (+${(result.heapPeakMb - result.heapBeforeMb).toFixed(1)} MB; ${result.samples} samples) |`,
      `| page JS heap after | ${result.heapAfterMb.toFixed(1)} MB |`,
      `| the page reading its 1,000,000 table rows first (not the export) | ${result.pageRowsSeconds.toFixed(1)} s |`,
      '',
      `Chromium ${result.chromium}; dataset ${result.built.reused ? 'reused' : `built in ${result.built.seconds.toFixed(0)} s`}; ` +
        `load average ${result.load[0].toFixed(2)} → ${result.load[1].toFixed(2)} on ${os.cpus().length} cores ` +
        '(other helpers share the machine). Before this exporter the page built the file in memory (~60 MB of ' +
        'text plus a Blob).',
      '',
    );
  lines.push('<!-- export:end -->');
  return lines;
}
