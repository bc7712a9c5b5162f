// The GraphQL calls of the legal status update screens (document 1 §7 and the contract additions):
// the bulk existence check, the batch start (whole or in parts), the history and one batch with its rows.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gqlRequest, requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import { HISTORY_PAGE_SIZE, type BatchRequest } from '../legal-status-rules';

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
  query LegalStatusBatches($offset: Int!, $limit: Int!) {
    legalStatusBatchCount
    legalStatusBatchUpdates(offset: $offset, limit: $limit) {
      ...LegalStatusBatchFields
    }
  }
`);

export const LegalStatusBatchResultDocument = graphql(`
  query LegalStatusBatchResult($batchId: ID!) {
    legalStatusBatchUpdate(batchId: $batchId) {
      ...LegalStatusBatchFields
    }
    legalStatusBatchUpdateResults(batchId: $batchId) {
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
    comment
    length
    createdBy
    createdAt
    successes
    failures
    success
    completedAt
    error
  }
`);

export const legalStatusKeys = {
  all: ['legalStatusBatches'] as const,
  history: (page: number) => [...legalStatusKeys.all, 'history', page] as const,
  batch: (batchId: string) => [...legalStatusKeys.all, 'batch', batchId] as const,
};

/** While a batch runs its page asks again this often (document 1 §2: the page follows progress by itself). */
export const BATCH_REFETCH_MS = 3_000;

export async function fetchConsumerStatuses(consumerIds: string[]) {
  const data = await gqlRequest(ConsumerStatusesDocument, { consumerIds });
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
/** One page of the history (pages from 1) and the number of batches, for the pager. */
export const historyQuery = (page: number) =>
  queryOptions({
    queryKey: legalStatusKeys.history(page),
    queryFn: ({ signal }) =>
      gqlRequest(
        LegalStatusBatchesDocument,
        { offset: (page - 1) * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE },
        signal,
      ),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });

export const batchResultQuery = (batchId: string) =>
  queryOptions({
    queryKey: legalStatusKeys.batch(batchId),
    queryFn: ({ signal }) => gqlRequest(LegalStatusBatchResultDocument, { batchId }, signal),
    // Follows the batch until it completes; a missing batch is not asked about again.
    refetchInterval: (query) => {
      const batch = query.state.data?.legalStatusBatchUpdate;
      return batch && batch.completedAt == null ? BATCH_REFETCH_MS : false;
    },
    meta: { persist: false },
  });
