// The consumer's PLUS tab, NLP section and credit audit records over real HTTP with real sign-ins: every query's
// answer for a hand-made consumer with full PLUS data, for a consumer who never applied, for a seeded PLUS
// consumer, for unknown and malformed ids; the PAC permissions; and one SQL statement per query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '../../server/db/schema/index';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { newId } from '../../src/shared/id-patterns';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startHarness, type GqlAnswer, type Harness, type StaffClient } from '../support/harness';

const NOW = new Date('2025-06-15T00:00:00+09:00');
const T0 = Date.parse('2025-03-01T10:00:00+09:00');
const H = 3_600_000;
const DAY = 24 * H;

let h: Harness;
const clients = {} as Record<'admin' | 'support' | 'pacOnly', StaffClient>;

const FULL = newId('consumer');
const BARE = newId('consumer');
const TOKENS = { old: `gps_${'A'.repeat(16)}`, current: `gps_${'B'.repeat(16)}` };
const LINK = `ppl_${'C'.repeat(16)}`;

const ADDRESS = 'address { zip state city line1 line2 }';
const QUERIES = {
  plusConsumerData: `plusConsumerData(consumerId: $consumerId) {
    appleLineOfCreditLimit
    pacData { annualIncome dependents rentOrMortgage }
    spendLimit { max selected }
    eKycConsumerData {
      firstNameKanji lastNameKanji firstNameKana lastNameKana birthDate occupation ${ADDRESS}
      applicationReason appliedAt examinedAt updatedAt metadata { liquidApplicationId }
    }
    plusConsumerDetails { nameKanji nameKana ${ADDRESS} }
    approvedAt
  }`,
  plusStatus: `plusStatus(consumerId: $consumerId) { ekycStatus houkatsuStatus appleStatus }`,
  plusApplicationDates: `plusApplicationDates(consumerId: $consumerId) {
    ekycAppliedAt ekycApprovedAt houkatsuAppliedAt houkatsuApprovedAt reviewConfirmedAt
  }`,
  selfCancellationStatus: `selfCancellationStatus(consumerId: $consumerId) {
    featureEnabled enabled remainingCancellations expireAt
  }`,
  cardEligibility: `cardEligibility(consumerId: $consumerId) { isEligible }`,
  gpsTokens: `gpsTokens(consumerId: $consumerId) {
    token status createdAt idemiaId physicalCardStatus physicalCardUpdatedAt
    physicalCardEvents { physicalCardStatus physicalCardUpdatedAt }
  }`,
  paypalLinks: `paypalLinks(consumerId: $consumerId) { status gpsToken linkEvents { status time } }`,
  nlpMigrationStatus: `nlpMigrationStatus(consumerId: $consumerId) { consumerId status updatedAt }`,
  nlpReport: `nlpReport(consumerId: $consumerId) {
    consumerId computationCycle nmdLimit nextMonthDue multiplier treLimit tre availableAmount
    currentMonthlyPower unconfirmedPayments closedBillsAmount
    changeInMonthlyPower {
      cycle nextMonthDue unconfirmedPaymentsAndUnconfirmedFutureExposures predictiveMonthlyPower
      remainingBalanceOfAvailableAmount
    }
    syntheticMonthlyPower { plus { name amount } }
  }`,
  pacAuditDataSummary: `pacAuditDataSummary(consumerId: $consumerId) {
    completedAt contractType reason creditLimitPP creditLimitPPFA
  }`,
  pacAuditDataDetailed: `pacAuditDataDetailed(consumerId: $consumerId) {
    completedAt contractType reason creditLimitPP creditLimitPPFA maxPACLimit paidyDebtTriggering
    paidyDebtCalculation cicAnnualInvoicedAmountAtPaidy hasUnpaidBillsForPreviousMonth cicDebt
    totalCicAnnualInvoicedAmount hasCicDelinquentContract hasUnpaidBillForPreviousMonth hasUnpaidBillInPaidy
    annualIncome dependency rentOrMortgage costOfLiving
  }`,
} as const;
type QueryName = keyof typeof QUERIES;
const OPEN_QUERIES = Object.keys(QUERIES).filter((n) => !n.startsWith('pac')) as QueryName[];

/** The document holds one operation: no operation name needed. */
const gql = (
  who: keyof typeof clients,
  query: string,
  variables: Record<string, unknown>,
): Promise<GqlAnswer> => clients[who].gql('', query, variables);

/** One root field as its own operation, the way the console's per-section queries ask. */
const ask = (who: keyof typeof clients, name: QueryName, consumerId: string) =>
  gql(who, `query Q($consumerId: ID!) { ${QUERIES[name]} }`, { consumerId });

const q = <T = Record<string, unknown>>(text: ReturnType<typeof sql>) => h.q<T>(text);

async function insertFixtures(): Promise<void> {
  const orm = h.tdb.db.orm;
  await orm.insert(t.consumers).values(
    [FULL, BARE].map((id, k) => ({
      id,
      kanjiName: k ? '鈴木 花子' : '佐藤 一郎',
      kanaName: k ? 'スズキ ハナコ' : 'サトウ イチロウ',
      email: `${id}@example.com`,
      phone: `8190${String(k).padStart(8, '7')}`,
      liquidApplicationId: k ? null : 'LQ-0001',
      createdAt: new Date(T0 - 30 * DAY),
    })),
  );
  await orm.insert(t.plusStatuses).values({
    consumerId: FULL,
    ekycStatus: 'approved',
    houkatsuStatus: 'approved',
    appleStatus: 'approved',
    ekycAppliedAt: new Date(T0),
    houkatsuAppliedAt: new Date(T0 + DAY),
    appleAppliedAt: new Date(T0 + 2 * DAY),
    reviewConfirmedAt: new Date(T0 + 3 * H),
  });
  await orm.insert(t.plusConsumerData).values({
    consumerId: FULL,
    appleLineOfCreditLimit: '300000',
    pacAnnualIncome: '4500000.50',
    pacDependents: 2,
    pacRentOrMortgage: '85000',
    spendLimitMax: '500000',
    spendLimitSelected: '200000',
    ekycFirstNameKanji: '一郎',
    ekycLastNameKanji: '佐藤',
    ekycFirstNameKana: 'いちろう',
    ekycLastNameKana: 'さとう',
    ekycBirthDate: '1990-02-28',
    ekycOccupation: '会社員',
    ekycZip: '150-0001',
    ekycState: '東京都',
    ekycCity: '渋谷区',
    ekycLine2: '神宮前1-2-3',
    ekycLine1: null,
    ekycApplicationReason: '日用品の購入',
    ekycAppliedAt: new Date(T0),
    ekycExaminedAt: new Date(T0 + 5 * H),
    ekycUpdatedAt: new Date(T0 + 6 * H),
    plusNameKanji: '佐藤 一郎',
    plusNameKana: 'サトウ イチロウ',
    plusZip: '150-0001',
    plusState: '東京都',
    plusCity: '渋谷区',
    plusLine2: '神宮前1-2-3',
    plusLine1: 'テストビル101',
    approvedAt: new Date(T0 + 5 * H),
  });
  await orm
    .insert(t.nlpMigrationStatuses)
    .values({ consumerId: FULL, status: 'awaiting_cic_results', updatedAt: new Date(T0 + 4 * DAY) });
  const report = (cycle: string, power: string) => ({
    consumerId: FULL,
    computationCycle: cycle,
    nmdLimit: power,
    nextMonthDue: '12000',
    multiplier: '2.5',
    treLimit: '250000',
    tre: '30000',
    availableAmount: '220000',
    currentMonthlyPower: power,
    unconfirmedPayments: '4000',
    closedBillsAmount: '1500.5',
    changeInMonthlyPower: [
      {
        cycle: '2025-07',
        nextMonthDue: '9000',
        unconfirmedPaymentsAndUnconfirmedFutureExposures: '4000',
        predictiveMonthlyPower: '91000',
        remainingBalanceOfAvailableAmount: '216000',
      },
    ],
    syntheticMonthlyPowerPlus: [
      { name: '年収から算出した支払可能見込額', amount: '60000' },
      { name: '生活維持費', amount: '-20000' },
    ],
  });
  // The newer cycle is inserted first, so "latest" cannot mean "last inserted".
  await orm.insert(t.nlpReports).values([report('2025-06', '100000'), report('2025-05', '80000')]);
  const pac = (id: string, at: number, contractType: string, reason: string, limit: string) => ({
    id,
    consumerId: FULL,
    completedAt: new Date(at),
    contractType,
    reason,
    creditLimitPp: limit,
    creditLimitPpfa: String(Number(limit) * 0.9),
    maxPacLimit: '1230000',
    paidyDebtTriggering: '5000',
    paidyDebtCalculation: '10000',
    cicAnnualInvoicedAmountAtPaidy: '60000',
    hasUnpaidBillsForPreviousMonth: false,
    cicDebt: '0',
    totalCicAnnualInvoicedAmount: '250000',
    hasCicDelinquentContract: false,
    hasUnpaidBillForPreviousMonth: true,
    hasUnpaidBillInPaidy: null,
    annualIncome: '4500000',
    dependency: 2,
    rentOrMortgage: '85000',
    costOfLiving: '1500000',
  });
  await orm
    .insert(t.pacAuditRecords)
    .values([
      pac(`pac_${'1'.repeat(16)}`, T0 + 2 * DAY, 'houkatsu', 'initial', '300000'),
      pac(`pac_${'2'.repeat(16)}`, T0 + 60 * DAY, 'houkatsu', 'limit_increase', '500000'),
      pac(`pac_${'3'.repeat(16)}`, T0 + 3 * DAY, 'apple', 'initial', '200000'),
    ]);
  await orm.insert(t.selfCancellationSettings).values([
    {
      consumerId: FULL,
      featureEnabled: true,
      enabled: true,
      cancellationsLimit: 3,
      remainingCancellations: 2,
      expireAt: new Date(T0 + 90 * DAY),
      updatedBy: 'ops@example.com',
    },
    // A disabled setting keeps stale numbers, which are not shown.
    {
      consumerId: BARE,
      featureEnabled: true,
      enabled: false,
      cancellationsLimit: 3,
      remainingCancellations: 1,
      expireAt: new Date(T0),
    },
  ]);
  await orm.insert(t.cardEligibility).values({ consumerId: FULL, isEligible: false });
  await orm.insert(t.cardEligibilityExceptions).values({ consumerId: FULL, createdBy: 'ops@example.com' });
  await orm.insert(t.gpsTokens).values([
    {
      token: TOKENS.old,
      consumerId: FULL,
      status: 'destroyed',
      idemiaId: 'IDM000000000001',
      physicalCardStatus: 'notApplied',
      createdAt: new Date(T0 + DAY),
    },
    {
      token: TOKENS.current,
      consumerId: FULL,
      status: 'frozenByConsumer',
      idemiaId: null,
      physicalCardStatus: 'activated',
      physicalCardUpdatedAt: new Date(T0 + 40 * DAY),
      createdAt: new Date(T0 + 30 * DAY),
    },
  ]);
  await orm.insert(t.physicalCardEvents).values(
    // Inserted out of order: the answer is oldest first.
    (
      [
        ['cardSent', 35],
        ['activated', 40],
        ['applied', 31],
      ] as const
    ).map(([status, day]) => ({
      token: TOKENS.current,
      consumerId: FULL,
      physicalCardStatus: status,
      physicalCardUpdatedAt: new Date(T0 + day * DAY),
    })),
  );
  await orm.insert(t.paypalLinks).values({
    id: LINK,
    consumerId: FULL,
    status: 'unlinked',
    gpsToken: TOKENS.current,
    createdAt: new Date(T0 + 32 * DAY),
  });
  await orm.insert(t.paypalLinkEvents).values([
    { paypalLinkId: LINK, consumerId: FULL, status: 'unlinked', time: new Date(T0 + 50 * DAY) },
    { paypalLinkId: LINK, consumerId: FULL, status: 'linked', time: new Date(T0 + 32 * DAY) },
  ]);
}

beforeAll(async () => {
  h = await startHarness({ now: NOW });
  await insertFixtures();
  const [, support] = DEMO_STAFF;
  clients.admin = h.admin;
  clients.support = await h.signIn(support.email, support.password);
  clients.pacOnly = await h.staff([PERMISSIONS.viewPacRecords]);
});

afterAll(async () => {
  await h?.close();
});

describe('PLUS tab (any signed-in staff user)', () => {
  it('plusStatus answers the three statuses; a consumer without a status row has never applied anywhere', async () => {
    expect((await ask('support', 'plusStatus', FULL)).data!.plusStatus).toEqual({
      ekycStatus: 'approved',
      houkatsuStatus: 'approved',
      appleStatus: 'approved',
    });
    expect((await ask('support', 'plusStatus', BARE)).data!.plusStatus).toEqual({
      ekycStatus: 'never_applied',
      houkatsuStatus: 'never_started',
      appleStatus: 'never_started',
    });
  });

  it('plusConsumerData answers limits, PAC data, eKYC data with the liquid application id, PLUS details', async () => {
    const { data, errors } = await ask('support', 'plusConsumerData', FULL);
    expect(errors).toBeUndefined();
    expect(data!.plusConsumerData).toEqual({
      appleLineOfCreditLimit: '300000',
      pacData: { annualIncome: '4500000.5', dependents: 2, rentOrMortgage: '85000' },
      spendLimit: { max: '500000', selected: '200000' },
      eKycConsumerData: {
        firstNameKanji: '一郎',
        lastNameKanji: '佐藤',
        firstNameKana: 'いちろう',
        lastNameKana: 'さとう',
        birthDate: '1990-02-28',
        occupation: '会社員',
        address: { zip: '150-0001', state: '東京都', city: '渋谷区', line1: null, line2: '神宮前1-2-3' },
        applicationReason: '日用品の購入',
        appliedAt: T0,
        examinedAt: T0 + 5 * H,
        updatedAt: T0 + 6 * H,
        metadata: { liquidApplicationId: 'LQ-0001' },
      },
      plusConsumerDetails: {
        nameKanji: '佐藤 一郎',
        nameKana: 'サトウ イチロウ',
        address: {
          zip: '150-0001',
          state: '東京都',
          city: '渋谷区',
          line1: 'テストビル101',
          line2: '神宮前1-2-3',
        },
      },
      approvedAt: T0 + 5 * H,
    });
    expect((await ask('support', 'plusConsumerData', BARE)).data!.plusConsumerData).toBeNull();
  });

  it('plusApplicationDates: eKYC approval is the PLUS approval, houkatsu approval the first houkatsu assessment', async () => {
    expect((await ask('support', 'plusApplicationDates', FULL)).data!.plusApplicationDates).toEqual({
      ekycAppliedAt: T0,
      ekycApprovedAt: T0 + 5 * H,
      houkatsuAppliedAt: T0 + DAY,
      houkatsuApprovedAt: T0 + 2 * DAY,
      reviewConfirmedAt: T0 + 3 * H,
    });
    expect((await ask('support', 'plusApplicationDates', BARE)).data!.plusApplicationDates).toEqual({
      ekycAppliedAt: null,
      ekycApprovedAt: null,
      houkatsuAppliedAt: null,
      houkatsuApprovedAt: null,
      reviewConfirmedAt: null,
    });
  });

  it('selfCancellationStatus shows the remaining count and expiry only while self-cancellation is enabled', async () => {
    expect((await ask('support', 'selfCancellationStatus', FULL)).data!.selfCancellationStatus).toEqual({
      featureEnabled: true,
      enabled: true,
      remainingCancellations: 2,
      expireAt: T0 + 90 * DAY,
    });
    expect((await ask('support', 'selfCancellationStatus', BARE)).data!.selfCancellationStatus).toEqual({
      featureEnabled: true,
      enabled: false,
      remainingCancellations: null,
      expireAt: null,
    });
  });

  it('cardEligibility: an exception makes an ineligible consumer eligible; never assessed is not eligible', async () => {
    expect((await ask('support', 'cardEligibility', FULL)).data!.cardEligibility).toEqual({
      isEligible: true,
    });
    expect((await ask('support', 'cardEligibility', BARE)).data!.cardEligibility).toEqual({
      isEligible: false,
    });
    await h.tdb.db.orm.insert(t.cardEligibility).values({ consumerId: BARE, isEligible: true });
    expect((await ask('support', 'cardEligibility', BARE)).data!.cardEligibility).toEqual({
      isEligible: true,
    });
    await q(sql`delete from card_eligibility where consumer_id = ${BARE}`);
  });

  it('gpsTokens: newest token first, physical-card events oldest first, unlisted card steps answered as others', async () => {
    const { data, errors } = await ask('support', 'gpsTokens', FULL);
    expect(errors).toBeUndefined();
    expect(data!.gpsTokens).toEqual([
      {
        token: TOKENS.current,
        status: 'frozenByConsumer',
        createdAt: T0 + 30 * DAY,
        idemiaId: null,
        physicalCardStatus: 'others',
        physicalCardUpdatedAt: T0 + 40 * DAY,
        physicalCardEvents: [
          { physicalCardStatus: 'others', physicalCardUpdatedAt: T0 + 31 * DAY },
          { physicalCardStatus: 'cardSent', physicalCardUpdatedAt: T0 + 35 * DAY },
          { physicalCardStatus: 'others', physicalCardUpdatedAt: T0 + 40 * DAY },
        ],
      },
      {
        token: TOKENS.old,
        status: 'destroyed',
        createdAt: T0 + DAY,
        idemiaId: 'IDM000000000001',
        physicalCardStatus: 'notApplied',
        physicalCardUpdatedAt: null,
        physicalCardEvents: [],
      },
    ]);
    expect((await ask('support', 'gpsTokens', BARE)).data!.gpsTokens).toEqual([]);
  });

  it('paypalLinks (PaidyLink): the link with its card token and its events oldest first', async () => {
    expect((await ask('support', 'paypalLinks', FULL)).data!.paypalLinks).toEqual([
      {
        status: 'unlinked',
        gpsToken: TOKENS.current,
        linkEvents: [
          { status: 'linked', time: T0 + 32 * DAY },
          { status: 'unlinked', time: T0 + 50 * DAY },
        ],
      },
    ]);
    expect((await ask('support', 'paypalLinks', BARE)).data!.paypalLinks).toEqual([]);
  });

  it('answers a seeded eKYC- and houkatsu-approved consumer as stored', async () => {
    const [seeded] = await q<{ id: string; tokens: number; events: number; pac: number; links: number }>(sql`
      select s.consumer_id as id,
        (select count(*)::int from gps_tokens g where g.consumer_id = s.consumer_id) as tokens,
        (select count(*)::int from physical_card_events e where e.consumer_id = s.consumer_id) as events,
        (select count(*)::int from pac_audit_records a where a.consumer_id = s.consumer_id) as pac,
        (select count(*)::int from paypal_links l where l.consumer_id = s.consumer_id) as links
      from plus_statuses s
      where s.ekyc_status = 'approved' and s.houkatsu_status = 'approved' and s.consumer_id <> ${FULL}
        and exists (select 1 from gps_tokens g where g.consumer_id = s.consumer_id)
      order by s.consumer_id limit 1`);
    expect(seeded).toBeDefined();
    const all = Object.values(QUERIES).join('\n');
    const { data, errors } = await gql('admin', `query Plus($consumerId: ID!) { ${all} }`, {
      consumerId: seeded.id,
    });
    expect(errors).toBeUndefined();
    expect(data!.plusStatus).toMatchObject({ ekycStatus: 'approved', houkatsuStatus: 'approved' });
    expect(data!.plusConsumerData.eKycConsumerData.appliedAt).toBe(data!.plusApplicationDates.ekycAppliedAt);
    expect(data!.plusConsumerData.spendLimit.max).toMatch(/^\d+$/);
    expect(data!.plusApplicationDates.ekycApprovedAt).toBe(data!.plusConsumerData.approvedAt);
    expect(data!.selfCancellationStatus.featureEnabled).toBe(true);
    expect(data!.gpsTokens).toHaveLength(seeded.tokens);
    expect(
      data!.gpsTokens.reduce(
        (n: number, g: { physicalCardEvents: unknown[] }) => n + g.physicalCardEvents.length,
        0,
      ),
    ).toBe(seeded.events);
    const created = data!.gpsTokens.map((g: { createdAt: number }) => g.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(data!.paypalLinks).toHaveLength(seeded.links);
    expect(data!.pacAuditDataSummary).toHaveLength(seeded.pac);
    expect(data!.pacAuditDataDetailed).toHaveLength(seeded.pac);
    expect(data!.nlpMigrationStatus.consumerId).toBe(seeded.id);
  });
});

describe('NLP section (any signed-in staff user)', () => {
  it('nlpMigrationStatus answers the stored status; a consumer without one has never started', async () => {
    expect((await ask('support', 'nlpMigrationStatus', FULL)).data!.nlpMigrationStatus).toEqual({
      consumerId: FULL,
      status: 'awaiting_cic_results',
      updatedAt: T0 + 4 * DAY,
    });
    expect((await ask('support', 'nlpMigrationStatus', BARE)).data!.nlpMigrationStatus).toEqual({
      consumerId: BARE,
      status: 'never_started',
      updatedAt: null,
    });
  });

  it('nlpReport answers the latest computation cycle with its monthly-power tables', async () => {
    const { data, errors } = await ask('support', 'nlpReport', FULL);
    expect(errors).toBeUndefined();
    expect(data!.nlpReport).toEqual({
      consumerId: FULL,
      computationCycle: '2025-06',
      nmdLimit: '100000',
      nextMonthDue: '12000',
      multiplier: '2.5',
      treLimit: '250000',
      tre: '30000',
      availableAmount: '220000',
      currentMonthlyPower: '100000',
      unconfirmedPayments: '4000',
      closedBillsAmount: '1500.5',
      changeInMonthlyPower: [
        {
          cycle: '2025-07',
          nextMonthDue: '9000',
          unconfirmedPaymentsAndUnconfirmedFutureExposures: '4000',
          predictiveMonthlyPower: '91000',
          remainingBalanceOfAvailableAmount: '216000',
        },
      ],
      syntheticMonthlyPower: {
        plus: [
          { name: '年収から算出した支払可能見込額', amount: '60000' },
          { name: '生活維持費', amount: '-20000' },
        ],
      },
    });
    expect((await ask('support', 'nlpReport', BARE)).data!.nlpReport).toBeNull();
  });

  it('answers a seeded NLP consumer (houkatsu approved_for_nlp) with its newest cycle', async () => {
    const [seeded] = await q<{ id: string; cycle: string }>(sql`
      select consumer_id as id, max(computation_cycle) as cycle from nlp_reports
      where consumer_id <> ${FULL} group by consumer_id order by consumer_id limit 1`);
    expect(seeded).toBeDefined();
    const report = (await ask('admin', 'nlpReport', seeded.id)).data!.nlpReport;
    expect(report.computationCycle).toBe(seeded.cycle);
    expect(report.changeInMonthlyPower).toHaveLength(3);
    expect(report.syntheticMonthlyPower.plus.length).toBeGreaterThan(0);
    expect((await ask('admin', 'nlpMigrationStatus', seeded.id)).data!.nlpMigrationStatus.status).toBe(
      'approved',
    );
  });
});

describe('PAC audit records (can_view_pac_records; detailed also can_view_credit_audit_records)', () => {
  it('pacAuditDataSummary answers the credit-limit history newest first to staff with the PAC permission', async () => {
    for (const who of ['admin', 'pacOnly'] as const) {
      const { data, errors } = await ask(who, 'pacAuditDataSummary', FULL);
      expect(errors, who).toBeUndefined();
      expect(data!.pacAuditDataSummary).toEqual([
        {
          completedAt: T0 + 60 * DAY,
          contractType: 'houkatsu',
          reason: 'limit_increase',
          creditLimitPP: '500000',
          creditLimitPPFA: '450000',
        },
        {
          completedAt: T0 + 3 * DAY,
          contractType: 'apple',
          reason: 'initial',
          creditLimitPP: '200000',
          creditLimitPPFA: '180000',
        },
        {
          completedAt: T0 + 2 * DAY,
          contractType: 'houkatsu',
          reason: 'initial',
          creditLimitPP: '300000',
          creditLimitPPFA: '270000',
        },
      ]);
    }
  });

  it('pacAuditDataDetailed answers every input, newest first, to staff holding both permissions', async () => {
    const { data, errors } = await ask('admin', 'pacAuditDataDetailed', FULL);
    expect(errors).toBeUndefined();
    expect(data!.pacAuditDataDetailed.map((r: { completedAt: number }) => r.completedAt)).toEqual([
      T0 + 60 * DAY,
      T0 + 3 * DAY,
      T0 + 2 * DAY,
    ]);
    expect(data!.pacAuditDataDetailed[0]).toEqual({
      completedAt: T0 + 60 * DAY,
      contractType: 'houkatsu',
      reason: 'limit_increase',
      creditLimitPP: '500000',
      creditLimitPPFA: '450000',
      maxPACLimit: '1230000',
      paidyDebtTriggering: '5000',
      paidyDebtCalculation: '10000',
      cicAnnualInvoicedAmountAtPaidy: '60000',
      hasUnpaidBillsForPreviousMonth: false,
      cicDebt: '0',
      totalCicAnnualInvoicedAmount: '250000',
      hasCicDelinquentContract: false,
      hasUnpaidBillForPreviousMonth: true,
      hasUnpaidBillInPaidy: null,
      annualIncome: '4500000',
      dependency: 2,
      rentOrMortgage: '85000',
      costOfLiving: '1500000',
    });
    expect((await ask('admin', 'pacAuditDataDetailed', BARE)).data!.pacAuditDataDetailed).toEqual([]);
  });

  it('refuses both PAC queries with FORBIDDEN to support, and the detailed one to PAC-only staff', async () => {
    const refusals: [keyof typeof clients, QueryName, string][] = [
      ['support', 'pacAuditDataSummary', PERMISSIONS.viewPacRecords],
      ['support', 'pacAuditDataDetailed', PERMISSIONS.viewPacRecords],
      ['pacOnly', 'pacAuditDataDetailed', PERMISSIONS.viewCreditAuditRecords],
    ];
    for (const [who, name, permission] of refusals) {
      const answer = await ask(who, name, FULL);
      expect(answer.status).toBe(200);
      expect(answer.data, `${who} ${name}`).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(answer.errors?.[0].path).toEqual([name]);
      expect(answer.errors?.[0].message).toContain(permission);
    }
  });
});

describe('unknown and malformed consumers', () => {
  it('answer nulls, empty lists and the off defaults, with no error', async () => {
    for (const consumerId of [newId('consumer'), 'con_short', '', "con_' or 1=1"]) {
      const all = Object.values(QUERIES).join('\n');
      const { data, errors } = await gql('admin', `query Plus($consumerId: ID!) { ${all} }`, { consumerId });
      expect(errors, consumerId).toBeUndefined();
      expect(data, consumerId).toEqual({
        plusConsumerData: null,
        plusStatus: null,
        plusApplicationDates: null,
        selfCancellationStatus: {
          featureEnabled: false,
          enabled: false,
          remainingCancellations: null,
          expireAt: null,
        },
        cardEligibility: { isEligible: false },
        gpsTokens: [],
        paypalLinks: [],
        nlpMigrationStatus: null,
        nlpReport: null,
        pacAuditDataSummary: [],
        pacAuditDataDetailed: [],
      });
    }
  });
});

describe('cost and side effects', () => {
  const countFor = (name: QueryName, consumerId: string) =>
    h.statementsOf(async () => {
      const answer = await ask('admin', name, consumerId);
      expect(answer.errors, name).toBeUndefined();
    });

  it('every query costs one SQL statement, however many tokens, events and records the consumer has', async () => {
    for (const name of Object.keys(QUERIES) as QueryName[]) {
      expect(await countFor(name, FULL), name).toHaveLength(1);
      expect(await countFor(name, BARE), name).toHaveLength(1);
    }
  });

  it('a malformed consumer id costs no statement at all', async () => {
    for (const name of OPEN_QUERIES) expect(await countFor(name, 'nonsense'), name).toHaveLength(0);
  });

  it('reads only: no statement writes', async () => {
    const own = await h.statementsOf(() =>
      gql('admin', `query Plus($consumerId: ID!) { ${Object.values(QUERIES).join('\n')} }`, {
        consumerId: FULL,
      }),
    );
    expect(own.length).toBe(Object.keys(QUERIES).length);
    for (const s of own) expect(s.trimStart().toLowerCase().startsWith('select'), s).toBe(true);
  });
});
