// The combinipayment(combiniPaymentId) query of document 2 (convenience-store payment detail).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type { CombiniPaymentPageQuery } from '../../../api/generated/graphql';
import { combiniPaymentKeys } from './combini-payment-keys';

export const CombiniPaymentPageDocument = graphql(`
  query CombiniPaymentPage($combiniPaymentId: ID!) {
    combinipayment(combiniPaymentId: $combiniPaymentId) {
      id
      status
      orderRef
      amount
      settlementFeeAmount
      merchantName
      buyer {
        ...BuyerFields
      }
      createdAt
      updatedAt
      expiresAt
      test
      provider {
        providerName
        providerRef
        consumerCode
        merchantCode
      }
    }
  }
`);

export type CombiniPaymentDetail = NonNullable<CombiniPaymentPageQuery['combinipayment']>;

export function combiniPaymentQueryOptions(combiniPaymentId: string) {
  return queryOptions({
    queryKey: combiniPaymentKeys.detail(combiniPaymentId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(CombiniPaymentPageDocument, { combiniPaymentId }, signal)).combinipayment,
  });
}

export function useCombiniPaymentQuery(combiniPaymentId: string) {
  return useQuery(combiniPaymentQueryOptions(combiniPaymentId));
}
