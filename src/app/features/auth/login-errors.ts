// Which message each sign-in failure shows, and whether it locks the screen into the failure state
// (document 1 §8; "Failed is reached from either step on a lock or session error", §4).
import { ApiError, statusOf } from '../../api/api-error';
import { signInText as t, type SignInKey } from '../../../i18n/sign-in-texts';

export interface LoginErrorOutcome {
  message: string;
  /** true: show the failure state (clicking it returns to the form); false: show the message inline. */
  lock: boolean;
}

function codeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : '';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

function mentions(error: unknown, name: string): boolean {
  return codeOf(error) === name || messageOf(error).includes(name);
}

/**
 * The server answers 503 with this code when the relay did not take the code mail (not in the spec's catalogue:
 * the mail could not go out, so the staff member is told to try again rather than that the password is wrong).
 */
export const MAIL_UNAVAILABLE = 'SignInMailUnavailable';

/** The server's answer to a password step of a member whose role must sign in through SSO. */
export const SSO_REQUIRED = 'SsoRequired';

/** Step 1 (e-mail and password). */
export function firstStepError(error: unknown): LoginErrorOutcome {
  if (mentions(error, MAIL_UNAVAILABLE)) return { message: t('signIn.mailUnavailable'), lock: false };
  if (codeOf(error) === SSO_REQUIRED) return { message: t('signIn.ssoRequired'), lock: false };
  if (mentions(error, 'TooManySessions')) return { message: t('signIn.sessionLimit'), lock: true };
  if (statusOf(error) === 401 && mentions(error, 'MemberCannotLogin')) {
    return { message: t('signIn.pinAttemptLimit'), lock: true };
  }
  return { message: t('signIn.badCredentials'), lock: false };
}

/** Step 2 (the mailed code). */
export function codeStepError(error: unknown): LoginErrorOutcome {
  if (statusOf(error) === 404 || mentions(error, 'SessionNotFound')) {
    return { message: t('signIn.sessionNotFound'), lock: true };
  }
  if (mentions(error, 'TooManySessions')) return { message: t('signIn.sessionLimit'), lock: true };
  if (mentions(error, 'AuthPinAttemptLimitExceeded'))
    return { message: t('signIn.pinAttemptLimit'), lock: true };
  // Not in the code-step catalogue, but the same account lock as in step 1: show it the same way.
  if (statusOf(error) === 401 && mentions(error, 'MemberCannotLogin')) {
    return { message: t('signIn.pinAttemptLimit'), lock: true };
  }
  return { message: t('signIn.badPin'), lock: false };
}

/** Resending the code failed; when only the mail failed, the code already received still works. */
export function resendError(error?: unknown): LoginErrorOutcome {
  if (mentions(error, MAIL_UNAVAILABLE)) return { message: t('signIn.resendMailUnavailable'), lock: false };
  return { message: t('signIn.unexpected'), lock: false };
}

const SSO_REASONS: Readonly<Record<string, SignInKey>> = {
  unknown_email: 'signIn.ssoUnknownEmail',
  email_not_verified: 'signIn.ssoEmailNotVerified',
  locked: 'signIn.ssoLocked',
  unavailable: 'signIn.ssoUnavailable',
};

/** Why the SSO sign-in sent the browser back to /login (its `sso` query parameter). */
export function ssoReturnError(reason: string): string {
  return t(Object.hasOwn(SSO_REASONS, reason) ? SSO_REASONS[reason] : 'signIn.ssoFailed');
}
