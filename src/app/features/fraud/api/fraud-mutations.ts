// The fraud changes of document 2 §7: consumer fraud flags (flag, unflag), the fraud log, assessment exclusions
// (add, remove) and payment fraud flags (flag, unflag). Each runs through requestMutation with the action's
// Idempotency-Key (ui/use-action).
import { requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type { ExcludeFromBill } from '../../../api/generated/graphql';
import type { ActionContext } from '../../../ui/use-action';

export const CreateFraudFlagDocument = graphql(`
  mutation CreateFraudFlagV2($consumerId: ID!, $flaggedFor: ID!) {
    createFraudFlagV2(consumerId: $consumerId, flaggedFor: $flaggedFor) {
      id
    }
  }
`);

export const UnflagConsumerDocument = graphql(`
  mutation UnflagConsumerFromFraudFlag($consumerId: ID!, $flagId: ID!, $message: String!) {
    unflagConsumerFromFraudFlag(consumerId: $consumerId, flagId: $flagId, message: $message)
  }
`);

export const CreateFraudLogDocument = graphql(`
  mutation CreateFraudManagementEventLog($consumerId: ID!, $message: String!) {
    createFraudManagementEventLog(consumerId: $consumerId, message: $message) {
      id
    }
  }
`);

export const CreateAssessmentExclusionDocument = graphql(`
  mutation CreateAssessmentExclusion($consumerId: ID!, $assessmentKind: String!) {
    createAssessmentExclusion(consumerId: $consumerId, assessmentKind: $assessmentKind) {
      id
    }
  }
`);

export const DeactivateAssessmentExclusionDocument = graphql(`
  mutation DeactivateAssessmentExclusion($consumerId: ID!, $exclusionId: ID!) {
    deactivateAssessmentExclusion(consumerId: $consumerId, exclusionId: $exclusionId) {
      id
    }
  }
`);

export const FlagPaymentsDocument = graphql(`
  mutation FlagPaymentsForFraud(
    $consumerId: ID!
    $flaggedFor: ID!
    $excludeFromBill: ExcludeFromBill!
    $paymentsToFlag: [PaymentToFlag!]!
  ) {
    flagPaymentsForFraud(
      consumerId: $consumerId
      flaggedFor: $flaggedFor
      excludeFromBill: $excludeFromBill
      paymentsToFlag: $paymentsToFlag
    ) {
      fraudFlagId
      paymentId
    }
  }
`);

export const UnflagPaymentsDocument = graphql(`
  mutation UnflagPaymentFraudFlags($unflaggedFor: ID!, $paymentFraudFlagIds: [ID!]!) {
    unflagPaymentFraudFlags(unflaggedFor: $unflaggedFor, paymentFraudFlagIds: $paymentFraudFlagIds)
  }
`);

const headers = (context: ActionContext) => ({ idempotencyKey: context.idempotencyKey });

export async function createFraudFlag(
  variables: { consumerId: string; flaggedFor: string },
  context: ActionContext,
) {
  return (await requestMutation(CreateFraudFlagDocument, variables, headers(context))).createFraudFlagV2;
}

export async function unflagConsumer(
  variables: { consumerId: string; flagId: string; message: string },
  context: ActionContext,
) {
  return (await requestMutation(UnflagConsumerDocument, variables, headers(context)))
    .unflagConsumerFromFraudFlag;
}

export async function createFraudLog(
  variables: { consumerId: string; message: string },
  context: ActionContext,
) {
  return (await requestMutation(CreateFraudLogDocument, variables, headers(context)))
    .createFraudManagementEventLog;
}

export async function createExclusion(
  variables: { consumerId: string; assessmentKind: string },
  context: ActionContext,
) {
  return (await requestMutation(CreateAssessmentExclusionDocument, variables, headers(context)))
    .createAssessmentExclusion;
}

export async function removeExclusion(
  variables: { consumerId: string; exclusionId: string },
  context: ActionContext,
) {
  return (await requestMutation(DeactivateAssessmentExclusionDocument, variables, headers(context)))
    .deactivateAssessmentExclusion;
}

export interface FlagPaymentsVariables {
  consumerId: string;
  flaggedFor: string;
  excludeFromBill: ExcludeFromBill;
  paymentsToFlag: { paymentId: string; merchantId: string }[];
}

export async function flagPayments(variables: FlagPaymentsVariables, context: ActionContext) {
  return (await requestMutation(FlagPaymentsDocument, variables, headers(context))).flagPaymentsForFraud;
}

export interface UnflagPaymentsVariables {
  /** The consumer whose payments they are: what the change invalidates. */
  consumerId: string;
  paymentIds: string[];
  unflaggedFor: string;
  paymentFraudFlagIds: string[];
}

export async function unflagPayments(
  { unflaggedFor, paymentFraudFlagIds }: UnflagPaymentsVariables,
  context: ActionContext,
) {
  return (
    await requestMutation(UnflagPaymentsDocument, { unflaggedFor, paymentFraudFlagIds }, headers(context))
  ).unflagPaymentFraudFlags;
}
