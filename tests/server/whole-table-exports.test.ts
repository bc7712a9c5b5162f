// CSV出力 of the tables the console holds whole and filters in memory: the consumer's change history for
// its period and the account page's bill statements, over real HTTP through the shared exporter. The file holds
// the rows the screen lists for the same view: the filter box's text, the status, the sorted column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '../../server/db/schema/index';
import { startHarness, type Harness, type Row } from '../support/harness';

const T0 = Date.parse('2025-03-01T10:00:00+09:00');
const H = 3_600_000;

let h: Harness;
let consumerId = '';

async function exportLines(table: string, scope: Row): Promise<string[]> {
  const asked = await fetch(`${h.baseUrl}/api/exports`, {
    method: 'POST',
    headers: { cookie: h.admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ table, scope, encoding: 'utf8-bom' }),
  });
  expect(asked.status).toBe(200);
  const { url } = (await asked.json()) as Row;
  const file = await fetch(`${h.baseUrl}${url as string}`, { headers: { cookie: h.admin.cookie } });
  expect(file.status).toBe(200);
  // CRLF ends a record; a cell's own line breaks (the change lines) stay inside its quotes.
  return Buffer.from(await file.arrayBuffer())
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean);
}

beforeAll(async () => {
  h = await startHarness({ consumers: 10 });
  [{ id: consumerId }] = await h.q<{ id: string }>(sql`select id from consumers order by id limit 1`);
  await h.q(sql`delete from consumer_history where consumer_id = ${consumerId}`);
  await h.tdb.db.orm.insert(t.consumerHistory).values([
    {
      consumerId,
      kind: 'Disabled',
      occurredAt: new Date(T0),
      agent: 'alice@example.com',
      reason: 'first reason',
    },
    { consumerId, kind: 'Enabled', occurredAt: new Date(T0 + H), agent: 'bob@example.com', reason: 'second' },
    {
      consumerId,
      kind: 'Disabled',
      occurredAt: new Date(T0 + 2 * H),
      agent: 'alice@example.com',
      reason: 'third',
    },
  ]);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('CSV出力 of the change history', () => {
  const period = { from: T0 - H, to: T0 + 3 * H };

  it('holds the period newest first, the filter box narrows it, an ascending date sort turns it round', async () => {
    const all = await exportLines('consumer_history', { consumerId, ...period });
    expect(all[0]).toBe('Date,Changed by,Kind,Change');
    expect(all.slice(1).map((l) => l.split(',')[2])).toEqual(['Disabled', 'Enabled', 'Disabled']);
    expect(all[1]).toContain('reason: third');

    const alice = await exportLines('consumer_history', { consumerId, ...period, q: 'ALICE@example.com' });
    expect(alice.slice(1).map((l) => l.split(',')[1])).toEqual(['alice@example.com', 'alice@example.com']);

    const oldest = await exportLines('consumer_history', {
      consumerId,
      ...period,
      sortDirection: 'ascending',
    });
    expect(oldest[1]).toContain('reason: first reason');
  });

  it('refuses a period the history query refuses, and a scope without one', async () => {
    for (const scope of [
      { consumerId, from: T0, to: T0 - H },
      { consumerId, from: 'yesterday', to: T0 },
    ]) {
      const asked = await fetch(`${h.baseUrl}/api/exports`, {
        method: 'POST',
        headers: { cookie: h.admin.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ table: 'consumer_history', scope, encoding: 'utf8-bom' }),
      });
      expect(asked.status).toBe(400);
    }
  });
});

describe('CSV出力 of the bill statements', () => {
  it('the statements the list shows, narrowed by the status and sorted by amount as on screen', async () => {
    const [owner] = await h.q<{ consumer_id: string }>(sql`
      select consumer_id from bill_statements where amount <> 0
      group by consumer_id order by count(distinct status) desc, count(*) desc, consumer_id limit 1`);
    const statements = await h.q<{ id: string; status: string; amount: string }>(sql`
      select id, status, amount::text as amount from bill_statements
      where consumer_id = ${owner.consumer_id} and amount <> 0`);
    const all = await exportLines('account_bill_statements', { consumerId: owner.consumer_id });
    expect(
      all
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(statements.map((s) => s.id).sort());

    const status = statements[0].status;
    const narrowed = await exportLines('account_bill_statements', { consumerId: owner.consumer_id, status });
    expect(
      narrowed
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(
      statements
        .filter((s) => s.status === status)
        .map((s) => s.id)
        .sort(),
    );

    const byAmount = await exportLines('account_bill_statements', {
      consumerId: owner.consumer_id,
      sortKey: 'amount',
      sortDirection: 'descending',
    });
    const amounts = byAmount.slice(1).map((l) => Number(l.split(',')[2]));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});
