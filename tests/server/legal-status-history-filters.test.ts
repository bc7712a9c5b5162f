// The legal-status history's filters: comment (a part, case-insensitive), batch id (its start), creator
// (the e-mail, case-insensitive) and a created-at range, each narrowing both the page and the count the pager uses,
// for any signed-in staff. PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConsumer, startActionsHarness, type ActionsHarness, type Row } from './consumer-actions-setup';

type Role = 'writer' | 'other' | 'reader';
let h: ActionsHarness<Role>;

const START = `mutation($b: ID!, $c: String, $s: [LegalStatusToUpdate!]!) {
  legalStatusBatchUpdate(batchId: $b, comment: $c, statusesToUpdate: $s) { id } }`;
const HISTORY = `query($f: LegalStatusBatchFilter, $o: Int, $l: Int) {
  legalStatusBatchCount(filter: $f)
  legalStatusBatchUpdates(filter: $f, offset: $o, limit: $l) { id comment createdBy createdAt } }`;

let clock = Date.now();
const batchId = () => `lsb_${++clock}`;

/** The batches made here, oldest first: [id, comment, creator role, created at]. */
const made: { id: string; comment: string | null; by: Role; at: string }[] = [];

beforeAll(async () => {
  h = await startActionsHarness<Role>({
    now: new Date(),
    roles: {
      writer: ['legal_status_batches.write'],
      other: ['legal_status_batches.write'],
      reader: ['consumers.write'],
    },
  });
  await h.q(sql`update approval_policies set enabled = false where key = 'legal_status_batch'`);
  const c = await insertConsumer(h);
  const plan: [string | null, Role, string][] = [
    ['移管 50% 分（4月）', 'writer', '2020-04-01T01:00:00Z'],
    ['死亡届の反映', 'writer', '2020-04-10T14:59:59Z'], // 23:59:59 JST on the 10th
    ['Lawyer batch_A', 'other', '2020-04-10T15:00:00Z'], // 00:00 JST on the 11th
    [null, 'other', '2020-05-02T03:00:00Z'],
  ];
  for (const [comment, by, at] of plan) {
    const id = batchId();
    const answer = await h.gql(by, START, {
      b: id,
      c: comment,
      s: [{ consumerId: c.id, desiredStatus: 'Normal' }],
    });
    expect(answer.errors).toBeUndefined();
    // The creation instant is the server's clock; the range tests need known days.
    await h.q(sql`update legal_status_batches set created_at = ${at}::timestamptz where id = ${id}`);
    made.push({ id, comment, by, at });
  }
}, 120_000);

afterAll(async () => {
  await h?.close();
});

async function history(filter: Record<string, unknown> | null, page = { o: 0, l: 50 }) {
  const answer = await h.gql('reader', HISTORY, { f: filter, ...page });
  expect(answer.errors).toBeUndefined();
  const data = answer.data as { legalStatusBatchCount: number; legalStatusBatchUpdates: Row[] };
  return { count: data.legalStatusBatchCount, ids: data.legalStatusBatchUpdates.map((b) => b.id as string) };
}

const ids = (...indexes: number[]) => indexes.map((i) => made[i].id);
const ms = (iso: string) => Date.parse(iso);

describe('the history filters', () => {
  it('without a filter (or with blank texts) lists every batch, newest first, with its comment', async () => {
    // The harness's seed has batches of its own, all newer than these.
    const all = await history(null);
    expect(all.ids.filter((id) => made.some((m) => m.id === id))).toEqual(ids(3, 2, 1, 0));
    expect(all.ids.slice(-4)).toEqual(ids(3, 2, 1, 0));
    expect(all.count).toBe(all.ids.length);
    expect(await history({ comment: '  ', batchId: '', createdBy: ' ' })).toEqual(all);
    const answer = await h.gql('reader', HISTORY, { f: null, o: 0, l: 1 });
    const own = await h.gql('reader', HISTORY, { f: { batchId: made[3].id }, o: 0, l: 1 });
    expect(own.data!.legalStatusBatchUpdates[0]).toMatchObject({ id: made[3].id, comment: null });
    expect(answer.data!.legalStatusBatchUpdates).toHaveLength(1);
  });

  it('finds a part of the comment, case-insensitively, % and _ as plain characters', async () => {
    expect(await history({ comment: '死亡' })).toEqual({ count: 1, ids: ids(1) });
    expect(await history({ comment: 'lawyer' })).toEqual({ count: 1, ids: ids(2) });
    expect(await history({ comment: '50%' })).toEqual({ count: 1, ids: ids(0) });
    expect(await history({ comment: 'h_a' })).toEqual({ count: 1, ids: ids(2) });
    expect(await history({ comment: '%' })).toEqual({ count: 1, ids: ids(0) });
    expect(await history({ comment: 'nothing like it' })).toEqual({ count: 0, ids: [] });
  });

  it('finds a batch by its id or the start of it', async () => {
    expect(await history({ batchId: made[2].id })).toEqual({ count: 1, ids: ids(2) });
    expect(await history({ batchId: ` ${made[2].id.toUpperCase()} ` })).toEqual({ count: 1, ids: ids(2) });
    const prefix = made[0].id.slice(0, -1);
    expect((await history({ batchId: prefix })).ids).toContain(made[0].id);
    expect(await history({ batchId: made[0].id.slice(1) })).toEqual({ count: 0, ids: [] });
  });

  it("finds one creator's batches by e-mail, case-insensitively, and pages them", async () => {
    const other = h.staff.other.email;
    expect(await history({ createdBy: other.toUpperCase() })).toEqual({ count: 2, ids: ids(3, 2) });
    expect(await history({ createdBy: other }, { o: 1, l: 1 })).toEqual({ count: 2, ids: ids(2) });
    expect(await history({ createdBy: other.slice(1) })).toEqual({ count: 0, ids: [] });
  });

  it('narrows by created from / to, both inclusive, and combines every filter given', async () => {
    // 2020-04-10 and 2020-04-11 as JST calendar days, as the console sends them.
    const day10 = { createdFrom: ms('2020-04-09T15:00:00Z'), createdTo: ms('2020-04-10T14:59:59.999Z') };
    expect(await history(day10)).toEqual({ count: 1, ids: ids(1) });
    const until = ms('2020-12-31T00:00:00Z');
    expect(await history({ createdFrom: ms('2020-04-10T15:00:00Z'), createdTo: until })).toEqual({
      count: 2,
      ids: ids(3, 2),
    });
    expect(await history({ createdTo: ms('2020-04-10T15:00:00Z') })).toEqual({ count: 3, ids: ids(2, 1, 0) });
    expect(
      await history({
        createdTo: ms('2020-04-30T00:00:00Z'),
        createdBy: h.staff.writer.email,
        comment: '4月',
      }),
    ).toEqual({ count: 1, ids: ids(0) });
    expect(await history({ createdFrom: ms('2020-06-01T00:00:00Z'), createdTo: until })).toEqual({
      count: 0,
      ids: [],
    });
  });
});
