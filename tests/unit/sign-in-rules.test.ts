// The pure sign-in rules: code format and generation, hashing, lock decisions, rate-limit decision, session validity.
import { describe, expect, it } from 'vitest';
import {
  afterWrongCode,
  afterWrongPassword,
  backoffMs,
  generateSignInCode,
  hashSignInCode,
  hashToken,
  isLockedAt,
  isRateLimited,
  isThrottled,
  isWellFormedSignInCode,
  newOpaqueToken,
  sessionState,
  sessionsToEndForNewOne,
  shouldTouchSession,
  signInCodeMatches,
} from '../../server/domain/staff-auth/sign-in-rules';
import { ADDRESS_BACKOFF, EMAIL_BACKOFF } from '../../server/domain/staff-auth/sign-in-policy';

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
});

describe('password backoff', () => {
  const fresh = { failures: 0, lastFailureAt: null, blockedUntil: null };

  it('per e-mail: 5 wrong passwords are free, then 1, 2, 4, 8 minutes, then 15 minutes each', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 40].map((n) => backoffMs(n, EMAIL_BACKOFF))).toEqual(
      [0, 0, 0, 0, 0, 1, 2, 4, 8, 15, 15, 15].map(minutes),
    );
  });

  it('per address: 20 are free, then the same doubling up to 15 minutes', () => {
    expect([20, 21, 22, 25, 26].map((n) => backoffMs(n, ADDRESS_BACKOFF))).toEqual(
      [0, 1, 2, 15, 15].map(minutes),
    );
  });

  it('a wrong password counts and, beyond the free ones, blocks the key until the wait is over', () => {
    expect(afterWrongPassword(fresh, EMAIL_BACKOFF, now)).toEqual({
      failures: 1,
      lastFailureAt: now,
      blockedUntil: null,
    });
    const sixth = afterWrongPassword(
      { failures: 5, lastFailureAt: at(-1000), blockedUntil: null },
      EMAIL_BACKOFF,
      now,
    );
    expect(sixth).toEqual({ failures: 6, lastFailureAt: now, blockedUntil: at(minutes(1)) });
    expect(isThrottled(sixth, now)).toBe(true);
    expect(isThrottled(sixth, at(minutes(1) - 1))).toBe(true);
    expect(isThrottled(sixth, at(minutes(1)))).toBe(false);
  });

  it('the count starts again once the last wrong password is older than the memory (24 h per e-mail, 1 h per address)', () => {
    const old = (ms: number) => ({ failures: 9, lastFailureAt: at(-ms), blockedUntil: null });
    expect(afterWrongPassword(old(minutes(24 * 60) - 1), EMAIL_BACKOFF, now).failures).toBe(10);
    expect(afterWrongPassword(old(minutes(24 * 60)), EMAIL_BACKOFF, now).failures).toBe(1);
    expect(afterWrongPassword(old(minutes(60) - 1), ADDRESS_BACKOFF, now).failures).toBe(10);
    expect(afterWrongPassword(old(minutes(60)), ADDRESS_BACKOFF, now).failures).toBe(1);
  });
});

describe('wrong codes', () => {
  it('the 5th wrong code of a challenge closes it', () => {
    expect(afterWrongCode(0, 0, now)).toEqual({
      failedAttempts: 1,
      remainingAttempts: 4,
      closeChallenge: false,
      lockCodeStepUntil: null,
    });
    expect(afterWrongCode(4, 4, now)).toEqual({
      failedAttempts: 5,
      remainingAttempts: 0,
      closeChallenge: true,
      lockCodeStepUntil: null,
    });
  });

  it('the 10th wrong code of the account in 24 hours, on any challenge, locks the code step for 24 hours', () => {
    expect(afterWrongCode(0, 8, now)).toEqual({
      failedAttempts: 1,
      remainingAttempts: 1,
      closeChallenge: false,
      lockCodeStepUntil: null,
    });
    expect(afterWrongCode(1, 9, now)).toEqual({
      failedAttempts: 2,
      remainingAttempts: 0,
      closeChallenge: true,
      lockCodeStepUntil: at(minutes(24 * 60)),
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
