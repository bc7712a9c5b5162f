// The audit trail in the console: auditEntries narrowed by each filter, paged newest first with
// hasMore, refused without audit_log.read or with bad paging; the detail it shows never holds a password, a sign-in
// code or a token; a consumer's staff actions (impersonation and refusals included) through targetId; and "Verify
// now" as a durable job that finds an intact chain and names the first broken row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema/index';
import { startJobRunner, type JobRunner } from '../../server/jobs/runner';
import { runAuditVerificationChunk } from '../../server/jobs/audit-verification-job';
import { PERMISSIONS } from '../../src/shared/permissions';
import { extractSignInCode } from '../support/smtp-peer';
import { startHarness, STAFF_PASSWORD, type Harness, type Row, type StaffClient } from '../support/harness';
import { codeOf, insertConsumer } from '../support/fixtures';

let h: Harness;
let reader: StaffClient;
let maker: StaffClient;
let other: StaffClient;
let nobody: StaffClient;
let runner: JobRunner;

beforeAll(async () => {
  h = await startHarness({ consumers: 4, seed: 7 });
  reader = await h.staff([PERMISSIONS.auditLogRead], { email: 'auditor@example.com' });
  maker = await h.staff([PERMISSIONS.consumersWrite, PERMISSIONS.consumersImpersonate], {
    email: 'maker@example.com',
  });
  other = await h.staff([PERMISSIONS.consumersWrite], { email: 'other@example.com' });
  nobody = await h.staff([], { email: 'nobody@example.com' });
  runner = startJobRunner(h.tdb.db, { chunkSizes: { audit_verification: 7 }, pollMs: 60_000 });
});

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

const ENTRIES = `query($staffEmail: String, $operation: String, $targetId: ID, $outcome: String,
                      $from: EpochMillis, $to: EpochMillis, $offset: Int, $limit: Int) {
  auditEntries(staffEmail: $staffEmail, operation: $operation, targetId: $targetId, outcome: $outcome,
               from: $from, to: $to, offset: $offset, limit: $limit) {
    items { sequence at staffEmail operation targetType targetId outcome approverEmail ip detail }
    hasMore
  }
}`;
const DISABLE = `mutation($id: ID!) { disableConsumer(id: $id) { id } }`;
const ADMIN_LOG = `mutation($id: ID!, $m: String!) { createAdminLogV2(consumerId: $id, message: $m) { message } }`;
const IMPERSONATE = `mutation($c: ID!) { createImpersonatedLoginSession(consumerId: $c) { id } }`;
const VERIFY = `mutation { verifyAuditChain { id status throughSequence checkedRows } }`;
const VERIFICATION = `query($id: ID!) { auditVerification(id: $id) {
  id status requestedBy throughSequence checkedRows headHash brokenSequence brokenRowId problem completedAt } }`;
const CHAIN = `{ auditChainState { headSequence headHash headAt
  lastVerification { id status throughSequence headHash } running { id } } }`;

async function entries(variables: Record<string, unknown>): Promise<{ items: Row[]; hasMore: boolean }> {
  const answer = await reader.gql('', ENTRIES, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.auditEntries;
}

/** Two actions by two staff members on one consumer, one refused, and an admin log on a second consumer. */
async function actionsOnTwoConsumers() {
  const a = await insertConsumer(h);
  const b = await insertConsumer(h);
  await maker.gql('', ADMIN_LOG, { id: a.id, m: 'first' });
  await other.gql('', DISABLE, { id: a.id });
  await nobody.gql('', DISABLE, { id: a.id });
  await maker.gql('', ADMIN_LOG, { id: b.id, m: 'second' });
  return { a, b };
}

describe('auditEntries', () => {
  it('answers FORBIDDEN without audit_log.read, for the rows, the operations, the chain and Verify now', async () => {
    for (const query of [ENTRIES, '{ auditOperations }', CHAIN, VERIFY, VERIFICATION]) {
      const answer = await maker.gql('', query, { id: '1' });
      expect(codeOf(answer)).toBe('FORBIDDEN');
      expect(answer.errors![0].extensions!.permission).toBe('audit_log.read');
    }
    expect((await h.q(sql`select 1 from audit_verifications`)).length).toBe(0);
  });

  it('lists every row newest first; each filter narrows to its rows', async () => {
    const { a, b } = await actionsOnTwoConsumers();
    const all = await entries({ limit: 200 });
    const sequences = all.items.map((r) => Number(r.sequence));
    expect(sequences).toEqual([...sequences].sort((x, y) => y - x));

    const onA = await entries({ targetId: a.id });
    expect(onA.items.map((r) => [r.staffEmail, r.operation, r.outcome])).toEqual([
      ['nobody@example.com', 'consumer.disable', 'refused'],
      ['other@example.com', 'consumer.disable', 'success'],
      ['maker@example.com', 'consumer.admin_log', 'success'],
    ]);
    expect(onA.items.every((r) => r.targetType === 'consumer' && r.targetId === a.id)).toBe(true);

    const byMaker = await entries({ staffEmail: ' Maker@Example.com ', limit: 200 });
    expect(byMaker.items.length).toBeGreaterThanOrEqual(2);
    expect(byMaker.items.every((r) => r.staffEmail === 'maker@example.com')).toBe(true);
    expect(byMaker.items.map((r) => r.targetId)).toEqual(expect.arrayContaining([a.id, b.id]));

    const disables = await entries({ operation: 'consumer.disable', limit: 200 });
    expect(disables.items.every((r) => r.operation === 'consumer.disable')).toBe(true);
    expect(disables.items.filter((r) => r.targetId === a.id)).toHaveLength(2);

    const refused = await entries({ outcome: 'refused', limit: 200 });
    expect(refused.items.length).toBeGreaterThan(0);
    expect(refused.items.every((r) => r.outcome === 'refused')).toBe(true);
    const refusal = refused.items.find((r) => r.targetId === a.id)!;
    expect(JSON.parse(refusal.detail)).toMatchObject({ refusal: 'FORBIDDEN', permission: 'consumers.write' });

    const combined = await entries({ targetId: a.id, staffEmail: 'other@example.com', outcome: 'success' });
    expect(combined.items.map((r) => r.operation)).toEqual(['consumer.disable']);
    expect(await entries({ targetId: b.id, staffEmail: 'other@example.com' })).toEqual({
      items: [],
      hasMore: false,
    });
  });

  it('narrows to a time range (inclusive) and names the approver of an approved change', async () => {
    const c = await insertConsumer(h);
    const old = new Date('2024-04-01T10:00:00+09:00');
    await h.tdb.db.orm.insert(auditLog).values([
      { operation: 'test.old', outcome: 'success', targetType: 'consumer', targetId: c.id, createdAt: old },
      {
        staffEmail: 'maker@example.com',
        operation: 'consumer.legal_status',
        outcome: 'success',
        targetType: 'consumer',
        targetId: c.id,
        detail: { approverEmail: 'checker@example.com', approvalRequestId: 'apr_1' },
      },
    ]);
    const at = old.getTime();
    expect((await entries({ targetId: c.id, from: at, to: at })).items.map((r) => r.operation)).toEqual([
      'test.old',
    ]);
    expect((await entries({ targetId: c.id, from: at + 1 })).items.map((r) => r.operation)).toEqual([
      'consumer.legal_status',
    ]);
    expect((await entries({ targetId: c.id, to: at - 1 })).items).toEqual([]);
    const [approved] = (await entries({ targetId: c.id, from: at + 1 })).items;
    expect(approved).toMatchObject({ staffEmail: 'maker@example.com', approverEmail: 'checker@example.com' });
  });

  it('pages with offset and limit and says whether more rows follow', async () => {
    const c = await insertConsumer(h);
    for (const m of ['1', '2', '3', '4', '5']) await maker.gql('', ADMIN_LOG, { id: c.id, m });
    const first = await entries({ targetId: c.id, limit: 2 });
    const second = await entries({ targetId: c.id, limit: 2, offset: 2 });
    const last = await entries({ targetId: c.id, limit: 2, offset: 4 });
    expect([first.hasMore, second.hasMore, last.hasMore]).toEqual([true, true, false]);
    const seqs = [...first.items, ...second.items, ...last.items].map((r) => Number(r.sequence));
    expect(seqs).toHaveLength(5);
    expect(new Set(seqs).size).toBe(5);
    expect(seqs).toEqual([...seqs].sort((x, y) => y - x));
    expect((await entries({ targetId: c.id, limit: 5 })).hasMore).toBe(false);
    // Without a limit: 50.
    await h.tdb.db.orm
      .insert(auditLog)
      .values(Array.from({ length: 55 }, () => ({ operation: 'test.filler', outcome: 'success' })));
    const unlimited = await entries({});
    expect(unlimited.items).toHaveLength(50);
    expect(unlimited.hasMore).toBe(true);
  });

  it('refuses a bad offset, limit, outcome or range with BAD_USER_INPUT', async () => {
    for (const [variables, field] of [
      [{ offset: -1 }, 'offset'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 201 }, 'limit'],
      [{ outcome: 'maybe' }, 'outcome'],
      [{ from: 2_000, to: 1_000 }, 'from'],
    ] as const) {
      const answer = await reader.gql('', ENTRIES, variables);
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors![0].extensions!.field).toBe(field);
    }
  });

  it('lists the operations the log holds for the filter', async () => {
    const answer = await reader.gql('', '{ auditOperations }');
    const operations: string[] = answer.data!.auditOperations;
    expect(operations).toEqual([...operations].sort());
    expect(operations).toEqual(
      expect.arrayContaining(['consumer.disable', 'sign_in.password', 'sign_in.pin']),
    );
    expect(new Set(operations).size).toBe(operations.length);
  });
});

describe('the detail', () => {
  it('never shows a password, a sign-in code or an impersonation token', async () => {
    // A wrong code first, then the right one.
    const client = h.client();
    const after = Date.now();
    await client.request('POST', '/api/auth/session/mfa', {
      body: { email: maker.email, password: STAFF_PASSWORD },
    });
    const code = extractSignInCode((await h.smtp.waitForMail(maker.email, { after })).text);
    const wrong = code === '0000' ? '1111' : '0000';
    await client.request('POST', '/api/auth/session/mfa/activate', { body: { pin: wrong } });
    await client.request('POST', '/api/auth/session/mfa/activate', { body: { pin: code } });
    await h.client().request('POST', '/api/auth/session/mfa', {
      body: { email: maker.email, password: 'not the password' },
    });
    const c = await insertConsumer(h);
    const token = (await maker.gql('', IMPERSONATE, { c: c.id })).data!.createImpersonatedLoginSession.id;

    const signIns = (await entries({ staffEmail: maker.email, limit: 200 })).items;
    expect(signIns.map((r) => r.operation)).toEqual(
      expect.arrayContaining(['sign_in.password', 'sign_in.pin', 'consumer.impersonation.start']),
    );
    const codes = h.smtp.messages.map((m) => extractSignInCode(m.text));
    for (const row of signIns) {
      const detail = String(row.detail ?? '');
      expect(detail).not.toContain(STAFF_PASSWORD);
      expect(detail).not.toContain('not the password');
      expect(detail).not.toContain(token);
      for (const mailed of codes) expect(detail).not.toMatch(new RegExp(`\\b${mailed}\\b`));
    }
  });

  it('hides whatever a writer put under a secret-sounding key', async () => {
    const c = await insertConsumer(h);
    await h.tdb.db.orm.insert(auditLog).values({
      operation: 'test.secrets',
      outcome: 'success',
      targetId: c.id,
      detail: { password: 'hunter22', nested: [{ tokenHash: 'abc', pin: '1234', reason: 'kept' }] },
    });
    const [row] = (await entries({ targetId: c.id })).items;
    expect(JSON.parse(row.detail)).toEqual({
      password: '[redacted]',
      nested: [{ tokenHash: '[redacted]', pin: '[redacted]', reason: 'kept' }],
    });
  });
});

describe("a consumer's staff actions", () => {
  it('are the rows whose target is the consumer, impersonations and refusals included', async () => {
    const c = await insertConsumer(h);
    await maker.gql('', IMPERSONATE, { c: c.id });
    await nobody.gql('', IMPERSONATE, { c: c.id });
    const rows = (await entries({ targetId: c.id })).items;
    expect(rows.map((r) => [r.staffEmail, r.operation, r.outcome])).toEqual([
      ['nobody@example.com', 'consumer.impersonation.start', 'refused'],
      ['maker@example.com', 'consumer.impersonation.start', 'success'],
    ]);
  });
});

describe('Verify now', () => {
  async function verifyAndWait(): Promise<Row> {
    const started = await reader.gql('', VERIFY);
    expect(started.errors).toBeUndefined();
    await runner.drained();
    const done = await reader.gql('', VERIFICATION, { id: started.data!.verifyAuditChain.id });
    return done.data!.auditVerification;
  }

  it('checks the chain as a durable job and finds it intact, with its head', async () => {
    const run = await verifyAndWait();
    const [head] = await h.q<{ seq: string; hash: string; n: number }>(
      sql`select seq::text as seq, hash, (select count(*)::int from audit_log where seq <= a.seq) as n
          from audit_log a where seq = ${run.throughSequence}::bigint`,
    );
    expect(run).toMatchObject({
      status: 'Intact',
      requestedBy: reader.email,
      checkedRows: head.n,
      headHash: head.hash,
      brokenSequence: null,
      problem: null,
    });
    const state = (await reader.gql('', CHAIN)).data!.auditChainState;
    expect(state.lastVerification).toMatchObject({ id: run.id, status: 'Intact', headHash: head.hash });
    expect(state.running).toBeNull();
    // Starting the run wrote its own audit row after the head it checked.
    expect(Number(state.headSequence)).toBeGreaterThan(Number(run.throughSequence));
    expect((await entries({ operation: 'audit.verify' })).items[0]).toMatchObject({
      staffEmail: reader.email,
      targetType: 'audit_verification',
      targetId: run.id,
    });
  });

  it('answers the run in progress instead of starting a second one, and resumes it where it stands', async () => {
    await runner.stop();
    const first = (await reader.gql('', VERIFY)).data!.verifyAuditChain;
    const second = (await reader.gql('', VERIFY)).data!.verifyAuditChain;
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'Running', checkedRows: 0 });
    expect((await reader.gql('', CHAIN)).data!.auditChainState.running.id).toBe(first.id);
    // One chunk by a runner that then goes away: its position is stored, the next runner goes on from there.
    expect(await runAuditVerificationChunk(h.tdb.db, 7)).toMatchObject({ items: 7, completed: false });
    const midway = (await reader.gql('', VERIFICATION, { id: first.id })).data!.auditVerification;
    expect(midway).toMatchObject({ status: 'Running', checkedRows: 7, completedAt: null });
    runner = startJobRunner(h.tdb.db, { chunkSizes: { audit_verification: 7 }, pollMs: 60_000 });
    await runner.drained();
    const done = (await reader.gql('', VERIFICATION, { id: first.id })).data!.auditVerification;
    expect(done).toMatchObject({ status: 'Intact', checkedRows: Number(done.throughSequence) });
  });

  it('names the first broken row (edited as the table owner with the trigger disabled)', async () => {
    const [victim] = await h.q<{ seq: string; id: string }>(sql`
      select seq::text as seq, id::text as id from audit_log where operation = 'consumer.disable' order by seq limit 1`);
    await h.q(sql`alter table audit_log disable trigger audit_log_append_only`);
    try {
      await h.q(sql`update audit_log set outcome = 'refused' where id = ${victim.id}::bigint`);
    } finally {
      await h.q(sql`alter table audit_log enable trigger audit_log_append_only`);
    }
    const run = await verifyAndWait();
    expect(run).toMatchObject({
      status: 'Broken',
      brokenSequence: victim.seq,
      brokenRowId: victim.id,
      headHash: null,
    });
    expect(run.problem).toMatch(/changed/);
    expect(run.completedAt).toEqual(expect.any(Number));
  });
});
