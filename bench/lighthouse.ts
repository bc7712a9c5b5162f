// Lighthouse (12.x) on the built PWA served by the real server: the sign-in page, the search page with a name
// search and a consumer page, each 3 times on mobile (Lighthouse's default: a mid-range phone, simulated slow
// 4G and 4× CPU slowdown), median reported; plus the consumer page on desktop for the layout shift.
// Chromium is started by Playwright with a remote-debugging port and signed in through the UI once; Lighthouse
// connects to that browser (its default profile, so the signed-in cookie and local user id are shared) and
// keeps the storage (disableStorageReset), as a staff member's browser would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { openDatabase } from '../server/db/client';
import { startSmtpPeer } from '../tests/support/smtp-peer';
import { BROWSER_STAFF_EMAIL, CHROMIUM_ARGS, distDir, ensureDist, signInThroughUi } from './browser';
import { BENCH_STAFF_PASSWORD, ensureStaff, query, startServer, type Target } from './measure';

export const LIGHTHOUSE_TARGET_SCORE = 90;
const RUNS = 3;
const DEBUG_PORT = 9339;

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Transferred (compressed) JavaScript. */
  scriptBytes: number;
  scriptFiles: string[];
}

export interface LighthousePage {
  name: 'login' | 'search' | 'consumer' | 'consumerDesktop';
  path: string;
  runs: LighthouseRun[];
  median?: LighthouseRun;
  error?: string;
}

export interface LighthouseResult {
  version: string;
  chromium: string;
  pages: LighthousePage[];
}

function medianRun(runs: LighthouseRun[]): LighthouseRun | undefined {
  if (!runs.length) return undefined;
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)];
}

async function pickPages(target: Target): Promise<{ consumerId: string; keyword: string }> {
  const db = await openDatabase(
    target.kind === 'postgres' ? { url: target.url, poolSize: 1 } : { dataDir: target.dataDir },
  );
  try {
    await ensureStaff(db, BROWSER_STAFF_EMAIL);
    const [row] = await query<{ id: string; name: string }>(
      db,
      `SELECT id, kanji_name AS name FROM consumers TABLESAMPLE SYSTEM (1) REPEATABLE (7)
       WHERE kanji_name IS NOT NULL ORDER BY id LIMIT 1`,
    );
    if (!row) throw new Error('no consumer with a kanji name');
    // The family name, as staff type it from a caller: a name search with many hits.
    return { consumerId: row.id, keyword: row.name.trim().split(/\s+/)[0] };
  } finally {
    await db.close();
  }
}

type LighthouseAudits = Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;

function runFrom(lhr: {
  categories: Record<string, { score: number | null }>;
  audits: unknown;
}): LighthouseRun {
  const audits = lhr.audits as LighthouseAudits;
  const requests = (audits['network-requests']?.details?.items ?? []) as {
    url: string;
    resourceType?: string;
    transferSize?: number;
  }[];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptFiles: scripts.map((r) => new URL(r.url).pathname.replace('/assets/', '')),
  };
}

export async function measureLighthouse(options: {
  target: Target;
  log: (line: string) => void;
}): Promise<LighthouseResult> {
  const { target, log } = options;
  ensureDist(log);
  const picked = await pickPages(target);
  const smtp = await startSmtpPeer();
  const server = await startServer(target, smtp.url, distDir);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  let context: BrowserContext | undefined;
  const result: LighthouseResult = { version: '', chromium: '', pages: [] };
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
    });
    result.chromium = context.browser()?.version() ?? '';
    const page = context.pages()[0] ?? (await context.newPage());
    const { baseUrl } = server;
    const cdp = await context.newCDPSession(page);
    const flags: Flags = {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    };
    const pages: { name: LighthousePage['name']; path: string; desktop?: boolean }[] = [
      { name: 'login', path: '/login' },
      { name: 'search', path: `/search?q=${encodeURIComponent(picked.keyword)}` },
      { name: 'consumer', path: `/consumer/${picked.consumerId}/details` },
      { name: 'consumerDesktop', path: `/consumer/${picked.consumerId}/details`, desktop: true },
    ];
    for (const p of pages) {
      const entry: LighthousePage = { name: p.name, path: p.path, runs: [] };
      result.pages.push(entry);
      const url = `${baseUrl}${p.path}`;
      try {
        // The sign-in page first, signed out; then sign in through the UI once, and warm the server (not the
        // browser) on the consumer page.
        if (p.name === 'search') {
          await signInThroughUi(page, baseUrl, smtp, BROWSER_STAFF_EMAIL, BENCH_STAFF_PASSWORD);
          await page.goto(`${baseUrl}/consumer/${picked.consumerId}/details`);
          await page.getByRole('heading').first().waitFor();
          await page.goto('about:blank');
        }
        for (let i = 0; i < RUNS; i++) {
          // A first visit of the code: the HTTP cache emptied (disableStorageReset keeps it) and the service
          // worker registered by the previous run removed with its precache; cookies and localStorage stay.
          await cdp.send('Network.clearBrowserCache');
          await page.goto(`${baseUrl}/manifest.webmanifest`);
          await page.evaluate(async () => {
            const registrations = await navigator.serviceWorker.getRegistrations();
            await Promise.all(registrations.map((r) => r.unregister()));
            await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
          });
          await page.goto('about:blank');
          // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: one more try.
          const config = p.desktop ? desktopConfig : undefined;
          let answer = await lighthouse(url, flags, config);
          if (answer?.lhr.runtimeError) answer = await lighthouse(url, flags, config);
          if (!answer) throw new Error('Lighthouse gave no result');
          result.version = answer.lhr.lighthouseVersion;
          if (answer.lhr.runtimeError) throw new Error(answer.lhr.runtimeError.message);
          entry.runs.push(runFrom(answer.lhr));
          if (process.env.BENCH_LIGHTHOUSE_JSON)
            fs.writeFileSync(
              path.join(process.env.BENCH_LIGHTHOUSE_JSON, `${p.name}-${i}.json`),
              answer.report as string,
            );
        }
        entry.median = medianRun(entry.runs);
        const m = entry.median!;
        log(
          `  ${p.name}: performance ${m.score} (runs ${entry.runs.map((r) => r.score).join(', ')}), ` +
            `LCP ${m.lcpMs.toFixed(0)} ms, TBT ${m.tbtMs.toFixed(0)} ms, CLS ${m.cls.toFixed(3)}, ` +
            `JS ${(m.scriptBytes / 1024).toFixed(1)} KiB`,
        );
      } catch (error) {
        entry.error = error instanceof Error ? error.message : String(error);
        log(`  ${p.name}: failed: ${entry.error}`);
      }
    }
  } finally {
    await context?.close();
    await server.stop();
    await smtp.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return result;
}

export function lighthouseReportLines(r: LighthouseResult | undefined, error?: string): string[] {
  const lines = ['<!-- lighthouse:start -->', '## Lighthouse', ''];
  if (!r) return [...lines, `Not measured: ${error ?? 'unknown error'}`, '', '<!-- lighthouse:end -->'];
  lines.push(
    `Lighthouse ${r.version} (performance category) in Chromium ${r.chromium}, against the built PWA served by the` +
      ' real server (precompressed brotli assets) on the dataset above; signed in through the UI once, storage' +
      ` kept between runs. Mobile: Lighthouse's default (simulated slow 4G, 4× CPU slowdown), median of ${RUNS}` +
      ' runs by score; the consumer page once more with the desktop preset for the layout shift.',
    '',
    '| page | path | score (runs) | LCP ms | TBT ms | CLS | FCP ms | JS transferred | target | result |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  );
  for (const p of r.pages) {
    const m = p.median;
    const desktop = p.name === 'consumerDesktop';
    const target = desktop ? 'CLS ≤ 0.02' : `≥ ${LIGHTHOUSE_TARGET_SCORE}`;
    const pass = m && (desktop ? m.cls <= 0.02 : m.score >= LIGHTHOUSE_TARGET_SCORE);
    const pathShown = p.path.replace(/\?q=.*/, '?q=(a family name)');
    lines.push(
      m
        ? `| ${p.name} | \`${pathShown}\` | ${m.score} (${p.runs.map((x) => x.score).join(', ')}) | ` +
            `${m.lcpMs.toFixed(0)} | ${m.tbtMs.toFixed(0)} | ${m.cls.toFixed(3)} | ${m.fcpMs.toFixed(0)} | ` +
            `${(m.scriptBytes / 1024).toFixed(1)} KiB | ${target} | ${pass ? 'pass' : 'MISS'} |`
        : `| ${p.name} | \`${pathShown}\` | error: ${p.error ?? '?'} | | | | | | ${target} | error |`,
    );
  }
  const login = r.pages.find((p) => p.name === 'login')?.median;
  if (login)
    lines.push(
      '',
      `The sign-in page loads ${(login.scriptBytes / 1024).toFixed(1)} KiB of compressed JavaScript ` +
        `(target ≤ 100 KB) in ${login.scriptFiles.length} files: ${login.scriptFiles.map((f) => `\`${f}\``).join(', ')}.`,
    );
  return [...lines, '', '<!-- lighthouse:end -->'];
}
