// Query keys of the consumer fraud tabs, nested under the consumer's key: invalidating a consumer
// (caseKeys.consumer, which consumerKeys.detail is) refreshes its fraud data as well. The reason lists belong
// to no consumer.
import { caseKeys } from '../../../api/case-keys';

export const fraudKeys = {
  detail: (consumerId: string) => [...caseKeys.consumer(consumerId), 'fraud'] as const,
  eventLogs: (consumerId: string) => [...fraudKeys.detail(consumerId), 'eventLogs'] as const,
  payments: (consumerId: string) => [...fraudKeys.detail(consumerId), 'payments'] as const,
  paymentFlags: (consumerId: string) => [...fraudKeys.detail(consumerId), 'paymentFlags'] as const,
  excludable: (consumerId: string) => [...fraudKeys.detail(consumerId), 'excludable'] as const,
  reasons: (kind: 'consumerFlag' | 'paymentFlag' | 'paymentUnflag') => ['fraudReasons', kind] as const,
};
