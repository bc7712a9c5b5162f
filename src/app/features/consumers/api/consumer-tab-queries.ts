// The per-tab queries of the consumer page (document 2 §7): each tab fetches its own data when opened.
// Read-only lists are persisted per staff user (the default), so a case reopened offline still shows them;
// the change history depends on the chosen period and is not persisted.
import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type { ContractsQuery, LimitAndUsageQuery, PlusTabQuery } from '../../../api/generated/graphql';
import { consumerKeys } from './consumer-keys';

export const LimitAndUsageDocument = graphql(`
  query LimitAndUsage($consumerId: ID!) {
    runningBalance(consumerId: $consumerId) {
      ...RunningBalanceFields
    }
  }
`);

export const ContractsDocument = graphql(`
  query Contracts($consumerId: ID!) {
    contractsByConsumerId(consumerId: $consumerId, test: false) {
      threePay {
        ...ContractRowFields
      }
      sixPay {
        ...ContractRowFields
      }
      twelvePay {
        ...ContractRowFields
      }
      apple {
        ...ContractRowFields
      }
    }
  }
`);

export const HoukatsuTabDocument = graphql(`
  query HoukatsuTab($consumerId: ID!) {
    nlpMigrationStatus(consumerId: $consumerId) {
      ...NlpMigrationStatusFields
    }
    nlpReport(consumerId: $consumerId) {
      ...NlpReportFields
    }
  }
`);

export const PlusTabDocument = graphql(`
  query PlusTab($consumerId: ID!, $withPac: Boolean!) {
    plusStatus(consumerId: $consumerId) {
      ...PlusStatusFields
    }
    selfCancellationStatus(consumerId: $consumerId) {
      featureEnabled
      enabled
      remainingCancellations
      expireAt
    }
    plusApplicationDates(consumerId: $consumerId) {
      ekycAppliedAt
      ekycApprovedAt
      houkatsuAppliedAt
      houkatsuApprovedAt
      reviewConfirmedAt
    }
    gpsTokens(consumerId: $consumerId) {
      ...GpsTokenRowFields
    }
    cardEligibility(consumerId: $consumerId) {
      isEligible
    }
    paypalLinks(consumerId: $consumerId) {
      ...PaypalLinkRowFields
    }
    pacAuditDataSummary(consumerId: $consumerId) @include(if: $withPac) {
      ...CreditLimitHistoryRowFields
    }
  }
`);

export const PacAuditRecordsDocument = graphql(`
  query PacAuditRecords($consumerId: ID!) {
    pacAuditDataDetailed(consumerId: $consumerId) {
      ...PacAuditRecordRowFields
    }
  }
`);

export const AdminLogsDocument = graphql(`
  query AdminLogs($consumerId: ID!) {
    adminLogs(consumerId: $consumerId) {
      ...AdminLogRowFields
    }
  }
`);

export const ConsumerMessagesDocument = graphql(`
  query ConsumerMessages($consumerId: ID!) {
    consumerMessages(consumerId: $consumerId) {
      ...ConsumerMessageRowFields
    }
  }
`);

export const ConsumerHistoryDocument = graphql(`
  query ConsumerHistory($consumerId: ID!, $from: EpochMillis!, $to: EpochMillis!) {
    consumerHistory(consumerId: $consumerId, from: $from, to: $to) {
      ...ConsumerHistoryRecordFields
    }
  }
`);

export const VanDocument = graphql(`
  query Van($consumerId: ID!) {
    van(consumerId: $consumerId) {
      ...VanFields
    }
  }
`);

export type RunningBalanceData = LimitAndUsageQuery['runningBalance'];
export type ContractsData = ContractsQuery['contractsByConsumerId'];
export type PlusTabData = PlusTabQuery;

export function limitAndUsageQueryOptions(consumerId: string) {
  return queryOptions({
    queryKey: consumerKeys.limitAndUsage(consumerId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(LimitAndUsageDocument, { consumerId }, signal)).runningBalance,
  });
}

export function contractsQueryOptions(consumerId: string) {
  return queryOptions({
    queryKey: consumerKeys.contracts(consumerId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(ContractsDocument, { consumerId }, signal)).contractsByConsumerId,
  });
}

export function houkatsuTabQueryOptions(consumerId: string) {
  return queryOptions({
    queryKey: consumerKeys.houkatsu(consumerId),
    queryFn: ({ signal }) => gqlRequest(HoukatsuTabDocument, { consumerId }, signal),
  });
}

export function plusTabQueryOptions(consumerId: string, withPac: boolean) {
  return queryOptions({
    queryKey: consumerKeys.plus(consumerId, withPac),
    queryFn: ({ signal }) => gqlRequest(PlusTabDocument, { consumerId, withPac }, signal),
  });
}

export function pacAuditRecordsQueryOptions(consumerId: string, enabled: boolean) {
  return queryOptions({
    queryKey: consumerKeys.pacAuditRecords(consumerId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(PacAuditRecordsDocument, { consumerId }, signal)).pacAuditDataDetailed,
    enabled,
  });
}

export function adminLogsQueryOptions(consumerId: string) {
  return queryOptions({
    queryKey: consumerKeys.adminLogs(consumerId),
    queryFn: async ({ signal }) => (await gqlRequest(AdminLogsDocument, { consumerId }, signal)).adminLogs,
  });
}

export function consumerMessagesQueryOptions(consumerId: string) {
  return queryOptions({
    queryKey: consumerKeys.messages(consumerId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(ConsumerMessagesDocument, { consumerId }, signal)).consumerMessages,
  });
}

export function consumerHistoryQueryOptions(consumerId: string, from: number, to: number) {
  return queryOptions({
    queryKey: consumerKeys.history(consumerId, from, to),
    queryFn: async ({ signal }) =>
      (await gqlRequest(ConsumerHistoryDocument, { consumerId, from, to }, signal)).consumerHistory,
    meta: { persist: false },
  });
}

export function vanQueryOptions(consumerId: string) {
  return queryOptions({
    queryKey: consumerKeys.van(consumerId),
    queryFn: async ({ signal }) => (await gqlRequest(VanDocument, { consumerId }, signal)).van,
  });
}
