// What a staff change does to people's permissions, worked out on /staff from the list it shows: what a revoke takes
// from the member (the confirmation names it), and whether a lock, revoke or role edit would leave fewer than two
// unlocked members holding approvals.decide and staff.admin (the server refuses that with LAST_DECIDERS,
// server/domain/staff-admin/deciders.ts; the page disables the button and says why before anyone asks).
import { PERMISSIONS } from '../../../shared/permissions';
import { t } from '../../../i18n/i18n';

export interface MemberPermissions {
  id: string;
  roles: readonly string[];
  /** The direct permissions. */
  permissions: readonly string[];
  effectivePermissions: readonly string[];
  locked: boolean;
}

export interface RolePermissions {
  name: string;
  permissions: readonly string[];
}

const DECIDER_PERMISSIONS: readonly string[] = [PERMISSIONS.approvalsDecide, PERMISSIONS.staffAdmin];
const MIN_DECIDERS = 2;

/** The reason on a button whose change the server would refuse with LAST_DECIDERS, in the active language. */
export function lastDecidersText(): string {
  return t('staff.lastDeciders', {
    permissions: DECIDER_PERMISSIONS.join(t('staff.and')),
    count: MIN_DECIDERS,
  });
}

/** A change that takes something away at once and asks first: lock, or a revoke of a role or a direct permission. */
export type Removal =
  | { kind: 'lock'; staffId: string }
  | { kind: 'revokeRole'; staffId: string; role: string }
  | { kind: 'revokePermission'; staffId: string; permission: string };

/** Every change that can take a decider away: a removal, or a role edit (removing permissions is immediate). */
export type TakingChange = Removal | { kind: 'updateRole'; name: string; permissions: string[] };

/** A member as they would be after `change`: locked, and with the effective permissions direct ∪ roles'. */
function after(member: MemberPermissions, roles: readonly RolePermissions[], change: TakingChange) {
  const own = 'staffId' in change && change.staffId === member.id;
  const heldRoles =
    own && change.kind === 'revokeRole' ? member.roles.filter((r) => r !== change.role) : member.roles;
  const direct =
    own && change.kind === 'revokePermission'
      ? member.permissions.filter((p) => p !== change.permission)
      : member.permissions;
  const permissionsOf = (role: string) =>
    change.kind === 'updateRole' && change.name === role
      ? change.permissions
      : (roles.find((r) => r.name === role)?.permissions ?? []);
  const effective = new Set([...direct, ...heldRoles.flatMap(permissionsOf)]);
  return { locked: member.locked || (own && change.kind === 'lock'), effective };
}

/** The permissions `member` would no longer hold at all after `change` (a revoke), sorted. */
export function permissionsLost(
  member: MemberPermissions,
  roles: readonly RolePermissions[],
  change: TakingChange,
): string[] {
  const { effective } = after(member, roles, change);
  return member.effectivePermissions.filter((p) => !effective.has(p)).sort();
}

const decides = (locked: boolean, permissions: { has(p: string): boolean }) =>
  !locked && DECIDER_PERMISSIONS.every((p) => permissions.has(p));

/**
 * lastDecidersText() when `change` takes a decider away and fewer than two would be left, else undefined (for
 * ActionButton's unavailableReason). The server decides again on the rows as they are then.
 */
export function lastDecidersReason(
  members: readonly MemberPermissions[],
  roles: readonly RolePermissions[],
  change: TakingChange,
): string | undefined {
  let lost = false;
  let left = 0;
  for (const member of members) {
    const before = decides(member.locked, new Set(member.effectivePermissions));
    const next = after(member, roles, change);
    const still = decides(next.locked, next.effective);
    if (before && !still) lost = true;
    if (still) left++;
  }
  return lost && left < MIN_DECIDERS ? lastDecidersText() : undefined;
}
