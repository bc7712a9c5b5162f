// The Fraud payments tab as CSV (scope: consumerId and paymentIds, the id filter the tab applied; none: every
// payment): the consumer's payments as paymentsV2 lists them (newest first, the same truncation), each with its
// fraud state as consumerPaymentsActiveFraudFlags reads it. Permission payment_fraud_flags.read, as that query.
import { listConsumerPayments, type ConsumerPaymentData } from '../../domain/consumers';
import {
  listConsumerPaymentsActiveFraudFlags,
  type ConsumerPaymentFraudFlagsData,
} from '../../domain/consumer-fraud';
import { maskedAddressLine } from '../../../src/shared/pii-mask';
import { ExportScopeError, registerExportTable, scopeString, wholeList } from '../registry';

/** As many ids as the tab's filter could hold of a consumer's payments (its lists are capped well below). */
const MAX_FILTER_IDS = 2_000;

interface Scope {
  consumerId: string;
  paymentIds: string[];
}

interface Row {
  payment: ConsumerPaymentData;
  flags: ConsumerPaymentFraudFlagsData | undefined;
}

function paymentIdsScope(input: Record<string, unknown>): string[] {
  const value = input.paymentIds ?? [];
  if (
    !Array.isArray(value) ||
    value.length > MAX_FILTER_IDS ||
    !value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 100)
  )
    throw new ExportScopeError(`scope.paymentIds must be a list of at most ${MAX_FILTER_IDS} payment ids`);
  return value as string[];
}

const isFlagged = (row: Row) => (row.flags?.activeFraudFlagIds.length ?? 0) > 0;

registerExportTable<Row, Scope>({
  name: 'fraud_payments',
  columns: [
    { header: 'Payment ID', kind: 'text', value: (r) => r.payment.id },
    { header: 'Name', kind: 'text', value: (r) => r.payment.consumerName },
    {
      header: 'Address',
      kind: 'text',
      // To the city only, as every exported list (src/shared/pii-mask.ts).
      value: (r) =>
        maskedAddressLine(r.payment.shippingAddress) || maskedAddressLine(r.payment.billingAddress),
    },
    { header: 'Amount', kind: 'amount', value: (r) => r.payment.amount },
    { header: 'Created', kind: 'datetime', value: (r) => r.payment.createdAt },
    { header: 'Status', kind: 'text', value: (r) => r.payment.status },
    // As the tab: the captured sum, or 'uncaptured' for a payment with no capture at all.
    {
      header: 'Captured',
      kind: 'amount',
      value: (r) => (r.payment.captures.length ? r.payment.capturedAmount : 'uncaptured'),
    },
    { header: 'Refunded', kind: 'amount', value: (r) => r.payment.refundedAmount },
    { header: 'Fraud', kind: 'text', value: (r) => (isFlagged(r) ? 'FRAUDULENT' : 'なし') },
    { header: 'Fraud flag IDs', kind: 'text', value: (r) => r.flags?.activeFraudFlagIds.join(' ') },
  ],
  parseScope: (input) => ({
    consumerId: scopeString(input, 'consumerId', 100),
    paymentIds: paymentIdsScope(input),
  }),
  fileId: (scope) => scope.consumerId,
  page: wholeList(async (db, scope) => {
    const [{ payments }, flags] = await Promise.all([
      listConsumerPayments(db, scope.consumerId),
      listConsumerPaymentsActiveFraudFlags(db, scope.consumerId),
    ]);
    const flagsOf = new Map(flags.map((f) => [f.paymentId, f]));
    const wanted = new Set(scope.paymentIds);
    return payments
      .filter((p) => wanted.size === 0 || wanted.has(p.id))
      .map((payment) => ({ payment, flags: flagsOf.get(payment.id) }));
  }),
});
