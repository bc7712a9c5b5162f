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

/** The fraud dialogs, toasts and the reasons an action is unavailable (texts the spec leaves open: docs/decisions.md). */
export const FRAUD_ACTION_TEXTS = {
  /** While the fraudManagementPermissions answer is awaited, and when it could not be had (issue 20). */
  permissionsChecking: '権限を確認しています',
  permissionsUnknown: '権限を確認できませんでした。再読み込みしてください',
  addFlagTitle: 'Add fraud flag',
  reasonLabel: 'Reason',
  chooseReason: 'Select a reason',
  addFlagConfirmation: (reason: string) =>
    `Flag this consumer for fraud (reason: ${reason})? The account will be disabled.`,
  addFlagSuccess: 'The fraud flag has been added',
  unflagTitle: 'Unflag',
  messageLabel: 'Message',
  noLineBreaks: '改行なしで入力してください',
  unflagSuccess: 'The fraud flag has been removed',
  createLogTitle: 'Create fraud log',
  createLogSuccess: 'The fraud log has been added',
  addExclusionTitle: 'Add assessment exclusion',
  kindLabel: 'Assessment kind',
  chooseKind: 'Select an assessment kind',
  nothingExcludable: 'There is no assessment left to exclude.',
  addExclusionSuccess: 'The assessment exclusion has been added',
  removeExclusionTitle: 'Remove assessment exclusion',
  removeExclusionConfirmation: (kind: string) => `Remove the exclusion from the ${kind} assessment?`,
  removeExclusionSuccess: 'The assessment exclusion has been removed',
  flagPaymentsTitle: 'Flag payments for fraud',
  flagPaymentsIntro: (n: number) => `${n} payment(s) will be flagged.`,
  excludeFromBill: 'Billing',
  exceptFromBill: 'Stop billing these payments (except_from_bill)',
  notExceptFromBill: 'Keep billing these payments (not_except_from_bill)',
  flagPaymentsSuccess: (n: number) => `${n} payment(s) flagged for fraud`,
  unflagPaymentsTitle: 'Unflag payments',
  unflagPaymentsIntro: (n: number) => `The active fraud flags of ${n} payment(s) will be removed.`,
  unflagPaymentsSuccess: (n: number) => `The fraud flags of ${n} payment(s) have been removed`,
  selectPayments: 'Select payments first',
  flagsLoading: 'The payments’ fraud flags are loading',
  someAlreadyFlagged: 'A selected payment already has an active fraud flag',
  notAllFlagged: 'A selected payment has no active fraud flag',
  failed: 'Something went wrong',
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
