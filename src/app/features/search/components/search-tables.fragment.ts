// What the four search result tables show of each row; the Search query spreads them.
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

/** A consumer found (the consumers table). */
export const SearchConsumerRowFields = graphql(`
  fragment SearchConsumerRowFields on Consumer {
    id
    kanjiName
    kanaName
    createdAt
    dateOfBirth
    email
    phone
    status
  }
`);

/** A convenience-store payment found. */
export const SearchCombiniPaymentRowFields = graphql(`
  fragment SearchCombiniPaymentRowFields on CombiniPayment {
    id
    orderRef
    amount
    createdAt
    status
    test
  }
`);

/** A charge found by its provider reference (the duplicate charges table). */
export const SearchDuplicateChargeRowFields = graphql(`
  fragment SearchDuplicateChargeRowFields on ChargeByProviderRef {
    chargeId
    consumerId
    orderReference
    barcodeId
    amount
    createdAt
  }
`);
