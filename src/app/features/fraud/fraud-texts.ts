// Texts of the consumer's Fraud and Fraud payments tabs (document 2 §2), in the spec's own words.
export const FRAUD_TEXTS = {
  fraudFlags: 'Fraud flags',
  noFraudFlags: 'no fraud flags',
  addFlag: 'Add flag',
  unflag: 'Unflag',
  exclusions: 'Assessment exclusion flags',
  noExclusions: 'no assessment exclusion flags',
  noExclusionPermission: 'no permission to access the assessment exclusion feature',
  addExclusion: 'Add',
  removeExclusion: 'Remove',
  fraudLogs: 'Fraud logs',
  noFraudLogs: 'no fraud logs',
  createLog: 'Create log',
  notAvailableYet: 'This action is not available yet',
  fraudulent: 'FRAUDULENT',
  fraudLogLink: 'Fraud log',
  noFraud: 'なし',
  uncaptured: 'uncaptured',
  idFilter: 'Payment ID filter',
  idFilterPlaceholder: 'pay_…, amz_… (comma-separated; Enter applies)',
  unmatched: (ids: readonly string[]) => `No payment with these ids: ${ids.join(', ')}`,
  selectAll: 'Select all payments on this page',
  selectRow: (id: string) => `Select ${id}`,
  addPaymentFlag: 'Flag payments',
  removePaymentFlag: 'Unflag payments',
  selected: (n: number) => `${n} selected`,
} as const;

export const FRAUD_FLAG_COLUMNS = {
  id: 'ID',
  created: 'Created',
  reason: 'Reason',
  creator: 'Creator',
} as const;

export const EXCLUSION_COLUMNS = {
  id: 'ID',
  created: 'Created',
  assessmentKind: 'Assessment kind',
  creator: 'Creator',
} as const;

export const FRAUD_LOG_COLUMNS = {
  date: 'Date',
  creator: 'Creator',
  message: 'Message',
} as const;

export const FRAUD_PAYMENT_COLUMNS = {
  paymentId: 'Payment ID',
  name: 'Name',
  address: 'Address',
  amount: 'Amount',
  created: 'Created',
  status: 'Status',
  captured: 'Captured',
  refunded: 'Refunded',
  fraud: 'Fraud',
  tableLabel: 'Fraud payments',
} as const;
