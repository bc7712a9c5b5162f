// The change history tab (document 2 §2 "Change history tab", §7 consumerHistory) over real HTTP with a real
// sign-in: the union of Created, Updated, Disabled, Enabled and Closed records, the inclusive epoch-ms range, newest
// first, only the fields an Updated record carries, the refusal of a reversed or too long range, an unknown consumer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '../../server/db/schema/index';
import { MAX_HISTORY_RANGE_MS, checkHistoryRange } from '../../server/domain/consumer-history';
import { newId } from '../../src/shared/id-patterns';
import { startHarness, type Harness } from '../support/harness';

const NOW = new Date('2025-06-15T00:00:00+09:00');
const T0 = Date.parse('2025-01-10T09:00:00+09:00');
const H = 3_600_000;

const HISTORY = `
  query ConsumerHistory($consumerId: ID!, $from: EpochMillis!, $to: EpochMillis!) {
    consumerHistory(consumerId: $consumerId, from: $from, to: $to) {
      __typename
      ... on ConsumerCreatedRecord {
        kind timestamp email phone name1 name2 dateOfBirth address { zip state city line1 line2 } source
      }
      ... on ConsumerUpdatedRecord {
        kind timestamp agent email phone name1 name2 dateOfBirth address { zip state city line1 line2 }
        emailVerificationInfo { verified verifiedAt } legalStatus
      }
      ... on ConsumerDisabledRecord { kind timestamp reason agent }
      ... on ConsumerEnabledRecord { kind timestamp reason agent }
      ... on ConsumerClosedRecord { kind timestamp reason agent }
    }
  }`;

let h: Harness;
let consumerId = '';

const history = (id: string, from: number, to: number) =>
  h.gql('ConsumerHistory', HISTORY, { consumerId: id, from, to });

beforeAll(async () => {
  h = await startHarness({ now: NOW, consumers: 10 });
  [{ id: consumerId }] = await h.q<{ id: string }>(sql`select id from consumers order by id limit 1`);
  // This consumer's history is replaced by hand-made records at known instants (one with sub-millisecond time).
  await h.q(sql`delete from consumer_history where consumer_id = ${consumerId}`);
  await h.tdb.db.orm.insert(t.consumerHistory).values([
    {
      consumerId,
      kind: 'Created',
      occurredAt: new Date(T0),
      source: 'checkout',
      email: 'taro@example.com',
      phone: '819012345678',
      name1: '山田 太郎',
      name2: 'ヤマダ タロウ',
      dateOfBirth: '1990-04-01',
      zip: '150-0001',
      state: '東京都',
      city: '渋谷区',
      line2: '神宮前1-2-3',
    },
    {
      consumerId,
      kind: 'Updated',
      occurredAt: new Date(T0 + H),
      agent: 'consumer',
      email: 'new@example.com',
      emailVerificationInfo: { verified: true, verifiedAt: T0 + H + 120_000, method: 'link' },
    },
    {
      consumerId,
      kind: 'Updated',
      occurredAt: new Date(T0 + 2 * H),
      agent: 'ops@example.com',
      legalStatus: 'Dead',
    },
    {
      consumerId,
      kind: 'Disabled',
      occurredAt: new Date(T0 + 3 * H),
      agent: 'ops@example.com',
      reason: 'fraud',
    },
    { consumerId, kind: 'Enabled', occurredAt: new Date(T0 + 4 * H), agent: 'ops@example.com' },
    { consumerId, kind: 'Closed', occurredAt: new Date(T0 + 5 * H), agent: 'consumer', reason: 'request' },
  ]);
  // A record at T0 + 6h + 0.5 ms: its millisecond is T0 + 6h, so a range ending there includes it.
  await h.q(sql`
    insert into consumer_history (consumer_id, kind, occurred_at, agent)
    values (${consumerId}, 'Updated', to_timestamp(${(T0 + 6 * H) / 1000}::float8) + interval '500 microseconds',
            'system')`);
}, 180_000);

afterAll(async () => {
  await h?.close();
});

describe('change history (consumerHistory)', () => {
  it('answers every kind newest first as its union member, with only the fields a record carries', async () => {
    const { data, errors } = await history(consumerId, T0, T0 + 6 * H);
    expect(errors).toBeUndefined();
    const records = data!.consumerHistory;
    expect(
      records.map((r: { __typename: string; timestamp: number }) => [r.__typename, r.timestamp]),
    ).toEqual([
      ['ConsumerUpdatedRecord', T0 + 6 * H],
      ['ConsumerClosedRecord', T0 + 5 * H],
      ['ConsumerEnabledRecord', T0 + 4 * H],
      ['ConsumerDisabledRecord', T0 + 3 * H],
      ['ConsumerUpdatedRecord', T0 + 2 * H],
      ['ConsumerUpdatedRecord', T0 + H],
      ['ConsumerCreatedRecord', T0],
    ]);
    expect(records[6]).toEqual({
      __typename: 'ConsumerCreatedRecord',
      kind: 'Created',
      timestamp: T0,
      email: 'taro@example.com',
      phone: '819012345678',
      name1: '山田 太郎',
      name2: 'ヤマダ タロウ',
      dateOfBirth: '1990-04-01',
      address: { zip: '150-0001', state: '東京都', city: '渋谷区', line1: null, line2: '神宮前1-2-3' },
      source: 'checkout',
    });
    expect(records[5]).toEqual({
      __typename: 'ConsumerUpdatedRecord',
      kind: 'Updated',
      timestamp: T0 + H,
      agent: 'consumer',
      email: 'new@example.com',
      phone: null,
      name1: null,
      name2: null,
      dateOfBirth: null,
      address: null,
      emailVerificationInfo: { verified: true, verifiedAt: T0 + H + 120_000 },
      legalStatus: null,
    });
    expect(records[4]).toMatchObject({
      legalStatus: 'Dead',
      agent: 'ops@example.com',
      emailVerificationInfo: null,
    });
    expect(records[3]).toEqual({
      __typename: 'ConsumerDisabledRecord',
      kind: 'Disabled',
      timestamp: T0 + 3 * H,
      reason: 'fraud',
      agent: 'ops@example.com',
    });
    expect(records[2]).toMatchObject({ kind: 'Enabled', reason: null });
    expect(records[1]).toMatchObject({ kind: 'Closed', reason: 'request', agent: 'consumer' });
  });

  it('the range is inclusive at both ends, to the millisecond', async () => {
    const ids = async (from: number, to: number) =>
      (await history(consumerId, from, to)).data!.consumerHistory.map(
        (r: { timestamp: number }) => r.timestamp,
      );
    expect(await ids(T0 + H, T0 + 3 * H)).toEqual([T0 + 3 * H, T0 + 2 * H, T0 + H]);
    expect(await ids(T0 + H + 1, T0 + 3 * H - 1)).toEqual([T0 + 2 * H]);
    expect(await ids(T0, T0)).toEqual([T0]);
    expect(await ids(T0 + 6 * H, T0 + 6 * H)).toEqual([T0 + 6 * H]);
    expect(await ids(T0 + 6 * H + 1, T0 + 7 * H)).toEqual([]);
  });

  it('the seeded history of another consumer matches the table, newest first', async () => {
    const [{ consumer_id: other }] = await h.q<{ consumer_id: string }>(sql`
      select consumer_id from consumer_history where consumer_id <> ${consumerId}
      group by consumer_id order by count(*) desc, consumer_id limit 1`);
    const expected = await h.q<{ kind: string }>(sql`
      select kind from consumer_history where consumer_id = ${other} order by occurred_at desc, id desc`);
    const to = NOW.getTime();
    const { data } = await history(other, to - 5 * 365 * 24 * H, to);
    expect(data!.consumerHistory.map((r: { kind: string }) => r.kind)).toEqual(expected.map((e) => e.kind));
  });

  it('refuses a reversed range or one longer than 10 years with BAD_USER_INPUT (the narrow-the-period error)', async () => {
    for (const [from, to] of [
      [T0 + 1, T0],
      [T0 - MAX_HISTORY_RANGE_MS - 1, T0],
      [0, NOW.getTime()],
    ]) {
      const answer = await history(consumerId, from, to);
      expect(answer.status).toBe(200);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0].path).toEqual(['consumerHistory']);
    }
    const widest = await history(consumerId, T0 + 6 * H - MAX_HISTORY_RANGE_MS, T0 + 6 * H);
    expect(widest.errors).toBeUndefined();
    expect(widest.data!.consumerHistory).toHaveLength(7);
    expect(checkHistoryRange(5, 5)).toBeNull();
    expect(checkHistoryRange(6, 5)).toMatch(/start is after/);
    // The console's default: five years back to now.
    expect(checkHistoryRange(NOW.getTime() - 5 * 366 * 24 * H, NOW.getTime())).toBeNull();
  });

  it('an unknown or malformed consumer has no history; a bad EpochMillis is refused by the scalar', async () => {
    for (const id of [newId('consumer'), 'nonsense']) {
      const answer = await history(id, T0, T0 + H);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.consumerHistory).toEqual([]);
    }
    const negative = await history(consumerId, -1, T0);
    expect(negative.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('costs one statement whatever the number of records (and its access-log entry, one insert)', async () => {
    const few = await h.partedStatementsOf(() => history(consumerId, T0, T0));
    const many = await h.partedStatementsOf(() => history(consumerId, T0, T0 + 6 * H));
    expect(few.own).toHaveLength(1);
    expect(few.logWrites).toHaveLength(1);
    expect(many).toEqual(few);
  });
});
