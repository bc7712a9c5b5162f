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
  SearchCombiniPayment,
  SearchConsumer,
  SearchDuplicateCharge,
  SearchPayment,
} from '../api/search-query';
import { consumerNameLabel, dateOfBirthLabel } from '../search-rules';
import {
  SEARCH_COMBINI_COLUMNS,
  SEARCH_CONSUMER_COLUMNS,
  SEARCH_DUPLICATE_COLUMNS,
  SEARCH_PAYMENT_COLUMNS,
} from '../search-texts';

/** A link to a consumer's details when the id is known; the label falls back to N/A, the cell to plain N/A. */
function ConsumerLink({ consumerId, label }: { consumerId: string | null; label: string | null }) {
  if (!consumerId) return <>{NOT_AVAILABLE}</>;
  return <Link to={paths.consumer.details(consumerId)}>{textOrNotAvailable(label)}</Link>;
}

const PAYMENT_COLUMNS: readonly Column<SearchPayment>[] = [
  {
    key: 'id',
    header: SEARCH_PAYMENT_COLUMNS.id,
    className: 'mono',
    cell: (p) => <Link to={paths.payment.auth(p.id)}>{p.id}</Link>,
  },
  { key: 'test', header: SEARCH_PAYMENT_COLUMNS.test, cell: (p) => <TestTag test={p.test} /> },
  {
    key: 'consumer',
    header: SEARCH_PAYMENT_COLUMNS.consumer,
    cell: (p) => <ConsumerLink consumerId={p.consumerId} label={p.consumerName} />,
  },
  {
    key: 'amount',
    header: SEARCH_PAYMENT_COLUMNS.amount,
    numeric: true,
    cell: (p) => yenOrNotAvailable(p.amount),
  },
  {
    key: 'shipping-address',
    header: SEARCH_PAYMENT_COLUMNS.shippingAddress,
    cell: (p) => joinAddress(p.shippingAddress),
  },
  { key: 'created', header: SEARCH_PAYMENT_COLUMNS.created, cell: (p) => formatDateTime(p.createdAt) },
  { key: 'status', header: SEARCH_PAYMENT_COLUMNS.status, cell: (p) => <StatusTag status={p.status} /> },
];

export function SearchPaymentsTable({ rows }: { rows: readonly SearchPayment[] }) {
  return (
    <DataTable
      rows={rows}
      columns={PAYMENT_COLUMNS}
      rowKey={(p) => p.id}
      pager={{ pageSize: SEARCH_PAGE_SIZE, label: 'Payments ページ送り' }}
    />
  );
}

const CONSUMER_COLUMNS: readonly Column<SearchConsumer>[] = [
  {
    key: 'name',
    header: SEARCH_CONSUMER_COLUMNS.name,
    cell: (c) => <Link to={paths.consumer.details(c.id)}>{consumerNameLabel(c)}</Link>,
  },
  { key: 'created', header: SEARCH_CONSUMER_COLUMNS.created, cell: (c) => formatDateTime(c.createdAt) },
  {
    key: 'date-of-birth',
    header: SEARCH_CONSUMER_COLUMNS.dateOfBirth,
    cell: (c) => dateOfBirthLabel(c.dateOfBirth),
  },
  { key: 'email', header: SEARCH_CONSUMER_COLUMNS.email, cell: (c) => textOrNotAvailable(c.email) },
  { key: 'phone', header: SEARCH_CONSUMER_COLUMNS.phone, cell: (c) => phoneOrNotAvailable(c.phone) },
  { key: 'status', header: SEARCH_CONSUMER_COLUMNS.status, cell: (c) => <StatusTag status={c.status} /> },
];

export function SearchConsumersTable({ rows }: { rows: readonly SearchConsumer[] }) {
  return (
    <DataTable
      rows={rows}
      columns={CONSUMER_COLUMNS}
      rowKey={(c) => c.id}
      pager={{ pageSize: SEARCH_PAGE_SIZE, label: 'Consumers ページ送り' }}
    />
  );
}

const COMBINI_COLUMNS: readonly Column<SearchCombiniPayment>[] = [
  {
    key: 'id',
    header: SEARCH_COMBINI_COLUMNS.id,
    className: 'mono',
    cell: (c) => <Link to={paths.combiniPayment.detail(c.id)}>{c.id}</Link>,
  },
  { key: 'order-ref', header: SEARCH_COMBINI_COLUMNS.orderRef, cell: (c) => textOrNotAvailable(c.orderRef) },
  { key: 'amount', header: SEARCH_COMBINI_COLUMNS.amount, numeric: true, cell: (c) => formatYen(c.amount) },
  { key: 'created', header: SEARCH_COMBINI_COLUMNS.created, cell: (c) => formatDateTime(c.createdAt) },
  { key: 'status', header: SEARCH_COMBINI_COLUMNS.status, cell: (c) => <StatusTag status={c.status} /> },
  { key: 'test', header: SEARCH_COMBINI_COLUMNS.test, cell: (c) => <TestTag test={c.test} /> },
];

export function SearchCombiniPaymentsTable({ rows }: { rows: readonly SearchCombiniPayment[] }) {
  return (
    <DataTable
      rows={rows}
      columns={COMBINI_COLUMNS}
      rowKey={(c) => c.id}
      pager={{ pageSize: SEARCH_PAGE_SIZE, label: 'Combini Payments ページ送り' }}
    />
  );
}

const DUPLICATE_COLUMNS: readonly Column<SearchDuplicateCharge>[] = [
  { key: 'charge-id', header: SEARCH_DUPLICATE_COLUMNS.chargeId, className: 'mono', cell: (c) => c.chargeId },
  {
    key: 'consumer-id',
    header: SEARCH_DUPLICATE_COLUMNS.consumerId,
    className: 'mono',
    cell: (c) => <Link to={paths.consumer.details(c.consumerId)}>{c.consumerId}</Link>,
  },
  {
    key: 'order-reference',
    header: SEARCH_DUPLICATE_COLUMNS.orderReference,
    cell: (c) => textOrNotAvailable(c.orderReference),
  },
  {
    key: 'barcode-id',
    header: SEARCH_DUPLICATE_COLUMNS.barcodeId,
    cell: (c) => textOrNotAvailable(c.barcodeId),
  },
  { key: 'amount', header: SEARCH_DUPLICATE_COLUMNS.amount, numeric: true, cell: (c) => formatYen(c.amount) },
  { key: 'created', header: SEARCH_DUPLICATE_COLUMNS.created, cell: (c) => formatDateTime(c.createdAt) },
];

export function SearchDuplicateChargesTable({ rows }: { rows: readonly SearchDuplicateCharge[] }) {
  return (
    <DataTable
      rows={rows}
      columns={DUPLICATE_COLUMNS}
      rowKey={(c) => c.chargeId}
      pager={{ pageSize: SEARCH_PAGE_SIZE, label: 'Suspicious Duplicate Settlement ページ送り' }}
    />
  );
}
