CREATE TABLE "bulk_cancellation_items" (
	"job_id" text NOT NULL,
	"position" integer NOT NULL,
	"installment_plan_id" text NOT NULL,
	"status" text,
	"code" text,
	"title" text,
	"description" text,
	"processed_at" timestamp with time zone,
	CONSTRAINT "bulk_cancellation_items_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "bulk_cancellations" (
	"id" text PRIMARY KEY NOT NULL,
	"length" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_cancellation_items" ADD CONSTRAINT "bulk_cancellation_items_job_id_bulk_cancellations_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_cancellations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_cancellation_items_pending_idx" ON "bulk_cancellation_items" USING btree ("job_id","position") WHERE "bulk_cancellation_items"."status" is null;--> statement-breakpoint
CREATE INDEX "bulk_cancellations_running_idx" ON "bulk_cancellations" USING btree ("created_at") WHERE "bulk_cancellations"."completed_at" is null;