// The four search result tables (document 1 §2 "Search views"), each paged at 100 rows.
import { Link } from 'react-router-dom';
import { SEARCH_PAGE_SIZE } from '../../../constants';
import { paths } from '../../../paths';
import { joinAddress } from '../../../ui/address';
import { DataTable, type Column } from '../../../ui/data-table';
import { NOT_AVAILABLE, formatDateTime, formatYen } from '../../../../shared/format';
import { phoneOrNotAvailable, textOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { StatusTag, TestTag } from '../../../ui/status-tag';
import type {
  SearchCombiniPaymentRowFieldsFragment,
  SearchConsumerRowFieldsFragment,
  SearchDuplicateChargeRowFieldsFragment,
  SearchPaymentRowFieldsFragment,
} from '../../../api/generated/graphql';
import { consumerNameLabel, dateOfBirthLabel } from '../search-rules';
import { Text } from '../../../../i18n/text';
import { useT } from '../../../../i18n/use-t';

/** A link to a consumer's details when the id is known; the label falls back to N/A, the cell to plain N/A. */
function ConsumerLink({ consumerId, label }: { consumerId: string | null; label: string | null }) {
  if (!consumerId) return <>{NOT_AVAILABLE}</>;
  return <Link to={paths.consumer.details(consumerId)}>{textOrNotAvailable(label)}</Link>;
}

const PAYMENT_COLUMNS: readonly Column<SearchPaymentRowFieldsFragment>[] = [
  {
    key: 'id',
    header: <Text id="search.column.payments.id" />,
    className: 'mono',
    cell: (p) => <Link to={paths.payment.auth(p.id)}>{p.id}</Link>,
  },
  { key: 'test', header: <Text id="search.column.payments.test" />, cell: (p) => <TestTag test={p.test} /> },
  {
    key: 'consumer',
    header: <Text id="search.column.payments.consumer" />,
    cell: (p) => <ConsumerLink consumerId={p.consumerId} label={p.consumerName} />,
  },
  {
    key: 'amount',
    header: <Text id="search.column.payments.amount" />,
    numeric: true,
    cell: (p) => yenOrNotAvailable(p.amount),
  },
  {
    key: 'shipping-address',
    header: <Text id="search.column.payments.shippingAddress" />,
    cell: (p) => joinAddress(p.shippingAddress),
  },
  {
    key: 'created',
    header: <Text id="search.column.payments.created" />,
    cell: (p) => formatDateTime(p.createdAt),
  },
  {
    key: 'status',
    header: <Text id="search.column.payments.status" />,
    cell: (p) => <StatusTag status={p.status} />,
  },
];

export function SearchPaymentsTable({ rows }: { rows: readonly SearchPaymentRowFieldsFragment[] }) {
  const t = useT();
  return (
    <DataTable
      rows={rows}
      columns={PAYMENT_COLUMNS}
      rowKey={(p) => p.id}
      pager={{ pageSize: SEARCH_PAGE_SIZE, label: t('search.pager', { table: t('search.tab.payments') }) }}
    />
  );
}

const CONSUMER_COLUMNS: readonly Column<SearchConsumerRowFieldsFragment>[] = [
  {
    key: 'name',
    header: <Text id="search.column.consumers.name" />,
    cell: (c) => <Link to={paths.consumer.details(c.id)}>{consumerNameLabel(c)}</Link>,
  },
  {
    key: 'created',
    header: <Text id="search.column.consumers.created" />,
    cell: (c) => formatDateTime(c.createdAt),
  },
  {
    key: 'date-of-birth',
    header: <Text id="search.column.consumers.dateOfBirth" />,
    cell: (c) => (c.dateOfBirth ? dateOfBirthLabel(c.dateOfBirth) : <Text id="search.emptyDateOfBirth" />),
  },
  {
    key: 'email',
    header: <Text id="search.column.consumers.email" />,
    cell: (c) => textOrNotAvailable(c.email),
  },
  {
    key: 'phone',
    header: <Text id="search.column.consumers.phone" />,
    cell: (c) => phoneOrNotAvailable(c.phone),
  },
  {
    key: 'status',
    header: <Text id="search.column.consumers.status" />,
    cell: (c) => <StatusTag status={c.status} />,
  },
];

export function SearchConsumersTable({ rows }: { rows: readonly SearchConsumerRowFieldsFragment[] }) {
  const t = useT();
  return (
    <DataTable
      rows={rows}
      columns={CONSUMER_COLUMNS}
      rowKey={(c) => c.id}
      pager={{ pageSize: SEARCH_PAGE_SIZE, label: t('search.pager', { table: t('search.tab.consumers') }) }}
    />
  );
}

const COMBINI_COLUMNS: readonly Column<SearchCombiniPaymentRowFieldsFragment>[] = [
  {
    key: 'id',
    header: <Text id="search.column.combini.id" />,
    className: 'mono',
    cell: (c) => <Link to={paths.combiniPayment.detail(c.id)}>{c.id}</Link>,
  },
  {
    key: 'order-ref',
    header: <Text id="search.column.combini.orderRef" />,
    cell: (c) => textOrNotAvailable(c.orderRef),
  },
  {
    key: 'amount',
    header: <Text id="search.column.combini.amount" />,
    numeric: true,
    cell: (c) => formatYen(c.amount),
  },
  {
    key: 'created',
    header: <Text id="search.column.combini.created" />,
    cell: (c) => formatDateTime(c.createdAt),
  },
  {
    key: 'status',
    header: <Text id="search.column.combini.status" />,
    cell: (c) => <StatusTag status={c.status} />,
  },
  { key: 'test', header: <Text id="search.column.combini.test" />, cell: (c) => <TestTag test={c.test} /> },
];

export function SearchCombiniPaymentsTable({
  rows,
}: {
  rows: readonly SearchCombiniPaymentRowFieldsFragment[];
}) {
  const t = useT();
  return (
    <DataTable
      rows={rows}
      columns={COMBINI_COLUMNS}
      rowKey={(c) => c.id}
      pager={{
        pageSize: SEARCH_PAGE_SIZE,
        label: t('search.pager', { table: t('search.tab.combini-payments') }),
      }}
    />
  );
}

const DUPLICATE_COLUMNS: readonly Column<SearchDuplicateChargeRowFieldsFragment>[] = [
  {
    key: 'charge-id',
    header: <Text id="search.column.duplicates.chargeId" />,
    className: 'mono',
    cell: (c) => c.chargeId,
  },
  {
    key: 'consumer-id',
    header: <Text id="search.column.duplicates.consumerId" />,
    className: 'mono',
    cell: (c) => <Link to={paths.consumer.details(c.consumerId)}>{c.consumerId}</Link>,
  },
  {
    key: 'order-reference',
    header: <Text id="search.column.duplicates.orderReference" />,
    cell: (c) => textOrNotAvailable(c.orderReference),
  },
  {
    key: 'barcode-id',
    header: <Text id="search.column.duplicates.barcodeId" />,
    cell: (c) => textOrNotAvailable(c.barcodeId),
  },
  {
    key: 'amount',
    header: <Text id="search.column.duplicates.amount" />,
    numeric: true,
    cell: (c) => formatYen(c.amount),
  },
  {
    key: 'created',
    header: <Text id="search.column.duplicates.created" />,
    cell: (c) => formatDateTime(c.createdAt),
  },
];

export function SearchDuplicateChargesTable({
  rows,
}: {
  rows: readonly SearchDuplicateChargeRowFieldsFragment[];
}) {
  const t = useT();
  return (
    <DataTable
      rows={rows}
      columns={DUPLICATE_COLUMNS}
      rowKey={(c) => c.chargeId}
      pager={{
        pageSize: SEARCH_PAGE_SIZE,
        label: t('search.pager', { table: t('search.tab.duplicate-settlements') }),
      }}
    />
  );
}
