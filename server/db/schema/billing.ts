// Money owed and paid: charges, bill statements with their auto-debit and convenience-store settlements,
// payment codes, and convenience-store (combini) payments. The running balance is derived from these.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { money, tstz } from './columns';
import { consumerRef, consumers } from './consumers';
import { payments } from './payments';

export const COMBINI_PAYMENT_STATUSES = ['PENDING', 'PAID', 'EXPIRED', 'CANCELED'] as const;

export const combiniPayments = pgTable(
  'combini_payments',
  {
    /** cbp_ + 16. */
    id: text('id').primaryKey(),
    /** Null for a buyer who paid at the store without a consumer account. */
    consumerId: text('consumer_id').references(() => consumers.id),
    status: text('status', { enum: COMBINI_PAYMENT_STATUSES }).notNull(),
    orderRef: text('order_ref'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('JPY'),
    settlementFeeAmount: money('settlement_fee_amount').notNull().default('0'),
    test: boolean('test').notNull().default(false),
    canCancel: boolean('can_cancel').notNull().default(false),
    merchantId: text('merchant_id'),
    merchantName: text('merchant_name'),
    buyerName1: text('buyer_name1'),
    buyerName2: text('buyer_name2'),
    buyerEmail: text('buyer_email'),
    buyerPhone: text('buyer_phone'),
    /** The payment agency (収納代行) that issued the store slip. */
    providerName: text('provider_name'),
    providerRef: text('provider_ref'),
    consumerCode: text('consumer_code'),
    merchantCode: text('merchant_code'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at'),
    paidAt: tstz('paid_at'),
  },
  (t) => [
    index('combini_payments_consumer_idx').on(t.consumerId, t.createdAt.desc()),
    index('combini_payments_order_ref_idx').on(t.orderRef),
    index('combini_payments_provider_ref_idx').on(t.providerRef),
  ],
);

export const BILL_STATEMENT_STATUSES = ['Enabled', 'Disabled', 'Closed'] as const;

/**
 * A monthly bill. Enabled = issued and open, Closed = settled, Disabled = voided. Overdue = open, unpaid
 * amount above zero and due_at passed.
 */
export const billStatements = pgTable(
  'bill_statements',
  {
    /** bst_ + 16. */
    id: text('id').primaryKey(),
    consumerId: consumerRef(),
    /** 利用月: the first day of the month whose charges the bill collects. */
    usageMonth: date('usage_month', { mode: 'string' }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    unpaidAmount: money('unpaid_amount').notNull(),
    lateFeesAmount: money('late_fees_amount').notNull().default('0'),
    currency: text('currency').notNull().default('JPY'),
    status: text('status', { enum: BILL_STATEMENT_STATUSES }).notNull(),
    dueAt: tstz('due_at').notNull(),
    paidAt: tstz('paid_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('bill_statements_consumer_idx').on(t.consumerId, t.issueDate.desc())],
);

export const autoDebitSettlements = pgTable(
  'auto_debit_settlements',
  {
    billStatementId: text('bill_statement_id')
      .primaryKey()
      .references(() => billStatements.id),
    consumerId: consumerRef(),
    pullAmount: money('pull_amount').notNull(),
    /** Scheduled | Succeeded | Failed */
    pullStatus: text('pull_status').notNull(),
    resultsProcessedBy: tstz('results_processed_by').notNull(),
  },
  (t) => [index('auto_debit_settlements_consumer_idx').on(t.consumerId)],
);

export const combiniSettlements = pgTable(
  'combini_settlements',
  {
    billStatementId: text('bill_statement_id')
      .primaryKey()
      .references(() => billStatements.id),
    consumerId: consumerRef(),
    combiniPaymentId: text('combini_payment_id')
      .notNull()
      .references(() => combiniPayments.id),
    amount: money('amount').notNull(),
    settlementFeeAmount: money('settlement_fee_amount').notNull(),
    merchantCode: text('merchant_code').notNull(),
    consumerCode: text('consumer_code').notNull(),
  },
  (t) => [
    index('combini_settlements_consumer_idx').on(t.consumerId),
    index('combini_settlements_combini_payment_idx').on(t.combiniPaymentId),
  ],
);

/** The code printed on the bill for paying it at a store or online (paidycode). */
export const paymentCodes = pgTable(
  'payment_codes',
  {
    billStatementId: text('bill_statement_id')
      .primaryKey()
      .references(() => billStatements.id),
    consumerId: consumerRef(),
    value: text('value').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_codes_consumer_idx').on(t.consumerId)],
);

export const CHARGE_KINDS = ['Regular', 'Extended'] as const;
export const CHARGE_TIERS = ['Classic', 'Digital', 'Plus'] as const;
/** capture | refund | late_fee | installment | settlement | adjustment */
export const CHARGE_SOURCES = [
  'capture',
  'refund',
  'late_fee',
  'installment',
  'settlement',
  'adjustment',
] as const;
export const SETTLEMENT_METHODS = ['Combini', 'AutoDebit', 'VAN', 'BankTransfer', 'Others'] as const;

/**
 * The consumer's ledger. Debits (capture, late_fee, installment, adjustment) are positive; a refund is
 * negative; a settlement records the amount received, positive, with its settlement method.
 */
export const charges = pgTable(
  'charges',
  {
    /** chg_ + 16. */
    id: text('id').primaryKey(),
    consumerId: consumerRef(),
    paymentId: text('payment_id').references(() => payments.id),
    billStatementId: text('bill_statement_id').references(() => billStatements.id),
    kind: text('kind', { enum: CHARGE_KINDS }).notNull(),
    tier: text('tier', { enum: CHARGE_TIERS }).notNull(),
    source: text('source', { enum: CHARGE_SOURCES }).notNull(),
    /** paidy | apple: which line of credit the charge uses. */
    creditLine: text('credit_line').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('JPY'),
    description: text('description'),
    /** When the charge was pushed onto a bill; a future time = not yet billed (超あとはらい). */
    pushedAt: tstz('pushed_at'),
    /** The settlement provider's reference: two settlements sharing one are a suspicious duplicate. */
    providerRef: text('provider_ref'),
    barcodeId: text('barcode_id'),
    orderReference: text('order_reference'),
    /** three_pay | six_pay | twelve_pay | apple */
    installmentPlanKind: text('installment_plan_kind'),
    /** principal | fee */
    installmentPlanChargeKind: text('installment_plan_charge_kind'),
    installmentPlanInstallmentNumber: integer('installment_plan_installment_number'),
    installmentPlanId: text('installment_plan_id'),
    settlementMethod: text('settlement_method', { enum: SETTLEMENT_METHODS }),
    /** Combini only: the store chain and the store fee. */
    settlementStoreName: text('settlement_store_name'),
    settlementFee: money('settlement_fee'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('charges_consumer_idx').on(t.consumerId, t.createdAt.desc()),
    index('charges_provider_ref_idx').on(t.providerRef),
    index('charges_bill_statement_idx').on(t.billStatementId),
    index('charges_payment_idx').on(t.paymentId),
    // A plan's charges (the revert to lump sum reads the first one's tier and order reference); few charges have one.
    index('charges_installment_plan_idx')
      .on(t.installmentPlanId, t.createdAt)
      .where(sql`${t.installmentPlanId} is not null`),
  ],
);
