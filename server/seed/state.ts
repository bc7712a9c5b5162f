// The shared part of the demo-data generator: the random source, the clock, the rows made so far, the
// time and money helpers and the shapes every area module passes around.
import { fakerJA } from '@faker-js/faker';
import * as t from '../db/schema/index';
import { ID_PREFIXES } from '../../src/shared/id-patterns';
import type { LegalStatus } from '../../src/shared/legal-status';
import { Random } from './random';
import type { MerchantCategory } from './catalogue';

export const SEED_STAFF_EMAILS = [
  'admin@example.com',
  'support@example.com',
  'k.tanaka@example.com',
  'm.suzuki@example.com',
];

export const DAY = 86_400_000;
export const JST = 9 * 3_600_000;

export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type ConsumerRow = Insert<typeof t.consumers>;
export type PaymentRow = Insert<typeof t.payments>;
export type ChargeRow = Insert<typeof t.charges>;

/** Today 00:00 Asia/Tokyo. */
export function startOfTodayJst(at = new Date()): Date {
  return new Date(Math.floor((at.getTime() + JST) / DAY) * DAY - JST);
}

/** [year, month 1-12] of a time, in Japan. */
export function jstYearMonth(ms: number): [number, number] {
  const d = new Date(ms + JST);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1];
}

/** The instant a Japanese calendar day starts (month may overflow, as with Date.UTC). */
export function jstDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - JST;
}

export function isoDate(ms: number): string {
  return new Date(ms + JST).toISOString().slice(0, 10);
}

export const yen = (n: number) => String(Math.round(n));

/** A price as shops write them: hundreds, often ending in 80 (1,980). */
export function shopPrice(rng: Random, min: number, max: number): number {
  const base = Math.ceil(rng.logUniform(min, max) / 100) * 100;
  return rng.chance(0.5) && base > 100 ? base - 20 : base;
}

export interface Person {
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

export interface Address {
  line1: string | null;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

export interface MerchantInfo {
  id: string;
  name: string;
  category: MerchantCategory;
  continuousService: boolean | null;
}

/** Features forced on the first consumers so that even a small seed shows every case. */
export interface Profile {
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

export type EkycStatus = (typeof t.EKYC_STATUSES)[number];

export interface ConsumerContext {
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

export interface PaymentSummary {
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

export function monthsBetween(from: number, to: number): number {
  const [fy, fm] = jstYearMonth(from);
  const [ty, tm] = jstYearMonth(to);
  return (ty - fy) * 12 + (tm - fm);
}

/** The random source, the clock and the rows made so far, in the order they are inserted. */
export class Generator {
  readonly rng: Random;
  readonly now: number;
  readonly usedEmails = new Set<string>();
  readonly usedPhones = new Set<string>();
  readonly usedVanNumbers = new Set<string>();
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
  /** Duplicate settlements made so far: the first bill settled twice is forced, later ones are rare. */
  duplicates = 0;
  /** Installment plans canceled so far: the first eligible one is forced. */
  canceledPlans = 0;

  constructor(seed: number, now: number) {
    this.rng = new Random(seed);
    this.now = now;
    fakerJA.seed(seed);
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

  charge(c: ConsumerContext, row: Omit<ChargeRow, 'id' | 'consumerId'>): ChargeRow {
    return { id: this.rng.id(ID_PREFIXES.charge), consumerId: c.id, ...row };
  }
}
