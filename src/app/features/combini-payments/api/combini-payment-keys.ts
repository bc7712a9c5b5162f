// Query keys of the combini-payment feature, general to specific.
export const combiniPaymentKeys = {
  all: ['combiniPayment'] as const,
  detail: (combiniPaymentId: string) => [...combiniPaymentKeys.all, combiniPaymentId] as const,
};
