// Merchants and the report-setting invoice deactivations (deactivateInvoices).
import { bigserial, boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

export const merchants = pgTable('merchants', {
  /** mer_ + 16 (20 characters). */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 特定継続的役務提供: null when unknown (the payment page asks to refresh). */
  isSpecifiedContinuousServiceMerchant: boolean('is_specified_continuous_service_merchant'),
  /** Set when the merchant's application was disabled (merchant page, disabled tab). */
  disabledAt: tstz('disabled_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const invoiceDeactivations = pgTable(
  'invoice_deactivations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: text('merchant_id').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_deactivations_key').on(t.merchantId, t.year, t.month)],
);
