// Compression and caching over real HTTP: the built PWA's files go out as the brotli or gzip copies the
// build wrote beside them (scripts/precompress.ts), hashed files under /assets are cached for a year and never
// revalidated, the shell, the service worker and the manifest are revalidated on each use, and GraphQL's JSON
// answers are compressed on the fly. Requests go through node:http so that Accept-Encoding is exactly what a test
// names and the body arrives as sent.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/precompress';
import { startHarness, type Harness, type TestServer } from '../support/harness';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire (still compressed when content-encoding says so). */
  body: Buffer;
}

function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The body decoded as its content-encoding says. */
function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  expect(encoding ?? 'identity').toBe('identity');
  return answer.body.toString('utf8');
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = '/assets/index-abc123.js';

/** A built folder like Vite's: text that compresses well, well over the 1 KiB threshold. */
const BUILT: Record<string, string> = {
  'index.html': `<!doctype html><html lang="ja"><head><title>console</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`,
  'sw.js': `self.addEventListener('fetch', () => {});\n${'// precache entry\n'.repeat(100)}`,
  'manifest.webmanifest': JSON.stringify({
    name: 'BNPL 管理コンソール',
    icons: Array(40).fill({ src: '/icon.png' }),
  }),
  'assets/index-abc123.js': `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},label:"行${i}"}`).join(',')}];`,
  'assets/index-def456.css': `.table{display:grid}\n${'.row{padding:4px 8px;border-bottom:1px solid #ddd}\n'.repeat(60)}`,
};

let h: Harness;
let built: TestServer;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-built-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [name, content] of Object.entries(BUILT)) fs.writeFileSync(path.join(dir, name), content);
  await precompressFolder(dir);
  h = await startHarness();
  built = await h.startServer({ config: { staticDir: dir } });
});

afterAll(async () => {
  await h?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the built PWA', () => {
  it('the build wrote a brotli and a gzip copy beside every text file, each decoding to the file', () => {
    for (const [name, content] of Object.entries(BUILT)) {
      const file = path.join(dir, name);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString('utf8'), name).toBe(content);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString('utf8'), name).toBe(content);
    }
  });

  it('a hashed asset asked for with brotli comes as brotli, cached for a year and immutable', async () => {
    const answer = await request(`${built.baseUrl}${HASHED}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(BUILT['assets/index-abc123.js']));
    expect(decoded(answer)).toBe(BUILT['assets/index-abc123.js']);
  });

  it('gzip when only gzip is accepted, the file as it is when neither', async () => {
    const gzip = await request(`${built.baseUrl}${HASHED}`, { headers: { 'accept-encoding': 'gzip' } });
    expect([gzip.status, gzip.headers['content-encoding'], gzip.headers['cache-control']]).toEqual([
      200,
      'gzip',
      IMMUTABLE,
    ]);
    expect(decoded(gzip)).toBe(BUILT['assets/index-abc123.js']);

    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await request(`${built.baseUrl}/assets/index-def456.css`, { headers });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toMatch(/^text\/css/);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      expect(plain.body.toString('utf8')).toBe(BUILT['assets/index-def456.css']);
    }
  });

  it('index.html, the app routes that answer with it, sw.js and the manifest are compressed and never immutable', async () => {
    for (const [url, file] of [
      ['/index.html', 'index.html'],
      ['/', 'index.html'],
      ['/search/payments', 'index.html'],
      ['/sw.js', 'sw.js'],
      ['/manifest.webmanifest', 'manifest.webmanifest'],
    ]) {
      const answer = await request(`${built.baseUrl}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.status, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(answer), url).toBe(BUILT[file]);
    }
  });
});

describe('GraphQL answers', () => {
  const QUERY = `query($ids: [ID!]!) { consumerStatuses(consumerIds: $ids) { id status legalStatus } }`;

  async function ask(acceptEncoding: string | undefined, ids: string[]) {
    const headers: Record<string, string> = { 'content-type': 'application/json', cookie: h.admin.cookie };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const answer = await request(`${h.baseUrl}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: QUERY, variables: { ids } }),
    });
    expect(answer.status).toBe(200);
    return answer;
  }

  it('a JSON answer over 1 KiB is compressed as the client accepts: brotli, gzip, or not at all', async () => {
    const ids = (await h.q<{ id: string }>(sql`select id from consumers order by id`)).map((r) => r.id);
    const plain = await ask(undefined, ids);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body.toString('utf8');
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    expect(
      (JSON.parse(text) as { data: { consumerStatuses: unknown[] } }).data.consumerStatuses,
    ).toHaveLength(ids.length);

    const br = await ask('gzip, deflate, br', ids);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(text));
    expect(decoded(br)).toBe(text);

    const gzip = await ask('gzip', ids);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(text);
  });

  it('a small answer goes out as it is', async () => {
    const [first] = await h.q<{ id: string }>(sql`select id from consumers order by id limit 1`);
    const answer = await ask('br, gzip', [first.id]);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({
      data: { consumerStatuses: [{ id: first.id }] },
    });
  });
});
