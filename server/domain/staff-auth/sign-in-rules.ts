// The pure sign-in rules: code format and generation, token and code hashing, lock and rate-limit decisions,
// session validity. No database, no HTTP; the steps in password-step.ts, code-step.ts and sessions.ts apply them.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_LOCK_MS,
  MAX_LIVE_SESSIONS,
  MAX_WRONG_CODES,
  MAX_WRONG_PASSWORDS,
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
 * Whether an account is locked at `now`. A manual lock is stored as PostgreSQL 'infinity', which reaches
 * JavaScript as an invalid Date: that counts as locked for ever.
 */
export function isLockedAt(lockedUntil: Date | null, now: Date): boolean {
  if (lockedUntil === null) return false;
  const until = lockedUntil.getTime();
  return Number.isNaN(until) || until > now.getTime();
}

export type LockReason = 'password_attempts' | 'pin_attempts' | 'manual';

/** The refusal a locked account gets at either step: locked by codes → MemberCannotLogin, otherwise TooManySessions. */
export function lockedAccountRefusal(lockReason: string | null): { status: 401 | 423; code: string } {
  return lockReason === 'pin_attempts'
    ? { status: 401, code: 'MemberCannotLogin' }
    : { status: 423, code: 'TooManySessions' };
}

/**
 * After one more wrong password: the new count, and the lock end when it reaches 10. A lock that has run out
 * starts the count afresh (and is cleared), so each lock gives at most 10 more tries, not one.
 */
export function afterWrongPassword(
  account: { failedPasswordCount: number; lockedUntil: Date | null },
  now: Date,
): { failedPasswordCount: number; lockUntil: Date | null; clearExpiredLock: boolean } {
  const clearExpiredLock = account.lockedUntil !== null && !isLockedAt(account.lockedUntil, now);
  const count = (clearExpiredLock ? 0 : account.failedPasswordCount) + 1;
  return {
    failedPasswordCount: count,
    lockUntil: count >= MAX_WRONG_PASSWORDS ? new Date(now.getTime() + ACCOUNT_LOCK_MS) : null,
    clearExpiredLock,
  };
}

/** After one more wrong code: the new count, the tries left, and the lock end when the 5th is used up. */
export function afterWrongCode(
  failedAttempts: number,
  now: Date,
): { failedAttempts: number; remainingAttempts: number; lockUntil: Date | null } {
  const count = failedAttempts + 1;
  const remainingAttempts = Math.max(0, MAX_WRONG_CODES - count);
  return {
    failedAttempts: count,
    remainingAttempts,
    lockUntil: remainingAttempts === 0 ? new Date(now.getTime() + ACCOUNT_LOCK_MS) : null,
  };
}

/** A rate limit refuses a request when the window already holds `limit` requests from the same key. */
export function isRateLimited(requestsInWindow: number, limit: number): boolean {
  return requestsInWindow >= limit;
}

export type SessionState = 'valid' | 'revoked' | 'expired' | 'idle' | 'locked';

/** A session is valid until revoked, past its absolute end, idle for 30 minutes, or its staff user is locked. */
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
