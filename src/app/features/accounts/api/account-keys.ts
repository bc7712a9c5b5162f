// Query keys of the account (summary) page and the bill statement page, general to specific.
export const accountKeys = {
  all: ['account'] as const,
  detail: (consumerId: string) => [...accountKeys.all, consumerId] as const,
  page: (consumerId: string) => [...accountKeys.detail(consumerId), 'page'] as const,
  charges: (consumerId: string) => [...accountKeys.detail(consumerId), 'charges'] as const,
  multiPayContracts: (consumerId: string) =>
    [...accountKeys.detail(consumerId), 'multiPayContracts'] as const,
  billStatement: (consumerId: string, billStatementId: string) =>
    [...accountKeys.detail(consumerId), 'billStatement', billStatementId] as const,
};
