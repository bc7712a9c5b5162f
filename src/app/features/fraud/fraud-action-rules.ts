// The rules of the fraud tabs' actions (document 2 §5, §6): who may run them, and the one-line messages. Who may
// run them is read from the fraudManagementPermissions answer (api/fraud-permissions-query.ts): `held` is
// that answer, null while it is asked for or when it could not be had.
import { isBlankText } from '../../../shared/blank-text';
import { PERMISSIONS, type Permission } from '../../../shared/permissions';
import { missingPermissionReason } from '../../ui/permission-gate';
import { t } from '../../../i18n/i18n';

/** The fraudManagementPermissions answer as the rules take it. */
export interface FraudPermissionAnswer {
  held: readonly string[] | null;
  failed: boolean;
}

function fraudPermissionReason(answer: FraudPermissionAnswer, permission: Permission): string | undefined {
  if (!answer.held) return answer.failed ? t('fraud.permissionsUnknown') : t('fraud.permissionsChecking');
  return missingPermissionReason(answer.held, [permission]);
}

/** Consumer fraud flags (flag, unflag) and the fraud log need fraud_flags.write. */
export function fraudFlagReason(answer: FraudPermissionAnswer): string | undefined {
  return fraudPermissionReason(answer, PERMISSIONS.fraudFlagsWrite);
}

/** Assessment exclusions are edited with assessment_exclusions.write (document 2 §6). */
export function exclusionReason(answer: FraudPermissionAnswer): string | undefined {
  return fraudPermissionReason(answer, PERMISSIONS.assessmentExclusionsWrite);
}

/** Payment fraud flags are changed with payment_fraud_flags.write; the buttons are shown only to its holders. */
export function canChangePaymentFlags(answer: FraudPermissionAnswer): boolean {
  return !!answer.held?.includes(PERMISSIONS.paymentFraudFlagsWrite);
}

/** A one-line message (fraud log, unflag reason; document 2 §5 'no newlines'): line breaks become spaces. */
export function singleLine(text: string): string {
  return text.replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, ' ');
}

/** Submit stays disabled while the message is empty or blank: only whitespace, zero-width or control characters. */
export function hasMessage(text: string): boolean {
  return !isBlankText(text);
}
