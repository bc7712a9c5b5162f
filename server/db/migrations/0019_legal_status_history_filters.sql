-- The legal-status history's filters (issue 21): one creator's batches, newest first, come from this index (the
-- creator is matched case-insensitively). The date range uses legal_status_batches_created_at_idx; the comment and
-- batch-id filters narrow what those give (batches are one per uploaded file: thousands, not millions).
CREATE INDEX IF NOT EXISTS "legal_status_batches_creator_idx"
  ON "legal_status_batches" (lower("created_by"), "created_at" DESC);
