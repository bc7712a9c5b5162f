// The payment's fraud queries of document 1 §7: the active flags and the fraud-flag history. Both need
// payment_fraud_flags.read; callers enable them only for holders.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import { paymentKeys } from './payment-keys';

export const ActivePaymentFraudFlagsDocument = graphql(`
  query ActivePaymentFraudFlags($paymentId: ID!) {
    activePaymentFraudFlags(paymentId: $paymentId) {
      paymentId
      fraudStatus {
        excludeFromBill
        activeFlags {
          ...PaymentFraudFlagRowFields
        }
      }
    }
  }
`);

export const PaymentFraudFlagsHistoryDocument = graphql(`
  query PaymentFraudFlagsHistory($paymentId: ID!) {
    paymentFraudFlagsHistory(paymentId: $paymentId) {
      paymentId
      fraudFlagEvents {
        ...FraudFlagEventRowFields
      }
    }
  }
`);

export function activePaymentFraudFlagsQueryOptions(paymentId: string, enabled: boolean) {
  return queryOptions({
    queryKey: paymentKeys.activeFraudFlags(paymentId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(ActivePaymentFraudFlagsDocument, { paymentId }, signal)).activePaymentFraudFlags
        .fraudStatus,
    enabled,
    // Fraud state decides the red FRAUDULENT tag: never shown from a stale copy.
    staleTime: 0,
    meta: { persist: false },
  });
}

/** The spec's "cache then network": a cached history shows at once and is refreshed behind it. */
export function paymentFraudFlagsHistoryQueryOptions(paymentId: string, enabled: boolean) {
  return queryOptions({
    queryKey: paymentKeys.fraudHistory(paymentId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(PaymentFraudFlagsHistoryDocument, { paymentId }, signal)).paymentFraudFlagsHistory
        .fraudFlagEvents,
    enabled,
    staleTime: 0,
  });
}

export function useActivePaymentFraudFlagsQuery(paymentId: string, enabled: boolean) {
  return useQuery(activePaymentFraudFlagsQueryOptions(paymentId, enabled));
}

export function usePaymentFraudFlagsHistoryQuery(paymentId: string, enabled: boolean) {
  return useQuery(paymentFraudFlagsHistoryQueryOptions(paymentId, enabled));
}
