-- Speed (issue 22; docs/decisions.md "Speed: name search and the per-request floor").
--
-- Name search by a 2- or 3-character keyword ("name-search tails"). "Contains K" is "a suffix starts with K"; for a short K that range holds tens
-- of thousands of suffixes (ユウ: 88,000 of 7.8 million at 1,000,000 consumers), which had to be read and sorted
-- to find the newest. Keyed on the suffix's first 2 or 3 characters, then rank and newest first, the newest
-- matches of each rank are the first entries of one index range: the search reads at most 400 per rank.
-- The suffix is included so the scan is index-only (the planner needs every column the query names, and the
-- key holds only left(suffix, n)). The expressions must stay the ones server/domain/search.ts compares
-- (left(suffix, 2), left(suffix, 3), consumer_id collate "C").
CREATE INDEX IF NOT EXISTS "consumer_name_suffixes_prefix2_idx" ON "consumer_name_suffixes" USING btree (left("suffix", 2), "rank", "created_at" DESC, "consumer_id" COLLATE "C") INCLUDE ("suffix");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consumer_name_suffixes_prefix3_idx" ON "consumer_name_suffixes" USING btree (left("suffix", 3), "rank", "created_at" DESC, "consumer_id" COLLATE "C") INCLUDE ("suffix");
--> statement-breakpoint
-- The session guard keeps each server process's signed-in sessions in memory (server/domain/staff-auth/
-- session-cache.ts) instead of reading them on every request. Whatever can change a session's answer tells it
-- through NOTIFY staff_auth, sent at commit: the staff user's id, or '' for everyone (a role's permissions, a
-- TRUNCATE). A connection that LISTENs gets its own notifications before its COMMIT returns, so a change made
-- through the server's own pool applies to the very next request; another process's within moments.
CREATE FUNCTION "staff_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('staff_auth', '');
  ELSE
    -- TG_ARGV[0]: the column holding the staff user's id.
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('staff_auth', to_jsonb(OLD) ->> TG_ARGV[0]);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('staff_auth', to_jsonb(NEW) ->> TG_ARGV[0]);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A new session is in no cache yet: only changes and deletions of sessions count.
CREATE TRIGGER "staff_sessions_auth_changed" AFTER UPDATE OR DELETE ON "staff_sessions"
  FOR EACH ROW EXECUTE FUNCTION "staff_auth_changed"('staff_user_id');--> statement-breakpoint
CREATE TRIGGER "staff_users_auth_changed" AFTER UPDATE OR DELETE ON "staff_users"
  FOR EACH ROW EXECUTE FUNCTION "staff_auth_changed"('id');--> statement-breakpoint
CREATE TRIGGER "staff_user_roles_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "staff_user_roles"
  FOR EACH ROW EXECUTE FUNCTION "staff_auth_changed"('staff_user_id');--> statement-breakpoint
CREATE TRIGGER "staff_roles_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "staff_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "staff_sessions_auth_truncated" AFTER TRUNCATE ON "staff_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "staff_users_auth_truncated" AFTER TRUNCATE ON "staff_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "staff_user_roles_auth_truncated" AFTER TRUNCATE ON "staff_user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "staff_roles_auth_truncated" AFTER TRUNCATE ON "staff_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_auth_changed"();
