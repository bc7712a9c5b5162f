// The pure sign-in rules: code format and generation, token and code hashing, lock and rate-limit decisions,
// session validity. No database, no HTTP; the steps in password-step.ts, code-step.ts and sessions.ts apply them.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type BackoffPolicy,
  CODE_LOCK_MS,
  MAX_LIVE_SESSIONS,
  MAX_WRONG_CODES,
  MAX_WRONG_CODES_PER_WINDOW,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SIGN_IN_CODE_LENGTH,
  TOKEN_BYTES,
} from './sign-in-policy';

/** A new sign-in code: 4 digits from a uniform CSPRNG draw, zero-padded ("0042"). */
export function generateSignInCode(draw: (min: number, max: number) => number = randomInt): string {
  return String(draw(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
}

/** A code the staff member typed is well-formed only as a string of exactly 4 ASCII digits. */
export function isWellFormedSignInCode(pin: unknown): pin is string {
  return typeof pin === 'string' && new RegExp(`^[0-9]{${SIGN_IN_CODE_LENGTH}}$`).test(pin);
}

/** An opaque bearer token for a cookie: 32 random bytes, base64url. */
export function newOpaqueToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** How a cookie token is stored: SHA-256 hex, so a database leak does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How a code is stored: HMAC-SHA-256 keyed by the challenge token, so the 10 000 codes cannot be tabled. */
export function hashSignInCode(code: string, challengeToken: string): string {
  return createHmac('sha256', challengeToken).update(code).digest('hex');
}

/** Compares a typed code with the stored hash in constant time. */
export function signInCodeMatches(typed: string, storedHash: string, challengeToken: string): boolean {
  const actual = Buffer.from(hashSignInCode(typed, challengeToken), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Whether an account (the administrator's lock) or its code step is locked at `now`. A manual lock is stored as PostgreSQL 'infinity', which reaches
 * JavaScript as an invalid Date: that counts as locked for ever.
 */
export function isLockedAt(lockedUntil: Date | null, now: Date): boolean {
  if (lockedUntil === null) return false;
  const until = lockedUntil.getTime();
  return Number.isNaN(until) || until > now.getTime();
}

/** The password-step state of one throttle key (sign_in_throttles row). */
export interface ThrottleState {
  failures: number;
  lastFailureAt: Date | null;
  blockedUntil: Date | null;
}

/** Whether new password steps for this key are refused at `now` (the block lifts itself). */
export function isThrottled(state: Pick<ThrottleState, 'blockedUntil'>, now: Date): boolean {
  return state.blockedUntil !== null && state.blockedUntil.getTime() > now.getTime();
}

/** The wait after the n-th counted wrong password: none for the free ones, then base, 2×base, 4×base… up to max. */
export function backoffMs(failures: number, policy: BackoffPolicy): number {
  const beyond = failures - policy.freeFailures;
  if (beyond <= 0) return 0;
  // The exponent is capped so a long-running count cannot overflow to Infinity.
  return Math.min(policy.baseMs * 2 ** Math.min(beyond - 1, 30), policy.maxMs);
}

/** After one more wrong password for a key: the new count and the block end (null: no wait). */
export function afterWrongPassword(state: ThrottleState, policy: BackoffPolicy, now: Date): ThrottleState {
  const remembered =
    state.lastFailureAt !== null && now.getTime() - state.lastFailureAt.getTime() < policy.memoryMs
      ? state.failures
      : 0;
  const failures = remembered + 1;
  const wait = backoffMs(failures, policy);
  return { failures, lastFailureAt: now, blockedUntil: wait > 0 ? new Date(now.getTime() + wait) : null };
}

/**
 * After one more wrong code: the challenge's new count, the tries left (the smaller of the challenge's and the
 * account's daily allowance), whether the challenge closes, and the end of the code-step lock when the account's
 * daily limit is reached. `wrongCodesInWindow` is the account's count before this one.
 */
export function afterWrongCode(
  challengeFailures: number,
  wrongCodesInWindow: number,
  now: Date,
): {
  failedAttempts: number;
  remainingAttempts: number;
  closeChallenge: boolean;
  lockCodeStepUntil: Date | null;
} {
  const failedAttempts = challengeFailures + 1;
  const leftOnChallenge = Math.max(0, MAX_WRONG_CODES - failedAttempts);
  const leftInWindow = Math.max(0, MAX_WRONG_CODES_PER_WINDOW - (wrongCodesInWindow + 1));
  const remainingAttempts = Math.min(leftOnChallenge, leftInWindow);
  return {
    failedAttempts,
    remainingAttempts,
    closeChallenge: remainingAttempts === 0,
    lockCodeStepUntil: leftInWindow === 0 ? new Date(now.getTime() + CODE_LOCK_MS) : null,
  };
}

/** A rate limit refuses a request when the window already holds `limit` requests from the same key. */
export function isRateLimited(requestsInWindow: number, limit: number): boolean {
  return requestsInWindow >= limit;
}

export type SessionState = 'valid' | 'revoked' | 'expired' | 'idle' | 'locked';

/**
 * A session is valid until revoked, past its absolute end, idle for 30 minutes, or its staff user is locked by an
 * administrator (the only lock kept in staff_users.locked_until; sign-in limits never end a session).
 */
export function sessionState(
  session: { expiresAt: Date; lastSeenAt: Date; revokedAt: Date | null; lockedUntil: Date | null },
  now: Date,
): SessionState {
  if (session.revokedAt !== null) return 'revoked';
  if (now.getTime() >= session.expiresAt.getTime()) return 'expired';
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_TIMEOUT_MS) return 'idle';
  if (isLockedAt(session.lockedUntil, now)) return 'locked';
  return 'valid';
}

/** last_seen_at is rewritten only when a minute has passed, so a busy screen does not write on every request. */
export function shouldTouchSession(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}

/** Given a user's live sessions oldest first, the ones to end so a new one keeps the total at 5. */
export function sessionsToEndForNewOne<T>(liveOldestFirst: readonly T[]): T[] {
  const excess = liveOldestFirst.length + 1 - MAX_LIVE_SESSIONS;
  return excess > 0 ? liveOldestFirst.slice(0, excess) : [];
}
