// Payments (Paidy pay_ and Amazon amz_), their captures, refunds, order items, messages and assessment
// reports. Captured and refunded amounts are not stored: they are the sums of the child rows.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { money, tstz } from './columns';
import { consumers } from './consumers';
import { merchants } from './merchants';

/** Payment status values (the spec shows them only as a tag styled by the lower-case value). */
export const PAYMENT_STATUSES = ['AUTHORIZED', 'CLOSED', 'REJECTED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment tier; a badge shows when it is not classic (and no BIG badge for tatekae). */
export const PAYMENT_TIERS = ['classic', 'digital', 'plus'] as const;
export type PaymentTier = (typeof PAYMENT_TIERS)[number];

/** The tag that marks big (立替) payments. */
export const TATEKAE_TAG = 'tatekae';

export const payments = pgTable(
  'payments',
  {
    /** pay_ or amz_ + 16. */
    id: text('id').primaryKey(),
    /** Null when the checkout never reached a consumer account (shown as N/A). */
    consumerId: text('consumer_id').references(() => consumers.id),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    merchantName: text('merchant_name').notNull(),
    /** Copied from the merchant at authorisation; null when not known. */
    isSpecifiedContinuousServiceMerchant: boolean('is_specified_continuous_service_merchant'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    tier: text('tier', { enum: PAYMENT_TIERS }).notNull().default('classic'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    test: boolean('test').notNull().default(false),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('JPY'),
    description: text('description'),
    basketId: text('basket_id'),
    appleOrderNumber: text('apple_order_number'),
    // Shipping and billing addresses.
    shippingLine1: text('shipping_line1'),
    shippingLine2: text('shipping_line2'),
    shippingCity: text('shipping_city'),
    shippingState: text('shipping_state'),
    shippingZip: text('shipping_zip'),
    billingLine1: text('billing_line1'),
    billingLine2: text('billing_line2'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingZip: text('billing_zip'),
    // Buyer as sent by the merchant (name1 kanji, name2 kana).
    buyerName1: text('buyer_name1'),
    buyerName2: text('buyer_name2'),
    buyerEmail: text('buyer_email'),
    buyerPhone: text('buyer_phone'),
    /** The merchant's raw buyer object, as received. */
    buyerDataJson: jsonb('buyer_data_json'),
    // Consumer data at the time of the payment.
    consumerEmail: text('consumer_email'),
    consumerPhone: text('consumer_phone'),
    consumerName1: text('consumer_name1'),
    consumerName2: text('consumer_name2'),
    consumerLine1: text('consumer_line1'),
    consumerLine2: text('consumer_line2'),
    consumerCity: text('consumer_city'),
    consumerState: text('consumer_state'),
    consumerZip: text('consumer_zip'),
    // Contract holder data (big / installment payments); null otherwise.
    contractFirstName: text('contract_first_name'),
    contractLastName: text('contract_last_name'),
    contractAnnualIncome: money('contract_annual_income'),
    contractDateOfBirth: date('contract_date_of_birth', { mode: 'string' }),
    /** male | female | other */
    contractGender: text('contract_gender'),
    /** single | married | divorced | widowed */
    contractMaritalStatus: text('contract_marital_status'),
    contractHouseholdSize: integer('contract_household_size'),
    contractMortgage: boolean('contract_mortgage'),
    contractEmployer: text('contract_employer'),
    contractLine1: text('contract_line1'),
    contractLine2: text('contract_line2'),
    contractCity: text('contract_city'),
    contractState: text('contract_state'),
    contractZip: text('contract_zip'),
    /** own | rent | family | company_housing */
    contractResidenceType: text('contract_residence_type'),
    // Order.
    orderRef: text('order_ref'),
    orderTax: money('order_tax'),
    orderShipping: money('order_shipping'),
    orderUpdatedAt: tstz('order_updated_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at'),
  },
  (t) => [
    // Keyset pages of one consumer's payments (consumer-payments-page.ts), by date and by amount: ascending, so
    // a backward scan serves `desc` (NULLS FIRST), which a DESC NULLS LAST index cannot.
    index('payments_consumer_idx').on(t.consumerId, t.createdAt, t.id),
    index('payments_consumer_amount_idx').on(t.consumerId, t.amount, t.id),
    index('payments_merchant_idx').on(t.merchantId, t.createdAt.desc()),
    index('payments_created_at_idx').on(t.createdAt.desc()),
    index('payments_order_ref_idx').on(t.orderRef),
  ],
);

/** The payment a row belongs to: a required reference to payments.id. */
export const paymentRef = () =>
  text('payment_id')
    .notNull()
    .references(() => payments.id);

export const captures = pgTable(
  'captures',
  {
    /** cap_ + 16. */
    id: text('id').primaryKey(),
    paymentId: paymentRef(),
    consumerId: text('consumer_id').references(() => consumers.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('JPY'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('captures_payment_idx').on(t.paymentId, t.createdAt),
    index('captures_consumer_idx').on(t.consumerId, t.createdAt.desc()),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    /** ref_ + 16. */
    id: text('id').primaryKey(),
    paymentId: paymentRef(),
    captureId: text('capture_id')
      .notNull()
      .references(() => captures.id),
    consumerId: text('consumer_id').references(() => consumers.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('JPY'),
    reason: text('reason'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId, t.createdAt),
    index('refunds_consumer_idx').on(t.consumerId, t.createdAt.desc()),
    index('refunds_capture_idx').on(t.captureId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: paymentRef(),
    consumerId: text('consumer_id').references(() => consumers.id),
    /** The merchant's own item id (SKU). */
    itemId: text('item_id'),
    title: text('title').notNull(),
    description: text('description'),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_payment_idx').on(t.paymentId),
    index('order_items_consumer_idx').on(t.consumerId),
  ],
);

export const paymentMessages = pgTable(
  'payment_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: paymentRef(),
    consumerId: text('consumer_id').references(() => consumers.id),
    /** email | sms | push */
    kind: text('kind').notNull(),
    subject: text('subject'),
    message: text('message'),
    dispatched: boolean('dispatched').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_messages_payment_idx').on(t.paymentId, t.createdAt.desc()),
    index('payment_messages_consumer_idx').on(t.consumerId),
  ],
);

export const ASSESSMENT_KINDS = ['fraud', 'credit', 'identity', 'amazon_limit', 'plus_limit'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

export const assessmentReports = pgTable(
  'assessment_reports',
  {
    /** asr_ + 16. */
    id: text('id').primaryKey(),
    paymentId: paymentRef(),
    consumerId: text('consumer_id').references(() => consumers.id),
    kind: text('kind').notNull(),
    /** approved | rejected | review */
    result: text('result').notNull(),
    reason: text('reason'),
    metadataJson: jsonb('metadata_json'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('assessment_reports_payment_idx').on(t.paymentId, t.createdAt),
    index('assessment_reports_consumer_idx').on(t.consumerId),
  ],
);

/** The error a payment's assessment run ended with, when it did (at most one per payment). */
export const assessmentReportErrors = pgTable(
  'assessment_report_errors',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id),
    consumerId: text('consumer_id').references(() => consumers.id),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('assessment_report_errors_consumer_idx').on(t.consumerId)],
);
