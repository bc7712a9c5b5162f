// The rows of the fraud tab's flag and exclusion tables (the consumer page query spreads them) and of its fraud log
// (the FraudManagementEventLogs query).
import { graphql } from '../../../api/generated';

export const ConsumerFraudFlagRowFields = graphql(`
  fragment ConsumerFraudFlagRowFields on ConsumerFraudFlag {
    id
    consumerId
    flaggedFor {
      id
      reason
    }
    flaggedBy
    flaggedAt
  }
`);

export const AssessmentExclusionRowFields = graphql(`
  fragment AssessmentExclusionRowFields on AssessmentExclusion {
    id
    consumerId
    assessmentKind
    excludedBy
    excludedAt
  }
`);

/** An entry of the consumer's fraud log. */
export const FraudEventLogRowFields = graphql(`
  fragment FraudEventLogRowFields on FraudEventLog {
    id
    createdBy
    createdAt
    message
  }
`);
