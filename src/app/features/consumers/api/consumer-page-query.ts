// The ConsumerPage(consumerId) query of document 2 §7: consumer, plusConsumerData, plusstatus, paymentsV2,
// activeFraudFlagsByConsumerId and assessmentExclusionsByConsumerId, shared by the header and every tab.
// The exclusions need assessment_exclusions.read, so they are only asked for (@include) when the staff
// user holds it: the server's FORBIDDEN on that non-null root field would otherwise fail the whole page.
// Not persisted in the query cache (up to 12,000 payments would not fit localStorage); the recent-cases
// store in IndexedDB keeps the copy that reopens the page instantly and offline.
import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type { ConsumerPageQuery } from '../../../api/generated/graphql';
import { consumerKeys } from './consumer-keys';

export const ConsumerPageDocument = graphql(`
  query ConsumerPage($consumerId: ID!, $withExclusions: Boolean!) {
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
    paymentsV2(consumerId: $consumerId) {
      payments {
        ...ConsumerPaymentRowFields
        ...FraudPaymentRowFields
      }
      metadata {
        amazonPaymentsLimitReached
        paidyPaymentsLimitReached
      }
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
export type ConsumerPaymentRow = ConsumerPageQuery['paymentsV2']['payments'][number];
export type ConsumerFraudFlagRow = ConsumerPageQuery['activeFraudFlagsByConsumerId'][number];
export type AssessmentExclusionRow = NonNullable<
  ConsumerPageQuery['assessmentExclusionsByConsumerId']
>[number];

export function consumerPageQueryOptions(consumerId: string, withExclusions: boolean) {
  return queryOptions({
    queryKey: consumerKeys.page(consumerId, withExclusions),
    queryFn: ({ signal }) => gqlRequest(ConsumerPageDocument, { consumerId, withExclusions }, signal),
    staleTime: 0,
    meta: { persist: false },
  });
}
