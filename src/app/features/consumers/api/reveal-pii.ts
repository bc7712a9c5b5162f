// 表示 (revealConsumerPii): the consumer's contact data whole, once, with the staff member's reason. The answer is
// kept in the component's state only, never in the query cache, so the browser's offline cache keeps the masked page.
import { requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type { ActionContext } from '../../../ui/use-action';

export const RevealConsumerPiiDocument = graphql(`
  mutation RevealConsumerPii($consumerId: ID!, $reason: String!) {
    revealConsumerPii(consumerId: $consumerId, reason: $reason) {
      consumerId
      email
      phone
      dateOfBirth
      address {
        ...AddressFields
      }
    }
  }
`);

export async function revealConsumerPii(
  { consumerId, reason }: { consumerId: string; reason: string },
  context: ActionContext,
) {
  return (
    await requestMutation(
      RevealConsumerPiiDocument,
      { consumerId, reason },
      { idempotencyKey: context.idempotencyKey },
    )
  ).revealConsumerPii;
}
