// Query keys of the consumer fraud tabs, general to specific.
export const fraudKeys = {
  all: ['consumerFraud'] as const,
  detail: (consumerId: string) => [...fraudKeys.all, consumerId] as const,
  eventLogs: (consumerId: string) => [...fraudKeys.detail(consumerId), 'eventLogs'] as const,
  paymentFlags: (consumerId: string) => [...fraudKeys.detail(consumerId), 'paymentFlags'] as const,
};
