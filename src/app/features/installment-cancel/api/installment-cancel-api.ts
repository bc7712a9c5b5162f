// The GraphQL calls of the bulk installment cancellation page (issue 13's contract): the plans' rows,
// the job start and the job with its results so far.
import { gqlRequest, requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';

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
    id
    length
    done
    completedAt
    retry {
      ...JobRetryFields
    }
    results {
      id
      status
      code
      title
      description
    }
  }
`);

export const StartBulkCancellationDocument = graphql(`
  mutation StartBulkCancellation($installmentPlanIds: [ID!]!) {
    startBulkCancellation(installmentPlanIds: $installmentPlanIds) {
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
};

export async function fetchInstallmentPlans(installmentPlanIds: string[], signal?: AbortSignal) {
  return (await gqlRequest(InstallmentPlansDocument, { installmentPlanIds }, signal)).installmentPlans;
}

export async function startBulkCancellation(installmentPlanIds: string[], idempotencyKey: string) {
  const data = await requestMutation(
    StartBulkCancellationDocument,
    { installmentPlanIds },
    { idempotencyKey },
  );
  return data.startBulkCancellation;
}

export async function fetchBulkCancellation(id: string, signal?: AbortSignal) {
  return (await gqlRequest(BulkCancellationDocument, { id }, signal)).bulkCancellation;
}
