-- The consumer page's pending-approval banner (pendingApprovals) finds held bulk cancellations with a plan of the
-- consumer: the consumer's plans (installment_contracts_consumer_idx) probed here by plan and job, so a held job of
-- 10,000 plans is never read row by row. (A held legal-status batch is probed by legal_status_batch_items'
-- existing (batch_id, consumer_id, position) index.) Written by hand: drizzle-kit's snapshots stop at 0011.
CREATE INDEX IF NOT EXISTS "bulk_cancellation_items_plan_idx" ON "bulk_cancellation_items" USING btree ("installment_plan_id","job_id");
