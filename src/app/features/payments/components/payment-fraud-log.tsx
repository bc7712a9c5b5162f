// The payment Fraud tab (document 1 §2): the active flags and the paged fraud log. Rendered only for
// holders of payment_fraud_flags.read (the route is gated), who alone may run these queries.
import { FRAUD_LOG_PAGE_SIZE } from '../../../constants';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatDateTime } from '../../../../shared/format';
import { yesNo } from '../../../ui/not-available';
import type {
  FraudFlagEventRowFieldsFragment,
  PaymentFraudFlagRowFieldsFragment,
} from '../../../api/generated/graphql';
import { QueryState } from '../../../ui/query-state';
import { CsvExportButton } from '../../../ui/csv-export-button';
import {
  useActivePaymentFraudFlagsQuery,
  usePaymentFraudFlagsHistoryQuery,
} from '../api/payment-fraud-queries';
import { Text } from '../../../../i18n/text';
import { useT } from '../../../../i18n/use-t';

const ACTIVE_FLAG_TABLE: readonly Column<PaymentFraudFlagRowFieldsFragment>[] = [
  { key: 'reason', header: <Text id="payment.column.reason" />, cell: (flag) => flag.flaggedFor.description },
  { key: 'flagged-by', header: <Text id="payment.column.flaggedBy" />, cell: (flag) => flag.flaggedBy },
  {
    key: 'flagged-at',
    header: <Text id="payment.column.flaggedAt" />,
    cell: (flag) => formatDateTime(flag.flaggedAt),
  },
  {
    key: 'exclude-from-bill',
    header: <Text id="payment.column.excludeFromBill" />,
    cell: (flag) => yesNo(flag.excludeFromBill),
  },
];

const FRAUD_LOG_TABLE: readonly Column<FraudFlagEventRowFieldsFragment>[] = [
  {
    key: 'created',
    header: <Text id="payment.column.created" />,
    cell: (event) => formatDateTime(event.createdAt),
  },
  { key: 'creator', header: <Text id="payment.column.creator" />, cell: (event) => event.createdBy },
  {
    key: 'message',
    header: <Text id="payment.column.message" />,
    className: 'message-text',
    cell: (event) => event.message,
  },
];

export function PaymentFraudLog({ paymentId }: { paymentId: string }) {
  const t = useT();
  const active = useActivePaymentFraudFlagsQuery(paymentId, true);
  const history = usePaymentFraudFlagsHistoryQuery(paymentId, true);
  return (
    <>
      <section className="active-flags" aria-labelledby="active-fraud-flags">
        <h3 id="active-fraud-flags">{t('payment.activeFlagsHeading')}</h3>
        <QueryState query={active}>
          {(status) =>
            status.activeFlags.length === 0 ? (
              <p>{t('payment.noActiveFlags')}</p>
            ) : (
              <>
                <p className={status.excludeFromBill ? 'danger-text' : undefined}>
                  {status.excludeFromBill ? t('payment.billingStopped') : t('payment.billingContinues')}
                </p>
                <DataTable rows={status.activeFlags} columns={ACTIVE_FLAG_TABLE} rowKey={(flag) => flag.id} />
              </>
            )
          }
        </QueryState>
      </section>
      <div className="csv-export-row">
        <CsvExportButton table="payment_fraud_log" scope={{ paymentId }} />
      </div>
      <QueryState query={history} empty={t('payment.noFraudLog')}>
        {(events) => (
          <DataTable
            key={paymentId}
            rows={events}
            columns={FRAUD_LOG_TABLE}
            rowKey={(event) => event.id}
            pager={{ pageSize: FRAUD_LOG_PAGE_SIZE, label: t('payment.fraudLogPager') }}
          />
        )}
      </QueryState>
    </>
  );
}
