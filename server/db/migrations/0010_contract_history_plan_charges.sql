ALTER TABLE "consumer_history" ADD COLUMN "installment_plan_id" text;--> statement-breakpoint
ALTER TABLE "consumer_history" ADD COLUMN "amount" numeric;--> statement-breakpoint
CREATE INDEX "charges_installment_plan_idx" ON "charges" USING btree ("installment_plan_id","created_at") WHERE "charges"."installment_plan_id" is not null;