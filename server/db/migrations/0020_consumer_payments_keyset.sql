-- One consumer's payments a page at a time (issue 21 "Filters on long lists", issue 22; docs/decisions.md
-- "Filters on long lists and the consumer's payments a page at a time"): keyset pages order by (sort value, id),
-- descending by default. The consumer index gains the id and becomes plain ascending: scanned forward it serves
-- ASC, backward DESC (NULLS FIRST, PostgreSQL's default for DESC, which the former DESC NULLS LAST index could
-- not serve: the 10,000-payment consumer's first page read all 10,000 rows and sorted them). Same for the amount.
DROP INDEX IF EXISTS "payments_consumer_idx";
--> statement-breakpoint
CREATE INDEX "payments_consumer_idx" ON "payments" USING btree ("consumer_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "payments_consumer_amount_idx" ON "payments" USING btree ("consumer_id","amount","id");
