// The fraud changes of document 2 §7: consumer fraud flags (flag, unflag), the fraud log, assessment exclusions
// (add, remove) and payment fraud flags (flag, unflag). Each runs through requestMutation with the action's
// Idempotency-Key (ui/use-action).
import { requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type { ExcludeFromBill } from '../../../api/generated/graphql';
import type { ActionContext } from '../../../ui/use-action';
import type { SeenVersion } from '../../../ui/stale-case';

export const CreateFraudFlagDocument = graphql(`
  mutation CreateFraudFlagV2($consumerId: ID!, $flaggedFor: ID!, $expectedVersion: Int) {
    createFraudFlagV2(consumerId: $consumerId, flaggedFor: $flaggedFor, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

export const UnflagConsumerDocument = graphql(`
  mutation UnflagConsumerFromFraudFlag(
    $consumerId: ID!
    $flagId: ID!
    $message: String!
    $expectedVersion: Int
  ) {
    unflagConsumerFromFraudFlag(
      consumerId: $consumerId
      flagId: $flagId
      message: $message
      expectedVersion: $expectedVersion
    )
  }
`);

export const CreateFraudLogDocument = graphql(`
  mutation CreateFraudManagementEventLog($consumerId: ID!, $message: String!, $expectedVersion: Int) {
    createFraudManagementEventLog(
      consumerId: $consumerId
      message: $message
      expectedVersion: $expectedVersion
    ) {
      id
    }
  }
`);

export const CreateAssessmentExclusionDocument = graphql(`
  mutation CreateAssessmentExclusion($consumerId: ID!, $assessmentKind: String!, $expectedVersion: Int) {
    createAssessmentExclusion(
      consumerId: $consumerId
      assessmentKind: $assessmentKind
      expectedVersion: $expectedVersion
    ) {
      id
    }
  }
`);

export const DeactivateAssessmentExclusionDocument = graphql(`
  mutation DeactivateAssessmentExclusion($consumerId: ID!, $exclusionId: ID!, $expectedVersion: Int) {
    deactivateAssessmentExclusion(
      consumerId: $consumerId
      exclusionId: $exclusionId
      expectedVersion: $expectedVersion
    ) {
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
    $expectedVersion: Int
  ) {
    flagPaymentsForFraud(
      consumerId: $consumerId
      flaggedFor: $flaggedFor
      excludeFromBill: $excludeFromBill
      paymentsToFlag: $paymentsToFlag
      expectedVersion: $expectedVersion
    ) {
      fraudFlagId
      paymentId
    }
  }
`);

export const UnflagPaymentsDocument = graphql(`
  mutation UnflagPaymentFraudFlags($unflaggedFor: ID!, $paymentFraudFlagIds: [ID!]!, $expectedVersion: Int) {
    unflagPaymentFraudFlags(
      unflaggedFor: $unflaggedFor
      paymentFraudFlagIds: $paymentFraudFlagIds
      expectedVersion: $expectedVersion
    )
  }
`);

const headers = (context: ActionContext) => ({ idempotencyKey: context.idempotencyKey });

export async function createFraudFlag(
  variables: { consumerId: string; flaggedFor: string } & SeenVersion,
  context: ActionContext,
) {
  return (await requestMutation(CreateFraudFlagDocument, variables, headers(context))).createFraudFlagV2;
}

export async function unflagConsumer(
  variables: { consumerId: string; flagId: string; message: string } & SeenVersion,
  context: ActionContext,
) {
  return (await requestMutation(UnflagConsumerDocument, variables, headers(context)))
    .unflagConsumerFromFraudFlag;
}

export async function createFraudLog(
  variables: { consumerId: string; message: string } & SeenVersion,
  context: ActionContext,
) {
  return (await requestMutation(CreateFraudLogDocument, variables, headers(context)))
    .createFraudManagementEventLog;
}

export async function createExclusion(
  variables: { consumerId: string; assessmentKind: string } & SeenVersion,
  context: ActionContext,
) {
  return (await requestMutation(CreateAssessmentExclusionDocument, variables, headers(context)))
    .createAssessmentExclusion;
}

export async function removeExclusion(
  variables: { consumerId: string; exclusionId: string } & SeenVersion,
  context: ActionContext,
) {
  return (await requestMutation(DeactivateAssessmentExclusionDocument, variables, headers(context)))
    .deactivateAssessmentExclusion;
}

export interface FlagPaymentsVariables extends SeenVersion {
  consumerId: string;
  flaggedFor: string;
  excludeFromBill: ExcludeFromBill;
  paymentsToFlag: { paymentId: string; merchantId: string }[];
}

export async function flagPayments(variables: FlagPaymentsVariables, context: ActionContext) {
  return (await requestMutation(FlagPaymentsDocument, variables, headers(context))).flagPaymentsForFraud;
}

export interface UnflagPaymentsVariables extends SeenVersion {
  /** The consumer whose payments they are: what the change invalidates. */
  consumerId: string;
  paymentIds: string[];
  unflaggedFor: string;
  paymentFraudFlagIds: string[];
}

export async function unflagPayments(
  { unflaggedFor, paymentFraudFlagIds, expectedVersion }: UnflagPaymentsVariables,
  context: ActionContext,
) {
  return (
    await requestMutation(
      UnflagPaymentsDocument,
      { unflaggedFor, paymentFraudFlagIds, expectedVersion },
      headers(context),
    )
  ).unflagPaymentFraudFlags;
}
