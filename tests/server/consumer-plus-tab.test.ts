// The consumer's PLUS tab and NLP section over real HTTP with real sign-ins: every query's answer for a hand-made
// consumer with full PLUS data and for a consumer who never applied (statuses, PLUS data, application dates,
// self-cancellation, card eligibility, card tokens and PaidyLink), all of them at once for a seeded PLUS consumer;
// the NLP migration status and the latest computation cycle's report with its monthly-power tables.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '../../server/db/schema/index';
import type { Harness } from '../support/harness';
import { BARE, DAY, FULL, H, plusTabSuite, QUERIES, T0, TOKENS } from '../support/plus-fixtures';

let h: Harness;
const { gql, ask, q } = plusTabSuite((started) => {
  h = started;
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
