// Payment pages (document 1 §2 "Payment detail"): the header with badges and amounts, tabs as links, and
// one panel per tab. The page query is shared by the header and every tab.
import { PresenceStrip } from '../../ui/case-presence';
import { NavLink, Outlet, useOutletContext, useParams } from 'react-router-dom';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { PAYMENT_TABS, paths, type PaymentTab } from '../../paths';
import { usePermissions } from '../../state/console-store';
import { EmptyBox } from '../../ui/empty-box';
import { PageHeading } from '../../ui/page-heading';
import { PermissionGate } from '../../ui/permission-gate';
import { QueryError } from '../../ui/query-error';
import { graphQLErrorCode } from '../../api/api-error';
import { useLastPathSegment } from '../../ui/use-last-segment';
import { NOT_AVAILABLE, formatYen } from '../../../shared/format';
import { RecentFreshness } from '../../recent/recent-freshness';
import { useRecentCaseData, useRecordRecentCase } from '../../recent/recent-store';
import { PERMISSIONS } from '../../../shared/permissions';
import { paymentPageQueryOptions, type PaymentPageData } from './api/payment-page-query';
import { PaymentSummary } from './components/payment-summary';
import { PaymentTabContent } from './components/payment-tab-content';
import { canSeeAssessments } from './payment-rules';
import { useT } from '../../../i18n/use-t';
import { Loading, UnderItsHeader } from '../../ui/query-state';

export interface PaymentOutletContext {
  paymentId: string;
  page: UseQueryResult<PaymentPageData>;
}

/** The recent list's line for a payment: its amount and merchant. */
function paymentLabel(payment: NonNullable<PaymentPageData['payment']>): string {
  const amount = payment.amount === null ? NOT_AVAILABLE : formatYen(payment.amount);
  return `${amount} ${payment.merchantName ?? ''}`.trim();
}

export function PaymentPage() {
  const t = useT();
  const { paymentId = '' } = useParams();
  const held = usePermissions();
  const withAssessments = canSeeAssessments(held);
  // A recent case renders at once from IndexedDB, then the live query replaces it.
  const recent = useRecentCaseData<PaymentPageData>('payment', paymentId);
  const page = useQuery({
    ...paymentPageQueryOptions(paymentId, withAssessments),
    placeholderData: recent.data,
  });
  const shown = page.isPlaceholderData ? undefined : page.data;
  useRecordRecentCase('payment', paymentId, shown?.payment ? shown : undefined, {
    label: shown?.payment ? paymentLabel(shown.payment) : undefined,
    fetchedAt: page.dataUpdatedAt,
  });

  const missing =
    (page.isSuccess && page.data.payment === null) ||
    (page.isError && graphQLErrorCode(page.error) === 'NOT_FOUND');

  return (
    <section className="payment-page">
      <PageHeading title={t('payment.title')} id={paymentId} />
      <RecentFreshness query={page} fetchedAt={recent.fetchedAt} />
      {/* A payment's case is its consumer's: who else has that consumer open, wherever. */}
      {shown?.payment?.consumerId && <PresenceStrip consumerId={shown.payment.consumerId} />}
      {missing ? (
        <EmptyBox />
      ) : page.isError ? (
        <QueryError error={page.error} onRetry={page.refetch} />
      ) : (
        <>
          {page.data?.payment && (
            <PaymentSummary payment={page.data.payment} fresh={!page.isPlaceholderData} />
          )}
          <UnderItsHeader ready={page.data !== undefined}>
            <nav className="tabs" aria-label={t('payment.tabsLabel')}>
              {PAYMENT_TABS.map((tab) => {
                const link = (
                  <NavLink key={tab} to={paths.payment.tab(paymentId, tab)}>
                    {t(`payment.tab.${tab}`)}
                  </NavLink>
                );
                if (tab === 'assessments') return withAssessments ? link : null;
                if (tab === 'fraud') {
                  return (
                    <PermissionGate key={tab} required={[PERMISSIONS.paymentFraudFlagsRead]}>
                      {link}
                    </PermissionGate>
                  );
                }
                return link;
              })}
            </nav>
            <Outlet context={{ paymentId, page } satisfies PaymentOutletContext} />
          </UnderItsHeader>
        </>
      )}
    </section>
  );
}

function isPaymentTab(value: string): value is PaymentTab {
  return (PAYMENT_TABS as readonly string[]).includes(value);
}

/** One tab's panel: its heading at once, its content once the page query has answered. */
export function PaymentTabPage() {
  const t = useT();
  const segment = useLastPathSegment();
  const { paymentId, page } = useOutletContext<PaymentOutletContext>();
  if (!isPaymentTab(segment)) return null;
  return (
    <section className="tab-panel" aria-labelledby={`payment-tab-${segment}`}>
      {/* The Fraud tab's heading is the spec's Fraud log; every other tab's is its name. */}
      <h2 id={`payment-tab-${segment}`}>
        {segment === 'fraud' ? t('payment.fraudLogHeading') : t(`payment.tab.${segment}`)}
      </h2>
      {page.data?.payment ? (
        <PaymentTabContent tab={segment} paymentId={paymentId} data={page.data} />
      ) : (
        <Loading />
      )}
    </section>
  );
}
