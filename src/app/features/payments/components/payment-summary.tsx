// The payment header (document 1 §2): badge, FRAUDULENT, status, merchant mark, consumer and amounts.
import { Link } from 'react-router-dom';
import { paths } from '../../../paths';
import { NOT_AVAILABLE, formatDateTime, formatYen } from '../../../../shared/format';
import { textOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { StatusTag, Tag } from '../../../ui/status-tag';
import type { PaymentDetail } from '../api/payment-page-query';
import {
  continuousServiceMark,
  isFraudulent,
  isUncaptured,
  paymentBadge,
  unconfirmedAmount,
} from '../payment-rules';
import { useT } from '../../../../i18n/use-t';

export function PaymentSummary({
  payment,
  fresh,
}: {
  payment: PaymentDetail;
  /** The server's answer, not a recent case's copy shown meanwhile (fraud state is never shown from a copy). */
  fresh: boolean;
}) {
  const t = useT();
  const badge = paymentBadge(payment);
  const mark = continuousServiceMark(payment.isSpecifiedContinuousServiceMerchant);
  const unconfirmed = unconfirmedAmount(payment.amount, payment.capturedAmount);
  return (
    <div className="payment-summary">
      <p className="payment-summary__tags">
        {badge && <Tag tone={badge.kind === 'big' ? 'big' : 'success'}>{badge.label}</Tag>}
        {isFraudulent(payment, fresh) && <Tag tone="danger">{t('payment.fraudulent')}</Tag>}
        <StatusTag status={payment.status} />
      </p>
      <dl className="summary-grid">
        <div>
          <dt>{t('payment.summary.merchant')}</dt>
          <dd>
            {textOrNotAvailable(payment.merchantName)}{' '}
            {mark === 'tag' && <Tag>{t('payment.continuousService')}</Tag>}
            {mark === 'refresh-note' && (
              <span className="danger-note" role="note">
                {t('payment.continuousServiceUnknown')}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('payment.summary.consumer')}</dt>
          <dd>
            {payment.consumerId ? (
              <Link to={paths.consumer.details(payment.consumerId)}>
                {payment.consumerName?.trim() || payment.consumerId}
              </Link>
            ) : (
              NOT_AVAILABLE
            )}
          </dd>
        </div>
        <div>
          <dt>{t('payment.summary.created')}</dt>
          <dd>{formatDateTime(payment.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('payment.summary.amount')}</dt>
          <dd className="amount">{yenOrNotAvailable(payment.amount)}</dd>
        </div>
        <div>
          <dt>{t('payment.summary.captured')}</dt>
          <dd className="amount">
            {isUncaptured(payment) ? (
              <Tag tone="warning">{t('payment.uncaptured')}</Tag>
            ) : (
              formatYen(payment.capturedAmount)
            )}
          </dd>
        </div>
        <div>
          <dt>{t('payment.summary.refunded')}</dt>
          <dd className="amount">{formatYen(payment.refundedAmount)}</dd>
        </div>
        <div>
          <dt>{t('payment.summary.unconfirmed')}</dt>
          <dd className="amount">{yenOrNotAvailable(unconfirmed)}</dd>
        </div>
      </dl>
    </div>
  );
}
