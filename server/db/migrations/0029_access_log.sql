-- Who looked (issue "Who looked"): one row of access_entries per answer that carried a consumer's personal data,
-- written before the answer left (server/domain/access-log/writer.ts). Partitioned by JST month on `at`, so the
-- retention job removes whole months with DROP TABLE and the oldest month's expired days with one DELETE; a DEFAULT
-- partition takes any row whose month has no partition yet (the job keeps two months ahead). The consumers of an
-- entry are also rows of access_entry_consumers (consumer_id, at, entry_id): "who looked at this consumer" is then an
-- index walk newest first that stops after a page, whatever the size of the log (a GIN index over the array must read
-- every entry of the consumer and sort them).
CREATE SEQUENCE "access_entries_id_seq";--> statement-breakpoint
CREATE TABLE "access_entries" (
  "id" bigint NOT NULL DEFAULT nextval('access_entries_id_seq'),
  "at" timestamptz NOT NULL DEFAULT now(),
  "staff_id" uuid,
  "staff_email" text NOT NULL,
  "session_id" uuid,
  "kind" text NOT NULL,
  "consumer_ids" text[] NOT NULL DEFAULT '{}',
  "row_count" integer NOT NULL,
  "ip" text,
  "request_id" text,
  "offline" boolean NOT NULL DEFAULT false,
  "read_at" timestamptz,
  "reason" text,
  PRIMARY KEY ("at", "id")
) PARTITION BY RANGE ("at");--> statement-breakpoint
CREATE TABLE "access_entries_default" PARTITION OF "access_entries" DEFAULT;--> statement-breakpoint
CREATE INDEX "access_entries_staff_at_idx" ON "access_entries" ("staff_email", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "access_entries_at_idx" ON "access_entries" ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE TABLE "access_entry_consumers" (
  "consumer_id" text NOT NULL,
  "at" timestamptz NOT NULL,
  "entry_id" bigint NOT NULL,
  PRIMARY KEY ("consumer_id", "at", "entry_id")
) PARTITION BY RANGE ("at");--> statement-breakpoint
CREATE TABLE "access_entry_consumers_default" PARTITION OF "access_entry_consumers" DEFAULT;--> statement-breakpoint
-- An entry is never changed: the day's seal in the audit chain would no longer match it. Removal is the retention
-- job's alone (it sets access_log.retention for its transaction).
CREATE OR REPLACE FUNCTION access_entries_append_only() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('access_log.retention', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'access_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "access_entries_append_only" BEFORE UPDATE OR DELETE ON "access_entries"
FOR EACH STATEMENT EXECUTE FUNCTION access_entries_append_only();--> statement-breakpoint
-- The months around the migration; the job runner's sweep creates the following ones.
DO $$
DECLARE
  m date := date_trunc('month', (now() AT TIME ZONE 'Asia/Tokyo'))::date - interval '1 month';
  i int;
BEGIN
  FOR i IN 0..3 LOOP
    EXECUTE format(
      'CREATE TABLE IF NOT EXISTS %I PARTITION OF access_entries FOR VALUES FROM (%L) TO (%L)',
      'access_entries_p' || to_char(m, 'YYYYMM'), m::text || ' 00:00+09', (m + interval '1 month')::date::text || ' 00:00+09');
    EXECUTE format(
      'CREATE TABLE IF NOT EXISTS %I PARTITION OF access_entry_consumers FOR VALUES FROM (%L) TO (%L)',
      'access_entry_consumers_p' || to_char(m, 'YYYYMM'), m::text || ' 00:00+09', (m + interval '1 month')::date::text || ' 00:00+09');
    m := (m + interval '1 month')::date;
  END LOOP;
END
$$;--> statement-breakpoint
-- A day is sealed once: one audit row per JST day (target_id YYYY-MM-DD), whichever instance's job gets there first.
CREATE UNIQUE INDEX "audit_log_access_seal_day" ON "audit_log" ("target_id") WHERE "operation" = 'access_log.seal';--> statement-breakpoint
-- Thresholds of the alerts on unusual reading (one row; changed only through a held change).
CREATE TABLE "access_alert_policy" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "distinct_consumers_per_hour" integer NOT NULL,
  "exported_rows_per_day" integer NOT NULL,
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  "updated_by" text
);--> statement-breakpoint
INSERT INTO "access_alert_policy" ("id", "distinct_consumers_per_hour", "exported_rows_per_day") VALUES (1, 200, 5000);--> statement-breakpoint
-- One alert per staff member, rule and window (the clock hour, the JST day).
CREATE TABLE "access_alerts" (
  "id" bigserial PRIMARY KEY,
  "at" timestamptz NOT NULL DEFAULT now(),
  "staff_email" text NOT NULL,
  "rule" text NOT NULL,
  "window_start" timestamptz NOT NULL,
  "observed" integer NOT NULL,
  "threshold" integer NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "access_alerts_once_per_window" ON "access_alerts" ("staff_email", "rule", "window_start");--> statement-breakpoint
CREATE INDEX "access_alerts_at_idx" ON "access_alerts" ("at" DESC, "id" DESC);
