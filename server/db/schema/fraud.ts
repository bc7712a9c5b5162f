// Fraud management: flagging reasons, consumer fraud flags, the fraud event log, payment fraud flags
// with their history, and assessment exclusions.
import { bigserial, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { consumerRef } from './consumers';
import { paymentRef } from './payments';

/** consumer_flag (flaggingReasons), payment_flag and payment_unflag (the payment reason lists). */
export const FRAUD_REASON_SCOPES = ['consumer_flag', 'payment_flag', 'payment_unflag'] as const;

export const fraudFlagReasons = pgTable('fraud_flag_reasons', {
  /** A readable slug, e.g. identity_theft. */
  id: text('id').primaryKey(),
  scope: text('scope', { enum: FRAUD_REASON_SCOPES }).notNull(),
  /** Display text (the consumer list calls it `reason`, the payment lists `description`). */
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** A consumer fraud flag; active while unflagged_at is null. Creating one disables the account. */
export const consumerFraudFlags = pgTable(
  'consumer_fraud_flags',
  {
    /** ffl_ + 16. */
    id: text('id').primaryKey(),
    consumerId: consumerRef(),
    /** fraud_flag_reasons.id (scope consumer_flag). */
    flaggedFor: text('flagged_for')
      .notNull()
      .references(() => fraudFlagReasons.id),
    flaggedBy: text('flagged_by').notNull(),
    flaggedAt: tstz('flagged_at').notNull().defaultNow(),
    unflaggedAt: tstz('unflagged_at'),
    unflaggedBy: text('unflagged_by'),
    unflagMessage: text('unflag_message'),
  },
  (t) => [
    index('consumer_fraud_flags_consumer_idx').on(t.consumerId, t.flaggedAt.desc()),
    index('consumer_fraud_flags_flagged_for_idx').on(t.flaggedFor),
  ],
);

/** fraudManagementEventLogs: free-text log lines written by staff on the Fraud tab. */
export const fraudEventLogs = pgTable(
  'fraud_event_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consumerId: consumerRef(),
    message: text('message').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('fraud_event_logs_consumer_idx').on(t.consumerId, t.createdAt.desc())],
);

/** A payment fraud flag; `active` until unflagged. `exclude_from_bill` = except_from_bill. */
export const paymentFraudFlags = pgTable(
  'payment_fraud_flags',
  {
    /** pff_ + 16. */
    id: text('id').primaryKey(),
    paymentId: paymentRef(),
    consumerId: consumerRef(),
    merchantId: text('merchant_id').notNull(),
    /** fraud_flag_reasons.id (scope payment_flag). */
    flaggedFor: text('flagged_for')
      .notNull()
      .references(() => fraudFlagReasons.id),
    excludeFromBill: boolean('exclude_from_bill').notNull().default(false),
    active: boolean('active').notNull().default(true),
    flaggedBy: text('flagged_by').notNull(),
    flaggedAt: tstz('flagged_at').notNull().defaultNow(),
    /** fraud_flag_reasons.id (scope payment_unflag). */
    unflaggedFor: text('unflagged_for').references(() => fraudFlagReasons.id),
    unflaggedBy: text('unflagged_by'),
    unflaggedAt: tstz('unflagged_at'),
  },
  (t) => [
    index('payment_fraud_flags_payment_idx').on(t.paymentId, t.active),
    index('payment_fraud_flags_consumer_idx').on(t.consumerId, t.flaggedAt.desc()),
    index('payment_fraud_flags_flagged_for_idx').on(t.flaggedFor),
    index('payment_fraud_flags_unflagged_for_idx').on(t.unflaggedFor),
  ],
);

/** The payment's fraud log (paymentFraudFlagsHistory): one line per flag, unflag or note. */
export const paymentFraudFlagEvents = pgTable(
  'payment_fraud_flag_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: paymentRef(),
    consumerId: consumerRef(),
    paymentFraudFlagId: text('payment_fraud_flag_id').references(() => paymentFraudFlags.id),
    message: text('message').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_fraud_flag_events_payment_idx').on(t.paymentId, t.createdAt.desc()),
    index('payment_fraud_flag_events_consumer_idx').on(t.consumerId),
    index('payment_fraud_flag_events_flag_idx').on(t.paymentFraudFlagId),
  ],
);

/** An assessment the consumer is excluded from; active while deactivated_at is null. */
export const assessmentExclusions = pgTable(
  'assessment_exclusions',
  {
    /** axc_ + 16. */
    id: text('id').primaryKey(),
    consumerId: consumerRef(),
    /** One of ASSESSMENT_KINDS (payments.ts). */
    assessmentKind: text('assessment_kind').notNull(),
    excludedBy: text('excluded_by').notNull(),
    excludedAt: tstz('excluded_at').notNull().defaultNow(),
    deactivatedAt: tstz('deactivated_at'),
    deactivatedBy: text('deactivated_by'),
  },
  (t) => [index('assessment_exclusions_consumer_idx').on(t.consumerId, t.excludedAt.desc())],
);
