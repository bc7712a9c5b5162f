// Texts of the convenience-store payment page (document 2).
export const COMBINI_PAYMENT_TEXTS = {
  title: 'Combini Payment',
  provider: 'Provider',
} as const;

export const PROVIDER_COLUMNS = {
  providerName: 'Provider name',
  providerRef: 'Provider reference',
  consumerCode: 'Consumer code',
  merchantCode: 'Merchant code',
} as const;
