// The Search(searchKeyword) query of document 1 §7: fuzzySearch with the four result lists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
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

export async function fetchSearch(searchKeyword: string, signal?: AbortSignal): Promise<SearchResult> {
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
