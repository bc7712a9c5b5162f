// What the tests of the consumer's PLUS tab share: a hand-made consumer with full PLUS, NLP and credit audit rows
// beside one who never applied, every query of the tab, and the harness with the staff who ask them; and what the
// tests of its card, PLUS, VAN, SMS and impersonation actions share: the harness with their roles beside a real SMS
// gateway, the mutations, and the rows the rules need.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import * as t from '../../server/db/schema/index';
import { DEMO_STAFF } from '../../server/seed/first-start';
import type { CardTokenStatus } from '../../src/shared/cards';
import { newId } from '../../src/shared/id-patterns';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startActionsHarness, type ActionsHarness } from '../server/consumer-actions-setup';
import { startHarness, type GqlAnswer, type Harness, type Row, type StaffClient } from './harness';
import { startSmsGateway, type SmsGatewayPeer } from './sms-gateway';

export const NOW = new Date('2025-06-15T00:00:00+09:00');
export const T0 = Date.parse('2025-03-01T10:00:00+09:00');
export const H = 3_600_000;
export const DAY = 24 * H;

export const FULL = newId('consumer');
export const BARE = newId('consumer');
export const TOKENS = { old: `gps_${'A'.repeat(16)}`, current: `gps_${'B'.repeat(16)}` };
const LINK = `ppl_${'C'.repeat(16)}`;

const ADDRESS = 'address { zip state city line1 line2 }';
export const QUERIES = {
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
export type QueryName = keyof typeof QUERIES;

async function insertFixtures(h: Harness): Promise<void> {
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

/** The staff who ask: the demo administrator, the demo support user (no PAC permission) and a PAC-only user. */
export type PlusClients = Record<'admin' | 'support' | 'pacOnly', StaffClient>;

/**
 * A test file of the PLUS tab: the harness on the demo data with FULL's and BARE's rows and the staff who ask signed
 * in, started before the file's tests (`started` hands the harness to the file) and closed after them; GraphQL as
 * those staff and SQL on the harness.
 */
export function plusTabSuite(started: (h: Harness) => void = () => undefined) {
  let h: Harness | undefined;
  const clients = {} as PlusClients;
  beforeAll(async () => {
    h = await startHarness({ now: NOW });
    await insertFixtures(h);
    const [, support] = DEMO_STAFF;
    clients.admin = h.admin;
    clients.support = await h.signIn(support.email, support.password);
    clients.pacOnly = await h.staff([PERMISSIONS.viewPacRecords]);
    started(h);
  });
  afterAll(async () => {
    await h?.close();
  });
  /** The document holds one operation: no operation name needed. */
  const gql = (
    who: keyof PlusClients,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<GqlAnswer> => clients[who].gql('', query, variables);
  return {
    clients,
    gql,
    /** One root field as its own operation, the way the console's per-section queries ask. */
    ask: (who: keyof PlusClients, name: QueryName, consumerId: string) =>
      gql(who, `query Q($consumerId: ID!) { ${QUERIES[name]} }`, { consumerId }),
    q: <T = Record<string, unknown>>(text: SQL) => h!.q<T>(text),
  };
}

export const SECRET = 'redeem-secret-for-tests-0123456789';
export const SMS_TOKEN = 'gateway-token-for-tests';
export type PlusActionRole = 'admin' | 'support' | 'nobody';

/** The mutations whose permission refusals are tested beside their rules. */
export const TOKEN_STATUS = `mutation($c: ID!, $t: String!, $s: CardTokenStatus!) {
  updateGpsTokenStatus(consumerId: $c, token: $t, status: $s) { token status }
}`;
export const PHYSICAL = `mutation($c: ID!, $t: String!, $s: PhysicalCardStatus!) {
  updatePhysicalCardStatus(consumerId: $c, token: $t, status: $s) {
    token physicalCardStatus physicalCardEvents { physicalCardStatus }
  }
}`;
export const EXCEPTION = `mutation($c: ID!) { createCardEligibilityException(consumerId: $c) }`;
export const SELF_CANCEL = `mutation($c: ID!, $l: Int!, $e: EpochMillis!) {
  enableSelfCancellation(consumerId: $c, cancellationsLimit: $l, expireAt: $e) {
    featureEnabled enabled remainingCancellations expireAt
  }
}`;
export const RESET = `mutation($c: ID!) { resetConsumerStatus(consumerId: $c) }`;
export const ASSIGN_VAN = `mutation($c: ID!) { assignVan(consumerId: $c) { bankName branchCode accountNumber accountName vanKey } }`;
export const SMS = `mutation($c: ID!, $t: String!) { sendSms(consumerId: $c, smsText: $t) }`;
export const IMPERSONATE = `mutation($c: ID!) {
  createImpersonatedLoginSession(consumerId: $c) { id kind status consumerId }
}`;

export interface PlusActionsStarted {
  h: ActionsHarness<PlusActionRole>;
  gateway: SmsGatewayPeer;
}

/**
 * A test file of the PLUS tab's actions: the SMS gateway and the harness with the three roles signed in, started
 * before the file's tests (`started` hands them to the file) and closed after them; the rows a rule needs and the
 * audit log, on that harness.
 */
export function plusActionsSuite(started: (suite: PlusActionsStarted) => void) {
  let h: ActionsHarness<PlusActionRole> | undefined;
  let gateway: SmsGatewayPeer | undefined;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    h = await startActionsHarness<PlusActionRole>({
      now: NOW,
      roles: {
        admin: Object.values(PERMISSIONS),
        support: [PERMISSIONS.assessmentReportsRead, PERMISSIONS.consumersWrite, PERMISSIONS.smsSend],
        nobody: [],
      },
      config: {
        smsUrl: gateway.url,
        smsToken: SMS_TOKEN,
        smsTimeoutMs: 2000,
        consumerSiteUrl: 'https://consumer.example.jp',
        impersonationRedeemSecret: SECRET,
      },
    });
    started({ h, gateway });
  });
  afterAll(async () => {
    await h?.close();
    await gateway?.close();
  });

  async function insertToken(
    consumerId: string,
    status: CardTokenStatus,
    events: string[] = [],
  ): Promise<string> {
    const token = newId('gpsToken');
    const latest = events[events.length - 1];
    await h!.q(sql`
      insert into gps_tokens (token, consumer_id, status, idemia_id, physical_card_status, physical_card_updated_at)
      values (${token}, ${consumerId}, ${status}, 'IDM000000000001', ${latest ?? 'notApplied'},
              ${latest ? new Date(Date.now() - 86_400_000).toISOString() : null}::timestamptz)`);
    for (const [i, event] of events.entries()) {
      await h!.q(sql`
        insert into physical_card_events (token, consumer_id, physical_card_status, physical_card_updated_at)
        values (${token}, ${consumerId}, ${event},
                ${new Date(Date.now() - (events.length - i + 1) * 86_400_000).toISOString()}::timestamptz)`);
    }
    return token;
  }

  async function setPlus(consumerId: string, ekyc: string, houkatsu: string): Promise<void> {
    await h!.q(sql`
      insert into plus_statuses (consumer_id, ekyc_status, houkatsu_status) values (${consumerId}, ${ekyc}, ${houkatsu})
      on conflict (consumer_id) do update set ekyc_status = ${ekyc}, houkatsu_status = ${houkatsu}`);
  }

  async function auditOf(targetId: string): Promise<Row[]> {
    return h!.q<Row>(sql`
      select staff_email, operation, outcome, detail from audit_log where target_id = ${targetId} order by seq`);
  }

  return { insertToken, setPlus, auditOf };
}
