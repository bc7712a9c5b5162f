// The content of each payment tab (document 1 §2 "Payment detail").
import type { PaymentTab } from '../../../paths';
import { EmptyBox } from '../../../ui/empty-box';
import { formatDateTime, formatYen } from '../../../ui/format';
import { joinAddress } from '../../../ui/address';
import { KeyValueTable } from '../../../ui/key-value-table';
import {
  dateTimeOrNotAvailable,
  textOrNotAvailable,
  yenOrNotAvailable,
  yesNo,
} from '../../../ui/not-available';
import { nameWithSecondName } from '../../../ui/person-name';
import { TestTag } from '../../../ui/status-tag';
import { UnauthorizedNotice } from '../../../ui/unauthorized-notice';
import { usePermissions } from '../../../state/console-store';
import type { PaymentDetail, PaymentPageData } from '../api/payment-page-query';
import { paymentMessageKind, paymentMessageStatus, paymentMessageText } from '../../../ui/message-log';
import { canSeeAssessments, prettyJson } from '../payment-rules';
import { PAYMENT_TEXTS } from '../payment-texts';
import { PaymentFraudLog } from './payment-fraud-log';

export function PaymentTabContent({
  tab,
  paymentId,
  data,
}: {
  tab: PaymentTab;
  paymentId: string;
  data: PaymentPageData;
}) {
  const payment = data.payment;
  if (!payment) return <EmptyBox />;
  switch (tab) {
    case 'auth':
      return <AuthTab payment={payment} />;
    case 'captures':
      return <CapturesTab payment={payment} />;
    case 'assessments':
      return <AssessmentsTab data={data} />;
    case 'contract':
      return <ContractTab payment={payment} />;
    case 'refunds':
      return <RefundsTab payment={payment} />;
    case 'messages':
      return <MessagesTab data={data} />;
    case 'fraud':
      return <PaymentFraudLog paymentId={paymentId} />;
  }
}

function AuthTab({ payment: p }: { payment: PaymentDetail }) {
  const order = p.order;
  return (
    <>
      <KeyValueTable
        rows={[
          ['ID', p.id],
          ['Status', p.status],
          ['Tier', textOrNotAvailable(p.tier)],
          ['Tags', p.tags.length ? p.tags.join(', ') : textOrNotAvailable(null)],
          ['Test', p.test ? <TestTag test /> : yesNo(false)],
          ['Description', textOrNotAvailable(p.description)],
          ['Basket ID', textOrNotAvailable(p.basketId)],
          ['Apple order number', textOrNotAvailable(p.appleOrderNumber)],
          ['Merchant ID', textOrNotAvailable(p.merchantId)],
          ['Merchant', textOrNotAvailable(p.merchantName)],
          ['Consumer ID', textOrNotAvailable(p.consumerId)],
          ['Currency', p.currency],
          ['Amount', yenOrNotAvailable(p.amount)],
          ['Created', formatDateTime(p.createdAt)],
          ['Updated', dateTimeOrNotAvailable(p.updatedAt)],
          ['Expires', dateTimeOrNotAvailable(p.expiresAt)],
          ['Buyer name', nameWithSecondName(p.buyer?.name1, p.buyer?.name2)],
          ['Buyer e-mail', textOrNotAvailable(p.buyer?.email)],
          ['Buyer phone', textOrNotAvailable(p.buyer?.phone)],
          ['Consumer name', nameWithSecondName(p.consumerData?.name1, p.consumerData?.name2)],
          ['Consumer e-mail', textOrNotAvailable(p.consumerData?.email)],
          ['Consumer phone', textOrNotAvailable(p.consumerData?.phone)],
          ['Consumer address', joinAddress(p.consumerData?.address)],
          ['Shipping address', joinAddress(p.shippingAddress)],
          ['Billing address', joinAddress(p.billingAddress)],
          ['Order reference', textOrNotAvailable(order?.orderRef)],
          ['Tax', yenOrNotAvailable(order?.tax)],
          ['Shipping', yenOrNotAvailable(order?.shipping)],
          ['Order updated', dateTimeOrNotAvailable(order?.updatedAt)],
        ]}
      />
      {order && order.items.length > 0 && (
        <table className="data-table">
          <caption>Order items</caption>
          <thead>
            <tr>
              <th scope="col">Item ID</th>
              <th scope="col">Title</th>
              <th scope="col">Description</th>
              <th scope="col" className="amount">
                Unit price
              </th>
              <th scope="col" className="amount">
                Quantity
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={item.id ?? `item-${index}`}>
                <td>{textOrNotAvailable(item.id)}</td>
                <td>{textOrNotAvailable(item.title)}</td>
                <td>{textOrNotAvailable(item.description)}</td>
                <td className="amount">{formatYen(item.unitPrice)}</td>
                <td className="amount">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <details className="raw-json">
        <summary>Buyer data (JSON)</summary>
        <pre>{prettyJson(p.buyerDataJson)}</pre>
      </details>
    </>
  );
}

function CapturesTab({ payment }: { payment: PaymentDetail }) {
  if (!payment.captures.length) return <EmptyBox />;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">Capture ID</th>
          <th scope="col" className="amount">
            Amount
          </th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {payment.captures.map((c) => (
          <tr key={c.id}>
            <td className="mono">{c.id}</td>
            <td className="amount">{formatYen(c.amount)}</td>
            <td>{formatDateTime(c.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ContractTab({ payment }: { payment: PaymentDetail }) {
  const c = payment.contractData;
  if (!c) return <EmptyBox />;
  return (
    <KeyValueTable
      rows={[
        ['First name', textOrNotAvailable(c.firstName)],
        ['Last name', textOrNotAvailable(c.lastName)],
        ['Annual income', yenOrNotAvailable(c.annualIncome)],
        ['Date of birth', textOrNotAvailable(c.dateOfBirth)],
        ['Gender', textOrNotAvailable(c.gender)],
        ['Marital status', textOrNotAvailable(c.maritalStatus)],
        ['Household size', c.householdSize ?? textOrNotAvailable(null)],
        ['Mortgage', yesNo(c.mortgage)],
        ['Employer', textOrNotAvailable(c.employer)],
        ['Contract address', joinAddress(c.contractAddress)],
        ['Residence type', textOrNotAvailable(c.residenceType)],
      ]}
    />
  );
}

function AssessmentsTab({ data }: { data: PaymentPageData }) {
  const held = usePermissions();
  if (!canSeeAssessments(held)) return <UnauthorizedNotice />;
  const assessments = data.paymentAssessmentReportsByPaymentId;
  if (!assessments) return <EmptyBox />;
  const { reports, error } = assessments;
  return (
    <>
      {error && (
        <div className="query-error" role="alert">
          <strong>
            {PAYMENT_TEXTS.assessmentError}: {error.kind}
          </strong>
          <p>{textOrNotAvailable(error.description)}</p>
        </div>
      )}
      {reports.length === 0 ? (
        <EmptyBox />
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Report ID</th>
              <th scope="col">Kind</th>
              <th scope="col">Result</th>
              <th scope="col">Reason</th>
              <th scope="col">Metadata</th>
            </tr>
          </thead>
          <tbody>
            {reports.map((r) => (
              <tr key={r.id}>
                <td className="mono">{r.id}</td>
                <td>{r.kind}</td>
                <td>{r.result}</td>
                <td>{textOrNotAvailable(r.reason)}</td>
                <td>
                  <pre className="inline-json">{prettyJson(r.metadataJson)}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function RefundsTab({ payment }: { payment: PaymentDetail }) {
  if (!payment.refunds.length) return <EmptyBox />;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">Capture ID</th>
          <th scope="col" className="amount">
            Amount
          </th>
          <th scope="col">Reason</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {payment.refunds.map((r) => (
          <tr key={r.id}>
            <td className="mono">{textOrNotAvailable(r.captureId)}</td>
            <td className="amount">{formatYen(r.amount)}</td>
            <td>{textOrNotAvailable(r.reason)}</td>
            <td>{formatDateTime(r.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MessagesTab({ data }: { data: PaymentPageData }) {
  const messages = data.paymentMessages;
  if (!messages.length) return <EmptyBox />;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">Created</th>
          <th scope="col">Kind</th>
          <th scope="col">Status</th>
          <th scope="col">Message</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((m, index) => (
          <tr key={`${m.createdAt}-${index}`}>
            <td>{formatDateTime(m.createdAt)}</td>
            <td>{paymentMessageKind(m.kind)}</td>
            <td className={m.dispatched ? undefined : 'danger-text'}>{paymentMessageStatus(m.dispatched)}</td>
            <td className="message-text">{paymentMessageText(m)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
