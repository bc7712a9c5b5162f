// A row of the change history tab, one shape per kind of record; the ConsumerHistory query spreads it.
import { graphql } from '../../../api/generated';

export const ConsumerHistoryRecordFields = graphql(`
  fragment ConsumerHistoryRecordFields on ConsumerHistoryRecord {
    __typename
    ... on ConsumerCreatedRecord {
      kind
      timestamp
      email
      phone
      name1
      name2
      dateOfBirth
      address {
        ...AddressFields
      }
      source
    }
    ... on ConsumerUpdatedRecord {
      kind
      timestamp
      agent
      approvedBy
      email
      phone
      name1
      name2
      dateOfBirth
      address {
        ...AddressFields
      }
      emailVerificationInfo {
        verified
        verifiedAt
      }
      legalStatus
    }
    ... on ConsumerDisabledRecord {
      kind
      timestamp
      reason
      agent
      approvedBy
    }
    ... on ConsumerEnabledRecord {
      kind
      timestamp
      reason
      agent
      approvedBy
    }
    ... on ConsumerClosedRecord {
      kind
      timestamp
      reason
      agent
      approvedBy
    }
    ... on ConsumerContractRevertedRecord {
      kind
      timestamp
      agent
      approvedBy
      reason
      installmentPlanId
      amount
    }
  }
`);
