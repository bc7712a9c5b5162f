// The GraphQL calls of the security page's session list: the caller's live sessions, and ending one of them.
import { gqlRequest, requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';

const MySessionsDocument = graphql(`
  query MySessions {
    mySessions {
      id
      device
      address
      startedAt
      lastSeenAt
      current
    }
  }
`);

const EndMySessionDocument = graphql(`
  mutation EndMySession($sessionId: ID!) {
    endMySession(sessionId: $sessionId) {
      id
    }
  }
`);

export const sessionKeys = {
  mine: ['mySessions'] as const,
};

export async function fetchMySessions(signal?: AbortSignal) {
  return (await gqlRequest(MySessionsDocument, {}, signal)).mySessions;
}

export function endMySession(sessionId: string, idempotencyKey: string) {
  return requestMutation(EndMySessionDocument, { sessionId }, { idempotencyKey });
}
