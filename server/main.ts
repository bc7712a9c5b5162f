// Starts the console: config, database (PGlite in ./data or PostgreSQL), migrations, demo data, HTTP.
import { readConfig } from './config';
import { usePrivateUmask } from './db/private-folder';
import { openDatabase } from './db/client';
import { exitIfFolderHeld, SERVER_HOLDER } from './db/folder-lock';
import { startAdminSocket } from './admin/admin-socket';
import { migrateDatabase } from './db/migrate';
import { createMailer } from './mail/mailer';
import { buildApp } from './http/app';
import { DEMO_STAFF, existingDemoStaff, seedIfEmpty } from './seed/first-start';
import { startJobRunner, type JobRunner } from './jobs/runner';
import { DEFAULT_RETRY_POLICY } from './jobs/retries';
import { createMetrics } from './ops/metrics';
import { startMetricsServer } from './ops/metrics-server';
import { shutDown } from './ops/shutdown';
import { logSafeError } from './http/log-safe-error';

// Before anything is written: the data folder, backups and the admin socket are this OS user's alone.
usePrivateUmask();
const config = readConfig();
const db = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  holder: SERVER_HOLDER,
}).catch(exitIfFolderHeld);
await migrateDatabase(db);
// On PGlite, `npm run staff` works through this socket while the server holds the folder.
const adminSocket = await startAdminSocket(db, config.dataDir);

let seeded = false;
if (config.seedOnFirstStart) {
  console.log(`Checking demo data (first start makes ${config.seedConsumers} consumers)…`);
  ({ seeded } = await seedIfEmpty(db, { consumers: config.seedConsumers, demoStaff: config.demoStaff }));
}
const demoAccounts = await existingDemoStaff(db);

const mailer = createMailer(config, (line) => console.log(line));
const metrics = createMetrics(db);
/** Started once the server listens; GET /readyz asks it whether it runs. */
const jobs: { runner?: JobRunner } = {};
const app = await buildApp({
  config,
  db,
  mailer,
  metrics,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  jobRunner: { alive: () => jobs.runner?.alive() ?? false },
});
await app.listen({ port: config.port, host: config.host });
const metricsServer = await startMetricsServer(config, metrics);
// Bulk legal-status batches: resumes any batch a previous process left half done, then waits for new ones.
jobs.runner = startJobRunner(db, {
  accessLogRetentionDays: config.accessLogRetentionDays,
  onChunk: (kind, items) => metrics.jobItems(kind, items),
  retryPolicy: { ...DEFAULT_RETRY_POLICY, maxAttempts: config.jobMaxAttempts, baseMs: config.jobRetryBaseMs },
  // The job's id, kind, attempt and reason code: no item data.
  onFailure: (failure, error) => {
    metrics.jobFailure(failure);
    app.log.error(
      { err: logSafeError(error), job: failure },
      failure.deadLettered
        ? 'Job chunk failed: retry limit reached, job dead-lettered'
        : 'Job chunk failed; retrying after a backoff',
    );
  },
  onError: (error) =>
    app.log.error({ err: logSafeError(error) }, 'Job runner: the database failed; retrying in a moment'),
});

const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  BNPL console is running: ${url}`,
  `  Database: ${db.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ' — demo data created' : ''}`,
];
lines.push(
  mailer.isDevOutbox
    ? '  Sign-in codes: no SMTP_URL set, so codes are printed in this log (development outbox).'
    : '  Sign-in codes are sent through SMTP_URL.',
);
const demoWhy = mailer.isDevOutbox
  ? process.env.DEMO_STAFF
    ? `DEMO_STAFF=${process.env.DEMO_STAFF}`
    : 'development outbox: no SMTP_URL'
  : process.env.DEMO_STAFF
    ? `DEMO_STAFF=${process.env.DEMO_STAFF}`
    : 'SMTP_URL is set and DEMO_STAFF is not true';
if (config.demoStaff && demoAccounts.length) {
  lines.push(`  Demo staff: on (${demoWhy}); their passwords are published:`);
  for (const s of DEMO_STAFF) {
    if (demoAccounts.includes(s.email)) lines.push(`    ${s.email}  password: ${s.password}  (${s.note})`);
  }
} else if (config.demoStaff) {
  lines.push(`  Demo staff: on (${demoWhy}), but none exist (they are created with the first-start seed).`);
} else if (demoAccounts.length) {
  lines.push(
    `  Demo staff: off (${demoWhy}); ${demoAccounts.join(', ')} exist, but their published passwords are refused.`,
  );
} else {
  lines.push(`  Demo staff: off (${demoWhy}).`);
}
console.log(lines.join('\n') + '\n');

// SIGTERM (a deployment, `docker stop`, Ctrl-C as SIGINT): stop accepting, let in-flight requests and the job chunk
// in hand finish, then exit 0 (at the latest after SHUTDOWN_TIMEOUT_MS: an unfinished chunk's transaction rolls back).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void shutDown({
      app,
      timeoutMs: config.shutdownTimeoutMs,
      log: (line) => app.log.warn(line),
      steps: [() => adminSocket.close(), () => metricsServer?.close(), () => jobs.runner?.stop()],
      finally: () => db.close(),
    });
  });
}
