// Texts of the payment page (document 1 §2 "Payment detail").
import type { PaymentTab } from '../../paths';

export const PAYMENT_TEXTS = {
  title: 'Payment info',
  fraudulent: 'FRAUDULENT',
  uncaptured: 'uncaptured',
  continuousService: '特定継続的役務',
  continuousServiceUnknown: '特定継続的役務の判定が取得できませんでした。ページを再読み込みしてください。',
  fraudLogHeading: 'Fraud log',
  noFraudLog: 'no fraud log',
  activeFlagsHeading: 'Active fraud flags',
  noActiveFlags: 'No active fraud flags',
  billingStopped: 'Billing stopped (exclude from bill)',
  billingContinues: 'Billing continues',
  assessmentError: 'Assessment error',
  tabsLabel: 'Payment',
} as const;

/** Tab labels, in the spec's words (document 1 §2). */
export const PAYMENT_TAB_LABELS: Record<PaymentTab, string> = {
  auth: 'auth',
  captures: 'captures',
  assessments: 'assessments',
  contract: 'contract',
  refunds: 'refunds',
  messages: 'message log',
  fraud: 'Fraud',
};

/** Each tab panel's heading; the Fraud tab's is the spec's 'Fraud log'. */
export const PAYMENT_TAB_HEADINGS: Record<PaymentTab, string> = {
  ...PAYMENT_TAB_LABELS,
  fraud: PAYMENT_TEXTS.fraudLogHeading,
};

export const ORDER_ITEM_COLUMNS = {
  caption: 'Order items',
  id: 'Item ID',
  title: 'Title',
  description: 'Description',
  unitPrice: 'Unit price',
  quantity: 'Quantity',
} as const;

export const CAPTURE_COLUMNS = {
  id: 'Capture ID',
  amount: 'Amount',
  created: 'Created',
} as const;

export const ASSESSMENT_COLUMNS = {
  id: 'Report ID',
  kind: 'Kind',
  result: 'Result',
  reason: 'Reason',
  metadata: 'Metadata',
} as const;

export const REFUND_COLUMNS = {
  captureId: 'Capture ID',
  amount: 'Amount',
  reason: 'Reason',
  created: 'Created',
} as const;

export const PAYMENT_MESSAGE_COLUMNS = {
  created: 'Created',
  kind: 'Kind',
  status: 'Status',
  message: 'Message',
} as const;

export const ACTIVE_FLAG_COLUMNS = {
  reason: 'Reason',
  flaggedBy: 'Flagged by',
  flaggedAt: 'Flagged at',
  excludeFromBill: 'Exclude from bill',
} as const;

export const PAYMENT_FRAUD_LOG_COLUMNS = {
  created: 'Created',
  creator: 'Creator',
  message: 'Message',
} as const;
