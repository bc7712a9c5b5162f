// The staff administration page's logic, apart from React: what each change says when it is done or held (in the
// active language), which roles and permissions can still be granted, and the set-password form's rule.
import { ALL_PERMISSIONS } from '../../../shared/permissions';
import { t } from '../../../i18n/i18n';
import { MIN_PASSWORD_LENGTH } from '../../../shared/staff-password';
import type { StaffChange } from './api/staff-api';
import type { Removal } from './change-effects';

/** The success text of a change that was applied at once. */
export function doneText(change: StaffChange, email: string): string {
  switch (change.kind) {
    case 'create':
      return t('staff.doneCreate', { email: change.email });
    case 'grantRole':
      return t('staff.doneGrantRole', { email, role: change.role });
    case 'revokeRole':
      return t('staff.doneRevokeRole', { email, role: change.role });
    case 'grantPermission':
      return t('staff.doneGrantPermission', { email, permission: change.permission });
    case 'revokePermission':
      return t('staff.doneRevokePermission', { email, permission: change.permission });
    case 'lock':
      return t('staff.doneLock', { email });
    case 'unlock':
      return t('staff.doneUnlock', { email });
    case 'resendLink':
      return t('staff.doneResendLink', { email });
    case 'endSessions':
      return t('staff.doneEndSessions', { email });
    case 'removePasskeys':
      return t('staff.doneRemovePasskeys', { email });
    case 'updateRole':
      return t('staff.doneUpdateRole', { role: change.name });
  }
}

/** What a held change is, shown in the approval-pending notice beside the link to its request. */
export function heldText(change: StaffChange, email: string): string {
  switch (change.kind) {
    case 'create':
      return t('staff.heldCreate', { email: change.email });
    case 'grantRole':
      return t('staff.heldGrantRole', { email });
    case 'grantPermission':
      return t('staff.heldGrantPermission', { email });
    case 'unlock':
      return t('staff.heldUnlock', { email });
    case 'removePasskeys':
      return t('staff.heldRemovePasskeys', { email });
    case 'updateRole':
      return t('staff.heldUpdateRole', { role: change.name });
    default:
      return t('staff.heldOther');
  }
}

/** The confirmation of a removal: its title, what it says (naming the member and what they lose) and its button. */
export function removalConfirmation(
  change: Removal,
  email: string,
  lost: readonly string[],
): { title: string; text: string; confirm: string } {
  if (change.kind === 'lock')
    return {
      title: t('staff.lockTitle'),
      text: t('staff.lockText', { email }),
      confirm: t('staff.lockConfirm'),
    };
  const loses = lost.length
    ? t('staff.loses', { email, permissions: lost.join(', ') })
    : t('staff.losesNothing', { email });
  return change.kind === 'revokeRole'
    ? {
        title: t('staff.revokeRoleTitle'),
        text: t('staff.revokeRoleText', { email, role: change.role, loses }),
        confirm: t('staff.removeConfirm'),
      }
    : {
        title: t('staff.revokePermissionTitle'),
        text: t('staff.revokePermissionText', { email, permission: change.permission, loses }),
        confirm: t('staff.removeConfirm'),
      };
}

/** The accessible name of a pending request's 承認待ち link on a member's row. */
export function pendingLabel(request: {
  operation: string;
  role?: string | null;
  permission?: string | null;
}) {
  if (request.role) return t('staff.pendingRole', { role: request.role });
  if (request.permission) return t('staff.pendingPermission', { permission: request.permission });
  return t('staff.pendingUnlock');
}

export function grantableRoles(held: readonly string[], roles: readonly { name: string }[]): string[] {
  return roles.map((r) => r.name).filter((name) => !held.includes(name));
}

export function grantablePermissions(held: readonly string[]): string[] {
  return ALL_PERMISSIONS.filter((p) => !held.includes(p));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

export function newMemberProblem(email: string): string | null {
  if (!email.trim()) return t('staff.required');
  return EMAIL.test(email.trim()) ? null : t('staff.badEmail');
}

/** Why the chosen password cannot be sent yet, or null (Japanese: the set-password page is shown signed out). */
export function passwordProblem(password: string, confirmation: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return t('setPassword.tooShort', { min: MIN_PASSWORD_LENGTH });
  if (password !== confirmation) return t('setPassword.mismatch');
  return null;
}

export function lockText(member: { locked: boolean; lockReason?: string | null }): string {
  if (!member.locked) return t('staff.active');
  return member.lockReason === 'manual' ? t('staff.lockedManual') : t('staff.lockedPin');
}
