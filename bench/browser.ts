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
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { openDatabase, type Database } from '../server/db/client';
import { extractSignInCode, startSmtpPeer, type SmtpPeer } from '../tests/support/smtp-peer';
import { HOME_PATH } from '../src/app/paths';
import { HEAVY_CONSUMER_ID } from './dataset';
import { measureColdConsumer10k, type Cold10kResult } from './consumer-10k';
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

/** A staff user of its own, so the browser's sign-ins never count against the HTTP measurement's account. */
export const BROWSER_STAFF_EMAIL = 'bench-browser@example.com';

/** Reopening a recent case: time from the click to the consumer's name on screen, p95 (this machine). */
export const REOPEN_TARGET_MS = 100;
/** Rows in the payments table body at any time while scrolling and paging (strictly fewer). */
export const DOM_ROWS_TARGET = 100;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const MAIN_VIEWPORT = { width: 1280, height: 720 };
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

// ---- the in-page helpers ---------------------------------------------------------------------------------------

// Plain JavaScript (not compiled: tsx would wrap named functions in a helper the page lacks), installed in every
// page before the app's own scripts. All times are performance.now() of the page.
const PAGE_LIBRARY = String.raw`
(() => {
  const B = (window.__bench = window.__bench || {});
  performance.setResourceTimingBufferSize(100000);
  // Reads of the recent-cases store (IndexedDB object store 'recentLookups'): key, start and end, so a sample can
  // tell whether the stored copy was read before the name appeared.
  B.reads = [];
  const get = IDBObjectStore.prototype.get;
  IDBObjectStore.prototype.get = function () {
    const request = get.apply(this, arguments);
    if (this.name === 'recentLookups') {
      const read = { key: JSON.stringify(arguments[0]), start: performance.now(), end: undefined };
      B.reads.push(read);
      request.addEventListener('success', () => (read.end = performance.now()));
    }
    return request;
  };
  // The time of the latest click on a link (capture phase: before the app's own handlers run).
  window.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) B.lastLinkClick = event.timeStamp;
  }, true);

  function shown(id, name) {
    if (!location.pathname.startsWith('/consumers/' + id)) return false;
    const header = document.querySelector('.consumer-header');
    if (!header || !header.textContent.includes(id)) return false;
    const info = header.querySelector('.consumer-info');
    return !!info && info.textContent.includes(name) && info.getClientRects().length > 0;
  }

  /** Watches for the consumer's name; t0 is now ('now') or the next link click ('click'). */
  B.watch = (id, name, mode, startAtZero) => {
    performance.clearResourceTimings();
    const w = { id, name, mode, t0: startAtZero ? 0 : mode === 'now' ? performance.now() : undefined };
    B.lastLinkClick = undefined;
    B.reads = [];
    B.current = w;
    w.done = new Promise((resolve) => {
      let observer;
      const finish = () => {
        if (w.dom !== undefined || !shown(id, name)) return;
        w.dom = performance.now();
        if (w.t0 === undefined) w.t0 = B.lastLinkClick;
        // The page's "n 分以内のデータ · 最新のデータを取得中…" line: shown with the stored copy (placeholder data).
        const fresh = document.querySelector('.freshness');
        w.freshness = fresh ? fresh.textContent : '';
        observer.disconnect();
        clearTimeout(w.timer);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            w.painted = performance.now();
            resolve();
          };
          channel.port2.postMessage(0);
        });
      };
      observer = new MutationObserver(finish);
      observer.observe(document, { childList: true, subtree: true, characterData: true });
      w.timer = setTimeout(() => {
        observer.disconnect();
        w.error = 'the name did not appear within 60 s';
        resolve();
      }, 60000);
      if (document.body) finish();
    });
  };

  /** The current watch's outcome, once the name is on screen. */
  B.result = async () => {
    const w = B.current;
    await w.done;
    if (w.error) return { error: w.error };
    const graphql = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/graphql'));
    const read = B.reads.find((r) => r.key.includes(JSON.stringify(w.id)) && r.end !== undefined && r.end <= w.dom);
    return {
      storedRead: read ? read.end - read.start : null,
      dom: w.dom - w.t0,
      painted: w.painted - w.t0,
      freshness: w.freshness,
      graphqlAnswersBefore: graphql.filter((e) => e.startTime >= w.t0 && e.responseEnd <= w.dom).length,
      hasT0: typeof w.t0 === 'number',
    };
  };

  /** A client-side navigation the way the router's history sees the back button: pushState + popstate. */
  B.go = (to) => {
    const idx = history.state && typeof history.state.idx === 'number' ? history.state.idx + 1 : 0;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  };
  /** Watches for the consumer's name, then navigates to its page: t0 is taken right before the navigation. */
  B.open = (id, name, to) => {
    B.watch(id, name, 'now');
    B.current.t0 = performance.now();
    B.go(to);
  };

  /** Whether this browser's IndexedDB holds the staff user's stored copy of a recent case. */
  B.stored = (kind, id) =>
    new Promise((resolve) => {
      const user = localStorage.getItem('console:userId') || '';
      const open = indexedDB.open('console');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('recentLookups')) {
          db.close();
          return resolve(false);
        }
        const get = db.transaction('recentLookups').objectStore('recentLookups').get([user, kind, id]);
        get.onsuccess = () => {
          db.close();
          resolve(!!(get.result && get.result.snapshot));
        };
        get.onerror = () => {
          db.close();
          resolve(false);
        };
      };
    });

  /** ConsumerPage queries in the query cache persisted to localStorage (there should be none). */
  B.persistedConsumerPages = () => {
    const user = localStorage.getItem('console:userId') || '';
    const text = localStorage.getItem('console:query-cache:' + user) || '';
    return (text.match(/\["consumer","[^"]+","page"/g) || []).length;
  };

  /** Counts a table's body rows (the payments table unless told) every frame and after every DOM change. */
  B.startRows = (tableSelector) => {
    const r = { max: 0, maxData: 0, samples: 0, running: true, seen: new Set(), pageMax: 0 };
    B.rows = r;
    const sample = () => {
      const table = document.querySelector(tableSelector || 'table[aria-label="Payments"]');
      if (!table) return;
      const all = table.querySelectorAll('tbody tr');
      const data = table.querySelectorAll('tbody tr[data-index]');
      r.samples++;
      r.max = Math.max(r.max, all.length);
      r.pageMax = Math.max(r.pageMax, all.length);
      r.maxData = Math.max(r.maxData, data.length);
      for (const row of data) r.seen.add(row.getAttribute('data-index'));
    };
    const loop = () => {
      if (!r.running) return;
      sample();
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    r.observer = new MutationObserver(sample);
    r.observer.observe(document.body, { childList: true, subtree: true });
    sample();
  };
  /** The rows seen since the last call (data-index values), and the page's maximum row count. */
  B.pageRows = () => {
    const r = B.rows;
    const out = { seen: r.seen.size, pageMax: r.pageMax };
    r.seen = new Set();
    r.pageMax = 0;
    return out;
  };
  B.stopRows = () => {
    const r = B.rows;
    r.running = false;
    r.observer.disconnect();
    return { max: r.max, maxData: r.maxData, samples: r.samples };
  };
  B.firstPaymentId = () => {
    const link = document.querySelector('table[aria-label="Payments"] tbody tr[data-index] a');
    return link ? link.textContent : '';
  };
  B.atBottom = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
  /** Whether a scrolling box (react-virtuoso's scroller) is scrolled to its end. */
  B.boxAtBottom = (selector) => {
    const box = document.querySelector(selector);
    return !!box && box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
  };

  /**
   * Full loads: from navigation start (performance.now() of a new document), the first element matching
   * selector in the DOM, with the long tasks and the /graphql requests that came before it.
   */
  B.watchFirst = (selector) => {
    const w = { selector, longTasks: [] };
    B.first = w;
    w.record = (entries) => {
      for (const e of entries) w.longTasks.push({ start: e.startTime, duration: e.duration });
    };
    w.tasks = new PerformanceObserver((list) => w.record(list.getEntries()));
    w.tasks.observe({ type: 'longtask' });
    w.done = new Promise((resolve) => {
      const check = () => {
        if (w.at !== undefined || !document.querySelector(selector)) return;
        w.at = performance.now();
        observer.disconnect();
        clearTimeout(w.timer);
        resolve();
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true });
      w.timer = setTimeout(() => {
        observer.disconnect();
        w.error = selector + ' did not appear within 120 s';
        resolve();
      }, 120000);
    });
  };
  B.firstResult = async () => {
    const w = B.first;
    await w.done;
    if (w.error) return { error: w.error };
    // Entries not yet handed to the observer's callback (it runs in a later task).
    w.record(w.tasks.takeRecords());
    const graphql = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/graphql') && e.responseEnd <= w.at);
    const before = w.longTasks.filter((t) => t.start < w.at);
    return {
      at: w.at,
      requests: graphql.length,
      transferBytes: graphql.reduce((s, e) => s + e.transferSize, 0),
      bodyBytes: graphql.reduce((s, e) => s + e.decodedBodySize, 0),
      slowestRequest: Math.max(0, ...graphql.map((e) => e.responseEnd - e.startTime)),
      longestTask: Math.max(0, ...before.map((t) => t.duration)),
      longTaskTotal: before.reduce((s, t) => s + t.duration, 0),
    };
  };

  // A watch started before the page's own scripts (first loads): t0 = navigation start.
  if (window.__benchAutoWatch) B.watch(window.__benchAutoWatch.id, window.__benchAutoWatch.name, 'now', true);
  if (window.__benchFirst) B.watchFirst(window.__benchFirst);
})();
`;

/** Calls window.__bench[fn](...args) in the page (a string, so nothing compiled ends up in the page). */
function call<T>(page: Page, fn: string, ...args: unknown[]): Promise<T> {
  const list = args.map((a) => JSON.stringify(a)).join(', ');
  return page.evaluate(`window.__bench.${fn}(${list})`) as Promise<T>;
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

async function newContext(browser: Browser, viewport = MAIN_VIEWPORT, storageState?: string) {
  const context = await browser.newContext({
    viewport,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    storageState,
  });
  await context.addInitScript({ content: PAGE_LIBRARY });
  return context;
}

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
  // Sign-in lands on /search (the search tabs moved into its query string, issue 21).
  await page.waitForURL(/\/search(\/payments)?(\?.*)?$/, { timeout: 30_000 });
  await page.getByRole('button', { name: /最近のケース/ }).waitFor();
}

/**
 * Polls a JavaScript expression in the page until it is true. (Not page.waitForFunction: its in-page polling
 * evaluates strings, which the console's Content-Security-Policy forbids; bypassing the CSP would change the page.)
 */
async function until(page: Page, expression: string, timeoutMs = 60_000): Promise<void> {
  const t0 = Date.now();
  while (!(await page.evaluate(expression))) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`still false after ${timeoutMs} ms: ${expression}`);
    await page.waitForTimeout(20);
  }
}

/** Back to a page without a consumer (the logo link: a real in-app navigation), then a short settle. */
async function toNeutral(page: Page) {
  await page.locator('a.app-header__logo').click();
  // The logo goes to the search page (HOME_PATH, /search since the search URLs of issue 20).
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

async function measureRows(
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
async function makeResultBatch(target: Target, items: number): Promise<{ id: string; failures: number }> {
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
    return { id, failures };
  } finally {
    await db.close();
  }
}

async function dropResultBatch(target: Target) {
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
async function measureResultPage(
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
