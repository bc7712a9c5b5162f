-- Staff administration (issue 19): roles as named, editable bundles of permissions, staff ↔ roles, the one-time
-- set-password links of new staff members, and the effective permissions (direct ∪ roles') in one function that the
-- session check, the sign-in answer and the approvals all read.
CREATE TABLE "staff_roles" (
	"name" text PRIMARY KEY NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
INSERT INTO "staff_roles" ("name", "permissions", "updated_by") VALUES
	('support', '{assessment_reports.read,consumers.write,sms.send}', 'migration'),
	('operations', '{cards.write,consumers.write,contracts.write,installment_plans.bulk_cancel,legal_status_batches.write,merchant_invoices.write,sms.send}', 'migration'),
	('fraud', '{assessment_exclusions.read,assessment_exclusions.write,assessment_reports.read,assessment_reports.write,can_view_credit_audit_records,can_view_pac_records,fraud_flags.write,payment_fraud_flags.read,payment_fraud_flags.write}', 'migration'),
	('admin', '{approvals.decide,audit_log.read,staff.admin}', 'migration');
--> statement-breakpoint
CREATE TABLE "staff_user_roles" (
	"staff_user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" text,
	CONSTRAINT "staff_user_roles_pkey" PRIMARY KEY ("staff_user_id", "role")
);
--> statement-breakpoint
ALTER TABLE "staff_user_roles" ADD CONSTRAINT "staff_user_roles_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user_roles" ADD CONSTRAINT "staff_user_roles_role_fk" FOREIGN KEY ("role") REFERENCES "public"."staff_roles"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_user_roles_role_idx" ON "staff_user_roles" USING btree ("role");--> statement-breakpoint
CREATE TABLE "set_password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "set_password_tokens" ADD CONSTRAINT "set_password_tokens_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "set_password_tokens_token_key" ON "set_password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "set_password_tokens_staff_idx" ON "set_password_tokens" USING btree ("staff_user_id");--> statement-breakpoint
CREATE FUNCTION "staff_effective_permissions"(staff uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  select coalesce(array_agg(distinct p order by p), '{}'::text[]) from (
    select unnest(u.permissions) as p from staff_users u where u.id = staff
    union all
    select unnest(r.permissions) from staff_user_roles ur join staff_roles r on r.name = ur.role
     where ur.staff_user_id = staff
  ) all_permissions
$$;
