// The security policy's change and an administrator's removal of a member's passkeys, each one spec and rule: the
// resolver runs it, and an approval replays the same one (registered here), so the rule is checked again then.
import { PERMISSIONS } from '../../src/shared/permissions';
import { removeStaffPasskeys, type StaffMemberData } from '../domain/staff-admin/staff-members';
import {
  writeSecurityPolicy,
  type SecurityPolicyChange,
  type SecurityPolicyData,
} from '../domain/staff-auth/security-policy';
import type { Change } from './held-changes';
import { registerHeldOperation, replayed } from './approvals/registry';

const ONE = { rows: 1, anyFinal: false };

/** Always waits for a second person: who must use a passkey or SSO decides who gets in. */
export function securityPolicyChange(change: SecurityPolicyChange): Change<SecurityPolicyData> {
  const args = {
    passkeyRequiredRoles: change.passkeyRequiredRoles,
    ssoRequiredRoles: change.ssoRequiredRoles,
  };
  return {
    spec: {
      operation: 'security.policy',
      permission: PERMISSIONS.staffAdmin,
      target: { type: 'security_policy', id: null },
      args,
      approval: { mutation: 'updateSecurityPolicy', policy: 'always', args, facts: () => ONE },
    },
    rule: (tx, actor, now) => writeSecurityPolicy(tx, change, actor.email, now),
  };
}

/** A member who lost their device: every passkey goes; held like an unlock (it reopens the mailed code). */
export function removeStaffPasskeysChange({ staffId }: { staffId: string }): Change<StaffMemberData> {
  return {
    spec: {
      operation: 'staff.remove_passkeys',
      permission: PERMISSIONS.staffAdmin,
      target: { type: 'staff_user', id: staffId },
      args: {},
      approval: {
        mutation: 'removeStaffPasskeys',
        policy: 'staff.unlock',
        args: { staffId },
        facts: () => ONE,
      },
    },
    rule: (tx) => removeStaffPasskeys(tx, staffId),
  };
}

registerHeldOperation(
  'updateSecurityPolicy',
  replayed(PERMISSIONS.staffAdmin, (a: SecurityPolicyChange) => securityPolicyChange(a)),
);
registerHeldOperation(
  'removeStaffPasskeys',
  replayed(PERMISSIONS.staffAdmin, (a: { staffId: string }) => removeStaffPasskeysChange(a)),
);
