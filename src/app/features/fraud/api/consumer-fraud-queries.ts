// The consumer fraud reads of document 2 §7 besides the page query: the fraud log and the active fraud
// flags of the consumer's payments (payment_fraud_flags.read; callers enable it only for holders). Fraud
// state decides red tags: always fetched afresh and never persisted.
import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import { fraudKeys } from './fraud-keys';

export const FraudManagementEventLogsDocument = graphql(`
  query FraudManagementEventLogs($consumerId: ID!) {
    fraudManagementEventLogs(consumerId: $consumerId) {
      ...FraudEventLogRowFields
    }
  }
`);

export const ConsumerPaymentsActiveFraudFlagsDocument = graphql(`
  query ConsumerPaymentsActiveFraudFlags($consumerId: ID!) {
    consumerPaymentsActiveFraudFlags(consumerId: $consumerId) {
      ...ConsumerPaymentFraudFlagsRowFields
    }
  }
`);

export function fraudEventLogsQueryOptions(consumerId: string) {
  return queryOptions({
    queryKey: fraudKeys.eventLogs(consumerId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(FraudManagementEventLogsDocument, { consumerId }, signal)).fraudManagementEventLogs,
    staleTime: 0,
    meta: { persist: false },
  });
}

export function consumerPaymentFraudFlagsQueryOptions(consumerId: string, enabled: boolean) {
  return queryOptions({
    queryKey: fraudKeys.paymentFlags(consumerId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(ConsumerPaymentsActiveFraudFlagsDocument, { consumerId }, signal))
        .consumerPaymentsActiveFraudFlags,
    enabled,
    staleTime: 0,
    meta: { persist: false },
  });
}
