-- Passkeys (WebAuthn) as the second factor of staff sign-in, the ceremony challenges they answer, and the security
-- policy (which roles need a passkey, which sign in through SSO only) as one row.
CREATE TABLE "staff_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" uuid NOT NULL REFERENCES "staff_users"("id") ON DELETE CASCADE,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passkeys_credential_key" ON "staff_passkeys" ("credential_id");--> statement-breakpoint
CREATE INDEX "staff_passkeys_staff_idx" ON "staff_passkeys" ("staff_user_id");--> statement-breakpoint
CREATE TABLE "passkey_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" uuid NOT NULL REFERENCES "staff_users"("id") ON DELETE CASCADE,
	"purpose" text NOT NULL,
	"challenge" text NOT NULL,
	"staff_session_id" uuid REFERENCES "staff_sessions"("id") ON DELETE CASCADE,
	"sign_in_challenge_id" uuid REFERENCES "sign_in_challenges"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "passkey_challenges_challenge_key" ON "passkey_challenges" ("challenge");--> statement-breakpoint
CREATE INDEX "passkey_challenges_staff_idx" ON "passkey_challenges" ("staff_user_id");--> statement-breakpoint
CREATE INDEX "passkey_challenges_sign_in_idx" ON "passkey_challenges" ("sign_in_challenge_id");--> statement-breakpoint
CREATE INDEX "passkey_challenges_session_idx" ON "passkey_challenges" ("staff_session_id");--> statement-breakpoint
-- A member with a passkey gets no mailed code unless they ask for one: their challenge starts without a code.
ALTER TABLE "sign_in_challenges" ALTER COLUMN "pin_hash" DROP NOT NULL;--> statement-breakpoint
-- A session that may only enrol a passkey (a passkey-required role signed in with the mailed code).
ALTER TABLE "staff_sessions" ADD COLUMN "passkey_enrolment_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "security_policy" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"passkey_required_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"sso_required_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);--> statement-breakpoint
INSERT INTO "security_policy" ("id") VALUES (true);
