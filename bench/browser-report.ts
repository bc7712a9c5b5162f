// The report's section of the PWA in Chromium (bench/browser.ts): the opens, the long tables' rows in the DOM, the
// result page and the first loads, as `npm run bench` writes them into bench/report.md (bench/run.ts).

import { DOM_ROWS_TARGET, type BrowserResult, type OpenResult } from './browser';
import type { Scale } from './dataset';
import { cold10kReportLines } from './consumer-10k';
import { ms, verdict } from './http-report';

export interface BrowserSection {
  scale: Scale;
  result?: BrowserResult;
  error?: string;
}

const verdictRows = (max: number) =>
  Number.isFinite(max) ? (max < DOM_ROWS_TARGET ? 'pass' : 'MISS') : 'error';

const OPEN_HEAD =
  '| opened | how | n | painted p50 ms | painted p95 ms | painted max ms | in DOM p50 ms | in DOM p95 ms |' +
  ' from IndexedDB | answer already in | IndexedDB read p50 / max ms | target p95 | result |';
const OPEN_RULE = OPEN_HEAD.replace(/[^|]+/g, ' --- ');

function openRow(o: OpenResult, n: number): string {
  const cells = [
    `**${o.label}**`,
    o.how,
    String(o.painted.n),
    ms(o.painted.p50),
    ms(o.painted.p95),
    ms(o.painted.max),
    ms(o.dom.p50),
    ms(o.dom.p95),
    `${o.fromLocal} / ${n}`,
    `${o.afterNetwork} / ${n}`,
    o.storedRead.n ? `${ms(o.storedRead.p50)} / ${ms(o.storedRead.max)}` : '—',
    o.target === undefined ? '—' : `≤ ${o.target}`,
    o.target === undefined ? '' : verdict(o.painted, o.target),
  ];
  return `| ${cells.join(' | ')} |`;
}

export function browserLines(b: BrowserSection): string[] {
  const lines: string[] = [];
  lines.push(
    `## Browser: the PWA in Chromium, PostgreSQL ${b.scale.consumers.toLocaleString('en')} consumers`,
    '',
  );
  if (b.error) lines.push('**Failed:**', '', '```', b.error, '```', '');
  const r = b.result;
  if (!r) return lines;
  lines.push(
    `Chromium ${r.chromium} (headless, \`--disable-gpu\`), driven by Playwright; the PWA built by \`npm run build\`` +
      ` (${r.build.built ? `rebuilt for this run in ${r.build.seconds.toFixed(0)} s: ${r.build.reason}` : r.build.reason})` +
      ' and served by the real server (`buildApp` in its own process) on the PostgreSQL dataset above. A staff user' +
      ' of its own signs in through the login screen (e-mail, password, the 4-digit code from the mail an SMTP peer' +
      ` receives, the success notice) in ${r.signInSeconds.toFixed(1)} s. Viewport ${r.viewport} unless stated.` +
      ' Every time below is taken inside the page (`performance.now()`, `event.timeStamp`), never from Playwright' +
      ' round-trips.',
    '',
  );
  lines.push(
    '### Consumer page: opening a consumer → the kanji name on screen',
    '',
    `${r.consumers.count} random consumers with a kanji name (${r.consumers.meanPayments.toFixed(1)} payments on` +
      ' average), each opened in-app (the SPA loaded, the consumer pages’ code loaded by an unmeasured warm-up' +
      ' consumer) from the search page, which the header’s logo link returns to before every sample:',
    '',
    '- **cold**: never opened by this browser user (a fresh profile: not in IndexedDB, not in the query cache).' +
      ' A MutationObserver and the start time are set up in the page, then `history.pushState` + a `popstate` event' +
      ' make the router navigate to `/consumers/{id}` (which redirects to `/details`), as the back button would.' +
      ' Each sample then waits until the consumer is stored in IndexedDB (the recent-cases store).',
    '- **reopen, recent list**: after a full reload of the search page (a new JS heap: the in-memory query cache is gone;' +
      ` the ConsumerPage query is never persisted to localStorage — checked: ${r.queryCacheCheck}), the header’s` +
      ' 最近のケース button is clicked and then the consumer’s link in the 最近開いたケース region (to' +
      ' `/consumers/{id}/details`), with a real mouse click; the time runs from that click event’s `timeStamp`.' +
      ' Each consumer is reopened once since the reload; the sample waits for the live refresh to finish before the' +
      ' next.',
    '- **reopen, navigation**: the same consumers after another full reload, opened by the cold samples’ own' +
      ' pushState + popstate navigation, so the mechanism matches the cold row exactly.',
    '',
    '“painted” = until after the next frame was painted (a `requestAnimationFrame` callback, then a message-channel' +
      ' task) once the name is in the DOM; “in DOM” = until the MutationObserver saw the name in the consumer header.' +
      ' “from IndexedDB” = samples rendered from the stored copy: the name came with the page’s “n 分以内のデータ ·' +
      ' 最新のデータを取得中…” line, which only placeholder data shows here (no ConsumerPage query survives the' +
      ' reload; live data carries no such line). “answer already in” = samples where the live `/graphql` answer had' +
      ' already reached the browser (Resource Timing `responseEnd`) when the name appeared, i.e. the stored copy did' +
      ' not beat the network. “IndexedDB read” is how long the page’s own read took (timed by a thin wrapper around' +
      ' `IDBObjectStore.get` on the recentLookups store; for the cold rows, the lookup that found nothing; none on' +
      ' the recent-list path, which hands over the row the list read). The target applies to the painted p95 of the' +
      ' reopen rows. The server and PostgreSQL run on the same machine as Chromium, and the page sends its live' +
      ' ConsumerPage request at the same moment, so both compete for the CPUs.',
    '',
    OPEN_HEAD,
    OPEN_RULE,
    ...r.opens.map((o) => openRow(o, o.painted.n)),
    '',
  );
  if (r.heavyOpens.length) {
    lines.push(
      `For context, the consumer with ${r.heavyPayments.toLocaleString('en')} payments (its stored copy holds them` +
        ' all): opened cold once, then reopened from the recent list after a full reload each time.',
      '',
      OPEN_HEAD,
      OPEN_RULE,
      ...r.heavyOpens.map((o) => openRow(o, o.painted.n)),
      '',
    );
  }
  if (r.cold10k) lines.push(...cold10kReportLines(r.cold10k));
  if (r.rows.length) {
    const first = r.rows[0];
    lines.push(
      `### Payments tab of a consumer with ${first.payments.toLocaleString('en')} payments: table rows in the DOM`,
      '',
      `\`/consumers/${first.consumerId}/payments\` loaded in a fresh profile per viewport (the payments 100 a page,` +
        ` ${first.pageCount} pages, each page in the react-virtuoso table). On each page visited: \`window.scrollTo(0, 0)\`,` +
        ' then the mouse wheel down to the bottom of the document (240 px steps 30 ms apart on odd pages, 1,200 px' +
        ' steps back to back on even pages), 8 steps back up and down to the bottom again, then the lower pager’s Next' +
        ' button. The `<tr>` elements in the table body (payment rows plus react-virtuoso’s spacer rows) are counted' +
        ' in the page on every animation frame and after every DOM change; “rows reached” = distinct payment rows' +
        ' rendered at some point (on the fling pages rows passed over between two frames are never rendered, as' +
        ' they should not be).',
      '',
      '| viewport | pages visited | rows reached | samples | max `<tr>` in tbody | max payment rows | first row after load | target | result |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...r.rows.map(
        (x) =>
          `| ${x.viewport} | ${x.pagesVisited} of ${x.pageCount} | ${x.rowsReached} | ${x.samples.toLocaleString('en')} | **${x.maxRows}** | ${x.maxDataRows} | ≈ ${x.firstRowMs.toFixed(0)} ms | < ${DOM_ROWS_TARGET} | ${verdictRows(x.maxRows)} |`,
      ),
      '',
      '“first row after load” = from navigation start of the full page load to the first payment row in the DOM' +
        ' (read by Playwright after it appeared, so a few ms late); for context.',
      '',
    );
  }
  if (r.resultPages.length) {
    const first = r.resultPages[0];
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
    lines.push(
      `### Legal-status batch result page (${first.items.toLocaleString('en')} items)`,
      '',
      `A completed batch of ${first.items.toLocaleString('en')} items inserted with SQL before the server starts (as` +
        ` the job runner leaves one: every item processed, ${first.failures.toLocaleString('en')} Failure with the` +
        ' error FinalStatus, the rest Success; counters, parts and completed_at set) for consumers of the dataset,' +
        ' removed afterwards. `/legalStatusUpdateResult/{batchId}` is loaded in a profile holding the signed-in' +
        ` profile’s cookies and localStorage, per viewport: one unmeasured warm-up load (the app’s code into the HTTP` +
        ` cache), then ${first.firstRows.n} full page loads (\`page.goto\`), each timed in the page from navigation start` +
        ' (`performance.now()` of the new document) to the first item row (`tbody tr[data-index]` of the Consumers' +
        ' table) in the DOM, seen by a MutationObserver installed before the app’s scripts. The `/graphql` requests' +
        ' answered before that row (Resource Timing; max over the loads): count, body size, the slowest request; and' +
        ' the long tasks before it (Long Tasks API). Then, on the last load, the mouse over the table’s scrolling box' +
        ' (560 px high): 40 wheel steps of 240 px 30 ms apart, 1,200 px steps back to back to the end of the list, 8' +
        ' steps back up and down to the end again, counting the `<tr>` in the table body (item rows plus' +
        ' react-virtuoso’s spacer rows) on every animation frame and after every DOM change, as for the payments' +
        ' table; “rows reached” = distinct item rows rendered at some point (rows passed over between two frames' +
        ' are never rendered).',
      '',
      '| viewport | first rows p50 / max ms | /graphql before first rows | slowest request ms | longest task / sum ms | max `<tr>` in tbody | max item rows | rows reached | wheel steps | target | result |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...r.resultPages.map(
        (x) =>
          `| ${x.viewport} | **${ms(x.firstRows.p50)}** / ${ms(x.firstRows.max)} | ${x.requests} (${mb(x.bodyBytes)},` +
          ` ${mb(x.transferBytes)} transferred) | ${ms(x.slowestRequestMs)} | ${ms(x.longestTaskMs)} / ${ms(x.longTaskTotalMs)} |` +
          ` **${x.maxRows}** | ${x.maxDataRows} | ${x.rowsReached.toLocaleString('en')} of ${x.items.toLocaleString('en')}` +
          `${x.reachedBottom ? '' : ' (end not reached)'} | ${x.wheelSteps.toLocaleString('en')} | < ${DOM_ROWS_TARGET} |` +
          ` ${x.reachedBottom ? verdictRows(x.maxRows) : 'error'} |`,
      ),
      '',
    );
  }
  if (r.firstLoad) {
    const f = r.firstLoad;
    lines.push(
      '### First load of the consumer page (context, no target)',
      '',
      `${f.n} other consumers, each \`/consumers/{id}/details\` loaded in a new browser profile (cold HTTP cache, no` +
        ' service worker yet, empty IndexedDB) that holds only the signed-in profile’s cookies and localStorage. Times' +
        ' from navigation start.',
      '',
      '| n | first contentful paint p50 / p95 ms | DOMContentLoaded p50 / p95 ms | name painted p50 / p95 / max ms |',
      '| --- | --- | --- | --- |',
      `| ${f.n} | ${ms(f.fcp.p50)} / ${ms(f.fcp.p95)} | ${ms(f.domContentLoaded.p50)} / ${ms(f.domContentLoaded.p95)} | ${ms(f.content.p50)} / ${ms(f.content.p95)} / ${ms(f.content.max)} |`,
      '',
    );
  }
  if (r.errors.length) lines.push('Browser measurement errors:', '', '```', ...r.errors, '```', '');
  return lines;
}
