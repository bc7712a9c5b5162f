CREATE TABLE "admin_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"message" text NOT NULL,
	"creator" text NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"agent" text,
	"source" text,
	"reason" text,
	"email" text,
	"phone" text,
	"name1" text,
	"name2" text,
	"date_of_birth" date,
	"line1" text,
	"line2" text,
	"city" text,
	"state" text,
	"zip" text,
	"email_verification_info" jsonb,
	"legal_status" text
);
--> statement-breakpoint
CREATE TABLE "consumer_login_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"consumer_id" text NOT NULL,
	"merchant_id" text,
	"merchant_member_id" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"message" text,
	"dispatched" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'Enabled' NOT NULL,
	"legal_status" text DEFAULT 'Normal' NOT NULL,
	"kanji_name" text,
	"kana_name" text,
	"date_of_birth" date,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"line1" text,
	"line2" text,
	"city" text,
	"state" text,
	"zip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"liquid_application_id" text,
	"analytics_url" text
);
--> statement-breakpoint
CREATE TABLE "sms_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"result" text NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vans" (
	"consumer_id" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"van_key" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_deactivations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_specified_continuous_service_merchant" boolean,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_report_errors" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"consumer_id" text,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"consumer_id" text,
	"kind" text NOT NULL,
	"result" text NOT NULL,
	"reason" text,
	"metadata_json" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captures" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"consumer_id" text,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text DEFAULT 'JPY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"consumer_id" text,
	"item_id" text,
	"title" text NOT NULL,
	"description" text,
	"unit_price" numeric(18, 2) NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"consumer_id" text,
	"kind" text NOT NULL,
	"subject" text,
	"message" text,
	"dispatched" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text,
	"merchant_id" text NOT NULL,
	"merchant_name" text NOT NULL,
	"is_specified_continuous_service_merchant" boolean,
	"status" text NOT NULL,
	"tier" text DEFAULT 'classic' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text DEFAULT 'JPY' NOT NULL,
	"description" text,
	"basket_id" text,
	"apple_order_number" text,
	"shipping_line1" text,
	"shipping_line2" text,
	"shipping_city" text,
	"shipping_state" text,
	"shipping_zip" text,
	"billing_line1" text,
	"billing_line2" text,
	"billing_city" text,
	"billing_state" text,
	"billing_zip" text,
	"buyer_name1" text,
	"buyer_name2" text,
	"buyer_email" text,
	"buyer_phone" text,
	"buyer_data_json" jsonb,
	"consumer_email" text,
	"consumer_phone" text,
	"consumer_name1" text,
	"consumer_name2" text,
	"consumer_line1" text,
	"consumer_line2" text,
	"consumer_city" text,
	"consumer_state" text,
	"consumer_zip" text,
	"contract_first_name" text,
	"contract_last_name" text,
	"contract_annual_income" numeric(18, 2),
	"contract_date_of_birth" date,
	"contract_gender" text,
	"contract_marital_status" text,
	"contract_household_size" integer,
	"contract_mortgage" boolean,
	"contract_employer" text,
	"contract_line1" text,
	"contract_line2" text,
	"contract_city" text,
	"contract_state" text,
	"contract_zip" text,
	"contract_residence_type" text,
	"order_ref" text,
	"order_tax" numeric(18, 2),
	"order_shipping" numeric(18, 2),
	"order_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"capture_id" text NOT NULL,
	"consumer_id" text,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text DEFAULT 'JPY' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_exclusions" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"assessment_kind" text NOT NULL,
	"excluded_by" text NOT NULL,
	"excluded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	"deactivated_by" text
);
--> statement-breakpoint
CREATE TABLE "consumer_fraud_flags" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"flagged_for" text NOT NULL,
	"flagged_by" text NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unflagged_at" timestamp with time zone,
	"unflagged_by" text,
	"unflag_message" text
);
--> statement-breakpoint
CREATE TABLE "fraud_event_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"message" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_flag_reasons" (
	"id" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_fraud_flag_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"consumer_id" text NOT NULL,
	"payment_fraud_flag_id" text,
	"message" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_fraud_flags" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"consumer_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"flagged_for" text NOT NULL,
	"exclude_from_bill" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"flagged_by" text NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unflagged_for" text,
	"unflagged_by" text,
	"unflagged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auto_debit_settlements" (
	"bill_statement_id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"pull_amount" numeric(18, 2) NOT NULL,
	"pull_status" text NOT NULL,
	"results_processed_by" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_statements" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"usage_month" date NOT NULL,
	"issue_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"unpaid_amount" numeric(18, 2) NOT NULL,
	"late_fees_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'JPY' NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"payment_id" text,
	"bill_statement_id" text,
	"kind" text NOT NULL,
	"tier" text NOT NULL,
	"source" text NOT NULL,
	"credit_line" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text DEFAULT 'JPY' NOT NULL,
	"description" text,
	"pushed_at" timestamp with time zone,
	"provider_ref" text,
	"barcode_id" text,
	"order_reference" text,
	"installment_plan_kind" text,
	"installment_plan_charge_kind" text,
	"installment_plan_installment_number" integer,
	"installment_plan_id" text,
	"settlement_method" text,
	"settlement_store_name" text,
	"settlement_fee" numeric(18, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combini_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text,
	"status" text NOT NULL,
	"order_ref" text,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text DEFAULT 'JPY' NOT NULL,
	"settlement_fee_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"can_cancel" boolean DEFAULT false NOT NULL,
	"merchant_id" text,
	"merchant_name" text,
	"buyer_name1" text,
	"buyer_name2" text,
	"buyer_email" text,
	"buyer_phone" text,
	"provider_name" text,
	"provider_ref" text,
	"consumer_code" text,
	"merchant_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "combini_settlements" (
	"bill_statement_id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"combini_payment_id" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"settlement_fee_amount" numeric(18, 2) NOT NULL,
	"merchant_code" text NOT NULL,
	"consumer_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_codes" (
	"bill_statement_id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installment_contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"merchant_name" text NOT NULL,
	"status" text NOT NULL,
	"number_of_installments" integer NOT NULL,
	"total_capture_amount" numeric(18, 2) NOT NULL,
	"outstanding_amount" numeric(18, 2) NOT NULL,
	"refund_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"date_converted" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone,
	"canceled_by" text
);
--> statement-breakpoint
CREATE TABLE "multi_pay_contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"name_kana" text NOT NULL,
	"application_datetime" timestamp with time zone NOT NULL,
	"approval_datetime" timestamp with time zone,
	"current_number_of_installments" integer NOT NULL,
	"current_principal" numeric(18, 2) NOT NULL,
	"currency" text DEFAULT 'JPY' NOT NULL,
	"status" text NOT NULL,
	"test" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_eligibility" (
	"consumer_id" text PRIMARY KEY NOT NULL,
	"is_eligible" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_eligibility_exceptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gps_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"status" text NOT NULL,
	"idemia_id" text,
	"physical_card_status" text DEFAULT 'notApplied' NOT NULL,
	"physical_card_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nlp_migration_statuses" (
	"consumer_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nlp_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"computation_cycle" text NOT NULL,
	"nmd_limit" numeric(18, 2) NOT NULL,
	"next_month_due" numeric(18, 2) NOT NULL,
	"multiplier" numeric(8, 4) NOT NULL,
	"tre_limit" numeric(18, 2) NOT NULL,
	"tre" numeric(18, 2) NOT NULL,
	"available_amount" numeric(18, 2) NOT NULL,
	"current_monthly_power" numeric(18, 2) NOT NULL,
	"unconfirmed_payments" numeric(18, 2) NOT NULL,
	"closed_bills_amount" numeric(18, 2) NOT NULL,
	"change_in_monthly_power" jsonb NOT NULL,
	"synthetic_monthly_power_plus" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pac_audit_records" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"contract_type" text NOT NULL,
	"reason" text NOT NULL,
	"credit_limit_pp" numeric(18, 2) NOT NULL,
	"credit_limit_ppfa" numeric(18, 2) NOT NULL,
	"max_pac_limit" numeric(18, 2),
	"paidy_debt_triggering" numeric(18, 2),
	"paidy_debt_calculation" numeric(18, 2),
	"cic_annual_invoiced_amount_at_paidy" numeric(18, 2),
	"has_unpaid_bills_for_previous_month" boolean,
	"cic_debt" numeric(18, 2),
	"total_cic_annual_invoiced_amount" numeric(18, 2),
	"has_cic_delinquent_contract" boolean,
	"has_unpaid_bill_for_previous_month" boolean,
	"has_unpaid_bill_in_paidy" boolean,
	"annual_income" numeric(18, 2),
	"dependency" integer,
	"rent_or_mortgage" numeric(18, 2),
	"cost_of_living" numeric(18, 2)
);
--> statement-breakpoint
CREATE TABLE "paypal_link_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"paypal_link_id" text NOT NULL,
	"consumer_id" text NOT NULL,
	"status" text NOT NULL,
	"time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_links" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"status" text NOT NULL,
	"gps_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "physical_card_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"consumer_id" text NOT NULL,
	"physical_card_status" text NOT NULL,
	"physical_card_updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plus_consumer_data" (
	"consumer_id" text PRIMARY KEY NOT NULL,
	"apple_line_of_credit_limit" numeric(18, 2),
	"pac_annual_income" numeric(18, 2),
	"pac_dependents" integer,
	"pac_rent_or_mortgage" numeric(18, 2),
	"spend_limit_max" numeric(18, 2),
	"spend_limit_selected" numeric(18, 2),
	"ekyc_first_name_kanji" text,
	"ekyc_last_name_kanji" text,
	"ekyc_first_name_kana" text,
	"ekyc_last_name_kana" text,
	"ekyc_birth_date" date,
	"ekyc_occupation" text,
	"ekyc_line1" text,
	"ekyc_line2" text,
	"ekyc_city" text,
	"ekyc_state" text,
	"ekyc_zip" text,
	"ekyc_application_reason" text,
	"ekyc_applied_at" timestamp with time zone,
	"ekyc_examined_at" timestamp with time zone,
	"ekyc_updated_at" timestamp with time zone,
	"plus_name_kanji" text,
	"plus_name_kana" text,
	"plus_line1" text,
	"plus_line2" text,
	"plus_city" text,
	"plus_state" text,
	"plus_zip" text,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plus_statuses" (
	"consumer_id" text PRIMARY KEY NOT NULL,
	"ekyc_status" text DEFAULT 'never_applied' NOT NULL,
	"houkatsu_status" text DEFAULT 'never_started' NOT NULL,
	"apple_status" text DEFAULT 'never_started' NOT NULL,
	"ekyc_applied_at" timestamp with time zone,
	"houkatsu_applied_at" timestamp with time zone,
	"apple_applied_at" timestamp with time zone,
	"review_confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_cancellation_settings" (
	"consumer_id" text PRIMARY KEY NOT NULL,
	"feature_enabled" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"cancellations_limit" integer DEFAULT 0 NOT NULL,
	"remaining_cancellations" integer DEFAULT 0 NOT NULL,
	"expire_at" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_status_batch_items" (
	"batch_id" text NOT NULL,
	"position" integer NOT NULL,
	"consumer_id" text NOT NULL,
	"desired_status" text NOT NULL,
	"previous_status" text,
	"success" boolean,
	"error" text,
	"processed_at" timestamp with time zone,
	CONSTRAINT "legal_status_batch_items_batch_id_position_pk" PRIMARY KEY("batch_id","position")
);
--> statement-breakpoint
CREATE TABLE "legal_status_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"comment" text,
	"length" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"successes" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"success" boolean,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "admin_logs" ADD CONSTRAINT "admin_logs_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_history" ADD CONSTRAINT "consumer_history_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_login_sessions" ADD CONSTRAINT "consumer_login_sessions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_messages" ADD CONSTRAINT "consumer_messages_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_log" ADD CONSTRAINT "sms_log_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vans" ADD CONSTRAINT "vans_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_report_errors" ADD CONSTRAINT "assessment_report_errors_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_report_errors" ADD CONSTRAINT "assessment_report_errors_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captures" ADD CONSTRAINT "captures_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captures" ADD CONSTRAINT "captures_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_messages" ADD CONSTRAINT "payment_messages_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_messages" ADD CONSTRAINT "payment_messages_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_capture_id_captures_id_fk" FOREIGN KEY ("capture_id") REFERENCES "public"."captures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_exclusions" ADD CONSTRAINT "assessment_exclusions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_fraud_flags" ADD CONSTRAINT "consumer_fraud_flags_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_fraud_flags" ADD CONSTRAINT "consumer_fraud_flags_flagged_for_fraud_flag_reasons_id_fk" FOREIGN KEY ("flagged_for") REFERENCES "public"."fraud_flag_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_event_logs" ADD CONSTRAINT "fraud_event_logs_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fraud_flag_events" ADD CONSTRAINT "payment_fraud_flag_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fraud_flag_events" ADD CONSTRAINT "payment_fraud_flag_events_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fraud_flag_events" ADD CONSTRAINT "payment_fraud_flag_events_payment_fraud_flag_id_payment_fraud_flags_id_fk" FOREIGN KEY ("payment_fraud_flag_id") REFERENCES "public"."payment_fraud_flags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fraud_flags" ADD CONSTRAINT "payment_fraud_flags_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fraud_flags" ADD CONSTRAINT "payment_fraud_flags_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fraud_flags" ADD CONSTRAINT "payment_fraud_flags_flagged_for_fraud_flag_reasons_id_fk" FOREIGN KEY ("flagged_for") REFERENCES "public"."fraud_flag_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fraud_flags" ADD CONSTRAINT "payment_fraud_flags_unflagged_for_fraud_flag_reasons_id_fk" FOREIGN KEY ("unflagged_for") REFERENCES "public"."fraud_flag_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_debit_settlements" ADD CONSTRAINT "auto_debit_settlements_bill_statement_id_bill_statements_id_fk" FOREIGN KEY ("bill_statement_id") REFERENCES "public"."bill_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_debit_settlements" ADD CONSTRAINT "auto_debit_settlements_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_statements" ADD CONSTRAINT "bill_statements_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_bill_statement_id_bill_statements_id_fk" FOREIGN KEY ("bill_statement_id") REFERENCES "public"."bill_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combini_payments" ADD CONSTRAINT "combini_payments_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combini_settlements" ADD CONSTRAINT "combini_settlements_bill_statement_id_bill_statements_id_fk" FOREIGN KEY ("bill_statement_id") REFERENCES "public"."bill_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combini_settlements" ADD CONSTRAINT "combini_settlements_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combini_settlements" ADD CONSTRAINT "combini_settlements_combini_payment_id_combini_payments_id_fk" FOREIGN KEY ("combini_payment_id") REFERENCES "public"."combini_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_codes" ADD CONSTRAINT "payment_codes_bill_statement_id_bill_statements_id_fk" FOREIGN KEY ("bill_statement_id") REFERENCES "public"."bill_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_codes" ADD CONSTRAINT "payment_codes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_contracts" ADD CONSTRAINT "installment_contracts_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_contracts" ADD CONSTRAINT "installment_contracts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_pay_contracts" ADD CONSTRAINT "multi_pay_contracts_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_eligibility" ADD CONSTRAINT "card_eligibility_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_eligibility_exceptions" ADD CONSTRAINT "card_eligibility_exceptions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_tokens" ADD CONSTRAINT "gps_tokens_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_migration_statuses" ADD CONSTRAINT "nlp_migration_statuses_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_reports" ADD CONSTRAINT "nlp_reports_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pac_audit_records" ADD CONSTRAINT "pac_audit_records_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_link_events" ADD CONSTRAINT "paypal_link_events_paypal_link_id_paypal_links_id_fk" FOREIGN KEY ("paypal_link_id") REFERENCES "public"."paypal_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_link_events" ADD CONSTRAINT "paypal_link_events_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_links" ADD CONSTRAINT "paypal_links_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_links" ADD CONSTRAINT "paypal_links_gps_token_gps_tokens_token_fk" FOREIGN KEY ("gps_token") REFERENCES "public"."gps_tokens"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_card_events" ADD CONSTRAINT "physical_card_events_token_gps_tokens_token_fk" FOREIGN KEY ("token") REFERENCES "public"."gps_tokens"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_card_events" ADD CONSTRAINT "physical_card_events_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_consumer_data" ADD CONSTRAINT "plus_consumer_data_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_statuses" ADD CONSTRAINT "plus_statuses_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_cancellation_settings" ADD CONSTRAINT "self_cancellation_settings_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_status_batch_items" ADD CONSTRAINT "legal_status_batch_items_batch_id_legal_status_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."legal_status_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_logs_consumer_idx" ON "admin_logs" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consumer_history_consumer_idx" ON "consumer_history" USING btree ("consumer_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consumer_login_sessions_consumer_idx" ON "consumer_login_sessions" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consumer_messages_consumer_idx" ON "consumer_messages" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consumers_email_lower_idx" ON "consumers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "consumers_phone_idx" ON "consumers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "consumers_created_at_idx" ON "consumers" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consumers_liquid_application_idx" ON "consumers" USING btree ("liquid_application_id");--> statement-breakpoint
CREATE INDEX "sms_log_consumer_idx" ON "sms_log" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vans_account_key" ON "vans" USING btree ("branch_code","account_number");--> statement-breakpoint
CREATE INDEX "vans_account_number_idx" ON "vans" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "vans_van_key_key" ON "vans" USING btree ("van_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_deactivations_key" ON "invoice_deactivations" USING btree ("merchant_id","year","month");--> statement-breakpoint
CREATE INDEX "assessment_reports_payment_idx" ON "assessment_reports" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "captures_payment_idx" ON "captures" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "captures_consumer_idx" ON "captures" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_items_payment_idx" ON "order_items" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_messages_payment_idx" ON "payment_messages" USING btree ("payment_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_consumer_idx" ON "payments" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_merchant_idx" ON "payments" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_order_ref_idx" ON "payments" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_consumer_idx" ON "refunds" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assessment_exclusions_consumer_idx" ON "assessment_exclusions" USING btree ("consumer_id","excluded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consumer_fraud_flags_consumer_idx" ON "consumer_fraud_flags" USING btree ("consumer_id","flagged_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fraud_event_logs_consumer_idx" ON "fraud_event_logs" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_fraud_flag_events_payment_idx" ON "payment_fraud_flag_events" USING btree ("payment_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_fraud_flag_events_consumer_idx" ON "payment_fraud_flag_events" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "payment_fraud_flags_payment_idx" ON "payment_fraud_flags" USING btree ("payment_id","active");--> statement-breakpoint
CREATE INDEX "payment_fraud_flags_consumer_idx" ON "payment_fraud_flags" USING btree ("consumer_id","flagged_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auto_debit_settlements_consumer_idx" ON "auto_debit_settlements" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "bill_statements_consumer_idx" ON "bill_statements" USING btree ("consumer_id","issue_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charges_consumer_idx" ON "charges" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charges_provider_ref_idx" ON "charges" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "charges_bill_statement_idx" ON "charges" USING btree ("bill_statement_id");--> statement-breakpoint
CREATE INDEX "charges_payment_idx" ON "charges" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "combini_payments_consumer_idx" ON "combini_payments" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "combini_payments_order_ref_idx" ON "combini_payments" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "combini_payments_provider_ref_idx" ON "combini_payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "combini_settlements_consumer_idx" ON "combini_settlements" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "payment_codes_consumer_idx" ON "payment_codes" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "installment_contracts_consumer_idx" ON "installment_contracts" USING btree ("consumer_id","date_converted" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "installment_contracts_payment_idx" ON "installment_contracts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "multi_pay_contracts_consumer_idx" ON "multi_pay_contracts" USING btree ("consumer_id","application_datetime" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_eligibility_exceptions_consumer_idx" ON "card_eligibility_exceptions" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gps_tokens_consumer_idx" ON "gps_tokens" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "nlp_reports_consumer_idx" ON "nlp_reports" USING btree ("consumer_id","computation_cycle" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pac_audit_records_consumer_idx" ON "pac_audit_records" USING btree ("consumer_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "paypal_link_events_link_idx" ON "paypal_link_events" USING btree ("paypal_link_id","time");--> statement-breakpoint
CREATE INDEX "paypal_link_events_consumer_idx" ON "paypal_link_events" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "paypal_links_consumer_idx" ON "paypal_links" USING btree ("consumer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "physical_card_events_token_idx" ON "physical_card_events" USING btree ("token","physical_card_updated_at");--> statement-breakpoint
CREATE INDEX "physical_card_events_consumer_idx" ON "physical_card_events" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "legal_status_batch_items_consumer_idx" ON "legal_status_batch_items" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "legal_status_batch_items_pending_idx" ON "legal_status_batch_items" USING btree ("batch_id","success");--> statement-breakpoint
CREATE INDEX "legal_status_batches_created_at_idx" ON "legal_status_batches" USING btree ("created_at" DESC NULLS LAST);