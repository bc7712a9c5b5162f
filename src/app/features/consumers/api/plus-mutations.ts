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
import { SELF_CANCELLATION_LIMIT, selfCancellationExpiry } from '../../../../shared/self-cancellation';

export const UpdateGpsTokenStatusDocument = graphql(`
  mutation UpdateGpsTokenStatus($consumerId: ID!, $token: String!, $status: CardTokenStatus!) {
    updateGpsTokenStatus(consumerId: $consumerId, token: $token, status: $status) {
      token
      status
    }
  }
`);

export const MarkPhysicalCardReturnedDocument = graphql(`
  mutation MarkPhysicalCardReturned($consumerId: ID!, $token: String!) {
    updatePhysicalCardStatus(consumerId: $consumerId, token: $token, status: returned) {
      token
      physicalCardStatus
      physicalCardUpdatedAt
    }
  }
`);

export const CreateCardEligibilityExceptionDocument = graphql(`
  mutation CreateCardEligibilityException($consumerId: ID!) {
    createCardEligibilityException(consumerId: $consumerId)
  }
`);

export const EnableSelfCancellationDocument = graphql(`
  mutation EnableSelfCancellation($consumerId: ID!, $cancellationsLimit: Int!, $expireAt: EpochMillis!) {
    enableSelfCancellation(
      consumerId: $consumerId
      cancellationsLimit: $cancellationsLimit
      expireAt: $expireAt
    ) {
      featureEnabled
      enabled
      remainingCancellations
      expireAt
    }
  }
`);

export const ResetConsumerStatusDocument = graphql(`
  mutation ResetConsumerStatus($consumerId: ID!) {
    resetConsumerStatus(consumerId: $consumerId)
  }
`);

export const AssignVanDocument = graphql(`
  mutation AssignVan($consumerId: ID!) {
    assignVan(consumerId: $consumerId) {
      bankName
      branchName
      branchCode
      accountName
      accountType
      accountNumber
      vanKey
    }
  }
`);

const headers = (context: ActionContext) => ({ idempotencyKey: context.idempotencyKey });

export interface CardTokenVariables {
  consumerId: string;
  token: string;
}

export async function updateGpsTokenStatus(
  { consumerId, token, status }: CardTokenVariables & { status: CardTokenStatus },
  context: ActionContext,
) {
  return (
    await requestMutation(UpdateGpsTokenStatusDocument, { consumerId, token, status }, headers(context))
  ).updateGpsTokenStatus;
}

export async function markPhysicalCardReturned(
  { consumerId, token }: CardTokenVariables,
  context: ActionContext,
) {
  return (await requestMutation(MarkPhysicalCardReturnedDocument, { consumerId, token }, headers(context)))
    .updatePhysicalCardStatus;
}

export async function createCardEligibilityException(
  { consumerId }: { consumerId: string },
  context: ActionContext,
): Promise<CreateCardEligibilityExceptionResult> {
  return (await requestMutation(CreateCardEligibilityExceptionDocument, { consumerId }, headers(context)))
    .createCardEligibilityException;
}

/** The fixed limit and an expiry counted from the moment of the click (src/shared/self-cancellation.ts). */
export async function enableSelfCancellation(
  { consumerId, now }: { consumerId: string; now: number },
  context: ActionContext,
) {
  return (
    await requestMutation(
      EnableSelfCancellationDocument,
      {
        consumerId,
        cancellationsLimit: SELF_CANCELLATION_LIMIT,
        expireAt: selfCancellationExpiry(now),
      },
      headers(context),
    )
  ).enableSelfCancellation;
}

export async function resetConsumerStatus(
  { consumerId }: { consumerId: string },
  context: ActionContext,
): Promise<SuccessOrError> {
  return (await requestMutation(ResetConsumerStatusDocument, { consumerId }, headers(context)))
    .resetConsumerStatus;
}

export async function assignVan({ consumerId }: { consumerId: string }, context: ActionContext) {
  return (await requestMutation(AssignVanDocument, { consumerId }, headers(context))).assignVan;
}
