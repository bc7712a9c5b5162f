// Deterministic demo data at any scale: the same seed (and the same `now`) gives the same rows, ids
// included. Everything is generated in memory first, then inserted set-based in one transaction.
import { fakerJA } from '@faker-js/faker';
import type { Database, Orm } from '../db/client';
import * as t from '../db/schema/index';
import { ID_PREFIXES } from '../../src/shared/id-patterns';
import {
  LEGAL_STATUS_KEYS,
  LEGAL_STATUS_TEXT,
  carriesNote,
  type LegalStatus,
} from '../../src/shared/legal-status';
import { Random } from './random';
import {
  FAMILY_NAMES,
  FEMALE_GIVEN_NAMES,
  MALE_GIVEN_NAMES,
  katakanaToHiragana,
  toHalfWidthKana,
} from './japanese-names';
import { BUILDING_NAMES, PREFECTURES, TOWN_NAMES } from './japanese-addresses';
import {
  ADMIN_LOG_MESSAGES,
  APPLICATION_REASONS,
  CLOSE_REASONS,
  CONSUMER_MESSAGES,
  DISABLE_REASONS,
  ENABLE_REASONS,
  FIXED_MERCHANTS,
  FRAUD_LOG_MESSAGES,
  GENERATED_MERCHANT_CATEGORIES,
  OCCUPATIONS,
  PRICE_RANGES,
  PRODUCTS,
  REFUND_REASONS,
  type MerchantCategory,
} from './catalogue';

export interface SeedOptions {
  consumers: number;
  seed?: number;
  /** The moment the data is generated around; default: today 00:00 in Japan (stable for a day). */
  now?: Date;
}

export type SeedCounts = Record<string, number>;

/** Staff e-mails that appear as creators in logs and flags (the two demo accounts and two former staff). */
export const SEED_STAFF_EMAILS = [
  'admin@example.com',
  'support@example.com',
  'k.tanaka@example.com',
  'm.suzuki@example.com',
];

const DAY = 86_400_000;
const JST = 9 * 3_600_000;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type ConsumerRow = Insert<typeof t.consumers>;
type PaymentRow = Insert<typeof t.payments>;
type ChargeRow = Insert<typeof t.charges>;

/** Today 00:00 Asia/Tokyo. */
export function startOfTodayJst(at = new Date()): Date {
  return new Date(Math.floor((at.getTime() + JST) / DAY) * DAY - JST);
}

/** [year, month 1-12] of a time, in Japan. */
function jstYearMonth(ms: number): [number, number] {
  const d = new Date(ms + JST);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1];
}

/** The instant a Japanese calendar day starts (month may overflow, as with Date.UTC). */
function jstDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - JST;
}

function isoDate(ms: number): string {
  return new Date(ms + JST).toISOString().slice(0, 10);
}

const yen = (n: number) => String(Math.round(n));

/** A price as shops write them: hundreds, often ending in 80 (1,980). */
function shopPrice(rng: Random, min: number, max: number): number {
  const base = Math.ceil(rng.logUniform(min, max) / 100) * 100;
  return rng.chance(0.5) && base > 100 ? base - 20 : base;
}

interface Person {
  kanji: string;
  kana: string;
  familyKanji: string;
  givenKanji: string;
  familyKana: string;
  givenKana: string;
  romajiFamily: string;
  romajiGiven: string;
  gender: 'male' | 'female';
}

interface Address {
  line1: string | null;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

interface MerchantInfo {
  id: string;
  name: string;
  category: MerchantCategory;
  continuousService: boolean | null;
}

/** Features forced on the first consumers so that even a small seed shows every case. */
interface Profile {
  legalStatus?: LegalStatus;
  closed?: 'staff' | 'consumer';
  fraud?: 'active' | 'unflagged';
  plus?: 'full' | 'nlp' | 'pending' | 'rejected' | 'none';
  overdue?: boolean;
  installments?: boolean;
  multiPay?: boolean;
  exclusion?: boolean;
  van?: boolean;
  reenabled?: boolean;
  minPayments?: number;
  tatekae?: boolean;
}

function forcedProfile(i: number): Profile {
  const nonNormal = LEGAL_STATUS_KEYS.filter((k) => k !== 'Normal');
  if (i === 0)
    return { plus: 'full', van: true, minPayments: 12, tatekae: true, installments: true, multiPay: true };
  if (i >= 1 && i <= nonNormal.length)
    return { legalStatus: nonNormal[i - 1], overdue: i % 2 === 0, minPayments: 2 };
  const rest: Profile[] = [
    { closed: 'staff', minPayments: 2 },
    { closed: 'consumer', minPayments: 1 },
    { fraud: 'active', minPayments: 4 },
    { fraud: 'unflagged', minPayments: 3 },
    { plus: 'nlp', van: true, minPayments: 5 },
    { plus: 'pending' },
    { plus: 'rejected', minPayments: 2 },
    { overdue: true, minPayments: 4, van: false },
    { installments: true, plus: 'full', minPayments: 8, van: true },
    { multiPay: true, minPayments: 2 },
    { exclusion: true, minPayments: 2 },
    { reenabled: true, minPayments: 2 },
    { tatekae: true, minPayments: 3, plus: 'full' },
  ];
  return rest[i - nonNormal.length - 1] ?? {};
}

/** Inserts rows in multi-row INSERTs of `chunk` rows. */
async function insertAll<T extends Parameters<Orm['insert']>[0]>(
  tx: Pick<Orm, 'insert'>,
  table: T,
  rows: T['$inferInsert'][],
  chunk = 500,
): Promise<number> {
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.insert(table).values(rows.slice(i, i + chunk) as never);
  }
  return rows.length;
}

class Generator {
  readonly rng: Random;
  readonly now: number;
  private usedEmails = new Set<string>();
  private usedPhones = new Set<string>();
  private usedVanNumbers = new Set<string>();

  merchants: MerchantInfo[] = [];
  consumers: ConsumerRow[] = [];
  history: Insert<typeof t.consumerHistory>[] = [];
  adminLogs: Insert<typeof t.adminLogs>[] = [];
  consumerMessages: Insert<typeof t.consumerMessages>[] = [];
  smsLog: Insert<typeof t.smsLog>[] = [];
  vans: Insert<typeof t.vans>[] = [];
  loginSessions: Insert<typeof t.consumerLoginSessions>[] = [];
  payments: PaymentRow[] = [];
  captures: Insert<typeof t.captures>[] = [];
  refunds: Insert<typeof t.refunds>[] = [];
  orderItems: Insert<typeof t.orderItems>[] = [];
  paymentMessages: Insert<typeof t.paymentMessages>[] = [];
  assessmentReports: Insert<typeof t.assessmentReports>[] = [];
  assessmentReportErrors: Insert<typeof t.assessmentReportErrors>[] = [];
  fraudReasons: Insert<typeof t.fraudFlagReasons>[] = [];
  consumerFraudFlags: Insert<typeof t.consumerFraudFlags>[] = [];
  fraudEventLogs: Insert<typeof t.fraudEventLogs>[] = [];
  paymentFraudFlags: Insert<typeof t.paymentFraudFlags>[] = [];
  paymentFraudFlagEvents: Insert<typeof t.paymentFraudFlagEvents>[] = [];
  assessmentExclusions: Insert<typeof t.assessmentExclusions>[] = [];
  combiniPayments: Insert<typeof t.combiniPayments>[] = [];
  billStatements: Insert<typeof t.billStatements>[] = [];
  autoDebitSettlements: Insert<typeof t.autoDebitSettlements>[] = [];
  combiniSettlements: Insert<typeof t.combiniSettlements>[] = [];
  paymentCodes: Insert<typeof t.paymentCodes>[] = [];
  charges: ChargeRow[] = [];
  installmentContracts: Insert<typeof t.installmentContracts>[] = [];
  multiPayContracts: Insert<typeof t.multiPayContracts>[] = [];
  plusStatuses: Insert<typeof t.plusStatuses>[] = [];
  plusConsumerData: Insert<typeof t.plusConsumerData>[] = [];
  nlpMigrationStatuses: Insert<typeof t.nlpMigrationStatuses>[] = [];
  nlpReports: Insert<typeof t.nlpReports>[] = [];
  pacAuditRecords: Insert<typeof t.pacAuditRecords>[] = [];
  selfCancellationSettings: Insert<typeof t.selfCancellationSettings>[] = [];
  cardEligibility: Insert<typeof t.cardEligibility>[] = [];
  cardEligibilityExceptions: Insert<typeof t.cardEligibilityExceptions>[] = [];
  gpsTokens: Insert<typeof t.gpsTokens>[] = [];
  physicalCardEvents: Insert<typeof t.physicalCardEvents>[] = [];
  paypalLinks: Insert<typeof t.paypalLinks>[] = [];
  paypalLinkEvents: Insert<typeof t.paypalLinkEvents>[] = [];
  legalStatusBatches: Insert<typeof t.legalStatusBatches>[] = [];
  legalStatusBatchItems: Insert<typeof t.legalStatusBatchItems>[] = [];
  invoiceDeactivations: Insert<typeof t.invoiceDeactivations>[] = [];

  constructor(seed: number, now: number) {
    this.rng = new Random(seed);
    this.now = now;
    fakerJA.seed(seed);
  }

  // ---- people, contact data, addresses ------------------------------------------------------------

  person(): Person {
    const { rng } = this;
    const family = rng.pick(FAMILY_NAMES);
    const gender = rng.chance(0.5) ? 'male' : 'female';
    const given = rng.pick(gender === 'male' ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
    return {
      kanji: `${family.kanji} ${given.kanji}`,
      kana: `${family.kana} ${given.kana}`,
      familyKanji: family.kanji,
      givenKanji: given.kanji,
      familyKana: family.kana,
      givenKana: given.kana,
      romajiFamily: family.romaji,
      romajiGiven: given.romaji,
      gender,
    };
  }

  email(p: Person): string {
    const { rng } = this;
    const domain = rng.weighted([
      ['gmail.com', 35],
      ['yahoo.co.jp', 20],
      ['icloud.com', 15],
      ['docomo.ne.jp', 10],
      ['outlook.jp', 8],
      ['ezweb.ne.jp', 7],
      ['softbank.ne.jp', 5],
    ] as const);
    const g = p.romajiGiven;
    const f = p.romajiFamily;
    const local = rng.weighted([
      [`${g}.${f}`, 3],
      [`${f}${g}${rng.int(1, 99)}`, 3],
      [`${g}${rng.int(60, 99)}${rng.int(1, 12)}`, 2],
      [`${f}_${g}`, 2],
      [`${g[0]}${f}${rng.digits(3)}`, 2],
      [`${g}-${f}.${rng.digits(2)}`, 1],
    ] as const);
    let email = `${local}@${domain}`;
    while (this.usedEmails.has(email)) email = `${local}${rng.digits(3)}@${domain}`;
    this.usedEmails.add(email);
    return email;
  }

  /** A mobile number (070/080/090) in the stored form 81XXXXXXXXXX; unique across consumers. */
  phone(): string {
    const { rng } = this;
    let phone: string;
    do {
      phone = `81${rng.weighted([
        ['90', 5],
        ['80', 4],
        ['70', 2],
      ] as const)}${rng.digits(8)}`;
    } while (this.usedPhones.has(phone));
    this.usedPhones.add(phone);
    return phone;
  }

  address(): Address {
    const { rng } = this;
    const pref = rng.weighted(PREFECTURES.map((p) => [p, p.cities.length] as const));
    const city = rng.pick(pref.cities);
    const town = rng.pick(TOWN_NAMES);
    const chome = rng.int(1, 6);
    const line2 = rng.chance(0.85)
      ? `${town}${chome}丁目${rng.int(1, 30)}-${rng.int(1, 25)}`
      : `${town}${rng.int(100, 2999)}番地`;
    const line1 = rng.chance(0.55)
      ? `${rng.pick(BUILDING_NAMES)}${rng.chance(0.5) ? city.name.replace(/市.*|区$/, '') : ''} ${rng.int(1, 12)}0${rng.int(1, 9)}号室`
      : null;
    return { line1, line2, city: city.name, state: pref.name, zip: `${city.zip3}-${rng.digits(4)}` };
  }

  between(from: number, to: number): number {
    if (to <= from) return from;
    return from + Math.floor(this.rng.next() * (to - from));
  }

  /** A time during Japanese waking hours on the day of `ms`. */
  daytime(ms: number): number {
    const dayStart = Math.floor((ms + JST) / DAY) * DAY - JST;
    return Math.min(
      this.now - 60_000,
      dayStart + this.rng.int(8 * 3600, 23 * 3600) * 1000 + this.rng.int(0, 999),
    );
  }

  staff(): string {
    return this.rng.pick(SEED_STAFF_EMAILS);
  }

  // ---- reference data ------------------------------------------------------------------------------

  makeMerchants(): void {
    const { rng } = this;
    for (const m of FIXED_MERCHANTS) {
      this.merchants.push({
        id: rng.id(ID_PREFIXES.merchant),
        name: m.name,
        category: m.category,
        continuousService: m.continuousService,
      });
    }
    for (let i = 0; i < 26; i++) {
      const category = rng.pick(GENERATED_MERCHANT_CATEGORIES);
      this.merchants.push({
        id: rng.id(ID_PREFIXES.merchant),
        name: fakerJA.company.name(),
        category,
        continuousService: rng.chance(0.1) ? null : category === 'lessons',
      });
    }
  }

  makeFraudReasons(): void {
    const list: [string, 'consumer_flag' | 'payment_flag' | 'payment_unflag', string][] = [
      ['identity_theft', 'consumer_flag', 'なりすまし'],
      ['account_takeover', 'consumer_flag', 'アカウント乗っ取り'],
      ['multiple_accounts', 'consumer_flag', '複数アカウントの不正作成'],
      ['resale_fraud', 'consumer_flag', '転売目的の不正利用'],
      ['no_intention_to_pay', 'consumer_flag', '支払意思なし'],
      ['unauthorized_use', 'payment_flag', '第三者による不正利用'],
      ['merchant_report', 'payment_flag', '加盟店からの不正申告'],
      ['chargeback_like', 'payment_flag', '身に覚えのない利用の申告'],
      ['suspicious_shipping', 'payment_flag', '不審な配送先'],
      ['confirmed_genuine', 'payment_unflag', '本人利用と確認'],
      ['merchant_withdrew', 'payment_unflag', '加盟店が申告を取り下げ'],
      ['flagged_in_error', 'payment_unflag', '誤登録'],
    ];
    list.forEach(([id, scope, description], i) =>
      this.fraudReasons.push({ id, scope, description, sortOrder: i, active: true }),
    );
  }

  // ---- consumers ------------------------------------------------------------------------------------

  makeConsumer(index: number): void {
    const { rng, now } = this;
    const profile = forcedProfile(index);
    const person = this.person();
    const id = rng.id(ID_PREFIXES.consumer);
    const address = this.address();
    const createdAt = this.daytime(now - rng.int(20, 5 * 365) * DAY);
    const dobYear = new Date(now).getUTCFullYear() - rng.int(18, 78);
    const dateOfBirth = rng.chance(0.03)
      ? null
      : `${dobYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

    const legalStatus: LegalStatus =
      profile.legalStatus ??
      (rng.chance(0.9) ? 'Normal' : rng.pick(LEGAL_STATUS_KEYS.filter((k) => k !== 'Normal')));
    const fraud =
      profile.fraud ?? (rng.chance(0.025) ? 'active' : rng.chance(0.01) ? 'unflagged' : undefined);
    const closedKind =
      profile.closed ??
      (index > 40 && !fraud && legalStatus === 'Normal' && rng.chance(0.05)
        ? rng.pick(['staff', 'consumer'] as const)
        : undefined);
    const disabledReason =
      fraud !== undefined
        ? '不正利用の疑い'
        : carriesNote(legalStatus)
          ? '法的ステータス変更に伴う停止'
          : rng.chance(0.03)
            ? rng.pick(DISABLE_REASONS)
            : null;

    let status: t.ConsumerStatus = 'Enabled';
    if (closedKind) status = 'Closed';
    else if (disabledReason) status = 'Disabled';
    const reenabled = !closedKind && !disabledReason && (profile.reenabled || rng.chance(0.02));

    const closedAt = closedKind ? this.daytime(this.between(createdAt + 60 * DAY, now - 3 * DAY)) : null;
    const activeUntil = closedAt ?? now;
    const ekyc = this.plusProfile(profile, closedKind !== undefined);
    const liquidApplicationId = ekyc === 'never_applied' ? null : rng.uuid();

    const email = this.email(person);
    const phone = this.phone();
    this.consumers.push({
      id,
      status,
      legalStatus,
      kanjiName: person.kanji,
      kanaName: index > 30 && rng.chance(0.02) ? null : person.kana,
      dateOfBirth,
      email,
      phone,
      ...address,
      createdAt: new Date(createdAt),
      updatedAt: new Date(closedAt ?? createdAt),
      closedAt: closedAt ? new Date(closedAt) : null,
      closedBy: closedKind === 'staff' ? this.staff() : closedKind === 'consumer' ? 'consumer' : null,
      liquidApplicationId,
      analyticsUrl: rng.chance(0.97)
        ? `https://mixpanel.com/project/2195193/view/1/app/profile#distinct_id=${id}`
        : null,
    });

    const ctx: ConsumerContext = {
      id,
      person,
      email,
      phone,
      address,
      createdAt,
      activeUntil,
      closed: closedKind !== undefined,
      profile,
      legalStatus,
      plus: ekyc,
      apple: 'never_started',
      settlement: rng.weighted([
        ['AutoDebit', 45],
        ['Combini', 40],
        ['BankTransfer', 15],
      ] as const),
      overdue: !closedKind && (profile.overdue ?? rng.chance(carriesNote(legalStatus) ? 0.5 : 0.04)),
      hasVan: profile.van ?? rng.chance(0.3),
      fraudFlaggedAt: null,
      payments: [],
    };
    if (ctx.settlement === 'BankTransfer') ctx.hasVan = true;

    this.makeHistory(ctx, status, disabledReason, closedAt, reenabled);
    this.makePlus(ctx);
    const firstCharge = this.charges.length;
    this.makePayments(ctx);
    this.makeBills(ctx, this.charges.slice(firstCharge));
    this.makeFraud(ctx, fraud);
    this.makeConsumerExtras(ctx);
  }

  plusProfile(profile: Profile, closed: boolean): EkycStatus {
    const { rng } = this;
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

  makeHistory(
    c: ConsumerContext,
    status: t.ConsumerStatus,
    disabledReason: string | null,
    closedAt: number | null,
    reenabled: boolean,
  ): void {
    const { rng } = this;
    const changedEmail = rng.chance(0.12);
    const changedPhone = rng.chance(0.08);
    const moved = rng.chance(0.08);
    const originalEmail = changedEmail
      ? `${c.person.romajiGiven}${rng.digits(4)}@${rng.pick(['gmail.com', 'yahoo.co.jp', 'docomo.ne.jp'])}`
      : c.email;
    const originalPhone = changedPhone ? `81${rng.pick(['90', '80'])}${rng.digits(8)}` : c.phone;
    const originalAddress = moved ? this.address() : c.address;
    this.history.push({
      consumerId: c.id,
      kind: 'Created',
      occurredAt: new Date(c.createdAt),
      source: rng.weighted([
        ['checkout', 70],
        ['app', 25],
        ['merchant', 5],
      ] as const),
      email: originalEmail,
      phone: originalPhone,
      name1: c.person.kanji,
      name2: c.person.kana,
      dateOfBirth: this.consumers[this.consumers.length - 1].dateOfBirth,
      ...originalAddress,
    });
    let at = c.createdAt;
    const step = () => (at = this.daytime(this.between(at + DAY, Math.min(c.activeUntil, at + 400 * DAY))));
    if (changedEmail) {
      step();
      this.history.push({
        consumerId: c.id,
        kind: 'Updated',
        occurredAt: new Date(at),
        agent: rng.chance(0.7) ? 'consumer' : this.staff(),
        email: c.email,
        emailVerificationInfo: { verified: true, verifiedAt: at + 120_000, method: 'link' },
      });
    }
    if (changedPhone) {
      step();
      this.history.push({
        consumerId: c.id,
        kind: 'Updated',
        occurredAt: new Date(at),
        agent: this.staff(),
        phone: c.phone,
      });
    }
    if (moved) {
      step();
      this.history.push({
        consumerId: c.id,
        kind: 'Updated',
        occurredAt: new Date(at),
        agent: 'consumer',
        ...c.address,
      });
    }
    if (c.legalStatus !== 'Normal') {
      step();
      this.history.push({
        consumerId: c.id,
        kind: 'Updated',
        occurredAt: new Date(at),
        agent: this.staff(),
        legalStatus: c.legalStatus,
      });
    }
    if (reenabled) {
      step();
      const agent = this.staff();
      this.history.push({
        consumerId: c.id,
        kind: 'Disabled',
        occurredAt: new Date(at),
        agent,
        reason: rng.pick(DISABLE_REASONS),
      });
      step();
      this.history.push({
        consumerId: c.id,
        kind: 'Enabled',
        occurredAt: new Date(at),
        agent,
        reason: rng.chance(0.8) ? rng.pick(ENABLE_REASONS) : null,
      });
    }
    if (status === 'Disabled' && disabledReason) {
      step();
      this.history.push({
        consumerId: c.id,
        kind: 'Disabled',
        occurredAt: new Date(at),
        agent: this.staff(),
        reason: disabledReason,
      });
    }
    if (status === 'Closed' && closedAt) {
      const last = this.consumers[this.consumers.length - 1];
      this.history.push({
        consumerId: c.id,
        kind: 'Closed',
        occurredAt: new Date(closedAt),
        agent: last.closedBy,
        reason: rng.chance(0.85) ? rng.pick(CLOSE_REASONS) : null,
      });
    }
    this.consumers[this.consumers.length - 1].updatedAt = new Date(Math.max(at, closedAt ?? 0));
  }

  // ---- PLUS / houkatsu / Apple / NLP / cards --------------------------------------------------------

  makePlus(c: ConsumerContext): void {
    const { rng, now } = this;
    const approved = c.plus === 'approved';
    let houkatsu: (typeof t.HOUKATSU_STATUSES)[number] = 'never_started';
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

    const apple: (typeof t.APPLE_STATUSES)[number] =
      c.profile.plus === 'full'
        ? 'approved'
        : rng.weighted([
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
    c.apple = apple;
    c.houkatsu = houkatsu;

    const ekycAppliedAt =
      c.plus === 'never_applied' ? null : this.daytime(this.between(c.createdAt, c.activeUntil));
    const houkatsuAppliedAt =
      houkatsu === 'never_started' || !ekycAppliedAt
        ? null
        : this.daytime(this.between(ekycAppliedAt, Math.min(c.activeUntil, ekycAppliedAt + 30 * DAY)));
    const appleAppliedAt =
      apple === 'never_started' ? null : this.daytime(this.between(c.createdAt, c.activeUntil));
    this.plusStatuses.push({
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

    if (ekycAppliedAt) {
      const examinedAt = c.plus === 'pending' ? null : ekycAppliedAt + rng.int(2, 96) * 3_600_000;
      const income = rng.int(15, 120) * 100_000;
      const rent = rng.int(4, 15) * 10_000;
      const limitMax = approved ? rng.pick([100_000, 200_000, 300_000, 500_000, 1_000_000]) : null;
      this.plusConsumerData.push({
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
        ekycBirthDate: this.consumers[this.consumers.length - 1].dateOfBirth,
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

    // NLP (the new credit line for houkatsu consumers).
    if (houkatsu === 'approved' || houkatsu === 'approved_for_nlp') {
      this.nlpMigrationStatuses.push({
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
    if (houkatsu === 'approved_for_nlp') {
      const [y, m] = jstYearMonth(now);
      const cycles = rng.int(1, 3);
      for (let k = cycles; k >= 1; k--) {
        const cycleStart = jstDay(y, m - k + 1, 1);
        const [cy, cm] = jstYearMonth(cycleStart);
        const cycle = `${cy}-${String(cm).padStart(2, '0')}`;
        const power = rng.int(3, 30) * 10_000;
        const due = rng.int(0, power / 1000) * 1000;
        const multiplier = rng.pick([1.5, 2, 2.5, 3]);
        const treLimit = power * multiplier;
        const tre = rng.int(0, treLimit / 1000) * 1000;
        const unconfirmed = rng.int(0, 5) * 2_000;
        this.nlpReports.push({
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
    }

    // PAC credit-assessment audit records.
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
        this.pacAuditRecords.push({
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

    if (!approved) return;
    const selfCancel = rng.chance(0.25);
    this.selfCancellationSettings.push({
      consumerId: c.id,
      featureEnabled: true,
      enabled: selfCancel,
      cancellationsLimit: selfCancel ? 3 : 0,
      remainingCancellations: selfCancel ? rng.int(0, 3) : 0,
      expireAt: selfCancel ? new Date(now + rng.int(5, 90) * DAY) : null,
      updatedBy: selfCancel ? this.staff() : null,
      updatedAt: new Date(ekycAppliedAt ?? c.createdAt),
    });
    const eligible = rng.chance(0.7);
    this.cardEligibility.push({
      consumerId: c.id,
      isEligible: eligible,
      updatedAt: new Date(ekycAppliedAt ?? c.createdAt),
    });
    if (!eligible && rng.chance(0.15)) {
      this.cardEligibilityExceptions.push({
        consumerId: c.id,
        createdBy: this.staff(),
        createdAt: new Date(this.daytime(this.between(c.createdAt, c.activeUntil))),
      });
    }
    if (c.profile.plus === 'full' || (eligible && rng.chance(0.5))) {
      const tokens = rng.int(1, 2);
      let tokenAt = this.daytime(this.between(ekycAppliedAt ?? c.createdAt, c.activeUntil));
      for (let k = 0; k < tokens; k++) {
        const token = rng.id(ID_PREFIXES.gpsToken);
        const last = k === tokens - 1;
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
        this.gpsTokens.push({
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
          this.physicalCardEvents.push({
            token,
            consumerId: c.id,
            physicalCardStatus: e.s,
            physicalCardUpdatedAt: new Date(e.at),
          });
        }
        if (last && rng.chance(0.4)) {
          const linkId = rng.id(ID_PREFIXES.paypalLink);
          const linkedAt = this.daytime(this.between(tokenAt, now));
          const unlinked = rng.chance(0.3);
          const unlinkedAt = unlinked ? this.daytime(this.between(linkedAt + DAY, now)) : null;
          this.paypalLinks.push({
            id: linkId,
            consumerId: c.id,
            status: unlinked ? 'unlinked' : 'linked',
            gpsToken: token,
            createdAt: new Date(linkedAt),
            updatedAt: new Date(unlinkedAt ?? linkedAt),
          });
          this.paypalLinkEvents.push({
            paypalLinkId: linkId,
            consumerId: c.id,
            status: 'linked',
            time: new Date(linkedAt),
          });
          if (unlinkedAt)
            this.paypalLinkEvents.push({
              paypalLinkId: linkId,
              consumerId: c.id,
              status: 'unlinked',
              time: new Date(unlinkedAt),
            });
        }
        tokenAt = this.daytime(this.between(tokenAt + 30 * DAY, c.activeUntil));
      }
    }
  }

  // ---- payments -------------------------------------------------------------------------------------

  pickMerchant(c: ConsumerContext | null): MerchantInfo {
    const { rng } = this;
    const amazon = this.merchants[0];
    const apple = this.merchants[1];
    if (c?.apple === 'approved' && rng.chance(0.25)) return apple;
    if (rng.chance(0.1)) return amazon;
    return this.merchants[rng.int(2, this.merchants.length - 1)];
  }

  makePayments(c: ConsumerContext): void {
    const { rng } = this;
    let count = rng.weighted([
      [0, 10],
      [rng.int(1, 3), 40],
      [rng.int(4, 10), 40],
      [rng.int(11, 30), 10],
    ] as const);
    count = Math.max(count, c.profile.minPayments ?? 0);
    const times = Array.from({ length: count }, () =>
      this.daytime(this.between(c.createdAt, c.activeUntil - (c.closed ? 40 * DAY : 0))),
    );
    times.sort((a, b) => a - b);
    times.forEach((at, k) => this.makePayment(c, at, c.profile.tatekae === true && k === count - 1));
  }

  /** A payment made without a consumer account (rejected at checkout): consumer shows as N/A. */
  makeGuestPayment(): void {
    const at = this.daytime(this.now - this.rng.int(1, 365) * DAY);
    this.makePayment(null, at, false);
  }

  makePayment(c: ConsumerContext | null, createdAt: number, forceTatekae: boolean): void {
    const { rng, now } = this;
    const merchant = this.pickMerchant(c);
    const isAmazon = merchant.category === 'amazon';
    const isApple = merchant.category === 'apple';
    const id = rng.id(isAmazon ? ID_PREFIXES.amazonPayment : ID_PREFIXES.payment);
    const tatekae = !isAmazon && !isApple && (forceTatekae || rng.chance(0.02));
    const [min, max] = PRICE_RANGES[merchant.category];
    const amount = tatekae ? rng.int(10, 100) * 10_000 : shopPrice(rng, min, max);
    const tier: t.PaymentTier =
      c?.plus === 'approved' && rng.chance(0.6) ? 'plus' : rng.chance(0.1) ? 'digital' : 'classic';
    const test = rng.chance(0.015);
    const age = now - createdAt;
    const fate: 'rejected' | 'uncaptured' | 'partial' | 'captured' | 'expired' =
      c === null || rng.chance(0.05)
        ? 'rejected'
        : age < 30 * DAY && !c.closed
          ? rng.weighted([
              ['uncaptured', 40],
              ['partial', 15],
              ['captured', 45],
            ] as const)
          : rng.weighted([
              ['captured', 90],
              ['expired', 10],
            ] as const);
    const status: t.PaymentStatus =
      fate === 'rejected'
        ? 'REJECTED'
        : fate === 'uncaptured' || fate === 'partial'
          ? 'AUTHORIZED'
          : 'CLOSED';

    const person = c?.person ?? this.person();
    const email = c?.email ?? `${person.romajiGiven}.${person.romajiFamily}${rng.digits(3)}@gmail.com`;
    const phone = c?.phone ?? `81${rng.pick(['90', '80', '70'])}${rng.digits(8)}`;
    const home = c?.address ?? this.address();
    const shipping = rng.chance(0.85) ? home : this.address();
    const needsContract = tatekae || amount >= 100_000;

    // Order: items + shipping = amount; the tax is the 10 % included in the item prices.
    const shippingFee =
      merchant.category === 'digital' || merchant.category === 'lessons' || amount < 3_000
        ? 0
        : rng.pick([0, 0, 550, 880]);
    const subtotal = amount - shippingFee;
    const products = isAmazon
      ? PRODUCTS[rng.pick(GENERATED_MERCHANT_CATEGORIES) as Exclude<MerchantCategory, 'amazon'>]
      : PRODUCTS[merchant.category as Exclude<MerchantCategory, 'amazon'>];
    const itemCount = subtotal >= 3_000 ? rng.int(1, 3) : 1;
    let left = subtotal;
    for (let k = 0; k < itemCount; k++) {
      const last = k === itemCount - 1;
      const quantity = last ? 1 : rng.int(1, 2);
      const unit = last
        ? left
        : Math.max(
            100,
            Math.floor(((left / (itemCount - k)) * (0.3 + rng.next() * 0.5)) / quantity / 10) * 10,
          );
      left -= unit * quantity;
      this.orderItems.push({
        paymentId: id,
        consumerId: c?.id ?? null,
        itemId: `SKU-${rng.digits(6)}`,
        title: rng.pick(products),
        description: null,
        unitPrice: yen(unit),
        quantity,
      });
    }
    const orderRef = isAmazon
      ? `${rng.digits(3)}-${rng.digits(7)}-${rng.digits(7)}`
      : `ORD-${isoDate(createdAt).replace(/-/g, '')}-${rng.digits(6)}`;

    // Captures and refunds.
    let captured = 0;
    let updatedAt = createdAt;
    const captureRows: { id: string; amount: number; at: number }[] = [];
    if (fate === 'captured' || fate === 'partial') {
      const split = fate === 'partial' || (amount > 5_000 && rng.chance(0.1));
      const first = split ? Math.floor((amount * (0.3 + rng.next() * 0.4)) / 10) * 10 : amount;
      const parts = fate === 'partial' ? [first] : split ? [first, amount - first] : [amount];
      let at = createdAt;
      for (const part of parts) {
        at = Math.min(now - 60_000, at + rng.int(1, 5 * 24 * 60) * 60_000);
        const captureId = rng.id(ID_PREFIXES.capture);
        captureRows.push({ id: captureId, amount: part, at });
        this.captures.push({
          id: captureId,
          paymentId: id,
          consumerId: c?.id ?? null,
          amount: yen(part),
          createdAt: new Date(at),
        });
        captured += part;
        updatedAt = at;
      }
    }
    let refunded = 0;
    const refundRows: { amount: number; at: number }[] = [];
    if (captureRows.length && rng.chance(0.12)) {
      const capture = rng.pick(captureRows);
      const full = rng.chance(0.5);
      const refundAmount = full
        ? capture.amount
        : Math.max(10, Math.floor((capture.amount * rng.next() * 0.8) / 10) * 10);
      const at = Math.min(now - 60_000, capture.at + rng.int(1, 20 * 24 * 60) * 60_000);
      this.refunds.push({
        id: rng.id(ID_PREFIXES.refund),
        paymentId: id,
        captureId: capture.id,
        consumerId: c?.id ?? null,
        amount: yen(refundAmount),
        reason: full
          ? rng.pick(['返品', '注文キャンセル', '商品不良', '在庫切れ'])
          : rng.pick(REFUND_REASONS),
        createdAt: new Date(at),
      });
      refunded = refundAmount;
      refundRows.push({ amount: refundAmount, at });
      updatedAt = Math.max(updatedAt, at);
    }
    if (fate === 'expired') updatedAt = Math.min(now - 60_000, createdAt + 30 * DAY);

    const householdSize = rng.int(1, 5);
    this.payments.push({
      id,
      consumerId: c?.id ?? null,
      merchantId: merchant.id,
      merchantName: merchant.name,
      isSpecifiedContinuousServiceMerchant: merchant.continuousService,
      status,
      tier,
      tags: tatekae ? ['tatekae'] : merchant.category === 'lessons' ? ['subscription'] : [],
      test,
      amount: yen(amount),
      description: isApple ? 'Apple Store でのご購入' : `${merchant.name} ご注文 ${orderRef}`,
      basketId: rng.chance(0.3) ? `bsk_${rng.digits(10)}` : null,
      appleOrderNumber: isApple ? `W${rng.digits(10)}` : null,
      shippingLine1: shipping.line1,
      shippingLine2: shipping.line2,
      shippingCity: shipping.city,
      shippingState: shipping.state,
      shippingZip: shipping.zip,
      billingLine1: home.line1,
      billingLine2: home.line2,
      billingCity: home.city,
      billingState: home.state,
      billingZip: home.zip,
      buyerName1: person.kanji,
      buyerName2: person.kana,
      buyerEmail: email,
      buyerPhone: phone,
      buyerDataJson: {
        age: rng.int(30, 2_000),
        order_count: rng.int(1, 120),
        ltv: rng.int(1, 500) * 1_000,
        last_order_amount: rng.int(1, 50) * 1_000,
        last_order_at: rng.int(1, 365),
        account_registration_date: isoDate(createdAt - rng.int(30, 2_000) * DAY),
      },
      consumerEmail: c ? email : null,
      consumerPhone: c ? phone : null,
      consumerName1: c ? person.kanji : null,
      consumerName2: c ? person.kana : null,
      consumerLine1: c ? home.line1 : null,
      consumerLine2: c ? home.line2 : null,
      consumerCity: c ? home.city : null,
      consumerState: c ? home.state : null,
      consumerZip: c ? home.zip : null,
      contractFirstName: needsContract ? person.givenKanji : null,
      contractLastName: needsContract ? person.familyKanji : null,
      contractAnnualIncome: needsContract ? yen(rng.int(20, 120) * 100_000) : null,
      contractDateOfBirth: needsContract
        ? c
          ? this.consumers[this.consumers.length - 1].dateOfBirth
          : null
        : null,
      contractGender: needsContract ? person.gender : null,
      contractMaritalStatus: needsContract ? rng.pick(['single', 'married', 'divorced', 'widowed']) : null,
      contractHouseholdSize: needsContract ? householdSize : null,
      contractMortgage: needsContract ? rng.chance(0.3) : null,
      contractEmployer: needsContract ? fakerJA.company.name() : null,
      contractLine1: needsContract ? home.line1 : null,
      contractLine2: needsContract ? home.line2 : null,
      contractCity: needsContract ? home.city : null,
      contractState: needsContract ? home.state : null,
      contractZip: needsContract ? home.zip : null,
      contractResidenceType: needsContract ? rng.pick(['own', 'rent', 'family', 'company_housing']) : null,
      orderRef,
      orderTax: yen(Math.floor((subtotal * 10) / 110)),
      orderShipping: yen(shippingFee),
      orderUpdatedAt: new Date(createdAt),
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
      expiresAt: new Date(createdAt + 30 * DAY),
    });

    if (c && captureRows.length)
      this.paymentCharges(c, id, merchant, tier, orderRef, captureRows, refundRows, isApple);

    // Messages and assessments.
    if (c && status !== 'REJECTED' && rng.chance(0.7)) {
      this.paymentMessages.push({
        paymentId: id,
        consumerId: c.id,
        kind: 'email',
        subject: 'ご利用ありがとうございます',
        message: `${merchant.name}でのお支払い（${amount.toLocaleString('ja-JP')}円）を承りました。`,
        dispatched: rng.chance(0.96),
        createdAt: new Date(createdAt + 30_000),
      });
      if (captured > 0 && rng.chance(0.3)) {
        this.paymentMessages.push({
          paymentId: id,
          consumerId: c.id,
          kind: rng.pick(['sms', 'push']),
          subject: rng.chance(0.5) ? 'ご利用確定のお知らせ' : null,
          message: rng.chance(0.9) ? `ご利用が確定しました。ご請求は翌月にまとめてお知らせします。` : null,
          dispatched: rng.chance(0.9),
          createdAt: new Date(captureRows[0].at + 60_000),
        });
      }
    }
    if (status === 'REJECTED' || rng.chance(0.3)) {
      const kinds = status === 'REJECTED' ? ['fraud', 'credit'] : [rng.pick(['fraud', 'credit'])];
      for (const kind of kinds) {
        const rejected = status === 'REJECTED' && (kind === 'credit' || rng.chance(0.5));
        this.assessmentReports.push({
          id: rng.id(ID_PREFIXES.assessmentReport),
          paymentId: id,
          consumerId: c?.id ?? null,
          kind,
          result: rejected ? 'rejected' : rng.chance(0.05) ? 'review' : 'approved',
          reason: rejected
            ? rng.pick(['limit_exceeded', 'high_risk_score', 'unpaid_bills', 'identity_mismatch'])
            : null,
          metadataJson: {
            score: Math.round(rng.next() * 1000) / 1000,
            model: kind === 'fraud' ? 'fraud-gbm-v7' : 'credit-lr-v12',
            rulesHit: rejected ? [rng.pick(['velocity_24h', 'new_device', 'address_mismatch', 'limit'])] : [],
          },
          createdAt: new Date(createdAt + 800),
        });
      }
      if (rng.chance(0.02)) {
        this.assessmentReportErrors.push({
          paymentId: id,
          consumerId: c?.id ?? null,
          kind: rng.pick(['Timeout', 'UpstreamUnavailable']),
          description: rng.pick(['CIC照会がタイムアウトしました', '与信モデルの応答がありません']),
          createdAt: new Date(createdAt + 5_000),
        });
      }
    }
    if (c) c.payments.push({ id, merchant, amount, captured, refunded, createdAt, status, tier, isApple });
  }

  /** Ledger lines for a payment's captures and refunds, or its installment plan. */
  paymentCharges(
    c: ConsumerContext,
    paymentId: string,
    merchant: MerchantInfo,
    tier: t.PaymentTier,
    orderRef: string,
    captureRows: { id: string; amount: number; at: number }[],
    refundRows: { amount: number; at: number }[],
    isApple: boolean,
  ): void {
    const { rng, now } = this;
    const chargeTier = tier === 'plus' ? 'Plus' : tier === 'digital' ? 'Digital' : 'Classic';
    const total =
      captureRows.reduce((s, r) => s + r.amount, 0) - refundRows.reduce((s, r) => s + r.amount, 0);
    const firstCapture = captureRows[0].at;
    const eligibleForPlan = captureRows.length === 1 && refundRows.length === 0 && total >= 3_000;
    const wantPlan =
      isApple || (eligibleForPlan && (c.profile.installments ? rng.chance(0.5) : rng.chance(0.06)));
    if (wantPlan && eligibleForPlan) {
      const kind: t.InstallmentKind = isApple
        ? 'apple'
        : rng.pick(['three_pay', 'six_pay', 'twelve_pay'] as const);
      const n = t.INSTALLMENT_COUNTS[kind];
      const converted = firstCapture + rng.int(1, 72) * 3_600_000;
      if (converted < now) {
        const planId = rng.id(ID_PREFIXES.installmentPlan);
        const per = Math.floor(total / n);
        const elapsed = Math.min(n, monthsBetween(converted, now) + 1);
        const canceled = !isApple && elapsed < n && (this.canceledPlans === 0 || rng.chance(0.15));
        if (canceled) this.canceledPlans++;
        const pushedCount = canceled ? rng.int(1, elapsed) : elapsed;
        let pushed = 0;
        for (let k = 1; k <= pushedCount; k++) {
          const amount = k === n ? total - per * (n - 1) : per;
          const [y, m] = jstYearMonth(converted);
          const at = Math.min(now - 60_000, Math.max(converted, jstDay(y, m + k - 1, 1) + 10 * 3_600_000));
          this.charges.push(
            this.charge(c, {
              paymentId,
              kind: 'Extended',
              tier: chargeTier,
              source: 'installment',
              creditLine: isApple ? 'apple' : 'paidy',
              amount: yen(amount),
              description: `${merchant.name} 分割払い ${k}/${n}回目`,
              pushedAt: new Date(at),
              orderReference: orderRef,
              installmentPlanKind: kind,
              installmentPlanChargeKind: 'principal',
              installmentPlanInstallmentNumber: k,
              installmentPlanId: planId,
              createdAt: new Date(at),
            }),
          );
          pushed += amount;
        }
        let canceledAt: number | null = null;
        if (canceled) {
          canceledAt = this.daytime(this.between(converted + DAY, now));
          this.charges.push(
            this.charge(c, {
              paymentId,
              kind: 'Regular',
              tier: chargeTier,
              source: 'installment',
              creditLine: 'paidy',
              amount: yen(total - pushed),
              description: `${merchant.name} 分割払いの一括払いへの変更`,
              pushedAt: new Date(canceledAt),
              orderReference: orderRef,
              installmentPlanKind: kind,
              installmentPlanChargeKind: 'lump_sum',
              installmentPlanId: planId,
              createdAt: new Date(canceledAt),
            }),
          );
        }
        const outstanding = canceled ? 0 : total - pushed;
        const status = canceled ? 'canceled' : outstanding === 0 ? 'completed' : 'active';
        this.installmentContracts.push({
          id: planId,
          consumerId: c.id,
          kind,
          paymentId,
          merchantId: merchant.id,
          merchantName: merchant.name,
          status,
          numberOfInstallments: n,
          totalCaptureAmount: yen(total),
          outstandingAmount: yen(outstanding),
          refundAmount: '0',
          test: false,
          dateConverted: new Date(converted),
          canceledAt: canceledAt ? new Date(canceledAt) : null,
          canceledBy: canceledAt ? (rng.chance(0.5) ? 'consumer' : this.staff()) : null,
        });
        return;
      }
    }
    for (const r of captureRows) {
      this.charges.push(
        this.charge(c, {
          paymentId,
          kind: 'Regular',
          tier: chargeTier,
          source: 'capture',
          creditLine: isApple ? 'apple' : 'paidy',
          amount: yen(r.amount),
          description: `${merchant.name} でのご利用`,
          pushedAt: new Date(r.at),
          orderReference: orderRef,
          createdAt: new Date(r.at),
        }),
      );
    }
    for (const r of refundRows) {
      this.charges.push(
        this.charge(c, {
          paymentId,
          kind: 'Regular',
          tier: chargeTier,
          source: 'refund',
          creditLine: isApple ? 'apple' : 'paidy',
          amount: yen(-r.amount),
          description: `${merchant.name} 返金`,
          pushedAt: new Date(r.at),
          orderReference: orderRef,
          createdAt: new Date(r.at),
        }),
      );
    }
  }

  charge(c: ConsumerContext, row: Omit<ChargeRow, 'id' | 'consumerId'>): ChargeRow {
    return { id: this.rng.id(ID_PREFIXES.charge), consumerId: c.id, ...row };
  }

  // ---- bills and settlements ------------------------------------------------------------------------

  makeBills(c: ConsumerContext, own: ChargeRow[]): void {
    const { rng, now } = this;
    const byMonth = new Map<string, ChargeRow[]>();
    for (const ch of own) {
      const [y, m] = jstYearMonth((ch.pushedAt as Date).getTime());
      const key = `${y}-${String(m).padStart(2, '0')}`;
      if (!byMonth.has(key)) byMonth.set(key, []);
      byMonth.get(key)!.push(ch);
    }
    const months = [...byMonth.keys()].sort();
    // The latest issued bills of an overdue consumer stay unpaid.
    const issued = months.filter((k) => {
      const [y, m] = k.split('-').map(Number);
      return jstDay(y, m + 1, 1) <= now;
    });
    const unpaidFrom = c.overdue ? Math.max(0, issued.length - rng.int(1, 3)) : issued.length;
    issued.forEach((key, index) => {
      const [y, m] = key.split('-').map(Number);
      const lines = byMonth.get(key)!;
      const issueMs = jstDay(y, m + 1, 1);
      const dueAt = jstDay(y, m + 1, 10) + DAY - 1000;
      const amount = Math.max(
        0,
        lines.reduce((s, l) => s + Number(l.amount), 0),
      );
      const id = rng.id(ID_PREFIXES.billStatement);
      for (const l of lines) l.billStatementId = id;
      const isCurrent = dueAt > now;
      const overdueBill = index >= unpaidFrom && dueAt < now && amount > 0;
      const openCurrent = isCurrent && amount > 0 && !c.closed && rng.chance(0.7);
      const voided = !overdueBill && !openCurrent && amount > 0 && rng.chance(0.005);
      let unpaid = 0;
      let lateFees = 0;
      let paidAt: number | null = null;
      let status: (typeof t.BILL_STATEMENT_STATUSES)[number] = 'Closed';
      if (overdueBill) {
        unpaid = amount;
        lateFees = Math.floor((amount * 0.146 * Math.floor((now - dueAt) / DAY)) / 365);
        status = 'Enabled';
      } else if (openCurrent) {
        unpaid = amount;
        status = 'Enabled';
      } else if (voided) {
        status = 'Disabled';
      } else if (amount > 0) {
        paidAt = this.daytime(this.between(issueMs + DAY, Math.min(dueAt, now)));
      } else {
        paidAt = null;
      }
      this.billStatements.push({
        id,
        consumerId: c.id,
        usageMonth: `${key}-01`,
        issueDate: isoDate(issueMs),
        amount: yen(amount),
        unpaidAmount: yen(unpaid),
        lateFeesAmount: yen(lateFees),
        status,
        dueAt: new Date(dueAt),
        paidAt: paidAt ? new Date(paidAt) : null,
        createdAt: new Date(issueMs),
      });
      if (amount <= 0 || voided) return;
      this.paymentCodes.push({
        billStatementId: id,
        consumerId: c.id,
        value: rng.digits(14),
        createdAt: new Date(issueMs),
      });
      if (lateFees > 0) {
        this.charges.push(
          this.charge(c, {
            kind: 'Regular',
            tier: 'Classic',
            source: 'late_fee',
            creditLine: 'paidy',
            amount: yen(lateFees),
            description: '遅延損害金',
            pushedAt: new Date(now - DAY),
            createdAt: new Date(now - DAY),
          }),
        );
      }
      this.settle(c, id, amount, issueMs, dueAt, paidAt, overdueBill);
    });
  }

  settle(
    c: ConsumerContext,
    billId: string,
    amount: number,
    issueMs: number,
    dueAt: number,
    paidAt: number | null,
    overdue: boolean,
  ): void {
    const { rng, now } = this;
    const method =
      c.settlement === 'BankTransfer' ? (rng.chance(0.7) ? 'VAN' : 'BankTransfer') : c.settlement;
    if (method === 'AutoDebit') {
      const pullAt = jstDay(...jstYearMonth(issueMs), 12) + 10 * 3_600_000;
      this.autoDebitSettlements.push({
        billStatementId: billId,
        consumerId: c.id,
        pullAmount: yen(amount),
        pullStatus: paidAt ? 'Succeeded' : overdue ? 'Failed' : 'Scheduled',
        resultsProcessedBy: new Date(pullAt + 3 * DAY),
      });
      if (paidAt)
        this.settlementCharge(
          c,
          billId,
          amount,
          paidAt,
          'AutoDebit',
          `AD${rng.digits(12)}`,
          null,
          null,
          null,
        );
      return;
    }
    if (method === 'Combini') {
      const store = rng.pick([
        'セブン-イレブン',
        'ローソン',
        'ファミリーマート',
        'ミニストップ',
        'デイリーヤマザキ',
        'セイコーマート',
      ]);
      const providerName = rng.pick(['wellnet', 'dsk']);
      const providerRef = `${providerName === 'wellnet' ? 'WN' : 'DS'}${rng.digits(14)}`;
      const fee = 356;
      const combiniId = rng.id(ID_PREFIXES.combiniPayment);
      const expiresAt = dueAt + 30 * DAY;
      const consumerCode = rng.digits(11);
      const merchantCode = rng.digits(6);
      const status = paidAt ? 'PAID' : expiresAt < now ? 'EXPIRED' : 'PENDING';
      this.combiniPayments.push({
        id: combiniId,
        consumerId: c.id,
        status,
        orderRef: billId,
        amount: yen(amount),
        settlementFeeAmount: yen(fee),
        test: false,
        canCancel: status === 'PENDING',
        merchantId: null,
        merchantName: null,
        buyerName1: c.person.kanji,
        buyerName2: c.person.kana,
        buyerEmail: c.email,
        buyerPhone: c.phone,
        providerName,
        providerRef,
        consumerCode,
        merchantCode,
        createdAt: new Date(issueMs),
        updatedAt: new Date(paidAt ?? issueMs),
        expiresAt: new Date(expiresAt),
        paidAt: paidAt ? new Date(paidAt) : null,
      });
      this.combiniSettlements.push({
        billStatementId: billId,
        consumerId: c.id,
        combiniPaymentId: combiniId,
        amount: yen(amount),
        settlementFeeAmount: yen(fee),
        merchantCode,
        consumerCode,
      });
      if (paidAt) {
        const barcode = rng.digits(44);
        this.settlementCharge(c, billId, amount, paidAt, 'Combini', providerRef, barcode, store, fee);
        // A store receipt reported twice by the provider: the suspicious duplicate settlement search finds it.
        if (rng.chance(0.02) || this.duplicates === 0) {
          this.duplicates++;
          this.settlementCharge(
            c,
            billId,
            amount,
            Math.min(now - 60_000, paidAt + rng.int(5, 3 * 24 * 60) * 60_000),
            'Combini',
            providerRef,
            barcode,
            store,
            fee,
          );
        }
      }
      return;
    }
    if (paidAt) {
      const ref = `${method === 'VAN' ? 'VA' : 'BT'}${rng.digits(12)}`;
      this.settlementCharge(c, billId, amount, paidAt, method, ref, null, null, null);
      if (rng.chance(0.01))
        this.settlementCharge(
          c,
          billId,
          amount,
          Math.min(now - 60_000, paidAt + DAY),
          method,
          ref,
          null,
          null,
          null,
        );
    }
  }

  duplicates = 0;
  canceledPlans = 0;

  settlementCharge(
    c: ConsumerContext,
    billId: string,
    amount: number,
    at: number,
    method: (typeof t.SETTLEMENT_METHODS)[number],
    providerRef: string,
    barcodeId: string | null,
    store: string | null,
    fee: number | null,
  ): void {
    this.charges.push(
      this.charge(c, {
        billStatementId: billId,
        kind: 'Regular',
        tier: 'Classic',
        source: 'settlement',
        creditLine: 'paidy',
        amount: yen(amount),
        description: 'お支払い',
        pushedAt: new Date(at),
        providerRef,
        barcodeId,
        orderReference: billId,
        settlementMethod: method,
        settlementStoreName: store,
        settlementFee: fee === null ? null : yen(fee),
        createdAt: new Date(at),
      }),
    );
  }

  /** Store payments taken for merchants (not bills): some without a consumer account. */
  makeMerchantCombiniPayment(): void {
    const { rng, now } = this;
    const merchant = this.merchants[rng.int(2, this.merchants.length - 1)];
    const consumer = rng.chance(0.5) && this.consumers.length ? rng.pick(this.consumers) : null;
    const person = this.person();
    const createdAt = this.daytime(now - rng.int(1, 200) * DAY);
    const expiresAt = createdAt + 7 * DAY;
    const status = rng.weighted([
      ['PAID', 60],
      [expiresAt > now ? 'PENDING' : 'EXPIRED', 25],
      ['CANCELED', 15],
    ] as const);
    const paidAt = status === 'PAID' ? this.between(createdAt + 3_600_000, Math.min(now, expiresAt)) : null;
    const [min, max] = PRICE_RANGES[merchant.category];
    this.combiniPayments.push({
      id: rng.id(ID_PREFIXES.combiniPayment),
      consumerId: consumer?.id ?? null,
      status,
      orderRef: `ORD-${isoDate(createdAt).replace(/-/g, '')}-${rng.digits(6)}`,
      amount: yen(shopPrice(rng, min, Math.min(max, 300_000))),
      settlementFeeAmount: yen(rng.pick([0, 190, 356])),
      test: rng.chance(0.05),
      canCancel: status === 'PENDING',
      merchantId: merchant.id,
      merchantName: merchant.name,
      buyerName1: consumer?.kanjiName ?? person.kanji,
      buyerName2: consumer?.kanaName ?? person.kana,
      buyerEmail: consumer?.email ?? `${person.romajiFamily}${rng.digits(4)}@yahoo.co.jp`,
      buyerPhone: consumer?.phone ?? `81${rng.pick(['90', '80', '70'])}${rng.digits(8)}`,
      providerName: rng.pick(['wellnet', 'dsk']),
      providerRef: `CV${rng.digits(14)}`,
      consumerCode: rng.digits(11),
      merchantCode: rng.digits(6),
      createdAt: new Date(createdAt),
      updatedAt: new Date(paidAt ?? createdAt),
      expiresAt: new Date(expiresAt),
      paidAt: paidAt ? new Date(paidAt) : null,
    });
  }

  // ---- fraud ----------------------------------------------------------------------------------------

  makeFraud(c: ConsumerContext, fraud: 'active' | 'unflagged' | undefined): void {
    const { rng } = this;
    if (fraud) {
      const flaggedAt = this.daytime(this.between(c.createdAt + DAY, c.activeUntil));
      const unflagged = fraud === 'unflagged';
      const unflaggedAt = unflagged ? this.daytime(this.between(flaggedAt + DAY, c.activeUntil)) : null;
      this.consumerFraudFlags.push({
        id: rng.id(ID_PREFIXES.consumerFraudFlag),
        consumerId: c.id,
        flaggedFor: rng.pick([
          'identity_theft',
          'account_takeover',
          'multiple_accounts',
          'resale_fraud',
          'no_intention_to_pay',
        ]),
        flaggedBy: this.staff(),
        flaggedAt: new Date(flaggedAt),
        unflaggedAt: unflaggedAt ? new Date(unflaggedAt) : null,
        unflaggedBy: unflaggedAt ? this.staff() : null,
        unflagMessage: unflaggedAt ? '調査の結果、本人利用と確認したため解除' : null,
      });
      const logs = rng.int(1, 3);
      for (let k = 0; k < logs; k++) {
        this.fraudEventLogs.push({
          consumerId: c.id,
          message: rng.pick(FRAUD_LOG_MESSAGES),
          createdBy: this.staff(),
          createdAt: new Date(flaggedAt + k * rng.int(1, 48) * 3_600_000),
        });
      }
      c.fraudFlaggedAt = flaggedAt;
      const candidates = c.payments.filter((p) => p.status !== 'REJECTED');
      for (const p of rng.sample(candidates, rng.int(1, 3))) {
        const flagId = rng.id(ID_PREFIXES.paymentFraudFlag);
        const at = Math.max(p.createdAt + 3_600_000, flaggedAt);
        const off = unflagged || rng.chance(0.2);
        const offAt = off ? this.between(at + DAY, this.now - 60_000) : null;
        const by = this.staff();
        this.paymentFraudFlags.push({
          id: flagId,
          paymentId: p.id,
          consumerId: c.id,
          merchantId: p.merchant.id,
          flaggedFor: rng.pick([
            'unauthorized_use',
            'merchant_report',
            'chargeback_like',
            'suspicious_shipping',
          ]),
          excludeFromBill: rng.chance(0.5),
          active: !off,
          flaggedBy: by,
          flaggedAt: new Date(at),
          unflaggedFor: off ? rng.pick(['confirmed_genuine', 'merchant_withdrew', 'flagged_in_error']) : null,
          unflaggedBy: off ? this.staff() : null,
          unflaggedAt: offAt ? new Date(offAt) : null,
        });
        this.paymentFraudFlagEvents.push({
          paymentId: p.id,
          consumerId: c.id,
          paymentFraudFlagId: flagId,
          message: '不正フラグを登録しました',
          createdBy: by,
          createdAt: new Date(at),
        });
        if (offAt)
          this.paymentFraudFlagEvents.push({
            paymentId: p.id,
            consumerId: c.id,
            paymentFraudFlagId: flagId,
            message: '不正フラグを解除しました',
            createdBy: this.staff(),
            createdAt: new Date(offAt),
          });
      }
    }
    if (c.profile.exclusion || rng.chance(0.02)) {
      const kinds = rng.sample(['fraud', 'credit', 'identity', 'amazon_limit', 'plus_limit'], rng.int(1, 2));
      for (const kind of kinds) {
        const at = this.daytime(this.between(c.createdAt, c.activeUntil));
        const off = rng.chance(0.2);
        this.assessmentExclusions.push({
          id: rng.id(ID_PREFIXES.assessmentExclusion),
          consumerId: c.id,
          assessmentKind: kind,
          excludedBy: this.staff(),
          excludedAt: new Date(at),
          deactivatedAt: off ? new Date(this.between(at + DAY, this.now - 60_000)) : null,
          deactivatedBy: off ? this.staff() : null,
        });
      }
    }
  }

  // ---- logs, messages, VAN, contracts ---------------------------------------------------------------

  makeConsumerExtras(c: ConsumerContext): void {
    const { rng, now } = this;
    const logCount =
      c.legalStatus !== 'Normal' || c.closed || c.fraudFlaggedAt
        ? rng.int(1, 3)
        : rng.chance(0.25)
          ? rng.int(1, 3)
          : 0;
    for (let k = 0; k < logCount; k++) {
      this.adminLogs.push({
        consumerId: c.id,
        message:
          k === 0 && c.legalStatus !== 'Normal'
            ? `法的ステータスを「${LEGAL_STATUS_TEXT[c.legalStatus]}」に変更。関係書類を受領済み。`
            : rng.pick(ADMIN_LOG_MESSAGES),
        creator: this.staff(),
        createdAt: new Date(this.daytime(this.between(c.createdAt, c.activeUntil))),
      });
    }
    const messageCount = rng.int(0, 4);
    for (let k = 0; k < messageCount; k++) {
      const m = rng.pick(CONSUMER_MESSAGES);
      this.consumerMessages.push({
        consumerId: c.id,
        kind: m.kind,
        subject: m.subject || null,
        message: rng.chance(0.97) ? m.message : null,
        dispatched: rng.chance(0.95),
        createdAt: new Date(this.daytime(this.between(c.createdAt, c.activeUntil))),
      });
    }
    if (rng.chance(0.03) && !c.closed) {
      this.smsLog.push({
        consumerId: c.id,
        phone: c.phone,
        body: 'お支払いの確認ができておりません。お手数ですがアプリよりご確認ください。',
        result: 'Success',
        sentBy: this.staff(),
        createdAt: new Date(this.daytime(this.between(c.createdAt, now))),
      });
    }
    if (rng.chance(0.02) && !c.closed) {
      const at = this.daytime(this.between(c.createdAt, now));
      this.loginSessions.push({
        id: rng.id(ID_PREFIXES.consumerLoginSession),
        kind: 'impersonation',
        status: at + 15 * 60_000 < now ? 'expired' : 'active',
        consumerId: c.id,
        merchantId: null,
        merchantMemberId: null,
        createdBy: this.staff(),
        createdAt: new Date(at),
        expiresAt: new Date(at + 15 * 60_000),
      });
    }
    if (c.hasVan) {
      let accountNumber: string;
      do accountNumber = String(rng.int(1_000_000, 9_999_999));
      while (this.usedVanNumbers.has(accountNumber));
      this.usedVanNumbers.add(accountNumber);
      const [branchName, branchCode] = rng.pick([
        ['あじさい支店', '101'],
        ['すみれ支店', '102'],
        ['ひまわり支店', '103'],
        ['さくら支店', '104'],
        ['もみじ支店', '105'],
      ]);
      this.vans.push({
        consumerId: c.id,
        bankName: rng.pick(['GMOあおぞらネット銀行', '住信SBIネット銀行']),
        branchName,
        branchCode,
        accountType: '普通',
        accountNumber,
        accountName: toHalfWidthKana(c.person.kana),
        vanKey: rng.uuid(),
        assignedAt: new Date(this.daytime(this.between(c.createdAt, c.activeUntil))),
      });
    }
    if (c.profile.multiPay || rng.chance(0.03)) {
      const applied = this.daytime(this.between(c.createdAt, c.activeUntil));
      const status = c.closed
        ? rng.pick(['completed', 'canceled'] as const)
        : rng.weighted([
            ['active', 50],
            ['applied', 10],
            ['completed', 20],
            ['canceled', 10],
            ['rejected', 10],
          ] as const);
      const installments = rng.pick([6, 10, 12, 24]);
      const principal = rng.int(5, 60) * 10_000;
      const approvedAt =
        status === 'applied' || status === 'rejected' ? null : applied + rng.int(1, 72) * 3_600_000;
      this.multiPayContracts.push({
        id: rng.id(ID_PREFIXES.multiPayContract),
        consumerId: c.id,
        nameKana: c.person.kana,
        applicationDatetime: new Date(applied),
        approvalDatetime: approvedAt ? new Date(approvedAt) : null,
        currentNumberOfInstallments:
          status === 'active' ? rng.int(1, installments) : status === 'completed' ? installments : 0,
        currentPrincipal: yen(status === 'active' ? principal : status === 'completed' ? 0 : principal),
        status,
        test: false,
      });
    }
  }

  makeBatches(): void {
    const { rng, now } = this;
    const withStatus = this.consumers.filter((c) => c.legalStatus !== 'Normal');
    if (!withStatus.length) return;
    const first = now - rng.int(20, 60) * DAY;
    const second = now - rng.int(2, 10) * DAY;
    const batches = [
      { at: first, items: withStatus.slice(0, Math.ceil(withStatus.length / 2)), missing: false },
      { at: second, items: withStatus.slice(Math.ceil(withStatus.length / 2)), missing: true },
    ];
    for (const b of batches) {
      if (!b.items.length) continue;
      const id = `${ID_PREFIXES.legalStatusBatch}${Math.trunc(b.at)}`;
      const by = 'admin@example.com';
      const rows = b.items.map((c) => ({
        consumerId: c.id,
        desired: c.legalStatus as LegalStatus,
        ok: true as boolean,
        error: null as string | null,
      }));
      if (b.missing)
        rows.push({
          consumerId: rng.id(ID_PREFIXES.consumer),
          desired: 'Dead',
          ok: false,
          error: 'NotFound',
        });
      const failures = rows.filter((r) => !r.ok).length;
      this.legalStatusBatches.push({
        id,
        comment: b.missing ? '弁護士からの受任通知に基づく一括更新' : null,
        length: rows.length,
        createdBy: by,
        createdAt: new Date(b.at),
        completedAt: new Date(b.at + rng.int(5, 90) * 1000),
        successes: rows.length - failures,
        failures,
        success: true,
        error: null,
      });
      rows.forEach((r, k) =>
        this.legalStatusBatchItems.push({
          batchId: id,
          position: k + 1,
          consumerId: r.consumerId,
          desiredStatus: r.desired,
          previousStatus: r.ok ? 'Normal' : null,
          success: r.ok,
          error: r.error,
          processedAt: new Date(b.at + (k + 1) * 200),
        }),
      );
    }
  }

  makeInvoiceDeactivations(): void {
    const [y, m] = jstYearMonth(this.now);
    for (const [k, merchant] of this.merchants.slice(2, 5).entries()) {
      const [yy, mm] = jstYearMonth(jstDay(y, m - k - 1, 1));
      this.invoiceDeactivations.push({
        merchantId: merchant.id,
        year: yy,
        month: mm,
        createdBy: 'admin@example.com',
        createdAt: new Date(this.now - (k + 1) * 7 * DAY),
      });
    }
  }
}

type EkycStatus = (typeof t.EKYC_STATUSES)[number];

interface ConsumerContext {
  id: string;
  person: Person;
  email: string;
  phone: string;
  address: Address;
  createdAt: number;
  /** Closing time for a closed account, else now: nothing happens after it. */
  activeUntil: number;
  closed: boolean;
  profile: Profile;
  legalStatus: LegalStatus;
  plus: EkycStatus;
  houkatsu?: (typeof t.HOUKATSU_STATUSES)[number];
  apple: (typeof t.APPLE_STATUSES)[number];
  settlement: 'AutoDebit' | 'Combini' | 'BankTransfer';
  overdue: boolean;
  hasVan: boolean;
  fraudFlaggedAt: number | null;
  payments: PaymentSummary[];
}

interface PaymentSummary {
  id: string;
  merchant: MerchantInfo;
  amount: number;
  captured: number;
  refunded: number;
  createdAt: number;
  status: t.PaymentStatus;
  tier: t.PaymentTier;
  isApple: boolean;
}

function monthsBetween(from: number, to: number): number {
  const [fy, fm] = jstYearMonth(from);
  const [ty, tm] = jstYearMonth(to);
  return (ty - fy) * 12 + (tm - fm);
}

/** Fills the database with demo data. Returns the number of rows per table. */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedCounts> {
  const seed = options.seed ?? 1;
  const now = (options.now ?? startOfTodayJst()).getTime();
  const g = new Generator(seed, now);
  g.makeMerchants();
  g.makeFraudReasons();
  for (let i = 0; i < options.consumers; i++) g.makeConsumer(i);
  const guests = Math.max(1, Math.round(options.consumers / 50));
  for (let i = 0; i < guests; i++) g.makeGuestPayment();
  const storePayments = Math.max(3, Math.round(options.consumers / 10));
  for (let i = 0; i < storePayments; i++) g.makeMerchantCombiniPayment();
  g.makeBatches();
  g.makeInvoiceDeactivations();

  const counts: SeedCounts = {};
  await db.orm.transaction(async (tx) => {
    const put = async <T extends Parameters<Orm['insert']>[0]>(
      name: string,
      table: T,
      rows: T['$inferInsert'][],
    ) => {
      counts[name] = await insertAll(tx, table, rows);
    };
    await put(
      'merchants',
      t.merchants,
      g.merchants.map((m) => ({
        id: m.id,
        name: m.name,
        isSpecifiedContinuousServiceMerchant: m.continuousService,
        createdAt: new Date(now - 1000 * DAY),
      })),
    );
    await put('fraud_flag_reasons', t.fraudFlagReasons, g.fraudReasons);
    await put('consumers', t.consumers, g.consumers);
    await put('consumer_history', t.consumerHistory, g.history);
    await put('admin_logs', t.adminLogs, g.adminLogs);
    await put('consumer_messages', t.consumerMessages, g.consumerMessages);
    await put('sms_log', t.smsLog, g.smsLog);
    await put('vans', t.vans, g.vans);
    await put('consumer_login_sessions', t.consumerLoginSessions, g.loginSessions);
    await put('payments', t.payments, g.payments);
    await put('captures', t.captures, g.captures);
    await put('refunds', t.refunds, g.refunds);
    await put('order_items', t.orderItems, g.orderItems);
    await put('payment_messages', t.paymentMessages, g.paymentMessages);
    await put('assessment_reports', t.assessmentReports, g.assessmentReports);
    await put('assessment_report_errors', t.assessmentReportErrors, g.assessmentReportErrors);
    await put('consumer_fraud_flags', t.consumerFraudFlags, g.consumerFraudFlags);
    await put('fraud_event_logs', t.fraudEventLogs, g.fraudEventLogs);
    await put('payment_fraud_flags', t.paymentFraudFlags, g.paymentFraudFlags);
    await put('payment_fraud_flag_events', t.paymentFraudFlagEvents, g.paymentFraudFlagEvents);
    await put('assessment_exclusions', t.assessmentExclusions, g.assessmentExclusions);
    await put('combini_payments', t.combiniPayments, g.combiniPayments);
    await put('bill_statements', t.billStatements, g.billStatements);
    await put('auto_debit_settlements', t.autoDebitSettlements, g.autoDebitSettlements);
    await put('combini_settlements', t.combiniSettlements, g.combiniSettlements);
    await put('payment_codes', t.paymentCodes, g.paymentCodes);
    await put('charges', t.charges, g.charges);
    await put('installment_contracts', t.installmentContracts, g.installmentContracts);
    await put('multi_pay_contracts', t.multiPayContracts, g.multiPayContracts);
    await put('plus_statuses', t.plusStatuses, g.plusStatuses);
    await put('plus_consumer_data', t.plusConsumerData, g.plusConsumerData);
    await put('nlp_migration_statuses', t.nlpMigrationStatuses, g.nlpMigrationStatuses);
    await put('nlp_reports', t.nlpReports, g.nlpReports);
    await put('pac_audit_records', t.pacAuditRecords, g.pacAuditRecords);
    await put('self_cancellation_settings', t.selfCancellationSettings, g.selfCancellationSettings);
    await put('card_eligibility', t.cardEligibility, g.cardEligibility);
    await put('card_eligibility_exceptions', t.cardEligibilityExceptions, g.cardEligibilityExceptions);
    await put('gps_tokens', t.gpsTokens, g.gpsTokens);
    await put('physical_card_events', t.physicalCardEvents, g.physicalCardEvents);
    await put('paypal_links', t.paypalLinks, g.paypalLinks);
    await put('paypal_link_events', t.paypalLinkEvents, g.paypalLinkEvents);
    await put('legal_status_batches', t.legalStatusBatches, g.legalStatusBatches);
    await put('legal_status_batch_items', t.legalStatusBatchItems, g.legalStatusBatchItems);
    await put('invoice_deactivations', t.invoiceDeactivations, g.invoiceDeactivations);
  });
  return counts;
}
