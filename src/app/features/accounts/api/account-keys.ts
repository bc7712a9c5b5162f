// Query keys of the account (summary) page and the bill statement page, general to specific.
import { caseKeys } from '../../../api/case-keys';

export const accountKeys = {
  all: caseKeys.accounts,
  detail: caseKeys.account,
  page: (consumerId: string) => [...accountKeys.detail(consumerId), 'page'] as const,
  charges: (consumerId: string) => [...accountKeys.detail(consumerId), 'charges'] as const,
  multiPayContracts: (consumerId: string) =>
    [...accountKeys.detail(consumerId), 'multiPayContracts'] as const,
  billStatement: (consumerId: string, billStatementId: string) =>
    [...accountKeys.detail(consumerId), 'billStatement', billStatementId] as const,
};
