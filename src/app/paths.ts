// Every client route of document 1 §2 and document 2, in one place: route patterns and link builders.

const enc = encodeURIComponent;

export const CONSUMER_TABS = [
  'details',
  'limit_and_usage',
  'payments',
  'houkatsu',
  'plus',
  'pacAuditRecords',
  'fraud',
  'fraudpayments',
  'logs',
  'messages',
  'changeHistory',
  'van',
] as const;
export type ConsumerTab = (typeof CONSUMER_TABS)[number];

export const PAYMENT_TABS = [
  'auth',
  'captures',
  'assessments',
  'contract',
  'refunds',
  'messages',
  'fraud',
] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

export const SEARCH_TABS = ['payments', 'consumers', 'combini-payments', 'duplicate-settlements'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const MERCHANT_TABS = ['report_setting', 'application', 'merchant_disabled'] as const;
export const DEFAULT_MERCHANT_TAB = 'report_setting';

export const LEGAL_STATUS_UPDATE_TABS = ['update', 'history'] as const;

/** The approvals page's tabs (?tab=…): pending requests (the default) and decided ones. */
export const APPROVAL_TABS = ['pending', 'decided'] as const;
export type ApprovalTab = (typeof APPROVAL_TABS)[number];

export const paths = {
  root: '/',
  login: '/login',
  search: {
    pattern: '/search',
    tab: (tab: SearchTab) => `/search/${tab}`,
    payments: '/search/payments',
    consumers: '/search/consumers',
    combiniPayments: '/search/combini-payments',
    duplicateSettlements: '/search/duplicate-settlements',
  },
  consumer: {
    pattern: '/consumers/:consumerId',
    root: (consumerId: string) => `/consumers/${enc(consumerId)}`,
    tab: (consumerId: string, tab: ConsumerTab) => `/consumers/${enc(consumerId)}/${tab}`,
    details: (consumerId: string) => `/consumers/${enc(consumerId)}/details`,
  },
  billStatement: {
    pattern: '/consumers/:consumerId/billstatements/:billStatementId',
    detail: (consumerId: string, billStatementId: string) =>
      `/consumers/${enc(consumerId)}/billstatements/${enc(billStatementId)}`,
  },
  payment: {
    pattern: '/payments/:paymentId',
    root: (paymentId: string) => `/payments/${enc(paymentId)}`,
    tab: (paymentId: string, tab: PaymentTab) => `/payments/${enc(paymentId)}/${tab}`,
    auth: (paymentId: string) => `/payments/${enc(paymentId)}/auth`,
  },
  account: {
    pattern: '/accounts/:consumerId',
    detail: (consumerId: string) => `/accounts/${enc(consumerId)}`,
  },
  merchant: {
    pattern: '/merchant/:tabName',
    tab: (tabName: string) => `/merchant/${enc(tabName)}`,
  },
  combiniPayment: {
    pattern: '/combini-payments/:combiniPaymentId',
    detail: (combiniPaymentId: string) => `/combini-payments/${enc(combiniPaymentId)}`,
  },
  installmentPlanCancel: '/installmentPlanCancel',
  legalStatusUpdate: {
    pattern: '/legalStatusUpdate',
    update: '/legalStatusUpdate/update',
    history: '/legalStatusUpdate/history',
  },
  approvals: {
    pattern: '/approvals',
    list: (tab: ApprovalTab = 'pending') => (tab === 'pending' ? '/approvals' : `/approvals?tab=${tab}`),
    policy: '/approvals/policy',
    detailPattern: '/approvals/:requestId',
    detail: (requestId: string) => `/approvals/${enc(requestId)}`,
  },
  legalStatusUpdateResult: {
    pattern: '/legalStatusUpdateResult/:batchId',
    detail: (batchId: string) => `/legalStatusUpdateResult/${enc(batchId)}`,
  },
} as const;

/** Where the app goes after sign-in when no other page was asked for, and where unknown paths land. */
export const HOME_PATH = paths.search.payments;

/** The header is hidden and no sign-in is needed on every path starting with /login (document 1 §2). */
export function isLoginPath(pathname: string): boolean {
  return pathname.startsWith(paths.login);
}
