// The choice lists of the fraud dialogs (document 2 §7): consumer flagging reasons, the assessment kinds a
// consumer can still be excluded from (assessment_exclusions.read), and the payment flagging and unflagging
// reasons. Fetched when a dialog opens.
import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import { fraudKeys } from './fraud-keys';

export const FlaggingReasonsDocument = graphql(`
  query FlaggingReasons {
    flaggingReasons {
      id
      reason
    }
  }
`);

export const ExcludableAssessmentsDocument = graphql(`
  query ExcludableAssessments($consumerId: ID!) {
    excludableAssessmentsByConsumerId(consumerId: $consumerId)
  }
`);

export const PaymentFraudFlaggingReasonsDocument = graphql(`
  query PaymentFraudFlaggingReasons {
    paymentFraudFlaggingReasons {
      id
      description
    }
  }
`);

export const PaymentFraudUnflaggingReasonsDocument = graphql(`
  query PaymentFraudUnflaggingReasons {
    paymentFraudUnflaggingReasons {
      id
      description
    }
  }
`);

export function flaggingReasonsQueryOptions() {
  return queryOptions({
    queryKey: fraudKeys.reasons('consumerFlag'),
    queryFn: async ({ signal }) => (await gqlRequest(FlaggingReasonsDocument, {}, signal)).flaggingReasons,
  });
}

export function excludableAssessmentsQueryOptions(consumerId: string) {
  return queryOptions({
    queryKey: fraudKeys.excludable(consumerId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(ExcludableAssessmentsDocument, { consumerId }, signal))
        .excludableAssessmentsByConsumerId,
    // What may still be excluded changes with every exclusion: always asked afresh.
    staleTime: 0,
    meta: { persist: false },
  });
}

export function paymentFlaggingReasonsQueryOptions() {
  return queryOptions({
    queryKey: fraudKeys.reasons('paymentFlag'),
    queryFn: async ({ signal }) =>
      (await gqlRequest(PaymentFraudFlaggingReasonsDocument, {}, signal)).paymentFraudFlaggingReasons,
  });
}

export function paymentUnflaggingReasonsQueryOptions() {
  return queryOptions({
    queryKey: fraudKeys.reasons('paymentUnflag'),
    queryFn: async ({ signal }) =>
      (await gqlRequest(PaymentFraudUnflaggingReasonsDocument, {}, signal)).paymentFraudUnflaggingReasons,
  });
}
