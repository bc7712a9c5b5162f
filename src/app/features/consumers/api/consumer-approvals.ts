// The consumer page's four-eyes banner: the requests that would change this consumer and wait for a second
// person (the consumer's own, and held batches and bulk cancellations with a row of theirs).
// Its key nests under the approvals root, so a held change or a decision anywhere refreshes it.
import { queryOptions } from '@tanstack/react-query';
import { pendingApprovalsKey } from '../../../api/approval-required';
import { gqlPreloaded } from '../../../api/preloaded-request';
import { graphql } from '../../../api/generated';
import { consumerPendingApprovalsVariables } from '../../../../shared/preloaded-queries';

export const ConsumerPendingApprovalsDocument = graphql(`
  query ConsumerPendingApprovals($targetId: ID!) {
    pendingApprovals(targetId: $targetId) {
      id
      operation
      targetType
      targetId
      createdAt
      maker {
        email
      }
    }
  }
`);

export const consumerPendingApprovalsQueryOptions = (consumerId: string) =>
  queryOptions({
    queryKey: pendingApprovalsKey(consumerId),
    queryFn: async ({ signal }) =>
      // A consumer link's HTML preloaded this (route-preloads.ts): the banner comes with the page, not after it.
      (
        await gqlPreloaded(
          'ConsumerPendingApprovals',
          ConsumerPendingApprovalsDocument,
          consumerPendingApprovalsVariables(consumerId),
          signal,
        )
      ).pendingApprovals ?? [],
    // Live state another person changes: never from the offline copy.
    meta: { persist: false },
  });
