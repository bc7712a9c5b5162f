-- Report setting of any size (issue 20, "Daily friction"; docs/decisions.md "Daily friction: bulk tools, texts,
-- phones"): a report-setting file is staged part by part (invoice_deactivation_uploads / _upload_parts /
-- _upload_rows), then applied by one call that the approvals policy holds as one change. The id is made by the
-- console from the file's rows, the staff member and the JST day, so a reload picks up the parts already sent.
CREATE TABLE "invoice_deactivation_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"length" integer NOT NULL,
	"total_parts" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"summary" jsonb
);
--> statement-breakpoint
CREATE TABLE "invoice_deactivation_upload_parts" (
	"upload_id" text NOT NULL,
	"index" integer NOT NULL,
	"first_row" integer NOT NULL,
	"rows" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_deactivation_upload_parts_pk" PRIMARY KEY ("upload_id", "index")
);
--> statement-breakpoint
CREATE TABLE "invoice_deactivation_upload_rows" (
	"upload_id" text NOT NULL,
	"position" integer NOT NULL,
	"line" integer NOT NULL,
	"merchant_id" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	CONSTRAINT "invoice_deactivation_upload_rows_pk" PRIMARY KEY ("upload_id", "position")
);
--> statement-breakpoint
ALTER TABLE "invoice_deactivation_upload_parts" ADD CONSTRAINT "invoice_deactivation_upload_parts_upload_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."invoice_deactivation_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_deactivation_upload_rows" ADD CONSTRAINT "invoice_deactivation_upload_rows_upload_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."invoice_deactivation_uploads"("id") ON DELETE cascade ON UPDATE no action;
