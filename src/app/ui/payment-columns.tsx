// The columns a list of a consumer's payments shows (document 2 §2: the Payments and Fraud payments tabs): name,
// address (shipping, else billing), amount, created, status, captured (an uncaptured tag when there are no
// captures) and refunded, with the merchant after the amount where the list shows it. One definition, so both tabs
// read the same; each adds its own id and action columns around them.
import { formatDateTime, formatYen } from '../../shared/format';
import { Text } from '../../i18n/text';
import { joinAddress, paymentAddress, type AddressParts } from './address';
import { textOrNotAvailable, yenOrNotAvailable } from './not-available';
import { StatusTag, Tag } from './status-tag';
import type { Column } from './table-columns';

export interface PaymentRowFields {
  consumerName?: string | null;
  merchantName?: string | null;
  shippingAddress?: AddressParts | null;
  billingAddress?: AddressParts | null;
  amount?: string | null;
  createdAt: number;
  status: string;
  captures: readonly unknown[];
  capturedAmount: string;
  refundedAmount: string;
}

export interface PaymentColumnOptions {
  /** A merchant column after the amount. */
  merchant?: boolean;
  /** Amount, created and status sort on the server (the rows arrive sorted). */
  serverSort?: boolean;
}

/** Call once per table (module level): the same array on every render keeps the virtual table's layout. */
export function paymentColumns<T extends PaymentRowFields>(options: PaymentColumnOptions = {}): Column<T>[] {
  const sort = options.serverSort ? ('server' as const) : undefined;
  const merchant: Column<T>[] = options.merchant
    ? [
        {
          key: 'merchant',
          header: <Text id="payment.column.merchant" />,
          cell: (p) => textOrNotAvailable(p.merchantName),
        },
      ]
    : [];
  return [
    {
      key: 'name',
      header: <Text id="payment.column.name" />,
      cell: (p) => textOrNotAvailable(p.consumerName),
    },
    {
      key: 'address',
      header: <Text id="payment.column.address" />,
      cell: (p) => joinAddress(paymentAddress(p)),
    },
    {
      key: 'amount',
      header: <Text id="payment.column.amount" />,
      cell: (p) => yenOrNotAvailable(p.amount),
      sort,
    },
    ...merchant,
    {
      key: 'created',
      header: <Text id="payment.column.created" />,
      cell: (p) => formatDateTime(p.createdAt),
      sort,
    },
    {
      key: 'status',
      header: <Text id="payment.column.status" />,
      cell: (p) => <StatusTag status={p.status} />,
      sort,
    },
    {
      key: 'captured',
      header: <Text id="payment.column.captured" />,
      cell: (p) =>
        p.captures.length ? (
          formatYen(p.capturedAmount)
        ) : (
          <Tag>
            <Text id="payment.uncaptured" />
          </Tag>
        ),
    },
    {
      key: 'refunded',
      header: <Text id="payment.column.refunded" />,
      cell: (p) => formatYen(p.refundedAmount),
    },
  ];
}
