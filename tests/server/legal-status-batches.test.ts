// Bulk legal-status update, the server: the batch mutation over real HTTP (whole and in parts, idempotent,
// permission), the runner re-validating and applying every item with the one legal-status rule, the runner's chunks,
// two runners sharing one batch, and the bulk existence check. PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { runLegalStatusChunk } from '../../server/jobs/legal-status-batch-job';
import { startJobRunner, type JobRunner } from '../../server/jobs/runner';
import { newId } from '../../src/shared/id-patterns';
import { testDbKind } from '../support/test-db';
import {
  codeOf,
  insertConsumer,
  startActionsHarness,
  type ActionsHarness,
  type Row,
} from './consumer-actions-setup';

type Role = 'admin' | 'reader';
let h: ActionsHarness<Role>;
let runner: JobRunner | undefined;

const START = `mutation($b: ID!, $c: String, $s: [LegalStatusToUpdate!]!, $p: BatchPart) {
  legalStatusBatchUpdate(batchId: $b, comment: $c, statusesToUpdate: $s, part: $p) {
    id comment length createdBy createdAt successes failures success completedAt error } }`;
const BATCH = `query($b: ID!) {
  legalStatusBatchUpdate(batchId: $b) { id comment length createdBy successes failures success completedAt error }
  legalStatusBatchUpdateResults(batchId: $b) { consumerId desiredStatus success error } }`;
const HISTORY = `{ legalStatusBatchUpdates { id createdBy createdAt completedAt success } }`;
const STATUSES = `query($ids: [ID!]!) { consumerStatuses(consumerIds: $ids) { id status legalStatus } }`;

let clock = Date.now();
/** A fresh batch id (lsb_ + 13 digits) per call. */
const batchId = () => `lsb_${++clock}`;
const row = (consumerId: string, desiredStatus: string) => ({ consumerId, desiredStatus });

beforeAll(async () => {
  h = await startActionsHarness<Role>({
    now: new Date(),
    roles: { admin: ['legal_status_batches.write'], reader: ['consumers.write'] },
  });
  // These tests are of the batch and its runner; a batch held for a second person is tests/server/approvals.test.ts.
  await h.q(sql`update approval_policies set enabled = false where key = 'legal_status_batch'`);
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

/** Runs the job until nothing is left (the test's own runner, as server/main.ts starts one). */
async function drain(): Promise<void> {
  runner ??= startJobRunner(h.tdb.db, { chunkSizes: { legal_status: 7 }, pollMs: 60_000 });
  await runner.drained();
}

const consumer = async (id: string) =>
  (await h.q<Row>(sql`select status, legal_status from consumers where id = ${id}`))[0];
const historyOf = (id: string) =>
  h.q<Row>(sql`select kind, agent, reason, legal_status from consumer_history
               where consumer_id = ${id} and kind <> 'Created' order by id`);
// By row: on PostgreSQL the runner applies two chunks at once, so the chain may hold a later chunk's rows first.
const itemAudits = (batch: string) =>
  h.q<Row>(sql`select target_id, outcome, staff_email, detail from audit_log
               where operation = 'consumer.legal_status' and detail->>'batchId' = ${batch}
               order by (detail->>'position')::int, seq`);

describe('legalStatusBatchUpdate: one request', () => {
  it('stores the batch at once, then the runner re-validates and applies every item (§4 states)', async () => {
    const enabled = await insertConsumer(h);
    const pending = await insertConsumer(h, { status: 'Disabled' });
    const dead = await insertConsumer(h, { legalStatus: 'Dead', status: 'Disabled' });
    const bankrupt = await insertConsumer(h, { legalStatus: 'BankruptcyConfirmed', status: 'Disabled' });
    const closed = await insertConsumer(h, { status: 'Closed' });
    const unknown = newId('consumer');
    const id = batchId();
    const rows = [
      row(enabled.id, 'LawyerInterventionAssigned'),
      row('con_bad', 'Normal'),
      row(unknown, 'Normal'),
      row(dead.id, 'Normal'),
      row(bankrupt.id, 'Reconciliation'),
      row(closed.id, 'Normal'),
      row(enabled.id, 'Normal'),
      row(pending.id, 'CollectionPending'),
    ];
    const started = await h.gql('admin', START, { b: id, c: '  受任通知  ', s: rows });
    expect(started.errors).toBeUndefined();
    expect(started.data!.legalStatusBatchUpdate).toMatchObject({
      id,
      comment: '受任通知',
      length: 8,
      createdBy: 'admin@example.com',
    });

    await drain();
    const answer = await h.gql('reader', BATCH, { b: id });
    expect(answer.data!.legalStatusBatchUpdate).toMatchObject({
      successes: 2,
      failures: 6,
      success: true,
      error: null,
    });
    expect(answer.data!.legalStatusBatchUpdate.completedAt).toEqual(expect.any(Number));
    expect(answer.data!.legalStatusBatchUpdateResults).toEqual([
      { consumerId: enabled.id, desiredStatus: 'LawyerInterventionAssigned', success: true, error: null },
      { consumerId: 'con_bad', desiredStatus: 'Normal', success: false, error: 'InvalidId' },
      { consumerId: unknown, desiredStatus: 'Normal', success: false, error: 'NotFound' },
      { consumerId: dead.id, desiredStatus: 'Normal', success: false, error: 'FinalStatus' },
      { consumerId: bankrupt.id, desiredStatus: 'Reconciliation', success: false, error: 'FinalStatus' },
      { consumerId: closed.id, desiredStatus: 'Normal', success: false, error: 'AccountClosed' },
      { consumerId: enabled.id, desiredStatus: 'Normal', success: false, error: 'Duplicate' },
      { consumerId: pending.id, desiredStatus: 'CollectionPending', success: true, error: null },
    ]);

    // The one legal-status rule: a note-carrying status disables the account, history with the agent.
    expect(await consumer(enabled.id)).toEqual({
      status: 'Disabled',
      legal_status: 'LawyerInterventionAssigned',
    });
    expect(await historyOf(enabled.id)).toEqual([
      {
        kind: 'Updated',
        agent: 'admin@example.com',
        reason: null,
        legal_status: 'LawyerInterventionAssigned',
      },
      {
        kind: 'Disabled',
        agent: 'admin@example.com',
        reason: 'Legal status: 弁護士介入（受任）',
        legal_status: null,
      },
    ]);
    expect(await consumer(dead.id)).toEqual({ status: 'Disabled', legal_status: 'Dead' });
    expect(await consumer(bankrupt.id)).toEqual({ status: 'Disabled', legal_status: 'BankruptcyConfirmed' });
    expect(await historyOf(dead.id)).toEqual([]);
    expect(await consumer(pending.id)).toEqual({ status: 'Disabled', legal_status: 'CollectionPending' });

    // One audit row per item, with the batch id, in the name of the staff member who started it.
    const audits = await itemAudits(id);
    expect(audits.map((a) => [a.target_id, a.outcome, a.detail.position, a.detail.refusal ?? null])).toEqual([
      [enabled.id, 'success', 1, null],
      ['con_bad', 'refused', 2, 'InvalidId'],
      [unknown, 'refused', 3, 'NotFound'],
      [dead.id, 'refused', 4, 'FinalStatus'],
      [bankrupt.id, 'refused', 5, 'FinalStatus'],
      [closed.id, 'refused', 6, 'AccountClosed'],
      [enabled.id, 'refused', 7, 'Duplicate'],
      [pending.id, 'success', 8, null],
    ]);
    expect(new Set(audits.map((a) => a.staff_email))).toEqual(new Set(['admin@example.com']));
    expect(audits[0].detail.after).toEqual({ legalStatus: 'LawyerInterventionAssigned', status: 'Disabled' });
    const [start] = await h.q<Row>(
      sql`select outcome, detail from audit_log where operation = 'legal_status_batch.update' and target_id = ${id}`,
    );
    expect(start.outcome).toBe('success');

    const history = await h.gql('reader', HISTORY);
    expect(history.data!.legalStatusBatchUpdates[0]).toMatchObject({ id, success: true });
  });

  it('is idempotent on batchId: the same batch again answers the batch and applies nothing twice', async () => {
    const c = await insertConsumer(h);
    const id = batchId();
    const s = [row(c.id, 'BankruptcyStart')];
    const first = await h.gql('admin', START, { b: id, s });
    await drain();
    const again = await h.gql('admin', START, { b: id, s });
    expect(again.errors).toBeUndefined();
    expect(again.data!.legalStatusBatchUpdate).toMatchObject({ id, length: 1, successes: 1, success: true });
    expect(again.data!.legalStatusBatchUpdate.createdAt).toBe(first.data!.legalStatusBatchUpdate.createdAt);
    await drain();
    expect((await historyOf(c.id)).filter((r) => r.kind === 'Updated')).toHaveLength(1);
    expect(await itemAudits(id)).toHaveLength(1);
    const [items] = await h.q<Row>(
      sql`select count(*)::int as n from legal_status_batch_items where batch_id = ${id}`,
    );
    expect(items.n).toBe(1);

    // Another length under the same id is refused, nothing stored.
    const other = await h.gql('admin', START, { b: id, s: [...s, row(c.id, 'Normal')] });
    expect(codeOf(other)).toBe('BAD_USER_INPUT');
  });

  it('refuses bad input with nothing stored: batch id, no rows, too many rows, a long comment', async () => {
    const c = await insertConsumer(h);
    const cases: [Record<string, unknown>, string][] = [
      [{ b: 'lsb_12', s: [row(c.id, 'Normal')] }, 'batchId'],
      [{ b: batchId(), s: [] }, 'statusesToUpdate'],
      [{ b: batchId(), s: Array.from({ length: 1501 }, () => row('con_x', 'Normal')) }, 'statusesToUpdate'],
      [{ b: batchId(), c: 'あ'.repeat(1001), s: [row(c.id, 'Normal')] }, 'comment'],
    ];
    for (const [variables, field] of cases) {
      const answer = await h.gql('admin', START, variables);
      expect([codeOf(answer), answer.errors?.[0].extensions?.field]).toEqual(['BAD_USER_INPUT', field]);
    }
    const [n] = await h.q<Row>(sql`select count(*)::int as n from legal_status_batches where id = 'lsb_12'`);
    expect(n.n).toBe(0);
  });

  it('refuses staff without legal_status_batches.write (FORBIDDEN, nothing stored, audited)', async () => {
    const c = await insertConsumer(h);
    const id = batchId();
    const answer = await h.gql('reader', START, { b: id, s: [row(c.id, 'Dead')] });
    expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(answer.errors?.[0].extensions?.permission).toBe('legal_status_batches.write');
    await drain();
    expect(await h.q(sql`select id from legal_status_batches where id = ${id}`)).toEqual([]);
    expect(await h.q(sql`select position from legal_status_batch_items where batch_id = ${id}`)).toEqual([]);
    expect(await consumer(c.id)).toEqual({ status: 'Enabled', legal_status: 'Normal' });
    const [audit] = await h.q<Row>(
      sql`select outcome, detail from audit_log where operation = 'legal_status_batch.update' and target_id = ${id}`,
    );
    expect(audit).toMatchObject({ outcome: 'refused', detail: { refusal: 'FORBIDDEN' } });
  });
});

describe('legalStatusBatchUpdate in parts', () => {
  it('starts only when every part has arrived; parts out of order and retried are harmless', async () => {
    const consumers = await Promise.all(Array.from({ length: 7 }, () => insertConsumer(h)));
    const id = batchId();
    const all = consumers.map((c) => row(c.id, 'CivilRehabilitationStart'));
    const part = (index: number, firstRow: number, n: number, comment?: string) =>
      h.gql('admin', START, {
        b: id,
        c: comment,
        s: all.slice(firstRow - 1, firstRow - 1 + n),
        p: { index, count: 3, firstRow, totalRows: 7 },
      });
    const last = await part(2, 6, 2, 'ignored: only part 0 carries the comment');
    expect(last.data!.legalStatusBatchUpdate).toMatchObject({
      id,
      length: 7,
      comment: null,
      completedAt: null,
    });
    expect(codeOf(await part(0, 1, 3, '一括'))).toBeNull();
    expect(codeOf(await part(0, 1, 3, '一括'))).toBeNull(); // retried
    expect(codeOf(await part(2, 6, 2))).toBeNull(); // retried

    // Not started: the runner leaves every item alone.
    await drain();
    const waiting = await h.gql('admin', BATCH, { b: id });
    expect(waiting.data!.legalStatusBatchUpdate).toMatchObject({
      comment: '一括',
      success: null,
      completedAt: null,
    });
    expect(waiting.data!.legalStatusBatchUpdateResults.map((r: Row) => r.success)).toEqual(
      Array(5).fill(null),
    );
    expect(await consumer(consumers[0].id)).toEqual({ status: 'Enabled', legal_status: 'Normal' });

    // Mismatched totals or overlapping rows are refused, nothing stored.
    const mismatched = await h.gql('admin', START, {
      b: id,
      s: all.slice(3, 5),
      p: { index: 1, count: 3, firstRow: 4, totalRows: 8 },
    });
    expect([codeOf(mismatched), mismatched.errors?.[0].extensions?.field]).toEqual([
      'BAD_USER_INPUT',
      'part',
    ]);
    const otherCount = await h.gql('admin', START, {
      b: id,
      s: all.slice(3, 5),
      p: { index: 1, count: 4, firstRow: 4, totalRows: 7 },
    });
    expect(codeOf(otherCount)).toBe('BAD_USER_INPUT');
    const overlapping = await h.gql('admin', START, {
      b: id,
      s: all.slice(2, 5),
      p: { index: 1, count: 3, firstRow: 3, totalRows: 7 },
    });
    expect(codeOf(overlapping)).toBe('BAD_USER_INPUT');
    const gap = await h.gql('admin', START, {
      b: id,
      s: all.slice(3, 4),
      p: { index: 1, count: 3, firstRow: 4, totalRows: 7 },
    });
    expect(codeOf(gap)).toBe('BAD_USER_INPUT');
    const [stored] = await h.q<Row>(
      sql`select count(*)::int as n from legal_status_batch_items where batch_id = ${id}`,
    );
    expect(stored.n).toBe(5);

    // The last missing part starts it.
    expect(codeOf(await part(1, 4, 2))).toBeNull();
    await drain();
    const done = await h.gql('admin', BATCH, { b: id });
    expect(done.data!.legalStatusBatchUpdate).toMatchObject({ successes: 7, failures: 0, success: true });
    expect(codeOf(await part(1, 4, 2))).toBeNull(); // a retry after the start changes nothing
    await drain();
    for (const c of consumers) {
      // A note-carrying status: the account is disabled too (Updated and Disabled records, once each).
      expect(await consumer(c.id)).toEqual({ status: 'Disabled', legal_status: 'CivilRehabilitationStart' });
      expect((await historyOf(c.id)).map((r) => r.kind)).toEqual(['Updated', 'Disabled']);
    }
    expect(await itemAudits(id)).toHaveLength(7);
  });

  it('refuses a malformed part: beyond totalRows, part 0 not at row 1, a last part ending early, a part too small', async () => {
    const c = await insertConsumer(h);
    const s = [row(c.id, 'Normal'), row(c.id, 'Dead')];
    for (const p of [
      { index: 1, count: 2, firstRow: 3, totalRows: 3 },
      { index: 0, count: 2, firstRow: 2, totalRows: 4 },
      { index: 1, count: 2, firstRow: 2, totalRows: 4 },
      { index: 0, count: 1, firstRow: 1, totalRows: 3000 },
      { index: 2, count: 2, firstRow: 1, totalRows: 4 },
    ]) {
      const answer = await h.gql('admin', START, { b: batchId(), s, p });
      expect([codeOf(answer), answer.errors?.[0].extensions?.field]).toEqual(['BAD_USER_INPUT', 'part']);
    }
  });
});

describe('the runner', () => {
  it('works in chunks of its size, in row order, and completes the batch with its last chunk', async () => {
    await drain();
    await runner!.stop();
    runner = undefined;
    const consumers = await Promise.all(Array.from({ length: 23 }, () => insertConsumer(h)));
    const id = batchId();
    await h.gql('admin', START, { b: id, s: consumers.map((c) => row(c.id, 'Reconciliation')) });
    const chunks = [];
    for (let chunk; (chunk = await runLegalStatusChunk(h.tdb.db, 10));) {
      const done = await h.q<Row>(
        sql`select position from legal_status_batch_items where batch_id = ${id} and success is not null`,
      );
      chunks.push([chunk.items, chunk.completed, done.length]);
    }
    expect(chunks).toEqual([
      [10, false, 10],
      [10, false, 20],
      [3, true, 23],
    ]);
  });
});

// Two processes need a server several connections can share: PostgreSQL only (PGlite is one process, one runner).
if (testDbKind === 'postgres') {
  describe('two runners', () => {
    it(
      'two runners on one PostgreSQL database share a batch without applying anything twice',
      { timeout: 120_000 },
      async () => {
        const consumers = await Promise.all(Array.from({ length: 300 }, () => insertConsumer(h)));
        let secondId = '';
        const id = batchId();
        await h.gql('admin', START, {
          b: id,
          s: consumers.slice(0, 150).map((c) => row(c.id, 'Dead')),
          p: { index: 0, count: 2, firstRow: 1, totalRows: 300 },
        });
        await h.gql('admin', START, {
          b: id,
          s: consumers.slice(150).map((c) => row(c.id, 'Dead')),
          p: { index: 1, count: 2, firstRow: 151, totalRows: 300 },
        });
        const pools: Database[] = await Promise.all(
          [0, 1].map(() => openDatabase({ url: h.tdb.db.url, poolSize: 2 })),
        );
        try {
          // One process holds rows 1-40 in an open transaction: the other one skips them and does the rest.
          let release!: () => void;
          const held = new Promise<void>((resolve) => (release = resolve));
          let locked!: () => void;
          const isLocked = new Promise<void>((resolve) => (locked = resolve));
          const holder = pools[0].orm.transaction(async (tx) => {
            await tx.execute(sql`select position from legal_status_batch_items
                               where batch_id = ${id} and position <= 40 for update`);
            locked();
            await held;
          });
          await isLocked;
          let byOther = 0;
          for (let chunk; (chunk = await runLegalStatusChunk(pools[1], 25));) byOther += chunk.items;
          expect(byOther).toBe(260);
          release();
          await holder;
          const [waiting] = await h.q<Row>(
            sql`select completed_at from legal_status_batches where id = ${id}`,
          );
          expect(waiting.completed_at).toBeNull();

          // Then both at once on what is left (and a second batch), each chunk claimed once.
          const id2 = batchId();
          await h.gql('admin', START, {
            b: id2,
            s: consumers.slice(150, 250).map((c) => row(c.id, 'Normal')),
          });
          const work = async (db: Database) => {
            let n = 0;
            for (let chunk; (chunk = await runLegalStatusChunk(db, 9));) n += chunk.items;
            return n;
          };
          const [a, b] = await Promise.all(pools.map(work));
          expect(a + b).toBe(140);
          secondId = id2;
        } finally {
          await Promise.all(pools.map((p) => p.close()));
        }
        const answer = await h.gql('admin', BATCH, { b: id });
        expect(answer.data!.legalStatusBatchUpdate).toMatchObject({
          successes: 300,
          failures: 0,
          success: true,
        });
        const perConsumer = await h.q<Row>(sql`
        select c.id,
               (select count(*)::int from consumer_history h
                where h.consumer_id = c.id and h.kind = 'Updated' and h.legal_status = 'Dead') as history,
               (select count(*)::int from audit_log a
                where a.target_id = c.id and a.detail->>'batchId' = ${id}) as audits
        from consumers c
        where c.id in (select consumer_id from legal_status_batch_items where batch_id = ${id})`);
        expect(perConsumer).toHaveLength(300);
        expect(perConsumer.every((r) => r.history === 1 && r.audits === 1)).toBe(true);
        // The second batch: Dead is final, every item refused once.
        const second = await h.q<Row>(
          sql`select successes, failures, success from legal_status_batches where id = ${secondId}`,
        );
        expect(second[0]).toEqual({ successes: 0, failures: 100, success: true });
      },
    );
  });
}

describe('the history', () => {
  const PAGE = `query($o: Int!, $l: Int!) {
    legalStatusBatchCount
    legalStatusBatchUpdates(offset: $o, limit: $l) { id } }`;

  it('pages every batch, newest first, for any signed-in staff; refuses a bad offset or limit', async () => {
    const c = await insertConsumer(h);
    const made: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = batchId();
      expect((await h.gql('admin', START, { b: id, s: [row(c.id, 'Normal')] })).errors).toBeUndefined();
      made.push(id);
    }
    const first = await h.gql('reader', PAGE, { o: 0, l: 5 });
    expect(first.errors).toBeUndefined();
    const total = first.data!.legalStatusBatchCount;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(first.data!.legalStatusBatchUpdates.map((b: Row) => b.id)).toEqual(made.slice(-5).reverse());

    // Walking the pages gives every batch once, newest first.
    const seen: string[] = [];
    for (let o = 0; o < total; o += 5) {
      const page = await h.gql('reader', PAGE, { o, l: 5 });
      seen.push(...page.data!.legalStatusBatchUpdates.map((b: Row) => b.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.slice(0, 12)).toEqual([...made].reverse());
    expect((await h.gql('reader', PAGE, { o: total, l: 5 })).data!.legalStatusBatchUpdates).toEqual([]);

    for (const [o, l, field] of [
      [-1, 5, 'offset'],
      [0, 0, 'limit'],
      [0, 501, 'limit'],
    ] as const) {
      const refused = await h.gql('reader', PAGE, { o, l });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0].extensions!.field).toBe(field);
    }
  });
});

describe('the results of a batch', () => {
  const RESULTS = `query($b: ID!, $o: Int, $l: Int) {
    legalStatusBatchUpdateResults(batchId: $b, offset: $o, limit: $l) { consumerId desiredStatus } }`;

  it('reads rows offset+1 … offset+limit in row order, every row without a limit; refuses a bad range', async () => {
    const consumers = await Promise.all(Array.from({ length: 7 }, () => insertConsumer(h)));
    const id = batchId();
    await h.gql('admin', START, { b: id, s: consumers.map((c) => row(c.id, 'Normal')) });
    const ids = async (variables: Record<string, unknown>) => {
      const answer = await h.gql('reader', RESULTS, { b: id, ...variables });
      expect(answer.errors).toBeUndefined();
      return answer.data!.legalStatusBatchUpdateResults.map((r: Row) => r.consumerId);
    };
    const all = consumers.map((c) => c.id);
    expect(await ids({})).toEqual(all);
    expect(await ids({ o: 2, l: 3 })).toEqual(all.slice(2, 5));
    expect(await ids({ o: 5, l: 10 })).toEqual(all.slice(5));
    expect(await ids({ o: 7, l: 10 })).toEqual([]);
    for (const [o, l, field] of [
      [-1, 5, 'offset'],
      [0, 0, 'limit'],
      [0, 10_001, 'limit'],
    ] as const) {
      const refused = await h.gql('reader', RESULTS, { b: id, o, l });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0].extensions!.field).toBe(field);
    }
  });
});

describe('consumerStatuses', () => {
  it('answers id, status and legal status of known ids; unknown and malformed ids are absent', async () => {
    const a = await insertConsumer(h, { legalStatus: 'Dead', status: 'Disabled' });
    const b = await insertConsumer(h);
    const answer = await h.gql('reader', STATUSES, { ids: [b.id, 'con_bad', newId('consumer'), a.id, b.id] });
    expect(answer.errors).toBeUndefined();
    const got = [...answer.data!.consumerStatuses].sort((x: Row, y: Row) => x.id.localeCompare(y.id));
    expect(got).toEqual(
      [
        { id: a.id, status: 'Disabled', legalStatus: 'Dead' },
        { id: b.id, status: 'Enabled', legalStatus: 'Normal' },
      ].sort((x, y) => x.id.localeCompare(y.id)),
    );
  });

  it('takes at most 1,000 ids', async () => {
    const ok = await h.gql('reader', STATUSES, {
      ids: Array.from({ length: 1000 }, () => newId('consumer')),
    });
    expect(ok.data!.consumerStatuses).toEqual([]);
    const over = await h.gql('reader', STATUSES, {
      ids: Array.from({ length: 1001 }, () => newId('consumer')),
    });
    expect([codeOf(over), over.errors?.[0].extensions?.field]).toEqual(['BAD_USER_INPUT', 'consumerIds']);
  });
});
