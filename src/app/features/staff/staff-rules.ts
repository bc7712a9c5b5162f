// The staff administration page's logic, apart from React: what each change says when it is done or held, which roles and permissions can still be granted, and the set-password form's rule.
import { ALL_PERMISSIONS } from '../../../shared/permissions';
import { MIN_PASSWORD_LENGTH } from '../../../shared/staff-password';
import type { StaffChange } from './api/staff-api';

/** The success text of a change that was applied at once. */
export function doneText(change: StaffChange, email: string): string {
  switch (change.kind) {
    case 'create':
      return `${change.email} を作成し、パスワード設定用のリンクをメールで送信しました`;
    case 'grantRole':
      return `${email} にロール ${change.role} を付与しました`;
    case 'revokeRole':
      return `${email} のロール ${change.role} を外しました`;
    case 'grantPermission':
      return `${email} に権限 ${change.permission} を付与しました`;
    case 'revokePermission':
      return `${email} の権限 ${change.permission} を外しました`;
    case 'lock':
      return `${email} をロックしました（ログイン中のセッションは終了しました）`;
    case 'unlock':
      return `${email} のロックを解除しました`;
    case 'resendLink':
      return `${email} にパスワード設定用のリンクを再送しました`;
    case 'updateRole':
      return `ロール ${change.name} の権限を更新しました`;
  }
}

/** What a held change waits for, shown with the link to its request. */
export function heldText(change: StaffChange, email: string): string {
  const what: Partial<Record<StaffChange['kind'], string>> = {
    create: `${'email' in change ? change.email : email} の作成（ロール付き）`,
    grantRole: `${email} へのロール付与`,
    grantPermission: `${email} への権限付与`,
    unlock: `${email} のロック解除`,
    updateRole: `ロール ${'name' in change ? change.name : ''} への権限追加`,
  };
  return `承認待ち: ${what[change.kind] ?? '変更'}は、別のスタッフが承認すると反映されます`;
}

export function grantableRoles(held: readonly string[], roles: readonly { name: string }[]): string[] {
  return roles.map((r) => r.name).filter((name) => !held.includes(name));
}

export function grantablePermissions(held: readonly string[]): string[] {
  return ALL_PERMISSIONS.filter((p) => !held.includes(p));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

export function newMemberProblem(email: string): string | null {
  if (!email.trim()) return '必須項目です';
  return EMAIL.test(email.trim()) ? null : 'メールアドレスを正しく入力してください';
}

/** Why the chosen password cannot be sent yet, or null. */
export function passwordProblem(password: string, confirmation: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `パスワードは${MIN_PASSWORD_LENGTH}文字以上で入力してください`;
  if (password !== confirmation) return '確認用のパスワードが一致しません';
  return null;
}

export function lockText(member: { locked: boolean; lockReason?: string | null }): string {
  if (!member.locked) return '有効';
  return member.lockReason === 'manual' ? 'ロック中（管理者）' : 'ロック中（認証コード誤入力）';
}
