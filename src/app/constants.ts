// Business constants and limits of document 1 §9 and document 2 §9, named by meaning.

/** Digits in the sign-in code sent by e-mail. */
export const PIN_LENGTH = 4;
/** The 再送する link appears this long after the code step is shown (and again after each resend). */
export const PIN_RESEND_DELAY_MS = 30_000;
/** How long the sign-in success screen stays before the app proceeds by itself. */
export const LOGIN_SUCCESS_DELAY_MS = 2_000;
/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5_000;
/** Failed requests (network errors, 5xx) are retried this many times. */
export const HTTP_RETRIES = 3;
/**
 * A read (GraphQL query, REST GET) without an answer after this long is abandoned, so a failure shows in Japanese
 * with its retry button within 10 seconds. A call may ask for another limit (`timeoutMs`).
 */
export const QUERY_TIMEOUT_MS = 8_000;
/**
 * A change waits longer before the client gives up: the server may still be applying it (its Idempotency-Key makes
 * a retry safe), and the dialog shows 'processing' meanwhile. File parts and batch starts use this limit too.
 */
export const MUTATION_TIMEOUT_MS = 30_000;
/** A read of a whole file's rows (a CSV check, a 5,000-row result page) may legitimately take longer. */
export const BULK_READ_TIMEOUT_MS = 30_000;
/** Rows per page in the search tables, payments and bill statements. */
export const SEARCH_PAGE_SIZE = 100;
/** Rows per page in fraud, exclusion and log tables: the spec's shared constant "whose value is not shown". */
export const FRAUD_LOG_PAGE_SIZE = 20;
/** Delay before going to a legal-status batch's result page after starting it. */
export const BATCH_REDIRECT_DELAY_MS = 2_000;
/** Personal data cached in the browser (query cache, recent lookups) expires after this long. */
export const LOCAL_DATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Bump to discard every persisted query cache after an incompatible change to cached shapes. */
export const QUERY_CACHE_BUSTER = 'v1';
