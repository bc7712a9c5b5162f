CREATE SEQUENCE "public"."van_account_number_seq" INCREMENT BY 1 MINVALUE 1000000 MAXVALUE 9999999 START WITH 1000000 CACHE 1;--> statement-breakpoint
DROP INDEX "vans_account_number_idx";--> statement-breakpoint
ALTER TABLE "consumer_login_sessions" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "consumer_login_sessions" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_log" ADD COLUMN "consumer_message_id" bigint;--> statement-breakpoint
ALTER TABLE "sms_log" ADD COLUMN "gateway_answer" text;--> statement-breakpoint
ALTER TABLE "sms_log" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_log" ADD CONSTRAINT "sms_log_consumer_message_id_consumer_messages_id_fk" FOREIGN KEY ("consumer_message_id") REFERENCES "public"."consumer_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_login_sessions_token_hash_key" ON "consumer_login_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "vans_account_number_key" ON "vans" USING btree ("account_number");