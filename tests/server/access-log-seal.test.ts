// The access log kept tamper-evident and as long as policy says: each ended JST day sealed once into the audit chain
// (count and hash), `npm run audit -- verify`'s check and 今すぐ検証 finding an edited entry by its day, entries that
// cannot be changed or deleted in place, and whole old days removed (old months' partitions dropped) with an audit
// row, their seals no longer checked. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { verifyAuditChain } from '../../server/domain/audit';
import { removeExpiredDays, sealAccessDay, sealEndedDays } from '../../server/domain/access-log/maintenance';
import { addDays, jstDay, jstDayStart, monthOf } from '../../server/domain/access-log/days';
import { runAuditVerificationChunk } from '../../server/jobs/audit-verification-job';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startHarness, type Harness, type Row, type StaffClient } from '../support/harness';

let h: Harness;
let auditor: StaffClient;
const today = jstDay(Date.now());
const dayA = addDays(today, -3);
const dayB = addDays(today, -2);

/** An entry at noon JST of `day`, as the writer would have written it then. */
async function insertEntry(
  day: string,
  consumerId: string,
  staffEmail = 'reader@example.com',
): Promise<string> {
  const at = new Date(jstDayStart(day) + 12 * 3_600_000).toISOString();
  const [row] = await h.q<{ id: string }>(sql`
    with e as (
      insert into access_entries (at, staff_email, kind, consumer_ids, row_count, request_id)
      values (${at}::timestamptz, ${staffEmail}, 'ConsumerPage', array[${consumerId}], 1, 'req-1')
      returning id, at)
    insert into access_entry_consumers (consumer_id, at, entry_id) select ${consumerId}, at, id from e
    returning entry_id::text as id`);
  return row.id;
}

/** Changes an entry as someone with the database's keys would: past the append-only trigger. */
async function tamper(id: string, rowCount: number): Promise<void> {
  await h.tdb.db.orm.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update access_entries set row_count = ${rowCount} where id = ${id}::bigint`);
  });
}

const seals = () =>
  h.q<Row>(
    sql`select target_id, detail from audit_log where operation = 'access_log.seal' order by target_id`,
  );

beforeAll(async () => {
  h = await startHarness({ consumers: 2, seed: 3 });
  auditor = await h.staff([PERMISSIONS.auditLogRead], { email: 'auditor@example.com' });
});

afterAll(async () => {
  await h?.close();
});

describe('day seals', () => {
  let edited: string;

  it('seal each ended day once: its count and a hash, in the audit chain, which stays intact', async () => {
    edited = await insertEntry(dayA, 'con_AAAAAAAAAAAAAAAA');
    await insertEntry(dayA, 'con_BBBBBBBBBBBBBBBB');
    await insertEntry(dayB, 'con_AAAAAAAAAAAAAAAA');
    const sealed = await sealEndedDays(h.tdb.db, new Date());
    expect(sealed).toEqual([dayA, dayB, addDays(today, -1)]);
    const rows = await seals();
    expect(rows.map((r) => [r.target_id, r.detail.entries])).toEqual([
      [dayA, 2],
      [dayB, 1],
      [addDays(today, -1), 0],
    ]);
    expect(rows[0].detail.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await sealEndedDays(h.tdb.db, new Date())).toEqual([]);
    expect((await verifyAuditChain(h.tdb.db.orm)).ok).toBe(true);
  });

  it('today is not sealed until it has ended (and five minutes more)', async () => {
    const justAfterMidnight = new Date(jstDayStart(addDays(today, 1)) + 60_000);
    expect(await sealEndedDays(h.tdb.db, justAfterMidnight)).toEqual([]);
  });

  it('two instances sealing the same day at once write one seal', async () => {
    const answers = await Promise.all([
      sealAccessDay(h.tdb.db, '2020-01-01'),
      sealAccessDay(h.tdb.db, '2020-01-01'),
    ]);
    expect(answers.sort()).toEqual([false, true]);
    expect((await seals()).filter((r) => r.target_id === '2020-01-01')).toHaveLength(1);
  });

  it('an entry cannot be changed or deleted in place', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      h.q(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update access_entries set row_count = 9 where id = ${edited}::bigint`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`delete from access_entries where id = ${edited}::bigint`)).toMatch(
      /append-only: DELETE refused/,
    );
  });

  it('an edited entry breaks its day’s seal: the chain check names the day', async () => {
    await tamper(edited, 7);
    const verification = await verifyAuditChain(h.tdb.db.orm);
    expect(verification.ok).toBe(false);
    expect(verification.firstBad?.problem).toContain(`access log of ${dayA} does not match its seal`);
  });

  it('今すぐ検証 finds it too', async () => {
    const started = await auditor.gql('', `mutation { verifyAuditChain { id } }`);
    const id = started.data!.verifyAuditChain.id as string;
    for (let i = 0; i < 100 && (await runAuditVerificationChunk(h.tdb.db, 1_000))?.completed !== true; i++);
    const run = await auditor.gql('', `query($id: ID!) { auditVerification(id: $id) { status problem } }`, {
      id,
    });
    expect(run.data!.auditVerification.status).toBe('Broken');
    expect(run.data!.auditVerification.problem).toContain(dayA);
  });

  it('put back as it was, the seal matches again', async () => {
    await tamper(edited, 1);
    expect((await verifyAuditChain(h.tdb.db.orm)).ok).toBe(true);
  });
});

describe('retention', () => {
  it('removes whole days older than the period, drops old months, audits it, and skips their seals', async () => {
    const now = new Date();
    const oldDay = addDays(today, -500);
    const olderMonth = monthOf(addDays(today, -460));
    // A month of its own (a partition), and a day in the default partition.
    await h.q(
      sql.raw(`create table access_entries_p${olderMonth.name} partition of access_entries
               for values from ('${olderMonth.start} 00:00+09') to ('${olderMonth.next} 00:00+09')`),
    );
    await h.q(
      sql.raw(`create table access_entry_consumers_p${olderMonth.name} partition of access_entry_consumers
               for values from ('${olderMonth.start} 00:00+09') to ('${olderMonth.next} 00:00+09')`),
    );
    await insertEntry(oldDay, 'con_CCCCCCCCCCCCCCCC');
    await insertEntry(olderMonth.start, 'con_CCCCCCCCCCCCCCCC');
    await insertEntry(addDays(today, -401), 'con_CCCCCCCCCCCCCCCC');
    const kept = await insertEntry(addDays(today, -399), 'con_CCCCCCCCCCCCCCCC');
    expect(await sealAccessDay(h.tdb.db, oldDay)).toBe(true);

    const removed = await removeExpiredDays(h.tdb.db, now, 400);
    expect(removed).toEqual({ from: oldDay, through: addDays(today, -401), entries: 3 });
    const left = await h.q<{ id: string }>(
      sql`select id::text as id from access_entries where consumer_ids @> array['con_CCCCCCCCCCCCCCCC']`,
    );
    expect(left.map((r) => r.id)).toEqual([kept]);
    const byConsumer = await h.q(
      sql`select 1 from access_entry_consumers where consumer_id = 'con_CCCCCCCCCCCCCCCC'`,
    );
    expect(byConsumer).toHaveLength(1);
    const partitions = await h.q(
      sql`select 1 from pg_class where relname = ${`access_entries_p${olderMonth.name}`}`,
    );
    expect(partitions).toEqual([]);
    const [audit] = await h.q<Row>(
      sql`select staff_email, target_id, detail from audit_log where operation = 'access_log.retention'`,
    );
    expect(audit.staff_email).toBe('system');
    expect(audit.detail).toMatchObject({
      from: oldDay,
      through: addDays(today, -401),
      entries: 3,
      retentionDays: 400,
    });
    expect(audit.detail.partitionsDropped).toEqual([olderMonth.name]);
    // The removed day's seal no longer counts; everything else still verifies.
    expect((await verifyAuditChain(h.tdb.db.orm)).ok).toBe(true);
  });

  it('with nothing old enough, removes nothing and writes no audit row', async () => {
    expect(await removeExpiredDays(h.tdb.db, new Date(), 400)).toBeNull();
    const audits = await h.q(sql`select 1 from audit_log where operation = 'access_log.retention'`);
    expect(audits).toHaveLength(1);
  });
});
