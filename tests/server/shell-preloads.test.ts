// The shell a signed-in page load gets names its page's code (server/http/route-preloads.ts) over real
// HTTP, from a built folder like Vite's with its build manifest: with the session cookie, /consumers/…, /search,
// "/" and /payments/… list the signed-in shell's chunks and the page's own (and what they import) as modulepreload
// links, never what the entry already loads, and the profile call as a fetch preload (and, for a session that is valid,
// the page's first queries as the PWA will ask for them: a consumer's page and pending approvals, a search, the
// header's approval count for staff who decide); without the cookie, or on the sign-in
// page, the shell is the plain index.html. Also: the manifest itself is not served, and the route table still imports
// every module named. And GET /graphql for those preloaded queries (server/graphql/preloaded-queries.ts): it answers what
// the PWA's POST of the same document answers, permissions included, with no cache keeping it; every other GET, or
// any GET to a server without a built PWA, is refused as before (405); without a session it is a 401, and bad
// variables get the POST's refusals.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROUTE_MODULES, SHELL_MODULES } from '../../server/http/route-preloads';
import { createMetrics } from '../../server/ops/metrics';
import {
  ConsumerPageDocument,
  ConsumerPendingApprovalsDocument,
  PendingApprovalCountDocument,
  SearchDocument,
} from '../../src/app/api/generated/graphql';
import { PERMISSIONS } from '../../src/shared/permissions';
import { keywordFromUrl } from '../../src/shared/search-keyword';
import {
  PRELOADED_DOCUMENTS_FILE,
  consumerPageVariables,
  consumerPendingApprovalsVariables,
  preloadedQueryUrl,
} from '../../src/shared/preloaded-queries';
import { SESSION_COOKIE } from '../../server/http/session';
import { MANIFEST_LINK } from '../../src/shared/install-manifest';
import { startHarness, type Harness, type StaffClient, type TestServer } from '../support/harness';
import { metricValue, scrapeMetrics } from '../support/metrics-scrape';

const INDEX = `<!doctype html><html lang="ja"><head><title>console</title><script type="module" crossorigin src="/assets/index-e.js"></script><link rel="modulepreload" crossorigin href="/assets/messages-m.js">${MANIFEST_LINK}</head><body><div id="root">${'<p class="page-loading">読み込み中…</p>'.repeat(30)}</div></body></html>`;

/** A manifest shaped like Vite's: the entry and its chunk, the shared app chunk with its CSS, the pages. */
const MANIFEST = {
  'index.html': { file: 'assets/index-e.js', isEntry: true, imports: ['_messages-m.js'] },
  '_messages-m.js': { file: 'assets/messages-m.js' },
  '_app-a.js': {
    file: 'assets/app-a.js',
    imports: ['index.html', '_messages-m.js'],
    css: ['assets/app-a.css'],
  },
  'src/app/shell/signed-in-shell.tsx': {
    file: 'assets/signed-in-shell-s.js',
    imports: ['index.html', '_app-a.js'],
  },
  'src/app/features/approvals/components/approvals-header-link.tsx': {
    file: 'assets/approvals-header-link-h.js',
    imports: ['_app-a.js'],
  },
  'src/app/pages/consumer-action-pages.tsx': {
    file: 'assets/consumer-action-pages-c.js',
    imports: ['_app-a.js'],
  },
  'src/app/pages/consumer-tab-page.tsx': { file: 'assets/consumer-tab-page-t.js', imports: ['_app-a.js'] },
  'src/app/features/consumers/api/consumer-prefetch.ts': {
    file: 'assets/consumer-prefetch-p.js',
    imports: ['_app-a.js'],
  },
  'src/app/features/search/search-pages.tsx': { file: 'assets/search-pages-q.js', imports: ['_app-a.js'] },
  'src/app/features/search/api/search-prefetch.ts': {
    file: 'assets/search-prefetch-r.js',
    imports: ['_app-a.js'],
  },
  'src/app/features/payments/payment-pages.tsx': {
    file: 'assets/payment-pages-y.js',
    imports: ['_app-a.js'],
  },
};

const CONSUMER_PAGE = String(ConsumerPageDocument);
const SEARCH = String(SearchDocument);
const PENDING = String(ConsumerPendingApprovalsDocument);
const COUNT = String(PendingApprovalCountDocument);
const FINAL_LEGAL_STATUS = `mutation($id: ID!) { updateConsumerLegalStatus(id: $id, legalStatus: Dead) { id } }`;
const METRICS_TOKEN = 'shell-preloads-metrics';

const SHELL = ['app-a.js', 'signed-in-shell-s.js', 'approvals-header-link-h.js'];

let h: Harness;
let built: TestServer;
let dir: string;
let consumerId: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-shell-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // The document a GET of /graphql may run, as the build writes it (scripts/graphql-documents.ts).
  fs.writeFileSync(
    path.join(dir, PRELOADED_DOCUMENTS_FILE),
    JSON.stringify({
      ConsumerPage: CONSUMER_PAGE,
      ConsumerPendingApprovals: PENDING,
      PendingApprovalCount: COUNT,
      Search: SEARCH,
    }),
  );
  h = await startHarness();
  built = await h.startServer({
    config: { staticDir: dir, metricsToken: METRICS_TOKEN },
    metrics: createMetrics(h.tdb.db),
  });
  [{ id: consumerId }] = await h.q<{ id: string }>(sql`SELECT id FROM consumers ORDER BY id LIMIT 1`);
});

afterAll(async () => {
  await h?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(raw) : raw;
            resolve({ status: res.statusCode!, headers: res.headers, body: body.toString('utf8') });
          });
          res.on('error', reject);
        })
        .on('error', reject);
    },
  );
}

const signedIn = { cookie: `${SESSION_COOKIE}=any-token` };

/** The fetch preloads the shell names, in order, as URLs. */
const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map(
    (m) => m[1].replaceAll('&amp;', '&'),
  );

/** The files the shell's added links name, scripts and styles apart. */
function hinted(html: string) {
  const scripts = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/([^"]+)">/g),
  ];
  const styles = [
    ...html.matchAll(
      /<link rel="preload" as="style" crossorigin fetchpriority="low" href="\/assets\/([^"]+)">/g,
    ),
  ];
  return { scripts: scripts.map((m) => m[1]).sort(), styles: styles.map((m) => m[1]) };
}

describe('the shell of a signed-in page load', () => {
  it("names the consumer page's chunks and the shell's, with what they import, but nothing the entry loads", async () => {
    const answer = await get(`${built.baseUrl}/consumers/con_0000000000000001/payments?x=1`, {
      ...signedIn,
      'accept-encoding': 'br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toMatch(/cookie/i);
    expect(hinted(answer.body)).toEqual({
      scripts: [
        ...SHELL,
        'consumer-action-pages-c.js',
        'consumer-prefetch-p.js',
        'consumer-tab-page-t.js',
      ].sort(),
      styles: ['app-a.css'],
    });
    // The permissions, fetched with the page (the app's first call takes the answer).
    expect(answer.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/profile/me2">',
    );
    // The page as built, links added before </head>, each file once; the install manifest left out (the signed-in
    // shell links it once the page is shown).
    expect(answer.body.startsWith(INDEX.slice(0, INDEX.indexOf(MANIFEST_LINK)))).toBe(true);
    expect(answer.body).not.toContain('rel="manifest"');
    expect(answer.body.match(/messages-m\.js/g)).toHaveLength(1);
    expect(answer.body.match(/app-a\.js/g)).toHaveLength(1);
  });

  it('names each page its own: the search (and "/", which leads to it), a payment, the consumer without a tab', async () => {
    const pages: [string, string[]][] = [
      ['/search?q=%E7%94%B0%E4%B8%AD', ['search-pages-q.js', 'search-prefetch-r.js']],
      ['/', ['search-pages-q.js', 'search-prefetch-r.js']],
      ['/payments/pay_0000000000000001/details', ['payment-pages-y.js']],
      // Without a tab: the page opens on its details tab, so the tab page comes too.
      [
        '/consumers/con_0000000000000001',
        ['consumer-action-pages-c.js', 'consumer-prefetch-p.js', 'consumer-tab-page-t.js'],
      ],
      ['/audit', []],
    ];
    for (const [url, own] of pages) {
      const { body } = await get(`${built.baseUrl}${url}`, signedIn);
      expect(hinted(body).scripts, url).toEqual([...SHELL, ...own].sort());
      expect(body, url).toContain('href="/api/profile/me2"');
    }
  });

  it("names a consumer link's page and pending approvals, a search URL's Search, when its session is valid, as the page asks", async () => {
    const id = 'con_0000000000000001';
    const reader = await h.staff([PERMISSIONS.assessmentExclusionsRead]);
    const plain = await h.staff([]);
    for (const [who, cookie, withExclusions] of [
      ['holder of the exclusions', reader.cookie, true],
      ['without them', plain.cookie, false],
    ] as const) {
      for (const url of [`/consumers/${id}`, `/consumers/${id}/payments?page=2`]) {
        const { body } = await get(`${built.baseUrl}${url}`, { cookie });
        expect(fetchPreloads(body), `${who} ${url}`).toEqual([
          '/api/profile/me2',
          preloadedQueryUrl('ConsumerPage', consumerPageVariables(id, withExclusions)),
          preloadedQueryUrl('ConsumerPendingApprovals', consumerPendingApprovalsVariables(id)),
        ]);
        expect(hinted(body).scripts).toContain('consumer-prefetch-p.js');
      }
    }
    // A search URL: its keyword as the page reads it (the phone normalised), whoever asks.
    for (const q of ['河野', '090-1234-5678', 'a&b"<c>']) {
      const { body } = await get(`${built.baseUrl}/search?q=${encodeURIComponent(q)}&tab=consumers`, {
        cookie: plain.cookie,
      });
      expect(fetchPreloads(body), q).toEqual([
        '/api/profile/me2',
        preloadedQueryUrl('Search', { searchKeyword: keywordFromUrl(q) }),
      ]);
    }
    // Not for a session the server does not know, an id that is none, a keyword too short, or another page.
    for (const [url, cookie] of [
      [`/consumers/${id}/details`, signedIn.cookie],
      ['/search?q=abc', signedIn.cookie],
      ['/consumers/con_%3Cscript%3E/details', reader.cookie],
      ['/consumers/not-an-id', reader.cookie],
      ['/search?q=a', reader.cookie],
      ['/', reader.cookie],
      ['/payments/pay_0000000000000001/details', reader.cookie],
    ]) {
      const { body } = await get(`${built.baseUrl}${url}`, { cookie });
      expect(fetchPreloads(body), url).toEqual(['/api/profile/me2']);
    }
  });

  it("names the header's approval count on every signed-in page for staff who decide approvals, for no one else", async () => {
    const decider = await h.staff([PERMISSIONS.approvalsDecide]);
    const plain = await h.staff([]);
    const count = preloadedQueryUrl('PendingApprovalCount', {});
    const id = 'con_0000000000000001';
    for (const url of [
      '/audit',
      '/',
      '/search?q=%E7%94%B0%E4%B8%AD',
      `/consumers/${id}/details`,
      '/nowhere',
    ]) {
      const decides = fetchPreloads((await get(`${built.baseUrl}${url}`, { cookie: decider.cookie })).body);
      expect(decides[0], url).toBe('/api/profile/me2');
      expect(
        decides.filter((preload) => preload === count),
        url,
      ).toHaveLength(1);
      const other = fetchPreloads((await get(`${built.baseUrl}${url}`, { cookie: plain.cookie })).body);
      expect(other, url).not.toContain(count);
    }
    // Not on the sign-in page, nor for a session the server does not know.
    expect((await get(`${built.baseUrl}/login`, { cookie: decider.cookie })).body).toBe(INDEX);
    expect(fetchPreloads((await get(`${built.baseUrl}/audit`, signedIn)).body)).toEqual(['/api/profile/me2']);
  });

  it('is the plain index.html without the session cookie, and on the sign-in page whatever the cookie', async () => {
    for (const [url, headers] of [
      ['/consumers/con_0000000000000001/payments', {}],
      ['/search?q=abc', { cookie: 'other=1' }],
      ['/login', signedIn],
      ['/login/verify', signedIn],
    ] as [string, Record<string, string>][]) {
      const answer = await get(`${built.baseUrl}${url}`, headers);
      expect([answer.status, answer.body], url).toEqual([200, INDEX]);
    }
  });

  it('does not serve the build manifest, and API paths still answer as an API', async () => {
    const manifest = await get(`${built.baseUrl}/.vite/manifest.json`, signedIn);
    expect(manifest.body).not.toContain('"isEntry"');
    expect(manifest.headers['content-type']).toMatch(/^text\/html/);
    const api = await get(`${built.baseUrl}/api/no-such-route`);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.status).toBeGreaterThanOrEqual(400);
    const map = await get(`${built.baseUrl}/assets/index-e.js.map`);
    expect([map.status, JSON.parse(map.body).code]).toEqual([404, 'NotFound']);
  });

  it('follows a new build under the running server, and keeps the last one while a file is half written', async () => {
    const renamed = INDEX.replace('<title>console</title>', '<title>console, new build</title>');
    fs.writeFileSync(path.join(dir, 'index.html'), renamed);
    const manifest = { ...MANIFEST, '_app-a.js': { ...MANIFEST['_app-a.js'], file: 'assets/app-b.js' } };
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect((await get(`${built.baseUrl}/login`)).body).toBe(renamed);
    const signedInBody = (await get(`${built.baseUrl}/audit`, signedIn)).body;
    expect(hinted(signedInBody).scripts).toContain('app-b.js');
    expect(signedInBody).toContain('<title>console, new build</title>');

    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"index.html": {"file": "assets/ind');
    const answer = await get(`${built.baseUrl}/audit`, signedIn);
    expect([answer.status, answer.body]).toEqual([200, signedInBody]);
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  });
});

async function getJson(path: string, cookie?: string, baseUrl = built.baseUrl) {
  const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: JSON.parse(text) as Record<string, unknown>,
  };
}

const pageUrl = (id: string, withExclusions: boolean) =>
  preloadedQueryUrl('ConsumerPage', consumerPageVariables(id, withExclusions));

describe('GET /graphql for a preloaded query (its document from the build)', () => {
  it('answers ConsumerPage and Search as the POST of the same document does, and no cache keeps it', async () => {
    const series =
      'console_http_request_duration_seconds_count{route="/graphql",operation="ConsumerPage",method="GET",status="200"}';
    const before = metricValue(await scrapeMetrics(`${built.baseUrl}/metrics`, METRICS_TOKEN), series);
    const got = await getJson(pageUrl(consumerId, true), h.admin.cookie);
    // Counted under its operation, as a POST is.
    const after = metricValue(await scrapeMetrics(`${built.baseUrl}/metrics`, METRICS_TOKEN), series);
    expect(after - before).toBe(1);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toMatch(/^application\/json/);
    expect(got.headers.get('cache-control')).toBe('no-store');
    const posted = await h.admin.gql('ConsumerPage', CONSUMER_PAGE, consumerPageVariables(consumerId, true));
    expect(posted.errors).toBeUndefined();
    expect((posted.data?.consumer as { id: string }).id).toBe(consumerId);
    expect(got.body).toEqual({ data: posted.data });
    const [{ name }] = await h.q<{ name: string }>(
      sql`SELECT kanji_name AS name FROM consumers WHERE id = ${consumerId}`,
    );
    const searchKeyword = name.trim().split(/\s+/)[0];
    const searched = await getJson(preloadedQueryUrl('Search', { searchKeyword }), h.admin.cookie);
    const postedSearch = await h.admin.gql('Search', SEARCH, { searchKeyword });
    expect(postedSearch.errors).toBeUndefined();
    expect((postedSearch.data?.fuzzySearch as { consumers: unknown[] }).consumers.length).toBeGreaterThan(0);
    expect([searched.status, searched.body]).toEqual([200, { data: postedSearch.data }]);
  });

  it('answers the approvals the page and the header ask for as their POSTs do, for whoever asks', async () => {
    const maker = await h.staff([PERMISSIONS.consumersWrite]);
    const decider = await h.staff([PERMISSIONS.approvalsDecide]);
    // A held change of this consumer (a final legal status waits for a second person): something to show in the
    // banner and to count in the header.
    const held = await maker.gql('', FINAL_LEGAL_STATUS, { id: consumerId });
    expect(held.errors?.map((e) => e.extensions?.code)).toEqual(['APPROVAL_REQUIRED']);
    for (const who of [decider, maker]) {
      const variables = consumerPendingApprovalsVariables(consumerId);
      const pending = await getJson(preloadedQueryUrl('ConsumerPendingApprovals', variables), who.cookie);
      const postedPending = await who.gql('ConsumerPendingApprovals', PENDING, variables);
      expect((postedPending.data?.pendingApprovals as unknown[]).length).toBe(1);
      expect([pending.status, pending.body]).toEqual([200, { data: postedPending.data }]);
      const count = await getJson(preloadedQueryUrl('PendingApprovalCount', {}), who.cookie);
      const postedCount = await who.gql('PendingApprovalCount', COUNT, {});
      expect([count.status, count.body]).toEqual([200, { data: postedCount.data }]);
    }
    const counted = await getJson(preloadedQueryUrl('PendingApprovalCount', {}), decider.cookie);
    expect(counted.body).toEqual({ data: { pendingApprovalCount: 1 } });
  });

  it("keeps the POST's permissions: the exclusions without their permission fail the same way", async () => {
    const support: StaffClient = await h.staff([]);
    const variables = consumerPageVariables(consumerId, true);
    const got = await getJson(pageUrl(consumerId, true), support.cookie);
    const posted = await support.gql('ConsumerPage', CONSUMER_PAGE, variables);
    expect(posted.errors?.map((e) => e.extensions?.code)).toContain('FORBIDDEN');
    expect([got.status, got.body]).toEqual([posted.status, { data: posted.data, errors: posted.errors }]);
    // Without them, as the page asks for such a staff member: the page.
    const without = await getJson(pageUrl(consumerId, false), support.cookie);
    expect([without.status, without.body.errors]).toEqual([200, undefined]);
  });

  it('needs a valid session like every call', async () => {
    const got = await getJson(pageUrl(consumerId, false));
    expect([got.status, got.body]).toEqual([401, { code: 'Unauthorized', message: 'Sign-in required' }]);
  });

  it('refuses every other GET as before: a document as text, another operation, a mutation, nothing named', async () => {
    const variables = encodeURIComponent(JSON.stringify({ consumerId }));
    for (const path of [
      `/graphql?query=${encodeURIComponent('{ __typename }')}`,
      `/graphql?operationName=ConsumerPage&query=${encodeURIComponent('query ConsumerPage { __typename }')}&variables=${variables}`,
      `/graphql?operationName=PaymentPage&variables=${encodeURIComponent('{"paymentId":"pay_0000000000000001"}')}`,
      `/graphql?operationName=CloseConsumer&variables=${variables}`,
      `/graphql?operationName=consumerpage&variables=${variables}`,
      '/graphql',
    ]) {
      const got = await getJson(path, h.admin.cookie);
      expect([path, got.status, got.headers.get('allow'), got.body], path).toEqual([
        path,
        405,
        'POST',
        { code: 'MethodNotAllowed', message: 'Use POST' },
      ]);
    }
    // A server without a built PWA has no document to run.
    const unbuilt = await getJson(pageUrl(consumerId, false), h.admin.cookie, h.baseUrl);
    expect([unbuilt.status, unbuilt.body.code]).toEqual([405, 'MethodNotAllowed']);
  });

  it('refuses bad variables as the POST would: not JSON, missing, an invalid string', async () => {
    const notJson = await getJson('/graphql?operationName=ConsumerPage&variables=%7Bnope', h.admin.cookie);
    expect([
      notJson.status,
      (notJson.body.errors as { extensions: { code: string } }[])[0].extensions.code,
    ]).toEqual([400, 'BAD_REQUEST']);
    const missing = await getJson('/graphql?operationName=ConsumerPage', h.admin.cookie);
    const postedMissing = await h.admin.gql('ConsumerPage', CONSUMER_PAGE, {});
    const messages = (errors: unknown) =>
      (errors as { message: string }[] | undefined)?.map((e) => e.message);
    expect(messages(postedMissing.errors)).toContain(
      'Variable "$consumerId" of required type "ID!" was not provided.',
    );
    expect([missing.status, messages(missing.body.errors)]).toEqual([
      postedMissing.status,
      messages(postedMissing.errors),
    ]);
    const hostile = consumerPageVariables('con_\u0000', false);
    const invalid = await getJson(preloadedQueryUrl('ConsumerPage', hostile), h.admin.cookie);
    const postedInvalid = await h.admin.gql('ConsumerPage', CONSUMER_PAGE, hostile);
    expect(postedInvalid.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect([invalid.status, invalid.body]).toEqual([
      postedInvalid.status,
      { data: postedInvalid.data, errors: postedInvalid.errors },
    ]);
  });
});

describe('the modules named', () => {
  it('are the ones the route table and the shell import (a renamed page module fails here)', () => {
    const imported = ['src/app/routes.tsx', 'src/app/shell/root-layout.tsx']
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const named = [...SHELL_MODULES, ...ROUTE_MODULES.flatMap((route) => route.modules)];
    for (const module of named) {
      expect(fs.existsSync(module), module).toBe(true);
      const stem = path.basename(module).replace(/\.tsx?$/, '');
      expect(imported, module).toMatch(new RegExp(`import\\('[./]+[\\w/-]*/${stem}'\\)`));
    }
  });
});
