// The real console server in a process of its own for the benchmark (bench/server.ts, forked with tsx): started on
// a free port against the bench database, asked over IPC to record the SQL statements it sends, stopped.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CapturedQuery, FromServer, ToServer } from './server';
import type { Target } from './measure';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface BenchServer {
  baseUrl: string;
  /** The server process (for its memory in /proc). */
  pid?: number;
  capture(on: boolean): void;
  captured(): Promise<CapturedQuery[]>;
  stop(): Promise<void>;
}

/** The real server in a process of its own; with `staticDir` it also serves the built PWA from there. */
export async function startServer(
  target: Target,
  smtpUrl: string,
  staticDir = '',
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const child: ChildProcess = fork(path.join(here, 'server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_DB_URL: target.kind === 'postgres' ? target.url : '',
      BENCH_PGLITE_DIR: target.kind === 'pglite' ? target.dataDir : '',
      BENCH_SMTP_URL: smtpUrl,
      BENCH_STATIC_DIR: staticDir,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waitFor = <T extends FromServer['type']>(type: T, timeoutMs: number) =>
    new Promise<Extract<FromServer, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`bench server: no ${type} within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (message: FromServer) => {
        if (message.type === type) {
          cleanup();
          resolve(message as Extract<FromServer, { type: T }>);
        } else if (message.type === 'error') {
          cleanup();
          reject(new Error(`bench server: ${message.message}`));
        }
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`bench server exited with ${code}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
    });
  const post = (message: ToServer) => child.send(message);
  const { port } = await waitFor('ready', 120_000);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    capture: (on) => post({ type: 'capture', on }),
    captured: async () => {
      const answer = waitFor('captured', 10_000);
      post({ type: 'captured' });
      return (await answer).queries;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      post({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
