// PLUS (eKYC, houkatsu), Apple, NLP migration, PAC audit and card data of a demo consumer.
import * as t from '../db/schema/index';
import { ID_PREFIXES } from '../../src/shared/id-patterns';
import { katakanaToHiragana } from './japanese-names';
import { APPLICATION_REASONS, OCCUPATIONS } from './catalogue';
import {
  DAY,
  jstYearMonth,
  jstDay,
  yen,
  type Generator,
  type Profile,
  type ConsumerContext,
  type EkycStatus,
} from './state';

export function plusProfile(gen: Generator, profile: Profile, closed: boolean): EkycStatus {
  const { rng } = gen;
  if (profile.plus === 'full' || profile.plus === 'nlp') return 'approved';
  if (profile.plus === 'pending') return 'pending';
  if (profile.plus === 'rejected') return 'rejected';
  if (profile.plus === 'none') return 'never_applied';
  return rng.weighted([
    ['never_applied', closed ? 90 : 74],
    ['approved', 20],
    ['pending', 3],
    ['rejected', 3],
  ] as const);
}

type Houkatsu = (typeof t.HOUKATSU_STATUSES)[number];
type Apple = (typeof t.APPLE_STATUSES)[number];

/** When the consumer applied for eKYC, houkatsu and Apple (null: never). */
interface PlusApplications {
  ekycAppliedAt: number | null;
  houkatsuAppliedAt: number | null;
  appleAppliedAt: number | null;
}

/**
 * The parts draw from the one random source in a fixed order, which the seed digests pin: calling them in another
 * order, or moving a draw within one, changes the demo data.
 */
export function makePlus(gen: Generator, c: ConsumerContext): void {
  const approved = c.plus === 'approved';
  const houkatsu = houkatsuStatus(gen, c, approved);
  const apple = appleStatus(gen, c);
  c.apple = apple;
  c.houkatsu = houkatsu;
  const applied = makePlusStatus(gen, c, houkatsu, apple);
  if (applied.ekycAppliedAt) makePlusConsumerData(gen, c, houkatsu, apple, applied.ekycAppliedAt);
  makeNlp(gen, c, houkatsu, applied.houkatsuAppliedAt);
  makePacAuditRecords(gen, c, houkatsu, apple, applied);
  if (!approved) return;
  makeCardSettings(gen, c, applied.ekycAppliedAt);
}

function houkatsuStatus(gen: Generator, c: ConsumerContext, approved: boolean): Houkatsu {
  const { rng } = gen;
  let houkatsu: Houkatsu = 'never_started';
  if (c.profile.plus === 'full') houkatsu = 'approved';
  else if (c.profile.plus === 'nlp') houkatsu = 'approved_for_nlp';
  else if (c.profile.plus === 'rejected') houkatsu = 'rejected';
  else if (approved)
    houkatsu = rng.weighted([
      ['approved', 55],
      ['approved_for_nlp', 10],
      ['awaiting_cic_results', 4],
      ['pac_data_required', 4],
      ['awaiting_pac_assessment', 4],
      ['closed', 4],
      ['canceled', 4],
      ['rejected', 10],
      ['not_pep_declared', 5],
    ] as const);
  else if (c.plus !== 'never_applied')
    houkatsu = rng.pick(['never_started', 'not_pep_declared', 'awaiting_cic_results'] as const);
  if (c.closed && (houkatsu === 'approved' || houkatsu === 'approved_for_nlp')) houkatsu = 'closed';
  return houkatsu;
}

function appleStatus(gen: Generator, c: ConsumerContext): Apple {
  return c.profile.plus === 'full'
    ? 'approved'
    : gen.rng.weighted([
        ['never_started', 86],
        ['approved', c.closed ? 0 : 6],
        ['opt_in_declared', 1],
        ['awaiting_cic_results', 1],
        ['pac_data_required', 1],
        ['awaiting_pac_assessment', 1],
        ['closed', 1],
        ['canceled', 1],
        ['rejected', 2],
      ] as const);
}

function makePlusStatus(
  gen: Generator,
  c: ConsumerContext,
  houkatsu: Houkatsu,
  apple: Apple,
): PlusApplications {
  const { rng } = gen;
  const approved = c.plus === 'approved';
  const ekycAppliedAt =
    c.plus === 'never_applied' ? null : gen.daytime(gen.between(c.createdAt, c.activeUntil));
  const houkatsuAppliedAt =
    houkatsu === 'never_started' || !ekycAppliedAt
      ? null
      : gen.daytime(gen.between(ekycAppliedAt, Math.min(c.activeUntil, ekycAppliedAt + 30 * DAY)));
  const appleAppliedAt =
    apple === 'never_started' ? null : gen.daytime(gen.between(c.createdAt, c.activeUntil));
  gen.plusStatuses.push({
    consumerId: c.id,
    ekycStatus: c.plus,
    houkatsuStatus: houkatsu,
    appleStatus: apple,
    ekycAppliedAt: ekycAppliedAt ? new Date(ekycAppliedAt) : null,
    houkatsuAppliedAt: houkatsuAppliedAt ? new Date(houkatsuAppliedAt) : null,
    appleAppliedAt: appleAppliedAt ? new Date(appleAppliedAt) : null,
    reviewConfirmedAt:
      approved && ekycAppliedAt ? new Date(ekycAppliedAt + rng.int(1, 72) * 3_600_000) : null,
    updatedAt: new Date(
      Math.max(ekycAppliedAt ?? 0, houkatsuAppliedAt ?? 0, appleAppliedAt ?? 0, c.createdAt),
    ),
  });
  return { ekycAppliedAt, houkatsuAppliedAt, appleAppliedAt };
}

function makePlusConsumerData(
  gen: Generator,
  c: ConsumerContext,
  houkatsu: Houkatsu,
  apple: Apple,
  ekycAppliedAt: number,
): void {
  const { rng } = gen;
  const approved = c.plus === 'approved';
  const examinedAt = c.plus === 'pending' ? null : ekycAppliedAt + rng.int(2, 96) * 3_600_000;
  const income = rng.int(15, 120) * 100_000;
  const rent = rng.int(4, 15) * 10_000;
  const limitMax = approved ? rng.pick([100_000, 200_000, 300_000, 500_000, 1_000_000]) : null;
  gen.plusConsumerData.push({
    consumerId: c.id,
    appleLineOfCreditLimit: apple === 'approved' ? yen(rng.pick([200_000, 300_000, 500_000])) : null,
    pacAnnualIncome: houkatsu === 'never_started' ? null : yen(income),
    pacDependents: houkatsu === 'never_started' ? null : rng.int(0, 4),
    pacRentOrMortgage: houkatsu === 'never_started' ? null : yen(rent),
    spendLimitMax: limitMax === null ? null : yen(limitMax),
    spendLimitSelected:
      limitMax === null ? null : yen(Math.min(limitMax, rng.pick([50_000, 100_000, 200_000, limitMax]))),
    ekycFirstNameKanji: c.person.givenKanji,
    ekycLastNameKanji: c.person.familyKanji,
    ekycFirstNameKana: katakanaToHiragana(c.person.givenKana),
    ekycLastNameKana: katakanaToHiragana(c.person.familyKana),
    ekycBirthDate: gen.consumers[gen.consumers.length - 1].dateOfBirth,
    ekycOccupation: rng.pick(OCCUPATIONS),
    ekycLine1: c.address.line1,
    ekycLine2: c.address.line2,
    ekycCity: c.address.city,
    ekycState: c.address.state,
    ekycZip: c.address.zip,
    ekycApplicationReason: rng.pick(APPLICATION_REASONS),
    ekycAppliedAt: new Date(ekycAppliedAt),
    ekycExaminedAt: examinedAt ? new Date(examinedAt) : null,
    ekycUpdatedAt: new Date(examinedAt ?? ekycAppliedAt),
    plusNameKanji: approved ? c.person.kanji : null,
    plusNameKana: approved ? c.person.kana : null,
    plusLine1: approved ? c.address.line1 : null,
    plusLine2: approved ? c.address.line2 : null,
    plusCity: approved ? c.address.city : null,
    plusState: approved ? c.address.state : null,
    plusZip: approved ? c.address.zip : null,
    approvedAt: approved && examinedAt ? new Date(examinedAt) : null,
  });
}

/** NLP, the new credit line for houkatsu consumers: its status and, once approved, its monthly reports. */
function makeNlp(
  gen: Generator,
  c: ConsumerContext,
  houkatsu: Houkatsu,
  houkatsuAppliedAt: number | null,
): void {
  const { rng } = gen;
  if (houkatsu === 'approved' || houkatsu === 'approved_for_nlp') {
    gen.nlpMigrationStatuses.push({
      consumerId: c.id,
      status:
        houkatsu === 'approved_for_nlp'
          ? 'approved'
          : rng.pick([
              'never_started',
              'never_started',
              'awaiting_cic_results',
              'pac_data_required',
              'awaiting_pac_assessment',
              'rejected',
              'canceled',
            ] as const),
      updatedAt: new Date(houkatsuAppliedAt ?? c.createdAt),
    });
  }
  if (houkatsu !== 'approved_for_nlp') return;
  const [y, m] = jstYearMonth(gen.now);
  const cycles = rng.int(1, 3);
  for (let k = cycles; k >= 1; k--) makeNlpReport(gen, c, jstDay(y, m - k + 1, 1));
}

function makeNlpReport(gen: Generator, c: ConsumerContext, cycleStart: number): void {
  const { rng, now } = gen;
  const [cy, cm] = jstYearMonth(cycleStart);
  const cycle = `${cy}-${String(cm).padStart(2, '0')}`;
  const power = rng.int(3, 30) * 10_000;
  const due = rng.int(0, power / 1000) * 1000;
  const multiplier = rng.pick([1.5, 2, 2.5, 3]);
  const treLimit = power * multiplier;
  const tre = rng.int(0, treLimit / 1000) * 1000;
  const unconfirmed = rng.int(0, 5) * 2_000;
  gen.nlpReports.push({
    consumerId: c.id,
    computationCycle: cycle,
    nmdLimit: yen(power),
    nextMonthDue: yen(due),
    multiplier: String(multiplier),
    treLimit: yen(treLimit),
    tre: yen(tre),
    availableAmount: yen(Math.max(0, treLimit - tre)),
    currentMonthlyPower: yen(power),
    unconfirmedPayments: yen(unconfirmed),
    closedBillsAmount: yen(rng.int(0, 20) * 1_000),
    changeInMonthlyPower: [0, 1, 2].map((n) => {
      const [ny, nm] = jstYearMonth(jstDay(cy, cm + n + 1, 1));
      const predictive = Math.max(0, power - due + n * 5_000);
      return {
        cycle: `${ny}-${String(nm).padStart(2, '0')}`,
        nextMonthDue: yen(Math.max(0, due - n * 3_000)),
        unconfirmedPaymentsAndUnconfirmedFutureExposures: yen(unconfirmed),
        predictiveMonthlyPower: yen(predictive),
        remainingBalanceOfAvailableAmount: yen(Math.max(0, treLimit - tre - unconfirmed)),
      };
    }),
    syntheticMonthlyPowerPlus: [
      { name: '年収から算出した支払可能見込額', amount: yen(power * 0.6) },
      { name: '生活維持費', amount: yen(-power * 0.2) },
      { name: '他社債務', amount: yen(-power * 0.1) },
    ],
    createdAt: new Date(Math.min(now - DAY, cycleStart + 2 * DAY)),
  });
}

/** PAC credit-assessment audit records of the houkatsu and Apple applications that got as far as an assessment. */
function makePacAuditRecords(
  gen: Generator,
  c: ConsumerContext,
  houkatsu: Houkatsu,
  apple: Apple,
  { houkatsuAppliedAt, appleAppliedAt }: PlusApplications,
): void {
  const { rng, now } = gen;
  const assessedHoukatsu = ![
    'never_started',
    'not_pep_declared',
    'awaiting_cic_results',
    'pac_data_required',
  ].includes(houkatsu);
  const assessedApple = ![
    'never_started',
    'opt_in_declared',
    'awaiting_cic_results',
    'pac_data_required',
  ].includes(apple);
  for (const [contractType, appliedAt] of [
    ['houkatsu', assessedHoukatsu ? houkatsuAppliedAt : null],
    ['apple', assessedApple ? appleAppliedAt : null],
  ] as const) {
    if (!appliedAt) continue;
    let at = appliedAt + rng.int(1, 48) * 3_600_000;
    const records = rng.int(1, 3);
    for (let r = 0; r < records && at < now; r++) {
      const income = rng.int(15, 120) * 100_000;
      const dependency = rng.int(0, 4);
      const rent = rng.int(4, 15) * 10_000;
      const costOfLiving = 900_000 + dependency * 300_000;
      const cicDebt = rng.chance(0.6) ? 0 : rng.int(1, 80) * 10_000;
      const maxPac = Math.max(0, income - costOfLiving - rent * 12 - cicDebt);
      const limit = Math.min(maxPac, rng.pick([100_000, 200_000, 300_000, 500_000]));
      gen.pacAuditRecords.push({
        id: rng.id(ID_PREFIXES.pacAuditRecord),
        consumerId: c.id,
        completedAt: new Date(at),
        contractType,
        reason: r === 0 ? 'initial' : rng.pick(['periodic', 'limit_increase', 'reassessment']),
        creditLimitPp: yen(limit),
        creditLimitPpfa: yen(Math.floor(limit * 0.9)),
        maxPacLimit: yen(maxPac),
        paidyDebtTriggering: yen(rng.int(0, 10) * 5_000),
        paidyDebtCalculation: yen(rng.int(0, 10) * 5_000),
        cicAnnualInvoicedAmountAtPaidy: yen(rng.int(0, 60) * 5_000),
        hasUnpaidBillsForPreviousMonth: rng.chance(0.05),
        cicDebt: yen(cicDebt),
        totalCicAnnualInvoicedAmount: yen(rng.int(0, 200) * 5_000),
        hasCicDelinquentContract: rng.chance(0.03),
        hasUnpaidBillForPreviousMonth: rng.chance(0.05),
        hasUnpaidBillInPaidy: rng.chance(0.05),
        annualIncome: yen(income),
        dependency,
        rentOrMortgage: yen(rent),
        costOfLiving: yen(costOfLiving),
      });
      at += rng.int(60, 200) * DAY;
    }
  }
}

/** Self-cancellation, card eligibility and the card tokens of an approved PLUS consumer. */
function makeCardSettings(gen: Generator, c: ConsumerContext, ekycAppliedAt: number | null): void {
  const { rng, now } = gen;
  const selfCancel = rng.chance(0.25);
  gen.selfCancellationSettings.push({
    consumerId: c.id,
    featureEnabled: true,
    enabled: selfCancel,
    cancellationsLimit: selfCancel ? 3 : 0,
    remainingCancellations: selfCancel ? rng.int(0, 3) : 0,
    expireAt: selfCancel ? new Date(now + rng.int(5, 90) * DAY) : null,
    updatedBy: selfCancel ? gen.staff() : null,
    updatedAt: new Date(ekycAppliedAt ?? c.createdAt),
  });
  const eligible = rng.chance(0.7);
  gen.cardEligibility.push({
    consumerId: c.id,
    isEligible: eligible,
    updatedAt: new Date(ekycAppliedAt ?? c.createdAt),
  });
  if (!eligible && rng.chance(0.15)) {
    gen.cardEligibilityExceptions.push({
      consumerId: c.id,
      createdBy: gen.staff(),
      createdAt: new Date(gen.daytime(gen.between(c.createdAt, c.activeUntil))),
    });
  }
  if (c.profile.plus === 'full' || (eligible && rng.chance(0.5))) {
    const tokens = rng.int(1, 2);
    let tokenAt = gen.daytime(gen.between(ekycAppliedAt ?? c.createdAt, c.activeUntil));
    for (let k = 0; k < tokens; k++) {
      makeGpsToken(gen, c, tokenAt, k === tokens - 1);
      tokenAt = gen.daytime(gen.between(tokenAt + 30 * DAY, c.activeUntil));
    }
  }
}

/** One card token with its physical-card events; the last one may be linked to PayPal. */
function makeGpsToken(gen: Generator, c: ConsumerContext, tokenAt: number, last: boolean): void {
  const { rng, now } = gen;
  const token = rng.id(ID_PREFIXES.gpsToken);
  const status = !last
    ? 'destroyed'
    : rng.weighted([
        ['active', 75],
        ['frozenByAdmin', 10],
        ['frozenByConsumer', 8],
        ['destroyed', 7],
      ] as const);
  const events: { s: string; at: number }[] = [];
  if (rng.chance(0.6)) {
    let at = tokenAt + rng.int(1, 5) * DAY;
    for (const s of [
      'applied',
      'cardSent',
      ...(rng.chance(0.7) ? ['activated'] : rng.chance(0.3) ? ['returned'] : []),
    ]) {
      if (at >= now) break;
      events.push({ s, at });
      at += rng.int(2, 10) * DAY;
    }
  }
  const latest = events[events.length - 1];
  gen.gpsTokens.push({
    token,
    consumerId: c.id,
    status,
    idemiaId: `IDM${rng.digits(12)}`,
    physicalCardStatus: latest?.s ?? 'notApplied',
    physicalCardUpdatedAt: latest ? new Date(latest.at) : null,
    createdAt: new Date(tokenAt),
    updatedAt: new Date(latest?.at ?? tokenAt),
  });
  for (const e of events) {
    gen.physicalCardEvents.push({
      token,
      consumerId: c.id,
      physicalCardStatus: e.s,
      physicalCardUpdatedAt: new Date(e.at),
    });
  }
  if (last && rng.chance(0.4)) makePaypalLink(gen, c, token, tokenAt);
}

function makePaypalLink(gen: Generator, c: ConsumerContext, token: string, tokenAt: number): void {
  const { rng, now } = gen;
  const linkId = rng.id(ID_PREFIXES.paypalLink);
  const linkedAt = gen.daytime(gen.between(tokenAt, now));
  const unlinked = rng.chance(0.3);
  const unlinkedAt = unlinked ? gen.daytime(gen.between(linkedAt + DAY, now)) : null;
  gen.paypalLinks.push({
    id: linkId,
    consumerId: c.id,
    status: unlinked ? 'unlinked' : 'linked',
    gpsToken: token,
    createdAt: new Date(linkedAt),
    updatedAt: new Date(unlinkedAt ?? linkedAt),
  });
  gen.paypalLinkEvents.push({
    paypalLinkId: linkId,
    consumerId: c.id,
    status: 'linked',
    time: new Date(linkedAt),
  });
  if (unlinkedAt)
    gen.paypalLinkEvents.push({
      paypalLinkId: linkId,
      consumerId: c.id,
      status: 'unlinked',
      time: new Date(unlinkedAt),
    });
}
