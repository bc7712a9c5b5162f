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

export const CloseConsumerDocument = graphql(`
  mutation CloseConsumer($id: ID!) {
    closeConsumer(id: $id, reason: "", test: false)
  }
`);

export const DisableConsumerDocument = graphql(`
  mutation DisableConsumer($id: ID!) {
    disableConsumer(id: $id, displayDisableNoticeToConsumer: true) {
      id
      status
    }
  }
`);

export const UpdateConsumerLegalStatusDocument = graphql(`
  mutation UpdateConsumerLegalStatus($id: ID!, $legalStatus: LegalStatus!) {
    updateConsumerLegalStatus(id: $id, legalStatus: $legalStatus) {
      id
      status
      legalStatus
    }
  }
`);

export const UpdateConsumerEmailDocument = graphql(`
  mutation UpdateConsumerEmail($id: ID!, $email: String!) {
    updateConsumerEmail(id: $id, email: $email, test: false)
  }
`);

export const UpdateConsumerPhoneDocument = graphql(`
  mutation UpdateConsumerPhone($id: ID!, $phone: String!) {
    updateConsumerPhone(id: $id, phone: $phone, test: false)
  }
`);

export const CreateAdminLogDocument = graphql(`
  mutation CreateAdminLogV2($consumerId: ID!, $message: String!) {
    createAdminLogV2(consumerId: $consumerId, message: $message, test: false) {
      message
      creator
      createdAt
    }
  }
`);

export const CancelContractDocument = graphql(`
  mutation CancelContract($installmentPlanId: ID!) {
    cancelContract(installmentPlanId: $installmentPlanId, test: false)
  }
`);

const headers = (context: ActionContext) => ({ idempotencyKey: context.idempotencyKey });

export async function closeConsumer(
  { consumerId }: { consumerId: string },
  context: ActionContext,
): Promise<CloseConsumerResult> {
  return (await requestMutation(CloseConsumerDocument, { id: consumerId }, headers(context))).closeConsumer;
}

export async function disableConsumer({ consumerId }: { consumerId: string }, context: ActionContext) {
  return (await requestMutation(DisableConsumerDocument, { id: consumerId }, headers(context)))
    .disableConsumer;
}

export async function updateLegalStatus(
  { consumerId, legalStatus }: { consumerId: string; legalStatus: LegalStatus },
  context: ActionContext,
) {
  return (
    await requestMutation(
      UpdateConsumerLegalStatusDocument,
      { id: consumerId, legalStatus },
      headers(context),
    )
  ).updateConsumerLegalStatus;
}

export async function updateEmail(
  { consumerId, email }: { consumerId: string; email: string },
  context: ActionContext,
): Promise<UpdateEmailResult> {
  return (await requestMutation(UpdateConsumerEmailDocument, { id: consumerId, email }, headers(context)))
    .updateConsumerEmail;
}

export async function updatePhone(
  { consumerId, phone }: { consumerId: string; phone: string },
  context: ActionContext,
): Promise<UpdatePhoneResult> {
  return (await requestMutation(UpdateConsumerPhoneDocument, { id: consumerId, phone }, headers(context)))
    .updateConsumerPhone;
}

/** `message` as the server takes it: line breaks already escaped (escapeLineBreaks). */
export async function createAdminLog(
  { consumerId, message }: { consumerId: string; message: string },
  context: ActionContext,
) {
  return (await requestMutation(CreateAdminLogDocument, { consumerId, message }, headers(context)))
    .createAdminLogV2;
}

export async function cancelContract(
  { installmentPlanId }: { installmentPlanId: string },
  context: ActionContext,
) {
  return (await requestMutation(CancelContractDocument, { installmentPlanId }, headers(context)))
    .cancelContract;
}
