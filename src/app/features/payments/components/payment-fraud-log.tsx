// The payment Fraud tab (document 1 §2): the active flags and the paged fraud log. Rendered only for
// holders of payment_fraud_flags.read (the route is gated), who alone may run these queries.
import { FRAUD_LOG_PAGE_SIZE } from '../../../constants';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatDateTime } from '../../../../shared/format';
import { yesNo } from '../../../ui/not-available';
import { QueryState } from '../../../ui/query-state';
import { CsvExportButton } from '../../../ui/csv-export-button';
import {
  useActivePaymentFraudFlags,
  usePaymentFraudFlagsHistory,
  type FraudFlagEventRow,
  type PaymentFraudFlagRow,
} from '../api/payment-fraud-queries';
import { ACTIVE_FLAG_COLUMNS, PAYMENT_FRAUD_LOG_COLUMNS, PAYMENT_TEXTS } from '../payment-texts';

const ACTIVE_FLAG_TABLE: readonly Column<PaymentFraudFlagRow>[] = [
  { key: 'reason', header: ACTIVE_FLAG_COLUMNS.reason, cell: (flag) => flag.flaggedFor.description },
  { key: 'flagged-by', header: ACTIVE_FLAG_COLUMNS.flaggedBy, cell: (flag) => flag.flaggedBy },
  {
    key: 'flagged-at',
    header: ACTIVE_FLAG_COLUMNS.flaggedAt,
    cell: (flag) => formatDateTime(flag.flaggedAt),
  },
  {
    key: 'exclude-from-bill',
    header: ACTIVE_FLAG_COLUMNS.excludeFromBill,
    cell: (flag) => yesNo(flag.excludeFromBill),
  },
];

const FRAUD_LOG_TABLE: readonly Column<FraudFlagEventRow>[] = [
  {
    key: 'created',
    header: PAYMENT_FRAUD_LOG_COLUMNS.created,
    cell: (event) => formatDateTime(event.createdAt),
  },
  { key: 'creator', header: PAYMENT_FRAUD_LOG_COLUMNS.creator, cell: (event) => event.createdBy },
  {
    key: 'message',
    header: PAYMENT_FRAUD_LOG_COLUMNS.message,
    className: 'message-text',
    cell: (event) => event.message,
  },
];

export function PaymentFraudLog({ paymentId }: { paymentId: string }) {
  const active = useActivePaymentFraudFlags(paymentId, true);
  const history = usePaymentFraudFlagsHistory(paymentId, true);
  return (
    <>
      <section className="active-flags" aria-labelledby="active-fraud-flags">
        <h3 id="active-fraud-flags">{PAYMENT_TEXTS.activeFlagsHeading}</h3>
        <QueryState query={active}>
          {(status) =>
            status.activeFlags.length === 0 ? (
              <p>{PAYMENT_TEXTS.noActiveFlags}</p>
            ) : (
              <>
                <p className={status.excludeFromBill ? 'danger-text' : undefined}>
                  {status.excludeFromBill ? PAYMENT_TEXTS.billingStopped : PAYMENT_TEXTS.billingContinues}
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
      <QueryState query={history} empty={PAYMENT_TEXTS.noFraudLog}>
        {(events) => (
          <DataTable
            key={paymentId}
            rows={events}
            columns={FRAUD_LOG_TABLE}
            rowKey={(event) => event.id}
            pager={{ pageSize: FRAUD_LOG_PAGE_SIZE, label: 'Fraud log ページ送り' }}
          />
        )}
      </QueryState>
    </>
  );
}
