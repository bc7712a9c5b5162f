// One consumer's payments as CSV: exactly the rows the payments tab lists for its filter box, status and
// sort, every page of them, read by the same where-clause and keyset as consumerPayments
// (server/domain/consumer-payments-page.ts). Any signed-in staff member, as the query.
import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql';
import {
  CONSUMER_PAYMENT_SORT_KEYS,
  ConsumerPaymentsInputError,
  consumerPaymentsAfter,
  consumerPaymentsOrder,
  consumerPaymentsSortValue,
  consumerPaymentsWhere,
  DEFAULT_CONSUMER_PAYMENT_SORT,
  normalizeConsumerPaymentFilter,
  type ConsumerPaymentSort,
} from '../../domain/consumer-payments-page';
import { ExportScopeError, optionalScopeString, registerExportTable, scopeString } from '../registry';

interface PaymentRow {
  id: string;
  consumer_name: string | null;
  address: string | null;
  amount: string;
  merchant_name: string;
  order_ref: string | null;
  created_at: string;
  status: string;
  captured: string;
  refunded: string;
  sort_value: string;
}

interface Scope {
  consumerId: string;
  query: string | null;
  status: string | null;
  sort: ConsumerPaymentSort;
}

function parseSort(input: Record<string, unknown>): ConsumerPaymentSort {
  const key = optionalScopeString(input, 'sortKey', 10) ?? DEFAULT_CONSUMER_PAYMENT_SORT.key;
  const direction = optionalScopeString(input, 'sortDirection', 4) ?? DEFAULT_CONSUMER_PAYMENT_SORT.direction;
  if (
    !(CONSUMER_PAYMENT_SORT_KEYS as readonly string[]).includes(key) ||
    !['ASC', 'DESC'].includes(direction)
  )
    throw new ExportScopeError('scope.sortKey / sortDirection are not a sort of the payments table');
  return { key, direction } as ConsumerPaymentSort;
}

// An exported list holds the address to the city only (src/shared/pii-mask.ts): no postcode, no street lines.
const address = (prefix: 'shipping' | 'billing') =>
  sql.raw(`nullif(concat_ws(' ', p.${prefix}_state, p.${prefix}_city), '')`);

registerExportTable<PaymentRow, Scope>({
  name: 'consumer_payments',
  // The screen's columns, with the order reference the filter box finds a payment by.
  columns: [
    { header: 'ID', kind: 'text', value: (r) => r.id },
    { header: 'Name', kind: 'text', value: (r) => r.consumer_name },
    { header: 'Address', kind: 'text', value: (r) => r.address },
    { header: 'Amount', kind: 'amount', value: (r) => r.amount },
    { header: 'Merchant', kind: 'text', value: (r) => r.merchant_name },
    { header: 'Order reference', kind: 'text', value: (r) => r.order_ref },
    { header: 'Created', kind: 'datetime', value: (r) => r.created_at },
    { header: 'Status', kind: 'text', value: (r) => r.status },
    { header: 'Captured', kind: 'amount', value: (r) => r.captured },
    { header: 'Refunded', kind: 'amount', value: (r) => r.refunded },
  ],
  parseScope: (input) => {
    const consumerId = scopeString(input, 'consumerId', 100);
    try {
      const filter = normalizeConsumerPaymentFilter({
        query: optionalScopeString(input, 'query'),
        status: optionalScopeString(input, 'status', 20),
      });
      return { consumerId, query: filter.query || null, status: filter.status, sort: parseSort(input) };
    } catch (error) {
      if (error instanceof ConsumerPaymentsInputError) throw new ExportScopeError(error.message);
      throw error;
    }
  },
  fileId: (scope) => scope.consumerId,
  // Names and addresses of the consumer's payments: written to the access log page by page.
  personalData: (_row, scope) => scope.consumerId,
  page: (db, scope, after, limit) =>
    rows<PaymentRow>(
      db,
      sql`
        select p.id, coalesce(c.kanji_name, p.consumer_name1) as consumer_name,
          coalesce(${address('shipping')}, ${address('billing')}) as address,
          p.amount::text as amount, p.merchant_name, p.order_ref, p.created_at::text as created_at, p.status,
          (select coalesce(sum(amount), 0)::text from captures where payment_id = p.id) as captured,
          (select coalesce(sum(amount), 0)::text from refunds where payment_id = p.id) as refunded,
          ${consumerPaymentsSortValue(scope.sort)} as sort_value
        from payments p left join consumers c on c.id = p.consumer_id
        where ${consumerPaymentsWhere(scope.consumerId, scope)}
          ${consumerPaymentsAfter(scope.sort, after ? [after.sort_value, after.id] : null)}
        order by ${consumerPaymentsOrder(scope.sort)}
        limit ${limit}`,
    ),
});
