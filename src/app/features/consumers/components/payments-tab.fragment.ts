// The rows the payments tab shows: the consumer's payments (ConsumerPage query) and the installment
// contracts (Contracts query, once per contract kind).
import { graphql } from '../../../api/generated';

export const ConsumerPaymentRowFields = graphql(`
  fragment ConsumerPaymentRowFields on Payment {
    id
    consumerName
    amount
    capturedAmount
    refundedAmount
    merchantId
    merchantName
    captures {
      id
      amount
      createdAt
    }
    status
    tags
    createdAt
    test
    shippingAddress {
      ...AddressFields
    }
    billingAddress {
      ...AddressFields
    }
  }
`);

export const ContractRowFields = graphql(`
  fragment ContractRowFields on InstallmentContract {
    id
    dateConverted
    paymentId
    merchantName
    status
    totalCaptureAmount
    outstandingAmount
    refundAmount
  }
`);
