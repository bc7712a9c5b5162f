-- Bulk cancellation record and history (issue 20 "Bulk installment cancellation: a record", issue 21 "the
-- bulk-cancellation history filter by creator, comment and date"; docs/decisions.md "Bulk cancellation: retries,
-- result page and history"): a job keeps the optional comment it was started with, and the history lists the jobs
-- newest first.
ALTER TABLE "bulk_cancellations" ADD COLUMN "comment" text;
--> statement-breakpoint
CREATE INDEX "bulk_cancellations_created_idx" ON "bulk_cancellations" USING btree ("created_at" DESC, "id" DESC);
