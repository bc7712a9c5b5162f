-- A consumer's case version: every change to the consumer (its account, contracts, plans, flags, cards, legal
-- status, e-mail, phone, logs) increases it in the change's own transaction (server/domain/case-versions.ts). A
-- caller that names the version it saw is refused when the case moved on, and answered with what changed since:
-- one consumer_changes row per version, written with the change.
ALTER TABLE "consumers" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE "consumer_changes" (
  "consumer_id" text NOT NULL REFERENCES "consumers"("id"),
  "version" integer NOT NULL,
  -- The audit operation that made the change (consumer.phone, contract.revert_to_lump_sum, …).
  "operation" text NOT NULL,
  "staff_email" text NOT NULL,
  "approver_email" text,
  "occurred_at" timestamptz NOT NULL,
  -- [{ field, old, new }] of the consumer's own columns this change moved (never a secret).
  "fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
  PRIMARY KEY ("consumer_id", "version")
);
--> statement-breakpoint
-- The version a held change was made on: the approver is shown what changed since.
ALTER TABLE "approval_requests" ADD COLUMN "case_version" integer;
