// The payment Fraud tab (document 1 §2): the active flags and the paged fraud log. Rendered only for
// holders of payment_fraud_flags.read (the route is gated), who alone may run these queries.
import { EmptyBox } from '../../../ui/empty-box';
import { formatDateTime } from '../../../ui/format';
import { MESSAGES } from '../../../messages';
import { Paged } from '../../../ui/pager';
import { FRAUD_LOG_PAGE_SIZE } from '../../../constants';
import { QueryError } from '../../../ui/query-error';
import { yesNo } from '../../../ui/not-available';
import { useActivePaymentFraudFlags, usePaymentFraudFlagsHistory } from '../api/payment-fraud-queries';
import { PAYMENT_TEXTS } from '../payment-texts';

function Loading() {
  return (
    <p className="page-loading" role="status">
      {MESSAGES.common.loading}
    </p>
  );
}

export function PaymentFraudLog({ paymentId }: { paymentId: string }) {
  const active = useActivePaymentFraudFlags(paymentId, true);
  const history = usePaymentFraudFlagsHistory(paymentId, true);
  return (
    <>
      <section className="active-flags" aria-labelledby="active-fraud-flags">
        <h3 id="active-fraud-flags">{PAYMENT_TEXTS.activeFlagsHeading}</h3>
        {active.isPending ? (
          <Loading />
        ) : active.isError ? (
          <QueryError error={active.error} />
        ) : active.data.activeFlags.length === 0 ? (
          <p>{PAYMENT_TEXTS.noActiveFlags}</p>
        ) : (
          <>
            <p className={active.data.excludeFromBill ? 'danger-text' : undefined}>
              {active.data.excludeFromBill ? PAYMENT_TEXTS.billingStopped : PAYMENT_TEXTS.billingContinues}
            </p>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Reason</th>
                  <th scope="col">Flagged by</th>
                  <th scope="col">Flagged at</th>
                  <th scope="col">Exclude from bill</th>
                </tr>
              </thead>
              <tbody>
                {active.data.activeFlags.map((flag) => (
                  <tr key={flag.id}>
                    <td>{flag.flaggedFor.description}</td>
                    <td>{flag.flaggedBy}</td>
                    <td>{formatDateTime(flag.flaggedAt)}</td>
                    <td>{yesNo(flag.excludeFromBill)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <QueryError error={history.error} />
      ) : history.data.length === 0 ? (
        <EmptyBox>{PAYMENT_TEXTS.noFraudLog}</EmptyBox>
      ) : (
        <Paged
          key={paymentId}
          rows={history.data}
          pageSize={FRAUD_LOG_PAGE_SIZE}
          label="Fraud log ページ送り"
        >
          {(rows) => (
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Created</th>
                  <th scope="col">Creator</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((event) => (
                  <tr key={event.id}>
                    <td>{formatDateTime(event.createdAt)}</td>
                    <td>{event.createdBy}</td>
                    <td className="message-text">{event.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Paged>
      )}
    </>
  );
}
