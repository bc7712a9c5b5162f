// The content of each payment tab (document 1 §2 "Payment detail").
import { CsvExportButton } from '../../../ui/csv-export-button';
import type { ExportTableName } from '../../../../shared/export-tables';
import type { PaymentTab } from '../../../paths';
import { DataTable, type Column } from '../../../ui/data-table';
import { EmptyBox } from '../../../ui/empty-box';
import { formatDateTime, formatYen } from '../../../../shared/format';
import { joinAddress } from '../../../ui/address';
import { KeyValueTable } from '../../../ui/key-value-table';
import {
  dateTimeOrNotAvailable,
  phoneOrNotAvailable,
  textOrNotAvailable,
  yenOrNotAvailable,
  yesNo,
} from '../../../ui/not-available';
import { nameWithSecondName } from '../../../ui/person-name';
import { TestTag } from '../../../ui/status-tag';
import { UnauthorizedNotice } from '../../../ui/unauthorized-notice';
import { usePermissions } from '../../../state/console-store';
import type {
  PaymentAssessments,
  PaymentDetail,
  PaymentMessageRow,
  PaymentPageData,
} from '../api/payment-page-query';
import { paymentMessageKind, paymentMessageStatus, paymentMessageText } from '../../../ui/message-log';
import { canSeeAssessments, prettyJson } from '../payment-rules';
import {
  ASSESSMENT_COLUMNS,
  CAPTURE_COLUMNS,
  ORDER_ITEM_COLUMNS,
  PAYMENT_MESSAGE_COLUMNS,
  PAYMENT_TEXTS,
  REFUND_COLUMNS,
} from '../payment-texts';
import { PaymentFraudLog } from './payment-fraud-log';

type OrderItemRow = NonNullable<PaymentDetail['order']>['items'][number];

const ORDER_ITEM_TABLE: readonly Column<OrderItemRow>[] = [
  { key: 'id', header: ORDER_ITEM_COLUMNS.id, cell: (item) => textOrNotAvailable(item.id) },
  { key: 'title', header: ORDER_ITEM_COLUMNS.title, cell: (item) => textOrNotAvailable(item.title) },
  {
    key: 'description',
    header: ORDER_ITEM_COLUMNS.description,
    cell: (item) => textOrNotAvailable(item.description),
  },
  {
    key: 'unit-price',
    header: ORDER_ITEM_COLUMNS.unitPrice,
    numeric: true,
    cell: (item) => formatYen(item.unitPrice),
  },
  { key: 'quantity', header: ORDER_ITEM_COLUMNS.quantity, numeric: true, cell: (item) => item.quantity },
];

const CAPTURE_TABLE: readonly Column<PaymentDetail['captures'][number]>[] = [
  { key: 'id', header: CAPTURE_COLUMNS.id, className: 'mono', cell: (c) => c.id },
  { key: 'amount', header: CAPTURE_COLUMNS.amount, numeric: true, cell: (c) => formatYen(c.amount) },
  { key: 'created', header: CAPTURE_COLUMNS.created, cell: (c) => formatDateTime(c.createdAt) },
];

const ASSESSMENT_TABLE: readonly Column<PaymentAssessments['reports'][number]>[] = [
  { key: 'id', header: ASSESSMENT_COLUMNS.id, className: 'mono', cell: (r) => r.id },
  { key: 'kind', header: ASSESSMENT_COLUMNS.kind, cell: (r) => r.kind },
  { key: 'result', header: ASSESSMENT_COLUMNS.result, cell: (r) => r.result },
  { key: 'reason', header: ASSESSMENT_COLUMNS.reason, cell: (r) => textOrNotAvailable(r.reason) },
  {
    key: 'metadata',
    header: ASSESSMENT_COLUMNS.metadata,
    cell: (r) => <pre className="inline-json">{prettyJson(r.metadataJson)}</pre>,
  },
];

const REFUND_TABLE: readonly Column<PaymentDetail['refunds'][number]>[] = [
  {
    key: 'capture-id',
    header: REFUND_COLUMNS.captureId,
    className: 'mono',
    cell: (r) => textOrNotAvailable(r.captureId),
  },
  { key: 'amount', header: REFUND_COLUMNS.amount, numeric: true, cell: (r) => formatYen(r.amount) },
  { key: 'reason', header: REFUND_COLUMNS.reason, cell: (r) => textOrNotAvailable(r.reason) },
  { key: 'created', header: REFUND_COLUMNS.created, cell: (r) => formatDateTime(r.createdAt) },
];

const MESSAGE_TABLE: readonly Column<PaymentMessageRow>[] = [
  { key: 'created', header: PAYMENT_MESSAGE_COLUMNS.created, cell: (m) => formatDateTime(m.createdAt) },
  { key: 'kind', header: PAYMENT_MESSAGE_COLUMNS.kind, cell: (m) => paymentMessageKind(m.kind) },
  {
    key: 'status',
    header: PAYMENT_MESSAGE_COLUMNS.status,
    className: (m) => (m.dispatched ? undefined : 'danger-text'),
    cell: (m) => paymentMessageStatus(m.dispatched),
  },
  {
    key: 'message',
    header: PAYMENT_MESSAGE_COLUMNS.message,
    className: 'message-text',
    cell: (m) => paymentMessageText(m),
  },
];

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
          ['Buyer phone', phoneOrNotAvailable(p.buyer?.phone)],
          ['Consumer name', nameWithSecondName(p.consumerData?.name1, p.consumerData?.name2)],
          ['Consumer e-mail', textOrNotAvailable(p.consumerData?.email)],
          ['Consumer phone', phoneOrNotAvailable(p.consumerData?.phone)],
          ['Consumer address', joinAddress(p.consumerData?.address)],
          ['Shipping address', joinAddress(p.shippingAddress)],
          ['Billing address', joinAddress(p.billingAddress)],
          ['Order reference', textOrNotAvailable(order?.orderRef)],
          ['Tax', yenOrNotAvailable(order?.tax)],
          ['Shipping', yenOrNotAvailable(order?.shipping)],
          ['Order updated', dateTimeOrNotAvailable(order?.updatedAt)],
        ]}
      />
      {order && order.items.length > 0 && <PaymentCsvExport table="payment_order_items" paymentId={p.id} />}
      {order && (
        <DataTable
          rows={order.items}
          columns={ORDER_ITEM_TABLE}
          rowKey={(item, index) => item.id ?? `item-${index}`}
          caption={ORDER_ITEM_COLUMNS.caption}
          whenEmpty="hide"
        />
      )}
      <details className="raw-json">
        <summary>Buyer data (JSON)</summary>
        <pre>{prettyJson(p.buyerDataJson)}</pre>
      </details>
    </>
  );
}

/** CSV出力 of one of the payment's tables, above it. */
function PaymentCsvExport({ table, paymentId }: { table: ExportTableName; paymentId: string }) {
  return (
    <div className="csv-export-row">
      <CsvExportButton table={table} scope={{ paymentId }} />
    </div>
  );
}

function CapturesTab({ payment }: { payment: PaymentDetail }) {
  return (
    <>
      <PaymentCsvExport table="payment_captures" paymentId={payment.id} />
      <DataTable rows={payment.captures} columns={CAPTURE_TABLE} rowKey={(c) => c.id} />
    </>
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
      <DataTable rows={reports} columns={ASSESSMENT_TABLE} rowKey={(r) => r.id} />
    </>
  );
}

function RefundsTab({ payment }: { payment: PaymentDetail }) {
  return (
    <>
      <PaymentCsvExport table="payment_refunds" paymentId={payment.id} />
      <DataTable rows={payment.refunds} columns={REFUND_TABLE} rowKey={(r) => r.id} />
    </>
  );
}

function MessagesTab({ data }: { data: PaymentPageData }) {
  return (
    <DataTable
      rows={data.paymentMessages}
      columns={MESSAGE_TABLE}
      rowKey={(m, index) => `${m.createdAt}-${index}`}
    />
  );
}
