// Field checks of document 1 §5, answering the message to show or undefined when the value is fine.
import { isBlankText } from '../../shared/blank-text';
import { isEmail } from '../../shared/email';
import { signInText as t } from '../../i18n/sign-in-texts';

/** 必須項目です for an empty, non-string or whitespace-only value. */
export function requiredError(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? undefined : t('validation.required');
}

/** The required check, then the e-mail pattern (top-level part of at least 2 letters). */
export function emailError(value: unknown): string | undefined {
  return requiredError(value) ?? (isEmail(value as string) ? undefined : t('validation.email'));
}

/**
 * Why a required text cannot be sent, shown beside the disabled submit: empty, or only whitespace,
 * zero-width or control characters (the server's rule, src/shared/blank-text.ts); undefined when it can.
 */
export function blankTextReason(value: string): string | undefined {
  if (!isBlankText(value)) return undefined;
  return value.trim() === '' ? t('validation.required') : t('validation.invisibleOnly');
}
