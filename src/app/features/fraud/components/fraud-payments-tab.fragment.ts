// What the fraud payments tab shows of each of the consumer's payments (the consumer page query spreads it) and of
// each payment's active fraud flags (the ConsumerPaymentsActiveFraudFlags query).
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

/** A payment's fraud state: the ids of its active fraud flags and whether it is left out of the bill. */
export const ConsumerPaymentFraudFlagsRowFields = graphql(`
  fragment ConsumerPaymentFraudFlagsRowFields on ConsumerPaymentFraudFlags {
    paymentId
    excludeFromBill
    activeFraudFlagIds
  }
`);
