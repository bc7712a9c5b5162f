// Four eyes: the approvals policy (which changes wait for a second person) and the held changes.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { staffUsers } from './staff';

/** One row per kind of change the policy can hold (server/domain/approvals/policy.ts names the keys). */
export const approvalPolicies = pgTable('approval_policies', {
  key: text('key').primaryKey(),
  /** false: the change is immediate. */
  enabled: boolean('enabled').notNull(),
  /** Held when the change has more rows than this; null: held whatever its size (unless finalStatuses decides). */
  rowThreshold: integer('row_threshold'),
  /** Held when any row goes to a final legal status (Dead, BankruptcyConfirmed). */
  finalStatuses: boolean('final_statuses').notNull().default(false),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

export type ApprovalStatus = 'Pending' | 'Approved' | 'Rejected' | 'Withdrawn' | 'Expired' | 'Failed';

export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<ApprovalStatus>().notNull().default('Pending'),
    /** The held mutation's GraphQL name (updateConsumerLegalStatus, legalStatusBatchUpdate, …). */
    operation: text('operation').notNull(),
    policyKey: text('policy_key').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** The mutation's arguments, replayed on approval (never secrets). */
    args: jsonb('args').notNull(),
    /** What the policy looked at when it held the change: rows, anyFinal. */
    facts: jsonb('facts').notNull(),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => staffUsers.id),
    makerEmail: text('maker_email').notNull(),
    decidedById: uuid('decided_by_id'),
    decidedByEmail: text('decided_by_email'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
    expiresAt: tstz('expires_at').notNull(),
    comment: text('comment'),
    reason: text('reason'),
    outcome: text('outcome'),
    /** The consumer's case version the held change was made on (migration 0031); null for other targets. */
    caseVersion: integer('case_version'),
  },
  (t) => [
    index('approval_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('approval_requests_status_idx').on(t.status, t.createdAt.desc()),
    index('approval_requests_maker_idx').on(t.makerId, t.createdAt.desc()),
    index('approval_requests_pending_target_idx')
      .on(t.targetId)
      .where(sql`${t.status} = 'Pending'`),
  ],
);
