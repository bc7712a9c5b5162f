// The fraud payments tab's list: every payment of the consumer as paymentsV2 answers it (the latest 10,000 Paidy
// and 2,000 Amazon, with the truncation flags), asked when the tab opens. It does not come with the ConsumerPage
// query; that query brings only the first page the payments tab shows (docs/decisions.md "Consumer payments a
// page at a time"), while this tab selects among all of them at once.
import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import { fraudKeys } from './fraud-keys';

export const FraudPaymentsDocument = graphql(`
  query FraudPayments($consumerId: ID!) {
    paymentsV2(consumerId: $consumerId) {
      payments {
        ...FraudPaymentRowFields
      }
      metadata {
        amazonPaymentsLimitReached
        paidyPaymentsLimitReached
      }
    }
  }
`);

export function fraudPaymentsQueryOptions(consumerId: string) {
  return queryOptions({
    queryKey: fraudKeys.payments(consumerId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(FraudPaymentsDocument, { consumerId }, signal)).paymentsV2,
    meta: { persist: false },
  });
}
