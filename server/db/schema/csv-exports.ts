// CSV export (migration 0016): the one-use download tokens of the streamed exporter (only the SHA-256 of the
// 256-bit token is stored) and each staff member's remembered CSV encoding.
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { staffUsers } from './staff';

export const csvExportTokens = pgTable(
  'csv_export_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    scope: jsonb('scope').notNull(),
    encoding: text('encoding').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    index('csv_export_tokens_expires_at_idx').on(t.expiresAt),
    index('csv_export_tokens_staff_user_idx').on(t.staffUserId),
  ],
);

export const staffPreferences = pgTable('staff_preferences', {
  staffUserId: uuid('staff_user_id')
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  csvEncoding: text('csv_encoding').notNull().default('utf8-bom'),
  // 'ja' | 'en'; null until the staff member chooses (the browser's language decides until then).
  language: text('language'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
