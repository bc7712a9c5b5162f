// Merchants and the report-setting invoice deactivations (deactivateInvoices).
import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * A report-setting file staged part by part: applied by one held-able call once every part has arrived.
 * The id (ida_ + 32 hex) is made by the console from the rows, the staff member and the JST day.
 */
export const invoiceDeactivationUploads = pgTable('invoice_deactivation_uploads', {
  id: text('id').primaryKey(),
  /** Rows of the whole file (after the console merged repeated rows). */
  length: integer('length').notNull(),
  totalParts: integer('total_parts').notNull(),
  createdBy: text('created_by').notNull(),
  createdById: uuid('created_by_id').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  /** The file's name and the maker's note, from the first part: the approver reads them on the request page. */
  fileName: text('file_name'),
  comment: text('comment'),
  /** Set when the months were deactivated; the rows are then dropped and the summary kept. */
  appliedAt: tstz('applied_at'),
  summary: jsonb('summary'),
});

export const invoiceDeactivationUploadParts = pgTable(
  'invoice_deactivation_upload_parts',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => invoiceDeactivationUploads.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    firstRow: integer('first_row').notNull(),
    rows: integer('rows').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'invoice_deactivation_upload_parts_pk', columns: [t.uploadId, t.index] })],
);

export const invoiceDeactivationUploadRows = pgTable(
  'invoice_deactivation_upload_rows',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => invoiceDeactivationUploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The row's line in the file as an editor shows it (the header is line 1). */
    line: integer('line').notNull(),
    merchantId: text('merchant_id').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_deactivation_upload_rows_pk', columns: [t.uploadId, t.position] })],
);
