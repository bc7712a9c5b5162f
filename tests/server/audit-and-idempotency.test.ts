// What every mutation shares (docs/decisions.md "Consumer actions"): the audit row written in the change's transaction
// and absent when the change fails midway; the tamper-evident chain over audit_log (update, delete and truncate refused,
// `npm run audit -- verify` naming the first edited row); and Idempotency-Key (one effect and the first answer for a
// repeat, 422 for a reused key, per staff user, 24 hours, released when nothing was committed).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rows } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { auditLog } from '../../server/db/schema/index';
import { verifyAuditChain } from '../../server/domain/audit';
import { PERMISSIONS } from '../../src/shared/permissions';
import { runCli } from '../support/cli-process';
import { pgliteFolderFromTemplate, testDbKind } from '../support/test-db';
import { startHarness, type Harness, type StaffClient } from '../support/harness';
import { codeOf, insertConsumer, newKey } from '../support/fixtures';

const NOW = new Date('2025-06-15T00:00:00+09:00');
let h: Harness;
let admin: StaffClient;
let support: StaffClient;
let nobody: StaffClient;

beforeAll(async () => {
  // The tests' own admin@ and support@ accounts take the place of the demo staff of those e-mails.
  h = await startHarness({ now: NOW, consumers: 4, seed: 5, demoStaff: false });
  admin = await h.staff(Object.values(PERMISSIONS), { email: 'admin@example.com' });
  support = await h.staff([PERMISSIONS.consumersWrite], { email: 'support@example.com' });
  nobody = await h.staff([], { email: 'nobody@example.com' });
});

afterAll(async () => {
  await h?.close();
});

const DISABLE = `mutation($id: ID!) { disableConsumer(id: $id) { id status } }`;
const ADMIN_LOG = `mutation($id: ID!, $m: String!) { createAdminLogV2(consumerId: $id, message: $m) { message creator createdAt } }`;
const CONSUMER = `query($id: ID!) { consumer(consumerId: $id) { status } }`;

const logCount = async (consumerId: string): Promise<number> =>
  (
    await h.q<{ n: number }>(sql`select count(*)::int as n from admin_logs where consumer_id = ${consumerId}`)
  )[0].n;

describe('audit rows', () => {
  it('records staff, operation, target, outcome, before → after and the client address with the change', async () => {
    const c = await insertConsumer(h);
    const answer = await support.gql('', DISABLE, { id: c.id }, { address: '198.51.100.7' });
    expect(answer.errors).toBeUndefined();
    const audit = await h.q(sql`
      select staff_user_id, staff_email, operation, target_type, target_id, outcome, detail, ip
      from audit_log where target_id = ${c.id}`);
    expect(audit).toEqual([
      {
        staff_user_id: support.id,
        staff_email: 'support@example.com',
        operation: 'consumer.disable',
        target_type: 'consumer',
        target_id: c.id,
        outcome: 'success',
        detail: {
          args: { displayDisableNoticeToConsumer: true },
          before: { status: 'Enabled' },
          after: { status: 'Disabled' },
          displayDisableNoticeToConsumer: true,
        },
        ip: '198.51.100.7',
      },
    ]);
  });

  it('leaves neither the change nor the audit row when the change fails midway', async () => {
    const c = await insertConsumer(h);
    // A fault injected into the second statement of the change (its change-history record).
    await h.q(
      sql.raw(`
      create function test_fail_history() returns trigger language plpgsql as $$
      begin
        if new.consumer_id = '${c.id}' then raise exception 'injected failure'; end if;
        return new;
      end $$`),
    );
    await h.q(sql`create trigger test_fail_history before insert on consumer_history
                  for each row execute function test_fail_history()`);
    const key = newKey();
    try {
      const failed = await support.gql('', DISABLE, { id: c.id }, { idempotencyKey: key });
      expect(codeOf(failed)).toBe('INTERNAL_SERVER_ERROR');
      expect(failed.errors![0].message).toBe('Internal server error');
      expect((await admin.gql('', CONSUMER, { id: c.id })).data!.consumer.status).toBe('Enabled');
      expect(await h.q(sql`select 1 from audit_log where target_id = ${c.id}`)).toEqual([]);
    } finally {
      await h.q(sql`drop trigger test_fail_history on consumer_history`);
      await h.q(sql`drop function test_fail_history()`);
    }
    // Nothing was committed, so the key was released: the retry runs and applies.
    const retry = await support.gql('', DISABLE, { id: c.id }, { idempotencyKey: key });
    expect(retry.data!.disableConsumer.status).toBe('Disabled');
    expect(retry.headers.get('idempotency-replayed')).toBeNull();
  });
});

describe('Idempotency-Key', () => {
  it('applies a key once and answers the repeat with the first answer', async () => {
    const c = await insertConsumer(h);
    const key = newKey();
    const first = await support.gql('', ADMIN_LOG, { id: c.id, m: 'once' }, { idempotencyKey: key });
    const second = await support.gql('', ADMIN_LOG, { id: c.id, m: 'once' }, { idempotencyKey: key });
    expect(first.errors).toBeUndefined();
    expect(second.status).toBe(first.status);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(await logCount(c.id)).toBe(1);
    expect(await h.q(sql`select outcome from audit_log where target_id = ${c.id}`)).toHaveLength(1);

    // The same key for another request is refused; another staff user's key is their own.
    const reused = await support.gql('', ADMIN_LOG, { id: c.id, m: 'other text' }, { idempotencyKey: key });
    expect(reused.status).toBe(422);
    expect(codeOf(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
    const byAdmin = await admin.gql('', ADMIN_LOG, { id: c.id, m: 'once' }, { idempotencyKey: key });
    expect(byAdmin.data!.createAdminLogV2.creator).toBe('admin@example.com');
    expect(await logCount(c.id)).toBe(2);
  });

  it('replays a refusal too, and runs every request without the header', async () => {
    const c = await insertConsumer(h);
    const key = newKey();
    const refused = await nobody.gql('', DISABLE, { id: c.id }, { idempotencyKey: key });
    const again = await nobody.gql('', DISABLE, { id: c.id }, { idempotencyKey: key });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(again.text).toBe(refused.text);
    expect(await h.q(sql`select 1 from audit_log where target_id = ${c.id}`)).toHaveLength(1);

    await support.gql('', ADMIN_LOG, { id: c.id, m: 'no key' });
    await support.gql('', ADMIN_LOG, { id: c.id, m: 'no key' });
    expect(await logCount(c.id)).toBe(2);
  });

  it('ignores the header on queries and refuses a malformed key', async () => {
    const c = await insertConsumer(h);
    const before = (await h.q<{ n: number }>(sql`select count(*)::int as n from idempotency_keys`))[0].n;
    const key = newKey();
    const query = await support.gql('', CONSUMER, { id: c.id }, { idempotencyKey: key });
    expect(query.data!.consumer.status).toBe('Enabled');
    expect(
      (await support.gql('', CONSUMER, { id: c.id }, { idempotencyKey: key })).headers.get(
        'idempotency-replayed',
      ),
    ).toBeNull();
    expect((await h.q<{ n: number }>(sql`select count(*)::int as n from idempotency_keys`))[0].n).toBe(
      before,
    );
    const bad = await support.gql('', ADMIN_LOG, { id: c.id, m: 'x' }, { idempotencyKey: 'x'.repeat(201) });
    expect(bad.status).toBe(400);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(await logCount(c.id)).toBe(0);
  });

  it('forgets a key after 24 hours', async () => {
    const c = await insertConsumer(h);
    const key = newKey();
    await support.gql('', ADMIN_LOG, { id: c.id, m: 'day one' }, { idempotencyKey: key });
    await h.q(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`);
    const later = await support.gql('', ADMIN_LOG, { id: c.id, m: 'day one' }, { idempotencyKey: key });
    expect(later.headers.get('idempotency-replayed')).toBeNull();
    expect(await logCount(c.id)).toBe(2);
  });

  it('two requests with the same key at once apply once (a double click)', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await insertConsumer(h);
      const key = newKey();
      const answers = await Promise.all([
        support.gql('', ADMIN_LOG, { id: c.id, m: 'double click' }, { idempotencyKey: key }),
        support.gql('', ADMIN_LOG, { id: c.id, m: 'double click' }, { idempotencyKey: key }),
      ]);
      expect(await logCount(c.id)).toBe(1);
      const ok = answers.filter((a) => a.status === 200 && a.data?.createAdminLogV2);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const a of answers) {
        if (a.status === 200) expect(a.text).toBe(ok[0].text);
        else expect(a.status).toBe(409);
      }
    }
  });
});

describe('the audit chain', () => {
  it('chains every writer (sign-in rows included) and refuses update, delete and truncate', async () => {
    const verification = await verifyAuditChain(h.tdb.db.orm);
    const [{ n, signIns }] = await h.q<{ n: number; signIns: number }>(sql`
      select count(*)::int as n, count(*) filter (where operation like 'sign_in.%')::int as "signIns" from audit_log`);
    expect(signIns).toBeGreaterThan(0);
    expect(verification).toMatchObject({ ok: true, rows: n, headSeq: n, firstBad: null });
    for (const statement of [
      sql`update audit_log set outcome = 'success' where seq = 1`,
      sql`delete from audit_log where seq = 1`,
      sql`truncate audit_log`,
    ]) {
      await expect(h.q(statement)).rejects.toThrow();
    }
    // An insert naming its own chain values is chained all the same.
    await h.tdb.db.orm
      .insert(auditLog)
      .values({ operation: 'test.forge', outcome: 'success', seq: 1, prevHash: 'x', hash: 'y' });
    expect((await verifyAuditChain(h.tdb.db.orm)).ok).toBe(true);
  });

  it('npm run audit -- verify finds an edited row (edited as the table owner with the trigger disabled)', async () => {
    const [victim] = await h.q<{ seq: number; id: number }>(sql`
      select seq, id from audit_log where operation = 'consumer.disable' order by seq limit 1`);
    await h.q(sql`alter table audit_log disable trigger audit_log_append_only`);
    try {
      await h.q(sql`update audit_log set outcome = 'refused' where id = ${victim.id}`);
    } finally {
      await h.q(sql`alter table audit_log enable trigger audit_log_append_only`);
    }
    const verification = await verifyAuditChain(h.tdb.db.orm);
    expect(verification.ok).toBe(false);
    expect(verification.firstBad).toMatchObject({ seq: Number(victim.seq), id: Number(victim.id) });
    expect(verification.firstBad!.problem).toMatch(/changed/);

    const cli = await runAuditCli(Number(victim.seq));
    expect(cli.code).toBe(1);
    expect(cli.stdout).toContain(`BROKEN at seq ${cli.editedSeq}`);
    // A child process migrating a fresh PGlite folder takes a while on a busy machine.
  }, 120_000);
});

/**
 * Runs the real CLI: on PostgreSQL against this file's database; on PGlite (in memory here, so out of the CLI's reach)
 * against a data folder made for it with one row edited the same way.
 */
async function runAuditCli(editedHere: number): Promise<{ code: number; stdout: string; editedSeq: number }> {
  const env: Record<string, string> = {};
  let folder: string | undefined;
  let editedSeq = editedHere;
  if (testDbKind === 'postgres') {
    env.DATABASE_URL = h.tdb.db.url ?? '';
  } else {
    folder = await mkdtemp(path.join(tmpdir(), 'audit-cli-'));
    // The run's migrated template (initdb and the migrations are not what this checks).
    pgliteFolderFromTemplate(folder);
    const db = await openDatabase({ dataDir: folder });
    await migrateDatabase(db);
    for (const operation of ['a', 'b', 'consumer.disable', 'c'])
      await db.orm.insert(auditLog).values({ operation, outcome: 'success' });
    await rows(db.orm, sql`alter table audit_log disable trigger audit_log_append_only`);
    await rows(db.orm, sql`update audit_log set outcome = 'refused' where seq = 3`);
    editedSeq = 3;
    await db.close();
    Object.assign(env, { DATA_DIR: folder, DATABASE_URL: '' });
  }
  try {
    const { code, stdout } = await runCli('audit', ['verify'], env);
    return { code, stdout, editedSeq };
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}
