// The Search(searchKeyword) query of document 1 §7: fuzzySearch with the four result lists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { onLocalSessionWipe } from '../../../api/unauthorized';
import { queryClient } from '../../../api/query-client';
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

/** Searches sent before their page rendered (search-prefetch.ts), each taken by the first fetch of its keyword. */
const started = new Map<string, Promise<SearchResult>>();
/** An early search nobody took (the user went elsewhere) is dropped after this long. */
const STARTED_SEARCH_KEPT_MS = 10_000;
// Signing out (or a 401): a search sent for this user is never handed to the next one.
onLocalSessionWipe(() => started.clear());

/** Sends the search of `searchKeyword` now, for the page's first fetch of it to take. */
export function startSearch(searchKeyword: string): void {
  // Late (the page's own query already asked): sending it would only leave an answer nobody takes.
  if (started.has(searchKeyword) || queryClient.getQueryState(searchKeys.keyword(searchKeyword))) return;
  const answer = gqlRequest(SearchDocument, { searchKeyword }).then((data) => data.fuzzySearch);
  answer.catch(() => undefined); // its error reaches the page's query, which takes it
  started.set(searchKeyword, answer);
  setTimeout(() => started.delete(searchKeyword), STARTED_SEARCH_KEPT_MS);
}

export async function fetchSearch(searchKeyword: string, signal?: AbortSignal): Promise<SearchResult> {
  const early = started.get(searchKeyword);
  if (early) {
    started.delete(searchKeyword);
    return early;
  }
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
