// The command-line tools beside the running server, as child processes next to the real
// server process: `npm run audit -- verify` while the server holds the PGlite folder (through its admin socket),
// and `npm run backup` taken under writes then `npm run restore` into an empty folder, with every committed row and
// an intact audit chain. On PostgreSQL the audit check opens the database itself and backup points at pg_dump.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rows } from '../../server/db/client';
import { consumerId, seedBatchDatabase } from '../support/batch-fixtures';
import { runCli, type CliName, type CliRun } from '../support/cli-process';
import { restartableServer, type RestartableServer } from '../support/restartable-server';
import { testDbKind } from '../support/test-db';

const PASSWORD = 'correct horse battery staple';
const EMAIL = 'ops@example.com';

let server: RestartableServer;
let scratch: string;

/** Runs one of the CLIs (its bundle: cli-process.ts) on the server's database unless `env` says otherwise. */
function cli(name: CliName, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return runCli(
    name,
    args,
    { DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? '', ...env },
    300_000,
  );
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'ops-cli-'));
  server = await restartableServer('ops-cli');
  await server.withDatabase((db) =>
    seedBatchDatabase(db, { email: EMAIL, password: PASSWORD, permissions: ['sms.send'] }, 5),
  );
  await server.start();
  // Sign-in steps write audit rows.
  await server.signIn(EMAIL, PASSWORD);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('npm run audit -- verify beside the running server', () => {
  it('checks the chain and exits 0 (through the admin socket on PGlite)', { timeout: 120_000 }, async () => {
    const run = await cli('audit', ['verify']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Audit chain intact: \d+ rows, last seq \d+, head hash [0-9a-f]{64}\n/);
  });
});

if (testDbKind === 'pglite') {
  describe('backup and restore of the embedded database', () => {
    it(
      'copies the database under writes; a restore into an empty folder has every committed row and an intact chain',
      { timeout: 300_000 },
      async () => {
        const file = path.join(scratch, 'console.tar.gz');
        // Writes: one SMS after another (each commits its row and audit row before it answers).
        let writing = true;
        let answered = 0;
        const writer = (async () => {
          while (writing) {
            const data = await server.gql(
              'mutation($c: ID!, $t: String!) { sendSms(consumerId: $c, smsText: $t) }',
              {
                c: consumerId(1 + (answered % 5)),
                t: `msg-${answered + 1}`,
              },
            );
            expect(data.sendSms).toBe('Success');
            answered++;
          }
        })();
        while (answered < 5) await new Promise((resolve) => setTimeout(resolve, 20));
        const committedBefore = answered;
        const backup = await cli('backup', ['backup', file]);
        writing = false;
        await writer;
        expect([backup.code, backup.stderr]).toEqual([0, '']);
        expect(backup.stdout).toMatch(/^Backup written: .*console\.tar\.gz \(\d+\.\d MB in \d+ ms\)\n$/);
        expect((await stat(file)).mode & 0o777).toBe(0o600);
        // The same name twice is refused (nothing is overwritten).
        const again = await cli('backup', ['backup', file]);
        expect([again.code, again.stderr]).toEqual([1, `${file} exists already; name a new file.`]);

        // Restore: refused into the folder the server holds, and into a folder that is not empty.
        const held = await cli('backup', ['restore', file]);
        expect(held.code).toBe(1);
        expect(held.stderr).toContain(`The console server is running on ${server.dataDir}`);
        const target = path.join(scratch, 'restored');
        const restored = await cli('backup', ['restore', file], { DATA_DIR: target });
        expect([restored.code, restored.stderr]).toEqual([0, '']);
        const twice = await cli('backup', ['restore', file], { DATA_DIR: target });
        expect([twice.code, twice.stderr]).toEqual([
          1,
          `${target} is not empty: restore into an empty folder (or a new DATA_DIR).`,
        ]);

        // Every write committed before the backup, and a gap-free prefix of the later ones.
        const db = await openDatabase({ dataDir: target, holder: 'the ops CLI test' });
        try {
          const bodies = (
            await rows<{ body: string }>(db.orm, sql`select body from sms_log order by id`)
          ).map((r) => r.body);
          expect(bodies.length).toBeGreaterThanOrEqual(committedBefore);
          expect(bodies).toEqual(Array.from({ length: bodies.length }, (_, i) => `msg-${i + 1}`));
          const [{ audits }] = await rows<{ audits: number }>(
            db.orm,
            sql`select count(*)::int as audits from audit_log where operation like 'consumer.sms%'`,
          );
          expect(audits).toBeGreaterThanOrEqual(bodies.length);
        } finally {
          await db.close();
        }
        const verify = await cli('audit', ['verify'], { DATA_DIR: target });
        expect([verify.code, verify.stderr]).toEqual([0, '']);
        expect(verify.stdout).toMatch(/^Audit chain intact: /);
      },
    );
  });
} else {
  describe('backup on PostgreSQL', () => {
    it('points at pg_dump and pg_restore', { timeout: 60_000 }, async () => {
      const run = await cli('backup', ['backup', path.join(scratch, 'x.tar.gz')]);
      expect([run.code, run.stderr]).toEqual([
        1,
        'DATABASE_URL is set: back up PostgreSQL with pg_dump and pg_restore (see the README).',
      ]);
    });
  });
}
