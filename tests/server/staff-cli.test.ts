// The staff CLI as a child process (its bundle; `help` once through `npm run staff --` itself) on PGlite in a
// temporary DATA_DIR, or on a fresh PostgreSQL database for the postgres project. On PGlite also against a folder
// the real console server holds: the CLI goes through the server's admin socket, every other opener is refused,
// and a kill -9 leaves no lock behind.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rows } from '../../server/db/client';
import { npmRun, runCli, type CliRun } from '../support/cli-process';
import { exited, freePort, spawnConsoleServer } from '../support/server-process';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';
import { STAFF_PASSWORD as PASSWORD, TestClient } from '../support/harness';

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

/**
 * The staff CLI's bundle (`npm run staff` runs the sources) on this file's database unless `env` says otherwise.
 */
function staff(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return runCli('staff', args, { ...cliDatabase(), ...env });
}

/** This file's database for a child process, whatever DATABASE_URL the shell running the tests exports. */
function cliDatabase(): Record<string, string> {
  return { DATA_DIR: dataDir, DATABASE_URL: pgDatabase?.db.url ?? '', STAFF_PASSWORD: '' };
}

/** Refusals that need no database; they run alongside the database sequence below. */
async function checkRefusalsWithoutDatabase() {
  const [help, unknownCommand, noEmail, noPermissions, noPassword, unknownPermission, shortPassword] =
    await Promise.all([
      // The package's own script once (tsx on the sources), the bundle everywhere else.
      npmRun('staff', ['help'], cliDatabase()),
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
  // Roles from the shell: immediate, unknown ones refused, shown by list.
  expect(await staff(['grant', 'ops@example.com', '--roles', 'support,fraud'])).toMatchObject({ code: 0 });
  const unknownRole = await staff(['grant', 'ops@example.com', '--roles', 'wizard']);
  expect([unknownRole.code, unknownRole.stderr]).toEqual([
    1,
    expect.stringContaining('Unknown role(s): wizard'),
  ]);
  expect((await staff(['list'])).stdout.trim()).toBe(
    'ops@example.com  payment_fraud_flags.read  roles: fraud,support',
  );
  expect(await staff(['revoke', 'ops@example.com', '--roles=support,fraud'])).toMatchObject({ code: 0 });
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
  // One process per command, one after the other, each opening (on PGlite first creating) the database: about 3 s
  // each on an idle machine, up to 18 s on a loaded 2-core one (306 s in all once), hence the timeouts.
  it(
    'adds, lists, grants, revokes, locks and unlocks staff users; bad input, unknown accounts and permissions exit 1',
    { timeout: 600_000 },
    async () => {
      await Promise.all([checkRefusalsWithoutDatabase(), checkAccountLifecycle()]);
    },
  );
});

// The PGlite folder only exists on PGlite; the PostgreSQL project runs the CLI on DATABASE_URL above.
if (testDbKind === 'pglite') {
  describe('staff CLI while the console server runs on the PGlite folder', () => {
    let serverDir: string;
    let server: ChildProcess;
    let baseUrl: string;
    let smtp: SmtpPeer;
    const email = 'live@example.com';
    const onServer = (env: Record<string, string> = {}) => ({
      ...cliDatabase(),
      DATA_DIR: serverDir,
      ...env,
    });

    beforeAll(async () => {
      serverDir = await mkdtemp(path.join(tmpdir(), 'staff-cli-server-'));
      smtp = await startSmtpPeer();
      const port = await freePort();
      const started = await spawnConsoleServer(port, { DATA_DIR: serverDir, SMTP_URL: smtp.url });
      server = started.child;
      baseUrl = started.baseUrl;
    });

    afterAll(async () => {
      if (server && server.exitCode === null && server.signalCode === null) {
        server.kill('SIGKILL');
        await exited(server);
      }
      await smtp?.close();
      await rm(serverDir, { recursive: true, force: true });
    });

    it(
      'adds a staff user through the server, who signs in at once; list works; lock ends the live session at once',
      { timeout: 90_000 },
      async () => {
        const add = await staff(
          ['add', 'Live@Example.com', '--permissions', 'can_view_pac_records'],
          onServer({ STAFF_PASSWORD: PASSWORD }),
        );
        expect(add).toEqual({
          code: 0,
          stdout: 'Added live@example.com (can_view_pac_records)\n',
          stderr: '',
        });
        const browser = new TestClient(baseUrl);
        expect((await browser.signIn(smtp, email, PASSWORD)).status).toBe(200);
        const me = await browser.request('GET', '/api/profile/me2');
        expect([me.status, me.body]).toEqual([
          200,
          { email, permissions: ['can_view_pac_records'], consumerSiteUrl: 'http://localhost:3000' },
        ]);

        const duplicate = await staff(
          ['add', email, '--permissions', 'can_view_pac_records'],
          onServer({ STAFF_PASSWORD: PASSWORD }),
        );
        expect([duplicate.code, duplicate.stderr]).toEqual([
          1,
          `Error: A staff user with e-mail ${email} already exists`,
        ]);
        expect(
          await staff(['grant', email, '--permissions', 'payment_fraud_flags.read'], onServer()),
        ).toEqual({
          code: 0,
          stdout: `Granted payment_fraud_flags.read to ${email}\n`,
          stderr: '',
        });
        const granted = await browser.request('GET', '/api/profile/me2');
        expect(granted.body.permissions).toEqual(['can_view_pac_records', 'payment_fraud_flags.read']);

        expect(await staff(['lock', email], onServer())).toEqual({
          code: 0,
          stdout: `Locked ${email}\n`,
          stderr: '',
        });
        expect((await browser.request('GET', '/api/profile/me2')).status).toBe(401);
        const list = await staff(['list'], onServer());
        expect(list).toEqual({
          code: 0,
          stdout: `${email}  can_view_pac_records,payment_fraud_flags.read  [locked: manual]\n`,
          stderr: '',
        });
        expect(await staff(['unlock', email], onServer())).toMatchObject({ code: 0 });
        const again = new TestClient(baseUrl);
        expect((await again.signIn(smtp, email, PASSWORD)).status).toBe(200);
        expect((await again.request('GET', '/api/profile/me2')).status).toBe(200);

        // Only the OS user running the server reaches the socket.
        expect((await stat(path.join(serverDir, 'admin.sock'))).mode & 0o777).toBe(0o600);
      },
    );

    it(
      'refuses every other opener of the held folder with a message that says what to do',
      { timeout: 90_000 },
      async () => {
        const message = `The console server is running on ${serverDir} (pid ${server.pid}). Stop it first, or use \`npm run staff\`, which talks to the running server, or point DATA_DIR at another folder.`;
        await expect(openDatabase({ dataDir: serverDir })).rejects.toThrow(message);
        const seed = await runCli('seed', ['--consumers', '1'], onServer());
        expect([seed.code, seed.stderr]).toEqual([1, message]);
        // A second server on the same folder stops at once with the same message.
        const second = await runCli('main', [], onServer({ PORT: '0', SEED_ON_FIRST_START: 'false' }));
        expect([second.code, second.stderr]).toEqual([1, message]);
      },
    );

    it(
      'the admin socket answers a malformed or invalid request with an error and changes nothing',
      { timeout: 60_000 },
      async () => {
        const ask = (line: string) =>
          new Promise<unknown>((resolve, reject) => {
            let received = '';
            const socket = net.createConnection(path.join(serverDir, 'admin.sock'), () => socket.write(line));
            socket.setEncoding('utf8');
            socket.on('data', (chunk: string) => (received += chunk));
            socket.on('error', reject);
            socket.on('close', () => resolve(JSON.parse(received)));
          });
        expect(await ask('not json\n')).toEqual({ ok: false, error: 'Bad request' });
        expect(await ask('{"command":"drop"}\n')).toEqual({ ok: false, error: 'Unknown command' });
        expect(await ask('{"command":"lock","email":42}\n')).toEqual({ ok: false, error: 'Bad email' });
        const add = { command: 'add', email: 'odd@example.com', password: PASSWORD, permissions: ['fly'] };
        expect(await ask(`${JSON.stringify(add)}\n`)).toEqual({
          ok: false,
          error: 'Unknown permission(s): fly',
        });
        expect(await ask(`${JSON.stringify({ ...add, permissions: [], password: 'short' })}\n`)).toEqual({
          ok: false,
          error: 'The password must have at least 12 characters',
        });
        const list = await staff(['list'], onServer());
        expect(list.stdout).not.toContain('odd@example.com');
      },
    );

    // Runs last: it kills the server. The changes made through it above are in the folder.
    it(
      'after a kill -9 of the server the folder opens again, with every change made through the server',
      { timeout: 90_000 },
      async () => {
        server.kill('SIGKILL');
        await exited(server);

        const db = await openDatabase({ dataDir: serverDir, holder: 'the staff CLI test' });
        try {
          // While this process holds the folder, the CLI (no server to talk to) is refused too.
          const refused = await staff(['list'], onServer());
          expect([refused.code, refused.stderr]).toEqual([
            1,
            expect.stringContaining(
              `The data folder ${serverDir} is in use by the staff CLI test (pid ${process.pid})`,
            ),
          ]);
          const audit = await rows<{ operation: string; staff_email: string }>(
            db.orm,
            sql`select operation, staff_email from audit_log where operation like 'staff.%' order by id`,
          );
          expect(audit).toEqual(
            ['staff.add', 'staff.grant', 'staff.lock', 'staff.unlock'].map((operation) => ({
              operation,
              staff_email: 'cli',
            })),
          );
          // The refused seed changed nothing.
          const [{ n }] = await rows<{ n: number }>(db.orm, sql`select count(*)::int as n from consumers`);
          expect(n).toBe(0);
        } finally {
          await db.close();
        }

        const list = await staff(['list'], onServer());
        expect(list).toEqual({
          code: 0,
          stdout: `${email}  can_view_pac_records,payment_fraud_flags.read\n`,
          stderr: '',
        });
      },
    );
  });
}
