// The Search(searchKeyword) query of document 1 §7: fuzzySearch with the four result lists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gqlPreloaded } from '../../../api/preloaded-request';
import { startEarly, takeEarly } from '../../../api/early-requests';
import { graphql } from '../../../api/generated';
import type { SearchQuery } from '../../../api/generated/graphql';
import { searchKeys } from './search-keys';

export const SearchDocument = graphql(`
  query Search($searchKeyword: String!) {
    fuzzySearch(searchKeyword: $searchKeyword) {
      consumers {
        ...SearchConsumerRowFields
      }
      paidyPayments {
        ...SearchPaymentRowFields
      }
      combiniPayments {
        ...SearchCombiniPaymentRowFields
      }
      chargesByProviderRef {
        ...SearchDuplicateChargeRowFields
      }
    }
  }
`);

export type SearchResult = SearchQuery['fuzzySearch'];

/**
 * The search: the answer a search URL's HTML preloaded when it named this keyword and nothing has taken it yet
 * (src/shared/preloaded-queries.ts, api/preloaded-request.ts), else the usual POST.
 */
async function requestSearch(searchKeyword: string, signal?: AbortSignal): Promise<SearchResult> {
  return (await gqlPreloaded('Search', SearchDocument, { searchKeyword }, signal)).fuzzySearch;
}

/** Sends the search of `searchKeyword` now, for the page's first fetch of it to take (search-prefetch.ts). */
export function startSearch(searchKeyword: string): void {
  startEarly(searchKeys.keyword(searchKeyword), () => requestSearch(searchKeyword));
}

export async function fetchSearch(searchKeyword: string, signal?: AbortSignal): Promise<SearchResult> {
  return takeEarly<SearchResult>(searchKeys.keyword(searchKeyword)) ?? requestSearch(searchKeyword, signal);
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
