// The staff list (/staff) as CSV: every staff account with its roles, permissions, lock and last sign-in; no
// secret. staff.admin, as the staffMembers query.
import { listStaffMembers, type StaffMemberData } from '../../domain/staff-admin/staff-members';
import { registerExportTable, wholeList } from '../registry';

registerExportTable<StaffMemberData, Record<string, never>>({
  name: 'staff_members',
  columns: [
    { header: 'メールアドレス', kind: 'text', value: (m) => m.email },
    { header: 'ロール', kind: 'text', value: (m) => m.roles.join(' ') },
    { header: '権限', kind: 'text', value: (m) => m.permissions.join(' ') },
    { header: '有効な権限', kind: 'text', value: (m) => m.effectivePermissions.join(' ') },
    { header: 'ロック', kind: 'text', value: (m) => (m.locked ? (m.lockReason ?? 'locked') : '') },
    { header: '最終サインイン', kind: 'datetime', value: (m) => m.lastSignInAt },
    { header: 'パスワード設定済み', kind: 'text', value: (m) => (m.passwordSet ? 'yes' : 'no') },
  ],
  parseScope: () => ({}),
  fileId: () => null,
  page: wholeList((db) => listStaffMembers(db)),
});
