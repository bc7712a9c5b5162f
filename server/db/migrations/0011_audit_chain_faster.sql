-- The audit chain's trigger computes the row's hash inline. Calling the SQL functions audit_log_hash and
-- audit_log_canonical with the row as argument cost about 100 µs a row (a SQL function's executor is set up on every
-- call); inline it is about 25 µs, which is most of a bulk job's audit insert (1,000 rows a chunk). The expression
-- must stay the one of audit_log_canonical (0006): `npm run audit -- verify` recomputes every hash from
-- audit_log_canonical, and the server tests verify the chain after the rows they write.
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
  NEW.hash := encode(sha256(convert_to(coalesce(NEW.prev_hash, '') || jsonb_build_object(
    'seq', NEW.seq,
    'id', NEW.id,
    'staff_user_id', NEW.staff_user_id,
    'staff_email', NEW.staff_email,
    'operation', NEW.operation,
    'target_type', NEW.target_type,
    'target_id', NEW.target_id,
    'outcome', NEW.outcome,
    'detail', NEW.detail,
    'ip', NEW.ip,
    'created_at_us', (extract(epoch from NEW.created_at) * 1000000)::bigint
  )::text, 'UTF8')), 'hex');
  RETURN NEW;
END
$$;
