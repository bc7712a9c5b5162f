ALTER TABLE "consumer_history" ADD COLUMN "installment_plan_id" text;--> statement-breakpoint
ALTER TABLE "consumer_history" ADD COLUMN "amount" numeric;