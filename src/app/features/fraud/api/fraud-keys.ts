// Query keys of the consumer fraud tabs, nested under the consumer's key: invalidating a consumer
// (consumerKeys.detail) refreshes its fraud data as well.
import { consumerKeys } from '../../consumers/api/consumer-keys';

export const fraudKeys = {
  detail: (consumerId: string) => [...consumerKeys.detail(consumerId), 'fraud'] as const,
  eventLogs: (consumerId: string) => [...fraudKeys.detail(consumerId), 'eventLogs'] as const,
  paymentFlags: (consumerId: string) => [...fraudKeys.detail(consumerId), 'paymentFlags'] as const,
};
