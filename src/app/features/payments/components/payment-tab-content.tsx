// The content of each payment tab (document 1 §2 "Payment detail").
import { CsvExportRow } from '../../../ui/csv-export-button';
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
import { StatusTag, TestTag } from '../../../ui/status-tag';
import { UnauthorizedNotice } from '../../../ui/unauthorized-notice';
import { usePermissions } from '../../../state/console-store';
import type {
  PaymentAssessments,
  PaymentDetail,
  PaymentMessageRow,
  PaymentPageData,
} from '../api/payment-page-query';
import { paymentMessageText } from '../../../../shared/message-log';
import { CodeLabel, codeCell } from '../../../ui/code-label';
import { canSeeAssessments, prettyJson } from '../payment-rules';
import { Text } from '../../../../i18n/text';
import { useT } from '../../../../i18n/use-t';
import { PaymentFraudLog } from './payment-fraud-log';

type OrderItemRow = NonNullable<PaymentDetail['order']>['items'][number];

const ORDER_ITEM_TABLE: readonly Column<OrderItemRow>[] = [
  {
    key: 'id',
    header: <Text id="payment.column.itemId" />,
    className: 'mono',
    cell: (item) => textOrNotAvailable(item.id),
  },
  {
    key: 'title',
    header: <Text id="payment.column.itemTitle" />,
    cell: (item) => textOrNotAvailable(item.title),
  },
  {
    key: 'description',
    header: <Text id="payment.column.itemDescription" />,
    cell: (item) => textOrNotAvailable(item.description),
  },
  {
    key: 'unit-price',
    header: <Text id="payment.column.unitPrice" />,
    numeric: true,
    cell: (item) => formatYen(item.unitPrice),
  },
  {
    key: 'quantity',
    header: <Text id="payment.column.quantity" />,
    numeric: true,
    cell: (item) => item.quantity,
  },
];

const CAPTURE_TABLE: readonly Column<PaymentDetail['captures'][number]>[] = [
  { key: 'id', header: <Text id="payment.column.captureId" />, className: 'mono', cell: (c) => c.id },
  {
    key: 'amount',
    header: <Text id="payment.column.amount" />,
    numeric: true,
    cell: (c) => formatYen(c.amount),
  },
  { key: 'created', header: <Text id="payment.column.created" />, cell: (c) => formatDateTime(c.createdAt) },
];

const ASSESSMENT_TABLE: readonly Column<PaymentAssessments['reports'][number]>[] = [
  { key: 'id', header: <Text id="payment.column.reportId" />, className: 'mono', cell: (r) => r.id },
  { key: 'kind', header: <Text id="payment.column.kind" />, cell: codeCell('assessmentKind', (r) => r.kind) },
  {
    key: 'result',
    header: <Text id="payment.column.result" />,
    cell: codeCell('assessmentResult', (r) => r.result),
  },
  {
    key: 'reason',
    header: <Text id="payment.column.reason" />,
    cell: codeCell('assessmentReason', (r) => r.reason),
  },
  {
    key: 'metadata',
    header: <Text id="payment.column.metadata" />,
    cell: (r) => <pre className="inline-json">{prettyJson(r.metadataJson)}</pre>,
  },
];

const REFUND_TABLE: readonly Column<PaymentDetail['refunds'][number]>[] = [
  {
    key: 'capture-id',
    header: <Text id="payment.column.captureId" />,
    className: 'mono',
    cell: (r) => textOrNotAvailable(r.captureId),
  },
  {
    key: 'amount',
    header: <Text id="payment.column.amount" />,
    numeric: true,
    cell: (r) => formatYen(r.amount),
  },
  { key: 'reason', header: <Text id="payment.column.reason" />, cell: (r) => textOrNotAvailable(r.reason) },
  { key: 'created', header: <Text id="payment.column.created" />, cell: (r) => formatDateTime(r.createdAt) },
];

const MESSAGE_TABLE: readonly Column<PaymentMessageRow>[] = [
  { key: 'created', header: <Text id="payment.column.created" />, cell: (m) => formatDateTime(m.createdAt) },
  { key: 'kind', header: <Text id="payment.column.kind" />, cell: codeCell('messageKind', (m) => m.kind) },
  {
    key: 'status',
    header: <Text id="payment.column.status" />,
    className: (m) => (m.dispatched ? undefined : 'danger-text'),
    cell: (m) => <Text id={m.dispatched ? 'payment.messageSent' : 'payment.messageNotSent'} />,
  },
  {
    key: 'message',
    header: <Text id="payment.column.message" />,
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
      return <AssessmentsTab paymentId={paymentId} data={data} />;
    case 'contract':
      return <ContractTab payment={payment} />;
    case 'refunds':
      return <RefundsTab payment={payment} />;
    case 'messages':
      return <MessagesTab paymentId={paymentId} data={data} />;
    case 'fraud':
      return <PaymentFraudLog paymentId={paymentId} />;
  }
}

function AuthTab({ payment: p }: { payment: PaymentDetail }) {
  const t = useT();
  const order = p.order;
  return (
    <>
      <KeyValueTable
        rows={[
          [t('payment.auth.id'), p.id],
          [t('payment.auth.status'), <StatusTag key="status" status={p.status} />],
          [t('payment.auth.tier'), <CodeLabel key="tier" group="paymentTier" code={p.tier} />],
          [t('payment.auth.tags'), <PaymentTags key="tags" tags={p.tags} />],
          [t('payment.auth.test'), p.test ? <TestTag test /> : yesNo(false)],
          [t('payment.auth.description'), textOrNotAvailable(p.description)],
          [t('payment.auth.basketId'), textOrNotAvailable(p.basketId)],
          [t('payment.auth.appleOrderNumber'), textOrNotAvailable(p.appleOrderNumber)],
          [t('payment.auth.merchantId'), textOrNotAvailable(p.merchantId)],
          [t('payment.auth.merchant'), textOrNotAvailable(p.merchantName)],
          [t('payment.auth.consumerId'), textOrNotAvailable(p.consumerId)],
          [t('payment.auth.currency'), p.currency],
          [t('payment.auth.amount'), yenOrNotAvailable(p.amount)],
          [t('payment.auth.created'), formatDateTime(p.createdAt)],
          [t('payment.auth.updated'), dateTimeOrNotAvailable(p.updatedAt)],
          [t('payment.auth.expires'), dateTimeOrNotAvailable(p.expiresAt)],
          [t('payment.auth.buyerName'), nameWithSecondName(p.buyer?.name1, p.buyer?.name2)],
          [t('payment.auth.buyerEmail'), textOrNotAvailable(p.buyer?.email)],
          [t('payment.auth.buyerPhone'), phoneOrNotAvailable(p.buyer?.phone)],
          [t('payment.auth.consumerName'), nameWithSecondName(p.consumerData?.name1, p.consumerData?.name2)],
          [t('payment.auth.consumerEmail'), textOrNotAvailable(p.consumerData?.email)],
          [t('payment.auth.consumerPhone'), phoneOrNotAvailable(p.consumerData?.phone)],
          [t('payment.auth.consumerAddress'), joinAddress(p.consumerData?.address)],
          [t('payment.auth.shippingAddress'), joinAddress(p.shippingAddress)],
          [t('payment.auth.billingAddress'), joinAddress(p.billingAddress)],
          [
            t('payment.auth.orderReference'),
            <span className="mono">{textOrNotAvailable(order?.orderRef)}</span>,
          ],
          [t('payment.auth.tax'), yenOrNotAvailable(order?.tax)],
          [t('payment.auth.shipping'), yenOrNotAvailable(order?.shipping)],
          [t('payment.auth.orderUpdated'), dateTimeOrNotAvailable(order?.updatedAt)],
        ]}
      />
      {order && order.items.length > 0 && <PaymentCsvExport table="payment_order_items" paymentId={p.id} />}
      {order && (
        <DataTable
          rows={order.items}
          columns={ORDER_ITEM_TABLE}
          rowKey={(item, index) => item.id ?? `item-${index}`}
          caption={t('payment.orderItems')}
          whenEmpty="hide"
        />
      )}
      <details className="raw-json">
        <summary>{t('payment.buyerData')}</summary>
        <pre>{prettyJson(p.buyerDataJson)}</pre>
      </details>
    </>
  );
}

/** The payment's tags by name, each code in its tooltip; none as N/A. */
function PaymentTags({ tags }: { tags: readonly string[] }) {
  if (!tags.length) return <>{textOrNotAvailable(null)}</>;
  return tags.map((tag, n) => (
    <span key={tag}>
      {n > 0 && ', '}
      <CodeLabel group="paymentTag" code={tag} />
    </span>
  ));
}

/** CSV出力 of one of the payment's tables, above it. */
function PaymentCsvExport({ table, paymentId }: { table: ExportTableName; paymentId: string }) {
  return <CsvExportRow table={table} scope={{ paymentId }} />;
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
  const t = useT();
  const c = payment.contractData;
  if (!c) return <EmptyBox />;
  return (
    <KeyValueTable
      rows={[
        [t('payment.contract.firstName'), textOrNotAvailable(c.firstName)],
        [t('payment.contract.lastName'), textOrNotAvailable(c.lastName)],
        [t('payment.contract.annualIncome'), yenOrNotAvailable(c.annualIncome)],
        [t('payment.contract.dateOfBirth'), textOrNotAvailable(c.dateOfBirth)],
        [t('payment.contract.gender'), <CodeLabel key="gender" group="gender" code={c.gender} />],
        [
          t('payment.contract.maritalStatus'),
          <CodeLabel key="marital" group="maritalStatus" code={c.maritalStatus} />,
        ],
        [t('payment.contract.householdSize'), c.householdSize ?? textOrNotAvailable(null)],
        [t('payment.contract.mortgage'), yesNo(c.mortgage)],
        [t('payment.contract.employer'), textOrNotAvailable(c.employer)],
        [t('payment.contract.contractAddress'), joinAddress(c.contractAddress)],
        [
          t('payment.contract.residenceType'),
          <CodeLabel key="residence" group="residenceType" code={c.residenceType} />,
        ],
      ]}
    />
  );
}

function AssessmentsTab({ paymentId, data }: { paymentId: string; data: PaymentPageData }) {
  const t = useT();
  const held = usePermissions();
  if (!canSeeAssessments(held)) return <UnauthorizedNotice />;
  const assessments = data.paymentAssessmentReportsByPaymentId;
  if (!assessments) return <EmptyBox />;
  const { reports, error } = assessments;
  return (
    <>
      {error && (
        <div className="query-error" role="alert">
          <strong>{t('payment.assessmentError', { kind: error.kind })}</strong>
          <p>{textOrNotAvailable(error.description)}</p>
        </div>
      )}
      <PaymentCsvExport table="payment_assessment_reports" paymentId={paymentId} />
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

function MessagesTab({ paymentId, data }: { paymentId: string; data: PaymentPageData }) {
  return (
    <>
      <PaymentCsvExport table="payment_messages" paymentId={paymentId} />
      <DataTable
        rows={data.paymentMessages}
        columns={MESSAGE_TABLE}
        rowKey={(m, index) => `${m.createdAt}-${index}`}
      />
    </>
  );
}
