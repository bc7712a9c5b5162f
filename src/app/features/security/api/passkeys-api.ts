// The security page's passkey calls: the list, rename and removal (GraphQL); enrolment is shared with the sign-in
// page (api/passkey-enrolment.ts).
import { gqlRequest, requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';

const MyPasskeysDocument = graphql(`
  query MyPasskeys {
    myPasskeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

const RenamePasskeyDocument = graphql(`
  mutation RenamePasskey($id: ID!, $name: String!) {
    renamePasskey(id: $id, name: $name) {
      id
      name
    }
  }
`);

const RemovePasskeyDocument = graphql(`
  mutation RemovePasskey($id: ID!, $password: String!) {
    removePasskey(id: $id, password: $password) {
      id
    }
  }
`);

export const passkeyKeys = {
  mine: ['myPasskeys'] as const,
};

export async function fetchMyPasskeys(signal?: AbortSignal) {
  return (await gqlRequest(MyPasskeysDocument, {}, signal)).myPasskeys;
}

export function renamePasskey(id: string, name: string, idempotencyKey: string) {
  return requestMutation(RenamePasskeyDocument, { id, name }, { idempotencyKey });
}

export function removePasskey(id: string, password: string, idempotencyKey: string) {
  return requestMutation(RemovePasskeyDocument, { id, password }, { idempotencyKey });
}

export { registerPasskey } from '../../../api/passkey-enrolment';
