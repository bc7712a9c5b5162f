// The account page (document 2 §2 "Consumer account page", §7 AccountPage) over real HTTP with a real sign-in:
// consumer, plusstatus, the five running-balance amounts (checked against the seeded rows, computed here
// independently), bill statements with their settlements, the payment code, an unknown consumer, and the rule that
// the page costs the same few statements however many statements and settlements a consumer has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '../../server/db/schema/index';
import { newId } from '../../src/shared/id-patterns';
import { startHarness, type Harness, type Row } from '../support/harness';

// The running balance is computed at the time of the request, so the demo data is built around now.
const NOW = new Date();
const DAY = 86_400_000;

const ACCOUNT_PAGE = `
  query AccountPage($consumerId: ID!) {
    consumer(consumerId: $consumerId) {
      id status dateOfBirth kanaName kanjiName email phone createdAt
      address { zip state city line1 line2 } closedAt closedBy linkToMixPanel legalStatus
    }
    plusstatus(consumerId: $consumerId) { ekycStatus houkatsuStatus appleStatus }
    runningBalance(consumerId: $consumerId) {
      plusOutstandingAmount appleOutstandingAmount overdueAmount uncapturedAmount futurePlusAmount
    }
    billstatementsWithSettlements(consumerId: $consumerId) {
      billStatement { id consumerId issueDate amount unpaidAmount lateFeesAmount currency dueAt paidAt status }
      autoDebitSettlement { pullAmount pullStatus resultsProcessedBy }
      combiniSettlement { combiniPaymentId amount settlementFeeAmount merchantCode consumerCode }
    }
  }`;

const BILL_STATEMENT = `
  query BillStatement($consumerId: ID!, $billStatementId: ID!) {
    billstatementsWithSettlements(consumerId: $consumerId, billStatementId: $billStatementId) {
      billStatement { id status amount }
      autoDebitSettlement { pullAmount pullStatus resultsProcessedBy }
      combiniSettlement { combiniPaymentId amount settlementFeeAmount merchantCode consumerCode }
    }
    paidycode(billStatementId: $billStatementId) { value }
  }`;

let h: Harness;
/** The consumer with the fewest bill statements, given 40 more (with both kinds of settlement) for the statement-count rule. */
let busyConsumer = '';

const accountPage = (consumerId: string) => h.gql('AccountPage', ACCOUNT_PAGE, { consumerId });

beforeAll(async () => {
  h = await startHarness({ now: NOW });
  const [{ id }] = await h.q<{ id: string }>(sql`
    select c.id from consumers c
    order by (select count(*) from bill_statements b where b.consumer_id = c.id), c.id limit 1`);
  busyConsumer = id;
}, 180_000);

afterAll(async () => {
  await h?.close();
});

/** The five amounts recomputed from the raw rows in JavaScript (cents as integers), per docs/decisions.md. */
async function expectedBalance(consumerId: string) {
  const now = Date.now();
  const cents = (v: string | number) => Math.round(Number(v) * 100);
  const statements = await h.q<{ id: string; status: string; unpaid: string; due: number }>(sql`
    select id, status, unpaid_amount::text as unpaid, extract(epoch from due_at)::float8 * 1000 as due
    from bill_statements where consumer_id = ${consumerId}`);
  const charges = await h.q<{
    line: string;
    amount: string;
    source: string;
    bill: string | null;
    pushed: number | null;
  }>(sql`
    select credit_line as line, amount::text as amount, source, bill_statement_id as bill,
           extract(epoch from pushed_at)::float8 * 1000 as pushed
    from charges where consumer_id = ${consumerId}`);
  const payments = await h.q<{ id: string; amount: string; status: string; test: boolean }>(sql`
    select id, amount::text as amount, status, test from payments where consumer_id = ${consumerId}`);
  const captures = await h.q<{ payment: string; amount: string }>(sql`
    select x.payment_id as payment, x.amount::text as amount
    from captures x join payments p on p.id = x.payment_id where p.consumer_id = ${consumerId}`);
  const contracts = await h.q<{ status: string; test: boolean; outstanding: string }>(sql`
    select status, test, outstanding_amount::text as outstanding
    from installment_contracts where consumer_id = ${consumerId}`);

  let plus = 0;
  let apple = 0;
  let overdue = 0;
  for (const s of statements) {
    if (s.status !== 'Enabled') continue;
    if (Number(s.due) < now) {
      overdue += cents(s.unpaid);
      continue;
    }
    const appleCharges = charges
      .filter((c) => c.bill === s.id && c.source !== 'settlement' && c.line === 'apple')
      .reduce((sum, c) => sum + cents(c.amount), 0);
    const applePart = Math.min(cents(s.unpaid), Math.max(0, appleCharges));
    apple += applePart;
    plus += cents(s.unpaid) - applePart;
  }
  let future = 0;
  for (const c of charges) {
    if (c.bill !== null || c.source === 'settlement' || c.pushed === null) continue;
    if (Number(c.pushed) > now) future += cents(c.amount);
    else if (c.line === 'apple') apple += cents(c.amount);
    else plus += cents(c.amount);
  }
  for (const k of contracts) if (k.status === 'active' && !k.test) future += cents(k.outstanding);
  let uncaptured = 0;
  for (const p of payments) {
    if (p.status !== 'AUTHORIZED' || p.test) continue;
    const captured = captures.filter((x) => x.payment === p.id).reduce((sum, x) => sum + cents(x.amount), 0);
    uncaptured += Math.max(0, cents(p.amount) - captured);
  }
  const yen = (c: number) => c / 100;
  return {
    plusOutstandingAmount: yen(plus),
    appleOutstandingAmount: yen(apple),
    overdueAmount: yen(overdue),
    uncapturedAmount: yen(uncaptured),
    futurePlusAmount: yen(future),
  };
}

describe('account page (AccountPage query)', () => {
  it('answers the consumer as stored and the PLUS statuses (defaults for a consumer without a PLUS row)', async () => {
    const [c] = await h.q<{
      id: string;
      kanji_name: string;
      email: string;
      phone: string;
      zip: string | null;
    }>(sql`
      select id, kanji_name, email, phone, zip from consumers order by id limit 1`);
    const { data, errors } = await accountPage(c.id);
    expect(errors).toBeUndefined();
    expect(data!.consumer).toMatchObject({
      id: c.id,
      kanjiName: c.kanji_name,
      email: c.email,
      phone: c.phone,
    });
    expect(typeof data!.consumer.createdAt).toBe('number');

    const [withPlus] = await h.q<{ consumer_id: string; e: string; h: string; a: string }>(sql`
      select consumer_id, ekyc_status as e, houkatsu_status as h, apple_status as a from plus_statuses
      where ekyc_status = 'approved' order by consumer_id limit 1`);
    const plus = await accountPage(withPlus.consumer_id);
    expect(plus.data!.plusstatus).toEqual({
      ekycStatus: withPlus.e,
      houkatsuStatus: withPlus.h,
      appleStatus: withPlus.a,
    });

    const [without] = await h.q<{ id: string }>(sql`
      select id from consumers c where not exists (select 1 from plus_statuses s where s.consumer_id = c.id)
      order by id limit 1`);
    if (without) {
      const none = await accountPage(without.id);
      expect(none.data!.plusstatus).toEqual({
        ekycStatus: 'never_applied',
        houkatsuStatus: 'never_started',
        appleStatus: 'never_started',
      });
    }
  });

  it('running balance: every seeded consumer gets the five amounts recomputed here from the raw rows', async () => {
    const consumers = await h.q<{ id: string }>(sql`select id from consumers order by id`);
    const seen = { plus: false, apple: false, overdue: false, uncaptured: false, future: false };
    for (const { id } of consumers) {
      const expected = await expectedBalance(id);
      const { data, errors } = await accountPage(id);
      expect(errors, id).toBeUndefined();
      const b = data!.runningBalance as Record<string, string>;
      for (const value of Object.values(b)) expect(value, id).toMatch(/^-?\d+(\.\d+)?$/);
      expect(Object.fromEntries(Object.entries(b).map(([k, v]) => [k, Number(v)])), id).toEqual(expected);
      if (expected.plusOutstandingAmount) seen.plus = true;
      if (expected.appleOutstandingAmount) seen.apple = true;
      if (expected.overdueAmount) seen.overdue = true;
      if (expected.uncapturedAmount) seen.uncaptured = true;
      if (expected.futurePlusAmount) seen.future = true;
    }
    // The demo data exercises every amount, so the comparison above is not a comparison of zeros.
    expect(seen).toEqual({ plus: true, apple: true, overdue: true, uncaptured: true, future: true });
  });

  it('running balance: a future-pushed charge and a test-mode contract (ignored) move only the future amount', async () => {
    const [{ id }] = await h.q<{ id: string }>(sql`
      select c.id from consumers c where exists (select 1 from payments p where p.consumer_id = c.id)
      order by c.id desc limit 1`);
    const before = (await accountPage(id)).data!.runningBalance;
    const [payment] = await h.q<{ id: string; merchant_id: string }>(sql`
      select id, merchant_id from payments where consumer_id = ${id} order by id limit 1`);
    await h.tdb.db.orm.insert(t.charges).values({
      id: newId('charge'),
      consumerId: id,
      paymentId: payment.id,
      kind: 'Extended',
      tier: 'Plus',
      source: 'installment',
      creditLine: 'paidy',
      amount: '1234.5',
      pushedAt: new Date(Date.now() + 20 * DAY),
    });
    await h.tdb.db.orm.insert(t.installmentContracts).values({
      id: newId('installmentPlan'),
      consumerId: id,
      kind: 'six_pay',
      paymentId: payment.id,
      merchantId: payment.merchant_id,
      merchantName: 'テスト加盟店',
      status: 'active',
      numberOfInstallments: 6,
      totalCaptureAmount: '60000',
      outstandingAmount: '50000',
      test: true,
      dateConverted: new Date(),
    });
    const after = (await accountPage(id)).data!.runningBalance;
    expect(Number(after.futurePlusAmount)).toBe(Number(before.futurePlusAmount) + 1234.5);
    expect({ ...after, futurePlusAmount: null }).toEqual({ ...before, futurePlusAmount: null });
  });

  it('lists bill statements newest issue date first, each with its auto-debit or combini settlement', async () => {
    const [{ consumer_id: withAutoDebit }] = await h.q<{ consumer_id: string }>(sql`
      select consumer_id from auto_debit_settlements group by consumer_id order by count(*) desc, consumer_id limit 1`);
    const [{ consumer_id: withCombini }] = await h.q<{ consumer_id: string }>(sql`
      select consumer_id from combini_settlements group by consumer_id order by count(*) desc, consumer_id limit 1`);
    for (const consumerId of [withAutoDebit, withCombini]) {
      const expected = await h.q<{
        id: string;
        amount: string;
        unpaid: string;
        issue: string;
        status: string;
        pull: string | null;
        pull_status: string | null;
        processed: number | null;
        combini: string | null;
        fee: string | null;
        consumer_code: string | null;
        merchant_code: string | null;
      }>(sql`
        select b.id, b.amount::text as amount, b.unpaid_amount::text as unpaid, b.issue_date::text as issue, b.status,
               a.pull_amount::text as pull, a.pull_status,
               extract(epoch from a.results_processed_by)::float8 * 1000 as processed,
               s.combini_payment_id as combini, s.settlement_fee_amount::text as fee,
               s.consumer_code, s.merchant_code
        from bill_statements b
        left join auto_debit_settlements a on a.bill_statement_id = b.id
        left join combini_settlements s on s.bill_statement_id = b.id
        where b.consumer_id = ${consumerId}
        order by b.issue_date desc, b.id desc`);
      const { data } = await accountPage(consumerId);
      const list = data!.billstatementsWithSettlements;
      expect(list.map((x: { billStatement: { id: string } }) => x.billStatement.id)).toEqual(
        expected.map((e) => e.id),
      );
      list.forEach((x: Row, i: number) => {
        const e = expected[i];
        // issueDate is midnight JST of the stored calendar date.
        expect(x.billStatement.issueDate).toBe(Date.parse(`${e.issue}T00:00:00+09:00`));
        expect(x.billStatement).toMatchObject({ consumerId, currency: 'JPY', status: e.status });
        expect(Number(x.billStatement.amount)).toBe(Number(e.amount));
        expect(Number(x.billStatement.unpaidAmount)).toBe(Number(e.unpaid));
        if (e.pull === null) expect(x.autoDebitSettlement).toBeNull();
        else
          expect(x.autoDebitSettlement).toEqual({
            pullAmount: String(Number(e.pull)),
            pullStatus: e.pull_status,
            resultsProcessedBy: Number(e.processed),
          });
        if (e.combini === null) expect(x.combiniSettlement).toBeNull();
        else
          expect(x.combiniSettlement).toMatchObject({
            combiniPaymentId: e.combini,
            settlementFeeAmount: String(Number(e.fee)),
            consumerCode: e.consumer_code,
            merchantCode: e.merchant_code,
          });
      });
      const issues = list.map((x: { billStatement: { issueDate: number } }) => x.billStatement.issueDate);
      expect([...issues].sort((a, b) => b - a)).toEqual(issues);
    }
  });

  it('BillStatement query: narrows to one statement of this consumer, with its payment code', async () => {
    const [s] = await h.q<{ id: string; consumer_id: string; value: string }>(sql`
      select b.id, b.consumer_id, pc.value from bill_statements b join payment_codes pc on pc.bill_statement_id = b.id
      join combini_settlements s on s.bill_statement_id = b.id order by b.id limit 1`);
    const one = await h.gql('BillStatement', BILL_STATEMENT, {
      consumerId: s.consumer_id,
      billStatementId: s.id,
    });
    expect(one.errors).toBeUndefined();
    expect(one.data!.billstatementsWithSettlements).toHaveLength(1);
    expect(one.data!.billstatementsWithSettlements[0].billStatement.id).toBe(s.id);
    expect(one.data!.billstatementsWithSettlements[0].combiniSettlement).not.toBeNull();
    expect(one.data!.paidycode).toEqual({ value: s.value });

    // Another consumer's statement id, an unknown id and a malformed one find nothing.
    const [other] = await h.q<{ id: string }>(sql`
      select id from consumers where id <> ${s.consumer_id} order by id limit 1`);
    for (const [consumerId, billStatementId] of [
      [other.id, s.id],
      [s.consumer_id, newId('billStatement')],
      [s.consumer_id, 'bst_nonsense'],
    ]) {
      const none = await h.gql('BillStatement', BILL_STATEMENT, { consumerId, billStatementId });
      expect(none.errors).toBeUndefined();
      expect(none.data!.billstatementsWithSettlements).toEqual([]);
    }
    const [voided] = await h.q<{ id: string; consumer_id: string }>(sql`
      select b.id, b.consumer_id from bill_statements b
      where not exists (select 1 from payment_codes pc where pc.bill_statement_id = b.id) order by b.id limit 1`);
    const noCode = await h.gql('BillStatement', BILL_STATEMENT, {
      consumerId: voided.consumer_id,
      billStatementId: voided.id,
    });
    expect(noCode.data!.paidycode).toBeNull();
  });

  it('an unknown or malformed consumer: consumer and plusstatus null, zero balance, no statements', async () => {
    for (const consumerId of [newId('consumer'), 'con_short', "con_' or 1=1"]) {
      const { data, errors } = await accountPage(consumerId);
      expect(errors, consumerId).toBeUndefined();
      expect(data, consumerId).toEqual({
        consumer: null,
        plusstatus: null,
        runningBalance: {
          plusOutstandingAmount: '0',
          appleOutstandingAmount: '0',
          overdueAmount: '0',
          uncapturedAmount: '0',
          futurePlusAmount: '0',
        },
        billstatementsWithSettlements: [],
      });
    }
  });

  it('costs the same 4 statements before and after 40 more statements and their settlements', async () => {
    const { own: empty, logWrites } = await h.partedStatementsOf(() => accountPage(busyConsumer));
    expect(empty).toHaveLength(4);
    // Besides its reads, the page's access-log entry: one insert, whatever the page holds.
    expect(logWrites).toHaveLength(1);
    const orm = h.tdb.db.orm;
    const bills = Array.from({ length: 40 }, (_, k) => ({
      id: newId('billStatement'),
      consumerId: busyConsumer,
      usageMonth: `${2020 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}-01`,
      issueDate: `${2020 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}-02`,
      amount: '1000',
      unpaidAmount: k % 2 ? '1000' : '0',
      status: (k % 2 ? 'Enabled' : 'Closed') as 'Enabled' | 'Closed',
      dueAt: new Date(Date.UTC(2020 + Math.floor(k / 12), k % 12, 10)),
    }));
    await orm.insert(t.billStatements).values(bills);
    await orm.insert(t.autoDebitSettlements).values(
      bills.slice(0, 20).map((b) => ({
        billStatementId: b.id,
        consumerId: busyConsumer,
        pullAmount: '1000',
        pullStatus: 'Succeeded',
        resultsProcessedBy: b.dueAt,
      })),
    );
    const combiniIds = bills.slice(20).map(() => newId('combiniPayment'));
    await orm
      .insert(t.combiniPayments)
      .values(
        combiniIds.map((id) => ({ id, consumerId: busyConsumer, status: 'PAID' as const, amount: '1000' })),
      );
    await orm.insert(t.combiniSettlements).values(
      bills.slice(20).map((b, k) => ({
        billStatementId: b.id,
        consumerId: busyConsumer,
        combiniPaymentId: combiniIds[k],
        amount: '1000',
        settlementFeeAmount: '356',
        merchantCode: '123456',
        consumerCode: '12345678901',
      })),
    );
    let answer: Awaited<ReturnType<typeof accountPage>> | undefined;
    const busy = await h.partedStatementsOf(async () => {
      answer = await accountPage(busyConsumer);
    });
    expect(answer!.data!.billstatementsWithSettlements.length).toBeGreaterThanOrEqual(40);
    expect(busy).toEqual({ own: empty, logWrites });
  });

  it('reads only: the page writes nothing but its access-log entry', async () => {
    const { own, logWrites } = await h.partedStatementsOf(() => accountPage(busyConsumer));
    expect(own.filter((s) => /^\s*(insert|update|delete)/i.test(s))).toEqual([]);
    expect(logWrites).toHaveLength(1);
  });
});
