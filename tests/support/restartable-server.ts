// The console server as a process a test kills and starts again on one database of its own: PGlite in a temporary
// DATA_DIR, or a fresh PostgreSQL database for the postgres project; staff sign in through an SMTP peer. The kill -9
// tests of the durable jobs use it.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';
import { exited, freePort, spawnConsoleServer, type ServerProcess } from './server-process';
import { startSmtpPeer } from './smtp-peer';
import { createTestDatabase, pgliteFolderFromTemplate, testDbKind } from './test-db';
import { signIn } from './test-server';

type GqlData = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface RestartableServer {
  /** Opens the database from the test: PGlite's folder only while no server holds it. */
  withDatabase<T>(use: (db: Database) => Promise<T>): Promise<T>;
  /** http://127.0.0.1:port (the same on each start). */
  baseUrl: string;
  /** The Cookie header of the signed-in staff member ('' before signIn). */
  cookie(): string;
  /** The PGlite data folder (unused on PostgreSQL). */
  dataDir: string;
  /** What the running (or last) process printed. */
  output(): string;
  /** The database's connection string (postgres project only). */
  databaseUrl?: string;
  /** Starts the server, on the same port each time (a session cookie stays valid across restarts); `env` adds settings. */
  start(env?: Record<string, string>): Promise<void>;
  /** Sends `signal` and waits for the process to end; answers its exit code (null when the signal ended it). */
  stop(signal: NodeJS.Signals): Promise<number | null>;
  /** Signs a staff member in (the server running) for gql. */
  signIn(email: string, password: string): Promise<void>;
  /** POST /graphql as the signed-in staff member; GraphQL errors throw. */
  gql(query: string, variables: Record<string, unknown>, headers?: Record<string, string>): Promise<GqlData>;
  /** Kills a server still running and removes the database. */
  close(): Promise<void>;
}

export async function restartableServer(name: string): Promise<RestartableServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const smtp = await startSmtpPeer();
  const pgDatabase = testDbKind === 'postgres' ? await createTestDatabase() : undefined;
  // On PGlite the folder starts as the migrated template: these tests are about restarts, not a first start.
  if (!pgDatabase) pgliteFolderFromTemplate(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let started: ServerProcess | undefined;
  let cookie = '';
  const running = () => !!child && child.exitCode === null && child.signalCode === null;

  return {
    baseUrl,
    dataDir,
    cookie: () => cookie,
    output: () => started?.output() ?? '',
    databaseUrl: pgDatabase?.db.url,
    async withDatabase(use) {
      if (pgDatabase) return use(pgDatabase.db);
      const db = await openDatabase({ dataDir, holder: `the ${name} test` });
      try {
        return await use(db);
      } finally {
        await db.close();
      }
    },
    async start(env = {}) {
      started = await spawnConsoleServer(port, {
        DATA_DIR: dataDir,
        DATABASE_URL: pgDatabase?.db.url ?? '',
        SMTP_URL: smtp.url,
        GRAPHQL_RATE_LIMIT: '0',
        ...env,
      });
      child = started.child;
    },
    async stop(signal) {
      const process = child!;
      process.kill(signal);
      await exited(process);
      return process.exitCode;
    },
    async signIn(email, password) {
      cookie = await signIn(baseUrl, smtp, email, password);
    },
    async gql(query, variables, headers = {}) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: GqlData; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    },
    async close() {
      if (running()) {
        child!.kill('SIGKILL');
        await exited(child!);
      }
      await smtp.close();
      await pgDatabase?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
