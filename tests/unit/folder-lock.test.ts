// The PGlite folder lock on its own: both mechanisms refuse a second holder and name the first; the lock file
// (platforms without abstract sockets) counts a dead holder's lock as stale. The kill -9 of a real server on the
// Linux lock is in tests/server/staff-cli.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FolderHeldError,
  LOCK_FILE,
  lockDataFolder,
  readLockInfo,
  type LockMechanism,
} from '../../server/db/folder-lock';

let root: string;
let dir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'folder-lock-'));
  dir = path.join(root, 'data');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const mechanisms: LockMechanism[] =
  process.platform === 'linux' ? ['abstract-socket', 'lock-file'] : ['lock-file'];

for (const mechanism of mechanisms) {
  describe(`folder lock (${mechanism})`, () => {
    it('refuses a second holder, naming the first; free again after release', async () => {
      const first = await lockDataFolder(dir, 'npm run seed', mechanism);
      expect(readLockInfo(dir)).toMatchObject({ pid: process.pid, holder: 'npm run seed' });
      const second = lockDataFolder(dir, 'npm run staff', mechanism);
      await expect(second).rejects.toBeInstanceOf(FolderHeldError);
      await expect(second).rejects.toThrow(
        `The data folder ${dir} is in use by npm run seed (pid ${process.pid}): PGlite allows one process at a time.`,
      );
      await first.release();
      expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
      const again = await lockDataFolder(dir, 'npm run staff', mechanism);
      await again.release();
    });

    it('says the console server holds the folder and how to reach it', async () => {
      const server = await lockDataFolder(dir, 'console server', mechanism);
      try {
        const refusal = await lockDataFolder(dir, 'npm run seed', mechanism).catch((e: unknown) => e);
        expect(refusal).toBeInstanceOf(FolderHeldError);
        expect((refusal as FolderHeldError).heldByServer).toBe(true);
        expect((refusal as Error).message).toBe(
          `The console server is running on ${dir} (pid ${process.pid}). Stop it first, or use \`npm run staff\`, ` +
            'which talks to the running server, or point DATA_DIR at another folder.',
        );
      } finally {
        await server.release();
      }
    });

    it('the same folder through a symbolic link is the same lock', async () => {
      const first = await lockDataFolder(dir, 'npm run seed', mechanism);
      try {
        await symlink(dir, path.join(root, 'link'));
        await expect(lockDataFolder(path.join(root, 'link'), 'npm run staff', mechanism)).rejects.toThrow(
          'in use by npm run seed',
        );
      } finally {
        await first.release();
      }
    });
  });
}

describe('folder lock file (no abstract sockets)', () => {
  const lockFile = () => path.join(dir, LOCK_FILE);
  const writeLock = async (pid: number, holder = 'console server') => {
    await rm(dir, { recursive: true, force: true });
    await lockDataFolder(dir, 'setup', 'lock-file').then((l) => l.release());
    await writeFile(lockFile(), JSON.stringify({ pid, holder, since: new Date().toISOString() }));
  };

  it('takes over the lock of a process that is gone (killed, crashed)', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeLock(gone);
    const lock = await lockDataFolder(dir, 'npm run staff', 'lock-file');
    expect(readLockInfo(dir)).toMatchObject({ pid: process.pid, holder: 'npm run staff' });
    await lock.release();
  });

  it('takes over a lock carrying its own pid (a restarted container reuses pids)', async () => {
    await writeLock(process.pid);
    const lock = await lockDataFolder(dir, 'npm run staff', 'lock-file');
    await lock.release();
  });

  it('refuses while the holder lives', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      await writeLock(holder.pid!);
      await expect(lockDataFolder(dir, 'npm run staff', 'lock-file')).rejects.toThrow(
        `The console server is running on ${dir} (pid ${holder.pid})`,
      );
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('an unreadable lock file is one being written when new, stale when old', async () => {
    await writeLock(1);
    await writeFile(lockFile(), '');
    await expect(lockDataFolder(dir, 'npm run staff', 'lock-file')).rejects.toThrow(
      `in use by another process`,
    );
    const old = new Date(Date.now() - 60_000);
    await utimes(lockFile(), old, old);
    const lock = await lockDataFolder(dir, 'npm run staff', 'lock-file');
    await lock.release();
  });
});
