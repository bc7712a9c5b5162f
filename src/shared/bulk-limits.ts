// The limits every bulk CSV tool shares, on both sides of the wire: the console sends its parts and lookups within
// them and the server refuses anything larger (docs/decisions.md "Bulk legal-status update (console)").

/** Rows one request of an upload sent in parts may carry: about 90 KB of JSON, under the /graphql body limit of 128 KiB. */
export const UPLOAD_PART_ROWS = 1_500;

/** Ids one lookup call may ask about (consumerStatuses, installmentPlans). */
export const LOOKUP_IDS = 1_000;

/** Data rows one upload may have in all (a million rows is 667 parts): the CSV worker's row limit. */
export const MAX_UPLOAD_ROWS = 1_000_000;
