CREATE TABLE "legal_status_batch_parts" (
	"batch_id" text NOT NULL,
	"index" integer NOT NULL,
	"first_row" integer NOT NULL,
	"rows" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_status_batch_parts_batch_id_index_pk" PRIMARY KEY("batch_id","index")
);
--> statement-breakpoint
DROP INDEX "legal_status_batch_items_pending_idx";--> statement-breakpoint
ALTER TABLE "legal_status_batches" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
ALTER TABLE "legal_status_batches" ADD COLUMN "total_parts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_status_batches" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_status_batch_parts" ADD CONSTRAINT "legal_status_batch_parts_batch_id_legal_status_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."legal_status_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_status_batch_items_batch_consumer_idx" ON "legal_status_batch_items" USING btree ("batch_id","consumer_id","position");--> statement-breakpoint
CREATE INDEX "legal_status_batches_running_idx" ON "legal_status_batches" USING btree ("started_at") WHERE "legal_status_batches"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "legal_status_batch_items_pending_idx" ON "legal_status_batch_items" USING btree ("batch_id","position") WHERE "legal_status_batch_items"."success" is null;--> statement-breakpoint
-- Batches stored before parts existed arrived whole: they started when they were created.
UPDATE "legal_status_batches" SET "started_at" = "created_at" WHERE "started_at" IS NULL;
