// The PLUS and VAN tabs' changes (document 2 §7 mutations): a card token's status, a physical card marked
// returned, the card eligibility exception, self-cancellation, re-application and VAN assignment. Each runs
// through requestMutation with the action's Idempotency-Key (ui/use-action).
import { requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type {
  CardTokenStatus,
  CreateCardEligibilityExceptionResult,
  SuccessOrError,
} from '../../../api/generated/graphql';
import type { ActionContext } from '../../../ui/use-action';
import type { SeenVersion } from '../../../ui/stale-case';
import { SELF_CANCELLATION_LIMIT, selfCancellationExpiry } from '../../../../shared/self-cancellation';

export const UpdateGpsTokenStatusDocument = graphql(`
  mutation UpdateGpsTokenStatus(
    $consumerId: ID!
    $token: String!
    $status: CardTokenStatus!
    $expectedVersion: Int
  ) {
    updateGpsTokenStatus(
      consumerId: $consumerId
      token: $token
      status: $status
      expectedVersion: $expectedVersion
    ) {
      token
      status
    }
  }
`);

export const MarkPhysicalCardReturnedDocument = graphql(`
  mutation MarkPhysicalCardReturned($consumerId: ID!, $token: String!, $expectedVersion: Int) {
    updatePhysicalCardStatus(
      consumerId: $consumerId
      token: $token
      status: returned
      expectedVersion: $expectedVersion
    ) {
      token
      physicalCardStatus
      physicalCardUpdatedAt
    }
  }
`);

export const CreateCardEligibilityExceptionDocument = graphql(`
  mutation CreateCardEligibilityException($consumerId: ID!, $expectedVersion: Int) {
    createCardEligibilityException(consumerId: $consumerId, expectedVersion: $expectedVersion)
  }
`);

export const EnableSelfCancellationDocument = graphql(`
  mutation EnableSelfCancellation(
    $consumerId: ID!
    $cancellationsLimit: Int!
    $expireAt: EpochMillis!
    $expectedVersion: Int
  ) {
    enableSelfCancellation(
      consumerId: $consumerId
      cancellationsLimit: $cancellationsLimit
      expireAt: $expireAt
      expectedVersion: $expectedVersion
    ) {
      featureEnabled
      enabled
      remainingCancellations
      expireAt
    }
  }
`);

export const ResetConsumerStatusDocument = graphql(`
  mutation ResetConsumerStatus($consumerId: ID!, $expectedVersion: Int) {
    resetConsumerStatus(consumerId: $consumerId, expectedVersion: $expectedVersion)
  }
`);

export const AssignVanDocument = graphql(`
  mutation AssignVan($consumerId: ID!, $expectedVersion: Int) {
    assignVan(consumerId: $consumerId, expectedVersion: $expectedVersion) {
      ...VanFields
    }
  }
`);

const headers = (context: ActionContext) => ({ idempotencyKey: context.idempotencyKey });

export interface CardTokenVariables extends SeenVersion {
  consumerId: string;
  token: string;
}

export async function updateGpsTokenStatus(
  { consumerId, token, status, expectedVersion }: CardTokenVariables & { status: CardTokenStatus },
  context: ActionContext,
) {
  return (
    await requestMutation(
      UpdateGpsTokenStatusDocument,
      { consumerId, token, status, expectedVersion },
      headers(context),
    )
  ).updateGpsTokenStatus;
}

export async function markPhysicalCardReturned(
  { consumerId, token, expectedVersion }: CardTokenVariables,
  context: ActionContext,
) {
  return (
    await requestMutation(
      MarkPhysicalCardReturnedDocument,
      { consumerId, token, expectedVersion },
      headers(context),
    )
  ).updatePhysicalCardStatus;
}

export async function createCardEligibilityException(
  { consumerId, expectedVersion }: { consumerId: string } & SeenVersion,
  context: ActionContext,
): Promise<CreateCardEligibilityExceptionResult> {
  return (
    await requestMutation(
      CreateCardEligibilityExceptionDocument,
      { consumerId, expectedVersion },
      headers(context),
    )
  ).createCardEligibilityException;
}

/** The fixed limit and an expiry counted from the moment of the click (src/shared/self-cancellation.ts). */
export async function enableSelfCancellation(
  { consumerId, now, expectedVersion }: { consumerId: string; now: number } & SeenVersion,
  context: ActionContext,
) {
  return (
    await requestMutation(
      EnableSelfCancellationDocument,
      {
        consumerId,
        cancellationsLimit: SELF_CANCELLATION_LIMIT,
        expireAt: selfCancellationExpiry(now),
        expectedVersion,
      },
      headers(context),
    )
  ).enableSelfCancellation;
}

export async function resetConsumerStatus(
  { consumerId, expectedVersion }: { consumerId: string } & SeenVersion,
  context: ActionContext,
): Promise<SuccessOrError> {
  return (
    await requestMutation(ResetConsumerStatusDocument, { consumerId, expectedVersion }, headers(context))
  ).resetConsumerStatus;
}

export async function assignVan(
  { consumerId, expectedVersion }: { consumerId: string } & SeenVersion,
  context: ActionContext,
) {
  return (await requestMutation(AssignVanDocument, { consumerId, expectedVersion }, headers(context)))
    .assignVan;
}
