// What /staff works out before it asks the server: whether a lock, revoke or role edit would leave fewer than two
// unlocked members holding approvals.decide and staff.admin (the button is then disabled with the reason), what a
// revoke takes from the member, and the confirmation's text naming both.
import { describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '../../src/shared/permissions';
import {
  lastDecidersText,
  lastDecidersReason,
  permissionsLost,
  type MemberPermissions,
} from '../../src/app/features/staff/change-effects';
import { pendingLabel, removalConfirmation } from '../../src/app/features/staff/staff-rules';

const ROLES = [
  { name: 'admin', permissions: [P.approvalsDecide, P.auditLogRead, P.staffAdmin] },
  { name: 'support', permissions: [P.smsSend] },
];

function member(id: string, roles: string[], permissions: string[], locked = false): MemberPermissions {
  const effective = new Set([
    ...permissions,
    ...roles.flatMap((r) => ROLES.find((x) => x.name === r)!.permissions),
  ]);
  return { id, roles, permissions, effectivePermissions: [...effective].sort(), locked };
}

describe('lastDecidersReason', () => {
  const byRole = member('a', ['admin'], []);
  const direct = member('b', [], [P.approvalsDecide, P.staffAdmin]);
  const third = member('c', ['admin', 'support'], []);
  const plain = member('d', ['support'], [P.consumersWrite]);

  it('three deciders: any one may go; two: none of them, by lock, revoke or role edit', () => {
    const three = [byRole, direct, third, plain];
    expect(lastDecidersReason(three, ROLES, { kind: 'lock', staffId: 'a' })).toBeUndefined();
    const two = [byRole, direct, plain];
    expect(lastDecidersReason(two, ROLES, { kind: 'lock', staffId: 'a' })).toBe(lastDecidersText());
    expect(lastDecidersReason(two, ROLES, { kind: 'revokeRole', staffId: 'a', role: 'admin' })).toBe(
      lastDecidersText(),
    );
    expect(
      lastDecidersReason(two, ROLES, { kind: 'revokePermission', staffId: 'b', permission: P.staffAdmin }),
    ).toBe(lastDecidersText());
    expect(
      lastDecidersReason(two, ROLES, { kind: 'updateRole', name: 'admin', permissions: [P.staffAdmin] }),
    ).toBe(lastDecidersText());
  });

  it('a change that takes no decider away passes, even when the team is already short', () => {
    const short = [byRole, plain, member('e', ['admin'], [], true)];
    expect(lastDecidersReason(short, ROLES, { kind: 'lock', staffId: 'd' })).toBeUndefined();
    expect(lastDecidersReason(short, ROLES, { kind: 'lock', staffId: 'e' })).toBeUndefined();
    expect(
      lastDecidersReason(short, ROLES, {
        kind: 'updateRole',
        name: 'admin',
        permissions: [P.approvalsDecide, P.staffAdmin],
      }),
    ).toBeUndefined();
    // The direct permission goes, the role keeps it: still a decider.
    const both = member('f', ['admin'], [P.approvalsDecide]);
    expect(
      lastDecidersReason([both, byRole], ROLES, {
        kind: 'revokePermission',
        staffId: 'f',
        permission: P.approvalsDecide,
      }),
    ).toBeUndefined();
  });
});

describe('what a revoke takes away', () => {
  it('names the member and the permissions they no longer hold at all', () => {
    const m = member('a', ['admin', 'support'], [P.smsSend, P.consumersWrite]);
    const role = { kind: 'revokeRole', staffId: 'a', role: 'admin' } as const;
    expect(permissionsLost(m, ROLES, role)).toEqual([P.approvalsDecide, P.auditLogRead, P.staffAdmin]);
    expect(removalConfirmation(role, 'a@example.com', permissionsLost(m, ROLES, role))).toEqual({
      title: 'ロールを外す',
      text:
        'a@example.com からロール admin を外します。a@example.com は次の権限を失います: ' +
        `${P.approvalsDecide}, ${P.auditLogRead}, ${P.staffAdmin}。元に戻すには、付与と別のスタッフの承認が必要です。`,
      confirm: '外す',
    });
    // sms.send comes with support too: revoking it directly takes nothing away.
    const kept = { kind: 'revokePermission', staffId: 'a', permission: P.smsSend } as const;
    expect(permissionsLost(m, ROLES, kept)).toEqual([]);
    expect(removalConfirmation(kept, 'a@example.com', []).text).toContain(
      `個別の権限 ${P.smsSend} を外します。a@example.com が失う権限はありません`,
    );
    expect(removalConfirmation({ kind: 'lock', staffId: 'a' }, 'a@example.com', []).confirm).toBe(
      'ロックする',
    );
  });

  it('labels a pending request by what it grants', () => {
    expect(pendingLabel({ operation: 'grantStaffRole', role: 'fraud' })).toBe(
      'ロール fraud の付与は承認待ちです（申請を開く）',
    );
    expect(pendingLabel({ operation: 'grantStaffPermission', permission: P.smsSend })).toBe(
      `権限 ${P.smsSend} の付与は承認待ちです（申請を開く）`,
    );
    expect(pendingLabel({ operation: 'unlockStaffMember' })).toBe('ロック解除は承認待ちです（申請を開く）');
  });
});
