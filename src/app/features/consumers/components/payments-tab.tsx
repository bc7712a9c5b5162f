// Payments tab (document 2 §2): the consumer's payments 100 a page through the virtual table, with the
// truncation warnings, then the installment contracts table (10 a page).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { SEARCH_PAGE_SIZE } from '../../../constants';
import { paths } from '../../../paths';
import { ActionButton } from '../../../ui/action-availability';
import { joinAddress } from '../../../ui/address';
import { EmptyBox } from '../../../ui/empty-box';
import { formatDate, formatDateTime, formatYen } from '../../../ui/format';
import { dateTimeOrNotAvailable, textOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { Paged } from '../../../ui/pager';
import { StatusTag, Tag, TestTag } from '../../../ui/status-tag';
import { VirtualTable, type VirtualColumn } from '../../../ui/virtual-table';
import type { ConsumerPageData, ConsumerPaymentRow } from '../api/consumer-page-query';
import { contractsQueryOptions, type ContractsData } from '../api/consumer-tab-queries';
import { contractOutstanding, paymentAddress, paymentsTruncationWarnings } from '../consumer-rules';
import { CONSUMER_TEXTS } from '../consumer-texts';
import { QueryState } from '../../../ui/query-state';

/** Rows per page of the contracts table (document 2 §9). */
export const CONTRACTS_PAGE_SIZE = 10;

export const PAYMENT_COLUMNS: readonly VirtualColumn<ConsumerPaymentRow>[] = [
  {
    key: 'id',
    header: 'ID',
    cell: (p) => (
      <>
        <Link className="mono" to={paths.payment.auth(p.id)}>
          {p.id}
        </Link>{' '}
        <TestTag test={p.test} />
      </>
    ),
  },
  { key: 'name', header: 'Name', cell: (p) => textOrNotAvailable(p.consumerName) },
  { key: 'address', header: 'Address', cell: (p) => joinAddress(paymentAddress(p)) },
  { key: 'amount', header: 'Amount', cell: (p) => yenOrNotAvailable(p.amount) },
  { key: 'merchant', header: 'Merchant', cell: (p) => textOrNotAvailable(p.merchantName) },
  { key: 'created', header: 'Created', cell: (p) => formatDateTime(p.createdAt) },
  { key: 'status', header: 'Status', cell: (p) => <StatusTag status={p.status} /> },
  {
    key: 'captured',
    header: 'Captured',
    cell: (p) => (p.captures.length ? formatYen(p.capturedAmount) : <Tag>{CONSUMER_TEXTS.uncaptured}</Tag>),
  },
  { key: 'refunded', header: 'Refunded', cell: (p) => formatYen(p.refundedAmount) },
];

export function PaymentsTab({ consumerId, data }: { consumerId: string; data: ConsumerPageData }) {
  const { payments, metadata } = data.paymentsV2;
  return (
    <>
      {paymentsTruncationWarnings(metadata).map((warning) => (
        <p key={warning} className="notice--warning" role="note">
          {warning}
        </p>
      ))}
      {payments.length === 0 ? (
        <EmptyBox />
      ) : (
        <Paged rows={payments} pageSize={SEARCH_PAGE_SIZE} label="Payments ページ送り">
          {(rows) => (
            <VirtualTable rows={rows} columns={PAYMENT_COLUMNS} rowKey={(p) => p.id} label="Payments" />
          )}
        </Paged>
      )}
      <ContractsSection consumerId={consumerId} />
    </>
  );
}

type ContractRow = ContractsData['threePay'][number] & { type: string };

const CONTRACT_TYPES: ReadonlyArray<[keyof ContractsData, string]> = [
  ['threePay', '3-pay'],
  ['sixPay', '6-pay'],
  ['twelvePay', '12-pay'],
  ['apple', 'Apple'],
];

function contractRows(contracts: ContractsData): ContractRow[] {
  return CONTRACT_TYPES.flatMap(([key, type]) => contracts[key].map((c) => ({ ...c, type })));
}

function ContractsSection({ consumerId }: { consumerId: string }) {
  const contracts = useQuery(contractsQueryOptions(consumerId));
  return (
    <section aria-labelledby="consumer-contracts">
      <h3 id="consumer-contracts">Contracts</h3>
      <QueryState query={contracts}>
        {(data) => {
          const rows = contractRows(data);
          if (!rows.length) return <EmptyBox />;
          return (
            <Paged rows={rows} pageSize={CONTRACTS_PAGE_SIZE} label="Contracts ページ送り">
              {(page) => (
                <table className="data-table" aria-label="Contracts">
                  <thead>
                    <tr>
                      <th scope="col">Type</th>
                      <th scope="col">Payment ID</th>
                      <th scope="col">Merchant</th>
                      <th scope="col">Total amount</th>
                      <th scope="col">Uncreated charges</th>
                      <th scope="col">Refund</th>
                      <th scope="col">Contract date</th>
                      <th scope="col">Status</th>
                      <th scope="col">
                        <span className="visually-hidden">{CONSUMER_TEXTS.revertToLumpSum}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.map((c) => (
                      <tr key={c.id}>
                        <td>{c.type}</td>
                        <td>
                          <Link className="mono" to={paths.payment.auth(c.paymentId)}>
                            {c.paymentId}
                          </Link>
                        </td>
                        <td>{textOrNotAvailable(c.merchantName)}</td>
                        <td>{formatYen(c.totalCaptureAmount)}</td>
                        <td>{formatYen(contractOutstanding(c))}</td>
                        <td>{formatYen(c.refundAmount)}</td>
                        <td>
                          {c.dateConverted ? formatDate(c.dateConverted) : dateTimeOrNotAvailable(null)}
                        </td>
                        <td>
                          <StatusTag status={c.status} />
                        </td>
                        <td>
                          {c.status === 'active' && (
                            <ActionButton
                              className="button"
                              unavailableReason={CONSUMER_TEXTS.notAvailableYet}
                            >
                              {CONSUMER_TEXTS.revertToLumpSum}
                            </ActionButton>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Paged>
          );
        }}
      </QueryState>
    </section>
  );
}
