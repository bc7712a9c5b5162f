-- The audit trail in the console (issue 19, part 2; docs/decisions.md "Audit trail in the console"): indexes that
-- keep /audit's first page and its filtered pages fast over millions of rows (every list is newest first by seq,
-- so each filter column is indexed together with seq), and the chain verification runs started from that page.
CREATE INDEX "audit_log_staff_email_seq_idx" ON "audit_log" USING btree ("staff_email","seq");--> statement-breakpoint
CREATE INDEX "audit_log_target_id_seq_idx" ON "audit_log" USING btree ("target_id","seq");--> statement-breakpoint
CREATE INDEX "audit_log_operation_seq_idx" ON "audit_log" USING btree ("operation","seq");--> statement-breakpoint
CREATE INDEX "audit_log_outcome_seq_idx" ON "audit_log" USING btree ("outcome","seq");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
-- "This staff member, this period": the staff member's rows of the range without reading the whole range.
CREATE INDEX "audit_log_staff_email_created_at_idx" ON "audit_log" USING btree ("staff_email","created_at");--> statement-breakpoint
CREATE TABLE "audit_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"through_seq" bigint NOT NULL,
	"checked_rows" bigint DEFAULT 0 NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_hash" text,
	"completed_at" timestamp with time zone,
	"ok" boolean,
	"head_hash" text,
	"broken_seq" bigint,
	"broken_row_id" bigint,
	"problem" text
);
--> statement-breakpoint
CREATE INDEX "audit_verifications_requested_at_idx" ON "audit_verifications" USING btree ("requested_at" DESC);--> statement-breakpoint
CREATE INDEX "audit_verifications_completed_idx" ON "audit_verifications" USING btree ("completed_at" DESC) WHERE "audit_verifications"."completed_at" is not null;--> statement-breakpoint
-- At most one run at a time: "Verify now" while one runs answers the running one.
CREATE UNIQUE INDEX "audit_verifications_one_running" ON "audit_verifications" USING btree ((true)) WHERE "audit_verifications"."completed_at" is null;
