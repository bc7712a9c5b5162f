// The shell a signed-in page load gets names its page's code (server/http/route-preloads.ts; issue 22) over real
// HTTP, from a built folder like Vite's with its build manifest: with the session cookie, /consumers/…, /search,
// "/" and /payments/… list the signed-in shell's chunks and the page's own (and what they import) as modulepreload
// links, never what the entry already loads, and the profile call as a fetch preload; without the cookie, or on the sign-in page, the shell is the plain
// index.html. Also: the manifest itself is not served, and the route table still imports every module named.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MODULES, SHELL_MODULES } from '../../server/http/route-preloads';
import { SESSION_COOKIE } from '../../server/http/session';
import { startHarness, type Harness, type TestServer } from '../support/harness';

const INDEX = `<!doctype html><html lang="ja"><head><title>console</title><script type="module" crossorigin src="/assets/index-e.js"></script><link rel="modulepreload" crossorigin href="/assets/messages-m.js"></head><body><div id="root">${'<p class="page-loading">読み込み中…</p>'.repeat(30)}</div></body></html>`;

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

const SHELL = ['app-a.js', 'signed-in-shell-s.js', 'approvals-header-link-h.js'];

let h: Harness;
let built: TestServer;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-shell-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  h = await startHarness();
  built = await h.startServer({ config: { staticDir: dir } });
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
    // The page as built, links added before </head>, each file once.
    expect(answer.body.startsWith(INDEX.slice(0, INDEX.indexOf('</head>')))).toBe(true);
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
