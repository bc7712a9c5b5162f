-- One consumer's payments a page at a time (issue 21 "Filters on long lists", issue 22; docs/decisions.md
-- "Consumer payments a page at a time"): keyset pages order by (sort value, id). The consumer index gains the id
-- so a page by date is read straight from the index in order, and an amount index serves the amount sort.
DROP INDEX IF EXISTS "payments_consumer_idx";
--> statement-breakpoint
CREATE INDEX "payments_consumer_idx" ON "payments" USING btree ("consumer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "payments_consumer_amount_idx" ON "payments" USING btree ("consumer_id","amount","id");
