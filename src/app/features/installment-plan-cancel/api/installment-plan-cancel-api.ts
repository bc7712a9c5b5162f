// The GraphQL calls of the bulk installment cancellation page: the plans' rows,
// the job start and the job with its results so far; the run's result page and the history.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { BULK_READ, gqlRequest, requestMutation } from '../../../api/graphql-client';
import { queryRetries } from '../../../api/with-retries';
import { graphql } from '../../../api/generated';
import type { BulkCancellationsQueryVariables } from '../../../api/generated/graphql';

export const InstallmentPlansDocument = graphql(`
  query InstallmentPlans($installmentPlanIds: [ID!]!) {
    installmentPlans(installmentPlanIds: $installmentPlanIds) {
      id
      consumerId
      contractType
      status
      outstandingAmount
    }
  }
`);

export const BulkCancellationFieldsFragment = graphql(`
  fragment BulkCancellationFields on BulkCancellation {
    ...BulkCancellationSummary
    retry {
      ...JobRetryFields
    }
    results {
      id
      status
      code
      title
      description
      planStatus
      outstandingAmount
    }
  }
`);

export const BulkCancellationSummaryFragment = graphql(`
  fragment BulkCancellationSummary on BulkCancellation {
    id
    length
    done
    createdBy
    createdAt
    completedAt
    approvalRequestId
    awaitingApproval
    approvalStatus
    comment
    successes
    notActive
    failures
  }
`);

export const BulkCancellationsDocument = graphql(`
  query BulkCancellations($filter: BulkCancellationFilter, $offset: Int!, $limit: Int!) {
    bulkCancellations(filter: $filter, offset: $offset, limit: $limit) {
      total
      items {
        ...BulkCancellationSummary
      }
    }
  }
`);

export const StartBulkCancellationDocument = graphql(`
  mutation StartBulkCancellation($installmentPlanIds: [ID!]!, $comment: String) {
    startBulkCancellation(installmentPlanIds: $installmentPlanIds, comment: $comment) {
      ...BulkCancellationFields
    }
  }
`);

export const BulkCancellationDocument = graphql(`
  query BulkCancellation($id: ID!) {
    bulkCancellation(id: $id) {
      ...BulkCancellationFields
    }
  }
`);

export const installmentCancelKeys = {
  all: ['installmentCancel'] as const,
  job: (id: string) => [...installmentCancelKeys.all, 'job', id] as const,
  history: (variables: BulkCancellationsQueryVariables) =>
    [...installmentCancelKeys.all, 'history', variables] as const,
};

/** While a run is in progress (or waits for approval) its result page asks again this often. */
export const JOB_REFETCH_MS = 3_000;

export async function fetchInstallmentPlans(installmentPlanIds: string[], signal?: AbortSignal) {
  return (await gqlRequest(InstallmentPlansDocument, { installmentPlanIds }, signal, BULK_READ))
    .installmentPlans;
}

export async function startBulkCancellation(
  installmentPlanIds: string[],
  comment: string | null,
  idempotencyKey: string,
) {
  const data = await requestMutation(
    StartBulkCancellationDocument,
    { installmentPlanIds, comment },
    { idempotencyKey },
  );
  return data.startBulkCancellation;
}

export async function fetchBulkCancellation(id: string, signal?: AbortSignal) {
  return (await gqlRequest(BulkCancellationDocument, { id }, signal)).bulkCancellation;
}

// The record is not kept for offline use: it changes while the run goes on.
/** One run with its results, read from the server; followed until it completes. */
export const bulkCancellationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: installmentCancelKeys.job(id),
    queryFn: ({ signal }) => fetchBulkCancellation(id, signal),
    ...queryRetries,
    refetchInterval: (query) =>
      query.state.data && query.state.data.completedAt == null ? JOB_REFETCH_MS : false,
    meta: { persist: false },
  });

/** One page of the history, filtered on the server. */
export const bulkCancellationsQueryOptions = (variables: BulkCancellationsQueryVariables) =>
  queryOptions({
    queryKey: installmentCancelKeys.history(variables),
    queryFn: async ({ signal }) =>
      (await gqlRequest(BulkCancellationsDocument, variables, signal)).bulkCancellations,
    ...queryRetries,
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
