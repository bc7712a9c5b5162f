// The embedded database's folder is the OS user's alone (server/db/private-folder.ts): a fresh folder after PGlite's
// first start in it, after writes (relation files, WAL segments, a database's folder PGlite creates meanwhile) and
// after it closes; with the real server process and tools, a folder an older version left readable to everyone,
// fixed by the next start and kept private through writes (sign-ins, a staff member added through the admin
// socket) and the stop, the admin socket and the lock's note, a backup and a folder restored from it. The server
// is on PGlite in both projects: the folder exists only there.
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { runCli } from '../support/cli-process';
import { exited, freePort, spawnConsoleServer } from '../support/server-process';
import { migrateDatabase } from '../../server/db/migrate';
import { pgliteFolderFromTemplate, testDbKind } from '../support/test-db';

let scratch: string;
let dataDir: string;
let port: number;
let server: ChildProcess | undefined;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'data-folder-modes-'));
  dataDir = path.join(scratch, 'data');
  port = await freePort();
});

afterAll(async () => {
  await stop();
  await rm(scratch, { recursive: true, force: true });
});

async function start(): Promise<string> {
  const started = await spawnConsoleServer(port, { DATA_DIR: dataDir });
  server = started.child;
  return started.baseUrl;
}

async function stop(): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  await exited(server);
}

/** Every entry under `dir`, itself included, with its lstat (one PostgreSQL removed meanwhile left out). */
function walk(dir: string): { entry: string; stat: fs.Stats }[] {
  const stat = fs.lstatSync(dir, { throwIfNoEntry: false });
  if (!stat) return [];
  const below = stat.isDirectory() ? fs.readdirSync(dir).flatMap((name) => walk(path.join(dir, name))) : [];
  return [{ entry: dir, stat }, ...below];
}

const entries = (dir: string) => walk(dir).length;

/** Every entry under `dir` (itself included) that is not a 0700 folder or a 0600 file, with its mode. */
function openToOthers(dir: string): string[] {
  return walk(dir)
    .filter(({ stat }) => (stat.mode & 0o777) !== (stat.isDirectory() ? 0o700 : 0o600))
    .map(({ entry, stat }) => `${(stat.mode & 0o777).toString(8)} ${entry}`);
}

/**
 * A migrated PGlite folder, as a server left it: the run's template on PGlite; the postgres project builds none, so
 * there it is a migrated in-memory database's dump (a server's first start migrates for a minute on 2 cores).
 */
async function migratedFolder(folder: string): Promise<void> {
  fs.mkdirSync(folder);
  if (testDbKind === 'pglite') return pgliteFolderFromTemplate(folder);
  const db = await openDatabase({});
  try {
    await migrateDatabase(db);
    const tar = path.join(scratch, 'migrated.tar');
    fs.writeFileSync(tar, Buffer.from(await (await db.pglite!.dumpDataDir('none')).arrayBuffer()));
    execFileSync('tar', ['-xf', tar, '-C', folder]);
  } finally {
    await db.close();
  }
}

/** What an older version left: every folder 0777, every file 0666. */
function loosen(dir: string): void {
  for (const { entry, stat } of walk(dir)) fs.chmodSync(entry, stat.isDirectory() ? 0o777 : 0o666);
}

/** Wrong sign-ins: each writes an attempt, a throttle and an audit row. */
async function writeSignInAttempts(baseUrl: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${baseUrl}/api/auth/session/mfa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i}.1` },
      body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'wrong password here' }),
    });
    expect(response.status).toBe(401);
  }
}

describe('the data folder', () => {
  it(
    'a fresh one: 0700, every file in it 0600, after PGlite first starts in it, after writes and after it closes',
    {
      timeout: 120_000,
    },
    async () => {
      // The function the server and every tool open the folder with; this test process keeps its usual umask (022).
      const fresh = path.join(scratch, 'fresh');
      const db = await openDatabase({ dataDir: fresh, holder: 'the data folder test' });
      try {
        expect(entries(fresh)).toBeGreaterThan(900);
        expect(openToOthers(fresh)).toEqual([]);
        // Files PGlite creates while it runs: relation files, an index, a new database's folder, WAL segments.
        for (const statement of [
          sql`create table modes_probe (n int, t text)`,
          sql`insert into modes_probe select n, repeat(md5(n::text), 4) from generate_series(1, 20000) n`,
          sql`create index on modes_probe (n)`,
          sql`create database modes_probe_db`,
          sql`checkpoint`,
          sql`select pg_switch_wal()`,
          sql`insert into modes_probe select n, md5(n::text) from generate_series(1, 20000) n`,
        ])
          await db.orm.execute(statement);
        expect(openToOthers(fresh)).toEqual([]);
      } finally {
        await db.close();
      }
      expect(openToOthers(fresh)).toEqual([]);
    },
  );

  it(
    "one an older version left readable and writable by everyone: private from the server's start, through writes and its stop",
    { timeout: 240_000 },
    async () => {
      await migratedFolder(dataDir);
      loosen(dataDir);
      expect(openToOthers(dataDir).length).toBeGreaterThan(900);

      const baseUrl = await start();
      expect(openToOthers(dataDir)).toEqual([]);
      // The admin socket and the lock's note are there, private too.
      expect(fs.lstatSync(path.join(dataDir, 'admin.sock')).isSocket()).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'console.lock'))).toBe(true);

      await writeSignInAttempts(baseUrl, 30);
      const added = await runCli('staff', ['add', 'modes@example.com', '--permissions', 'sms.send'], {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        STAFF_PASSWORD: 'correct horse battery staple',
      });
      expect([added.code, added.stderr]).toEqual([0, '']);
      expect(openToOthers(dataDir)).toEqual([]);

      // What PGlite writes as it stops.
      await stop();
      expect(openToOthers(dataDir)).toEqual([]);
    },
  );

  it('a backup is 0600 and a folder restored from it is private too', { timeout: 240_000 }, async () => {
    await start();
    const file = path.join(scratch, 'backup.tar.gz');
    const backup = await runCli('backup', ['backup', file], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect([backup.code, backup.stderr]).toEqual([0, '']);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    await stop();

    const restored = path.join(scratch, 'restored');
    const restore = await runCli('backup', ['restore', file], { DATA_DIR: restored, DATABASE_URL: '' });
    expect([restore.code, restore.stderr]).toEqual([0, '']);
    expect(entries(restored)).toBeGreaterThan(900);
    expect(openToOthers(restored)).toEqual([]);
  });
});
