// Limits of the CSV tools, named so the pages can state them before a file is chosen.

/**
 * Largest file accepted, in bytes (64 MiB). A 1,000,000-row legal-status file in its longest form
 * (snake_case status, CRLF, every field quoted) is about 57 MB, so the largest file the speed target
 * names still fits, while a browser tab never has to hold more than a few hundred MB for one file.
 */
export const MAX_CSV_BYTES = 64 * 1024 * 1024;

/** Most data rows (header and blank lines not counted) in a legal-status or report-setting file. */
export { MAX_UPLOAD_ROWS as MAX_CSV_ROWS } from '../shared/bulk-limits';

/** Characters parsed between two progress reports and cancellation checks (about 25,000 rows). */
export const CSV_CHUNK_CHARS = 1 << 20;
