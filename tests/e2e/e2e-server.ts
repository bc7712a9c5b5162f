// One seeded database per run, one console server per Playwright worker. The global set-up makes the data folder
// the server's first start would make (migrations, SEED_CONSUMERS demo consumers of the first-start seed, the demo
// staff) once, in reports/e2e-data/template; each worker copies it into a folder of its own and starts the real
// server (the build global-setup.ts made, as `npm start` runs it) on it, with the built PWA in dist/ and its own
// SMTP peer, so workers never share data, a port or a mailbox. Specs that pick seeded rows by SQL open a private
// copy of the same folder.
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/first-start';
import { exited, freePort, spawnConsoleServer } from '../support/server-process';

const root = path.resolve(import.meta.dirname, '../..');
/** Inside the repository, so that the server bundle built here resolves its packages from node_modules. */
export const E2E_DATA = path.join(root, 'reports/e2e-data');
const TEMPLATE = path.join(E2E_DATA, 'template');

/** Demo consumers of the e2e data (SEED_CONSUMERS), made with the first-start seed (seed 1, today). */
export const E2E_SEED_CONSUMERS = 120;

/** The global set-up: a fresh data folder holding what the server's first start makes. */
export async function seedTemplate(): Promise<void> {
  fs.rmSync(E2E_DATA, { recursive: true, force: true });
  fs.mkdirSync(TEMPLATE, { recursive: true });
  const db = await openDatabase({ dataDir: TEMPLATE, holder: 'the end-to-end set-up' });
  try {
    await migrateDatabase(db);
    await seedIfEmpty(db, { consumers: E2E_SEED_CONSUMERS, demoStaff: true });
  } finally {
    await db.close();
  }
}

/** A private copy of the e2e data, opened here (the servers hold their own copies); close() removes it. */
export async function openSeededCopy(): Promise<{ db: Database; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-seed-'));
  fs.cpSync(TEMPLATE, dir, { recursive: true });
  const db = await openDatabase({ dataDir: dir, holder: 'an end-to-end spec' });
  return {
    db,
    async close() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface WorkerServer {
  /** http://localhost:<port>, the origin the browser uses. */
  baseUrl: string;
  stop(): Promise<void>;
}

/** The console server of worker `index` on `port`, on its own copy of the e2e data, mailing through `smtpUrl`. */
export async function startWorkerServer(
  index: number,
  port: number,
  smtpUrl: string,
  env: Record<string, string>,
): Promise<WorkerServer> {
  const dataDir = path.join(E2E_DATA, `worker-${index}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(TEMPLATE, dataDir, { recursive: true });
  const { child } = await spawnConsoleServer(port, {
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(root, 'dist'),
    TRUST_PROXY: 'false',
    SEED_ON_FIRST_START: 'true',
    SEED_CONSUMERS: String(E2E_SEED_CONSUMERS),
    SMTP_URL: smtpUrl,
    // The tests sign in as the demo staff, which a relay (SMTP_URL) turns off unless asked for explicitly.
    DEMO_STAFF: 'true',
    // Every spec of a worker signs in from 127.0.0.1: more second steps than the default 30 per 15 minutes.
    SIGN_IN_STEPS_PER_ADDRESS: '10000',
    ...env,
  });
  // The server's warnings and errors, as the run's output showed them when Playwright started the server.
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    baseUrl: `http://localhost:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/**
 * A console server of one spec's own, for a setting the workers' servers do not have (a low GRAPHQL_RATE_LIMIT):
 * on a copy of the e2e data that `prepare` may add to first; stop() removes the copy.
 */
export async function startOwnServer(
  env: Record<string, string>,
  prepare?: (db: Database) => Promise<void>,
  /** A port chosen beforehand (a redirect URI registered with an identity provider names it); a free one if not. */
  port?: number,
): Promise<WorkerServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-own-'));
  fs.cpSync(TEMPLATE, dataDir, { recursive: true });
  if (prepare) {
    const db = await openDatabase({ dataDir, holder: 'an end-to-end spec' });
    try {
      await prepare(db);
    } finally {
      await db.close();
    }
  }
  const { child, baseUrl } = await spawnConsoleServer(port ?? (await freePort()), {
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(root, 'dist'),
    DEMO_STAFF: 'true',
    // Every spec of a worker signs in from 127.0.0.1: more second steps than the default 30 per 15 minutes.
    SIGN_IN_STEPS_PER_ADDRESS: '10000',
    ...env,
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
