// The roots of the query keys every feature nests its own keys under, so invalidating a case (a consumer)
// refreshes whatever any feature shows of it: the consumer page and its tabs, and the fraud tabs.
export const caseKeys = {
  consumers: ['consumer'] as const,
  consumer: (consumerId: string) => [...caseKeys.consumers, consumerId] as const,
};
