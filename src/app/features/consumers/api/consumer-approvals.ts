// The consumer page's four-eyes banner (issue 19): the requests about this consumer that wait for a second person.
// Its key nests under the approvals root, so a held change or a decision anywhere refreshes it.
import { queryOptions } from '@tanstack/react-query';
import { pendingApprovalsKey } from '../../../api/approval-required';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';

export const ConsumerPendingApprovalsDocument = graphql(`
  query ConsumerPendingApprovals($targetId: ID!) {
    pendingApprovals(targetId: $targetId) {
      id
      operation
      createdAt
      maker {
        email
      }
    }
  }
`);

export const consumerPendingApprovalsQuery = (consumerId: string) =>
  queryOptions({
    queryKey: pendingApprovalsKey(consumerId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(ConsumerPendingApprovalsDocument, { targetId: consumerId }, signal))
        .pendingApprovals ?? [],
    // Live state another person changes: never from the offline copy.
    meta: { persist: false },
  });
