// Two instances, measured (docs/scale-out.md): two server processes on the 1M PostgreSQL dataset
// behind a round-robin client. The search mix with 8 clients against one instance, then against two (each request
// to the next instance in turn); then one 100,000-item legal-status batch applied by one instance's job runner, and
// the same batch (its consumers set back first) applied by the runners of both instances sharing it.
// `npm run bench -- --only=scaleout` (the dataset must exist: build it with a full run first).
import os from 'node:os';
import { openDatabase } from '../server/db/client';
import { startSmtpPeer } from '../tests/support/smtp-peer';
import { signIn } from '../tests/support/test-server';
import {
  BENCH_STAFF_EMAIL,
  BENCH_STAFF_PASSWORD,
  ensureStaff,
  pickKeywords,
  searchMix,
  startServer,
  throughput,
  type BenchServer,
  type ThroughputResult,
} from './measure';
import {
  cleanupLegalStatusBench,
  measureLegalStatusBatch,
  prepareLegalStatusBench,
  type LegalStatusBenchResult,
} from './legal-status';

const CLIENTS = 8;
const SECONDS = 20;
const BATCH_ROWS = 100_000;
const WARMUP = 100;
/** The runner not woken by the batch's last part joins within this (bench/server.ts BENCH_JOB_POLL_MS). */
const POLL_MS = 200;

export interface ScaleoutResult {
  cores: number;
  search: { one?: ThroughputResult; two?: ThroughputResult };
  batch: { one?: LegalStatusBenchResult; two?: LegalStatusBenchResult };
  /** 1-minute load average before and after. */
  load: [number, number];
}

export async function scaleoutSection(options: {
  url: string;
  log: (line: string) => void;
}): Promise<{ result: ScaleoutResult; error?: string }> {
  const { url, log } = options;
  const result: ScaleoutResult = {
    cores: os.cpus().length,
    search: {},
    batch: {},
    load: [os.loadavg()[0], NaN],
  };
  log(`\n== Two instances on one PostgreSQL (${new URL(url).pathname.slice(1)})`);
  const db = await openDatabase({ url, poolSize: 2 });
  const smtp = await startSmtpPeer();
  const servers: BenchServer[] = [];
  try {
    await ensureStaff(db);
    const mix = searchMix(await pickKeywords(db));
    const ids = await prepareLegalStatusBench(db, BATCH_ROWS);
    const start = async () => {
      servers.push(
        await startServer({ kind: 'postgres', url }, smtp.url, '', { BENCH_JOB_POLL_MS: String(POLL_MS) }),
      );
    };
    await start();
    const cookie = await signIn(servers[0].baseUrl, smtp, BENCH_STAFF_EMAIL, BENCH_STAFF_PASSWORD);
    const searches = async (label: 'one' | 'two') => {
      const urls = servers.map((s) => s.baseUrl);
      await throughput(urls, cookie, mix.slice(0, WARMUP), 2, 3);
      const t = await throughput(urls, cookie, mix, CLIENTS, SECONDS);
      result.search[label] = t;
      log(
        `  ${label} instance${label === 'one' ? '' : 's'}, ${CLIENTS} clients: ${t.perSecond.toFixed(0)} searches/s ` +
          `(p50 ${t.stats.p50.toFixed(1)}, p95 ${t.stats.p95.toFixed(1)} ms, ${t.stats.errors} errors)`,
      );
    };
    const batch = async (label: 'one' | 'two') => {
      log(`  ${BATCH_ROWS.toLocaleString('en')}-item legal-status batch, runners of ${label} instance(s)`);
      result.batch[label] = await measureLegalStatusBatch({ baseUrl: servers[0].baseUrl, cookie, ids, log });
    };

    await searches('one');
    await batch('one');
    await prepareLegalStatusBench(db, BATCH_ROWS);
    await start();
    await searches('two');
    await batch('two');
    result.load[1] = os.loadavg()[0];
    return { result };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`  scale-out section failed: ${message}`);
    return { result, error: message };
  } finally {
    for (const server of servers) await server.stop();
    await cleanupLegalStatusBench(db).catch(() => undefined);
    await db.close();
    await smtp.close();
  }
}

const ratio = (two?: number, one?: number) => (one && two ? `×${(two / one).toFixed(2)}` : '–');

export function scaleoutReportLines(r: ScaleoutResult, error?: string): string[] {
  const { one, two } = r.search;
  const b1 = r.batch.one?.apply;
  const b2 = r.batch.two?.apply;
  const row = (label: string, t?: ThroughputResult, b?: LegalStatusBenchResult['apply']) =>
    `| ${label} | ${t ? t.perSecond.toFixed(0) : '–'} | ${t ? t.stats.p50.toFixed(1) : '–'} | ` +
    `${t ? t.stats.p95.toFixed(1) : '–'} | ${t ? t.stats.errors : '–'} | ` +
    `${b ? b.perSecond.toFixed(0) : '–'} | ${b ? b.seconds.toFixed(1) : '–'} |`;
  const lines = [
    '<!-- scaleout:start -->',
    '',
    '## Two instances on one PostgreSQL (`--only=scaleout`)',
    '',
    `Two server processes on the same PostgreSQL database, ${r.cores} cores shared by PostgreSQL, both servers and the` +
      ` load generator (1-minute load ${r.load[0].toFixed(1)} before, ${Number.isNaN(r.load[1]) ? '–' : r.load[1].toFixed(1)} after).` +
      ` Searches: the search mix, ${CLIENTS} clients for ${SECONDS} s, each request to the next instance in turn.` +
      ` Jobs: one ${BATCH_ROWS.toLocaleString('en')}-item legal-status batch (sent to the first instance; the second` +
      ` instance's runner finds it within ${POLL_MS} ms), timed from the last part's answer to completion.`,
    '',
    '| instances | searches/s | p50 ms | p95 ms | errors | batch items/s | batch s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('one', one, b1),
    row('two', two, b2),
    '',
    `Two against one: searches/s ${ratio(two?.perSecond, one?.perSecond)}, batch items/s ${ratio(b2?.perSecond, b1?.perSecond)}.` +
      ' What bounds it: docs/scale-out.md.',
  ];
  for (const b of [r.batch.one, r.batch.two]) if (b?.error) lines.push('', `Batch error: \`${b.error}\``);
  if (error) lines.push('', `Error: \`${error}\``);
  lines.push('', '<!-- scaleout:end -->');
  return lines;
}
