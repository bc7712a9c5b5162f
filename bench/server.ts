// The real console server (buildApp) in a process of its own for the benchmark, so the load generator does not
// share its event loop. Started by bench/measure.ts with fork(): it reports its port over IPC and, on request,
// records the SQL statements the app sends to PostgreSQL (for EXPLAIN of the slowest search kind).
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { buildApp } from '../server/http/app';
import { createMailer } from '../server/mail/mailer';
import { readConfig, type Config } from '../server/config';
import { openDatabase } from '../server/db/client';
import { startJobRunner } from '../server/jobs/runner';

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

export type ToServer = { type: 'capture'; on: boolean } | { type: 'captured' } | { type: 'stop' };
export type FromServer =
  | { type: 'ready'; port: number }
  | { type: 'captured'; queries: CapturedQuery[] }
  | { type: 'error'; message: string };

function send(message: FromServer): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DB_URL || undefined;
  const dataDir = process.env.BENCH_PGLITE_DIR || undefined;
  const db = await openDatabase({ url, dataDir });

  let capturing = false;
  const captured: CapturedQuery[] = [];
  if (db.kind === 'postgres') {
    // Every statement goes through a pooled client (pool.query too): wrap each client's query as it connects.
    const pool = (db.orm as unknown as { $client: pg.Pool }).$client;
    pool.on('connect', (client) => {
      const original = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        if (capturing) {
          const [first, second] = args;
          const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
          const values =
            (Array.isArray(second) ? second : undefined) ?? (first as { values?: unknown[] })?.values ?? [];
          if (text) captured.push({ text, values });
        }
        return original(...args);
      };
    });
  }

  const config: Config = {
    // Only the log switch comes from the environment: the access section runs one server with the log, one without.
    ...readConfig({ ACCESS_LOG_BENCH_OFF: process.env.ACCESS_LOG_BENCH_OFF }),
    host: '127.0.0.1',
    port: 0,
    databaseUrl: url,
    // The built PWA for the browser section (bench/browser.ts); none for the HTTP measurements.
    staticDir: process.env.BENCH_STATIC_DIR || '/nonexistent-static-dir',
    trustProxy: true,
    seedOnFirstStart: false,
    smtpUrl: process.env.BENCH_SMTP_URL,
    mailFrom: 'console@example.com',
    // Off unless asked for: the latency and throughput sections send thousands of requests from one session.
    graphqlRateLimit: Number(process.env.BENCH_GRAPHQL_RATE_LIMIT || 0),
  };
  const mailer = createMailer(config, () => undefined);
  const app = await buildApp({ config, db, mailer, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // As server/main.ts: the bulk jobs (legal-status batches, bulk cancellations) run in the server process. A chunk
  // that keeps failing would otherwise only show as the bench's time limit.
  const jobRunner = startJobRunner(db, {
    // The scale-out section runs two servers: the one not woken by a batch's last part finds it on its next poll.
    pollMs: Number(process.env.BENCH_JOB_POLL_MS) || undefined,
    onError: (error) => console.error('bench server: job chunk failed:', error),
  });

  process.on('message', (message: ToServer) => {
    if (message.type === 'capture') {
      capturing = message.on;
      if (message.on) captured.length = 0;
    } else if (message.type === 'captured') {
      send({ type: 'captured', queries: [...captured] });
    } else if (message.type === 'stop') {
      void app
        .close()
        .then(() => jobRunner.stop())
        .then(() => db.close())
        .finally(() => process.exit(0));
    }
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', port: (app.server.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
