// The console server as its own process, for tests that kill it, restart it or run a CLI beside it: the build the
// run made (vitest: server-global-setup.ts; Playwright: tests/e2e/global-setup.ts, CONSOLE_SERVER_BUNDLE), run as
// `npm start` runs dist-server/main.js; the sources through tsx when there is none. Node itself either way (not
// the tsx wrapper), so the pid is the process that holds the data and a SIGKILL reaches it.
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
}

/**
 * Starts the server on `port` with a quiet test configuration plus `env` (DATA_DIR or DATABASE_URL, SMTP_URL, …)
 * and resolves once it answers HTTP; rejects with its output if it exits or stays silent for 100 s.
 */
export async function spawnConsoleServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const bundle = process.env.VITEST
    ? (await import('vitest')).inject('serverBundle')
    : process.env.CONSOLE_SERVER_BUNDLE;
  const entry = bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_ON_FIRST_START: 'false',
      LOG_LEVEL: 'warn',
      MAIL_FROM: 'console@example.com',
      STATIC_DIR: '/nonexistent-static-dir',
      TRUST_PROXY: 'true',
      CONSUMER_SITE_URL: 'http://localhost:3000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not answer:\n${output}`);
    const answered = await fetch(`${baseUrl}/api/profile/me2`).then(
      () => true,
      () => false,
    );
    if (answered) return { child, baseUrl, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
