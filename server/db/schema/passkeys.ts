// Passkeys (WebAuthn credentials) of staff members, the challenges of their ceremonies, and the security policy row.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { signInChallenges, staffSessions, staffUsers } from './staff';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The last signature counter seen; synced passkeys always report 0. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [
    uniqueIndex('staff_passkeys_credential_key').on(t.credentialId),
    index('staff_passkeys_staff_idx').on(t.staffUserId),
  ],
);

/** One WebAuthn challenge: single use (used_at), short-lived (expires_at), tied to a session or a sign-in. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** register (from a session) or sign_in (after the password step). */
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    staffSessionId: uuid('staff_session_id').references(() => staffSessions.id, { onDelete: 'cascade' }),
    signInChallengeId: uuid('sign_in_challenge_id').references(() => signInChallenges.id, {
      onDelete: 'cascade',
    }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    uniqueIndex('passkey_challenges_challenge_key').on(t.challenge),
    index('passkey_challenges_staff_idx').on(t.staffUserId),
    index('passkey_challenges_sign_in_idx').on(t.signInChallengeId),
    index('passkey_challenges_session_idx').on(t.staffSessionId),
  ],
);

export const securityPolicy = pgTable('security_policy', {
  id: boolean('id').primaryKey().default(true),
  passkeyRequiredRoles: text('passkey_required_roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ssoRequiredRoles: text('sso_required_roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
