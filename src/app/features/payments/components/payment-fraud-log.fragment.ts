// The rows of the payment's fraud section: its active fraud flags (the ActivePaymentFraudFlags query spreads them)
// and its fraud-flag history (PaymentFraudFlagsHistory).
import { graphql } from '../../../api/generated';

/** An active fraud flag of the payment. */
export const PaymentFraudFlagRowFields = graphql(`
  fragment PaymentFraudFlagRowFields on PaymentFraudFlag {
    id
    flaggedFor {
      id
      description
    }
    flaggedBy
    flaggedAt
    excludeFromBill
  }
`);

/** An event of the payment's fraud-flag history. */
export const FraudFlagEventRowFields = graphql(`
  fragment FraudFlagEventRowFields on FraudFlagEvent {
    id
    createdAt
    createdBy
    message
  }
`);
