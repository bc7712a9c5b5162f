// The route table of document 1 §2 (and the children of document 2). Pages are loaded per feature on
// first use; permission-gated pages and children are wrapped in GatedPage here, in one place (each shows the same
// Unauthorized notice when reached by URL without the permission).
import { type ComponentType } from 'react';
import { Navigate, matchPath, type RouteObject } from 'react-router-dom';
// The permissions by their codes (type-checked as Permission), not through PERMISSIONS: the sign-in page loads this
// file, and the list of every permission is signed-in code.
import type { Permission } from '../shared/permissions';
import { activateSignInTexts } from '../i18n/sign-in-texts';
import { LoginPage } from './features/auth/login-page';
import { CONSUMER_TABS, DEFAULT_MERCHANT_TAB, HOME_PATH, PAYMENT_TABS, paths } from './paths';
import { RootLayout, PageLoading, loadSignedInShell, loadWithSignedInShell } from './shell/root-layout';
import { consoleStore } from './state/console-store';
import { RouteError } from './shell/route-error';
import { LegacySearchRedirect } from './shell/legacy-search-redirect';
import { GatedPage } from './ui/unauthorized-notice';

type PageModule = Record<string, ComponentType>;

/** A feature's module and, for a signed-in user, the shell around it (see loadSignedInShell). */
async function withShell<M>(load: () => Promise<M>): Promise<M> {
  const [module] = await Promise.all([
    load(),
    consoleStore.getState().user.userId ? loadSignedInShell() : null,
  ]);
  return module;
}

/** A route's component, loaded with its feature's module on first use. */
function page<M extends PageModule>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await withShell(load))[name] });
}

/**
 * A page shown signed out (sign-in, set-password): its code and the sign-in part of the catalogue in the browser's
 * language (or the one the console spoke before a sign-out), never the console's part nor the signed-in shell.
 */
function signedOutPage<M extends PageModule>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    const [module] = await Promise.all([load(), activateSignInTexts()]);
    return { Component: module[name] };
  };
}

/** Like `page`, but rendered only for staff holding all `required` permissions (Unauthorized otherwise). */
function gatedPage<M extends PageModule>(
  load: () => Promise<M>,
  name: keyof M & string,
  required: readonly Permission[],
) {
  return async () => {
    const Page: ComponentType = (await withShell(load))[name];
    function PermittedPage() {
      return (
        <GatedPage required={required}>
          <Page />
        </GatedPage>
      );
    }
    return { Component: PermittedPage };
  };
}

/**
 * A route's code and, when it is the first route of a signed-in page load (a reload, a shared link), its data asked
 * for at once beside the code instead of after the page has rendered; the page's query takes that answer
 * (api/early-requests.ts). Once per page load: a later router (a test's, a new user's) asks in its own time.
 */
let pageJustLoaded = true;
function withEarlyData<M>(load: () => Promise<M>, prefetch: (url: URL) => void): () => Promise<M> {
  return () => {
    const firstLoad = pageJustLoaded;
    pageJustLoaded = false;
    if (firstLoad && consoleStore.getState().user.userId) prefetch(new URL(window.location.href));
    return load();
  };
}

const searchWithItsQuery = withEarlyData(
  () => import('./features/search/search-pages'),
  (url) => {
    if (url.pathname !== paths.search.pattern) return;
    void import('./features/search/api/search-prefetch').then((module) => module.prefetchSearch(url));
  },
);
/** The consumer page and the account page, each with the consumer's one action menu. */
const consumerActionPages = () => import('./pages/consumer-action-pages');
const consumerWithItsQuery = withEarlyData(consumerActionPages, (url) => {
  const consumerId = matchPath(`${paths.consumer.pattern}/*`, url.pathname)?.params.consumerId;
  if (!consumerId) return;
  void import('./features/consumers/api/consumer-prefetch').then((module) =>
    module.prefetchConsumerPage(consumerId),
  );
});
const consumerTabs = () => import('./pages/consumer-tab-page');
const accounts = () => import('./features/accounts/account-pages');
const payments = () => import('./features/payments/payment-pages');
const combiniPayments = () => import('./features/combini-payments/combini-payment-page');
const merchant = () => import('./features/merchant/merchant-pages');
const installmentCancel = () => import('./features/installment-plan-cancel/installment-plan-cancel-pages');
const legalStatus = () => import('./features/legal-status/legal-status-pages');
const audit = () => import('./pages/audit-log-pages');
const staff = () => import('./features/staff/staff-page');
// Shown signed out but once per member: the whole catalogue of the sign-in page's language comes with it.
const setPassword = () => import('./features/staff/set-password-page');
const setPasswordWithItsTexts = () =>
  Promise.all([setPassword(), import('../i18n/i18n').then((i18n) => i18n.activateSignedOutLanguage())]).then(
    ([module]) => module,
  );
const approvals = () => import('./features/approvals/approvals-pages');
const security = () => import('./features/security/security-page');

// Loaded with the signed-in shell, not with the sign-in page, and there from the shell's first render: a link
// appearing later moved the header's other links (under the pointer, too).
let ApprovalsHeaderLink: ComponentType | undefined;
let AccessAlertsHeaderLink: ComponentType | undefined;
loadWithSignedInShell(() =>
  Promise.all([
    import('./features/approvals/components/approvals-header-link').then((module) => {
      ApprovalsHeaderLink = module.ApprovalsHeaderLink;
    }),
    import('./features/access-log/components/access-alerts-header-link').then((module) => {
      AccessAlertsHeaderLink = module.AccessAlertsHeaderLink;
    }),
  ]),
);
function HeaderLinks() {
  return (
    <>
      {ApprovalsHeaderLink && <ApprovalsHeaderLink />}
      {AccessAlertsHeaderLink && <AccessAlertsHeaderLink />}
    </>
  );
}
const headerLinks = <HeaderLinks />;
// A signed-in start asks for the shell at once, beside the page's own code, instead of after it.
if (consoleStore.getState().user.userId) void loadSignedInShell();

const CONSUMER_TAB_GATES: Partial<Record<(typeof CONSUMER_TABS)[number], RouteObject['lazy']>> = {
  pacAuditRecords: gatedPage(consumerTabs, 'ConsumerTabPage', ['can_view_pac_records']),
  fraudpayments: gatedPage(consumerTabs, 'ConsumerTabPage', ['payment_fraud_flags.read']),
  staffActions: gatedPage(consumerTabs, 'ConsumerTabPage', ['audit_log.read']),
  accessHistory: gatedPage(consumerTabs, 'ConsumerTabPage', ['audit_log.read']),
};

const PAYMENT_TAB_GATES: Partial<Record<(typeof PAYMENT_TABS)[number], RouteObject['lazy']>> = {
  fraud: gatedPage(payments, 'PaymentTabPage', ['payment_fraud_flags.read']),
};

export const routes: RouteObject[] = [
  {
    path: paths.root,
    element: <RootLayout headerLinks={headerLinks} />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      { path: `${paths.login}/*`, lazy: signedOutPage(() => Promise.resolve({ LoginPage }), 'LoginPage') },
      { path: paths.search.pattern, lazy: page(searchWithItsQuery, 'SearchPage') },
      { path: paths.search.legacyTabPattern, Component: LegacySearchRedirect },
      {
        path: paths.consumer.pattern,
        lazy: page(consumerWithItsQuery, 'ConsumerWithActionsPage'),
        children: [
          { index: true, element: <Navigate to="details" replace /> },
          ...CONSUMER_TABS.map((tab) => ({
            path: tab,
            lazy: CONSUMER_TAB_GATES[tab] ?? page(consumerTabs, 'ConsumerTabPage'),
          })),
        ],
      },
      { path: paths.billStatement.pattern, lazy: page(accounts, 'BillStatementPage') },
      { path: paths.account.pattern, lazy: page(consumerActionPages, 'AccountWithActionsPage') },
      {
        path: paths.payment.pattern,
        lazy: page(payments, 'PaymentPage'),
        children: [
          { index: true, element: <Navigate to="auth" replace /> },
          ...PAYMENT_TABS.map((tab) => ({
            path: tab,
            lazy: PAYMENT_TAB_GATES[tab] ?? page(payments, 'PaymentTabPage'),
          })),
        ],
      },
      { path: paths.combiniPayment.pattern, lazy: page(combiniPayments, 'CombiniPaymentPage') },
      { path: '/merchant', element: <Navigate to={paths.merchant.tab(DEFAULT_MERCHANT_TAB)} replace /> },
      { path: paths.merchant.pattern, lazy: page(merchant, 'MerchantPage') },
      { path: paths.installmentPlanCancel, lazy: page(installmentCancel, 'InstallmentPlanCancelPage') },
      {
        path: paths.installmentPlanCancelHistory,
        lazy: gatedPage(installmentCancel, 'BulkCancellationHistoryPage', ['installment_plans.bulk_cancel']),
      },
      {
        path: paths.installmentPlanCancelResult.pattern,
        lazy: gatedPage(installmentCancel, 'BulkCancellationResultPage', ['installment_plans.bulk_cancel']),
      },
      {
        path: paths.legalStatusUpdate.pattern,
        lazy: page(legalStatus, 'LegalStatusUpdateLayout'),
        children: [
          { index: true, element: <Navigate to={paths.legalStatusUpdate.update} replace /> },
          { path: 'update', lazy: page(legalStatus, 'LegalStatusUpdatePage') },
          { path: 'history', lazy: page(legalStatus, 'LegalStatusHistoryPage') },
        ],
      },
      { path: paths.audit, lazy: gatedPage(audit, 'AuditLogPage', ['audit_log.read']) },
      { path: paths.legalStatusUpdateResult.pattern, lazy: page(legalStatus, 'LegalStatusUpdateResultPage') },
      { path: paths.staff, lazy: gatedPage(staff, 'StaffPage', ['staff.admin']) },
      { path: paths.setPassword, lazy: signedOutPage(setPasswordWithItsTexts, 'SetPasswordPage') },
      { path: paths.security, lazy: page(security, 'SecurityPage') },
      { path: paths.approvals.pattern, lazy: page(approvals, 'ApprovalsPage') },
      { path: paths.approvals.policy, lazy: page(audit, 'PolicyPage') },
      { path: paths.approvals.detailPattern, lazy: page(approvals, 'ApprovalRequestPage') },
      { path: '*', element: <Navigate to={HOME_PATH} replace /> },
    ],
  },
];
