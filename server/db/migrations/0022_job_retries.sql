-- Retries with backoff and a dead-letter state for the job runner's durable jobs (issue 23, item 8;
-- docs/decisions.md "Job runner: retries, dead letter, and why not pg-boss or graphile-worker"). A chunk that fails
-- rolls back; the runner then counts the attempt on the job row, keeps the failure's reason code (a SQLSTATE or an
-- error class name, never a message: messages can quote row values) and the time it may try again. After
-- JOB_MAX_ATTEMPTS failures in a row the job is dead-lettered: the runner leaves it, its pending items stay pending.
-- A committed chunk sets attempts back to 0. IF NOT EXISTS: the bench database got these columns by hand before
-- the migration was merged (drizzle's journal there must not record a migration newer than ones still to merge).
ALTER TABLE "legal_status_batches" ADD COLUMN IF NOT EXISTS "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "legal_status_batches" ADD COLUMN IF NOT EXISTS "next_run_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "legal_status_batches" ADD COLUMN IF NOT EXISTS "failure_code" text;
--> statement-breakpoint
ALTER TABLE "legal_status_batches" ADD COLUMN IF NOT EXISTS "dead_lettered_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bulk_cancellations" ADD COLUMN IF NOT EXISTS "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bulk_cancellations" ADD COLUMN IF NOT EXISTS "next_run_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bulk_cancellations" ADD COLUMN IF NOT EXISTS "failure_code" text;
--> statement-breakpoint
ALTER TABLE "bulk_cancellations" ADD COLUMN IF NOT EXISTS "dead_lettered_at" timestamp with time zone;
