// What the search's payments table shows of each payment.
import { graphql } from '../../../api/generated';

export const SearchPaymentRowFields = graphql(`
  fragment SearchPaymentRowFields on Payment {
    id
    test
    consumerId
    consumerName
    amount
    shippingAddress {
      ...AddressFields
    }
    createdAt
    status
  }
`);
