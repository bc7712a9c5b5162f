// The pure sign-in rules: code format and generation, hashing, lock decisions, rate-limit decision, session validity.
import { describe, expect, it } from 'vitest';
import {
  afterWrongCode,
  afterWrongPassword,
  generateSignInCode,
  hashSignInCode,
  hashToken,
  isLockedAt,
  isRateLimited,
  isWellFormedSignInCode,
  lockedAccountRefusal,
  newOpaqueToken,
  sessionState,
  sessionsToEndForNewOne,
  shouldTouchSession,
  signInCodeMatches,
} from '../../server/domain/staff-auth/sign-in-rules';

const now = new Date('2025-04-01T09:00:00Z');
const minutes = (n: number) => n * 60_000;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('sign-in code', () => {
  it('is 4 digits, zero-padded, drawn from 0..9999', () => {
    const draws: Array<[number, number]> = [];
    const code = generateSignInCode((min, max) => {
      draws.push([min, max]);
      return 7;
    });
    expect(code).toBe('0007');
    expect(draws).toEqual([[0, 10_000]]);
    expect(generateSignInCode(() => 9999)).toBe('9999');
    for (let i = 0; i < 200; i++) expect(generateSignInCode()).toMatch(/^\d{4}$/);
  });

  it('is well-formed only as a string of exactly 4 ASCII digits', () => {
    for (const ok of ['0000', '1234', '9999']) expect(isWellFormedSignInCode(ok)).toBe(true);
    for (const bad of ['123', '12345', '12a4', ' 1234', '１２３４', 1234, null, undefined, ['1234']]) {
      expect(isWellFormedSignInCode(bad)).toBe(false);
    }
  });

  it('is stored as an HMAC keyed by the challenge token and compared against it', () => {
    const token = newOpaqueToken();
    const stored = hashSignInCode('0427', token);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(hashSignInCode('0427', newOpaqueToken()));
    expect(signInCodeMatches('0427', stored, token)).toBe(true);
    expect(signInCodeMatches('0428', stored, token)).toBe(false);
    expect(signInCodeMatches('0427', stored, newOpaqueToken())).toBe(false);
    expect(signInCodeMatches('0427', 'abcd', token)).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored as SHA-256 hex', () => {
    const token = newOpaqueToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(token);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('locks', () => {
  it('an account is locked while now < locked_until; a manual lock (infinity, an invalid Date) is for ever', () => {
    expect(isLockedAt(null, now)).toBe(false);
    expect(isLockedAt(at(1), now)).toBe(true);
    expect(isLockedAt(at(0), now)).toBe(false);
    expect(isLockedAt(at(-1), now)).toBe(false);
    expect(isLockedAt(new Date('infinity'), now)).toBe(true);
  });

  it('locked by codes answers 401 MemberCannotLogin; by passwords or manually 423 TooManySessions', () => {
    expect(lockedAccountRefusal('pin_attempts')).toEqual({ status: 401, code: 'MemberCannotLogin' });
    expect(lockedAccountRefusal('password_attempts')).toEqual({ status: 423, code: 'TooManySessions' });
    expect(lockedAccountRefusal('manual')).toEqual({ status: 423, code: 'TooManySessions' });
  });

  it('the 10th consecutive wrong password locks the account for 30 minutes', () => {
    const account = (failedPasswordCount: number, lockedUntil: Date | null = null) => ({
      failedPasswordCount,
      lockedUntil,
    });
    expect(afterWrongPassword(account(0), now)).toEqual({
      failedPasswordCount: 1,
      lockUntil: null,
      clearExpiredLock: false,
    });
    expect(afterWrongPassword(account(8), now).lockUntil).toBeNull();
    expect(afterWrongPassword(account(9), now)).toEqual({
      failedPasswordCount: 10,
      lockUntil: at(minutes(30)),
      clearExpiredLock: false,
    });
  });

  it('after a lock has run out the wrong-password count starts afresh', () => {
    expect(afterWrongPassword({ failedPasswordCount: 10, lockedUntil: at(-1) }, now)).toEqual({
      failedPasswordCount: 1,
      lockUntil: null,
      clearExpiredLock: true,
    });
  });

  it('the 5th wrong code leaves no tries and locks the account for 30 minutes', () => {
    expect(afterWrongCode(0, now)).toEqual({ failedAttempts: 1, remainingAttempts: 4, lockUntil: null });
    expect(afterWrongCode(3, now)).toEqual({ failedAttempts: 4, remainingAttempts: 1, lockUntil: null });
    expect(afterWrongCode(4, now)).toEqual({
      failedAttempts: 5,
      remainingAttempts: 0,
      lockUntil: at(minutes(30)),
    });
  });
});

describe('rate limits', () => {
  it('refuse a request once the window already holds the limit', () => {
    expect(isRateLimited(29, 30)).toBe(false);
    expect(isRateLimited(30, 30)).toBe(true);
    expect(isRateLimited(9, 10)).toBe(false);
    expect(isRateLimited(10, 10)).toBe(true);
  });
});

describe('sessions', () => {
  const live = {
    expiresAt: at(minutes(60)),
    lastSeenAt: at(-minutes(5)),
    revokedAt: null,
    lockedUntil: null,
  };

  it('are valid until revoked, past the absolute end, idle for 30 minutes, or the user is locked', () => {
    expect(sessionState(live, now)).toBe('valid');
    expect(sessionState({ ...live, revokedAt: at(-1) }, now)).toBe('revoked');
    expect(sessionState({ ...live, expiresAt: now }, now)).toBe('expired');
    expect(sessionState({ ...live, lastSeenAt: at(-minutes(30)) }, now)).toBe('idle');
    expect(sessionState({ ...live, lastSeenAt: at(-minutes(30) + 1) }, now)).toBe('valid');
    expect(sessionState({ ...live, lockedUntil: at(minutes(1)) }, now)).toBe('locked');
    expect(sessionState({ ...live, lockedUntil: new Date('infinity') }, now)).toBe('locked');
    expect(sessionState({ ...live, lockedUntil: at(-1) }, now)).toBe('valid');
  });

  it('last_seen_at is rewritten only after a minute', () => {
    expect(shouldTouchSession(at(-59_999), now)).toBe(false);
    expect(shouldTouchSession(at(-60_000), now)).toBe(true);
  });

  it('a new session ends the oldest ones beyond 5 live sessions', () => {
    expect(sessionsToEndForNewOne([1, 2, 3, 4])).toEqual([]);
    expect(sessionsToEndForNewOne([1, 2, 3, 4, 5])).toEqual([1]);
    expect(sessionsToEndForNewOne([1, 2, 3, 4, 5, 6])).toEqual([1, 2]);
  });
});
