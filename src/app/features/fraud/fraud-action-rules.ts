// The rules of the Fraud tab's actions (document 2 §5, §6): who may run them, and the one-line messages.
import { isBlankText } from '../../../shared/blank-text';
import { PERMISSIONS } from '../../../shared/permissions';
import { missingPermissionReason } from '../../ui/permission-gate';

/** Consumer fraud flags (flag, unflag) and the fraud log need fraud_flags.write. */
export function fraudFlagReason(held: readonly string[]): string | undefined {
  return missingPermissionReason(held, [PERMISSIONS.fraudFlagsWrite]);
}

/** Assessment exclusions are edited with assessment_exclusions.write (document 2 §6). */
export function exclusionReason(held: readonly string[]): string | undefined {
  return missingPermissionReason(held, [PERMISSIONS.assessmentExclusionsWrite]);
}

/** A one-line message (fraud log, unflag reason; document 2 §5 'no newlines'): line breaks become spaces. */
export function singleLine(text: string): string {
  return text.replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, ' ');
}

/** Submit stays disabled while the message is empty or blank: only whitespace, zero-width or control characters. */
export function hasMessage(text: string): boolean {
  return !isBlankText(text);
}
