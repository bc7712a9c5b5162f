// Runs of the audit chain check started from the console's /audit page ("Verify now"): one row per run, advanced
// chunk by chunk by the job runner (server/jobs/audit-verification-job.ts), so a restart resumes where it stopped.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

export const auditVerifications = pgTable(
  'audit_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestedBy: text('requested_by').notNull(),
    requestedById: uuid('requested_by_id'),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    /** The chain's last seq when the run was asked for: the run checks rows 1 … through_seq. */
    throughSeq: bigint('through_seq', { mode: 'number' }).notNull(),
    checkedRows: bigint('checked_rows', { mode: 'number' }).notNull().default(0),
    /** Where the walk stands: the last seq checked and its hash (the next row's expected prev_hash). */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastHash: text('last_hash'),
    completedAt: tstz('completed_at'),
    /** Null while running. */
    ok: boolean('ok'),
    /** The hash of row through_seq (intact runs). */
    headHash: text('head_hash'),
    brokenSeq: bigint('broken_seq', { mode: 'number' }),
    brokenRowId: bigint('broken_row_id', { mode: 'number' }),
    problem: text('problem'),
  },
  (t) => [
    index('audit_verifications_requested_at_idx').on(t.requestedAt.desc()),
    index('audit_verifications_completed_idx')
      .on(t.completedAt.desc())
      .where(sql`${t.completedAt} is not null`),
    uniqueIndex('audit_verifications_one_running')
      .on(sql`(true)`)
      .where(sql`${t.completedAt} is null`),
  ],
);
