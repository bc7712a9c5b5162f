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

/** The answer code of a code mail the relay did not accept in time; the client shows a "try again" message. */
export const MAIL_UNAVAILABLE_CODE = 'SignInMailUnavailable';

/** The answer code of a password step for a member who must sign in through SSO. */
export const SSO_REQUIRED_CODE = 'SsoRequired';

/** The answer code of a mailed code refused because the member's role requires their passkey. */
export const PASSKEY_REQUIRED_CODE = 'PasskeyRequired';

export const refusals = {
  /** Too many wrong passwords or codes from the caller's own address: says nothing about any account. */
  rateLimited: () => new SignInRefusal(429, 'TooManySessions', 'Too many sign-in attempts; try again later'),
  /**
   * The one answer of the password step for every e-mail that does not get a code: unknown, wrong password, the
   * e-mail's backoff, the administrator's lock, the code-step lock. A stranger cannot tell them apart.
   */
  invalidCredentials: () => new SignInRefusal(401, 'InvalidCredentials', 'E-mail or password is incorrect'),
  /** The member holds a role that must sign in through the identity provider (the security policy). */
  ssoRequired: () =>
    new SignInRefusal(
      403,
      SSO_REQUIRED_CODE,
      'This account signs in with single sign-on only; use SSOでログイン',
    ),
  /**
   * The mailed code for a member whose role requires a passkey and who has one: only the passkey signs them in.
   */
  passkeyRequired: () =>
    new SignInRefusal(
      403,
      PASSKEY_REQUIRED_CODE,
      'This account signs in with its passkey only; the mailed code is not accepted',
    ),
  /** The code of this sign-in was mailed already: a new password step starts again. */
  codeAlreadySent: () =>
    new SignInRefusal(409, 'CodeAlreadySent', 'The code for this sign-in was mailed already'),
  /** Code step, the administrator's lock (the caller has proved the password already). */
  locked: () => new SignInRefusal(423, 'TooManySessions', 'The account is locked; ask an administrator'),
  mailUnavailable: () =>
    new SignInRefusal(
      503,
      MAIL_UNAVAILABLE_CODE,
      'The sign-in code mail could not be sent; the previous code still works; try again in a moment',
    ),
  challengeNotFound: () =>
    new SignInRefusal(404, 'SessionNotFound', 'No pending sign-in for this browser; sign in again'),
  invalidCode: (remainingAttempts: number) =>
    new SignInRefusal(400, 'InvalidAuthPin', 'The code is incorrect', { remainingAttempts }),
  /** The challenge used up its tries: a new password step mails a new code. */
  challengeExhausted: () =>
    new SignInRefusal(
      423,
      'AuthPinAttemptLimitExceeded',
      'Too many wrong codes for this code; sign in again for a new one',
    ),
  /** The account's daily wrong-code limit: the code step is locked. */
  codeStepLocked: () =>
    new SignInRefusal(
      423,
      'AuthPinAttemptLimitExceeded',
      'Too many wrong codes; signing in with a code is locked for 24 hours or until an administrator unlocks it',
    ),
};
