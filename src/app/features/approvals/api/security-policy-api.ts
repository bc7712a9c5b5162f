// The security policy beside the approvals policy: which roles must sign in with a passkey, which through SSO only.
// A change always waits for a second person (APPROVAL_REQUIRED with the request's id).
import { gqlRequest, requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type { ActionContext } from '../../../ui/use-action';

const SecurityPolicyDocument = graphql(`
  query SecurityPolicy {
    securityPolicy {
      passkeyRequiredRoles
      ssoRequiredRoles
      updatedAt
      updatedBy
    }
  }
`);

const SecurityPolicyRolesDocument = graphql(`
  query SecurityPolicyRoles {
    staffRoles {
      name
    }
  }
`);

const UpdateSecurityPolicyDocument = graphql(`
  mutation UpdateSecurityPolicy($passkeyRequiredRoles: [String!]!, $ssoRequiredRoles: [String!]!) {
    updateSecurityPolicy(passkeyRequiredRoles: $passkeyRequiredRoles, ssoRequiredRoles: $ssoRequiredRoles) {
      passkeyRequiredRoles
      ssoRequiredRoles
    }
  }
`);

export const securityPolicyKeys = {
  policy: ['securityPolicy'] as const,
  roles: ['securityPolicy', 'roles'] as const,
};

export async function fetchSecurityPolicy(signal?: AbortSignal) {
  return (await gqlRequest(SecurityPolicyDocument, {}, signal)).securityPolicy;
}

/** The role names to choose from (staff.admin: the only ones who may propose a change). */
export async function fetchRoleNames(signal?: AbortSignal) {
  return (await gqlRequest(SecurityPolicyRolesDocument, {}, signal)).staffRoles.map((r) => r.name);
}

export interface SecurityPolicyInput {
  passkeyRequiredRoles: string[];
  ssoRequiredRoles: string[];
}

export async function updateSecurityPolicy(input: SecurityPolicyInput, context: ActionContext) {
  return (
    await requestMutation(
      UpdateSecurityPolicyDocument,
      { ...input },
      { idempotencyKey: context.idempotencyKey },
    )
  ).updateSecurityPolicy;
}
