// The one action menu of a consumer, the same on the consumer page and on the account page: close,
// disable, legal status, e-mail, phone, admin log, SMS and impersonation, so no task needs a page switch. Each action
// keeps its own permission rule and says why it is unavailable; the menu ends with the link to the other page. It
// joins the consumers and accounts features, so it lives here and is handed to both pages
// (./consumer-action-pages.tsx, which the routes load).
import type { ReactNode } from 'react';
import { ImpersonateButton, SendSmsButton } from '../features/accounts/components/account-actions';
import { CONSUMER_TEXTS } from '../features/consumers/consumer-texts';
import {
  AccountActionButtons,
  type ActionConsumer,
} from '../features/consumers/components/consumer-account-actions';
import { AdminLogButton } from '../features/consumers/components/logs-and-messages-tabs';

export function ConsumerActionMenu({
  consumer,
  otherPage,
}: {
  consumer: ActionConsumer;
  otherPage: ReactNode;
}) {
  return (
    <div className="consumer-actions" role="group" aria-label={CONSUMER_TEXTS.actionsLabel}>
      <AccountActionButtons consumer={consumer} />
      <AdminLogButton consumerId={consumer.id} label={CONSUMER_TEXTS.createAdminLog} />
      <SendSmsButton consumerId={consumer.id} />
      <ImpersonateButton consumer={consumer} />
      {otherPage}
    </div>
  );
}
