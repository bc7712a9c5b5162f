// The per-tab queries of the consumer page (document 2 §7): each tab fetches its own data when opened.
// Read-only lists are persisted per staff user (the default), so a case reopened offline still shows them;
// the change history depends on the chosen period and is not persisted.
import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type {
  AdminLogsQuery,
  ConsumerHistoryQuery,
  ConsumerMessagesQuery,
  ContractsQuery,
  HoukatsuTabQuery,
  LimitAndUsageQuery,
  PacAuditRecordsQuery,
  PlusTabQuery,
  VanQuery,
} from '../../../api/generated/graphql';
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
      consumerId
      status
      updatedAt
    }
    nlpReport(consumerId: $consumerId) {
      consumerId
      computationCycle
      nmdLimit
      nextMonthDue
      multiplier
      treLimit
      tre
      availableAmount
      currentMonthlyPower
      unconfirmedPayments
      closedBillsAmount
      changeInMonthlyPower {
        cycle
        nextMonthDue
        unconfirmedPaymentsAndUnconfirmedFutureExposures
        predictiveMonthlyPower
        remainingBalanceOfAvailableAmount
      }
      syntheticMonthlyPower {
        plus {
          name
          amount
        }
      }
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
      token
      status
      createdAt
      idemiaId
      physicalCardStatus
      physicalCardUpdatedAt
      physicalCardEvents {
        physicalCardStatus
        physicalCardUpdatedAt
      }
    }
    cardEligibility(consumerId: $consumerId) {
      isEligible
    }
    paypalLinks(consumerId: $consumerId) {
      status
      linkEvents {
        status
        time
      }
      gpsToken
    }
    pacAuditDataSummary(consumerId: $consumerId) @include(if: $withPac) {
      completedAt
      contractType
      reason
      creditLimitPP
      creditLimitPPFA
    }
  }
`);

export const PacAuditRecordsDocument = graphql(`
  query PacAuditRecords($consumerId: ID!) {
    pacAuditDataDetailed(consumerId: $consumerId) {
      completedAt
      contractType
      reason
      creditLimitPP
      creditLimitPPFA
      maxPACLimit
      paidyDebtTriggering
      paidyDebtCalculation
      cicAnnualInvoicedAmountAtPaidy
      hasUnpaidBillsForPreviousMonth
      cicDebt
      totalCicAnnualInvoicedAmount
      hasCicDelinquentContract
      hasUnpaidBillForPreviousMonth
      hasUnpaidBillInPaidy
      annualIncome
      dependency
      rentOrMortgage
      costOfLiving
    }
  }
`);

export const AdminLogsDocument = graphql(`
  query AdminLogs($consumerId: ID!) {
    adminLogs(consumerId: $consumerId) {
      message
      creator
      createdAt
    }
  }
`);

export const ConsumerMessagesDocument = graphql(`
  query ConsumerMessages($consumerId: ID!) {
    consumerMessages(consumerId: $consumerId) {
      subject
      message
      createdAt
      kind
      dispatched
    }
  }
`);

export const ConsumerHistoryDocument = graphql(`
  query ConsumerHistory($consumerId: ID!, $from: EpochMillis!, $to: EpochMillis!) {
    consumerHistory(consumerId: $consumerId, from: $from, to: $to) {
      __typename
      ... on ConsumerCreatedRecord {
        kind
        timestamp
        email
        phone
        name1
        name2
        dateOfBirth
        address {
          ...AddressFields
        }
        source
      }
      ... on ConsumerUpdatedRecord {
        kind
        timestamp
        agent
        approvedBy
        email
        phone
        name1
        name2
        dateOfBirth
        address {
          ...AddressFields
        }
        emailVerificationInfo {
          verified
          verifiedAt
        }
        legalStatus
      }
      ... on ConsumerDisabledRecord {
        kind
        timestamp
        reason
        agent
        approvedBy
      }
      ... on ConsumerEnabledRecord {
        kind
        timestamp
        reason
        agent
        approvedBy
      }
      ... on ConsumerClosedRecord {
        kind
        timestamp
        reason
        agent
        approvedBy
      }
      ... on ConsumerContractRevertedRecord {
        kind
        timestamp
        agent
        approvedBy
        reason
        installmentPlanId
        amount
      }
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
export type HoukatsuTabData = HoukatsuTabQuery;
export type PlusTabData = PlusTabQuery;
export type GpsTokenRow = PlusTabQuery['gpsTokens'][number];
export type PacAuditDetailedRow = PacAuditRecordsQuery['pacAuditDataDetailed'][number];
export type AdminLogRow = AdminLogsQuery['adminLogs'][number];
export type ConsumerMessageRow = ConsumerMessagesQuery['consumerMessages'][number];
export type ConsumerHistoryRow = ConsumerHistoryQuery['consumerHistory'][number];
export type VanData = VanQuery['van'];

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
