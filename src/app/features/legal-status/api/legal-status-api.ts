// The GraphQL calls of the legal status update screens (document 1 §7 and the contract's additions):
// the bulk existence check, the batch start (whole or in parts), the history and one batch with its rows.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { BULK_READ, gqlRequest, requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import { HISTORY_PAGE_SIZE, type BatchRequest } from '../legal-status-rules';
import type { LegalStatusBatchFilter } from '../../../api/generated/graphql';

export const ConsumerStatusesDocument = graphql(`
  query ConsumerStatuses($consumerIds: [ID!]!) {
    consumerStatuses(consumerIds: $consumerIds) {
      id
      status
      legalStatus
    }
  }
`);

export const StartLegalStatusBatchDocument = graphql(`
  mutation StartLegalStatusBatch(
    $batchId: ID!
    $comment: String
    $statusesToUpdate: [LegalStatusToUpdate!]!
    $part: BatchPart
  ) {
    legalStatusBatchUpdate(
      batchId: $batchId
      comment: $comment
      statusesToUpdate: $statusesToUpdate
      part: $part
    ) {
      id
      comment
      success
      completedAt
      error
    }
  }
`);

export const LegalStatusBatchesDocument = graphql(`
  query LegalStatusBatches($offset: Int!, $limit: Int!, $filter: LegalStatusBatchFilter) {
    legalStatusBatchCount(filter: $filter)
    legalStatusBatchUpdates(offset: $offset, limit: $limit, filter: $filter) {
      ...LegalStatusBatchFields
    }
  }
`);

export const LegalStatusBatchDocument = graphql(`
  query LegalStatusBatch($batchId: ID!) {
    legalStatusBatchUpdate(batchId: $batchId) {
      ...LegalStatusBatchFields
    }
  }
`);

export const LegalStatusBatchResultsDocument = graphql(`
  query LegalStatusBatchResults($batchId: ID!, $offset: Int!, $limit: Int!) {
    legalStatusBatchUpdateResults(batchId: $batchId, offset: $offset, limit: $limit) {
      line
      consumerId
      desiredStatus
      success
      error
    }
  }
`);

export const LegalStatusBatchFieldsFragment = graphql(`
  fragment LegalStatusBatchFields on LegalStatusBatch {
    id
    approvalRequestId
    awaitingApproval
    approvalStatus
    comment
    length
    createdBy
    createdAt
    successes
    failures
    success
    completedAt
    error
    retry {
      ...JobRetryFields
    }
  }
`);

export const legalStatusKeys = {
  all: ['legalStatusBatches'] as const,
  history: (page: number, filter: LegalStatusBatchFilter = {}) =>
    [...legalStatusKeys.all, 'history', page, filter] as const,
  batch: (batchId: string) => [...legalStatusKeys.all, 'batch', batchId] as const,
  /** Every page of a batch's rows (no page) or one page. */
  results: (batchId: string, page?: number) =>
    page === undefined
      ? ([...legalStatusKeys.batch(batchId), 'results'] as const)
      : ([...legalStatusKeys.batch(batchId), 'results', page] as const),
};

/** While a batch runs its page asks again this often (document 1 §2: the page follows progress by itself). */
export const BATCH_REFETCH_MS = 3_000;

export async function fetchConsumerStatuses(consumerIds: string[]) {
  const data = await gqlRequest(ConsumerStatusesDocument, { consumerIds }, undefined, BULK_READ);
  return data.consumerStatuses;
}

export async function startBatchRequest(request: BatchRequest, idempotencyKey: string) {
  const data = await requestMutation(
    StartLegalStatusBatchDocument,
    {
      batchId: request.batchId,
      comment: request.comment,
      statusesToUpdate: request.statusesToUpdate,
      part: request.part ?? null,
    },
    { idempotencyKey },
  );
  return data.legalStatusBatchUpdate;
}

// History and results are not kept for offline use: they change while batches run and hold no case.
/** One page of the history (pages from 1) of the batches the filter lets through, and their number, for the pager. */
export const historyQueryOptions = (page: number, filter: LegalStatusBatchFilter = {}) =>
  queryOptions({
    queryKey: legalStatusKeys.history(page, filter),
    queryFn: ({ signal }) =>
      gqlRequest(
        LegalStatusBatchesDocument,
        { offset: (page - 1) * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE, filter },
        signal,
      ),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });

/** One batch's summary; while it runs the page asks again every BATCH_REFETCH_MS. */
export const batchQueryOptions = (batchId: string) =>
  queryOptions({
    queryKey: legalStatusKeys.batch(batchId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(LegalStatusBatchDocument, { batchId }, signal)).legalStatusBatchUpdate,
    // Follows the batch until it completes; a missing batch is not asked about again.
    refetchInterval: (query) => {
      const batch = query.state.data;
      // A batch held for a second person is asked about too: it starts the moment it is approved.
      return batch && batch.completedAt == null ? BATCH_REFETCH_MS : false;
    },
    meta: { persist: false },
  });

/** Rows of a batch per results request: a 100,000-row batch is 20 requests of about 500 KB, shown as they come. */
export const RESULT_PAGE_SIZE = 5_000;

/** Rows page × RESULT_PAGE_SIZE + 1 … of the batch (pages from 0). */
export const batchResultsPageQueryOptions = (batchId: string, page: number) =>
  queryOptions({
    queryKey: legalStatusKeys.results(batchId, page),
    queryFn: async ({ signal }) =>
      (
        await gqlRequest(
          LegalStatusBatchResultsDocument,
          { batchId, offset: page * RESULT_PAGE_SIZE, limit: RESULT_PAGE_SIZE },
          signal,
          BULK_READ,
        )
      ).legalStatusBatchUpdateResults,
    meta: { persist: false },
  });
