// Bulk installment cancellation (document 2 §2): one durable job per submitted file (id derived from the staff
// user, the JST day and the sorted ids, so the same file again the same day is the same job) and one item per plan,
// reverted by the job runner (server/jobs/installment-plan-cancel-job.ts) chunk by chunk.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

export const bulkCancellations = pgTable(
  'bulk_cancellations',
  {
    /** bcj_ + 32 hex characters of a hash (server/domain/installment-plan-cancellations.ts). */
    id: text('id').primaryKey(),
    length: integer('length').notNull(),
    done: integer('done').notNull().default(0),
    createdBy: text('created_by').notNull(),
    /** The runner writes the items' audit rows in this staff user's name. */
    createdById: uuid('created_by_id'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    completedAt: tstz('completed_at'),
    /** Waiting for a second person: the runner leaves it until the approval request is approved. */
    held: boolean('held').notNull().default(false),
    approvalRequestId: uuid('approval_request_id'),
    /** The approver's e-mail, beside created_by in the plans' history rows. */
    approvedBy: text('approved_by'),
    /** The optional note the staff member gave when starting the run (migration 0018). */
    comment: text('comment'),
    /** Failed attempts in a row of the job's next chunk (migration 0022; server/jobs/retries.ts). */
    attempts: integer('attempts').notNull().default(0),
    /** A failed job is not tried again before this time (backoff). */
    nextRunAt: tstz('next_run_at'),
    /** The last failure's reason code: a SQLSTATE or an error class name, never a message. */
    failureCode: text('failure_code'),
    /** Set after JOB_MAX_ATTEMPTS failures in a row: the runner leaves the job (dead letter). */
    deadLetteredAt: tstz('dead_lettered_at'),
  },
  (t) => [
    index('bulk_cancellations_running_idx')
      .on(t.createdAt)
      .where(sql`${t.completedAt} is null and not ${t.held}`),
    // The history, newest first (migration 0018).
    index('bulk_cancellations_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const bulkCancellationItems = pgTable(
  'bulk_cancellation_items',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => bulkCancellations.id),
    /** 1-based, in the order of the file. */
    position: integer('position').notNull(),
    /** As submitted: may be malformed or name no plan, so no foreign key. */
    installmentPlanId: text('installment_plan_id').notNull(),
    /** Success, NotActive or Failure; null = not processed yet. */
    status: text('status'),
    code: text('code'),
    title: text('title'),
    description: text('description'),
    processedAt: tstz('processed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.position] }),
    index('bulk_cancellation_items_pending_idx')
      .on(t.jobId, t.position)
      .where(sql`${t.status} is null`),
    // A consumer's plans in held jobs (the consumer page's pending-approval banner, pendingApprovals).
    index('bulk_cancellation_items_plan_idx').on(t.installmentPlanId, t.jobId),
  ],
);
