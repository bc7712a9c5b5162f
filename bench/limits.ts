// The GraphQL edge under attack: how long the server takes to refuse the alias bombs, and the
// latency of a signed-in user's profile request before and while three sessions send the 1 MB bomb back to back.
// Runs the real server (bench/server.ts, its own process, production limits) on a small PGlite database of its
// own: the refusals happen before any SQL and the profile reads only the session, so the data size does not
// matter.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDemoData } from '../server/seed/demo-data';
import { createStaffUser } from '../server/domain/staff-accounts';
import { DEFAULT_GRAPHQL_RATE_LIMIT } from '../server/config';
import { startSmtpPeer } from '../tests/support/smtp-peer';
import { signIn } from '../tests/support/test-server';
import {
  BENCH_STAFF_EMAIL,
  BENCH_STAFF_PASSWORD,
  ensureStaff,
  startServer,
  stats,
  type Stats,
} from './measure';

/** A staff user without any permission: the attacker. */
const BOMBER_EMAIL = 'bench-bomber@example.com';
const BOMBER_PASSWORD = 'bench-bomber-password-0123';
const BOMBERS = 3;
const CONSUMERS = 300;

export interface BombResult extends Stats {
  label: string;
  bytes: number;
  /** Answers by HTTP status (and "network" for a connection the server closed). */
  statuses: Record<string, number>;
  code?: string;
}

export interface LimitsResult {
  bombs: BombResult[];
  profileAlone: Stats;
  profileUnderAttack: Stats;
  /** Bombs the three attackers sent while the profile was measured, by status. */
  attack: { sent: number; statuses: Record<string, number>; seconds: number };
  /** Resident memory of the server process (MB) before and after the attack. */
  rss: [number, number];
  /** One-minute load average at the start and the end (other work on the machine). */
  load: [number, number];
  errors: string[];
}

const aliasBomb = (count: number, field: string) =>
  `query Bomb { ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join('\n')} }`;

/** The bomb: 7,500 aliases of fuzzySearch, about 1 MB. */
const BIG_BOMB = JSON.stringify({
  query: aliasBomb(
    7500,
    'fuzzySearch(searchKeyword: "ヤマダ タロウ やまだ たろう") { consumers { id kanjiName kanaName email phone status } }',
  ),
});

/**
 * The attackers run in a thread of their own, so the profile requests' latency is the server's, not this
 * process's event loop busy sending megabytes. Stops when told and answers the status of every bomb sent.
 */
const ATTACKERS = `
const { workerData, parentPort } = require('node:worker_threads');
let running = true;
const sent = [];
parentPort.on('message', () => { running = false; });
Promise.all(workerData.cookies.map(async (cookie) => {
  while (running) {
    try {
      const response = await fetch(workerData.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: workerData.body,
      });
      await response.arrayBuffer();
      sent.push(String(response.status));
    } catch {
      sent.push('network');
    }
  }
})).then(() => parentPort.postMessage(sent));
`;

function rssMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

interface Sent {
  ms: number;
  status: string;
  code?: string;
}

async function send(baseUrl: string, cookie: string, body: string): Promise<Sent> {
  const t0 = performance.now();
  try {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
      signal: AbortSignal.timeout(120_000),
    });
    const json = (await response.json().catch(() => ({}))) as {
      errors?: { extensions?: { code?: string } }[];
    };
    return {
      ms: performance.now() - t0,
      status: String(response.status),
      code: json.errors?.[0]?.extensions?.code,
    };
  } catch {
    return { ms: performance.now() - t0, status: 'network' };
  }
}

async function profile(baseUrl: string, cookie: string): Promise<{ ms: number; ok: boolean }> {
  const t0 = performance.now();
  const response = await fetch(`${baseUrl}/api/profile/me2`, { headers: { cookie } });
  const body = (await response.json()) as { email?: string };
  return { ms: performance.now() - t0, ok: response.status === 200 && body.email === BENCH_STAFF_EMAIL };
}

function tally(list: Sent[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of list) out[s.status] = (out[s.status] ?? 0) + 1;
  return out;
}

export async function measureLimits(options: {
  quick: boolean;
  log: (line: string) => void;
}): Promise<LimitsResult> {
  const { log } = options;
  const requests = options.quick ? 100 : 400;
  const bombSamples = options.quick ? 10 : 30;
  const result: LimitsResult = {
    bombs: [],
    profileAlone: stats([], 0),
    profileUnderAttack: stats([], 0),
    attack: { sent: 0, statuses: {}, seconds: 0 },
    rss: [NaN, NaN],
    load: [os.loadavg()[0], NaN],
    errors: [],
  };

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-limits-'));
  const smtp = await startSmtpPeer();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const db = await openDatabase({ dataDir });
    try {
      await migrateDatabase(db);
      await seedDemoData(db, { consumers: CONSUMERS, seed: 3, now: new Date() });
      await ensureStaff(db);
      await createStaffUser(
        db.orm,
        { email: BOMBER_EMAIL, password: BOMBER_PASSWORD, permissions: [] },
        'bench',
      );
    } finally {
      await db.close();
    }
    // The production rate limit (the other sections turn it off: they send thousands of requests per session).
    server = await startServer({ kind: 'pglite', dataDir }, smtp.url, '', {
      BENCH_GRAPHQL_RATE_LIMIT: String(DEFAULT_GRAPHQL_RATE_LIMIT),
    });
    const { baseUrl } = server;
    const user = await signIn(baseUrl, smtp, BENCH_STAFF_EMAIL, BENCH_STAFF_PASSWORD);
    const bombers: string[] = [];
    for (let i = 0; i < BOMBERS + 1; i++)
      bombers.push(await signIn(baseUrl, smtp, BOMBER_EMAIL, BOMBER_PASSWORD));
    const [prober, ...attackers] = bombers;
    log(`  server on ${baseUrl}; ${BOMBERS} attacking sessions of a staff user without permissions`);

    const probeBombs: [string, string][] = [
      ['7,500 aliases of fuzzySearch (the issue’s 1 MB bomb)', BIG_BOMB],
      [
        '1,000 aliases of paymentsV2',
        JSON.stringify({
          query: aliasBomb(1000, 'paymentsV2(consumerId: "con_0000000000000000") { payments { id } }'),
        }),
      ],
      [
        '16 aliases of fuzzySearch (fits every other limit)',
        JSON.stringify({ query: aliasBomb(16, 'fuzzySearch(searchKeyword: "タロウ") { consumers { id } }') }),
      ],
    ];
    for (const [label, body] of probeBombs) {
      const sent: Sent[] = [];
      await send(baseUrl, prober, body);
      for (let i = 0; i < bombSamples; i++) sent.push(await send(baseUrl, prober, body));
      const bomb: BombResult = {
        label,
        bytes: Buffer.byteLength(body),
        statuses: tally(sent),
        code: sent.find((s) => s.code)?.code,
        ...stats(
          sent.map((s) => s.ms),
          0,
        ),
      };
      result.bombs.push(bomb);
      log(
        `  refused: ${label.padEnd(52)} p50 ${bomb.p50.toFixed(1).padStart(6)}  max ${bomb.max.toFixed(1).padStart(6)} ms  ${JSON.stringify(bomb.statuses)} ${bomb.code ?? ''}`,
      );
    }

    const measureProfile = async (): Promise<Stats> => {
      const samples: number[] = [];
      let errors = 0;
      for (let i = 0; i < requests; i++) {
        const answer = await profile(baseUrl, user);
        if (answer.ok) samples.push(answer.ms);
        else errors++;
      }
      return stats(samples, errors, errors ? 'profile answer was not 200 with the user' : undefined);
    };
    for (let i = 0; i < 20; i++) await profile(baseUrl, user);
    result.profileAlone = await measureProfile();
    log(
      `  profile alone:            p50 ${result.profileAlone.p50.toFixed(1)}  p95 ${result.profileAlone.p95.toFixed(1)} ms`,
    );

    result.rss[0] = rssMb(server.pid);
    const t0 = performance.now();
    const worker = new Worker(ATTACKERS, {
      eval: true,
      workerData: { url: `${baseUrl}/graphql`, cookies: attackers, body: BIG_BOMB },
    });
    const finished = new Promise<string[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    // Let the three bombs be in flight before the first profile request.
    await new Promise((resolve) => setTimeout(resolve, 300));
    result.profileUnderAttack = await measureProfile();
    worker.postMessage('stop');
    const statuses = await finished;
    await worker.terminate();
    result.rss[1] = rssMb(server.pid);
    const sent = statuses.map((status) => ({ ms: 0, status }));
    result.attack = { sent: sent.length, statuses: tally(sent), seconds: (performance.now() - t0) / 1000 };
    log(
      `  profile, ${BOMBERS} bombs in flight: p50 ${result.profileUnderAttack.p50.toFixed(1)}  p95 ${result.profileUnderAttack.p95.toFixed(1)} ms` +
        ` (${sent.length} bombs sent: ${JSON.stringify(result.attack.statuses)}; server RSS ${result.rss[0].toFixed(0)} → ${result.rss[1].toFixed(0)} MB)`,
    );
  } catch (error) {
    result.errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    log(`  limits part failed: ${result.errors.at(-1)}`);
  } finally {
    result.load[1] = os.loadavg()[0];
    await server?.stop();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');

/** The report section (between markers, so `--only=limits` can replace it in an existing report). */
export function limitsReportLines(r: LimitsResult | undefined, error?: string): string[] {
  const lines = ['<!-- limits:start -->', '## GraphQL edge under attack', ''];
  if (error || !r) {
    lines.push('**Failed:**', '', '```', error ?? 'not run', '```', '', '<!-- limits:end -->', '');
    return lines;
  }
  lines.push(
    'The real server (production limits: 128 KiB body, 2,000 tokens, 15 aliases, 15 root fields, depth 8, cost',
    `2,500, ${DEFAULT_GRAPHQL_RATE_LIMIT} requests a minute per session) on a small PGlite database (${CONSUMERS} demo consumers: the`,
    'refusals happen before any SQL and the profile reads only the session). The attacker is a signed-in staff user',
    'without permissions. Times are end to end (`fetch` on 127.0.0.1, answer read); the attackers run in a thread',
    `of their own. One-minute load average ${r.load[0].toFixed(2)} at the start, ${r.load[1].toFixed(2)} at the end` +
      (Math.max(...r.load) > os.cpus().length * 1.5
        ? ' — **other work was running on the machine; the figures are pessimistic**.'
        : '.'),
    '',
    '### Refusing a bomb (sequential, one session)',
    '',
    '| bomb | body bytes | n | p50 ms | p95 ms | max ms | answers | code |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...r.bombs.map(
      (b) =>
        `| ${b.label} | ${b.bytes.toLocaleString('en')} | ${b.n} | ${ms(b.p50)} | ${ms(b.p95)} | ${ms(b.max)} | ${Object.entries(
          b.statuses,
        )
          .map(([s, n]) => `${s} × ${n}`)
          .join(', ')} | ${b.code ?? ''} |`,
    ),
    '',
    `### A signed-in user’s profile (\`GET /api/profile/me2\`) while ${BOMBERS} sessions send the 1 MB bomb back to back`,
    '',
    '| profile requests | n | p50 ms | p95 ms | p99 ms | max ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| alone | ${r.profileAlone.n} | ${ms(r.profileAlone.p50)} | ${ms(r.profileAlone.p95)} | ${ms(r.profileAlone.p99)} | ${ms(r.profileAlone.max)} | ${r.profileAlone.errors} |`,
    `| **${BOMBERS} bombs in flight** | ${r.profileUnderAttack.n} | ${ms(r.profileUnderAttack.p50)} | ${ms(r.profileUnderAttack.p95)} | ${ms(r.profileUnderAttack.p99)} | ${ms(r.profileUnderAttack.max)} | ${r.profileUnderAttack.errors} |`,
    '',
    `During those ${r.attack.seconds.toFixed(1)} s the attackers sent ${r.attack.sent.toLocaleString('en')} bombs (answers: ${Object.entries(
      r.attack.statuses,
    )
      .map(([s, n]) => `${s} × ${n.toLocaleString('en')}`)
      .join(
        ', ',
      )}); the server process's resident memory went from ${ms(r.rss[0])} MB to ${ms(r.rss[1])} MB.` +
      ' Before the limits the issue measured 36 s for one such bomb, every other user waiting as long, and RSS' +
      ' going from 1.27 to 2.65 GB with three at once.',
    '',
  );
  if (r.errors.length) lines.push('Errors:', '', '```', ...r.errors, '```', '');
  lines.push('<!-- limits:end -->', '');
  return lines;
}
