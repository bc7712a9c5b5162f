// One process at a time in a PGlite data folder. PGlite has no lock of its own across processes (its
// postmaster.pid holds the fake pid -42 of its WebAssembly postgres and stays behind after a kill), and a second
// process writing the same files loses its writes or crashes (`RuntimeError: Aborted()`).
//
// On Linux the lock is an abstract Unix socket named after the folder's real path: the kernel lets one process bind
// it and frees it when that process dies, kill -9 included, so a lock can never go stale. Elsewhere it is a lock
// file created with O_EXCL, and a lock whose process is gone counts as stale. Either way `console.lock` in the folder
// says who holds it (pid, what, since when), for the refusal message.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './private-folder';

export const LOCK_FILE = 'console.lock';
/** The holder name of the console server; `npm run staff` talks to it through its admin socket. */
export const SERVER_HOLDER = 'console server';

export interface LockInfo {
  pid: number;
  holder: string;
  since: string;
}

export class FolderHeldError extends Error {
  constructor(
    readonly dataDir: string,
    readonly info: LockInfo | undefined,
  ) {
    super(heldMessage(dataDir, info));
    this.name = 'FolderHeldError';
  }

  get heldByServer(): boolean {
    return this.info?.holder === SERVER_HOLDER;
  }
}

function heldMessage(dataDir: string, info: LockInfo | undefined): string {
  const pid = info ? ` (pid ${info.pid})` : '';
  if (info?.holder === SERVER_HOLDER) {
    return (
      `The console server is running on ${dataDir}${pid}. Stop it first, or use \`npm run staff\`, which talks ` +
      'to the running server, or point DATA_DIR at another folder.'
    );
  }
  return (
    `The data folder ${dataDir} is in use by ${info?.holder ?? 'another process'}${pid}: PGlite allows one ` +
    'process at a time. Wait for it to finish or stop it, or point DATA_DIR at another folder.'
  );
}

export interface FolderLock {
  release(): Promise<void>;
}

export type LockMechanism = 'abstract-socket' | 'lock-file';

export const defaultMechanism: LockMechanism = process.platform === 'linux' ? 'abstract-socket' : 'lock-file';

export function readLockInfo(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as Partial<LockInfo>;
    if (typeof info.pid !== 'number' || typeof info.holder !== 'string') return undefined;
    return { pid: info.pid, holder: info.holder, since: String(info.since ?? '') };
  } catch {
    return undefined;
  }
}

/** True when a process with this pid exists (EPERM: it exists but belongs to another user). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder (creating it when missing) for this process, or throws FolderHeldError naming the holder.
 * `holder` says what this process is ('console server', 'npm run staff', …) in the message another opener gets.
 */
export async function lockDataFolder(
  dataDir: string,
  holder: string,
  mechanism: LockMechanism = defaultMechanism,
): Promise<FolderLock> {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const info: LockInfo = { pid: process.pid, holder, since: new Date().toISOString() };
  return mechanism === 'abstract-socket' ? lockWithSocket(dataDir, info) : lockWithFile(dataDir, info);
}

function removeOwnLockFile(dataDir: string): void {
  if (readLockInfo(dataDir)?.pid === process.pid) fs.rmSync(path.join(dataDir, LOCK_FILE), { force: true });
}

async function lockWithSocket(dataDir: string, info: LockInfo): Promise<FolderLock> {
  const key = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex');
  // Nothing is served here; a connection is closed at once.
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new FolderHeldError(dataDir, readLockInfo(dataDir)));
      else reject(error);
    });
    server.listen(`\0bnpl-console-data:${key}`, () => resolve());
  });
  // The lock must not keep a CLI or script alive after its work is done.
  server.unref();
  // Whatever lock file is there was left by a dead holder: the socket is ours.
  const temporary = path.join(dataDir, `${LOCK_FILE}.${process.pid}`);
  try {
    fs.writeFileSync(temporary, JSON.stringify(info), { mode: PRIVATE_FILE_MODE });
    fs.renameSync(temporary, path.join(dataDir, LOCK_FILE));
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    async release() {
      removeOwnLockFile(dataDir);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Folders this process holds through lock files: its own pid in a lock file is a leftover only if not listed. */
const heldHere = new Set<string>();

async function lockWithFile(dataDir: string, info: LockInfo): Promise<FolderLock> {
  const file = path.join(dataDir, LOCK_FILE);
  const key = fs.realpathSync(dataDir);
  // Two rounds: the second follows the removal of a stale lock. Two processes removing the same stale lock at the
  // same moment can both win; the Linux lock has no such window.
  for (let round = 0; round < 2; round++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      heldHere.add(key);
      return {
        async release() {
          heldHere.delete(key);
          removeOwnLockFile(dataDir);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readLockInfo(dataDir);
    // An unreadable lock file may be one being written this instant: only an old one counts as stale.
    if (!current && lockFileAgeMs(file) < 5_000) throw new FolderHeldError(dataDir, undefined);
    // Our own pid in a lock we did not take is a leftover (a restarted container often gets the same pid).
    const ours = current?.pid === process.pid;
    if (current && (ours ? heldHere.has(key) : processAlive(current.pid))) {
      throw new FolderHeldError(dataDir, current);
    }
    fs.rmSync(file, { force: true });
  }
  throw new FolderHeldError(dataDir, readLockInfo(dataDir));
}

function lockFileAgeMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

/** For start-up code: prints the refusal and exits 1 on a held folder; anything else is thrown on. */
export function exitIfFolderHeld(error: unknown): never {
  if (error instanceof FolderHeldError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
