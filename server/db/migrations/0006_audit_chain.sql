-- The audit log is tamper-evident (docs/decisions.md "Consumer actions"): every row carries its position (seq),
-- the previous row's hash and sha256(prev_hash || canonical text of the row). A BEFORE INSERT trigger sets the three,
-- so every writer (the console's mutations, sign-in, the staff CLI, psql) is chained without knowing about it, and
-- update, delete and truncate are refused. `npm run audit -- verify` recomputes the chain.
--
-- The canonical text is the row as jsonb (keys in jsonb's fixed order), with created_at as whole microseconds since
-- the epoch so that neither the session's time zone nor its DateStyle changes it.
CREATE OR REPLACE FUNCTION audit_log_canonical(r audit_log) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT jsonb_build_object(
    'seq', r.seq,
    'id', r.id,
    'staff_user_id', r.staff_user_id,
    'staff_email', r.staff_email,
    'operation', r.operation,
    'target_type', r.target_type,
    'target_id', r.target_id,
    'outcome', r.outcome,
    'detail', r.detail,
    'ip', r.ip,
    'created_at_us', (extract(epoch from r.created_at) * 1000000)::bigint
  )::text
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_hash(prev text, r audit_log) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT encode(sha256(convert_to(coalesce(prev, '') || audit_log_canonical(r), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Rows written before this migration: chained in id order.
DO $$
DECLARE
  r audit_log;
  prev text := NULL;
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    n := n + 1;
    r.seq := n;
    UPDATE audit_log SET seq = n, prev_hash = prev, hash = audit_log_hash(prev, r) WHERE id = r.id
    RETURNING hash INTO prev;
  END LOOP;
END
$$;--> statement-breakpoint
-- One writer at a time appends: the transaction-level advisory lock is held until commit, so the next writer reads
-- this row as the last one. Under READ COMMITTED each statement of the function sees what committed before it;
-- a writer on an older snapshot (REPEATABLE READ) would compute a taken seq and fail on audit_log_seq_key instead of
-- forking the chain.
CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(7300002);
  SELECT seq, hash INTO last_seq, last_hash
  FROM audit_log WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := last_hash;
  NEW.hash := audit_log_hash(NEW.prev_hash, NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log
FOR EACH ROW EXECUTE FUNCTION audit_log_chain();--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
