// What `npm start` runs before the server: builds the PWA (dist/) and the server's JavaScript (dist-server/) only
// when they are missing or older than their sources, so a start with nothing changed skips both builds.
// `--force` rebuilds both. Plain Node (no tsx): it has to run before anything is compiled.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_ENTRY_OUT } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** The newest modification time under the given files and folders (0 when none exists). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(p);
  return latest;
}

function builtAt(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * One build at a time on this checkout: two `npm start`s (or the two server test projects' `npm start` tests) may
 * run this at once, and two builds writing dist/ or dist-server/ together break each other. The second waits for
 * the first, then finds everything fresh. The lock file holds its owner's pid: a killed build's lock is taken over.
 */
const lock = at('node_modules', '.cache', 'build-if-needed.lock');
fs.mkdirSync(path.dirname(lock), { recursive: true });
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
for (;;) {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    break;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const owner = Number(fs.readFileSync(lock, 'utf8'));
    if (owner && !alive(owner)) fs.rmSync(lock, { force: true });
    else await sleep(250);
  }
}
process.on('exit', () => fs.rmSync(lock, { force: true }));

const force = process.argv.includes('--force');
const common = [at('package-lock.json'), at('package.json'), at('tsconfig.json')];

const pwaOut = at('dist', 'index.html');
const pwaSources = [at('src'), at('public'), at('index.html'), at('vite.config.ts'), ...common];
if (force || builtAt(pwaOut) <= newest(pwaSources)) {
  console.log('Building the PWA (dist/ is missing or older than src/)…');
  execFileSync(process.execPath, [at('node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    // Whatever NODE_ENV the caller has (vitest sets 'test'): with another value Vite bundles React's development
    // build, twice the size and slower.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // As `npm run build`: brotli and gzip copies beside every text file, served precompressed.
  execFileSync(
    process.execPath,
    [at('node_modules', 'tsx', 'dist', 'cli.mjs'), at('scripts', 'precompress.ts'), 'dist'],
    { cwd: root, stdio: 'inherit' },
  );
}

const serverSources = [at('server'), at('src', 'shared'), at('scripts', 'build-server.mjs'), ...common];
if (force || builtAt(SERVER_ENTRY_OUT) <= newest(serverSources)) {
  console.log('Building the server (dist-server/ is missing or older than server/)…');
  await buildServer();
}
