// The real server process under stress.
// SIGTERM under load (both databases): it stops accepting, lets the requests in flight and the job chunk in hand
// finish, and exits 0; a restart finishes the batch with every item applied exactly once. The requests in flight
// are sendSms calls the SMS gateway holds until the server has stopped accepting.
// PostgreSQL drops the connections (pg_terminate_backend, then a database refusing connections): the server stays
// up, answers 503 on /readyz and a clear 503 on requests while the database is gone, and recovers by itself, its
// job runner included (PGlite lives inside the process: nothing to drop).
// `npm start` runs the compiled server as npm's own child (sh execs node), so SIGTERM to npm reaches it and
// nothing is left running.
// Two instances on one PostgreSQL: both job runners work through one batch; one is killed with
// SIGKILL mid-batch, the other finishes it, and every item is applied exactly once.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appliedCounts,
  batchCompleted,
  batchProgress,
  consumerId,
  itemsDone,
  seedBatchDatabase,
  submitBatch,
} from '../support/batch-fixtures';
import { restartableServer, type RestartableServer } from '../support/restartable-server';
import { exited, freePort, spawnConsoleServer, type ServerProcess } from '../support/server-process';
import { metricValue, scrapeMetrics } from '../support/metrics-scrape';
import { startSmsGateway, type SmsGatewayPeer } from '../support/sms-gateway';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';

const PASSWORD = 'correct horse battery staple';
const EMAIL = 'ops@example.com';
const PERMISSIONS = ['legal_status_batches.write', 'sms.send'];
const UNAVAILABLE = 'The database is unavailable; try again in a moment.';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { status: number; body?: unknown } | { error: string };

/** POST /graphql as the server's signed-in staff member; a connection failure is an outcome, not a throw. */
async function post(server: RestartableServer, query: string, variables = {}): Promise<Outcome> {
  try {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: server.cookie() },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { error: cause?.code ?? (error as Error).message };
  }
}

async function get(server: RestartableServer, path: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie: server.cookie() } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const root = path.resolve(import.meta.dirname, '../..');

/** The pids of a process's children (Linux /proc). */
function childrenOf(pid: number): number[] {
  const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return tasks ? tasks.split(/\s+/).map(Number) : [];
}

describe('npm start', () => {
  let dataDir: string;
  let pgDatabase: TestDatabase | undefined;
  /** npm start, stopped by the test; killed here if the test failed first. */
  let npm: ChildProcess | undefined;

  beforeAll(async () => {
    // What npm start does first: builds dist/ and dist-server/ when they are missing or stale (not timed here).
    await promisify(execFile)(process.execPath, ['scripts/build-if-needed.mjs'], {
      cwd: root,
      timeout: 600_000,
    });
    dataDir = await mkdtemp(path.join(tmpdir(), 'ops-npm-start-'));
    if (testDbKind === 'postgres') pgDatabase = await createTestDatabase();
  }, 600_000);

  afterAll(async () => {
    if (npm && npm.exitCode === null && npm.signalCode === null) {
      npm.kill('SIGTERM');
      await exited(npm);
    }
    await pgDatabase?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    "runs the compiled server as npm's child; SIGTERM to npm stops it and npm exits 0",
    { timeout: 300_000 },
    async () => {
      const port = await freePort();
      const metricsPort = await freePort();
      npm = spawn('npm', ['start'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: pgDatabase?.db.url ?? '',
          SEED_ON_FIRST_START: 'false',
          LOG_LEVEL: 'warn',
          METRICS_PORT: String(metricsPort),
        },
        stdio: 'ignore',
      });
      const baseUrl = `http://127.0.0.1:${port}`;
      const ready = () =>
        fetch(`${baseUrl}/readyz`).then(
          (r) => r.status === 200,
          () => false,
        );
      while (!(await ready())) {
        expect(npm!.exitCode).toBeNull();
        await pause(250);
      }
      // npm → (sh exec'd into) node running the compiled JavaScript: no shell in between, no tsx.
      const npmStart = npm!;
      const [server] = childrenOf(npmStart.pid!);
      expect(readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0')).toContain('dist-server/main.js');
      expect(childrenOf(npmStart.pid!)).toEqual([server]);
      // METRICS_PORT: /metrics on a port of its own, no token; the probes above are counted.
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toMatch(
        /^console_http_request_duration_seconds_count\{route="\/readyz",/m,
      );
      // Not on the main port without METRICS_TOKEN (the PWA's app shell answers there).
      expect(await (await fetch(`${baseUrl}/metrics`)).text()).not.toContain('console_');

      npmStart.kill('SIGTERM');
      await exited(npmStart);
      expect(npmStart.exitCode).toBe(0);
      expect(() => process.kill(server, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
      expect(await ready()).toBe(false);
    },
  );
});

describe('SIGTERM under load', () => {
  const ROWS = 9_000;
  const BATCH_ID = 'lsb_1700000000001';
  const HELD = 3;
  const WORKERS = 4;
  let server: RestartableServer;
  let gateway: SmsGatewayPeer;

  beforeAll(async () => {
    server = await restartableServer('ops-shutdown');
    gateway = await startSmsGateway();
    await server.withDatabase((db) =>
      seedBatchDatabase(db, { email: EMAIL, password: PASSWORD, permissions: PERMISSIONS }, ROWS),
    );
  }, 120_000);

  afterAll(async () => {
    gateway?.release();
    await gateway?.close();
    await server?.close();
  });

  it(
    'finishes in-flight requests and the chunk in hand, exits 0, and loses or repeats no job item',
    { timeout: 600_000 },
    async () => {
      gateway.mode = 'hold';
      await server.start({ SMS_URL: gateway.url, SMS_TOKEN: 'token', SMS_TIMEOUT_MS: '120000' });
      await server.signIn(EMAIL, PASSWORD);
      await submitBatch(server, BATCH_ID, ROWS);
      for (;;) {
        const p = await batchProgress(server, BATCH_ID);
        expect(p.completedAt).toBeNull();
        if (p.successes + p.failures > 0) break;
        await pause(20);
      }

      // In flight: sendSms calls the gateway holds.
      const held = Array.from({ length: HELD }, (_, i) =>
        post(server, 'mutation($c: ID!) { sendSms(consumerId: $c, smsText: "ご案内") }', {
          c: consumerId(i + 1),
        }),
      );
      await gateway.waitForRequests(HELD);
      // Load: workers sending queries back to back until the server is gone.
      let exited = false;
      const outcomes: Outcome[] = [];
      const workers = Array.from({ length: WORKERS }, async () => {
        while (!exited) outcomes.push(await post(server, '{ __typename }'));
      });
      while (outcomes.length < 20) await pause(10);

      const stopped = server.stop('SIGTERM');
      // It stops accepting while the held requests are still open…
      const refused = () =>
        fetch(`${server.baseUrl}/healthz`).then(
          () => false,
          () => true,
        );
      while (!(await refused())) await pause(20);
      // …and answers them once the gateway does.
      gateway.release();
      expect(await stopped).toBe(0);
      exited = true;
      await Promise.all(workers);

      expect(await Promise.all(held)).toEqual(
        Array.from({ length: HELD }, () => ({ status: 200, body: { data: { sendSms: 'Success' } } })),
      );
      // Every load request got an answer (200, or 503 on a kept-alive connection while closing) or, once the
      // server had stopped accepting, a refused or closed connection; nothing else.
      for (const outcome of outcomes) {
        if ('status' in outcome) expect([200, 503]).toContain(outcome.status);
        else
          expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']).toContain(outcome.error);
      }
      expect(outcomes.filter((o) => 'status' in o && o.status === 200).length).toBeGreaterThan(0);
      expect(await server.withDatabase((db) => itemsDone(db, BATCH_ID))).toBeGreaterThan(0);

      gateway.mode = 'accept';
      await server.start();
      expect(await batchCompleted(server, BATCH_ID)).toMatchObject({ successes: ROWS, failures: 0 });
      expect(await server.stop('SIGTERM')).toBe(0);
      expect(await server.withDatabase((db) => appliedCounts(db, BATCH_ID))).toEqual([
        { history: 1, audits: 1, consumers: ROWS },
      ]);
    },
  );
});

if (testDbKind === 'postgres') {
  describe('PostgreSQL drops the connections', () => {
    const ROWS = 6_000;
    const BATCH_ID = 'lsb_1700000000002';
    let server: RestartableServer;
    /** Connected to the server's maintenance database, so it outlives the terminated backends. */
    let admin: pg.Client;
    let name: string;

    beforeAll(async () => {
      server = await restartableServer('ops-outage');
      name = new URL(server.databaseUrl!).pathname.slice(1);
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await server.withDatabase((db) =>
        seedBatchDatabase(db, { email: EMAIL, password: PASSWORD, permissions: PERMISSIONS }, ROWS),
      );
    }, 120_000);

    afterAll(async () => {
      await admin?.query(`alter database ${name} allow_connections true`).catch(() => undefined);
      await admin?.end();
      await server?.close();
    });

    it(
      'the server stays up, answers 503 while the database is gone and recovers by itself',
      { timeout: 300_000 },
      async () => {
        await server.start();
        await server.signIn(EMAIL, PASSWORD);
        await submitBatch(server, BATCH_ID, ROWS);
        while ((await batchProgress(server, BATCH_ID)).successes === 0) await pause(20);

        // pg_terminate_backend from inside the database: every backend but the caller's.
        await server.withDatabase((db) =>
          db.orm.execute(
            sql`select pg_terminate_backend(pid) from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()`,
          ),
        );
        await pause(500);
        expect((await get(server, '/healthz')).status).toBe(200);
        // The pool reconnects on the next query.
        expect(await get(server, '/api/profile/me2')).toMatchObject({ status: 200, body: { email: EMAIL } });

        // Now the database refuses connections for a while.
        await admin.query(`alter database ${name} allow_connections false`);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          name,
        ]);
        expect(await get(server, '/readyz')).toEqual({
          status: 503,
          body: {
            status: 'failing',
            failing: ['database'],
            checks: { database: 'failing', migrations: 'unknown', jobs: 'ok' },
          },
        });
        expect(await get(server, '/api/profile/me2')).toEqual({
          status: 503,
          body: { code: 'ServiceUnavailable', message: UNAVAILABLE },
        });
        expect(await post(server, '{ legalStatusBatchUpdates { id } }')).toEqual({
          status: 503,
          body: {
            data: null,
            errors: [{ message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
          },
        });
        expect((await get(server, '/healthz')).status).toBe(200);

        // Back: the server recovers without a restart, and the job runner finishes the batch.
        await admin.query(`alter database ${name} allow_connections true`);
        while ((await get(server, '/readyz')).status !== 200) await pause(100);
        expect(await get(server, '/api/profile/me2')).toMatchObject({ status: 200 });
        expect((await batchCompleted(server, BATCH_ID)).successes).toBe(ROWS);
        expect(await server.stop('SIGTERM')).toBe(0);
        expect(await server.withDatabase((db) => appliedCounts(db, BATCH_ID))).toEqual([
          { history: 1, audits: 1, consumers: ROWS },
        ]);
      },
    );
  });
}

if (testDbKind === 'postgres') {
  describe('two instances on one PostgreSQL', () => {
    const ROWS = 50_000;
    const BATCH_ID = 'lsb_1700000000003';
    let first: RestartableServer;
    let second: ServerProcess | undefined;
    let secondDir: string;

    beforeAll(async () => {
      first = await restartableServer('ops-two-instances');
      secondDir = await mkdtemp(path.join(tmpdir(), 'ops-two-instances-b-'));
      await first.withDatabase((db) =>
        seedBatchDatabase(db, { email: EMAIL, password: PASSWORD, permissions: PERMISSIONS }, ROWS),
      );
    }, 120_000);

    afterAll(async () => {
      if (second && second.child.exitCode === null && second.child.signalCode === null) {
        second.child.kill('SIGKILL');
        await exited(second.child);
      }
      await first?.close();
      await rm(secondDir, { recursive: true, force: true });
    });

    /** Legal-status items the instance's job runner committed (its /metrics on METRICS_PORT). */
    const processed = async (metricsPort: number) =>
      metricValue(
        await scrapeMetrics(`http://127.0.0.1:${metricsPort}/metrics`),
        'console_job_items_processed_total{kind="legal_status"}',
      );

    it(
      'share one batch; kill -9 of one mid-batch, the other finishes it, every item applied exactly once',
      { timeout: 600_000 },
      async () => {
        const firstMetrics = await freePort();
        const secondMetrics = await freePort();
        await first.start({ METRICS_PORT: String(firstMetrics) });
        second = await spawnConsoleServer(await freePort(), {
          DATABASE_URL: first.databaseUrl!,
          DATA_DIR: secondDir,
          METRICS_PORT: String(secondMetrics),
          GRAPHQL_RATE_LIMIT: '0',
        });
        await first.signIn(EMAIL, PASSWORD);
        await submitBatch(first, BATCH_ID, ROWS);
        // The first runner is woken by the batch's last part, the second finds it on its next poll. Once both have
        // committed chunks of it, the first is killed, with a chunk in hand.
        while ((await processed(secondMetrics)) === 0 || (await processed(firstMetrics)) === 0) {
          expect((await batchProgress(first, BATCH_ID)).completedAt).toBeNull();
          await pause(20);
        }
        const byFirst = await processed(firstMetrics);
        await first.stop('SIGKILL');
        const atKill = await first.withDatabase((db) => itemsDone(db, BATCH_ID));
        expect(atKill).toBeGreaterThanOrEqual(byFirst);
        expect(atKill).toBeLessThan(ROWS);

        // The second instance goes on alone and finishes the batch, the killed chunk included.
        // The session is in the database: the same cookie signs requests to the second instance.
        const secondServer: RestartableServer = {
          ...first,
          gql: async (query, variables) => {
            const response = await fetch(`${second!.baseUrl}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: first.cookie() },
              body: JSON.stringify({ query, variables }),
            });
            return ((await response.json()) as { data: Record<string, never> }).data;
          },
        };
        expect(await batchCompleted(secondServer, BATCH_ID)).toMatchObject({ successes: ROWS, failures: 0 });
        expect(await processed(secondMetrics)).toBeGreaterThanOrEqual(ROWS - atKill);
        second.child.kill('SIGTERM');
        await exited(second.child);
        expect(second.child.exitCode).toBe(0);
        expect(await first.withDatabase((db) => appliedCounts(db, BATCH_ID))).toEqual([
          { history: 1, audits: 1, consumers: ROWS },
        ]);
      },
    );
  });
}
