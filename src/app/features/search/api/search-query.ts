// The Search(searchKeyword) query of document 1 §7: fuzzySearch with the four result lists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gqlRequest, requestPreloaded } from '../../../api/graphql-client';
import { preloadedQueryUrl } from '../../../../shared/preloaded-queries';
import { startEarly, takeEarly } from '../../../api/early-requests';
import { graphql } from '../../../api/generated';
import type { SearchQuery } from '../../../api/generated/graphql';
import { searchKeys } from './search-keys';

export const SearchDocument = graphql(`
  query Search($searchKeyword: String!) {
    fuzzySearch(searchKeyword: $searchKeyword) {
      consumers {
        id
        kanjiName
        kanaName
        createdAt
        dateOfBirth
        email
        phone
        status
      }
      paidyPayments {
        ...SearchPaymentRowFields
      }
      combiniPayments {
        id
        orderRef
        amount
        createdAt
        status
        test
      }
      chargesByProviderRef {
        chargeId
        consumerId
        orderReference
        barcodeId
        amount
        createdAt
      }
    }
  }
`);

export type SearchResult = SearchQuery['fuzzySearch'];
export type SearchConsumer = SearchResult['consumers'][number];
export type SearchPayment = SearchResult['paidyPayments'][number];
export type SearchCombiniPayment = SearchResult['combiniPayments'][number];
export type SearchDuplicateCharge = SearchResult['chargesByProviderRef'][number];

/**
 * Sends the search of `searchKeyword` now, for the page's first fetch of it to take (search-prefetch.ts): as the GET
 * the server named in a search URL's HTML (src/shared/preloaded-queries.ts), the usual POST when that GET fails.
 */
export function startSearch(searchKeyword: string): void {
  const url = preloadedQueryUrl('Search', { searchKeyword });
  startEarly(searchKeys.keyword(searchKeyword), () =>
    requestPreloaded<SearchQuery>(url, () => gqlRequest(SearchDocument, { searchKeyword })).then(
      (data) => data.fuzzySearch,
    ),
  );
}

export async function fetchSearch(searchKeyword: string, signal?: AbortSignal): Promise<SearchResult> {
  const early = takeEarly<SearchResult>(searchKeys.keyword(searchKeyword));
  if (early) return early;
  const data = await gqlRequest(SearchDocument, { searchKeyword }, signal);
  return data.fuzzySearch;
}

export function searchQueryOptions(searchKeyword: string) {
  return queryOptions({
    queryKey: searchKeys.keyword(searchKeyword),
    queryFn: ({ signal }) => fetchSearch(searchKeyword, signal),
    enabled: searchKeyword !== '',
  });
}

/** The search on the keyword held in the console store; idle while there is no keyword. */
export function useSearchQuery(searchKeyword: string) {
  return useQuery(searchQueryOptions(searchKeyword));
}
