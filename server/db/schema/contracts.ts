// Installment contracts (3-pay, 6-pay, 12-pay, Apple) and multi-pay contracts.
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { money, tstz } from './columns';
import { consumerRef } from './consumers';
import { paymentRef } from './payments';

export const INSTALLMENT_KINDS = ['three_pay', 'six_pay', 'twelve_pay', 'apple'] as const;
export type InstallmentKind = (typeof INSTALLMENT_KINDS)[number];
export const INSTALLMENT_COUNTS: Readonly<Record<InstallmentKind, number>> = {
  three_pay: 3,
  six_pay: 6,
  twelve_pay: 12,
  apple: 24,
};
export const INSTALLMENT_STATUSES = ['active', 'canceled', 'completed'] as const;

/** One installment plan per converted payment. Reverting to a lump sum cancels it (outstanding → 0). */
export const installmentContracts = pgTable(
  'installment_contracts',
  {
    /** isp_ + 16. */
    id: text('id').primaryKey(),
    consumerId: consumerRef(),
    kind: text('kind', { enum: INSTALLMENT_KINDS }).notNull(),
    paymentId: paymentRef(),
    merchantId: text('merchant_id').notNull(),
    merchantName: text('merchant_name').notNull(),
    status: text('status', { enum: INSTALLMENT_STATUSES }).notNull(),
    numberOfInstallments: integer('number_of_installments').notNull(),
    totalCaptureAmount: money('total_capture_amount').notNull(),
    /** The principal not yet turned into charges ("uncreated charges"); zero once canceled or completed. */
    outstandingAmount: money('outstanding_amount').notNull(),
    refundAmount: money('refund_amount').notNull().default('0'),
    test: boolean('test').notNull().default(false),
    dateConverted: tstz('date_converted').notNull(),
    canceledAt: tstz('canceled_at'),
    canceledBy: text('canceled_by'),
  },
  (t) => [
    index('installment_contracts_consumer_idx').on(t.consumerId, t.dateConverted.desc()),
    index('installment_contracts_payment_idx').on(t.paymentId),
  ],
);

export const MULTI_PAY_STATUSES = ['applied', 'active', 'completed', 'canceled', 'rejected'] as const;

export const multiPayContracts = pgTable(
  'multi_pay_contracts',
  {
    /** mpc_ + 16. */
    id: text('id').primaryKey(),
    consumerId: consumerRef(),
    nameKana: text('name_kana').notNull(),
    applicationDatetime: tstz('application_datetime').notNull(),
    approvalDatetime: tstz('approval_datetime'),
    currentNumberOfInstallments: integer('current_number_of_installments').notNull(),
    currentPrincipal: money('current_principal').notNull(),
    currency: text('currency').notNull().default('JPY'),
    status: text('status', { enum: MULTI_PAY_STATUSES }).notNull(),
    test: boolean('test').notNull().default(false),
  },
  (t) => [index('multi_pay_contracts_consumer_idx').on(t.consumerId, t.applicationDatetime.desc())],
);
