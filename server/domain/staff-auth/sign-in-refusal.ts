// The refusals of the two sign-in steps, carrying the error catalogue's codes (spec §8) and their HTTP status.

export class SignInRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra fields of the answer body (remainingAttempts). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const refusals = {
  rateLimited: () => new SignInRefusal(429, 'TooManySessions', 'Too many sign-in attempts; try again later'),
  invalidCredentials: () => new SignInRefusal(401, 'InvalidCredentials', 'E-mail or password is incorrect'),
  locked: (status: number, code: string) =>
    new SignInRefusal(
      status,
      code,
      code === 'MemberCannotLogin'
        ? 'The account is locked after too many wrong codes; try again later'
        : 'The account is locked; try again later',
    ),
  lockedByPasswords: () =>
    new SignInRefusal(
      423,
      'TooManySessions',
      'Too many wrong passwords; the account is locked for 30 minutes',
    ),
  challengeNotFound: () =>
    new SignInRefusal(404, 'SessionNotFound', 'No pending sign-in for this browser; sign in again'),
  invalidCode: (remainingAttempts: number) =>
    new SignInRefusal(400, 'InvalidAuthPin', 'The code is incorrect', { remainingAttempts }),
  codeLimitReached: () =>
    new SignInRefusal(
      423,
      'AuthPinAttemptLimitExceeded',
      'Too many wrong codes; the account is locked for 30 minutes',
    ),
};
