// The GraphQL calls of the approvals pages (four eyes): the request lists (pending / decided), one
// request with its preview, the header's count, the policy, and the four decisions (approve, reject, withdraw, a
// policy change, which is itself held). Keys nest under approvalsKeyRoot, so a decision or a held change anywhere
// refreshes every list, the count and the consumer page's banner.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { approvalsKeyRoot } from '../../../api/approval-required';
import { gqlRequest, requestMutation } from '../../../api/graphql-client';
import { gqlPreloaded } from '../../../api/preloaded-request';
import { graphql } from '../../../api/generated';
import type { ApprovalTab } from '../../../paths';
import type { ActionContext } from '../../../ui/use-action';

export const ApprovalRequestRowFieldsFragment = graphql(`
  fragment ApprovalRequestRowFields on ApprovalRequest {
    id
    status
    operation
    targetId
    targetType
    maker {
      id
      email
    }
    decidedBy {
      id
      email
    }
    createdAt
    decidedAt
    expiresAt
    extent {
      rows
      merchants
      months
    }
  }
`);

export const ApprovalRequestDetailFieldsFragment = graphql(`
  fragment ApprovalRequestDetailFields on ApprovalRequest {
    ...ApprovalRequestRowFields
    comment
    reason
    outcome
    arguments
    decisionBlockedReason
    changesSince {
      version
      operation
      staffEmail
      approverEmail
      at
      fields {
        field
        old
        new
      }
    }
    preview {
      rowCount
      currentValue
      newValue
      statusCounts {
        status
        count
      }
      firstRows {
        position
        id
        value
        problem
      }
      failingRows {
        position
        id
        value
        problem
      }
      failingCount
      cancellablePlans
      amount
      lines
      makerComment
      fileName
      merchantCount
      monthCount
      merchants {
        merchantId
        name
        months
        alreadyDeactivated
      }
      irreversibleRows {
        position
        consumerId
        name
        currentStatus
        newStatus
      }
      irreversibleCount
      plans {
        position
        planId
        consumerId
        consumerName
        amount
        status
      }
      staffChange {
        memberEmail
        newMember
        roles
        gained
        removed
        holders
        rolesChangedSinceRequest
      }
      applied {
        finished
        changed
        unchanged
        refused {
          reason
          count
        }
        pending
      }
    }
  }
`);

export const ApprovalRequestsDocument = graphql(`
  query ApprovalRequests($status: ApprovalStatus, $decided: Boolean, $offset: Int!, $limit: Int!) {
    approvalRequests(status: $status, decided: $decided, offset: $offset, limit: $limit) {
      ...ApprovalRequestRowFields
    }
  }
`);

export const ApprovalRequestDocument = graphql(`
  query ApprovalRequest($id: ID!) {
    approvalRequest(id: $id) {
      ...ApprovalRequestDetailFields
    }
  }
`);

export const PendingApprovalCountDocument = graphql(`
  query PendingApprovalCount {
    pendingApprovalCount
  }
`);

export const ApprovalPoliciesDocument = graphql(`
  query ApprovalPolicies {
    approvalPolicies {
      key
      enabled
      rowThreshold
      finalStatuses
      updatedAt
      updatedBy
    }
  }
`);

export const ApproveRequestDocument = graphql(`
  mutation ApproveRequest($id: ID!, $comment: String) {
    approveRequest(id: $id, comment: $comment) {
      ...ApprovalRequestDetailFields
    }
  }
`);

export const RejectRequestDocument = graphql(`
  mutation RejectRequest($id: ID!, $reason: String!) {
    rejectRequest(id: $id, reason: $reason) {
      ...ApprovalRequestDetailFields
    }
  }
`);

export const WithdrawRequestDocument = graphql(`
  mutation WithdrawRequest($id: ID!) {
    withdrawRequest(id: $id) {
      ...ApprovalRequestDetailFields
    }
  }
`);

export const UpdateApprovalPolicyDocument = graphql(`
  mutation UpdateApprovalPolicy(
    $key: String!
    $enabled: Boolean!
    $rowThreshold: Int
    $finalStatuses: Boolean!
  ) {
    updateApprovalPolicy(
      key: $key
      enabled: $enabled
      rowThreshold: $rowThreshold
      finalStatuses: $finalStatuses
    ) {
      key
    }
  }
`);

/** Requests per page of either tab. */
export const APPROVALS_PAGE_SIZE = 20;
/** How often the header asks for the count of requests waiting for the signed-in staff member. */
export const APPROVAL_COUNT_REFETCH_MS = 30_000;

export const approvalKeys = {
  all: approvalsKeyRoot,
  lists: () => [...approvalKeys.all, 'list'] as const,
  list: (tab: ApprovalTab, page: number) => [...approvalKeys.lists(), tab, page] as const,
  detail: (id: string) => [...approvalKeys.all, 'request', id] as const,
  count: () => [...approvalKeys.all, 'count'] as const,
  policies: () => [...approvalKeys.all, 'policies'] as const,
};

// Nothing of the approvals is kept for offline use: it is live state another person changes.
/**
 * One page (from 1) of a tab, newest first. One row more than a page is asked for: it says whether a next page
 * exists (the list has no total).
 */
export const approvalListQueryOptions = (tab: ApprovalTab, page: number) =>
  queryOptions({
    queryKey: approvalKeys.list(tab, page),
    queryFn: async ({ signal }) => {
      const rows = (
        await gqlRequest(
          ApprovalRequestsDocument,
          {
            ...(tab === 'pending' ? { status: 'Pending' as const } : { decided: true }),
            offset: (page - 1) * APPROVALS_PAGE_SIZE,
            limit: APPROVALS_PAGE_SIZE + 1,
          },
          signal,
        )
      ).approvalRequests;
      return { rows: rows.slice(0, APPROVALS_PAGE_SIZE), hasMore: rows.length > APPROVALS_PAGE_SIZE };
    },
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });

export const approvalRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: approvalKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await gqlRequest(ApprovalRequestDocument, { id }, signal)).approvalRequest,
    meta: { persist: false },
  });

export const pendingApprovalCountQueryOptions = () =>
  queryOptions({
    queryKey: approvalKeys.count(),
    // A signed-in page's HTML preloaded the first one for staff who decide (route-preloads.ts SHELL_DATA).
    queryFn: async ({ signal }) =>
      (await gqlPreloaded('PendingApprovalCount', PendingApprovalCountDocument, {}, signal))
        .pendingApprovalCount,
    refetchInterval: APPROVAL_COUNT_REFETCH_MS,
    // A badge: a failed count shows none rather than retrying behind the page.
    retry: false,
    meta: { persist: false },
  });

export const approvalPoliciesQueryOptions = () =>
  queryOptions({
    queryKey: approvalKeys.policies(),
    queryFn: async ({ signal }) => (await gqlRequest(ApprovalPoliciesDocument, {}, signal)).approvalPolicies,
    meta: { persist: false },
  });

const headers = (context: ActionContext) => ({ idempotencyKey: context.idempotencyKey });

export async function approveRequest(
  { id, comment }: { id: string; comment: string | null },
  context: ActionContext,
) {
  return (await requestMutation(ApproveRequestDocument, { id, comment }, headers(context))).approveRequest;
}

export async function rejectRequest({ id, reason }: { id: string; reason: string }, context: ActionContext) {
  return (await requestMutation(RejectRequestDocument, { id, reason }, headers(context))).rejectRequest;
}

export async function withdrawRequest({ id }: { id: string }, context: ActionContext) {
  return (await requestMutation(WithdrawRequestDocument, { id }, headers(context))).withdrawRequest;
}

export interface PolicyChangeInput {
  key: string;
  enabled: boolean;
  rowThreshold: number | null;
  finalStatuses: boolean;
}

export async function updateApprovalPolicy(change: PolicyChangeInput, context: ActionContext) {
  return (await requestMutation(UpdateApprovalPolicyDocument, { ...change }, headers(context)))
    .updateApprovalPolicy;
}
