// The roots of the query keys every feature nests its own keys under, so invalidating a case (a consumer, a
// payment) refreshes whatever any feature shows of it: the consumer page and its tabs, and the fraud tabs; the
// payment page and its fraud tab after the consumer's fraud payments tab flagged the payment.
export const caseKeys = {
  consumers: ['consumer'] as const,
  consumer: (consumerId: string) => [...caseKeys.consumers, consumerId] as const,
  /** The consumer's Messages tab, which an SMS sent from the account page adds to. */
  consumerMessages: (consumerId: string) => [...caseKeys.consumer(consumerId), 'messages'] as const,
  /** The account (summary) page of a consumer and its bill statements, refreshed after an account action there. */
  accounts: ['account'] as const,
  account: (consumerId: string) => [...caseKeys.accounts, consumerId] as const,
  payments: ['payment'] as const,
  payment: (paymentId: string) => [...caseKeys.payments, paymentId] as const,
};
