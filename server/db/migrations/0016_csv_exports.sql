-- CSV export of every table (issue 21; docs/decisions.md "CSV export"): the one-use download tokens of the
-- streamed exporter (POST /api/exports makes one, GET /api/exports/<token> spends it) and each staff member's
-- remembered CSV encoding.
CREATE TABLE "csv_export_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"scope" jsonb NOT NULL,
	"encoding" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "csv_export_tokens_expires_at_idx" ON "csv_export_tokens" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "staff_preferences" (
	"staff_user_id" uuid PRIMARY KEY NOT NULL,
	"csv_encoding" text DEFAULT 'utf8-bom' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "csv_export_tokens" ADD CONSTRAINT "csv_export_tokens_staff_user_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_preferences" ADD CONSTRAINT "staff_preferences_staff_user_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;
