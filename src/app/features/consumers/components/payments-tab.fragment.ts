// The rows the payments tab shows: the consumer's payments a page at a time (the first page in the ConsumerPage
// query, the next ones and filtered or sorted ones in ConsumerPayments) and the installment contracts (Contracts
// query, once per contract kind).
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

export const ConsumerPaymentsPageFields = graphql(`
  fragment ConsumerPaymentsPageFields on ConsumerPaymentsPage {
    payments {
      ...ConsumerPaymentRowFields
    }
    endCursor
    hasMore
    totalCount
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
