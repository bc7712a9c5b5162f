// The sign-in limits and lifetimes (decided in docs/decisions.md): one place for every number the rules use.

/** Length of the e-mailed sign-in code (spec §9). */
export const SIGN_IN_CODE_LENGTH = 4;
/** A mailed code is accepted for this long after it was sent. */
export const SIGN_IN_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes per challenge; the last one closes the challenge and locks the account. */
export const MAX_WRONG_CODES = 5;
/** Consecutive wrong passwords that lock the account. */
export const MAX_WRONG_PASSWORDS = 10;
/** How long a lock after too many wrong passwords or codes lasts. */
export const ACCOUNT_LOCK_MS = 30 * 60_000;

/** Sliding window of the sign-in rate limits. */
export const RATE_LIMIT_WINDOW_MS = 15 * 60_000;
/** Password-step requests per client address per window. */
export const PASSWORD_STEP_LIMIT_PER_ADDRESS = 30;
/** Password-step requests per e-mail address (account) per window. */
export const PASSWORD_STEP_LIMIT_PER_ACCOUNT = 10;
/** Code-step requests per client address per window. */
export const CODE_STEP_LIMIT_PER_ADDRESS = 30;

/** A session ends this long after sign-in, whatever the activity. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60_000;
/** A session ends after this long without a request. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60_000;
/** last_seen_at is written at most this often per session (one write per minute, not per request). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Live sessions per staff user; signing in once more ends the oldest. */
export const MAX_LIVE_SESSIONS = 5;

/** Random bytes in a session or challenge token (sent base64url in a cookie, stored as SHA-256). */
export const TOKEN_BYTES = 32;
