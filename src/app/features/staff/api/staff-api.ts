// The GraphQL calls of the staff administration page and the REST call of the set-password page.
import { gqlRequest, requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import { restRequest } from '../../../api/rest-client';

export const StaffMemberFieldsFragment = graphql(`
  fragment StaffMemberFields on StaffMember {
    id
    email
    roles
    permissions
    effectivePermissions
    locked
    lockReason
    lastSignInAt
    passwordSet
    passkeyCount
    pendingRequests {
      requestId
      operation
      role
      permission
    }
  }
`);

export const StaffAdminDocument = graphql(`
  query StaffAdmin {
    staffMembers {
      ...StaffMemberFields
    }
    staffRoles {
      name
      permissions
      holders
    }
  }
`);

const CreateStaffMemberDocument = graphql(`
  mutation CreateStaffMember($email: String!, $roles: [String!]!) {
    createStaffMember(email: $email, roles: $roles) {
      ...StaffMemberFields
    }
  }
`);
const GrantStaffRoleDocument = graphql(`
  mutation GrantStaffRole($staffId: ID!, $role: String!) {
    grantStaffRole(staffId: $staffId, role: $role) {
      ...StaffMemberFields
    }
  }
`);
const RevokeStaffRoleDocument = graphql(`
  mutation RevokeStaffRole($staffId: ID!, $role: String!) {
    revokeStaffRole(staffId: $staffId, role: $role) {
      ...StaffMemberFields
    }
  }
`);
const GrantStaffPermissionDocument = graphql(`
  mutation GrantStaffPermission($staffId: ID!, $permission: String!) {
    grantStaffPermission(staffId: $staffId, permission: $permission) {
      ...StaffMemberFields
    }
  }
`);
const RevokeStaffPermissionDocument = graphql(`
  mutation RevokeStaffPermission($staffId: ID!, $permission: String!) {
    revokeStaffPermission(staffId: $staffId, permission: $permission) {
      ...StaffMemberFields
    }
  }
`);
const LockStaffMemberDocument = graphql(`
  mutation LockStaffMember($staffId: ID!) {
    lockStaffMember(staffId: $staffId) {
      ...StaffMemberFields
    }
  }
`);
const UnlockStaffMemberDocument = graphql(`
  mutation UnlockStaffMember($staffId: ID!) {
    unlockStaffMember(staffId: $staffId) {
      ...StaffMemberFields
    }
  }
`);
const EndStaffSessionsDocument = graphql(`
  mutation EndStaffSessions($staffId: ID!) {
    endStaffSessions(staffId: $staffId) {
      ...StaffMemberFields
    }
  }
`);
const RemoveStaffPasskeysDocument = graphql(`
  mutation RemoveStaffPasskeys($staffId: ID!) {
    removeStaffPasskeys(staffId: $staffId) {
      ...StaffMemberFields
    }
  }
`);
const ResendSetPasswordLinkDocument = graphql(`
  mutation ResendSetPasswordLink($staffId: ID!) {
    resendSetPasswordLink(staffId: $staffId) {
      ...StaffMemberFields
    }
  }
`);

const UpdateStaffRoleDocument = graphql(`
  mutation UpdateStaffRole($name: String!, $permissions: [String!]!) {
    updateStaffRole(name: $name, permissions: $permissions) {
      name
      permissions
      holders
    }
  }
`);

export const staffKeys = {
  all: ['staffAdmin'] as const,
};

export async function fetchStaffAdmin(signal?: AbortSignal) {
  return gqlRequest(StaffAdminDocument, {}, signal);
}

/** One change of a staff member; `kind` names the mutation. */
export type StaffChange =
  | { kind: 'create'; email: string; roles: string[] }
  | { kind: 'grantRole' | 'revokeRole'; staffId: string; role: string }
  | { kind: 'grantPermission' | 'revokePermission'; staffId: string; permission: string }
  | { kind: 'lock' | 'unlock' | 'resendLink' | 'endSessions' | 'removePasskeys'; staffId: string }
  | { kind: 'updateRole'; name: string; permissions: string[] };

export async function runStaffChange(change: StaffChange, idempotencyKey: string): Promise<unknown> {
  const options = { idempotencyKey };
  switch (change.kind) {
    case 'create':
      return requestMutation(
        CreateStaffMemberDocument,
        { email: change.email, roles: change.roles },
        options,
      );
    case 'grantRole':
      return requestMutation(GrantStaffRoleDocument, { staffId: change.staffId, role: change.role }, options);
    case 'revokeRole':
      return requestMutation(
        RevokeStaffRoleDocument,
        { staffId: change.staffId, role: change.role },
        options,
      );
    case 'grantPermission':
      return requestMutation(
        GrantStaffPermissionDocument,
        { staffId: change.staffId, permission: change.permission },
        options,
      );
    case 'revokePermission':
      return requestMutation(
        RevokeStaffPermissionDocument,
        { staffId: change.staffId, permission: change.permission },
        options,
      );
    case 'lock':
      return requestMutation(LockStaffMemberDocument, { staffId: change.staffId }, options);
    case 'unlock':
      return requestMutation(UnlockStaffMemberDocument, { staffId: change.staffId }, options);
    case 'endSessions':
      return requestMutation(EndStaffSessionsDocument, { staffId: change.staffId }, options);
    case 'removePasskeys':
      return requestMutation(RemoveStaffPasskeysDocument, { staffId: change.staffId }, options);
    case 'resendLink':
      return requestMutation(ResendSetPasswordLinkDocument, { staffId: change.staffId }, options);
    case 'updateRole':
      return requestMutation(
        UpdateStaffRoleDocument,
        { name: change.name, permissions: change.permissions },
        options,
      );
  }
}

/** Redeems a one-time link: the person's new password (public, like the sign-in steps). */
export function setPasswordWithLink(token: string, password: string): Promise<{ email: string }> {
  return restRequest('/auth/set-password', {
    method: 'POST',
    body: { token, password },
    skipUnauthorizedHandler: true,
    retries: 0,
  });
}
