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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
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
    /**
     * The administrator's lock (`npm run staff -- lock`): 'infinity' while locked. It refuses both sign-in steps
     * and ends live sessions; nothing an unauthenticated caller does ever sets it.
     */
    lockedUntil: tstz('locked_until'),
    /** manual (the only lock kept here; the automatic limits live in sign_in_throttles and code_locked_until). */
    lockReason: text('lock_reason'),
    /** The code step is refused until then, after too many wrong codes across challenges; sessions stay. */
    codeLockedUntil: tstz('code_locked_until'),
    /** Wrong codes before this instant no longer count toward the daily limit (set by a code lock and unlock). */
    codeFailuresCountedFrom: tstz('code_failures_counted_from'),
    /** When the last "sign-in refused" notice mail went out, so a caller cannot flood the staff member's inbox. */
    noticeSentAt: tstz('notice_sent_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_email_key').on(t.email)],
);

/**
 * The columns a table of a staff member's tokens begins with: its id, the member (the rows go with them), and the
 * SHA-256 of the token, which is never stored itself.
 */
export const staffTokenColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  staffUserId: uuid('staff_user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
});

/** Its indexes: one row per token, and a member's rows found by member. */
export const staffTokenIndexes = (table: string, t: { tokenHash: AnyPgColumn; staffUserId: AnyPgColumn }) => [
  uniqueIndex(`${table}_token_key`).on(t.tokenHash),
  index(`${table}_staff_idx`).on(t.staffUserId),
];

/**
 * The pending second step of a sign-in: one live code per staff user; a resend supersedes the old one. Its token is
 * held in the browser's challenge cookie.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    ...staffTokenColumns(),
    /**
     * Hash of the 4-digit code (HMAC-SHA-256 keyed by the challenge token); null while no code was mailed (a member
     * with a passkey is asked for it first).
     */
    pinHash: text('pin_hash'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    /** Set when the code was used, superseded by a resend, or killed by too many wrong tries. */
    closedAt: tstz('closed_at'),
    closedReason: text('closed_reason'),
  },
  (t) => staffTokenIndexes('sign_in_challenges', t),
);

/** A signed-in session; its opaque token is held in the HttpOnly session cookie. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    ...staffTokenColumns(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    /** Absolute end of the session, whatever the activity. */
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The session may only enrol a passkey: its member's role requires one and they signed in with the code. */
    passkeyEnrolmentOnly: boolean('passkey_enrolment_only').notNull().default(false),
  },
  (t) => staffTokenIndexes('staff_sessions', t),
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
    /** Why a failed attempt failed (wrong_code counts toward the daily wrong-code limit of the account). */
    reason: text('reason'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_email_idx').on(t.email, t.createdAt),
    index('sign_in_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Password-step backoff, one row per client address (kind 'address'), per typed e-mail ('email', known or not)
 * and per known browser ('device'). The password step locks the rows it uses FOR UPDATE and decides inside the
 * same transaction, so concurrent requests are counted one after another.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** Wrong passwords counted (forgotten once the last one is older than the kind's memory). */
    failures: integer('failures').notNull().default(0),
    lastFailureAt: tstz('last_failure_at'),
    /** New password steps for this key are refused until then; lifts itself. */
    blockedUntil: tstz('blocked_until'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/**
 * Browsers that completed a sign-in (the console_device cookie, stored as SHA-256): their password steps are
 * throttled on their own key, so a stranger's wrong passwords for the e-mail do not keep the staff member out.
 */
export const staffDevices = pgTable(
  'staff_devices',
  {
    ...staffTokenColumns(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
  },
  (t) => staffTokenIndexes('staff_devices', t),
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
    // The console's /audit page (migration 0013): newest first by seq under each filter, and time ranges.
    index('audit_log_staff_email_seq_idx').on(t.staffEmail, t.seq),
    index('audit_log_target_id_seq_idx').on(t.targetId, t.seq),
    index('audit_log_operation_seq_idx').on(t.operation, t.seq),
    index('audit_log_outcome_seq_idx').on(t.outcome, t.seq),
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_staff_email_created_at_idx').on(t.staffEmail, t.createdAt),
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
