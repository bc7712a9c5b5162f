// The bench's in-page helpers for the browser section (bench/browser.ts, bench/browser-tables.ts): the plain
// JavaScript installed in every page before the app's own scripts (window.__bench), a call into it, a poll of an
// expression, and a browser context set up the same way for every measurement.
import type { Browser, Page } from '@playwright/test';

export const MAIN_VIEWPORT = { width: 1280, height: 720 };
/** A staff user of its own, so the browser's sign-ins never count against the HTTP measurement's account. */
export const BROWSER_STAFF_EMAIL = 'bench-browser@example.com';

// ---- the in-page helpers ---------------------------------------------------------------------------------------

// Plain JavaScript (not compiled: tsx would wrap named functions in a helper the page lacks), installed in every
// page before the app's own scripts. All times are performance.now() of the page.
export const PAGE_LIBRARY = String.raw`
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
export function call<T>(page: Page, fn: string, ...args: unknown[]): Promise<T> {
  const list = args.map((a) => JSON.stringify(a)).join(', ');
  return page.evaluate(`window.__bench.${fn}(${list})`) as Promise<T>;
}

/**
 * Polls a JavaScript expression in the page until it is true. (Not page.waitForFunction: its in-page polling
 * evaluates strings, which the console's Content-Security-Policy forbids; bypassing the CSP would change the page.)
 */
export async function until(page: Page, expression: string, timeoutMs = 60_000): Promise<void> {
  const t0 = Date.now();
  while (!(await page.evaluate(expression))) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`still false after ${timeoutMs} ms: ${expression}`);
    await page.waitForTimeout(20);
  }
}

export async function newContext(browser: Browser, viewport = MAIN_VIEWPORT, storageState?: string) {
  const context = await browser.newContext({
    viewport,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    storageState,
  });
  await context.addInitScript({ content: PAGE_LIBRARY });
  return context;
}
