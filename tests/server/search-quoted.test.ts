// The header search finds what a caller quotes, over real HTTP: a
// merchant's order reference finds its payments or combini payments, the last 8 digits of a phone and the local
// part of an e-mail address find consumers, exact keys rank first, and the keys of before keep their answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { consumers } from '../../server/db/schema/index';
import { startHarness, type Harness, type StaffClient } from '../support/harness';

const NOW = new Date('2025-06-15T00:00:00+09:00');

let h: Harness;
let searcher: StaffClient;

const SEARCH = `query Search($searchKeyword: String!) {
  fuzzySearch(searchKeyword: $searchKeyword) {
    consumers { id email phone }
    paidyPayments { id consumerId consumerName order { orderRef } }
    combiniPayments { id orderRef }
    chargesByProviderRef { chargeId }
  }
}`;

interface SearchResult {
  consumers: { id: string; email: string; phone: string }[];
  paidyPayments: { id: string; consumerId: string | null; order: { orderRef: string | null } | null }[];
  combiniPayments: { id: string; orderRef: string | null }[];
  chargesByProviderRef: { chargeId: string }[];
}

async function search(searchKeyword: string): Promise<SearchResult> {
  const answer = await searcher.gql('Search', SEARCH, { searchKeyword });
  expect(answer.status).toBe(200);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.fuzzySearch as SearchResult;
}

const ids = (list: { id: string }[]) => list.map((x) => x.id);
const q = <T = Record<string, unknown>>(text: string) => h.q<T>(sql.raw(text));

const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000);

let seq = 0;
/** A consumer of our own; phones use 8 digits the seed never makes (it draws 8 random digits after 90/80/70). */
function person(email: string, phone: string, createdAt: Date, extra = {}) {
  seq++;
  return {
    id: `con_QUOTEDTEST${String(seq).padStart(6, '0')}`,
    kanjiName: '引用 試験',
    kanaName: 'インヨウ シケン',
    email,
    phone,
    createdAt,
    ...extra,
  };
}

// Two consumers share the last 8 digits of their phone (090 and 080), a third has them as its eKYC id.
const TAIL_090 = person('tail.one@example.org', '819055551234', day(1));
const TAIL_080 = person('tail.two@example.org', '818055551234', day(2));
const TAIL_AS_EKYC = person('tail.three@example.org', '817011112222', day(3), {
  liquidApplicationId: '55551234',
});
// Two consumers share an e-mail local part at different providers.
const YUMI_OLD = person('yumi.sato@example.org', '819033334444', day(4));
const YUMI_NEW = person('yumi.sato@example.net', '819033335555', day(5));
const OTHER_YUMI = person('yumi.sato2@example.org', '819033336666', day(6));

const SHARED_REF = 'ORD-20990101-000001';
const SINGLE_REF = 'ORD-20990101-000002';
const COMBINI_REF = 'ORD-20990101-000003';
const BOTH_REF = 'ORD-20990101-000004';

beforeAll(async () => {
  h = await startHarness({
    now: NOW,
    seed: 7,
    async before(tdb) {
      await tdb.db.orm
        .insert(consumers)
        .values([TAIL_090, TAIL_080, TAIL_AS_EKYC, YUMI_OLD, YUMI_NEW, OTHER_YUMI]);
      // Merchant order references of our own on seeded payments (each ref on the rows picked by id order).
      const setRef = (table: string, ref: string, offset: number, count: number) =>
        tdb.db.orm.execute(
          sql.raw(`update ${table} set order_ref = '${ref}' where id in (
            select id from ${table} where consumer_id is not null order by id offset ${offset} limit ${count})`),
        );
      await setRef('payments', SHARED_REF, 0, 3);
      await setRef('payments', SINGLE_REF, 3, 1);
      await setRef('payments', BOTH_REF, 4, 1);
      await setRef('combini_payments', COMBINI_REF, 0, 1);
      await setRef('combini_payments', BOTH_REF, 1, 1);
    },
  });
  searcher = await h.staff([]);
}, 180_000);

afterAll(async () => {
  await h?.close();
});

async function paymentsWithRef(table: string, ref: string) {
  return q<{ id: string; consumer_id: string | null }>(
    `select id, consumer_id from ${table} where order_ref = '${ref}' order by created_at desc, id collate "C"`,
  );
}

describe('order references', () => {
  it("a payment's order reference finds that payment with its consumer, and nothing else", async () => {
    const [payment] = await paymentsWithRef('payments', SINGLE_REF);
    const result = await search(SINGLE_REF);
    expect(result.paidyPayments.map((p) => [p.id, p.consumerId, p.order?.orderRef])).toEqual([
      [payment.id, payment.consumer_id, SINGLE_REF],
    ]);
    expect(result.consumers).toEqual([]);
    expect(result.combiniPayments).toEqual([]);
    expect(result.chargesByProviderRef).toEqual([]);
  });

  it('is found as the caller reads it: lower case, full width, spaces around', async () => {
    const [payment] = await paymentsWithRef('payments', SINGLE_REF);
    for (const typed of [SINGLE_REF.toLowerCase(), ' ＯＲＤ－２０９９０１０１－０００００２ ']) {
      expect(ids((await search(typed)).paidyPayments), typed).toEqual([payment.id]);
    }
  });

  it('several payments with one reference are all listed, newest first', async () => {
    const expected = await paymentsWithRef('payments', SHARED_REF);
    expect(expected).toHaveLength(3);
    expect(ids((await search(SHARED_REF)).paidyPayments)).toEqual(expected.map((p) => p.id));
  });

  it("a combini payment's order reference finds it among the combini payments", async () => {
    const [combini] = await paymentsWithRef('combini_payments', COMBINI_REF);
    const result = await search(COMBINI_REF);
    expect(result.combiniPayments).toEqual([{ id: combini.id, orderRef: COMBINI_REF }]);
    expect(result.paidyPayments).toEqual([]);
  });

  it('a reference on a payment and a combini payment finds both, each in its own list', async () => {
    const [payment] = await paymentsWithRef('payments', BOTH_REF);
    const [combini] = await paymentsWithRef('combini_payments', BOTH_REF);
    const result = await search(BOTH_REF);
    expect(ids(result.paidyPayments)).toEqual([payment.id]);
    expect(ids(result.combiniPayments)).toEqual([combini.id]);
  });

  it("the seed's own references (ORD-… and Amazon's 123-1234567-1234567) find their payment", async () => {
    for (const pattern of ['^ORD-[0-9]{8}-[0-9]{6}$', '^[0-9]{3}-[0-9]{7}-[0-9]{7}$']) {
      const [p] = await q<{ id: string; order_ref: string }>(
        `select id, order_ref from payments where order_ref ~ '${pattern}'
           and order_ref in (select order_ref from payments group by order_ref having count(*) = 1)
         order by id limit 1`,
      );
      expect(p, pattern).toBeDefined();
      expect(ids((await search(p.order_ref)).paidyPayments)).toEqual([p.id]);
    }
  });

  it('a reference nobody has finds nothing', async () => {
    expect(await search('ORD-20990101-999999')).toEqual({
      consumers: [],
      paidyPayments: [],
      combiniPayments: [],
      chargesByProviderRef: [],
    });
  });
});

describe('the last digits of a phone number', () => {
  it.each(['5555-1234', '５５５５－１２３４', '5555 1234', '5555.1234'])(
    '%s finds every consumer whose phone ends so, newest first',
    async (typed) => {
      expect(ids((await search(typed)).consumers)).toEqual([TAIL_080.id, TAIL_090.id]);
    },
  );

  it('the same 8 digits as an exact key (here an eKYC id) rank that consumer first', async () => {
    expect(ids((await search('55551234')).consumers)).toEqual([TAIL_AS_EKYC.id, TAIL_080.id, TAIL_090.id]);
  });

  it('more digits (90-5555-1234, as written after +81) narrow it to that number', async () => {
    expect(ids((await search('90-5555-1234')).consumers)).toEqual([TAIL_090.id]);
    expect(ids((await search('8055551234')).consumers)).toEqual([TAIL_080.id]);
  });

  it('a complete number is the exact key: only its owner, in any form', async () => {
    for (const typed of ['090-5555-1234', '+81 90-5555-1234', '０９０５５５５１２３４']) {
      expect(ids((await search(typed)).consumers), typed).toEqual([TAIL_090.id]);
    }
  });

  it('8 digits nobody ends with find nothing', async () => {
    expect((await search('0000-0001')).consumers).toEqual([]);
  });
});

describe('the local part of an e-mail address', () => {
  it('finds every consumer with that local part, newest first, not a longer one', async () => {
    for (const typed of ['yumi.sato', 'Yumi.Sato', 'yumi.sato@', 'ｙｕｍｉ．ｓａｔｏ']) {
      expect(ids((await search(typed)).consumers), typed).toEqual([YUMI_NEW.id, YUMI_OLD.id]);
    }
    expect(ids((await search('yumi.sato2')).consumers)).toEqual([OTHER_YUMI.id]);
  });

  it('the whole address is the exact key: only its owner', async () => {
    expect(ids((await search('YUMI.SATO@example.org')).consumers)).toEqual([YUMI_OLD.id]);
  });

  it("a seeded consumer's local part finds that consumer", async () => {
    const [c] = await q<{ id: string; email: string }>(
      `select id, email from consumers where id not like 'con\\_QUOTED%' and email like '%.%@%' order by id limit 1`,
    );
    expect(ids((await search(c.email.split('@')[0])).consumers)).toContain(c.id);
  });

  it('a partial match is not an exact one: it brings no duplicate settlements', async () => {
    const [c] = await q<{ id: string; email: string }>(
      `select c.id, c.email from consumers c join charges ch on ch.consumer_id = c.id
       where ch.provider_ref in (select provider_ref from charges where provider_ref is not null
                                 group by provider_ref having count(*) > 1)
       order by c.id limit 1`,
    );
    expect((await search(c.email)).chargesByProviderRef.length).toBeGreaterThan(0);
    const local = await search(c.email.split('@')[0]);
    expect(ids(local.consumers)).toContain(c.id);
    expect(local.chargesByProviderRef).toEqual([]);
  });
});

describe('the keys of before answer as before', () => {
  it('a payment id still finds only that payment', async () => {
    const [p] = await q<{ id: string }>(`select id from payments order by id limit 1`);
    const result = await search(p.id);
    expect(ids(result.paidyPayments)).toEqual([p.id]);
    expect(result.consumers).toEqual([]);
  });

  it('a VAN account number (7 digits) still finds its consumer alone', async () => {
    const [v] = await q<{ consumer_id: string; account_number: string }>(
      'select consumer_id, account_number from vans order by consumer_id limit 1',
    );
    const result = await search(v.account_number);
    expect(ids(result.consumers)).toEqual([v.consumer_id]);
    expect(result.paidyPayments).toEqual([]);
  });

  it('a kana name still finds its consumers', async () => {
    expect(ids((await search('いんよう')).consumers)).toEqual(
      expect.arrayContaining([TAIL_090.id, YUMI_OLD.id]),
    );
  });
});
