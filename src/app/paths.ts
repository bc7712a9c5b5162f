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
  'staffActions',
  'accessHistory',
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
export const DEFAULT_SEARCH_TAB: SearchTab = 'payments';

/** The search tab named in a URL (`tab` parameter or a former path segment); the default one otherwise. */
export function searchTabFrom(value: string | null | undefined): SearchTab {
  return explicitSearchTab(value) ?? DEFAULT_SEARCH_TAB;
}

/** The search tab a URL names, or null when it names none (or an unknown one): the page then chooses. */
export function explicitSearchTab(value: string | null | undefined): SearchTab | null {
  return SEARCH_TABS.find((tab) => tab === value) ?? null;
}

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
    /** The search screen; its keyword and tab are query parameters (`results`). */
    pattern: '/search',
    /** The former `/search/<tab>` routes, redirected to `results` so that old links keep working. */
    legacyTabPattern: '/search/:tab',
    /**
     * `/search?q=<keyword>&tab=<tab>`: the keyword URL-encoded as it is searched; an empty keyword is not
     * written. Without a tab the search page opens the first tab with hits; a tab named wins.
     */
    results: (keyword: string, tab?: SearchTab) => {
      const query = [keyword ? `q=${enc(keyword)}` : '', tab ? `tab=${enc(tab)}` : ''].filter(Boolean);
      return query.length ? `/search?${query.join('&')}` : '/search';
    },
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
  /** The bulk cancellation runs; filters and page in the query string. */
  installmentPlanCancelHistory: '/installmentPlanCancel/history',
  /** One run's record, read from the server (survives a reload), like /legalStatusUpdateResult/{batchId}. */
  installmentPlanCancelResult: {
    pattern: '/installmentPlanCancelResult/:jobId',
    detail: (jobId: string) => `/installmentPlanCancelResult/${enc(jobId)}`,
  },
  legalStatusUpdate: {
    pattern: '/legalStatusUpdate',
    update: '/legalStatusUpdate/update',
    history: '/legalStatusUpdate/history',
  },
  audit: '/audit',
  /** Staff administration (staff.admin). */
  staff: '/staff',
  /** The signed-in member's passkeys and sessions (セキュリティ, from the header's user menu). */
  security: '/security',
  /** A new staff member's one-time link (public, like /login). */
  setPassword: '/set-password',
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
export const HOME_PATH = paths.search.pattern;

/**
 * The header is hidden and no sign-in is needed on every path starting with /login (document 1 §2), and on the
 * set-password page a new staff member opens from their mailed link.
 */
export function isLoginPath(pathname: string): boolean {
  return pathname.startsWith(paths.login) || pathname === paths.setPassword;
}
