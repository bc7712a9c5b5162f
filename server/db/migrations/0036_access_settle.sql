-- An entry of a case page is written as soon as the page's execution starts, before its row count is known: its
-- commit (a WAL flush) then overlaps the page's reads instead of following them. Such an entry starts with row_count
-- NULL ("settling") and the writer sets its final count right after the answer. That one UPDATE is the only change
-- an entry ever allows: row_count from NULL to a count, nothing else in the row, once, and never on a day already
-- sealed (an entry left NULL by a crash is sealed as it is and stays so). Removal stays the retention job's alone.
ALTER TABLE "access_entries" ALTER COLUMN "row_count" DROP NOT NULL;--> statement-breakpoint
DROP TRIGGER "access_entries_append_only" ON "access_entries";--> statement-breakpoint
CREATE TRIGGER "access_entries_append_only" BEFORE DELETE ON "access_entries"
FOR EACH STATEMENT EXECUTE FUNCTION access_entries_append_only();--> statement-breakpoint
-- A row trigger on the partitioned table is cloned onto every partition, present and future: an UPDATE aimed at a
-- partition directly is refused too.
CREATE OR REPLACE FUNCTION access_entries_settle_only() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF OLD.row_count IS NULL AND NEW.row_count IS NOT NULL AND NEW.row_count >= 0
     AND (to_jsonb(NEW) - 'row_count') = (to_jsonb(OLD) - 'row_count')
     AND NOT EXISTS (
       SELECT 1 FROM audit_log
       WHERE operation = 'access_log.seal'
         AND target_id = to_char(OLD.at AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD'))
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'access_entries is append-only: UPDATE refused (only a settling entry''s row count is set, once)'
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "access_entries_settle_only" BEFORE UPDATE ON "access_entries"
FOR EACH ROW EXECUTE FUNCTION access_entries_settle_only();
