// Payments tab (document 2 §2): the consumer's payments through the virtual table, 100 a request, the next
// page asked as the table scrolls to its end, filtered and sorted on the server (the filter box, the
// status and the sort are in the URL); then the installment contracts table (10 a page) with revert to lump sum
// for active ones, filtered and sorted in memory.
import { useCallback, useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../../paths';
import { usePermissions } from '../../../state/console-store';
import { ActionButton } from '../../../ui/action-availability';
import { CaseConfirmDialog } from '../../../ui/case-dialogs';
import { useAction } from '../../../ui/use-action';
import { joinAddress, paymentAddress } from '../../../ui/address';
import { DataTable, type Column, type TableSort } from '../../../ui/data-table';
import { useT } from '../../../../i18n/use-t';
import type { Translate } from '../../../../i18n/i18n';
import { formatDate, formatDateTime, formatYen } from '../../../../shared/format';
import { dateTimeOrNotAvailable, textOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { StatusTag, Tag, TestTag } from '../../../ui/status-tag';
import type { ConsumerPageData, ConsumerPaymentRow } from '../api/consumer-page-query';
import { consumerKeys } from '../api/consumer-keys';
import { cancelContract } from '../api/consumer-mutations';
import { contractsQueryOptions, type ContractsData } from '../api/consumer-tab-queries';
import { canRevertContract, revertReason } from '../consumer-action-rules';
import { contractOutstanding } from '../consumer-rules';
import {
  CONSUMER_ACTION_TEXTS,
  CONSUMER_PAYMENT_COLUMNS,
  CONSUMER_TABLE_LABELS,
  CONSUMER_TEXTS,
  CONTRACT_COLUMNS,
} from '../consumer-texts';
import { Loading, QueryState } from '../../../ui/query-state';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { FilteredTable } from '../../../ui/filtered-table';
import { TableFilter } from '../../../ui/table-filter';
import {
  CONTRACT_SORTS,
  contractFilterTexts,
  contractRows,
  type ContractKind,
} from '../../../../shared/contract-rows';
import { codeCell } from '../../../ui/code-label';
import { useTableQuery } from '../../../ui/table-query';
import {
  consumerPaymentsQueryOptions,
  isFirstPageOfPage,
  paymentsRequest,
} from '../api/consumer-payments-query';

/** Rows per page of the contracts table (document 2 §9). */
export const CONTRACTS_PAGE_SIZE = 10;

/** The URL parameter of the contracts table's page (the payments list has its own). */
const CONTRACTS_PAGE_PARAM = 'contractsPage';

const PAYMENT_STATUS_CHOICES = ['AUTHORIZED', 'CLOSED', 'REJECTED'] as const;

/** Newest first unless the URL says otherwise. */
const DEFAULT_PAYMENT_SORT: TableSort = { key: 'created', direction: 'descending' };

export const PAYMENT_COLUMNS: readonly Column<ConsumerPaymentRow>[] = [
  {
    key: 'id',
    header: CONSUMER_PAYMENT_COLUMNS.id,
    cell: (p) => (
      <>
        <Link className="mono" to={paths.payment.auth(p.id)}>
          {p.id}
        </Link>{' '}
        <TestTag test={p.test} />
      </>
    ),
  },
  { key: 'name', header: CONSUMER_PAYMENT_COLUMNS.name, cell: (p) => textOrNotAvailable(p.consumerName) },
  { key: 'address', header: CONSUMER_PAYMENT_COLUMNS.address, cell: (p) => joinAddress(paymentAddress(p)) },
  {
    key: 'amount',
    header: CONSUMER_PAYMENT_COLUMNS.amount,
    cell: (p) => yenOrNotAvailable(p.amount),
    sort: 'server',
  },
  {
    key: 'merchant',
    header: CONSUMER_PAYMENT_COLUMNS.merchant,
    cell: (p) => textOrNotAvailable(p.merchantName),
  },
  {
    key: 'created',
    header: CONSUMER_PAYMENT_COLUMNS.created,
    cell: (p) => formatDateTime(p.createdAt),
    sort: 'server',
  },
  {
    key: 'status',
    header: CONSUMER_PAYMENT_COLUMNS.status,
    cell: (p) => <StatusTag status={p.status} />,
    sort: 'server',
  },
  {
    key: 'captured',
    header: CONSUMER_PAYMENT_COLUMNS.captured,
    cell: (p) => (p.captures.length ? formatYen(p.capturedAmount) : <Tag>{CONSUMER_TEXTS.uncaptured}</Tag>),
  },
  { key: 'refunded', header: CONSUMER_PAYMENT_COLUMNS.refunded, cell: (p) => formatYen(p.refundedAmount) },
];

export function PaymentsTab({ consumerId, data }: { consumerId: string; data: ConsumerPageData }) {
  useT(); // renders again on a language switch
  const [query, setQuery] = useTableQuery('payments');
  const request = paymentsRequest(query);
  const pages = useInfiniteQuery({
    ...consumerPaymentsQueryOptions(consumerId, request.filter, request.sort),
    initialData: isFirstPageOfPage(request)
      ? { pages: [data.consumerPayments], pageParams: [null] }
      : undefined,
    // While a new filter's first page loads, the rows of the previous one stay.
    placeholderData: (previous) => previous,
  });
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = pages;
  const rows = useMemo(() => pages.data?.pages.flatMap((p) => p.payments) ?? [], [pages.data]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  return (
    <>
      <TableFilter
        label={CONSUMER_TABLE_LABELS.payments}
        placeholder={CONSUMER_TEXTS.paymentsFilterPlaceholder}
        query={query}
        onChange={setQuery}
        statuses={PAYMENT_STATUS_CHOICES}
        count={pages.data?.pages[0]?.totalCount}
      />
      <CsvExportButton
        table="consumer_payments"
        scope={{
          consumerId,
          query: request.filter.query,
          status: request.filter.status,
          sortKey: request.sort.key,
          sortDirection: request.sort.direction,
        }}
      />
      <QueryState query={{ ...pages, data: pages.data ? rows : undefined }} isEmpty={() => false}>
        {(list) => (
          <DataTable
            rows={list}
            columns={PAYMENT_COLUMNS}
            rowKey={(p) => p.id}
            label={CONSUMER_TABLE_LABELS.payments}
            virtual
            sort={query.sort ?? DEFAULT_PAYMENT_SORT}
            onSortChange={(sort) => setQuery({ sort })}
            onEndReached={loadMore}
          />
        )}
      </QueryState>
      {isFetchingNextPage && <Loading />}
      <ContractsSection consumerId={consumerId} />
    </>
  );
}

type ContractRow = ContractsData['threePay'][number] & { kind: ContractKind; type: string };

function contractColumns(t: Translate, revert: (contract: ContractRow) => void, denied: string | undefined) {
  const columns: readonly Column<ContractRow>[] = [
    { key: 'type', header: CONTRACT_COLUMNS.type, cell: codeCell('contractType', (c) => c.kind) },
    {
      key: 'payment-id',
      header: CONTRACT_COLUMNS.paymentId,
      cell: (c) => (
        <Link className="mono" to={paths.payment.auth(c.paymentId)}>
          {c.paymentId}
        </Link>
      ),
    },
    { key: 'merchant', header: CONTRACT_COLUMNS.merchant, cell: (c) => textOrNotAvailable(c.merchantName) },
    {
      key: 'total',
      header: CONTRACT_COLUMNS.totalAmount,
      cell: (c) => formatYen(c.totalCaptureAmount),
      sort: CONTRACT_SORTS.total,
    },
    {
      key: 'outstanding',
      header: CONTRACT_COLUMNS.uncreatedCharges,
      cell: (c) => formatYen(contractOutstanding(c)),
    },
    { key: 'refund', header: CONTRACT_COLUMNS.refund, cell: (c) => formatYen(c.refundAmount) },
    {
      key: 'contract-date',
      header: CONTRACT_COLUMNS.contractDate,
      cell: (c) => (c.dateConverted ? formatDate(c.dateConverted) : dateTimeOrNotAvailable(null)),
      sort: CONTRACT_SORTS['contract-date'],
    },
    {
      key: 'status',
      header: CONTRACT_COLUMNS.status,
      cell: (c) => <StatusTag status={c.status} />,
      sort: CONTRACT_SORTS.status,
    },
    {
      key: 'revert',
      header: CONSUMER_TEXTS.revertToLumpSum,
      headerHidden: true,
      cell: (c) =>
        canRevertContract(c.status) && (
          <ActionButton
            className="button"
            unavailableReason={denied}
            aria-label={t('consumer.revertToLumpSumOf', { planId: c.id })}
            onClick={() => revert(c)}
          >
            {CONSUMER_TEXTS.revertToLumpSum}
          </ActionButton>
        ),
    },
  ];
  return columns;
}

/** The contracts as the table shows them after `planId` was reverted: canceled, nothing outstanding. */
function withReverted(data: ContractsData | undefined, planId: string): ContractsData | undefined {
  if (!data) return data;
  const revert = (rows: ContractsData['threePay']) =>
    rows.map((c) => (c.id === planId ? { ...c, status: 'canceled', outstandingAmount: '0' } : c));
  return {
    ...data,
    threePay: revert(data.threePay),
    sixPay: revert(data.sixPay),
    twelvePay: revert(data.twelvePay),
    apple: revert(data.apple),
  };
}

function ContractsSection({ consumerId }: { consumerId: string }) {
  const t = useT();
  const contracts = useQuery(contractsQueryOptions(consumerId));
  const denied = revertReason(usePermissions());
  const [reverting, setReverting] = useState<ContractRow | null>(null);
  // The view the export reproduces: the filter and sort the contracts table reads from the URL.
  const [contractsQuery] = useTableQuery('contracts');
  const contractsView = {
    q: contractsQuery.q,
    status: contractsQuery.status,
    sortKey: contractsQuery.sort?.key ?? null,
    sortDirection: contractsQuery.sort?.direction ?? null,
  };
  return (
    <section aria-labelledby="consumer-contracts">
      <h3 id="consumer-contracts">{CONSUMER_TABLE_LABELS.contracts}</h3>
      <CsvExportButton table="consumer_contracts" scope={{ consumerId, ...contractsView }} />
      <QueryState query={contracts}>
        {(data) => (
          <FilteredTable
            name="contracts"
            filterLabel={CONSUMER_TABLE_LABELS.contracts}
            placeholder={CONSUMER_TEXTS.contractsFilterPlaceholder}
            texts={contractFilterTexts}
            status={(c) => c.status}
            rows={contractRows(data)}
            columns={contractColumns(t, setReverting, denied)}
            rowKey={(c) => c.id}
            label={CONSUMER_TABLE_LABELS.contracts}
            pager={{
              pageSize: CONTRACTS_PAGE_SIZE,
              label: t('consumer.contractsPager'),
              param: CONTRACTS_PAGE_PARAM,
            }}
          />
        )}
      </QueryState>
      {reverting && (
        <RevertContractDialog
          consumerId={consumerId}
          contract={reverting}
          denied={denied}
          onClose={() => setReverting(null)}
        />
      )}
    </section>
  );
}

/** Its own component so the case version it sends is the one shown when it opened. */
function RevertContractDialog({
  consumerId,
  contract,
  denied,
  onClose,
}: {
  consumerId: string;
  contract: ContractRow;
  denied: string | undefined;
  onClose: () => void;
}) {
  useT(); // renders again on a language switch
  const queryClient = useQueryClient();
  const revert = useAction({
    mutationFn: cancelContract,
    invalidate: (result) => (result === 'Success' ? [consumerKeys.detail(consumerId)] : []),
    successToast: (result) => (result === 'Success' ? CONSUMER_ACTION_TEXTS.revertSuccess : null),
    errorToast: CONSUMER_ACTION_TEXTS.revertFailed,
    unavailableReason: denied,
    onSuccess: (result, { installmentPlanId }) => {
      // document 2 §4: on success the row shows canceled and zero outstanding at once; the refetch confirms it.
      if (result === 'Success')
        queryClient.setQueryData(consumerKeys.contracts(consumerId), (old: ContractsData | undefined) =>
          withReverted(old, installmentPlanId),
        );
    },
  });
  return (
    <CaseConfirmDialog
      consumerId={consumerId}
      onClose={onClose}
      title={CONSUMER_ACTION_TEXTS.revertTitle}
      action={revert}
      variables={{ installmentPlanId: contract.id }}
      message={CONSUMER_ACTION_TEXTS.revertConfirmation(contract.id)}
      refusal={(result) => (result === 'Success' ? null : CONSUMER_ACTION_TEXTS.revertFailed)}
    />
  );
}
