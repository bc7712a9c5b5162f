// Staff accounts, their sign-in challenges and sessions, sign-in attempts, and the audit log of staff actions.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Consecutive wrong passwords since the last successful password step. */
    failedPasswordCount: integer('failed_password_count').notNull().default(0),
    /** Locked while now < locked_until; a manual lock uses 'infinity'. */
    lockedUntil: tstz('locked_until'),
    /** password_attempts | pin_attempts | manual */
    lockReason: text('lock_reason'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_email_key').on(t.email)],
);

/** The pending second step of a sign-in: one live code per staff user; a resend supersedes the old one. */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token held in the browser's challenge cookie. */
    tokenHash: text('token_hash').notNull(),
    /** Hash of the 4-digit code (HMAC-SHA-256 keyed by the challenge token). */
    pinHash: text('pin_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    /** Set when the code was used, superseded by a resend, or killed by too many wrong tries. */
    closedAt: tstz('closed_at'),
    closedReason: text('closed_reason'),
  },
  (t) => [
    uniqueIndex('sign_in_challenges_token_key').on(t.tokenHash),
    index('sign_in_challenges_staff_idx').on(t.staffUserId),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque session token held in the HttpOnly cookie. */
    tokenHash: text('token_hash').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    /** Absolute end of the session, whatever the activity. */
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffUserId),
  ],
);

/** Every password and code attempt, for the per-account and per-address rate limits (shared by all instances). */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The e-mail as typed (lower-cased), whether or not an account has it. */
    email: text('email'),
    ip: text('ip').notNull(),
    /** password | pin */
    step: text('step').notNull(),
    success: boolean('success').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_email_idx').on(t.email, t.createdAt),
    index('sign_in_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** One row per staff action (sign-in events and every mutation), written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffUserId: uuid('staff_user_id'),
    staffEmail: text('staff_email'),
    operation: text('operation').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** success | failure | refused */
    outcome: text('outcome').notNull(),
    detail: jsonb('detail'),
    ip: text('ip'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    /**
     * The hash chain (migration audit_chain): a BEFORE INSERT trigger sets the position, the previous row's hash
     * and sha256(prev_hash || canonical row), whatever the writer sets; another trigger refuses update and delete.
     */
    seq: bigint('seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_staff_idx').on(t.staffUserId, t.createdAt),
    uniqueIndex('audit_log_seq_key').on(t.seq),
  ],
);

/**
 * Idempotency-Key of a mutation (server/graphql/idempotency.ts): claimed before the mutation runs, marked applied in
 * the mutation's own transaction, and answered from `response` for 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the operation text, operation name and variables. */
    requestHash: text('request_hash').notNull(),
    /** Set in the mutation's transaction: the change (or its audited refusal) is committed. */
    appliedAt: tstz('applied_at'),
    /** { statusCode, body } of the first answer; null while the first request runs. */
    response: jsonb('response'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_staff_key').on(t.staffUserId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
