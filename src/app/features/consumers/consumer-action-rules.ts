// The rules of the consumer page's actions (document 2 §4, §5, §6, §8), apart from React: which action is
// available to whom and in which state, the messages for each result the server answers, the legal-status
// choices and the admin log's line breaks.
import { isBlankText } from '../../../shared/blank-text';
import { PERMISSIONS, type Permission } from '../../../shared/permissions';
import {
  LEGAL_STATUS_KEYS,
  carriesNote,
  isTerminalLegalStatus,
  type LegalStatus,
} from '../../../shared/legal-status';
import { missingPermissionReason } from '../../ui/permission-gate';
import type { CloseConsumerResult, UpdateEmailResult, UpdatePhoneResult } from '../../api/generated/graphql';
import { CONSUMER_ACTION_TEXTS, legalStatusName, refusalText } from './consumer-texts';

export type AccountAction = 'close' | 'disable' | 'changeStatus' | 'changeEmail' | 'changePhone' | 'adminLog';

/** The permission each consumer action needs (the server checks the same). */
export const ACCOUNT_ACTION_PERMISSION: Readonly<Record<AccountAction, Permission>> = {
  close: PERMISSIONS.consumersClose,
  disable: PERMISSIONS.consumersWrite,
  changeStatus: PERMISSIONS.consumersWrite,
  changeEmail: PERMISSIONS.consumersWrite,
  changePhone: PERMISSIONS.consumersWrite,
  adminLog: PERMISSIONS.consumersWrite,
};

/**
 * Why an account action cannot run for this staff user on a consumer in `status` (undefined: it can): the
 * missing permission first, then a closed account's close and change-status (document 2 §4).
 */
export function accountActionReason(
  action: AccountAction,
  status: string,
  held: readonly string[],
): string | undefined {
  const denied = missingPermissionReason(held, [ACCOUNT_ACTION_PERMISSION[action]]);
  if (denied) return denied;
  if ((action === 'close' || action === 'changeStatus') && status === 'Closed')
    return CONSUMER_ACTION_TEXTS.accountClosed;
  return undefined;
}

/** A final legal status (Dead, BankruptcyConfirmed) cannot be undone: the change is confirmed first. */
export function needsFinalStatusConfirmation(current: string, chosen: string): boolean {
  return chosen !== current && isTerminalLegalStatus(chosen);
}

/** Reverting a contract needs contracts.write; only an active contract offers it at all. */
export function revertReason(held: readonly string[]): string | undefined {
  return missingPermissionReason(held, [PERMISSIONS.contractsWrite]);
}

export function canRevertContract(status: string): boolean {
  return status === 'active';
}

/** document 2 §8, close: the message for each refusal, 'Something went wrong.' for any other value; null on Success. */
export function closeResultMessage(result: CloseConsumerResult | string): string | null {
  if (result === 'Success') return null;
  return refusalText('closeRefusal', result) ?? CONSUMER_ACTION_TEXTS.closeOther;
}

export function emailResultMessage(result: UpdateEmailResult | string): string | null {
  if (result === 'Success') return null;
  return refusalText('emailRefusal', result) ?? CONSUMER_ACTION_TEXTS.emailFailed;
}

export function phoneResultMessage(result: UpdatePhoneResult | string): string | null {
  if (result === 'Success') return null;
  return refusalText('phoneRefusal', result) ?? CONSUMER_ACTION_TEXTS.phoneFailed;
}

export interface LegalStatusOption {
  value: LegalStatus;
  label: string;
  disabled: boolean;
  /** Choosing it also disables the account. */
  disablesAccount: boolean;
}

/**
 * The legal-status choices (document 2 §4): every value, all disabled (and the submit) when the current one is
 * terminal (Dead, BankruptcyConfirmed).
 */
export function legalStatusChoices(current: string): { options: LegalStatusOption[]; terminal: boolean } {
  const terminal = isTerminalLegalStatus(current);
  return {
    terminal,
    options: LEGAL_STATUS_KEYS.map((value) => ({
      value,
      label: legalStatusName(value),
      disabled: terminal,
      disablesAccount: carriesNote(value),
    })),
  };
}

/**
 * The admin log as it is sent (document 2 §5): every line break (CRLF, CR, LF, and the Unicode line and
 * paragraph separators and NEL, which the server refuses raw) becomes the two characters backslash and n.
 */
export function escapeLineBreaks(message: string): string {
  return message.replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, '\\n');
}

/** A required text: only whitespace, zero-width or control characters counts as empty (the server's rule). */
export function isBlank(value: string): boolean {
  return isBlankText(value);
}
