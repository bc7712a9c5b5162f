// The calls of document 2 §7 behind the account (summary) page and the bill statement page:
// AccountPage(consumerId), BillStatement(billStatementId, consumerId), and the two lazily loaded sections
// Charges(consumerId) and MultiPayContracts(consumerId). All are read-only and persisted per staff user
// (the default), so a case reopened offline still shows its last data.
import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type { AccountPageQuery, BillStatementQuery } from '../../../api/generated/graphql';
import { accountKeys } from './account-keys';

export const AccountPageDocument = graphql(`
  query AccountPage($consumerId: ID!) {
    consumer(consumerId: $consumerId) {
      ...ConsumerNameAndStatusFields
    }
    plusstatus(consumerId: $consumerId) {
      ...PlusStatusFields
    }
    runningBalance(consumerId: $consumerId) {
      ...RunningBalanceFields
    }
    billstatementsWithSettlements(consumerId: $consumerId) {
      ...BillStatementRowFields
    }
  }
`);

export const BillStatementDocument = graphql(`
  query BillStatement($billStatementId: ID!, $consumerId: ID!) {
    billstatementsWithSettlements(consumerId: $consumerId, billStatementId: $billStatementId) {
      ...BillStatementDetailFields
    }
    paidycode(billStatementId: $billStatementId) {
      value
    }
  }
`);

export const ChargesDocument = graphql(`
  query Charges($consumerId: ID!) {
    charges(consumerId: $consumerId) {
      ...ChargeRowFields
    }
  }
`);

export const MultiPayContractsDocument = graphql(`
  query MultiPayContracts($consumerId: ID!) {
    multiPayContractsByConsumerId(consumerId: $consumerId) {
      ...MultiPayContractRowFields
    }
  }
`);

export type AccountPageData = AccountPageQuery;
export type AccountConsumer = NonNullable<AccountPageQuery['consumer']>;
export type AccountPlusStatus = NonNullable<AccountPageQuery['plusstatus']>;
export type RunningBalanceData = AccountPageQuery['runningBalance'];
export type BillStatementRow = AccountPageQuery['billstatementsWithSettlements'][number];
export type BillStatementData = BillStatementQuery;

export function accountPageQueryOptions(consumerId: string) {
  return queryOptions({
    queryKey: accountKeys.page(consumerId),
    queryFn: ({ signal }) => gqlRequest(AccountPageDocument, { consumerId }, signal),
    staleTime: 0,
  });
}

export function billStatementQueryOptions(consumerId: string, billStatementId: string) {
  return queryOptions({
    queryKey: accountKeys.billStatement(consumerId, billStatementId),
    queryFn: ({ signal }) => gqlRequest(BillStatementDocument, { consumerId, billStatementId }, signal),
    staleTime: 0,
  });
}

/** Started only once the page's main content is on screen (`enabled`). */
export function chargesQueryOptions(consumerId: string, enabled: boolean) {
  return queryOptions({
    queryKey: accountKeys.charges(consumerId),
    queryFn: async ({ signal }) => (await gqlRequest(ChargesDocument, { consumerId }, signal)).charges,
    enabled,
  });
}

/** Started only once the page's main content is on screen (`enabled`). */
export function multiPayContractsQueryOptions(consumerId: string, enabled: boolean) {
  return queryOptions({
    queryKey: accountKeys.multiPayContracts(consumerId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(MultiPayContractsDocument, { consumerId }, signal)).multiPayContractsByConsumerId,
    enabled,
  });
}
