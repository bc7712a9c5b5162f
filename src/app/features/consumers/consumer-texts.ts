// Texts of the consumer (management) page and its tabs (document 2 §2), in the spec's own words.
import type { ConsumerTab } from '../../paths';

export const CONSUMER_TEXTS = {
  title: '顧客アカウント',
  tabsLabel: 'Consumer',
  /** The four-eyes banner (issue 19). */
  pendingApproval: 'この顧客への変更が承認待ちです（2人目の担当者が承認すると反映されます）',
  liquidApplicationId: 'Liquid application ID',
  fraudFlagBadge: 'Fraud flag',
  assessmentExclusionBadge: 'Assessment exclusion',
  /** The one action menu of a consumer, on the consumer page and on the account page (issue 20). */
  actionsLabel: 'Account actions',
  closeAccount: 'Close account',
  disableAccount: 'Disable account',
  changeStatus: 'Change status',
  changeEmail: 'Change e-mail',
  changePhone: 'Change phone',
  /** Tooltip of every action button this release lays out but cannot run yet. */
  notAvailableYet: 'This action is not available yet',
  accountLink: 'Account (請求・残高)',
  noKanaName: 'no kana name',
  emptyDateOfBirth: 'Empty',
  plusEkyc: 'PLUS EKYC',
  plusHoukatsu: 'PLUS包括',
  nlp: 'NLP',
  apple: 'Apple',
  analytics: 'Analytics (Mixpanel)',
  analyticsError: 'The analytics link could not be generated',
  paymentsTruncatedAmazon: 'Only the latest 2,000 Amazon payments are shown.',
  paymentsTruncatedPaidy: 'Only the latest 10,000 Paidy payments are shown.',
  uncaptured: 'uncaptured',
  noVan: 'No virtual bank account is assigned.',
  assignVan: 'assign VAN',
  createLog: 'Create log',
  /** The admin log in the one action menu (the Logs tab keeps its own 'Create log'). */
  createAdminLog: 'Create admin log',
  revertToLumpSum: 'Revert to lump sum',
  creditAuditLink: 'Credit audit records',
  noData: 'データがありません',
} as const;

/** The account actions' dialogs, toasts and messages (document 2 §2, §5, §8 in the spec's words). */
export const CONSUMER_ACTION_TEXTS = {
  closeTitle: 'Close account',
  closeConfirmation: 'Close this account? Closing cannot be undone.',
  /** Issue 20: the confirmation names the consumer (name and id). */
  closeConfirmationFor: (who: string) => `Close the account of ${who}? Closing cannot be undone.`,
  closeConfirm: 'Close account',
  closeSuccess: 'account closed successfully',
  closeFailed: 'failed to close the account',
  closeRefusals: {
    ErrorUncapturedPayments: 'there are uncaptured payments',
    ErrorBalanceNotSettled: 'there are unpaid bills',
    ErrorActiveContracts: 'there are unfinished installments',
    ErrorBalanceFutureChargesExist: 'there are uncharged future charges',
  },
  closeOther: 'Something went wrong.',
  /** Why close and change status are unavailable on a closed account (document 2 §4). */
  accountClosed: 'The account is closed',
  disableTitle: 'Disable account',
  disableConfirmation:
    'Disable this account? The consumer cannot check out until it is enabled again, and is told the account is disabled.',
  disableConfirm: 'Disable account',
  disableSuccess: 'The account has been disabled',
  disableFailed: 'Something went wrong',
  statusTitle: 'Change status',
  statusLabel: 'Legal status',
  statusNote:
    'A status other than 通常 (Normal) and 回収保留 (Collection pending) also disables the account.',
  statusTerminal: 'This legal status is final: it cannot be changed.',
  /** Issue 20: a final legal status (Dead, BankruptcyConfirmed) is confirmed first, naming the consumer. */
  statusFinalConfirmation: (who: string, status: string) =>
    `Change the legal status of ${who} to ${status}? This status is final: it cannot be changed again, and the account is disabled.`,
  statusConfirm: 'Change status',
  statusSuccess: 'The legal status has been updated',
  statusFailed: 'Something went wrong',
  emailTitle: 'Change e-mail',
  emailLabel: 'New e-mail',
  emailRefusals: {
    InvalidEmailAddress: 'invalid e-mail address',
    EmailExists: 'e-mail already registered',
  },
  emailSuccess: 'The e-mail has been updated',
  emailFailed: 'failed to update e-mail',
  phoneTitle: 'Change phone',
  phoneLabel: 'New mobile phone number',
  phoneRefusals: {
    InvalidPhoneNumber: 'invalid mobile phone number',
    PhoneExists: 'already registered',
  },
  phoneSuccess: 'The phone number has been updated',
  phoneFailed: 'mobile number is incorrect',
  requiredField: 'required field',
  save: 'Save',
  logTitle: 'Create log',
  logLabel: 'Message',
  logPlaceholder: '改行なしで入力してください',
  logRequired: '必須項目です',
  logSuccess: 'new log added',
  logFailed: 'Failed to create log.',
  revertTitle: 'Revert to lump sum',
  revertConfirmation: (planId: string) =>
    `Revert installment plan ${planId} to a lump sum? The rest of its principal is billed at once.`,
  revertSuccess: 'The contract has been reverted to a lump sum',
  revertFailed: 'Something went wrong',
} as const;

/** Tab labels (document 2 §2 "Child tabs"). */
export const CONSUMER_TAB_LABELS: Record<ConsumerTab, string> = {
  details: 'Details',
  limit_and_usage: 'Limit and usage',
  payments: 'Payments',
  houkatsu: 'Houkatsu',
  plus: 'PLUS',
  pacAuditRecords: 'Credit audit records',
  fraud: 'Fraud',
  fraudpayments: 'Fraud payments',
  logs: 'Logs',
  messages: 'Messages',
  changeHistory: 'Change history',
  staffActions: 'スタッフ操作',
  van: 'VAN',
};

export const CHANGE_HISTORY_TEXTS = {
  searchPeriod: 'search period',
  from: 'search period from',
  to: 'search period to',
  separator: ' ~ ',
  search: 'search',
  changeDate: 'change date',
  changedBy: 'changed by',
  changeContent: 'change content',
  empty: 'no matching search results',
  error: 'data for the search period cannot be retrieved; narrow the search period and try again',
} as const;

/** Accessible names of the consumer page's tables. */
export const CONSUMER_TABLE_LABELS = {
  payments: 'Payments',
  contracts: 'Contracts',
  creditAuditRecords: 'Credit audit records',
  physicalCardEvents: (token: string) => `Physical card events ${token}`,
  physicalCardEventsCaption: 'Physical card events',
  paypalLinkEvents: 'PayPal link events',
  creditLimitHistory: 'Credit-limit history',
  changeInMonthlyPower: 'Change in monthly power',
  syntheticMonthlyPower: 'Synthetic monthly power',
  syntheticMonthlyPowerCaption: 'Synthetic monthly power (PLUS)',
  logs: 'Logs',
  messages: 'Messages',
  changeHistory: 'Change history',
} as const;

export const CONSUMER_PAYMENT_COLUMNS = {
  id: 'ID',
  name: 'Name',
  address: 'Address',
  amount: 'Amount',
  merchant: 'Merchant',
  created: 'Created',
  status: 'Status',
  captured: 'Captured',
  refunded: 'Refunded',
} as const;

export const CONTRACT_COLUMNS = {
  type: 'Type',
  paymentId: 'Payment ID',
  merchant: 'Merchant',
  totalAmount: 'Total amount',
  uncreatedCharges: 'Uncreated charges',
  refund: 'Refund',
  contractDate: 'Contract date',
  status: 'Status',
} as const;

export const PAC_AUDIT_COLUMNS = {
  completed: 'Completed',
  contractType: 'Contract type',
  reason: 'Reason',
  creditLimitPP: 'Credit limit PP',
  creditLimitPPFA: 'Credit limit PPFA',
  maxPACLimit: 'Max PAC limit',
  paidyDebtTriggering: 'Paidy debt (triggering)',
  paidyDebtCalculation: 'Paidy debt (calculation)',
  cicAnnualInvoicedAtPaidy: 'CIC annual invoiced at Paidy',
  unpaidBillsPreviousMonth: 'Unpaid bills previous month',
  cicDebt: 'CIC debt',
  totalCicAnnualInvoiced: 'Total CIC annual invoiced',
  cicDelinquentContract: 'CIC delinquent contract',
  unpaidBillPreviousMonth: 'Unpaid bill previous month',
  unpaidBillInPaidy: 'Unpaid bill in Paidy',
  annualIncome: 'Annual income',
  dependents: 'Dependents',
  rentOrMortgage: 'Rent or mortgage',
  costOfLiving: 'Cost of living',
} as const;

export const PLUS_EVENT_COLUMNS = {
  status: 'Status',
  updated: 'Updated',
  time: 'Time',
} as const;

export const MONTHLY_POWER_COLUMNS = {
  cycle: 'Cycle',
  nextMonthDue: 'Next month due',
  unconfirmed: 'Unconfirmed payments and future exposures',
  predictive: 'Predictive monthly power',
  remaining: 'Remaining available amount',
  name: 'Name',
  amount: 'Amount',
} as const;

export const LOG_COLUMNS = {
  date: 'Date',
  creator: 'Creator',
  message: 'Message',
} as const;

export const MESSAGE_COLUMNS = {
  date: 'Date',
  kind: 'Kind',
  sent: 'Sent',
  message: 'Message',
} as const;
