// Presence under load (`npm run bench -- --only=presence`): 500 WebSocket tabs on 100 cases (5 tabs a
// case) against the real server in a process of its own on a fresh PGlite database with 100 demo consumers.
//   - presence latency: a tab toggles 操作中 (its `busy` message) and the time until another tab of the same case
//     hears the new presence, one sample after another; target p95 ≤ 1 s;
//   - the server process's memory (VmRSS) and CPU (utime + stime from /proc) before the tabs, with them idle for
//     IDLE_S seconds (pings and re-announcements only), and during the latency run;
//   - the consumer page (the PWA's own ConsumerPage document) p95 without the tabs and with them open, measured in
//     alternating rounds (the tabs opened and closed between them) so that the machine's other work falls on both
//     alike; "unchanged within noise" is read from the two rows.
// The tabs are in this process (the `ws` client), not the server's: their CPU is not counted.
import fs from 'node:fs';
import os from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import { ConsumerPageDocument } from '../src/app/api/generated/graphql';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedIfEmpty } from '../server/seed/first-start';
import { startSmtpPeer } from '../tests/support/smtp-peer';
import { signIn } from '../tests/support/test-server';
import { BENCH_STAFF_EMAIL, BENCH_STAFF_PASSWORD, ensureStaff } from './bench-data';
import { startServer } from './bench-server';
import { consumerPageVariables } from './consumer-10k';
import { postGraphql } from './http-client';
import { stats, type Stats } from './stats';

const quick = process.argv.includes('--quick');
const CASES = quick ? 20 : 100;
const TABS = quick ? 100 : 500;
const LATENCY_SAMPLES = quick ? 50 : 300;
const PAGE_REQUESTS = quick ? 60 : 300;
/** Rounds of the consumer page with and without the tabs (each round measures both, in turn). */
const PAGE_ROUNDS = 6;
const IDLE_S = quick ? 5 : 20;
export const PRESENCE_P95_TARGET_MS = 1_000;
const CONSUMER_PAGE_QUERY = String(ConsumerPageDocument);

interface ProcessSample {
  rssMb: number;
  /** CPU seconds (user + system) so far. */
  cpuS: number;
}

export interface PresenceResult {
  cases: number;
  tabs: number;
  latency: Stats;
  page: { without: Stats; with: Stats };
  before: ProcessSample;
  withTabs: ProcessSample;
  /** Server CPU as a share of one core while the tabs were idle, and during the latency run. */
  idleCpu: number;
  busyCpu: number;
  connectMs: number;
  /** The machine's 1-minute load average at the start and the end (the machine is shared). */
  load: [number, number];
}

function sample(pid: number): ProcessSample {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  // Fields 14 and 15 of /proc/pid/stat (after the command's closing parenthesis: 12 and 13), in clock ticks.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMb: rssKb / 1024, cpuS: ticks / 100 };
}

interface Tab {
  socket: WebSocket;
  caseId: string;
  /** Whether it last told the server a dialog is open: a sample always changes it, so the list changes. */
  busy: boolean;
  /** Resolves on the next presence message for its case. */
  nextPresence(): Promise<void>;
}

function openTab(baseUrl: string, cookie: string, caseId: string): Promise<Tab> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/presence`, {
    headers: { cookie, origin: baseUrl },
  });
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; caseId?: string };
    if (message.type === 'presence' && message.caseId === caseId) waiters.splice(0).forEach((w) => w());
  });
  const tab: Tab = {
    socket,
    caseId,
    busy: false,
    nextPresence: () => new Promise((resolve) => waiters.push(resolve)),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'watch', caseId }));
      resolve(tab);
    });
    socket.once('error', reject);
  });
}

/** Consumer-page answer times (ms), one request after another; a failed answer stops the bench. */
async function pageTimes(
  baseUrl: string,
  cookie: string,
  ids: readonly string[],
  count: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await postGraphql(
      baseUrl,
      { query: CONSUMER_PAGE_QUERY, variables: consumerPageVariables(ids[i % ids.length]) },
      { cookie },
    );
    const ms = performance.now() - started;
    if (answer.status !== 200 || answer.text.includes('"errors"'))
      throw new Error(`consumer page answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    times.push(ms);
  }
  return times;
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no presence within ${ms} ms`)), ms)),
  ]);

export async function presenceSection(log: (line: string) => void): Promise<{
  result?: PresenceResult;
  error?: string;
}> {
  log(`\n== Presence: ${TABS} tabs on ${CASES} cases`);
  const loadBefore = os.loadavg()[0];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-presence-'));
  const smtp = await startSmtpPeer();
  const tabs: Tab[] = [];
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const db = await openDatabase({ dataDir, holder: 'the presence bench' });
    let ids: string[];
    try {
      await migrateDatabase(db);
      await seedIfEmpty(db, { consumers: CASES, demoStaff: false });
      await ensureStaff(db);
      const rows = await db.orm.execute<{ id: string }>(
        sql`select id from consumers order by id limit ${CASES}`,
      );
      ids = (rows as unknown as { rows?: { id: string }[] }).rows?.map((r) => r.id) ?? [];
    } finally {
      await db.close();
    }
    if (ids.length < CASES) throw new Error(`seeded ${ids.length} consumers, not ${CASES}`);
    server = await startServer({ kind: 'pglite', dataDir }, smtp.url);
    if (!server.pid) throw new Error('no server pid');
    const cookie = await signIn(server.baseUrl, smtp, BENCH_STAFF_EMAIL, BENCH_STAFF_PASSWORD);

    await pageTimes(server.baseUrl, cookie, ids, 10); // warm-up
    const before = sample(server.pid);
    const openAll = async () => {
      for (let i = 0; i < TABS; i += 50) {
        const batch = Array.from({ length: Math.min(50, TABS - i) }, (_, k) =>
          openTab(server!.baseUrl, cookie, ids[(i + k) % CASES]),
        );
        tabs.push(...(await Promise.all(batch)));
      }
    };
    const closeAll = async () => {
      const closing = tabs.splice(0).map((tab) => {
        const closed = new Promise((resolve) => tab.socket.once('close', resolve));
        tab.socket.close();
        return closed;
      });
      await Promise.all(closing);
    };
    // The consumer page with the tabs open and without, in alternating rounds (without, with, with, without, …)
    // so that other work on the machine falls on both alike; the tabs are open and idle (heartbeats only).
    const withoutTimes: number[] = [];
    const withTimes: number[] = [];
    let connectMs = 0;
    for (let round = 0; round < PAGE_ROUNDS; round++) {
      for (const open of round % 2 === 0 ? [false, true] : [true, false]) {
        if (open && !tabs.length) {
          const started = performance.now();
          await openAll();
          connectMs = performance.now() - started;
        }
        if (!open && tabs.length) await closeAll();
        const part = await pageTimes(server.baseUrl, cookie, ids, PAGE_REQUESTS / PAGE_ROUNDS);
        (open ? withTimes : withoutTimes).push(...part);
      }
    }
    const without = stats(withoutTimes, 0);
    const withPage = stats(withTimes, 0);
    log(`  consumer page without tabs: p50 ${without.p50.toFixed(1)}, p95 ${without.p95.toFixed(1)} ms`);
    log(`  consumer page with tabs: p50 ${withPage.p50.toFixed(1)}, p95 ${withPage.p95.toFixed(1)} ms`);
    if (!tabs.length) await openAll();
    log(`  ${tabs.length} tabs open in ${connectMs.toFixed(0)} ms`);

    const idleFrom = sample(server.pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
    const withTabs = sample(server.pid);
    const idleCpu = (withTabs.cpuS - idleFrom.cpuS) / IDLE_S;

    const latencies: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    const busyFrom = sample(server.pid);
    const busyStarted = performance.now();
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const actor = tabs[i % tabs.length];
      const observer = tabs[(i + CASES) % tabs.length];
      const heard = observer.nextPresence();
      const started = performance.now();
      actor.busy = !actor.busy;
      actor.socket.send(JSON.stringify({ type: 'busy', busy: actor.busy }));
      try {
        await withTimeout(heard, 5_000);
        latencies.push(performance.now() - started);
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
    const busyCpu = (sample(server.pid).cpuS - busyFrom.cpuS) / ((performance.now() - busyStarted) / 1000);
    const latency = stats(latencies, errors, firstError);
    log(
      `  presence latency: p50 ${latency.p50.toFixed(1)}, p95 ${latency.p95.toFixed(1)} ms (${errors} lost)`,
    );

    return {
      result: {
        cases: CASES,
        tabs: tabs.length,
        latency,
        page: { without, with: withPage },
        before,
        withTabs,
        idleCpu,
        busyCpu,
        connectMs,
        load: [loadBefore, os.loadavg()[0]],
      },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`  presence section failed: ${message}`);
    return { error: message };
  } finally {
    for (const tab of tabs) tab.socket.terminate();
    await server?.stop();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');

export function presenceReportLines(r: PresenceResult | undefined, error?: string): string[] {
  const lines = ['<!-- presence:start -->', '', '## Presence: 500 tabs on 100 cases (`--only=presence`)', ''];
  if (r) {
    const ok = r.latency.p95 <= PRESENCE_P95_TARGET_MS && r.latency.errors === 0;
    lines.push(
      `${r.tabs} WebSocket tabs (5 a case) on ${r.cases} cases against the real server in its own process (fresh` +
        ' PGlite, demo consumers); the tabs run in the bench process, so the CPU below is the server’s alone.' +
        ` Opening them took ${r.connectMs.toFixed(0)} ms. The machine's 1-minute load average was` +
        ` ${r.load[0].toFixed(1)} at the start and ${r.load[1].toFixed(1)} at the end (${os.cpus().length} cores, shared` +
        ' with other work): the two consumer-page rows are only comparable within that noise; the idle CPU row is what' +
        ' the tabs themselves cost the server.',
      '',
      '| measure | value |',
      '| --- | ---: |',
      `| presence latency p50 / p95 / max (ms; ${r.latency.n} samples, ${r.latency.errors} lost) | ` +
        `${f1(r.latency.p50)} / ${f1(r.latency.p95)} / ${f1(r.latency.max)} |`,
      `| target p95 ≤ ${PRESENCE_P95_TARGET_MS} ms | ${ok ? 'met' : '**missed**'} |`,
      `| server RSS before the tabs / with them (MB) | ${f1(r.before.rssMb)} / ${f1(r.withTabs.rssMb)} |`,
      `| server CPU with the tabs idle / during the latency run (share of one core) | ` +
        `${(r.idleCpu * 100).toFixed(1)} % / ${(r.busyCpu * 100).toFixed(1)} % |`,
      `| consumer page p50 / p95 without the tabs (ms) | ${f1(r.page.without.p50)} / ${f1(r.page.without.p95)} |`,
      `| consumer page p50 / p95 with the tabs open (ms) | ${f1(r.page.with.p50)} / ${f1(r.page.with.p95)} |`,
    );
  }
  if (error) lines.push('', `Error: \`${error}\``);
  lines.push('', '<!-- presence:end -->');
  return lines;
}

/** --only=presence: measures and replaces the report's presence section; answers the exit code. */
export async function presenceOnly(replaceReportSection: (name: string, lines: string[]) => string) {
  const part = await presenceSection((line) => console.log(line));
  const file = replaceReportSection('presence', presenceReportLines(part.result, part.error));
  console.log(`\nReport: ${file} (presence section replaced)`);
  const missed = part.result && part.result.latency.p95 > PRESENCE_P95_TARGET_MS;
  return part.error || missed ? 1 : 0;
}
