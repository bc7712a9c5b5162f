// The payment page's tables as CSV (scope: { paymentId }): its captures, refunds and order items, from the payment
// the page shows. Any signed-in staff member, as the payment query.
import { findPaymentDetail, type PaymentDetail } from '../../domain/payments';
import type { Db } from '../../db/sql';
import { registerExportTable, scopeString, wholeList, type ExportColumn } from '../registry';
import type { ExportTableName } from '../../../src/shared/export-tables';

type Scope = { paymentId: string };

function registerPaymentTable<Row>(
  name: ExportTableName,
  rowsOf: (payment: PaymentDetail) => readonly Row[],
  columns: readonly ExportColumn<Row>[],
) {
  registerExportTable<Row, Scope>({
    name,
    columns,
    parseScope: (input) => ({ paymentId: scopeString(input, 'paymentId', 100) }),
    fileId: (scope) => scope.paymentId,
    page: wholeList(async (db: Db, scope) => {
      const payment = await findPaymentDetail(db, scope.paymentId);
      return payment ? rowsOf(payment) : [];
    }),
  });
}

registerPaymentTable('payment_captures', (p) => p.captures, [
  { header: 'Capture ID', kind: 'text', value: (c) => c.id },
  { header: 'Amount', kind: 'amount', value: (c) => c.amount },
  { header: 'Created', kind: 'datetime', value: (c) => c.createdAt },
]);

registerPaymentTable('payment_refunds', (p) => p.refunds, [
  { header: 'Refund ID', kind: 'text', value: (r) => r.id },
  { header: 'Capture ID', kind: 'text', value: (r) => r.captureId },
  { header: 'Amount', kind: 'amount', value: (r) => r.amount },
  { header: 'Reason', kind: 'text', value: (r) => r.reason },
  { header: 'Created', kind: 'datetime', value: (r) => r.createdAt },
]);

registerPaymentTable('payment_order_items', (p) => p.order?.items ?? [], [
  { header: 'Item ID', kind: 'text', value: (i) => i.id },
  { header: 'Title', kind: 'text', value: (i) => i.title },
  { header: 'Description', kind: 'text', value: (i) => i.description },
  { header: 'Unit price', kind: 'amount', value: (i) => i.unitPrice },
  { header: 'Quantity', kind: 'number', value: (i) => i.quantity },
]);
