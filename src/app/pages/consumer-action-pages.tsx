// The consumer page and the account page as the routes load them: each with the consumer's one action menu
// (./consumer-action-menu.tsx), ending with the link to the other page.
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { AccountPage } from '../features/accounts/account-pages';
import { ACCOUNT_TEXTS } from '../features/accounts/account-texts';
import { ConsumerPage } from '../features/consumers/consumer-pages';
import { CONSUMER_TEXTS } from '../features/consumers/consumer-texts';
import { ConsumerActionMenu } from './consumer-action-menu';

/** /consumers/:consumerId: the consumer page with the menu, ending with the link to the account page. */
export function ConsumerWithActionsPage() {
  return (
    <ConsumerPage
      actionMenu={(consumer) => (
        <ConsumerActionMenu
          consumer={consumer}
          otherPage={
            <Link className="consumer-actions__account" to={paths.account.detail(consumer.id)}>
              {CONSUMER_TEXTS.accountLink}
            </Link>
          }
        />
      )}
    />
  );
}

/** /accounts/:consumerId: the account page with the same menu, ending with the link to the consumer page. */
export function AccountWithActionsPage() {
  return (
    <AccountPage
      actionMenu={(consumer) => (
        <ConsumerActionMenu
          consumer={consumer}
          otherPage={<Link to={paths.consumer.details(consumer.id)}>{ACCOUNT_TEXTS.details}</Link>}
        />
      )}
    />
  );
}
