CREATE TABLE "sign_in_throttles" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "sign_in_throttles_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "staff_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "code_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "code_failures_counted_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_devices" ADD CONSTRAINT "staff_devices_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_devices_token_key" ON "staff_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_devices_staff_idx" ON "staff_devices" USING btree ("staff_user_id");--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "failed_password_count";--> statement-breakpoint
-- Automatic locks no longer live on the account (they ended sessions): only the administrator's lock stays.
UPDATE "staff_users" SET "locked_until" = NULL, "lock_reason" = NULL WHERE "lock_reason" IS DISTINCT FROM 'manual';
