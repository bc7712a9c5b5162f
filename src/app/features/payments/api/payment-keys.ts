// Query keys of the payment feature, general to specific, under the payment case's root (api/case-keys.ts).
import { caseKeys } from '../../../api/case-keys';

export const paymentKeys = {
  all: caseKeys.payments,
  detail: caseKeys.payment,
  page: (paymentId: string, withAssessments: boolean) =>
    [...paymentKeys.detail(paymentId), 'page', { withAssessments }] as const,
  activeFraudFlags: (paymentId: string) => [...paymentKeys.detail(paymentId), 'activeFraudFlags'] as const,
  fraudHistory: (paymentId: string) => [...paymentKeys.detail(paymentId), 'fraudHistory'] as const,
};
