// Runs npm scripts side by side (`node scripts/run-parallel.mjs format:check lint typecheck`): each one's output is
// printed in one piece when it ends, and the exit code is 1 if any of them failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(
            `── npm run ${name}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n`,
          );
          if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
