// The consumer page's changes (document 2 §7 mutations): close, disable, legal status, e-mail, phone, admin log
// and revert to lump sum. Each runs through requestMutation with the action's Idempotency-Key (ui/use-action);
// the console's fixed arguments (reason "", test false, the disable notice on) are written here, once.
import { requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type {
  CloseConsumerResult,
  LegalStatus,
  UpdateEmailResult,
  UpdatePhoneResult,
} from '../../../api/generated/graphql';
import type { ActionContext } from '../../../ui/use-action';
import type { SeenVersion } from '../../../ui/stale-case';

export const CloseConsumerDocument = graphql(`
  mutation CloseConsumer($id: ID!, $expectedVersion: Int) {
    closeConsumer(id: $id, reason: "", test: false, expectedVersion: $expectedVersion)
  }
`);

export const DisableConsumerDocument = graphql(`
  mutation DisableConsumer($id: ID!, $expectedVersion: Int) {
    disableConsumer(id: $id, displayDisableNoticeToConsumer: true, expectedVersion: $expectedVersion) {
      id
      status
    }
  }
`);

export const UpdateConsumerLegalStatusDocument = graphql(`
  mutation UpdateConsumerLegalStatus($id: ID!, $legalStatus: LegalStatus!, $expectedVersion: Int) {
    updateConsumerLegalStatus(id: $id, legalStatus: $legalStatus, expectedVersion: $expectedVersion) {
      id
      status
      legalStatus
    }
  }
`);

export const UpdateConsumerEmailDocument = graphql(`
  mutation UpdateConsumerEmail($id: ID!, $email: String!, $expectedVersion: Int) {
    updateConsumerEmail(id: $id, email: $email, test: false, expectedVersion: $expectedVersion)
  }
`);

export const UpdateConsumerPhoneDocument = graphql(`
  mutation UpdateConsumerPhone($id: ID!, $phone: String!, $expectedVersion: Int) {
    updateConsumerPhone(id: $id, phone: $phone, test: false, expectedVersion: $expectedVersion)
  }
`);

export const CreateAdminLogDocument = graphql(`
  mutation CreateAdminLogV2($consumerId: ID!, $message: String!, $expectedVersion: Int) {
    createAdminLogV2(
      consumerId: $consumerId
      message: $message
      test: false
      expectedVersion: $expectedVersion
    ) {
      message
      creator
      createdAt
    }
  }
`);

export const CancelContractDocument = graphql(`
  mutation CancelContract($installmentPlanId: ID!, $expectedVersion: Int) {
    cancelContract(installmentPlanId: $installmentPlanId, test: false, expectedVersion: $expectedVersion)
  }
`);

const headers = (context: ActionContext) => ({ idempotencyKey: context.idempotencyKey });

type Seen = SeenVersion;

export async function closeConsumer(
  { consumerId, expectedVersion }: { consumerId: string } & Seen,
  context: ActionContext,
): Promise<CloseConsumerResult> {
  return (await requestMutation(CloseConsumerDocument, { id: consumerId, expectedVersion }, headers(context)))
    .closeConsumer;
}

export async function disableConsumer(
  { consumerId, expectedVersion }: { consumerId: string } & Seen,
  context: ActionContext,
) {
  return (
    await requestMutation(DisableConsumerDocument, { id: consumerId, expectedVersion }, headers(context))
  ).disableConsumer;
}

export async function updateLegalStatus(
  { consumerId, legalStatus, expectedVersion }: { consumerId: string; legalStatus: LegalStatus } & Seen,
  context: ActionContext,
) {
  return (
    await requestMutation(
      UpdateConsumerLegalStatusDocument,
      { id: consumerId, legalStatus, expectedVersion },
      headers(context),
    )
  ).updateConsumerLegalStatus;
}

export async function updateEmail(
  { consumerId, email, expectedVersion }: { consumerId: string; email: string } & Seen,
  context: ActionContext,
): Promise<UpdateEmailResult> {
  return (
    await requestMutation(
      UpdateConsumerEmailDocument,
      { id: consumerId, email, expectedVersion },
      headers(context),
    )
  ).updateConsumerEmail;
}

export async function updatePhone(
  { consumerId, phone, expectedVersion }: { consumerId: string; phone: string } & Seen,
  context: ActionContext,
): Promise<UpdatePhoneResult> {
  return (
    await requestMutation(
      UpdateConsumerPhoneDocument,
      { id: consumerId, phone, expectedVersion },
      headers(context),
    )
  ).updateConsumerPhone;
}

/** `message` as the server takes it: line breaks already escaped (escapeLineBreaks). */
export async function createAdminLog(
  { consumerId, message, expectedVersion }: { consumerId: string; message: string } & Seen,
  context: ActionContext,
) {
  return (
    await requestMutation(CreateAdminLogDocument, { consumerId, message, expectedVersion }, headers(context))
  ).createAdminLogV2;
}

export async function cancelContract(
  { installmentPlanId, expectedVersion }: { installmentPlanId: string } & Seen,
  context: ActionContext,
) {
  return (
    await requestMutation(CancelContractDocument, { installmentPlanId, expectedVersion }, headers(context))
  ).cancelContract;
}
