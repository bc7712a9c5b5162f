// The command-line tools as child processes: in vitest from the build its run made (server-global-setup.ts, one
// bundle per tool beside the server's, scripts/build-server.mjs CLI_BUNDLES), so a process starts in about half the
// time tsx takes to compile the sources (a staff CLI test runs some 40 of them); `npmRun` goes through the
// package's script itself (`npm run staff -- …`: tsx on the sources), as a user types it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export type CliName = 'staff' | 'audit' | 'backup' | 'seed' | 'main';

function run(file: string, args: string[], env: Record<string, string>, timeout: number): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: root, env: { ...process.env, ...env }, timeout }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr: stderr.trim() });
    });
  });
}

/** Runs a tool's bundle (`main` is the server, as `npm start` runs it) with `env` over the test process's own. */
export function runCli(
  name: CliName,
  args: string[],
  env: Record<string, string> = {},
  timeout = 120_000,
): Promise<CliRun> {
  const bundle = path.join(path.dirname(inject('serverBundle')!), `${name}.js`);
  return run(process.execPath, ['--enable-source-maps', bundle, ...args], env, timeout);
}

/** `npm run <script> -- args`, printing only what the script prints. */
export function npmRun(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  timeout = 120_000,
): Promise<CliRun> {
  return run('npm', ['run', '--silent', script, '--', ...args], env, timeout);
}
