// One consumer's payments a page at a time (consumerPayments) over real
// HTTP: keyset pages that together hold every payment exactly once in each sort order (date, amount, status, both
// ways, ties by id), the filter box (id, order reference, merchant, amount) and the status, the count, refusals of
// bad input, the session rule, paymentsV2 still answering the whole list as the spec gives it, and CSV出力 of the
// same view (the shared exporter, table consumer_payments) holding exactly the rows the filter and sort list; the
// contracts table's export (consumer_contracts) with the console's own in-memory filter and sort.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '../../server/db/schema/index';
import { newId } from '../../src/shared/id-patterns';
import { startHarness, type Harness, type Row } from '../support/harness';

const T0 = Date.parse('2025-05-01T10:00:00+09:00');

const PAGE = `
  query Page($consumerId: ID!, $first: Int, $after: String, $filter: ConsumerPaymentFilter, $sort: ConsumerPaymentSort) {
    consumerPayments(consumerId: $consumerId, first: $first, after: $after, filter: $filter, sort: $sort) {
      payments { id amount status createdAt merchantName capturedAmount captures { id } }
      endCursor hasMore totalCount
    }
  }`;

interface Made {
  id: string;
  amount: number;
  status: 'AUTHORIZED' | 'CLOSED' | 'REJECTED';
  createdAt: number;
  orderRef: string;
  merchantName: string;
}

let h: Harness;
let consumerId = '';
let other = '';
const made: Made[] = [];
const STATUSES = ['AUTHORIZED', 'CLOSED', 'REJECTED'] as const;

beforeAll(async () => {
  h = await startHarness();
  const [a, b] = await h.q<{ id: string }>(sql`select id from consumers order by id limit 2`);
  consumerId = a.id;
  other = b.id;
  const [{ id: merchantId }] = await h.q<{ id: string }>(sql`select id from merchants order by id limit 1`);
  // The seeded payments of the consumer are left out of the expectations by deleting nothing: they are read back.
  for (let k = 0; k < 23; k++) {
    made.push({
      id: newId(k % 5 === 4 ? 'amazonPayment' : 'payment'),
      amount: [1200, 5000, 12000, 5000, 300][k % 5] + (k % 3 === 0 ? 0 : k),
      status: STATUSES[k % 3],
      // Pairs share an instant, so the id breaks the tie.
      createdAt: T0 + Math.floor(k / 2) * 60_000,
      orderRef: `ORD-FLT-${String(k).padStart(3, '0')}`,
      merchantName: k % 4 === 0 ? 'フィルタ雑貨店' : 'Filter Books',
    });
  }
  await h.tdb.db.orm.insert(t.payments).values(
    made.map((p) => ({
      id: p.id,
      consumerId,
      merchantId,
      merchantName: p.merchantName,
      status: p.status,
      amount: String(p.amount),
      orderRef: p.orderRef,
      createdAt: new Date(p.createdAt),
    })),
  );
  await h.tdb.db.orm.insert(t.captures).values({
    id: newId('capture'),
    paymentId: made[0].id,
    consumerId,
    amount: '700',
    createdAt: new Date(T0),
  });
}, 180_000);

afterAll(async () => {
  await h?.close();
});

type Sort = { key: 'DATE' | 'AMOUNT' | 'STATUS'; direction: 'ASC' | 'DESC' };

async function page(variables: Record<string, unknown>): Promise<Row> {
  const { data, errors } = await h.gql('Page', PAGE, { consumerId, ...variables });
  expect(errors).toBeUndefined();
  return data!.consumerPayments;
}

/** Every page in turn, `first` at a time: the ids in the order received, and the pages' answers. */
async function walk(first: number, filter?: Row, sort?: Sort): Promise<{ ids: string[]; pages: Row[] }> {
  const pages: Row[] = [];
  let after: string | null = null;
  do {
    const answer = await page({ first, after, filter, sort });
    pages.push(answer);
    after = answer.endCursor;
    expect(answer.hasMore).toBe(after !== null);
  } while (after);
  return { ids: pages.flatMap((p) => p.payments.map((x: Row) => x.id)), pages };
}

const SQL_ORDER: Record<Sort['key'], string> = { DATE: 'created_at', AMOUNT: 'amount', STATUS: 'status' };

/** The consumer's payments in the sort's order, as the database has them (seeded ones included). */
async function expectedIds(sort: Sort, where = sql``): Promise<string[]> {
  const dir = sql.raw(sort.direction === 'ASC' ? 'asc' : 'desc');
  const column = sql.raw(SQL_ORDER[sort.key]);
  const found = await h.q<{ id: string }>(sql`
    select id from payments where consumer_id = ${consumerId} ${where}
    order by ${column} ${dir}, id ${dir}`);
  return found.map((r) => r.id);
}

describe('consumerPayments: keyset pages', () => {
  it('pages by date (newest first by default) hold every payment once, in order, with the count', async () => {
    const all = await expectedIds({ key: 'DATE', direction: 'DESC' });
    expect(all.length).toBeGreaterThanOrEqual(made.length);
    const { ids, pages } = await walk(5);
    expect(ids).toEqual(all);
    expect(pages.every((p) => p.totalCount === all.length)).toBe(true);
    expect(pages.slice(0, -1).every((p) => p.payments.length === 5)).toBe(true);
    const first = pages.flatMap((p) => p.payments).find((p: Row) => p.id === made[0].id);
    expect(first).toMatchObject({ capturedAmount: '700', captures: [{ id: expect.any(String) }] });
  });

  it.each([
    ['DATE', 'ASC'],
    ['AMOUNT', 'ASC'],
    ['AMOUNT', 'DESC'],
    ['STATUS', 'ASC'],
    ['STATUS', 'DESC'],
  ] as const)('sorted by %s %s, ties by id, across pages of 4', async (key, direction) => {
    const sort = { key, direction };
    expect((await walk(4, undefined, sort)).ids).toEqual(await expectedIds(sort));
  });

  it('the default page is the newest 100; another consumer’s payments never appear', async () => {
    const answer = await page({});
    expect(answer.payments.length).toBe(Math.min(100, answer.totalCount));
    const others = await h.q<{ id: string }>(sql`select id from payments where consumer_id = ${other}`);
    const seen = new Set((await walk(50)).ids);
    expect(others.some((o) => seen.has(o.id))).toBe(false);
  });
});

describe('consumerPayments: the filter box and the status', () => {
  it('an order reference finds its payment only', async () => {
    const target = made[7];
    const answer = await page({ filter: { query: ` ${target.orderRef} ` } });
    expect(answer.payments.map((p: Row) => p.id)).toEqual([target.id]);
    expect(answer).toMatchObject({ totalCount: 1, hasMore: false, endCursor: null });
  });

  it('an id finds its payment; a merchant name part finds every payment of that merchant, across pages', async () => {
    expect((await page({ filter: { query: made[3].id } })).payments.map((p: Row) => p.id)).toEqual([
      made[3].id,
    ]);
    const shop = made.filter((p) => p.merchantName === 'フィルタ雑貨店');
    const { ids, pages } = await walk(2, { query: '雑貨' });
    expect(new Set(ids)).toEqual(new Set(shop.map((p) => p.id)));
    expect(pages[0].totalCount).toBe(shop.length);
    // Case-insensitive, and LIKE's wildcards are plain text.
    expect((await page({ filter: { query: 'filter books' } })).totalCount).toBe(made.length - shop.length);
    expect((await page({ filter: { query: '%' } })).totalCount).toBe(0);
  });

  it('an amount as typed ("12,000", "¥12000", "12000円") finds the payments of that amount', async () => {
    const twelve = await expectedIds({ key: 'DATE', direction: 'DESC' }, sql`and amount = 12000`);
    expect(twelve.length).toBeGreaterThan(0);
    for (const query of ['12,000', '¥12000', '12000円'])
      expect((await walk(100, { query })).ids).toEqual(twelve);
  });

  it('status alone and with the text; sorting applies to the filtered rows', async () => {
    const closed = await expectedIds({ key: 'AMOUNT', direction: 'DESC' }, sql`and status = 'CLOSED'`);
    const sort = { key: 'AMOUNT', direction: 'DESC' } as const;
    expect((await walk(3, { status: 'CLOSED' }, sort)).ids).toEqual(closed);
    const mine = made.filter((p) => p.status === 'REJECTED' && p.merchantName === 'Filter Books');
    const { ids } = await walk(100, { query: 'Books', status: 'REJECTED' });
    expect(new Set(ids)).toEqual(new Set(mine.map((p) => p.id)));
  });
});

describe('consumerPayments: refusals and the session', () => {
  it('bad input is BAD_USER_INPUT: an unknown status, a malformed cursor, first out of 1–500', async () => {
    for (const variables of [
      { filter: { status: 'PAID' } },
      { after: 'not-a-cursor' },
      { first: 0 },
      { first: 501 },
    ]) {
      const { errors } = await h.gql('Page', PAGE, { consumerId, ...variables });
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('an unknown or malformed consumer has no payments', async () => {
    for (const id of ['con_0000000000000000', 'nonsense']) {
      const { data } = await h.gql('Page', PAGE, { consumerId: id });
      expect(data!.consumerPayments).toEqual({
        payments: [],
        endCursor: null,
        hasMore: false,
        totalCount: 0,
      });
    }
  });

  it('needs a session (401 without one); any signed-in staff user reads it, as paymentsV2', async () => {
    const anonymous = await h.gql('Page', PAGE, { consumerId }, { cookie: '' });
    expect(anonymous.status).toBe(401);
    const plain = await h.staff([]);
    const { data, errors } = await plain.gql('Page', PAGE, { consumerId, first: 1 });
    expect(errors).toBeUndefined();
    expect(data!.consumerPayments.payments).toHaveLength(1);
  });

  it('a page is one statement (two with the count), however deep; paymentsV2 still answers the whole list', async () => {
    const { pages } = await walk(5);
    const deep = pages.at(-2)!.endCursor as string;
    const NO_COUNT = `query P($consumerId: ID!, $after: String) {
      consumerPayments(consumerId: $consumerId, first: 5, after: $after) { payments { id } endCursor } }`;
    expect(await h.statementsOf(() => h.gql('P', NO_COUNT, { consumerId, after: deep }))).toHaveLength(1);
    expect(await h.statementsOf(() => page({ first: 5, after: deep }))).toHaveLength(2);
    const whole = await h.gql(
      'V2',
      `query V2($id: ID!) { paymentsV2(consumerId: $id) { payments { id } } }`,
      {
        id: consumerId,
      },
    );
    expect(whole.data!.paymentsV2.payments.map((p: Row) => p.id)).toEqual(
      await expectedIds({ key: 'DATE', direction: 'DESC' }),
    );
  });
});

describe('consumerPayments: CSV出力 of the view', () => {
  async function exportCsv(scope: Row) {
    const asked = await fetch(`${h.baseUrl}/api/exports`, {
      method: 'POST',
      headers: { cookie: h.admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ table: 'consumer_payments', scope, encoding: 'utf8-bom' }),
    });
    const body = (await asked.json()) as Row;
    if (asked.status !== 200) return { status: asked.status, body, lines: [] as string[] };
    const file = await fetch(`${h.baseUrl}${body.url as string}`, { headers: { cookie: h.admin.cookie } });
    const bytes = Buffer.from(await file.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    return { status: 200, body, lines, name: file.headers.get('content-disposition') };
  }

  it('holds every payment the filter, status and sort list, in that order, whatever the page size', async () => {
    const sort = { key: 'AMOUNT', direction: 'DESC' } as const;
    const listed = (await walk(3, { query: 'books', status: 'REJECTED' }, sort)).ids;
    const csv = await exportCsv({
      consumerId,
      query: 'books',
      status: 'REJECTED',
      sortKey: 'AMOUNT',
      sortDirection: 'DESC',
    });
    expect(csv.lines[0]).toBe(
      'ID,Name,Address,Amount,Merchant,Order reference,Created,Status,Captured,Refunded',
    );
    expect(csv.lines.slice(1).map((line) => line.split(',')[0])).toEqual(listed);
    expect(csv.name).toMatch(new RegExp(`filename="consumer_payments_${consumerId}_\\d{8}-\\d{4}\\.csv"`));
    const byRef = await exportCsv({ consumerId, query: made[7].orderRef });
    expect(byRef.lines.slice(1).map((line) => line.split(',')[0])).toEqual([made[7].id]);
    expect(byRef.lines[1]).toContain(made[7].orderRef);
  });

  it('refuses a scope the table cannot read (unknown status or sort) with 400', async () => {
    expect((await exportCsv({ consumerId, status: 'PAID' })).status).toBe(400);
    expect((await exportCsv({ consumerId, sortKey: 'NAME' })).status).toBe(400);
  });
});

describe('CSV出力 of the contracts table', () => {
  async function exportContracts(scope: Row): Promise<string[]> {
    const asked = await fetch(`${h.baseUrl}/api/exports`, {
      method: 'POST',
      headers: { cookie: h.admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ table: 'consumer_contracts', scope, encoding: 'utf8-bom' }),
    });
    expect(asked.status).toBe(200);
    const { url } = (await asked.json()) as Row;
    const file = await fetch(`${h.baseUrl}${url as string}`, { headers: { cookie: h.admin.cookie } });
    return Buffer.from(await file.arrayBuffer())
      .subarray(3)
      .toString('utf8')
      .split('\r\n')
      .filter(Boolean);
  }

  it('every contract of the view: the filter text, the status, the sort as on screen', async () => {
    const [owner] = await h.q<{ consumer_id: string }>(sql`
      select p.consumer_id from installment_contracts ic join payments p on p.id = ic.payment_id
      where not ic.test group by p.consumer_id order by count(*) desc, p.consumer_id limit 1`);
    const contracts = await h.q<{ id: string; payment_id: string; total: string }>(sql`
      select ic.id, ic.payment_id, ic.total_capture_amount::text as total from installment_contracts ic
      join payments p on p.id = ic.payment_id where p.consumer_id = ${owner.consumer_id} and not ic.test`);
    const all = await exportContracts({ consumerId: owner.consumer_id });
    expect(all[0]).toBe(
      'Type,Payment ID,Merchant,Total amount,Uncreated charges,Refund,Contract date,Status,Installment plan ID',
    );
    expect(
      all
        .slice(1)
        .map((l) => l.split(',').at(-1))
        .sort(),
    ).toEqual(contracts.map((c) => c.id).sort());
    const one = await exportContracts({ consumerId: owner.consumer_id, q: ` ${contracts[0].payment_id} ` });
    expect(one.slice(1).map((l) => l.split(',')[1])).toEqual([contracts[0].payment_id]);
    const sorted = await exportContracts({
      consumerId: owner.consumer_id,
      sortKey: 'total',
      sortDirection: 'descending',
    });
    const totals = sorted.slice(1).map((l) => Number(l.split(',')[3]));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
});
