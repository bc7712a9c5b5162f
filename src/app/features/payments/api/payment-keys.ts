// Query keys of the payment feature, general to specific.
export const paymentKeys = {
  all: ['payment'] as const,
  detail: (paymentId: string) => [...paymentKeys.all, paymentId] as const,
  page: (paymentId: string, withAssessments: boolean) =>
    [...paymentKeys.detail(paymentId), 'page', { withAssessments }] as const,
  activeFraudFlags: (paymentId: string) => [...paymentKeys.detail(paymentId), 'activeFraudFlags'] as const,
  fraudHistory: (paymentId: string) => [...paymentKeys.detail(paymentId), 'fraudHistory'] as const,
};
