// The four search result tables (document 1 §2 "Search views"), each paged at 100 rows.
import { Link } from 'react-router-dom';
import { SEARCH_PAGE_SIZE } from '../../../constants';
import { paths } from '../../../paths';
import { joinAddress } from '../../../ui/address';
import { EmptyBox } from '../../../ui/empty-box';
import { NOT_AVAILABLE, formatDateTime, formatYen } from '../../../ui/format';
import { textOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { Paged } from '../../../ui/pager';
import { StatusTag, TestTag } from '../../../ui/status-tag';
import type {
  SearchCombiniPayment,
  SearchConsumer,
  SearchDuplicateCharge,
  SearchPayment,
} from '../api/search-query';
import { consumerNameLabel, dateOfBirthLabel } from '../search-rules';

/** A link to a consumer's details when the id is known; the label falls back to N/A, the cell to plain N/A. */
function ConsumerLink({ consumerId, label }: { consumerId: string | null; label: string | null }) {
  if (!consumerId) return <>{NOT_AVAILABLE}</>;
  return <Link to={paths.consumer.details(consumerId)}>{textOrNotAvailable(label)}</Link>;
}

export function SearchPaymentsTable({ rows }: { rows: readonly SearchPayment[] }) {
  if (!rows.length) return <EmptyBox />;
  return (
    <Paged rows={rows} pageSize={SEARCH_PAGE_SIZE} label="Payments ページ送り">
      {(page) => (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Test</th>
              <th scope="col">Consumer</th>
              <th scope="col" className="amount">
                Amount
              </th>
              <th scope="col">Shipping address</th>
              <th scope="col">Created</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {page.map((p) => (
              <tr key={p.id}>
                <td className="mono">
                  <Link to={paths.payment.auth(p.id)}>{p.id}</Link>
                </td>
                <td>
                  <TestTag test={p.test} />
                </td>
                <td>
                  <ConsumerLink consumerId={p.consumerId} label={p.consumerName} />
                </td>
                <td className="amount">{yenOrNotAvailable(p.amount)}</td>
                <td>{joinAddress(p.shippingAddress)}</td>
                <td>{formatDateTime(p.createdAt)}</td>
                <td>
                  <StatusTag status={p.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Paged>
  );
}

export function SearchConsumersTable({ rows }: { rows: readonly SearchConsumer[] }) {
  if (!rows.length) return <EmptyBox />;
  return (
    <Paged rows={rows} pageSize={SEARCH_PAGE_SIZE} label="Consumers ページ送り">
      {(page) => (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Created</th>
              <th scope="col">Date of birth</th>
              <th scope="col">E-mail</th>
              <th scope="col">Phone</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {page.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={paths.consumer.details(c.id)}>{consumerNameLabel(c)}</Link>
                </td>
                <td>{formatDateTime(c.createdAt)}</td>
                <td>{dateOfBirthLabel(c.dateOfBirth)}</td>
                <td>{textOrNotAvailable(c.email)}</td>
                <td>{textOrNotAvailable(c.phone)}</td>
                <td>
                  <StatusTag status={c.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Paged>
  );
}

export function SearchCombiniPaymentsTable({ rows }: { rows: readonly SearchCombiniPayment[] }) {
  if (!rows.length) return <EmptyBox />;
  return (
    <Paged rows={rows} pageSize={SEARCH_PAGE_SIZE} label="Combini Payments ページ送り">
      {(page) => (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Order reference</th>
              <th scope="col" className="amount">
                Amount
              </th>
              <th scope="col">Created</th>
              <th scope="col">Status</th>
              <th scope="col">Test</th>
            </tr>
          </thead>
          <tbody>
            {page.map((c) => (
              <tr key={c.id}>
                <td className="mono">
                  <Link to={paths.combiniPayment.detail(c.id)}>{c.id}</Link>
                </td>
                <td>{textOrNotAvailable(c.orderRef)}</td>
                <td className="amount">{formatYen(c.amount)}</td>
                <td>{formatDateTime(c.createdAt)}</td>
                <td>
                  <StatusTag status={c.status} />
                </td>
                <td>
                  <TestTag test={c.test} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Paged>
  );
}

export function SearchDuplicateChargesTable({ rows }: { rows: readonly SearchDuplicateCharge[] }) {
  if (!rows.length) return <EmptyBox />;
  return (
    <Paged rows={rows} pageSize={SEARCH_PAGE_SIZE} label="Suspicious Duplicate Settlement ページ送り">
      {(page) => (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Charge ID</th>
              <th scope="col">Consumer ID</th>
              <th scope="col">Order reference</th>
              <th scope="col">Barcode ID</th>
              <th scope="col" className="amount">
                Amount
              </th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {page.map((c) => (
              <tr key={c.chargeId}>
                <td className="mono">{c.chargeId}</td>
                <td className="mono">
                  <Link to={paths.consumer.details(c.consumerId)}>{c.consumerId}</Link>
                </td>
                <td>{textOrNotAvailable(c.orderReference)}</td>
                <td>{textOrNotAvailable(c.barcodeId)}</td>
                <td className="amount">{formatYen(c.amount)}</td>
                <td>{formatDateTime(c.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Paged>
  );
}
