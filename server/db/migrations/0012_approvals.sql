-- Four eyes (issue 19): the approvals policy as data, held changes waiting for a second person, and where a held
-- change leaves its mark (the approver beside the maker in the consumer's history; a held batch or job).
CREATE TABLE "approval_policies" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"row_threshold" integer,
	"final_statuses" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
INSERT INTO "approval_policies" ("key", "enabled", "row_threshold", "final_statuses") VALUES
	('consumer.legal_status', true, NULL, true),
	('legal_status_batch', true, 1000, true),
	('bulk_cancellation', true, 1000, false),
	('merchant.deactivate_invoices', true, NULL, false),
	('staff.grant', true, NULL, false),
	('staff.unlock', true, NULL, false);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"operation" text NOT NULL,
	"policy_key" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"args" jsonb NOT NULL,
	"facts" jsonb NOT NULL,
	"maker_id" uuid NOT NULL,
	"maker_email" text NOT NULL,
	"decided_by_id" uuid,
	"decided_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"comment" text,
	"reason" text,
	"outcome" text,
	CONSTRAINT "approval_requests_status_check" CHECK ("status" IN ('Pending', 'Approved', 'Rejected', 'Withdrawn', 'Expired', 'Failed'))
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_maker_id_staff_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_created_idx" ON "approval_requests" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "approval_requests_maker_idx" ON "approval_requests" USING btree ("maker_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "approval_requests_pending_target_idx" ON "approval_requests" USING btree ("target_id") WHERE "approval_requests"."status" = 'Pending';--> statement-breakpoint
ALTER TABLE "consumer_history" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "legal_status_batches" ADD COLUMN "approval_request_id" uuid;--> statement-breakpoint
ALTER TABLE "legal_status_batches" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "bulk_cancellations" ADD COLUMN "approval_request_id" uuid;--> statement-breakpoint
ALTER TABLE "bulk_cancellations" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "bulk_cancellations" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "bulk_cancellations_running_idx";--> statement-breakpoint
CREATE INDEX "bulk_cancellations_running_idx" ON "bulk_cancellations" USING btree ("created_at") WHERE "bulk_cancellations"."completed_at" is null and not "bulk_cancellations"."held";
