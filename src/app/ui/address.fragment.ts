// The address fields joinAddress (./address.ts) shows; every document that asks for an address spreads them.
import { graphql } from '../api/generated';

export const AddressFields = graphql(`
  fragment AddressFields on Address {
    zip
    state
    city
    line1
    line2
  }
`);
