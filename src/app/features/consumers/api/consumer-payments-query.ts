// The payments tab's list (docs/decisions.md "Filters on long lists"): consumerPayments a page at a time for the
// filter and sort in the URL, the next page asked as the virtualized table scrolls to its end. With no filter and
// the default order, the first page is the one the ConsumerPage query brought with the consumer.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type {
  ConsumerPaymentFilter,
  ConsumerPaymentSort,
  ConsumerPaymentSortKey,
} from '../../../api/generated/graphql';
import type { TableQuery } from '../../../ui/table-query';
import { CONSUMER_PAYMENTS_PAGE_SIZE, type ConsumerPaymentsPage } from './consumer-page-query';
import { consumerKeys } from './consumer-keys';

export const ConsumerPaymentsDocument = graphql(`
  query ConsumerPayments(
    $consumerId: ID!
    $first: Int!
    $after: String
    $filter: ConsumerPaymentFilter
    $sort: ConsumerPaymentSort
  ) {
    consumerPayments(consumerId: $consumerId, first: $first, after: $after, filter: $filter, sort: $sort) {
      ...ConsumerPaymentsPageFields
    }
  }
`);

/** The payments table's sortable columns and the server's sort keys. */
export const PAYMENT_SORT_KEYS: Readonly<Record<string, ConsumerPaymentSortKey>> = {
  created: 'DATE',
  amount: 'AMOUNT',
  status: 'STATUS',
};

export const DEFAULT_PAYMENT_SORT: ConsumerPaymentSort = { key: 'DATE', direction: 'DESC' };

/** The URL's filter and sort as the server takes them (no sort, or an unknown column: newest first). */
export function paymentsRequest(query: TableQuery): {
  filter: ConsumerPaymentFilter;
  sort: ConsumerPaymentSort;
} {
  const key = query.sort ? PAYMENT_SORT_KEYS[query.sort.key] : undefined;
  return {
    filter: { query: query.q.trim() || null, status: query.status || null },
    sort:
      key && query.sort
        ? { key, direction: query.sort.direction === 'ascending' ? 'ASC' : 'DESC' }
        : DEFAULT_PAYMENT_SORT,
  };
}

/** Whether the request is the ConsumerPage query's own first page (no filter, newest first). */
export function isFirstPageOfPage({ filter, sort }: ReturnType<typeof paymentsRequest>): boolean {
  return !filter.query && !filter.status && sort.key === 'DATE' && sort.direction === 'DESC';
}

export function consumerPaymentsQueryOptions(
  consumerId: string,
  filter: ConsumerPaymentFilter,
  sort: ConsumerPaymentSort,
) {
  return infiniteQueryOptions({
    queryKey: consumerKeys.payments(consumerId, filter, sort),
    queryFn: async ({ pageParam, signal }): Promise<ConsumerPaymentsPage> =>
      (
        await gqlRequest(
          ConsumerPaymentsDocument,
          { consumerId, first: CONSUMER_PAYMENTS_PAGE_SIZE, after: pageParam, filter, sort },
          signal,
        )
      ).consumerPayments,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.endCursor : undefined),
    // A page given by the ConsumerPage query is fresh; the consumer's invalidations reach this key too.
    staleTime: 60_000,
    meta: { persist: false },
  });
}
