// The account page's changes (document 2 §7): sendSms and createImpersonatedLoginSession, through
// requestMutation with the action's Idempotency-Key (ui/use-action).
import { fetchProfile } from '../../../api/auth-api';
import { requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type { SendSmsResult } from '../../../api/generated/graphql';
import type { ActionContext } from '../../../ui/use-action';
import type { SeenVersion } from '../../../ui/stale-case';
import { impersonationUrl } from '../impersonation';

export const SendSmsDocument = graphql(`
  mutation SendSms($consumerId: ID!, $smsText: String!, $expectedVersion: Int) {
    sendSms(consumerId: $consumerId, smsText: $smsText, expectedVersion: $expectedVersion)
  }
`);

export const CreateImpersonatedLoginSessionDocument = graphql(`
  mutation CreateImpersonatedLoginSession($consumerId: ID!, $expectedVersion: Int) {
    createImpersonatedLoginSession(consumerId: $consumerId, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

const headers = (context: ActionContext) => ({ idempotencyKey: context.idempotencyKey });

/** An SMS the server answered but did not send (ConsumerNotFound, Error): a failure like any other. */
export class SmsNotSentError extends Error {
  constructor(readonly result: SendSmsResult) {
    super(`The SMS was not sent: ${result}`);
    this.name = 'SmsNotSentError';
  }
}

export async function sendSms(
  { consumerId, smsText, expectedVersion }: { consumerId: string; smsText: string } & SeenVersion,
  context: ActionContext,
): Promise<SendSmsResult> {
  const { sendSms: result } = await requestMutation(
    SendSmsDocument,
    { consumerId, smsText, expectedVersion },
    headers(context),
  );
  if (result !== 'Success') throw new SmsNotSentError(result);
  return result;
}

/**
 * Opens an impersonated login session and answers where the browser goes: the consumer site (from the staff
 * profile, so the server's configuration decides) with the session id as token. The site is read first, so a
 * server without it creates no session.
 */
export async function createImpersonation(
  { consumerId, expectedVersion }: { consumerId: string } & SeenVersion,
  context: ActionContext,
): Promise<{ url: string }> {
  const profile = await fetchProfile();
  const { createImpersonatedLoginSession: session } = await requestMutation(
    CreateImpersonatedLoginSessionDocument,
    { consumerId, expectedVersion },
    headers(context),
  );
  return { url: impersonationUrl(profile.consumerSiteUrl, session.id) };
}
