// The staff CLI as a child process (tsx server/cli/staff.ts …, what `npm run staff --` runs) on PGlite in a temporary DATA_DIR, or on a fresh
// PostgreSQL database for the postgres project.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';

const PASSWORD = 'correct horse battery staple';
const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let pgDatabase: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'staff-cli-'));
  if (testDbKind === 'postgres') pgDatabase = await createTestDatabase();
});
afterAll(async () => {
  await pgDatabase?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function staff(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/tsx'),
      ['server/cli/staff.ts', ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: pgDatabase?.db.url ?? '',
          STAFF_PASSWORD: '',
          ...env,
        },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr: stderr.trim() });
      },
    );
  });
}

/** Refusals that need no database; they run alongside the database sequence below. */
async function checkRefusalsWithoutDatabase() {
  const [help, unknownCommand, noEmail, noPermissions, noPassword, unknownPermission, shortPassword] =
    await Promise.all([
      staff(['help']),
      staff(['frobnicate']),
      staff(['lock']),
      staff(['grant', 'a@example.com']),
      staff(['add', 'a@example.com', '--permissions', 'can_view_pac_records']),
      staff(['add', 'x@example.com', '--permissions', 'fly'], { STAFF_PASSWORD: PASSWORD }),
      staff(['add', 'y@example.com', '--permissions', 'can_view_pac_records'], { STAFF_PASSWORD: 'short' }),
    ]);
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('add EMAIL --permissions a,b');
  expect(help.stdout).toContain('can_view_pac_records');
  expect([unknownCommand.code, unknownCommand.stderr]).toEqual([
    1,
    expect.stringContaining('Unknown command: frobnicate'),
  ]);
  expect([noEmail.code, noEmail.stderr]).toEqual([1, expect.stringContaining('lock needs an EMAIL')]);
  expect([noPermissions.code, noPermissions.stderr]).toEqual([
    1,
    expect.stringContaining('needs --permissions'),
  ]);
  // No terminal (stdin is a pipe here) and no STAFF_PASSWORD: it cannot ask, so it refuses.
  expect([noPassword.code, noPassword.stderr]).toEqual([1, expect.stringContaining('set STAFF_PASSWORD')]);
  expect([unknownPermission.code, unknownPermission.stderr]).toEqual([
    1,
    expect.stringContaining('Unknown permission(s): fly'),
  ]);
  expect([shortPassword.code, shortPassword.stderr]).toEqual([
    1,
    expect.stringContaining('at least 12 characters'),
  ]);
}

async function checkAccountLifecycle() {
  const add = await staff(['add', 'Ops@Example.com', '--permissions', 'can_view_pac_records'], {
    STAFF_PASSWORD: PASSWORD,
  });
  expect(add).toEqual({ code: 0, stdout: expect.stringContaining('Added ops@example.com'), stderr: '' });
  const duplicate = await staff(['add', 'ops@example.com', '--permissions', 'can_view_pac_records'], {
    STAFF_PASSWORD: PASSWORD,
  });
  expect([duplicate.code, duplicate.stderr]).toEqual([1, expect.stringContaining('already exists')]);

  expect(await staff(['grant', 'ops@example.com', '--permissions=payment_fraud_flags.read'])).toMatchObject({
    code: 0,
  });
  const unknownAccount = await staff([
    'grant',
    'ghost@example.com',
    '--permissions',
    'payment_fraud_flags.read',
  ]);
  expect([unknownAccount.code, unknownAccount.stderr]).toEqual([1, expect.stringContaining('No staff user')]);
  expect(await staff(['revoke', 'ops@example.com', '--permissions', 'can_view_pac_records'])).toMatchObject({
    code: 0,
  });
  expect(await staff(['lock', 'ops@example.com'])).toMatchObject({ code: 0 });
  const lockedList = await staff(['list']);
  expect(lockedList.code).toBe(0);
  expect(lockedList.stdout.trim().split('\n')).toEqual([
    'ops@example.com  payment_fraud_flags.read  [locked: manual]',
  ]);

  expect(await staff(['unlock', 'ops@example.com'])).toMatchObject({ code: 0 });
  const list = await staff(['list']);
  expect(list.stdout.trim().split('\n')).toEqual(['ops@example.com  payment_fraud_flags.read']);
}

describe('staff CLI', () => {
  // One process per command, each opening (on PGlite first creating) the database: slow, hence the timeout.
  it(
    'adds, lists, grants, revokes, locks and unlocks staff users; bad input, unknown accounts and permissions exit 1',
    { timeout: 90_000 },
    async () => {
      await Promise.all([checkRefusalsWithoutDatabase(), checkAccountLifecycle()]);
    },
  );
});
