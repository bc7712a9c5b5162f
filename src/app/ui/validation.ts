// Field checks of document 1 §5, answering the message to show or undefined when the value is fine.
import { isEmail } from '../../shared/email';
import { MESSAGES } from '../messages';

/** 必須項目です for an empty, non-string or whitespace-only value. */
export function requiredError(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? undefined : MESSAGES.validation.required;
}

/** The required check, then the e-mail pattern (top-level part of at least 2 letters). */
export function emailError(value: unknown): string | undefined {
  return requiredError(value) ?? (isEmail(value as string) ? undefined : MESSAGES.validation.email);
}
