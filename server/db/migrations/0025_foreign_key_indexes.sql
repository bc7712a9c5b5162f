-- Every foreign key has an index leading with its column (issue 22; tests/server/schema-indexes.test.ts): without
-- one, deleting or re-keying a referenced row makes the database read the whole referencing table once per row
-- to check the reference (the bench's clean-up of 1,362 consumers read order_items, payment_messages and
-- assessment_reports, over a million rows each, for every consumer: more than ten minutes).
CREATE INDEX IF NOT EXISTS "order_items_consumer_idx" ON "order_items" USING btree ("consumer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_messages_consumer_idx" ON "payment_messages" USING btree ("consumer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "assessment_reports_consumer_idx" ON "assessment_reports" USING btree ("consumer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "assessment_report_errors_consumer_idx" ON "assessment_report_errors" USING btree ("consumer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_capture_idx" ON "refunds" USING btree ("capture_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "combini_settlements_combini_payment_idx" ON "combini_settlements" USING btree ("combini_payment_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consumer_fraud_flags_flagged_for_idx" ON "consumer_fraud_flags" USING btree ("flagged_for");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_fraud_flags_flagged_for_idx" ON "payment_fraud_flags" USING btree ("flagged_for");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_fraud_flags_unflagged_for_idx" ON "payment_fraud_flags" USING btree ("unflagged_for");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_fraud_flag_events_flag_idx" ON "payment_fraud_flag_events" USING btree ("payment_fraud_flag_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "csv_export_tokens_staff_user_idx" ON "csv_export_tokens" USING btree ("staff_user_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "paypal_links_gps_token_idx" ON "paypal_links" USING btree ("gps_token");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sms_log_consumer_message_idx" ON "sms_log" USING btree ("consumer_message_id");
