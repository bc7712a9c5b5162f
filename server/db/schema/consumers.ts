// Consumers and what hangs directly off them: change history, admin logs, messages, SMS, VANs and
// impersonated login sessions.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import type { LegalStatus } from '../../../src/shared/legal-status';

export const CONSUMER_STATUSES = ['Enabled', 'Disabled', 'Closed'] as const;
export type ConsumerStatus = (typeof CONSUMER_STATUSES)[number];

export const consumers = pgTable(
  'consumers',
  {
    /** con_ + 16 id characters. */
    id: text('id').primaryKey(),
    status: text('status', { enum: CONSUMER_STATUSES }).notNull().default('Enabled'),
    /** A key of src/shared/legal-status.ts (PascalCase). */
    legalStatus: text('legal_status').$type<LegalStatus>().notNull().default('Normal'),
    /** Family and given name separated by one ideographic-or-ASCII space: 山田 太郎. */
    kanjiName: text('kanji_name'),
    /** Full-width katakana reading: ヤマダ タロウ. */
    kanaName: text('kana_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Stored lower-case. */
    email: text('email').notNull(),
    /** Mobile number in the search's normalised form: 81 + the 10 digits after the leading 0 (819012345678). */
    phone: text('phone').notNull(),
    line1: text('line1'),
    line2: text('line2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    closedAt: tstz('closed_at'),
    /** Staff e-mail, or 'consumer' when the consumer closed the account in the app. */
    closedBy: text('closed_by'),
    /** disableConsumer's displayDisableNoticeToConsumer: the consumer app tells the consumer why checkout stopped. */
    displayDisableNotice: boolean('display_disable_notice').notNull().default(false),
    /** The eKYC provider's (Liquid) application id, also searched by the header's ID-card-provider search. */
    liquidApplicationId: text('liquid_application_id'),
    /** Link to the analytics (Mixpanel) profile; null when it could not be generated. */
    analyticsUrl: text('analytics_url'),
    /** The case version (migration 0031): increased by every change to the consumer, in the change's transaction. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    // Unique: the EmailExists / PhoneExists answers hold even when two staff change two consumers at once.
    uniqueIndex('consumers_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('consumers_phone_key').on(t.phone),
    index('consumers_created_at_idx').on(t.createdAt.desc()),
    index('consumers_liquid_application_idx').on(t.liquidApplicationId),
    // The header search's partial keys (migration 0014): the phone's last 8 digits, the e-mail's local part.
    index('consumers_phone_tail_idx').on(sql`right(${t.phone}, 8)`, t.createdAt),
    index('consumers_email_local_idx').on(sql`split_part(lower(${t.email}), '@', 1)`, t.createdAt),
  ],
);

/** The consumer a row belongs to: a required reference to consumers.id. */
export const consumerRef = () =>
  text('consumer_id')
    .notNull()
    .references(() => consumers.id);

/** The key of a table with one row per consumer (its PLUS state, its card eligibility, …). */
export const consumerKey = () =>
  text('consumer_id')
    .primaryKey()
    .references(() => consumers.id);

export const CONSUMER_HISTORY_KINDS = [
  'Created',
  'Updated',
  'Disabled',
  'Enabled',
  'Closed',
  'ContractReverted',
] as const;
export type ConsumerHistoryKind = (typeof CONSUMER_HISTORY_KINDS)[number];

/** The change-history union: one row per record; columns a kind does not use stay null. */
export const consumerHistory = pgTable(
  'consumer_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consumerId: consumerRef(),
    kind: text('kind', { enum: CONSUMER_HISTORY_KINDS }).notNull(),
    occurredAt: tstz('occurred_at').notNull(),
    /** Who made the change (Updated, Disabled, Enabled, Closed): staff e-mail, 'consumer' or 'system'. */
    agent: text('agent'),
    /** Where the account came from (Created): checkout, app, merchant. */
    source: text('source'),
    /** Disabled, Enabled, Closed; ContractReverted: what started it (a bulk cancellation job), else null. */
    reason: text('reason'),
    email: text('email'),
    phone: text('phone'),
    /** Kanji name (name1) and kana name (name2). */
    name1: text('name1'),
    name2: text('name2'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    line1: text('line1'),
    line2: text('line2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    /** Updated: { verified: boolean, verifiedAt?: epoch ms, method?: string }. */
    emailVerificationInfo: jsonb('email_verification_info'),
    legalStatus: text('legal_status').$type<LegalStatus>(),
    /** ContractReverted: the installment plan reverted to a lump sum. */
    installmentPlanId: text('installment_plan_id'),
    /** ContractReverted: the principal not yet charged that became one charge (0 when nothing was left). */
    amount: numeric('amount'),
    /** The second person who approved the change (four eyes); agent is the maker. */
    approvedBy: text('approved_by'),
  },
  (t) => [index('consumer_history_consumer_idx').on(t.consumerId, t.occurredAt.desc())],
);

export const adminLogs = pgTable(
  'admin_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consumerId: consumerRef(),
    message: text('message').notNull(),
    /** Staff e-mail. */
    creator: text('creator').notNull(),
    test: boolean('test').notNull().default(false),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('admin_logs_consumer_idx').on(t.consumerId, t.createdAt.desc())],
);

export const consumerMessages = pgTable(
  'consumer_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consumerId: consumerRef(),
    /** email | sms | push */
    kind: text('kind').notNull(),
    subject: text('subject'),
    message: text('message'),
    dispatched: boolean('dispatched').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('consumer_messages_consumer_idx').on(t.consumerId, t.createdAt.desc())],
);

/**
 * SMS sent from the console (sendSms): recorded as Pending before the gateway is called, then Success or Error with
 * the gateway's answer (docs/decisions.md "Cards, PLUS, SMS, impersonation, VAN"). The Messages tab reads the
 * consumer_messages row the send made.
 */
export const smsLog = pgTable(
  'sms_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consumerId: consumerRef(),
    /** The number it went to, in the stored phone form. */
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    /** Pending (the gateway was not answered yet, or the server stopped meanwhile) | Success | Error */
    result: text('result').notNull(),
    sentBy: text('sent_by').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    /** The Messages tab's row for this SMS. */
    consumerMessageId: bigint('consumer_message_id', { mode: 'number' }).references(
      () => consumerMessages.id,
    ),
    /** What the gateway answered, without personal data: `HTTP 200`, `timeout`, `dev outbox`, … */
    gatewayAnswer: text('gateway_answer'),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    index('sms_log_consumer_idx').on(t.consumerId, t.createdAt.desc()),
    index('sms_log_consumer_message_idx').on(t.consumerMessageId),
  ],
);

/** assignVan's account numbers; a number another VAN already holds (seeded, imported) is skipped. */
export const vanAccountNumberSeq = pgSequence('van_account_number_seq', {
  startWith: 1000000,
  minValue: 1000000,
  maxValue: 9999999,
});

/** Virtual bank account: at most one per consumer (assignVan); an account number belongs to one consumer only. */
export const vans = pgTable(
  'vans',
  {
    consumerId: text('consumer_id')
      .primaryKey()
      .references(() => consumers.id),
    bankName: text('bank_name').notNull(),
    branchName: text('branch_name').notNull(),
    branchCode: text('branch_code').notNull(),
    /** 普通 | 当座 */
    accountType: text('account_type').notNull(),
    /** 7 digits. */
    accountNumber: text('account_number').notNull(),
    /** Half-width katakana account holder name as banks print it. */
    accountName: text('account_name').notNull(),
    vanKey: text('van_key').notNull(),
    assignedAt: tstz('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vans_account_key').on(t.branchCode, t.accountNumber),
    uniqueIndex('vans_account_number_key').on(t.accountNumber),
    uniqueIndex('vans_van_key_key').on(t.vanKey),
  ],
);

/** Impersonated login sessions started from the console (createImpersonatedLoginSession). */
export const consumerLoginSessions = pgTable(
  'consumer_login_sessions',
  {
    /** cls_ + 16: the session's own id (the token handed to the consumer-facing site is never stored). */
    id: text('id').primaryKey(),
    /** sha256 (hex) of the one-time token; null for sessions made before tokens were hashed (never redeemable). */
    tokenHash: text('token_hash'),
    /** impersonation */
    kind: text('kind').notNull(),
    /** active | used | expired (an active session past expires_at is expired too) */
    status: text('status').notNull(),
    consumerId: consumerRef(),
    merchantId: text('merchant_id'),
    merchantMemberId: text('merchant_member_id'),
    createdBy: text('created_by').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    /** When the consumer-facing site redeemed the token (it is usable once). */
    usedAt: tstz('used_at'),
  },
  (t) => [
    index('consumer_login_sessions_consumer_idx').on(t.consumerId, t.createdAt.desc()),
    uniqueIndex('consumer_login_sessions_token_hash_key').on(t.tokenHash),
  ],
);
