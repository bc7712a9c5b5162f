// Staff administration (migration 0015): roles as named bundles of permissions, staff ↔ roles, and the one-time
// set-password links of new staff members. Effective permissions = staff_users.permissions ∪ the roles' ones, read
// through the SQL function staff_effective_permissions(staff id).
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffTokenColumns, staffTokenIndexes, staffUsers } from './staff';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staffRoles = pgTable('staff_roles', {
  name: text('name').primaryKey(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

export const staffUserRoles = pgTable(
  'staff_user_roles',
  {
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    role: text('role')
      .notNull()
      .references(() => staffRoles.name),
    grantedAt: tstz('granted_at').notNull().defaultNow(),
    grantedBy: text('granted_by'),
  },
  (t) => [primaryKey({ columns: [t.staffUserId, t.role] }), index('staff_user_roles_role_idx').on(t.role)],
);

/** A new staff member's one-time link: only the SHA-256 of the 256-bit token is stored; used once, expires. */
export const setPasswordTokens = pgTable(
  'set_password_tokens',
  {
    ...staffTokenColumns(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => staffTokenIndexes('set_password_tokens', t),
);
