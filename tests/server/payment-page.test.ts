// The payment page over real HTTP with real sign-ins: the PaymentPage query as the console sends it, the fraud tab's
// two queries and their permission, the assessments tab's permission, unknown and malformed ids, and the rule that
// one payment page costs a fixed number of SQL statements however many captures, refunds and items it has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '../../server/db/schema/index';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { newId } from '../../src/shared/id-patterns';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startHarness, type GqlAnswer, type Harness, type StaffClient } from '../support/harness';

const NOW = new Date('2025-06-15T00:00:00+09:00');
const T0 = Date.parse('2025-05-01T10:00:00+09:00');

let h: Harness;
const clients = {} as Record<'admin' | 'support' | 'noAssessments', StaffClient>;

const PAYMENT_FIELDS = `
  id basketId appleOrderNumber description consumerId consumerName merchantId merchantName amount currency
  capturedAmount refundedAmount
  captures { id createdAt amount currency }
  refunds { id captureId createdAt amount currency reason }
  contractData {
    firstName lastName annualIncome dateOfBirth gender maritalStatus householdSize mortgage employer
    contractAddress { zip state city line1 line2 } residenceType
  }
  buyer { name1 name2 email phone }
  consumerData { email phone name1 name2 address { zip state city line1 line2 } }
  order { tax shipping orderRef items { id title description unitPrice quantity } updatedAt }
  status tier tags updatedAt createdAt expiresAt test isSpecifiedContinuousServiceMerchant
  shippingAddress { zip state city line1 line2 }
  billingAddress { zip state city line1 line2 }
  buyerDataJson fraudulent`;

/** The console's PaymentPage query (document 1 §7); the assessments part only for staff who may see that tab. */
const PAYMENT_PAGE = `
  query PaymentPage($paymentId: ID!, $withAssessments: Boolean!) {
    paymentMessages(paymentId: $paymentId) { subject message createdAt kind dispatched }
    payment(paymentId: $paymentId) { ${PAYMENT_FIELDS} }
    paymentAssessmentReportsByPaymentId(paymentId: $paymentId) @include(if: $withAssessments) {
      reports { id paymentId kind result reason metadataJson }
      error { kind description }
    }
  }`;

const ACTIVE_FLAGS = `
  query activePaymentFraudFlags($paymentId: ID!) {
    activePaymentFraudFlags(paymentId: $paymentId) {
      paymentId
      fraudStatus { excludeFromBill activeFlags { id flaggedFor { id description } flaggedBy flaggedAt excludeFromBill } }
    }
  }`;

const FRAUD_HISTORY = `
  query PaymentFraudFlagsHistory($paymentId: ID!) {
    paymentFraudFlagsHistory(paymentId: $paymentId) { paymentId fraudFlagEvents { id createdAt createdBy message } }
  }`;

const gql = (
  who: keyof typeof clients,
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GqlAnswer> => clients[who].gql(operationName, query, variables);

const paymentPage = (who: keyof typeof clients, paymentId: string, withAssessments = true) =>
  gql(who, 'PaymentPage', PAYMENT_PAGE, { paymentId, withAssessments });

const q = <T = Record<string, unknown>>(text: ReturnType<typeof sql>) => h.q<T>(text);

// ─── Fixtures: two hand-made payments on a seeded consumer and merchant ─────────────────────────────

const SMALL = newId('payment');
const BIG = newId('payment');
const GUEST = newId('payment');
const BIG_CAPTURES = 25;
const BIG_REFUNDS = 10;
const BIG_ITEMS = 30;
const flagIds = {
  active: newId('paymentFraudFlag'),
  billing: newId('paymentFraudFlag'),
  off: newId('paymentFraudFlag'),
};

function paymentRow(id: string, consumerId: string | null, merchantId: string, amount: string) {
  return {
    id,
    consumerId,
    merchantId,
    merchantName: 'テスト加盟店',
    isSpecifiedContinuousServiceMerchant: null,
    status: 'AUTHORIZED' as const,
    tier: 'plus' as const,
    tags: ['tatekae'],
    amount,
    description: 'テスト注文',
    basketId: 'bsk_0000000001',
    shippingZip: '150-0001',
    shippingState: '東京都',
    shippingCity: '渋谷区',
    shippingLine2: '神宮前1-2-3',
    shippingLine1: 'テストビル101',
    buyerName1: '山田 太郎',
    buyerName2: 'ヤマダ タロウ',
    buyerEmail: 'buyer@example.com',
    buyerPhone: '819012345678',
    buyerDataJson: { order_count: 3, ltv: 12000 },
    consumerName1: consumerId ? '山田 太郎' : null,
    contractFirstName: '太郎',
    contractLastName: '山田',
    contractAnnualIncome: '5000000.50',
    contractDateOfBirth: '1980-02-29',
    contractHouseholdSize: 3,
    contractMortgage: false,
    contractCity: '渋谷区',
    orderRef: `ORD-${id.slice(4, 10)}`,
    orderTax: '1000',
    orderShipping: '500',
    orderUpdatedAt: new Date(T0),
    createdAt: new Date(T0),
    updatedAt: new Date(T0 + 1000),
    expiresAt: new Date(T0 + 30 * 86_400_000),
  };
}

async function insertFixtures(): Promise<void> {
  const [{ consumer_id: consumerId, merchant_id: merchantId }] = await q<{
    consumer_id: string;
    merchant_id: string;
  }>(sql`select (select id from consumers order by id limit 1) as consumer_id,
                (select id from merchants order by id limit 1) as merchant_id`);
  const orm = h.tdb.db.orm;
  await orm
    .insert(t.payments)
    .values([
      paymentRow(SMALL, consumerId, merchantId, '1000'),
      paymentRow(BIG, consumerId, merchantId, '9999999'),
      { ...paymentRow(GUEST, null, merchantId, '500'), isSpecifiedContinuousServiceMerchant: true, tags: [] },
    ]);
  const capture = (paymentId: string, k: number, amount: string) => ({
    id: newId('capture'),
    paymentId,
    consumerId,
    amount,
    createdAt: new Date(T0 + (k + 1) * 60_000),
  });
  const smallCapture = capture(SMALL, 0, '1000');
  const bigCaptures = Array.from({ length: BIG_CAPTURES }, (_, k) => capture(BIG, k, `${1000 + k}.25`));
  await orm.insert(t.captures).values([smallCapture, ...bigCaptures]);
  await orm.insert(t.refunds).values(
    Array.from({ length: BIG_REFUNDS }, (_, k) => ({
      id: newId('refund'),
      paymentId: BIG,
      captureId: bigCaptures[k].id,
      consumerId,
      amount: `${100 + k}.5`,
      reason: `返品 ${k}`,
      createdAt: new Date(T0 + 86_400_000 + k * 60_000),
    })),
  );
  const item = (paymentId: string, k: number) => ({
    paymentId,
    consumerId,
    itemId: `SKU-${String(k).padStart(3, '0')}`,
    title: `商品 ${k}`,
    unitPrice: '333.33',
    quantity: k + 1,
  });
  await orm
    .insert(t.orderItems)
    .values([item(SMALL, 0), ...Array.from({ length: BIG_ITEMS }, (_, k) => item(BIG, k))]);
  await orm.insert(t.paymentMessages).values(
    [0, 2, 1].map((k) => ({
      paymentId: BIG,
      consumerId,
      kind: k === 1 ? 'sms' : 'email',
      subject: `件名 ${k}`,
      message: k === 2 ? null : `本文 ${k}`,
      dispatched: k !== 1,
      createdAt: new Date(T0 + k * 3_600_000),
    })),
  );
  await orm.insert(t.assessmentReports).values([
    {
      id: newId('assessmentReport'),
      paymentId: BIG,
      consumerId,
      kind: 'fraud',
      result: 'approved',
      metadataJson: { score: 0.125 },
      createdAt: new Date(T0),
    },
    {
      id: newId('assessmentReport'),
      paymentId: BIG,
      consumerId,
      kind: 'credit',
      result: 'rejected',
      reason: 'limit_exceeded',
      createdAt: new Date(T0 + 1),
    },
  ]);
  await orm
    .insert(t.assessmentReportErrors)
    .values({ paymentId: BIG, consumerId, kind: 'Timeout', description: 'CIC照会がタイムアウトしました' });
  const flag = (id: string, at: number, excludeFromBill: boolean, active: boolean) => ({
    id,
    paymentId: BIG,
    consumerId,
    merchantId,
    flaggedFor: 'unauthorized_use',
    excludeFromBill,
    active,
    flaggedBy: 'fraud-team@example.com',
    flaggedAt: new Date(at),
    unflaggedFor: active ? null : 'confirmed_genuine',
    unflaggedBy: active ? null : 'fraud-team@example.com',
    unflaggedAt: active ? null : new Date(at + 1000),
  });
  await orm
    .insert(t.paymentFraudFlags)
    .values([
      flag(flagIds.active, T0 + 1000, false, true),
      flag(flagIds.billing, T0 + 2000, true, true),
      flag(flagIds.off, T0 + 500, true, false),
    ]);
  await orm.insert(t.paymentFraudFlagEvents).values(
    [
      [flagIds.off, '不正フラグを登録しました', T0 + 500],
      [flagIds.off, '不正フラグを解除しました', T0 + 1500],
      [flagIds.active, '不正フラグを登録しました', T0 + 1000],
      [flagIds.billing, '不正フラグを登録しました', T0 + 2000],
    ].map(([flagId, message, at]) => ({
      paymentId: BIG,
      consumerId,
      paymentFraudFlagId: flagId as string,
      message: message as string,
      createdBy: 'fraud-team@example.com',
      createdAt: new Date(at as number),
    })),
  );
}

beforeAll(async () => {
  h = await startHarness({ now: NOW });
  await insertFixtures();
  const [, support] = DEMO_STAFF;
  clients.admin = h.admin;
  clients.support = await h.signIn(support.email, support.password);
  clients.noAssessments = await h.staff([PERMISSIONS.paymentFraudFlagsRead, PERMISSIONS.viewPacRecords]);
});

afterAll(async () => {
  await h?.close();
});

describe('payment page (PaymentPage query)', () => {
  it('answers every field of a payment: captured and refunded are the sums, children in order, parties filled', async () => {
    const answer = await paymentPage('support', BIG);
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    const p = answer.data!.payment;
    expect(p.id).toBe(BIG);
    expect(p.amount).toBe('9999999');
    expect(p.currency).toBe('JPY');
    expect(p.captures).toHaveLength(BIG_CAPTURES);
    expect(p.captures.map((c: { createdAt: number }) => c.createdAt)).toEqual(
      Array.from({ length: BIG_CAPTURES }, (_, k) => T0 + (k + 1) * 60_000),
    );
    // 25 × 1000.25 + (0 + … + 24) = 25006.25 + 300
    expect(p.capturedAmount).toBe('25306.25');
    expect(p.captures[0]).toMatchObject({ amount: '1000.25', currency: 'JPY' });
    expect(p.refunds).toHaveLength(BIG_REFUNDS);
    // 10 × 100.5 + (0 + … + 9)
    expect(p.refundedAmount).toBe('1050');
    expect(p.refunds[3]).toMatchObject({ captureId: p.captures[3].id, amount: '103.5', reason: '返品 3' });
    expect(p.order.items).toHaveLength(BIG_ITEMS);
    expect(p.order.items[0]).toEqual({
      id: 'SKU-000',
      title: '商品 0',
      description: null,
      unitPrice: '333.33',
      quantity: 1,
    });
    expect(p.order).toMatchObject({
      tax: '1000',
      shipping: '500',
      orderRef: `ORD-${BIG.slice(4, 10)}`,
      updatedAt: T0,
    });
    expect(p.contractData).toMatchObject({
      firstName: '太郎',
      lastName: '山田',
      annualIncome: '5000000.5',
      dateOfBirth: '1980-02-29',
      householdSize: 3,
      mortgage: false,
      contractAddress: { zip: null, state: null, city: '渋谷区', line1: null, line2: null },
      gender: null,
    });
    expect(p.buyer).toEqual({
      name1: '山田 太郎',
      name2: 'ヤマダ タロウ',
      email: 'buyer@example.com',
      phone: '819012345678',
    });
    expect(p.shippingAddress).toEqual({
      zip: '150-0001',
      state: '東京都',
      city: '渋谷区',
      line1: 'テストビル101',
      line2: '神宮前1-2-3',
    });
    expect(p.billingAddress).toBeNull();
    expect(JSON.parse(p.buyerDataJson)).toEqual({ order_count: 3, ltv: 12000 });
    expect(p).toMatchObject({
      status: 'AUTHORIZED',
      tier: 'plus',
      tags: ['tatekae'],
      test: false,
      isSpecifiedContinuousServiceMerchant: null,
      createdAt: T0,
      updatedAt: T0 + 1000,
      expiresAt: T0 + 30 * 86_400_000,
      basketId: 'bsk_0000000001',
      appleOrderNumber: null,
      merchantName: 'テスト加盟店',
    });
    expect(p.consumerId).toMatch(/^con_/);
    expect(typeof p.consumerName).toBe('string');
  });

  it('lists the payment messages newest first, with kind, dispatch state and a null message kept null', async () => {
    const { data } = await paymentPage('support', BIG);
    expect(data!.paymentMessages).toEqual([
      { subject: '件名 2', message: null, createdAt: T0 + 2 * 3_600_000, kind: 'email', dispatched: true },
      { subject: '件名 1', message: '本文 1', createdAt: T0 + 3_600_000, kind: 'sms', dispatched: false },
      { subject: '件名 0', message: '本文 0', createdAt: T0, kind: 'email', dispatched: true },
    ]);
  });

  it('answers the assessment reports (oldest first) and the run error to staff holding assessment_reports.read', async () => {
    const { data, errors } = await paymentPage('support', BIG);
    expect(errors).toBeUndefined();
    const reports = data!.paymentAssessmentReportsByPaymentId;
    expect(reports.reports.map((r: { kind: string }) => r.kind)).toEqual(['fraud', 'credit']);
    expect(reports.reports[0]).toMatchObject({ paymentId: BIG, result: 'approved', reason: null });
    expect(JSON.parse(reports.reports[0].metadataJson)).toEqual({ score: 0.125 });
    expect(reports.reports[1]).toMatchObject({
      result: 'rejected',
      reason: 'limit_exceeded',
      metadataJson: null,
    });
    expect(reports.error).toEqual({ kind: 'Timeout', description: 'CIC照会がタイムアウトしました' });
    const none = await paymentPage('support', SMALL);
    expect(none.data!.paymentAssessmentReportsByPaymentId).toEqual({ reports: [], error: null });
  });

  it('refuses the assessment reports with FORBIDDEN to staff holding neither assessment_reports permission', async () => {
    const refused = await gql(
      'noAssessments',
      'Reports',
      `query Reports($paymentId: ID!) { paymentAssessmentReportsByPaymentId(paymentId: $paymentId) { reports { id } } }`,
      { paymentId: BIG },
    );
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0].path).toEqual(['paymentAssessmentReportsByPaymentId']);
    // Without the assessments tab the same staff user still gets the page.
    const page = await paymentPage('noAssessments', BIG, false);
    expect(page.errors).toBeUndefined();
    expect(page.data!.payment.id).toBe(BIG);
    expect(page.data!.paymentAssessmentReportsByPaymentId).toBeUndefined();
  });

  it('answers null for an unknown payment id and for a malformed one, with no error', async () => {
    for (const paymentId of [
      newId('payment'),
      'amz_0000000000000000',
      'pay_short',
      'con_0000000000000000',
      '',
      "pay_' or 1=1",
    ]) {
      const answer = await paymentPage('admin', paymentId);
      expect(answer.errors, paymentId).toBeUndefined();
      expect(answer.data, paymentId).toEqual({
        paymentMessages: [],
        payment: null,
        paymentAssessmentReportsByPaymentId: { reports: [], error: null },
      });
    }
  });

  it('a guest payment has no consumer, no consumer data and its own merchant flag', async () => {
    const { data } = await paymentPage('admin', GUEST);
    expect(data!.payment).toMatchObject({
      consumerId: null,
      consumerName: null,
      consumerData: null,
      capturedAmount: '0',
      refundedAmount: '0',
      captures: [],
      refunds: [],
      tags: [],
      isSpecifiedContinuousServiceMerchant: true,
    });
    expect(data!.payment.order.items).toEqual([]);
  });

  it('shows seeded payments as stored: tatekae tag, tier, the merchant flag (true, false or null), the sums', async () => {
    const picks = await q<{ id: string }>(sql`
      (select id from payments where 'tatekae' = any(tags) order by id limit 1)
      union (select id from payments where tier <> 'classic' order by id limit 1)
      union (select id from payments where is_specified_continuous_service_merchant order by id limit 1)
      union (select id from payments where not is_specified_continuous_service_merchant order by id limit 1)
      union (select id from payments where is_specified_continuous_service_merchant is null
             and merchant_name <> 'テスト加盟店' order by id limit 1)
      union (select payment_id from refunds order by payment_id limit 1)`);
    expect(picks.length).toBeGreaterThanOrEqual(4);
    const expected = await q<{
      id: string;
      tags: string[];
      tier: string;
      flag: boolean | null;
      captured: string;
      refunded: string;
      captures: number;
      refunds: number;
      items: number;
    }>(sql`
      select p.id, p.tags, p.tier, p.is_specified_continuous_service_merchant as flag,
        (select coalesce(sum(amount), 0)::text from captures where payment_id = p.id) as captured,
        (select coalesce(sum(amount), 0)::text from refunds where payment_id = p.id) as refunded,
        (select count(*)::int from captures where payment_id = p.id) as captures,
        (select count(*)::int from refunds where payment_id = p.id) as refunds,
        (select count(*)::int from order_items where payment_id = p.id) as items
      from payments p where p.id in (${sql.join(
        picks.map((r) => sql`${r.id}`),
        sql`, `,
      )})`);
    const seen = { tatekae: false, tier: false, nullFlag: false };
    for (const e of expected) {
      const { data } = await paymentPage('admin', e.id);
      const p = data!.payment;
      expect(p.tags).toEqual(e.tags);
      expect(p.tier).toBe(e.tier);
      expect(p.isSpecifiedContinuousServiceMerchant).toBe(e.flag);
      expect(Number(p.capturedAmount)).toBe(Number(e.captured));
      expect(Number(p.refundedAmount)).toBe(Number(e.refunded));
      expect([p.captures.length, p.refunds.length, p.order.items.length]).toEqual([
        e.captures,
        e.refunds,
        e.items,
      ]);
      if (e.tags.includes('tatekae')) seen.tatekae = true;
      if (e.tier !== 'classic') seen.tier = true;
      if (e.flag === null) seen.nullFlag = true;
    }
    expect(seen.tatekae && seen.tier).toBe(true);
  });

  it('one payment page is one statement with 1 capture or 25 captures, 10 refunds and 30 items', async () => {
    // The session guard's own statements (session lookup, idle-time touch) are not the page's.
    const pageStatements = (paymentId: string) =>
      h.partedStatementsOf(async () => {
        const answer = await paymentPage('admin', paymentId);
        expect(answer.data!.payment.id).toBe(paymentId);
      });
    const small = await pageStatements(SMALL);
    const big = await pageStatements(BIG);
    // Messages, the payment, its assessment reports and whether it is flagged (fraudulent): one statement; and
    // the page's access-log entry, one insert.
    expect(small.own).toHaveLength(1);
    expect(small.logWrites).toHaveLength(1);
    expect(big).toEqual(small);
  });
});

describe('payment fraud tab (payment_fraud_flags.read)', () => {
  it('answers the active flags, newest first, with excludeFromBill true when any active flag stops billing', async () => {
    const { data, errors } = await gql('admin', 'activePaymentFraudFlags', ACTIVE_FLAGS, { paymentId: BIG });
    expect(errors).toBeUndefined();
    const { paymentId, fraudStatus } = data!.activePaymentFraudFlags;
    expect(paymentId).toBe(BIG);
    expect(fraudStatus.excludeFromBill).toBe(true);
    expect(fraudStatus.activeFlags.map((f: { id: string }) => f.id)).toEqual([
      flagIds.billing,
      flagIds.active,
    ]);
    expect(fraudStatus.activeFlags[1]).toEqual({
      id: flagIds.active,
      flaggedFor: { id: 'unauthorized_use', description: expect.any(String) },
      flaggedBy: 'fraud-team@example.com',
      flaggedAt: T0 + 1000,
      excludeFromBill: false,
    });
    const none = await gql('admin', 'activePaymentFraudFlags', ACTIVE_FLAGS, { paymentId: SMALL });
    expect(none.data!.activePaymentFraudFlags.fraudStatus).toEqual({
      excludeFromBill: false,
      activeFlags: [],
    });
  });

  it('answers the fraud log newest first, every event of every flag', async () => {
    const { data, errors } = await gql('admin', 'PaymentFraudFlagsHistory', FRAUD_HISTORY, {
      paymentId: BIG,
    });
    expect(errors).toBeUndefined();
    const history = data!.paymentFraudFlagsHistory;
    expect(history.paymentId).toBe(BIG);
    expect(history.fraudFlagEvents.map((e: { createdAt: number }) => e.createdAt)).toEqual([
      T0 + 2000,
      T0 + 1500,
      T0 + 1000,
      T0 + 500,
    ]);
    expect(history.fraudFlagEvents[1]).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      createdBy: 'fraud-team@example.com',
      message: '不正フラグを解除しました',
    });
  });

  it('answers empty fraud state for unknown and malformed payment ids', async () => {
    for (const paymentId of [newId('payment'), 'nonsense']) {
      const flags = await gql('admin', 'activePaymentFraudFlags', ACTIVE_FLAGS, { paymentId });
      expect(flags.data!.activePaymentFraudFlags).toEqual({
        paymentId,
        fraudStatus: { excludeFromBill: false, activeFlags: [] },
      });
      const history = await gql('admin', 'PaymentFraudFlagsHistory', FRAUD_HISTORY, { paymentId });
      expect(history.data!.paymentFraudFlagsHistory).toEqual({ paymentId, fraudFlagEvents: [] });
    }
  });

  it('fraudulent (the FRAUDULENT tag) answers every staff user who sees the payment, support too', async () => {
    for (const who of ['admin', 'support'] as const) {
      const flagged = await paymentPage(who, BIG, false);
      expect(flagged.errors).toBeUndefined();
      expect(flagged.data!.payment.fraudulent).toBe(true);
      // No active flag (SMALL has none; an unflagged one does not count: BIG's third flag is inactive).
      const clean = await paymentPage(who, SMALL, false);
      expect(clean.data!.payment.fraudulent).toBe(false);
    }
    // The flags' details stay behind payment_fraud_flags.read (next test).
    await h.q(sql`update payment_fraud_flags set active = false where payment_id = ${BIG}`);
    try {
      expect((await paymentPage('support', BIG, false)).data!.payment.fraudulent).toBe(false);
    } finally {
      await h.q(
        sql`update payment_fraud_flags set active = true where id in (${flagIds.active}, ${flagIds.billing})`,
      );
    }
  });

  it('refuses both fraud queries with FORBIDDEN to staff without payment_fraud_flags.read (support)', async () => {
    for (const [name, query] of [
      ['activePaymentFraudFlags', ACTIVE_FLAGS],
      ['PaymentFraudFlagsHistory', FRAUD_HISTORY],
    ]) {
      const answer = await gql('support', name, query, { paymentId: BIG });
      expect(answer.status).toBe(200);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(answer.errors?.[0].message).toContain(PERMISSIONS.paymentFraudFlagsRead);
    }
  });

  it('reads only: the page and the fraud tab write nothing (no audit rows, no data changes)', async () => {
    const ran = await h.statementsOf(
      async () => {
        await paymentPage('admin', BIG);
        await gql('admin', 'activePaymentFraudFlags', ACTIVE_FLAGS, { paymentId: BIG });
        await gql('admin', 'PaymentFraudFlagsHistory', FRAUD_HISTORY, { paymentId: BIG });
      },
      { all: true },
    );
    const writes = ran
      .filter((s) => !/staff_sessions/.test(s))
      .filter((s) => /^\s*(insert|update|delete)\b/i.test(s));
    expect(writes).toEqual([]);
  });
});
