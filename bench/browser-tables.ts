// The long tables of the browser section (bench/browser.ts): the payments tab of the 10,000-payment consumer and
// the bulk legal-status update's result page, each scrolled through while the <tr> in its body are counted.

import type { Browser } from '@playwright/test';
import { openDatabase, type Database } from '../server/db/client';
import { BROWSER_STAFF_EMAIL, call, newContext, until } from './browser-page';
import { query, stats, type Stats, type Target } from './measure';

export interface RowsResult {
  viewport: string;
  consumerId: string;
  payments: number;
  pageCount: number;
  pagesVisited: number;
  /** Rows of the pages visited that were rendered at some point (data-index seen), of 100 a page. */
  rowsReached: string;
  samples: number;
  maxRows: number;
  maxDataRows: number;
  /** Full load of /consumers/{id}/payments in a fresh profile → first payment row in the DOM. */
  firstRowMs: number;
  seconds: number;
}

export async function measureRows(
  browser: Browser,
  baseUrl: string,
  storageState: string,
  viewport: { width: number; height: number },
  heavy: { id: string; payments: number },
  pages: number,
  log: (line: string) => void,
): Promise<RowsResult> {
  const context = await newContext(browser, viewport, storageState);
  const t0 = performance.now();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/consumers/${heavy.id}/payments`);
    const table = page.locator('table[aria-label="Payments"]');
    await table.locator('tbody tr[data-index]').first().waitFor({ timeout: 120_000 });
    const firstRowMs = (await page.evaluate(`performance.now()`)) as number;
    // The payments tab has no pager any more (one list that asks the next page as it scrolls): one "page".
    const pager = page.getByRole('navigation', { name: 'Payments ページ送り (下)' });
    const pageCount = (await pager.count())
      ? Number(await pager.locator('.pager__page').last().textContent())
      : 1;
    await call(page, 'startRows');
    const box = await table.boundingBox();
    const x = box ? box.x + Math.min(box.width / 2, 400) : viewport.width / 2;
    let reached = 0;
    let visited = 0;
    for (let p = 1; p <= pages && p <= pageCount; p++) {
      visited++;
      // From the top of the page to the bottom: slow wheel steps on odd pages, fast flings on even ones.
      await page.evaluate('window.scrollTo(0, 0)');
      await page.waitForTimeout(100);
      await page.mouse.move(x, viewport.height / 2);
      const [step, pause] = p % 2 ? [240, 30] : [1200, 0];
      for (let i = 0; i < 400 && !(await call<boolean>(page, 'atBottom')); i++) {
        await page.mouse.wheel(0, step);
        if (pause) await page.waitForTimeout(pause);
      }
      // Back up half way with the wheel, then down again, so both directions are sampled.
      for (let i = 0; i < 8; i++) await page.mouse.wheel(0, -step);
      for (let i = 0; i < 400 && !(await call<boolean>(page, 'atBottom')); i++)
        await page.mouse.wheel(0, step);
      await page.waitForTimeout(200);
      const { seen } = await call<{ seen: number; pageMax: number }>(page, 'pageRows');
      reached += seen;
      if (p < pages && p < pageCount) {
        const before = await call<string>(page, 'firstPaymentId');
        await page
          .getByRole('navigation', { name: 'Payments ページ送り (下)' })
          .getByRole('button', { name: 'Next' })
          .click();
        await until(
          page,
          `window.__bench.firstPaymentId() !== ${JSON.stringify(before)} && window.__bench.firstPaymentId() !== ''`,
        );
      }
    }
    const rows = await call<{ max: number; maxData: number; samples: number }>(page, 'stopRows');
    const result: RowsResult = {
      viewport: `${viewport.width}×${viewport.height}`,
      consumerId: heavy.id,
      payments: heavy.payments,
      pageCount,
      pagesVisited: visited,
      rowsReached: `${reached} of ${visited * 100}`,
      samples: rows.samples,
      maxRows: rows.max,
      maxDataRows: rows.maxData,
      firstRowMs,
      seconds: (performance.now() - t0) / 1000,
    };
    log(
      `  payments table ${result.viewport}: max ${result.maxRows} <tr> in the body (${result.maxDataRows} payment rows), ` +
        `${result.samples} samples over ${visited} pages, rows reached ${result.rowsReached}`,
    );
    return result;
  } finally {
    await context.close();
  }
}
// ---- the legal-status batch result page ------------------------------------------------------------------------

/** Marks the result-page batch, so a run that died before its cleanup is cleaned up by the next one. */
const RESULT_BATCH_COMMENT = 'bench: result page';
/** The page's result table (LEGAL_STATUS_UPDATE_TEXTS.results) and its item rows. */
const RESULT_TABLE = 'table[aria-label="Consumers"]';
const RESULT_ROW = `${RESULT_TABLE} tbody tr[data-index]`;
/** react-virtuoso's scroller around that table (VirtualTable's class). */
const RESULT_SCROLLER = '.legal-status-result .virtual-table';
/** 1 item in 50 failed, as the job runner would record a consumer whose legal status is final. */
const RESULT_FAILURE_EVERY = 50;

export interface ResultPageResult {
  viewport: string;
  items: number;
  failures: number;
  /** Full loads after an unmeasured warm-up load: navigation start → the first item row in the DOM. */
  firstRows: Stats;
  /** /graphql requests answered before the first row (max over the loads), their bytes and the slowest. */
  requests: number;
  transferBytes: number;
  bodyBytes: number;
  slowestRequestMs: number;
  /** Long tasks before the first row (max over the loads): the longest one and their sum. */
  longestTaskMs: number;
  longTaskTotalMs: number;
  maxRows: number;
  maxDataRows: number;
  /** Distinct item rows rendered at some point while scrolling (data-index seen). */
  rowsReached: number;
  wheelSteps: number;
  reachedBottom: boolean;
  samples: number;
  seconds: number;
}

function dbFor(target: Target) {
  return openDatabase(
    target.kind === 'postgres' ? { url: target.url, poolSize: 2 } : { dataDir: target.dataDir },
  );
}

/** Removes the result-page batches (items and parts first: their foreign keys); by primary key, no scans of items. */
async function removeResultBatches(db: Database) {
  // legal_status_batches is small (the history list): finding the bench's own rows by comment is cheap.
  const mine = `SELECT id FROM legal_status_batches
                WHERE created_by = '${BROWSER_STAFF_EMAIL}' AND comment = '${RESULT_BATCH_COMMENT}'`;
  await query(
    db,
    `WITH i AS (DELETE FROM legal_status_batch_items WHERE batch_id IN (${mine})),
          p AS (DELETE FROM legal_status_batch_parts WHERE batch_id IN (${mine}))
     DELETE FROM legal_status_batches WHERE id IN (${mine})`,
  );
}

/**
 * A completed batch of `items` rows as the job runner leaves one (every item processed, Success or Failure with its
 * error text, counters, completed_at; its parts as received), for the dataset's own consumers (md5 ids, first in id
 * order: an index scan). Inserted with SQL: applying 100,000 items is what bench/legal-status.ts measures.
 */
export async function makeResultBatch(
  target: Target,
  items: number,
): Promise<{ id: string; failures: number }> {
  const db = await dbFor(target);
  try {
    await removeResultBatches(db);
    const id = `lsb_${Date.now()}`;
    const failures = Math.floor(items / RESULT_FAILURE_EVERY);
    const parts = Math.ceil(items / 1_500);
    // One statement: the batch row is there when the items' foreign key is checked at its end.
    await query(
      db,
      `WITH b AS (
         INSERT INTO legal_status_batches (id, comment, length, created_by, total_parts, created_at, started_at,
                                           completed_at, successes, failures, success)
         VALUES ('${id}', '${RESULT_BATCH_COMMENT}', ${items}, '${BROWSER_STAFF_EMAIL}', ${parts},
                 now() - interval '3 minutes', now() - interval '2 minutes', now() - interval '1 minute',
                 ${items - failures}, ${failures}, true)),
       p AS (
         INSERT INTO legal_status_batch_parts (batch_id, index, first_row, rows, received_at)
         SELECT '${id}', k, k * 1500 + 1, least(1500, ${items} - k * 1500), now() - interval '2 minutes'
         FROM generate_series(0, ${parts - 1}) k)
       INSERT INTO legal_status_batch_items (batch_id, position, consumer_id, desired_status, previous_status,
                                             success, error, processed_at)
       SELECT '${id}', n, c.id,
              CASE WHEN n % 2 = 0 THEN 'CollectionPending' ELSE 'Reconciliation' END,
              CASE WHEN n % ${RESULT_FAILURE_EVERY} = 0 THEN 'Dead' ELSE 'Normal' END,
              n % ${RESULT_FAILURE_EVERY} <> 0,
              CASE WHEN n % ${RESULT_FAILURE_EVERY} = 0 THEN 'FinalStatus' END,
              now() - interval '1 minute'
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n
             FROM (SELECT id FROM consumers WHERE id ~ '^con_[0-9a-f]{16}$' ORDER BY id LIMIT ${items}) s) c`,
    );
    const [made] = await query<{ n: string | number }>(
      db,
      `SELECT count(*) AS n FROM legal_status_batch_items WHERE batch_id = '${id}'`,
    );
    if (Number(made.n) !== items) {
      await removeResultBatches(db);
      throw new Error(`the dataset has ${made.n} consumers for a ${items}-item batch`);
    }
    // The last run's batch deleted, this one's inserted: vacuumed now, not by autovacuum while the browser measures.
    await query(
      db,
      'VACUUM (ANALYZE) legal_status_batch_items, legal_status_batch_parts, legal_status_batches',
    );
    return { id, failures };
  } finally {
    await db.close();
  }
}

export async function dropResultBatch(target: Target) {
  const db = await dbFor(target);
  try {
    await removeResultBatches(db);
  } finally {
    await db.close();
  }
}

interface FirstRowOutcome {
  at: number;
  requests: number;
  transferBytes: number;
  bodyBytes: number;
  slowestRequest: number;
  longestTask: number;
  longTaskTotal: number;
  error?: string;
}

/**
 * `/legalStatusUpdateResult/{id}` in a signed-in profile: full loads timed in the page from navigation start to the
 * first item row, then the table's box scrolled to its end with the mouse wheel while its <tr> are counted.
 */
export async function measureResultPage(
  browser: Browser,
  baseUrl: string,
  storageState: string,
  viewport: { width: number; height: number },
  batch: { id: string; items: number; failures: number },
  loads: number,
  log: (line: string) => void,
): Promise<ResultPageResult> {
  const context = await newContext(browser, viewport, storageState);
  const t0 = performance.now();
  try {
    const page = await context.newPage();
    // Every document of this page watches for the first item row from its start (whichever init script runs first).
    await page.addInitScript({
      content: `window.__benchFirst = ${JSON.stringify(RESULT_ROW)};
        if (window.__bench && window.__bench.watchFirst && !window.__bench.first)
          window.__bench.watchFirst(window.__benchFirst);`,
    });
    const url = `${baseUrl}/legalStatusUpdateResult/${batch.id}`;
    const firsts: FirstRowOutcome[] = [];
    // Load 0 is the warm-up: it fills the HTTP cache with the app's code (staff have used the console before).
    for (let i = 0; i <= loads; i++) {
      await page.goto(url);
      const r = await call<FirstRowOutcome>(page, 'firstResult');
      if (r.error) throw new Error(r.error);
      if (i > 0) firsts.push(r);
    }

    // The table's box, in view, under the mouse; then its body rows counted while the wheel scrolls it.
    const scroller = page.locator(RESULT_SCROLLER);
    await scroller.scrollIntoViewIfNeeded();
    const box = await scroller.boundingBox();
    if (!box) throw new Error('no result table box');
    const top = Math.max(box.y, 0);
    const bottom = Math.min(box.y + box.height, viewport.height);
    await page.mouse.move(box.x + box.width / 2, (top + bottom) / 2);
    await call(page, 'startRows', RESULT_TABLE);
    const atBottom = () => call<boolean>(page, 'boxAtBottom', RESULT_SCROLLER);
    let steps = 0;
    // Slow wheel steps at the top, then flings to the end (asked every 10 steps: fewer round trips), then 8 back
    // up and down to the end again, as measureRows does on one page.
    for (let i = 0; i < 40; i++, steps++) {
      await page.mouse.wheel(0, 240);
      await page.waitForTimeout(30);
    }
    const height = (await page.evaluate(
      `document.querySelector(${JSON.stringify(RESULT_SCROLLER)}).scrollHeight`,
    )) as number;
    const limit = Math.ceil(height / 12_000) * 2 + 10;
    for (let i = 0; i < limit && !(await atBottom()); i++)
      for (let k = 0; k < 10; k++, steps++) await page.mouse.wheel(0, 1_200);
    for (let i = 0; i < 8; i++, steps++) await page.mouse.wheel(0, -1_200);
    for (let i = 0; i < 100 && !(await atBottom()); i++, steps++) await page.mouse.wheel(0, 1_200);
    await page.waitForTimeout(200);
    const reachedBottom = await atBottom();
    const { seen } = await call<{ seen: number; pageMax: number }>(page, 'pageRows');
    const rows = await call<{ max: number; maxData: number; samples: number }>(page, 'stopRows');
    const result: ResultPageResult = {
      viewport: `${viewport.width}×${viewport.height}`,
      items: batch.items,
      failures: batch.failures,
      firstRows: stats(
        firsts.map((f) => f.at),
        0,
      ),
      requests: Math.max(...firsts.map((f) => f.requests)),
      transferBytes: Math.max(...firsts.map((f) => f.transferBytes)),
      bodyBytes: Math.max(...firsts.map((f) => f.bodyBytes)),
      slowestRequestMs: Math.max(...firsts.map((f) => f.slowestRequest)),
      longestTaskMs: Math.max(...firsts.map((f) => f.longestTask)),
      longTaskTotalMs: Math.max(...firsts.map((f) => f.longTaskTotal)),
      maxRows: rows.max,
      maxDataRows: rows.maxData,
      rowsReached: seen,
      wheelSteps: steps,
      reachedBottom,
      samples: rows.samples,
      seconds: (performance.now() - t0) / 1000,
    };
    log(
      `  result page ${result.viewport}: first rows p50 ${result.firstRows.p50.toFixed(0)} ms (max ` +
        `${result.firstRows.max.toFixed(0)}), ${result.requests} /graphql requests ` +
        `${(result.bodyBytes / 1e6).toFixed(1)} MB; max ${result.maxRows} <tr> (${result.maxDataRows} item rows), ` +
        `rows reached ${result.rowsReached} of ${result.items}${reachedBottom ? '' : ' (bottom NOT reached)'}`,
    );
    return result;
  } finally {
    await context.close();
  }
}
