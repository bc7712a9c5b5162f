// The consumer page (document 2 §2 consumer page and tabs, §7) over real HTTP with a real sign-in: consumer,
// plusstatus, paymentsV2 (newest first, captures, truncation rule), charges with the settlement-method union,
// contracts by kind, multi-pay contracts, admin logs, messages, VAN, an unknown consumer, and the rule that the page
// costs the same statements however many payments, captures and contracts a consumer has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '../../server/db/schema/index';
import { capConsumerPayments, listConsumerPayments } from '../../server/domain/consumers';
import { newId } from '../../src/shared/id-patterns';
import { startHarness, type Harness, type Row } from '../support/harness';

const NOW = new Date('2025-06-15T00:00:00+09:00');
const T0 = Date.parse('2025-06-01T10:00:00+09:00');

// The consumer page as the console sends it, with this module's fields (the PLUS and fraud fields are another's).
const CONSUMER_PAGE = `
  query ConsumerPage($consumerId: ID!) {
    consumer(consumerId: $consumerId) { id status kanaName kanjiName email phone legalStatus closedAt closedBy }
    plusstatus(consumerId: $consumerId) { ekycStatus houkatsuStatus appleStatus }
    paymentsV2(consumerId: $consumerId) {
      payments {
        id consumerName amount capturedAmount refundedAmount merchantId merchantName
        captures { id amount createdAt } status tags createdAt test
        shippingAddress { zip state city line1 line2 } billingAddress { zip state city line1 line2 }
      }
      metadata { amazonPaymentsLimitReached paidyPaymentsLimitReached }
    }
  }`;

const TABS = `
  query Tabs($consumerId: ID!) {
    charges(consumerId: $consumerId) {
      id consumerId pushedAt amount currency description creditLine kind tier source
      metadata {
        installmentPlanKind installmentPlanChargeKind installmentPlanInstallmentNumber
        settlementMethod {
          __typename
          ... on CombiniSettlementMethod { method storeName fee }
          ... on AutoDebitSettlementMethod { method }
          ... on VanSettlementMethod { method }
          ... on BankTransferSettlementMethod { method }
          ... on OtherSettlementMethod { method }
        }
      }
    }
    multiPayContractsByConsumerId(consumerId: $consumerId) {
      id nameKana applicationDatetime approvalDatetime currentNumberOfInstallments currentPrincipal currency status test
    }
    contractsByConsumerId(consumerId: $consumerId) {
      threePay { ...C } sixPay { ...C } twelvePay { ...C } apple { ...C }
    }
    adminLogs(consumerId: $consumerId) { message creator createdAt }
    consumerMessages(consumerId: $consumerId) { subject message createdAt kind dispatched }
    van(consumerId: $consumerId) { bankName branchName branchCode accountName accountType accountNumber vanKey }
  }
  fragment C on InstallmentContract {
    id dateConverted paymentId merchantName status totalCaptureAmount outstandingAmount refundAmount
  }`;

const TEST_CONTRACTS = `
  query Contracts($consumerId: ID!) {
    contractsByConsumerId(consumerId: $consumerId, test: true) { sixPay { id } threePay { id } }
  }`;

let h: Harness;
/** A consumer with few payments, later given many more payments, captures and contracts. */
let busy = '';

beforeAll(async () => {
  h = await startHarness({ now: NOW });
  [{ id: busy }] = await h.q<{ id: string }>(sql`
    select c.id from consumers c
    order by (select count(*) from payments p where p.consumer_id = c.id), c.id limit 1`);
}, 180_000);

afterAll(async () => {
  await h?.close();
});

const page = (consumerId: string) => h.gql('ConsumerPage', CONSUMER_PAGE, { consumerId });
const tabs = (consumerId: string) => h.gql('Tabs', TABS, { consumerId });

async function addPayments(consumerId: string, paidy: number, amazon: number, capturesEach: number) {
  const [{ id: merchantId }] = await h.q<{ id: string }>(sql`select id from merchants order by id limit 1`);
  const ids = [
    ...Array.from({ length: paidy }, () => newId('payment')),
    ...Array.from({ length: amazon }, () => newId('amazonPayment')),
  ];
  await h.tdb.db.orm.insert(t.payments).values(
    ids.map((id, k) => ({
      id,
      consumerId,
      merchantId,
      merchantName: 'テスト加盟店',
      status: 'CLOSED' as const,
      amount: '5000',
      createdAt: new Date(T0 + k * 60_000),
    })),
  );
  if (capturesEach)
    await h.tdb.db.orm.insert(t.captures).values(
      ids.flatMap((paymentId, k) =>
        Array.from({ length: capturesEach }, (_, j) => ({
          id: newId('capture'),
          paymentId,
          consumerId,
          amount: '100',
          createdAt: new Date(T0 + k * 60_000 + (j + 1) * 1000),
        })),
      ),
    );
  return ids;
}

describe('consumer page (ConsumerPage query)', () => {
  it('lists every payment of the consumer newest first with its captures and the derived sums', async () => {
    const [{ consumer_id: consumerId }] = await h.q<{ consumer_id: string }>(sql`
      select consumer_id from payments where consumer_id is not null
      group by consumer_id order by count(*) desc, consumer_id limit 1`);
    const expected = await h.q<{ id: string; captured: string; refunded: string; captures: number }>(sql`
      select p.id,
        (select coalesce(sum(amount), 0)::text from captures where payment_id = p.id) as captured,
        (select coalesce(sum(amount), 0)::text from refunds where payment_id = p.id) as refunded,
        (select count(*)::int from captures where payment_id = p.id) as captures
      from payments p where p.consumer_id = ${consumerId} order by p.created_at desc, p.id desc`);
    const { data, errors } = await page(consumerId);
    expect(errors).toBeUndefined();
    expect(data!.consumer.id).toBe(consumerId);
    const { payments, metadata } = data!.paymentsV2;
    expect(metadata).toEqual({ amazonPaymentsLimitReached: false, paidyPaymentsLimitReached: false });
    expect(payments.map((p: { id: string }) => p.id)).toEqual(expected.map((e) => e.id));
    payments.forEach((p: Row, i: number) => {
      expect(Number(p.capturedAmount)).toBe(Number(expected[i].captured));
      expect(Number(p.refundedAmount)).toBe(Number(expected[i].refunded));
      expect(p.captures).toHaveLength(expected[i].captures);
    });
  });

  it('truncation rule: each kind is cut to its latest N and flagged only when more exist', () => {
    const row = (id: string, createdAt: number) => ({ id, createdAt });
    const paidy = [row('pay_3', 30), row('pay_2', 20), row('pay_1', 10)];
    const amazon = [row('amz_2', 25), row('amz_1', 5)];
    const cut = capConsumerPayments(paidy, amazon, { paidy: 2, amazon: 1 });
    expect(cut.payments.map((p) => p.id)).toEqual(['pay_3', 'amz_2', 'pay_2']);
    expect(cut.metadata).toEqual({ paidyPaymentsLimitReached: true, amazonPaymentsLimitReached: true });
    const whole = capConsumerPayments(paidy, amazon, { paidy: 3, amazon: 2 });
    expect(whole.payments.map((p) => p.id)).toEqual(['pay_3', 'amz_2', 'pay_2', 'pay_1', 'amz_1']);
    expect(whole.metadata).toEqual({ paidyPaymentsLimitReached: false, amazonPaymentsLimitReached: false });
  });

  it('truncation on the database: small limits keep the newest of each kind and set the flags', async () => {
    const [{ id: consumerId }] = await h.q<{ id: string }>(sql`
      select c.id from consumers c where not exists (select 1 from payments p where p.consumer_id = c.id)
      order by c.id desc limit 1`);
    const ids = await addPayments(consumerId, 4, 3, 1);
    const paidyIds = ids.slice(0, 4).reverse();
    const amazonIds = ids.slice(4).reverse();
    const cut = await listConsumerPayments(h.tdb.db.orm, consumerId, { paidy: 2, amazon: 2 });
    expect(cut.metadata).toEqual({ paidyPaymentsLimitReached: true, amazonPaymentsLimitReached: true });
    expect(cut.payments.map((p) => p.id).sort()).toEqual(
      [...paidyIds.slice(0, 2), ...amazonIds.slice(0, 2)].sort(),
    );
    const exact = await listConsumerPayments(h.tdb.db.orm, consumerId, { paidy: 4, amazon: 3 });
    expect(exact.metadata).toEqual({ paidyPaymentsLimitReached: false, amazonPaymentsLimitReached: false });
    expect(exact.payments.map((p) => p.id)).toEqual(ids.slice().reverse());
    const onlyAmazon = await listConsumerPayments(h.tdb.db.orm, consumerId, { paidy: 4, amazon: 2 });
    expect(onlyAmazon.metadata).toEqual({
      paidyPaymentsLimitReached: false,
      amazonPaymentsLimitReached: true,
    });
  });

  it('charges: newest first, the settlement method as its union member, installment metadata', async () => {
    const [{ consumer_id: consumerId }] = await h.q<{ consumer_id: string }>(sql`
      select consumer_id from charges where settlement_method = 'Combini'
      order by consumer_id limit 1`);
    const expected = await h.q<{
      id: string;
      method: string | null;
      store: string | null;
      fee: string | null;
    }>(sql`
      select id, settlement_method as method, settlement_store_name as store, settlement_fee::text as fee
      from charges where consumer_id = ${consumerId} order by created_at desc, id desc`);
    const { data, errors } = await tabs(consumerId);
    expect(errors).toBeUndefined();
    const list = data!.charges;
    expect(list.map((c: { id: string }) => c.id)).toEqual(expected.map((e) => e.id));
    list.forEach((c: Row, i: number) => {
      const e = expected[i];
      const method = c.metadata?.settlementMethod ?? null;
      if (e.method === null) expect(method).toBeNull();
      else if (e.method === 'Combini')
        expect(method).toEqual({
          __typename: 'CombiniSettlementMethod',
          method: 'Combini',
          storeName: e.store,
          fee: String(Number(e.fee)),
        });
      else expect(method.method).toBe(e.method);
    });
    const [installment] = await h.q<{ id: string; consumer_id: string; kind: string; n: number }>(sql`
      select id, consumer_id, installment_plan_kind as kind, installment_plan_installment_number as n
      from charges where installment_plan_charge_kind = 'principal' order by id limit 1`);
    const other = await tabs(installment.consumer_id);
    const found = other.data!.charges.find((c: { id: string }) => c.id === installment.id);
    expect(found.metadata).toMatchObject({
      installmentPlanKind: installment.kind,
      installmentPlanChargeKind: 'principal',
      installmentPlanInstallmentNumber: installment.n,
      settlementMethod: null,
    });
    const [auto] = await h.q<{ consumer_id: string; id: string }>(sql`
      select consumer_id, id from charges where settlement_method = 'AutoDebit' order by id limit 1`);
    const autoAnswer = await tabs(auto.consumer_id);
    expect(
      autoAnswer.data!.charges.find((c: { id: string }) => c.id === auto.id).metadata.settlementMethod,
    ).toEqual({
      __typename: 'AutoDebitSettlementMethod',
      method: 'AutoDebit',
    });
  });

  it('contracts by kind (live only by default, test on request), canceled ones with zero outstanding', async () => {
    const [{ consumer_id: consumerId }] = await h.q<{ consumer_id: string }>(sql`
      select consumer_id from installment_contracts where status = 'canceled' order by consumer_id limit 1`);
    const expected = await h.q<{ id: string; kind: string; status: string; outstanding: string }>(sql`
      select id, kind, status, outstanding_amount::text as outstanding from installment_contracts
      where consumer_id = ${consumerId} and not test order by date_converted desc, id desc`);
    const { data } = await tabs(consumerId);
    const byKind = data!.contractsByConsumerId;
    const fields = {
      three_pay: 'threePay',
      six_pay: 'sixPay',
      twelve_pay: 'twelvePay',
      apple: 'apple',
    } as const;
    for (const [kind, field] of Object.entries(fields)) {
      expect(byKind[field].map((c: { id: string }) => c.id)).toEqual(
        expected.filter((e) => e.kind === kind).map((e) => e.id),
      );
    }
    const all = Object.values(byKind).flat() as { status: string; outstandingAmount: string }[];
    expect(all.some((c) => c.status === 'canceled')).toBe(true);
    for (const c of all.filter((x) => x.status === 'canceled')) expect(c.outstandingAmount).toBe('0');

    const [payment] = await h.q<{ id: string; merchant_id: string }>(sql`
      select id, merchant_id from payments where consumer_id = ${consumerId} order by id limit 1`);
    const testId = newId('installmentPlan');
    await h.tdb.db.orm.insert(t.installmentContracts).values({
      id: testId,
      consumerId,
      kind: 'six_pay',
      paymentId: payment.id,
      merchantId: payment.merchant_id,
      merchantName: 'テスト加盟店',
      status: 'active',
      numberOfInstallments: 6,
      totalCaptureAmount: '6000',
      outstandingAmount: '5000',
      test: true,
      dateConverted: new Date(T0),
    });
    const live = await tabs(consumerId);
    expect(live.data!.contractsByConsumerId.sixPay.map((c: { id: string }) => c.id)).not.toContain(testId);
    const testMode = await h.gql('Contracts', TEST_CONTRACTS, { consumerId });
    expect(testMode.data!.contractsByConsumerId).toEqual({ sixPay: [{ id: testId }], threePay: [] });
  });

  it('multi-pay contracts, admin logs and messages newest first; the VAN or null', async () => {
    const [{ consumer_id: consumerId }] = await h.q<{ consumer_id: string }>(sql`
      select consumer_id from admin_logs group by consumer_id order by count(*) desc, consumer_id limit 1`);
    const logs = await h.q<{ message: string }>(sql`
      select message from admin_logs where consumer_id = ${consumerId} order by created_at desc, id desc`);
    const messages = await h.q<{ kind: string }>(sql`
      select kind from consumer_messages where consumer_id = ${consumerId} order by created_at desc, id desc`);
    const { data } = await tabs(consumerId);
    expect(data!.adminLogs.map((l: { message: string }) => l.message)).toEqual(logs.map((l) => l.message));
    expect(data!.consumerMessages.map((m: { kind: string }) => m.kind)).toEqual(messages.map((m) => m.kind));
    const times = data!.adminLogs.map((l: { createdAt: number }) => l.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const [withMpc] = await h.q<{ consumer_id: string; n: number }>(sql`
      select consumer_id, count(*)::int as n from multi_pay_contracts group by consumer_id
      order by count(*) desc, consumer_id limit 1`);
    const mpc = await tabs(withMpc.consumer_id);
    expect(mpc.data!.multiPayContractsByConsumerId).toHaveLength(withMpc.n);
    expect(mpc.data!.multiPayContractsByConsumerId[0]).toMatchObject({
      currency: 'JPY',
      id: expect.stringMatching(/^mpc_/),
    });

    const [van] = await h.q<{ consumer_id: string; account_number: string }>(sql`
      select consumer_id, account_number from vans order by consumer_id limit 1`);
    const withVan = await tabs(van.consumer_id);
    expect(withVan.data!.van).toMatchObject({ accountNumber: van.account_number });
    const [noVan] = await h.q<{ id: string }>(sql`
      select id from consumers c where not exists (select 1 from vans v where v.consumer_id = c.id)
      order by id limit 1`);
    expect((await tabs(noVan.id)).data!.van).toBeNull();
  });

  it('an unknown or malformed consumer: consumer null, every list empty, no truncation', async () => {
    for (const consumerId of [newId('consumer'), 'nonsense']) {
      const p = await page(consumerId);
      expect(p.errors).toBeUndefined();
      expect(p.data).toEqual({
        consumer: null,
        plusstatus: null,
        paymentsV2: {
          payments: [],
          metadata: { amazonPaymentsLimitReached: false, paidyPaymentsLimitReached: false },
        },
      });
      const tab = await tabs(consumerId);
      expect(tab.errors).toBeUndefined();
      expect(tab.data).toEqual({
        charges: [],
        multiPayContractsByConsumerId: [],
        contractsByConsumerId: { threePay: [], sixPay: [], twelvePay: [], apple: [] },
        adminLogs: [],
        consumerMessages: [],
        van: null,
      });
    }
  });

  it('costs the same statements (3 for the page, 6 for the tabs) before and after 60 payments with 5 captures each', async () => {
    const pageBefore = await h.partedStatementsOf(() => page(busy));
    const tabsBefore = await h.partedStatementsOf(() => tabs(busy));
    expect(pageBefore.own).toHaveLength(3);
    expect(tabsBefore.own).toHaveLength(6);
    // Each query that asks for an existing consumer's personal data writes its access-log entry, one insert started
    // beside the reads (docs/decisions.md "Who looked"): the page, and the tabs, whose answer for this consumer
    // (no multi-pay contract, no VAN) turns out empty and is counted 0 rows.
    expect(pageBefore.logWrites).toHaveLength(1);
    expect(tabsBefore.logWrites).toHaveLength(1);
    await addPayments(busy, 50, 10, 5);
    let answer: Awaited<ReturnType<typeof page>> | undefined;
    const pageAfter = await h.partedStatementsOf(async () => {
      answer = await page(busy);
    });
    expect(answer!.data!.paymentsV2.payments.length).toBeGreaterThanOrEqual(60);
    expect(pageAfter).toEqual(pageBefore);
    expect(await h.partedStatementsOf(() => tabs(busy))).toEqual(tabsBefore);
  });
});
