// The GraphQL calls of the audit trail: one page of rows, the operations for the filter, the
// chain's state (followed while a verification runs) and "Verify now". Nothing here is kept for offline use: the
// trail grows all the time and holds no case.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gqlRequest, requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import { VERIFICATION_REFETCH_MS, type AuditEntriesVariables } from '../audit-rules';

export const AuditEntriesDocument = graphql(`
  query AuditEntries(
    $staffEmail: String
    $operation: String
    $targetId: ID
    $outcome: String
    $from: EpochMillis
    $to: EpochMillis
    $offset: Int!
    $limit: Int!
  ) {
    auditEntries(
      staffEmail: $staffEmail
      operation: $operation
      targetId: $targetId
      outcome: $outcome
      from: $from
      to: $to
      offset: $offset
      limit: $limit
    ) {
      items {
        ...AuditEntryFields
      }
      hasMore
    }
  }
`);

export const AuditEntryFieldsFragment = graphql(`
  fragment AuditEntryFields on AuditEntry {
    sequence
    at
    staffEmail
    operation
    targetType
    targetId
    outcome
    approverEmail
    ip
    detail
  }
`);

export const AuditOperationsDocument = graphql(`
  query AuditOperations {
    auditOperations
  }
`);

export const AuditVerificationFieldsFragment = graphql(`
  fragment AuditVerificationFields on AuditVerification {
    id
    status
    requestedBy
    requestedAt
    completedAt
    throughSequence
    checkedRows
    headHash
    brokenSequence
    brokenRowId
    problem
  }
`);

export const AuditChainStateDocument = graphql(`
  query AuditChainState {
    auditChainState {
      headSequence
      headHash
      headAt
      lastVerification {
        ...AuditVerificationFields
      }
      running {
        ...AuditVerificationFields
      }
    }
  }
`);

export const VerifyAuditChainDocument = graphql(`
  mutation VerifyAuditChain {
    verifyAuditChain {
      ...AuditVerificationFields
    }
  }
`);

export const auditKeys = {
  all: ['audit'] as const,
  entries: (variables: AuditEntriesVariables) => [...auditKeys.all, 'entries', variables] as const,
  operations: () => [...auditKeys.all, 'operations'] as const,
  chain: () => [...auditKeys.all, 'chain'] as const,
};

/** One page of rows; the page being left stays on screen until the next one arrives. */
export const auditEntriesQueryOptions = (variables: AuditEntriesVariables) =>
  queryOptions({
    queryKey: auditKeys.entries(variables),
    queryFn: async ({ signal }) => (await gqlRequest(AuditEntriesDocument, variables, signal)).auditEntries,
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });

export const auditOperationsQueryOptions = () =>
  queryOptions({
    queryKey: auditKeys.operations(),
    queryFn: async ({ signal }) => (await gqlRequest(AuditOperationsDocument, {}, signal)).auditOperations,
    staleTime: 60_000,
    meta: { persist: false },
  });

/** The chain's head and verifications; asked again every VERIFICATION_REFETCH_MS while a run is in progress. */
export const auditChainQueryOptions = () =>
  queryOptions({
    queryKey: auditKeys.chain(),
    queryFn: async ({ signal }) => (await gqlRequest(AuditChainStateDocument, {}, signal)).auditChainState,
    refetchInterval: (query) => (query.state.data?.running ? VERIFICATION_REFETCH_MS : false),
    meta: { persist: false },
  });

export async function verifyAuditChain(idempotencyKey: string) {
  return (await requestMutation(VerifyAuditChainDocument, {}, { idempotencyKey })).verifyAuditChain;
}
