// The PaymentPage(paymentId) query of document 1 §7: the payment, its messages and its assessment reports.
// No caching: always fetched afresh and never persisted. The reports need assessment_reports.read or
// .write, so they are only asked for (@include) when the staff user holds one of them; otherwise the
// server's FORBIDDEN on that non-null field would fail the whole page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type { PaymentPageQuery } from '../../../api/generated/graphql';
import { paymentKeys } from './payment-keys';

export const PaymentPageDocument = graphql(`
  query PaymentPage($paymentId: ID!, $withAssessments: Boolean!) {
    paymentMessages(paymentId: $paymentId) {
      subject
      message
      createdAt
      kind
      dispatched
    }
    payment(paymentId: $paymentId) {
      id
      basketId
      appleOrderNumber
      description
      consumerId
      consumerName
      merchantId
      merchantName
      amount
      currency
      capturedAmount
      refundedAmount
      captures {
        id
        createdAt
        amount
        currency
      }
      refunds {
        id
        captureId
        createdAt
        amount
        currency
        reason
      }
      contractData {
        firstName
        lastName
        annualIncome
        dateOfBirth
        gender
        maritalStatus
        householdSize
        mortgage
        employer
        contractAddress {
          ...AddressFields
        }
        residenceType
      }
      buyer {
        ...BuyerFields
      }
      consumerData {
        email
        phone
        name1
        name2
        address {
          ...AddressFields
        }
      }
      order {
        tax
        shipping
        orderRef
        items {
          id
          title
          description
          unitPrice
          quantity
        }
        updatedAt
      }
      status
      tier
      tags
      updatedAt
      createdAt
      expiresAt
      test
      isSpecifiedContinuousServiceMerchant
      shippingAddress {
        ...AddressFields
      }
      billingAddress {
        ...AddressFields
      }
      buyerDataJson
      fraudulent
    }
    paymentAssessmentReportsByPaymentId(paymentId: $paymentId) @include(if: $withAssessments) {
      reports {
        id
        paymentId
        kind
        result
        reason
        metadataJson
      }
      error {
        kind
        description
      }
    }
  }
`);

export type PaymentPageData = PaymentPageQuery;
export type PaymentDetail = NonNullable<PaymentPageQuery['payment']>;
export type PaymentMessageRow = PaymentPageQuery['paymentMessages'][number];
export type PaymentAssessments = NonNullable<PaymentPageQuery['paymentAssessmentReportsByPaymentId']>;

export function fetchPaymentPage(paymentId: string, withAssessments: boolean, signal?: AbortSignal) {
  return gqlRequest(PaymentPageDocument, { paymentId, withAssessments }, signal);
}

export function paymentPageQueryOptions(paymentId: string, withAssessments: boolean) {
  return queryOptions({
    queryKey: paymentKeys.page(paymentId, withAssessments),
    queryFn: ({ signal }) => fetchPaymentPage(paymentId, withAssessments, signal),
    staleTime: 0,
    gcTime: 0,
    meta: { persist: false },
  });
}

export function usePaymentPageQuery(paymentId: string, withAssessments: boolean) {
  return useQuery(paymentPageQueryOptions(paymentId, withAssessments));
}
