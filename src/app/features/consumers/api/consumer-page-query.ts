// The ConsumerPage(consumerId) query of document 2 §7: consumer, plusConsumerData, plusstatus, the payments,
// activeFraudFlagsByConsumerId and assessmentExclusionsByConsumerId, shared by the header and every tab.
// The payments are the first page of consumerPayments (newest first), not paymentsV2's whole list (up to 12,000
// rows, half a second on the server): the name paints at once and the payments tab asks for more pages as its
// table scrolls (consumer-payments-query.ts; docs/decisions.md "Consumer payments a page at a time"). The fraud
// payments tab, which selects among all of them, asks paymentsV2 itself when opened.
// The exclusions need assessment_exclusions.read, so they are only asked for (@include) when the staff
// user holds it: the server's FORBIDDEN on that non-null root field would otherwise fail the whole page.
// Not persisted in the query cache (the page changes with every action); the recent-cases
// store in IndexedDB keeps the copy that reopens the page instantly and offline.
import { queryOptions } from '@tanstack/react-query';
import { gqlPreloaded } from '../../../api/preloaded-request';
import { startEarly, takeEarly } from '../../../api/early-requests';
import { graphql } from '../../../api/generated';
import type { ConsumerPageQuery } from '../../../api/generated/graphql';
import { consumerPageVariables } from '../../../../shared/preloaded-queries';
import { consumerKeys } from './consumer-keys';

export { CONSUMER_PAYMENTS_PAGE_SIZE } from '../../../../shared/preloaded-queries';

export const ConsumerPageDocument = graphql(`
  query ConsumerPage($consumerId: ID!, $withExclusions: Boolean!, $paymentsPage: Int!) {
    consumer(consumerId: $consumerId) {
      ...ConsumerNameAndStatusFields
      dateOfBirth
      email
      phone
      createdAt
      address {
        ...AddressFields
      }
      closedAt
      closedBy
      linkToMixPanel
    }
    plusConsumerData(consumerId: $consumerId) {
      appleLineOfCreditLimit
      pacData {
        annualIncome
        dependents
        rentOrMortgage
      }
      spendLimit {
        max
        selected
      }
      eKycConsumerData {
        firstNameKanji
        lastNameKanji
        firstNameKana
        lastNameKana
        birthDate
        occupation
        address {
          ...AddressFields
        }
        applicationReason
        appliedAt
        examinedAt
        updatedAt
        metadata {
          liquidApplicationId
        }
      }
      plusConsumerDetails {
        nameKanji
        nameKana
        address {
          ...AddressFields
        }
      }
      approvedAt
    }
    plusstatus(consumerId: $consumerId) {
      ...PlusStatusFields
    }
    consumerPayments(consumerId: $consumerId, first: $paymentsPage) {
      ...ConsumerPaymentsPageFields
    }
    activeFraudFlagsByConsumerId(consumerId: $consumerId) {
      ...ConsumerFraudFlagRowFields
    }
    assessmentExclusionsByConsumerId(consumerId: $consumerId) @include(if: $withExclusions) {
      ...AssessmentExclusionRowFields
    }
  }
`);

export type ConsumerPageData = ConsumerPageQuery;
export type ConsumerDetail = NonNullable<ConsumerPageQuery['consumer']>;
export type ConsumerPlusData = ConsumerPageQuery['plusConsumerData'];
export type ConsumerPlusStatus = ConsumerPageQuery['plusstatus'];
export type ConsumerPaymentsPage = ConsumerPageQuery['consumerPayments'];
export type ConsumerPaymentRow = ConsumerPaymentsPage['payments'][number];
export type ConsumerFraudFlagRow = ConsumerPageQuery['activeFraudFlagsByConsumerId'][number];
export type AssessmentExclusionRow = NonNullable<
  ConsumerPageQuery['assessmentExclusionsByConsumerId']
>[number];

/**
 * The page's query: the answer a consumer link's HTML preloaded when it named this one and nothing has taken it yet
 * (src/shared/preloaded-queries.ts, api/preloaded-request.ts), else the usual POST.
 */
function requestConsumerPageFirst(consumerId: string, withExclusions: boolean, signal?: AbortSignal) {
  const variables = consumerPageVariables(consumerId, withExclusions);
  return gqlPreloaded('ConsumerPage', ConsumerPageDocument, variables, signal);
}

/** Sends the page's query now, for the page's first fetch to take (consumer-prefetch.ts, early-requests.ts). */
export function startConsumerPage(consumerId: string, withExclusions: boolean): void {
  startEarly(consumerKeys.page(consumerId, withExclusions), () =>
    requestConsumerPageFirst(consumerId, withExclusions),
  );
}

export function consumerPageQueryOptions(consumerId: string, withExclusions: boolean) {
  const queryKey = consumerKeys.page(consumerId, withExclusions);
  return queryOptions({
    queryKey,
    // The early answer, or (when the page asked first) the preloaded one; later fetches are POSTs.
    queryFn: ({ signal }) =>
      takeEarly<ConsumerPageQuery>(queryKey) ?? requestConsumerPageFirst(consumerId, withExclusions, signal),
    staleTime: 0,
    meta: { persist: false },
  });
}
