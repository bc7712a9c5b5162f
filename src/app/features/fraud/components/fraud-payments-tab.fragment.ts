// What the fraud payments tab shows of each of the consumer's payments; the consumer page query spreads it.
import { graphql } from '../../../api/generated';

export const FraudPaymentRowFields = graphql(`
  fragment FraudPaymentRowFields on Payment {
    id
    consumerName
    merchantId
    amount
    capturedAmount
    refundedAmount
    captures {
      id
    }
    status
    createdAt
    shippingAddress {
      ...AddressFields
    }
    billingAddress {
      ...AddressFields
    }
  }
`);
