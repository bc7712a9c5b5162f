// Which message each sign-in failure shows, and whether it locks the screen into the failure state
// (document 1 §8; "Failed is reached from either step on a lock or session error", §4).
import { ApiError, statusOf } from '../../api/api-error';
import { MESSAGES } from '../../messages';

export interface LoginErrorOutcome {
  message: string;
  /** true: show the failure state (clicking it returns to the form); false: show the message inline. */
  lock: boolean;
}

const T = MESSAGES.loginErrors;

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

/** Step 1 (e-mail and password). */
export function firstStepError(error: unknown): LoginErrorOutcome {
  if (mentions(error, MAIL_UNAVAILABLE)) return { message: T.mailUnavailable, lock: false };
  if (mentions(error, 'TooManySessions')) return { message: T.sessionLimit, lock: true };
  if (statusOf(error) === 401 && mentions(error, 'MemberCannotLogin')) {
    return { message: T.pinAttemptLimit, lock: true };
  }
  return { message: T.badCredentials, lock: false };
}

/** Step 2 (the mailed code). */
export function codeStepError(error: unknown): LoginErrorOutcome {
  if (statusOf(error) === 404 || mentions(error, 'SessionNotFound')) {
    return { message: T.sessionNotFound, lock: true };
  }
  if (mentions(error, 'TooManySessions')) return { message: T.sessionLimit, lock: true };
  if (mentions(error, 'AuthPinAttemptLimitExceeded')) return { message: T.pinAttemptLimit, lock: true };
  // Not in the code-step catalogue, but the same account lock as in step 1: show it the same way.
  if (statusOf(error) === 401 && mentions(error, 'MemberCannotLogin')) {
    return { message: T.pinAttemptLimit, lock: true };
  }
  return { message: T.badPin, lock: false };
}

/** Resending the code failed; when only the mail failed, the code already received still works. */
export function resendError(error?: unknown): LoginErrorOutcome {
  if (mentions(error, MAIL_UNAVAILABLE)) return { message: T.resendMailUnavailable, lock: false };
  return { message: T.unexpected, lock: false };
}
