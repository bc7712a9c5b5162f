-- Partial keys of the header search (issue 21, "Find what the caller quotes"; docs/decisions.md): the last 8
-- digits of a consumer's phone and the local part of their e-mail address, each with created_at so the newest
-- matches come first straight from the index. The expressions must stay the ones server/domain/search.ts
-- compares (right(phone, 8), split_part(lower(email), '@', 1)). Order references use the existing
-- payments_order_ref_idx and combini_payments_order_ref_idx.
CREATE INDEX "consumers_phone_tail_idx" ON "consumers" USING btree (right("phone", 8), "created_at");--> statement-breakpoint
CREATE INDEX "consumers_email_local_idx" ON "consumers" USING btree (split_part(lower("email"), '@', 1), "created_at");--> statement-breakpoint
-- Statistics for the two expressions at once, so the planner knows they are selective before autovacuum's
-- next ANALYZE (an existing database gets no other until its consumers change).
ANALYZE "consumers";
