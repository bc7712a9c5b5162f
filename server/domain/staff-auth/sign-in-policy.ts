// The sign-in limits and lifetimes (decided in docs/decisions.md): one place for every number the rules use.

/** Length of the e-mailed sign-in code (spec §9). */
export const SIGN_IN_CODE_LENGTH = 4;
/** A mailed code is accepted for this long after it was sent. */
export const SIGN_IN_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes per challenge; the last one closes the challenge (a new password step mails a new code). */
export const MAX_WRONG_CODES = 5;
/** Wrong codes per account across all its challenges within CODE_FAILURE_WINDOW_MS; the last one locks the code step. */
export const MAX_WRONG_CODES_PER_WINDOW = 10;
export const CODE_FAILURE_WINDOW_MS = 24 * 60 * 60_000;
/** How long the code step stays locked after MAX_WRONG_CODES_PER_WINDOW (an administrator's unlock lifts it earlier). */
export const CODE_LOCK_MS = 24 * 60 * 60_000;

/** Exponential backoff of the password step for one key (an e-mail, a known browser or a client address). */
export interface BackoffPolicy {
  /** Wrong passwords answered without any wait. */
  freeFailures: number;
  /** The wait after the first wrong password beyond the free ones; each further one doubles it… */
  baseMs: number;
  /** …up to this. */
  maxMs: number;
  /** The count starts again once the last wrong password is older than this. */
  memoryMs: number;
}

/** Per typed e-mail (known or not) and per known browser: about 100 guesses a day at most, whatever the addresses. */
export const EMAIL_BACKOFF: BackoffPolicy = {
  freeFailures: 5,
  baseMs: 60_000,
  maxMs: 15 * 60_000,
  memoryMs: 24 * 60 * 60_000,
};

/** Per client address: room for a shared office address, then the same doubling. */
export const ADDRESS_BACKOFF: BackoffPolicy = {
  freeFailures: 20,
  baseMs: 60_000,
  maxMs: 15 * 60_000,
  memoryMs: 60 * 60_000,
};

/** A browser that completed a sign-in stays known to that account this long after its last sign-in. */
export const KNOWN_DEVICE_TTL_MS = 30 * 24 * 60 * 60_000;
/** At most one "sign-in refused" notice mail per account in this time. */
export const NOTICE_MAIL_INTERVAL_MS = 15 * 60_000;

/** Sliding window of the code-step rate limit. */
export const RATE_LIMIT_WINDOW_MS = 15 * 60_000;
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

/** Random bytes in a session, challenge or device token (sent base64url in a cookie, stored as SHA-256). */
export const TOKEN_BYTES = 32;
