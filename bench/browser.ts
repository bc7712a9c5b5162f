// The browser section of `npm run bench`: the built PWA in real Chromium (Playwright) against the real server
// (bench/server.ts, serving dist/) on the benchmark dataset, signed in through the login screen with the code
// from an SMTP peer. Measures, with in-page clocks (performance.now / event.timeStamp, never Playwright
// round-trips):
//   1. click or client-side navigation → the consumer's kanji name in the consumer page, for consumers never
//      opened by this browser user (cold) and for the same consumers reopened as recent cases after a full
//      reload (served from IndexedDB: the reload empties the in-memory query cache, and the ConsumerPage
//      query is never persisted to localStorage);
//   2. the number of <tr> in the payments table body while a 10,000-payment list is scrolled and paged;
//   3. for context, a cold first load of the consumer page in a fresh browser profile;
//   4. the bulk legal-status update's result page for a completed batch of 100,000 items (10,000 quick): full
//      load → first item row, and the <tr> in its table while the whole list is scrolled with the wheel.
// The long tables (2 and 4) are measured in bench/browser-tables.ts, with the in-page helpers of
// bench/browser-page.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { openDatabase } from '../server/db/client';
import { extractSignInCode, startSmtpPeer, type SmtpPeer } from '../tests/support/smtp-peer';
import { HOME_PATH } from '../src/app/paths';
import { HEAVY_CONSUMER_ID } from './dataset';
import { CHROMIUM_ARGS } from '../tests/support/chromium-args';
import { measureColdConsumer10k, type Cold10kResult } from './consumer-10k';
import { untilAutovacuumIdle } from './dataset-runner';
import { BROWSER_STAFF_EMAIL, MAIN_VIEWPORT, call, newContext, until } from './browser-page';
import {
  dropResultBatch,
  makeResultBatch,
  measureResultPage,
  measureRows,
  type ResultPageResult,
  type RowsResult,
} from './browser-tables';
import {
  BENCH_STAFF_PASSWORD,
  ensureStaff,
  query,
  startServer,
  stats,
  type BenchServer,
  type Stats,
  type Target,
} from './measure';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
export const distDir = path.join(root, 'dist');

export { BROWSER_STAFF_EMAIL } from './browser-page';

/** Reopening a recent case: time from the click to the consumer's name on screen, p95 (this machine). */
export const REOPEN_TARGET_MS = 100;
/** Rows in the payments table body at any time while scrolling and paging (strictly fewer). */
export const DOM_ROWS_TARGET = 100;

const ROW_VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

export interface BrowserOptions {
  target: Target;
  quick: boolean;
  log: (line: string) => void;
}

/** One way of opening consumer pages, timed in the page. */
export interface OpenResult {
  label: string;
  how: string;
  /** Click/navigation start → the name in the DOM (MutationObserver). */
  dom: Stats;
  /** Click/navigation start → after the next frame was painted (rAF, then a message-channel task). */
  painted: Stats;
  /** Samples rendered from the stored copy in IndexedDB (see servedLocally). */
  fromLocal: number;
  /** The IndexedDB read of the stored copy (samples where it came first). */
  storedRead: Stats;
  /** Samples where a /graphql answer had already reached the browser when the name appeared. */
  afterNetwork: number;
  target?: number;
}

export interface FirstLoadResult {
  n: number;
  fcp: Stats;
  content: Stats;
  domContentLoaded: Stats;
}

export interface BrowserResult {
  chromium: string;
  build: { built: boolean; seconds: number; reason: string };
  viewport: string;
  signInSeconds: number;
  consumers: { count: number; meanPayments: number };
  opens: OpenResult[];
  heavyOpens: OpenResult[];
  heavyPayments: number;
  queryCacheCheck: string;
  rows: RowsResult[];
  /** The consumer with 10,000 payments opened cold (bench/consumer-10k.ts). */
  cold10k?: Cold10kResult;
  firstLoad?: FirstLoadResult;
  /** The legal-status batch result page, per row viewport. */
  resultPages: ResultPageResult[];
  errors: string[];
}

// ---- the PWA build ---------------------------------------------------------------------------------------------

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** Runs `npm run build` when dist/ is missing or older than any of the client's inputs. */
export function ensureDist(log: (line: string) => void): BrowserResult['build'] {
  const built = path.join(distDir, 'index.html');
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];
  const newestInput = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const reason = !builtAt ? 'dist/ missing' : newestInput > builtAt ? 'dist/ older than the sources' : '';
  if (!reason) {
    log('  dist/ is up to date');
    return { built: false, seconds: 0, reason: 'dist/ up to date' };
  }
  log(`  ${reason}: npm run build`);
  const t0 = performance.now();
  const run = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', env: process.env });
  const seconds = (performance.now() - t0) / 1000;
  if (run.status !== 0 || !fs.existsSync(built)) {
    const tail = `${run.stdout ?? ''}\n${run.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`npm run build failed (exit ${run.status}):\n${tail}`);
  }
  log(`  built in ${seconds.toFixed(0)} s`);
  return { built: true, seconds, reason };
}

interface WatchOutcome {
  /** Duration of the IndexedDB read of this consumer's stored copy, when it ended before the name appeared. */
  storedRead: number | null;
  dom: number;
  painted: number;
  freshness: string;
  graphqlAnswersBefore: number;
  hasT0: boolean;
  error?: string;
}

async function outcome(page: Page): Promise<WatchOutcome> {
  const r = await call<WatchOutcome>(page, 'result');
  if (r.error) throw new Error(r.error);
  if (!r.hasT0) throw new Error('no click was seen');
  return r;
}

// ---- sign-in and navigation ----------------------------------------------------------------------------------

/** The login screen: e-mail and password, the 4-digit code from the mail, then the success notice. */
export async function signInThroughUi(
  page: Page,
  baseUrl: string,
  smtp: SmtpPeer,
  email: string,
  password: string,
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  const after = Date.now();
  await page.getByRole('button', { name: 'ログイン' }).click();
  // The code step, or the login screen's refusal (wrong password, rate limit, lock): report the latter.
  const codeBox = page.getByLabel('認証コード 1桁目');
  const refusal = page.locator('.login-card [role="alert"]');
  await codeBox.or(refusal).first().waitFor({ timeout: 30_000 });
  if (!(await codeBox.isVisible()))
    throw new Error(`sign-in refused: ${await refusal.first().textContent()}`);
  const mail = await smtp.waitForMail(email, { after, timeoutMs: 30_000 });
  const code = extractSignInCode(mail.text);
  for (let i = 0; i < 4; i++) await page.getByLabel(`認証コード ${i + 1}桁目`).fill(code[i]);
  await page.getByRole('button', { name: '認証する' }).click();
  const success = page.getByText('ログインに成功しました');
  await success.waitFor();
  // It also proceeds by itself after 2 s: a click that finds it gone is fine.
  await success.click({ timeout: 3_000 }).catch(() => undefined);
  // Sign-in lands on /search (the search tab is in its query string).
  await page.waitForURL(/\/search(\/payments)?(\?.*)?$/, { timeout: 30_000 });
  await page.getByRole('button', { name: /最近のケース/ }).waitFor();
}

/** Back to a page without a consumer (the logo link: a real in-app navigation), then a short settle. */
async function toNeutral(page: Page) {
  await page.locator('a.app-header__logo').click();
  // The logo goes to the search page (HOME_PATH, /search).
  await until(page, `location.pathname === '${HOME_PATH}' && !document.querySelector('.consumer-page')`);
  await page.waitForTimeout(150);
}

/** Waits until the consumer page shows live data (no "stored copy, refreshing" line). */
async function waitLive(page: Page) {
  await until(page, `!document.querySelector('.freshness')`);
}

async function waitStored(page: Page, id: string) {
  const t0 = Date.now();
  while (!(await call<boolean>(page, 'stored', 'consumer', id))) {
    if (Date.now() - t0 > 60_000) throw new Error(`consumer ${id} was not stored in IndexedDB within 60 s`);
    await page.waitForTimeout(50);
  }
}

interface Sampled {
  id: string;
  name: string;
}

/** Opens `c` by a client-side navigation from a neutral page; times it in the page. */
async function openByNavigation(page: Page, c: Sampled): Promise<WatchOutcome> {
  await toNeutral(page);
  await call(page, 'open', c.id, c.name, `/consumers/${encodeURIComponent(c.id)}`);
  return outcome(page);
}

/** Opens `c` from the header's recent cases list (a real mouse click); timed from the click event. */
async function openFromRecentList(page: Page, c: Sampled): Promise<WatchOutcome> {
  await toNeutral(page);
  await page.getByRole('button', { name: /最近のケース/ }).click();
  const panel = page.getByRole('region', { name: '最近開いたケース' });
  const link = panel.locator(`a[href="/consumers/${encodeURIComponent(c.id)}/details"]`);
  await link.waitFor();
  await call(page, 'watch', c.id, c.name, 'click');
  await link.click();
  return outcome(page);
}

/** Full reload (a new JS heap: the in-memory query cache is gone), then the app is ready again. */
async function reload(page: Page, recentCount: number) {
  // From the search page: reloading a consumer page would fetch that consumer into the new query cache.
  await toNeutral(page);
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /最近のケース/ }).waitFor();
  await until(page, `Number(document.querySelector('.recent-menu__count')?.textContent) >= ${recentCount}`);
}

function summarise(
  label: string,
  how: string,
  samples: WatchOutcome[],
  local: (o: WatchOutcome) => boolean,
  target?: number,
): OpenResult {
  return {
    label,
    how,
    dom: stats(
      samples.map((s) => s.dom),
      0,
    ),
    painted: stats(
      samples.map((s) => s.painted),
      0,
    ),
    fromLocal: samples.filter(local).length,
    storedRead: stats(
      samples.flatMap((s) => (s.storedRead === null ? [] : [s.storedRead])),
      0,
    ),
    afterNetwork: samples.filter((s) => s.graphqlAnswersBefore > 0).length,
    target,
  };
}

/**
 * Rendered from the stored copy: the name came with the "stored copy, refreshing" line, which only placeholder
 * data shows (no ConsumerPage query survives the reload). The copy comes from the page's own IndexedDB read, or,
 * for a click in the recent list, from the row the list read from IndexedDB and hands over (no read of its own).
 */
const servedLocally = (o: WatchOutcome) => o.freshness.includes('最新のデータを取得中');

// ---- the payments list ---------------------------------------------------------------------------------------

// ---- first load in a fresh profile ------------------------------------------------------------------------------

async function firstLoad(
  browser: Browser,
  baseUrl: string,
  storageState: string,
  c: Sampled,
): Promise<{ fcp: number; content: number; domContentLoaded: number }> {
  const context = await newContext(browser, MAIN_VIEWPORT, storageState);
  try {
    // Starts the watch at navigation start whichever of the two init scripts runs first.
    const page = await context.newPage();
    await page.addInitScript({
      content: `window.__benchAutoWatch = ${JSON.stringify({ id: c.id, name: c.name })};
        if (window.__bench && window.__bench.watch && !window.__bench.current)
          window.__bench.watch(${JSON.stringify(c.id)}, ${JSON.stringify(c.name)}, 'now', true);`,
    });
    await page.goto(`${baseUrl}/consumers/${encodeURIComponent(c.id)}/details`);
    const r = await outcome(page);
    const timing = (await page.evaluate(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const nav = performance.getEntriesByType('navigation')[0];
      return { fcp: fcp ? fcp.startTime : NaN, dcl: nav ? nav.domContentLoadedEventEnd : NaN };
    })()`)) as { fcp: number; dcl: number };
    return { fcp: timing.fcp, content: r.painted, domContentLoaded: timing.dcl };
  } finally {
    await context.close();
  }
}

// ---- the run ------------------------------------------------------------------------------------------------------

async function pickConsumers(target: Target, count: number) {
  const db = await openDatabase(
    target.kind === 'postgres' ? { url: target.url, poolSize: 2 } : { dataDir: target.dataDir },
  );
  try {
    await ensureStaff(db, BROWSER_STAFF_EMAIL);
    // Random consumers of the dataset with a kanji name, other than those the HTTP part rotates over.
    const list = await query<{ id: string; name: string; payments: string | number }>(
      db,
      `SELECT c.id, c.kanji_name AS name,
         (SELECT count(*) FROM payments p WHERE p.consumer_id = c.id) AS payments
       FROM consumers c TABLESAMPLE SYSTEM (2) REPEATABLE (53)
       WHERE c.kanji_name IS NOT NULL AND c.id <> '${HEAVY_CONSUMER_ID}'
       ORDER BY md5(c.id || 'browser') LIMIT ${count}`,
    );
    const [heavy] = await query<{ id: string; name: string | null; payments: string | number }>(
      db,
      `SELECT c.id, c.kanji_name AS name, (SELECT count(*) FROM payments p WHERE p.consumer_id = c.id) AS payments
       FROM consumers c WHERE c.id = '${HEAVY_CONSUMER_ID}'`,
    );
    return {
      list: list.map((r) => ({ id: r.id, name: r.name.trim(), payments: Number(r.payments) })),
      heavy: heavy?.name
        ? { id: heavy.id, name: heavy.name.trim(), payments: Number(heavy.payments) }
        : undefined,
    };
  } finally {
    await db.close();
  }
}

export async function measureBrowser(options: BrowserOptions): Promise<BrowserResult> {
  const { target, quick, log } = options;
  const samples = quick ? 8 : 20;
  const firstLoads = quick ? 3 : 8;
  const heavyReopens = quick ? 2 : 3;
  const rowPages = quick ? 3 : 10;
  const resultItems = quick ? 10_000 : 100_000;
  const resultLoads = 5;
  const result: BrowserResult = {
    chromium: '',
    build: { built: false, seconds: 0, reason: '' },
    viewport: `${MAIN_VIEWPORT.width}×${MAIN_VIEWPORT.height}`,
    signInSeconds: NaN,
    consumers: { count: 0, meanPayments: NaN },
    opens: [],
    heavyOpens: [],
    heavyPayments: 0,
    queryCacheCheck: '',
    rows: [],
    resultPages: [],
    errors: [],
  };

  result.build = ensureDist(log);
  // 1 warm-up consumer, the samples, the first loads: all distinct.
  const picked = await pickConsumers(target, 1 + samples + firstLoads);
  const [warmup, ...rest] = picked.list;
  const sampled = rest.slice(0, samples);
  const fresh = rest.slice(samples);
  result.consumers = {
    count: sampled.length,
    meanPayments: sampled.reduce((s, c) => s + c.payments, 0) / (sampled.length || 1),
  };
  if (!warmup || sampled.length < samples) throw new Error('not enough consumers with a kanji name');

  // The result page's batch, in the database before the server starts (PGlite: one process at a time).
  let resultBatch: { id: string; items: number; failures: number } | undefined;
  try {
    resultBatch = { ...(await makeResultBatch(target, resultItems)), items: resultItems };
    log(`  result page: batch ${resultBatch.id} of ${resultItems.toLocaleString('en')} items inserted`);
  } catch (error) {
    result.errors.push(`result page batch: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (target.kind === 'postgres') await untilAutovacuumIdle(target.url, log);

  const smtp = await startSmtpPeer();
  let server: BenchServer | undefined;
  let browser: Browser | undefined;
  let stateDir: string | undefined;
  try {
    server = await startServer(target, smtp.url, distDir);
    const { baseUrl } = server;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    result.chromium = browser.version();
    log(
      `  Chromium ${result.chromium}; server on ${baseUrl}; signing in as ${BROWSER_STAFF_EMAIL} through the UI`,
    );

    const context: BrowserContext = await newContext(browser);
    const page = await context.newPage();
    const t0 = performance.now();
    await signInThroughUi(page, baseUrl, smtp, BROWSER_STAFF_EMAIL, BENCH_STAFF_PASSWORD);
    result.signInSeconds = (performance.now() - t0) / 1000;
    // The signed-in profile's cookies and localStorage, for the fresh profiles below (removed at the end).
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-browser-'));
    const storageState = path.join(stateDir, 'state.json');
    await context.storageState({ path: storageState });

    try {
      // Warm-up: loads the consumer pages' code once (a lazy chunk), not measured.
      await openByNavigation(page, warmup);
      await waitStored(page, warmup.id);

      // 1a. Cold: never opened by this browser user (fresh profile: not in IndexedDB, not in the query cache).
      const cold: WatchOutcome[] = [];
      for (const c of sampled) {
        cold.push(await openByNavigation(page, c));
        await waitStored(page, c.id);
      }
      result.opens.push(
        summarise(
          'cold',
          'client-side navigation (pushState + popstate) from the search page to /consumers/{id}, never opened before',
          cold,
          servedLocally,
        ),
      );
      log(
        `  cold:   p50 ${result.opens[0].painted.p50.toFixed(1)}  p95 ${result.opens[0].painted.p95.toFixed(1)} ms`,
      );

      // 1b. Reopen from the header's recent list after a full reload.
      await reload(page, 1 + samples);
      const persisted = await call<number>(page, 'persistedConsumerPages');
      result.queryCacheCheck =
        `after each reload the persisted query cache held ${persisted} ConsumerPage queries` +
        ` and every sampled consumer was in IndexedDB`;
      await openFromRecentList(page, warmup);
      await waitLive(page);
      const reopenClick: WatchOutcome[] = [];
      for (const c of sampled) {
        reopenClick.push(await openFromRecentList(page, c));
        await waitLive(page);
      }
      result.opens.push(
        summarise(
          'reopen, recent list',
          'click on the consumer in the header’s 最近開いたケース list, after a full reload',
          reopenClick,
          servedLocally,
          REOPEN_TARGET_MS,
        ),
      );
      log(
        `  reopen (recent list): p50 ${result.opens[1].painted.p50.toFixed(1)}  p95 ${result.opens[1].painted.p95.toFixed(1)} ms`,
      );

      // 1c. Reopen by the same client-side navigation as the cold samples, after another full reload.
      await reload(page, 1 + samples);
      const persistedAgain = await call<number>(page, 'persistedConsumerPages');
      if (persistedAgain !== persisted) result.queryCacheCheck += ` (second reload: ${persistedAgain})`;
      await openByNavigation(page, warmup);
      await waitLive(page);
      const reopenNav: WatchOutcome[] = [];
      for (const c of sampled) {
        reopenNav.push(await openByNavigation(page, c));
        await waitLive(page);
      }
      result.opens.push(
        summarise(
          'reopen, navigation',
          'the cold samples’ client-side navigation again, after a full reload',
          reopenNav,
          servedLocally,
          REOPEN_TARGET_MS,
        ),
      );
      log(
        `  reopen (navigation):  p50 ${result.opens[2].painted.p50.toFixed(1)}  p95 ${result.opens[2].painted.p95.toFixed(1)} ms`,
      );

      // Context: the consumer with 10,000 payments, cold once, then reopened from the list after reloads.
      if (picked.heavy) {
        const heavy = picked.heavy;
        result.heavyPayments = heavy.payments;
        const heavyCold = await openByNavigation(page, heavy);
        await waitStored(page, heavy.id);
        result.heavyOpens.push(summarise('cold', 'client-side navigation', [heavyCold], servedLocally));
        const heavyReopen: WatchOutcome[] = [];
        for (let i = 0; i < heavyReopens; i++) {
          await reload(page, 2 + samples);
          await openFromRecentList(page, warmup);
          await waitLive(page);
          heavyReopen.push(await openFromRecentList(page, heavy));
          await waitLive(page);
        }
        result.heavyOpens.push(
          summarise('reopen, recent list', 'after a full reload each', heavyReopen, servedLocally),
        );
        log(
          `  10,000 payments: cold ${heavyCold.painted.toFixed(0)} ms, reopen p50 ${result.heavyOpens[1].painted.p50.toFixed(0)} ms`,
        );
      }
    } finally {
      await context.close();
    }

    // 3. First loads in fresh profiles (session cookie and user id copied from the signed-in profile).
    const loads: { fcp: number; content: number; domContentLoaded: number }[] = [];
    for (const c of fresh) loads.push(await firstLoad(browser, baseUrl, storageState, c));
    result.firstLoad = {
      n: loads.length,
      fcp: stats(
        loads.map((l) => l.fcp),
        0,
      ),
      content: stats(
        loads.map((l) => l.content),
        0,
      ),
      domContentLoaded: stats(
        loads.map((l) => l.domContentLoaded),
        0,
      ),
    };
    log(
      `  first load: FCP p50 ${result.firstLoad.fcp.p50.toFixed(0)} ms, name p50 ${result.firstLoad.content.p50.toFixed(0)} ms`,
    );

    // 2. DOM rows of the long payment list, after its cold open (name painted, first payment row).
    if (picked.heavy) {
      result.cold10k = await measureColdConsumer10k(browser, baseUrl, storageState, picked.heavy.id, 10, log);
      for (const viewport of ROW_VIEWPORTS)
        result.rows.push(
          await measureRows(browser, baseUrl, storageState, viewport, picked.heavy, rowPages, log),
        );
    } else {
      result.errors.push(`no heavy consumer ${HEAVY_CONSUMER_ID} in the dataset`);
    }

    // 4. The legal-status batch result page: first rows after a full load, and its table's rows in the DOM.
    if (resultBatch)
      for (const viewport of ROW_VIEWPORTS)
        result.resultPages.push(
          await measureResultPage(browser, baseUrl, storageState, viewport, resultBatch, resultLoads, log),
        );
  } catch (error) {
    result.errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    log(`  browser measurement failed: ${result.errors.at(-1)}`);
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    await smtp.close();
    if (stateDir) fs.rmSync(stateDir, { recursive: true, force: true });
    if (resultBatch)
      await dropResultBatch(target).catch((e) => result.errors.push(`result page cleanup: ${e}`));
  }
  return result;
}
