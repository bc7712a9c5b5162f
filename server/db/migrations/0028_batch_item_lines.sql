-- A legal-status batch row's line in the console's file (the header is line 1), so the upload table, its warnings,
-- the approval page and the result page name a row by the same number. Null for rows stored before: they are read
-- as position + 1 (server/domain/legal-status-batches.ts, batchItemLine).
ALTER TABLE "legal_status_batch_items" ADD COLUMN "line" integer;
