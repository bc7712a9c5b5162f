// The GraphQL calls of the access log (who looked): a page of entries, the alerts and their count for the header's
// badge, the alert policy and its (held) change. Nothing here is kept for offline use (the offline reads the PWA
// reports once back online are src/app/recent/offline-reads.ts).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gqlRequest, requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type { ActionContext } from '../../../ui/use-action';
import type { AccessEntriesVariables } from '../access-log-rules';

export const AccessEntriesDocument = graphql(`
  query AccessEntries(
    $staffEmail: String
    $consumerId: ID
    $kind: String
    $from: EpochMillis
    $to: EpochMillis
    $offset: Int!
    $limit: Int!
  ) {
    accessEntries(
      staffEmail: $staffEmail
      consumerId: $consumerId
      kind: $kind
      from: $from
      to: $to
      offset: $offset
      limit: $limit
    ) {
      items {
        id
        at
        staffEmail
        kind
        consumerIds
        rowCount
        reason
        offline
        readAt
      }
      hasMore
    }
  }
`);

export const AccessAlertsDocument = graphql(`
  query AccessAlerts($offset: Int!, $limit: Int!) {
    accessAlerts(offset: $offset, limit: $limit) {
      id
      at
      staffEmail
      rule
      observed
      threshold
    }
  }
`);

export const AccessAlertCountDocument = graphql(`
  query AccessAlertCount {
    accessAlertCount
  }
`);

export const AccessAlertPolicyDocument = graphql(`
  query AccessAlertPolicy {
    accessAlertPolicy {
      distinctConsumersPerHour
      exportedRowsPerDay
      updatedAt
      updatedBy
    }
  }
`);

export const UpdateAccessAlertPolicyDocument = graphql(`
  mutation UpdateAccessAlertPolicy($distinctConsumersPerHour: Int!, $exportedRowsPerDay: Int!) {
    updateAccessAlertPolicy(
      distinctConsumersPerHour: $distinctConsumersPerHour
      exportedRowsPerDay: $exportedRowsPerDay
    ) {
      distinctConsumersPerHour
      exportedRowsPerDay
    }
  }
`);

export const accessLogKeys = {
  all: ['access-log'] as const,
  entries: (variables: AccessEntriesVariables) => [...accessLogKeys.all, 'entries', variables] as const,
  alerts: (page: number) => [...accessLogKeys.all, 'alerts', page] as const,
  alertCount: () => [...accessLogKeys.all, 'alert-count'] as const,
  policy: () => [...accessLogKeys.all, 'policy'] as const,
};

export const accessEntriesQueryOptions = (variables: AccessEntriesVariables) =>
  queryOptions({
    queryKey: accessLogKeys.entries(variables),
    queryFn: async ({ signal }) => (await gqlRequest(AccessEntriesDocument, variables, signal)).accessEntries,
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });

/** Alerts per page of the /audit list. */
export const ALERTS_PAGE_SIZE = 50;

export const accessAlertsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: accessLogKeys.alerts(page),
    queryFn: async ({ signal }) =>
      (
        await gqlRequest(
          AccessAlertsDocument,
          { offset: (page - 1) * ALERTS_PAGE_SIZE, limit: ALERTS_PAGE_SIZE + 1 },
          signal,
        )
      ).accessAlerts,
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });

/** The header's badge: asked again every minute while the console is open. */
export const accessAlertCountQueryOptions = () =>
  queryOptions({
    queryKey: accessLogKeys.alertCount(),
    queryFn: async ({ signal }) => (await gqlRequest(AccessAlertCountDocument, {}, signal)).accessAlertCount,
    refetchInterval: 60_000,
    meta: { persist: false },
  });

export const accessAlertPolicyQueryOptions = () =>
  queryOptions({
    queryKey: accessLogKeys.policy(),
    queryFn: async ({ signal }) =>
      (await gqlRequest(AccessAlertPolicyDocument, {}, signal)).accessAlertPolicy,
    meta: { persist: false },
  });

export interface AlertPolicyInput {
  distinctConsumersPerHour: number;
  exportedRowsPerDay: number;
}

export async function updateAccessAlertPolicy(input: AlertPolicyInput, context: ActionContext) {
  return (
    await requestMutation(
      UpdateAccessAlertPolicyDocument,
      { ...input },
      { idempotencyKey: context.idempotencyKey },
    )
  ).updateAccessAlertPolicy;
}
