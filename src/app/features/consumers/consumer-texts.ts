// Texts of the consumer (management) page and its tabs (document 2 §2), in the spec's own words.
import type { ConsumerTab } from '../../paths';

export const CONSUMER_TEXTS = {
  title: '顧客アカウント',
  tabsLabel: 'Consumer',
  liquidApplicationId: 'Liquid application ID',
  fraudFlagBadge: 'Fraud flag',
  assessmentExclusionBadge: 'Assessment exclusion',
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
  revertToLumpSum: 'Revert to lump sum',
  creditAuditLink: 'Credit audit records',
  noData: 'データがありません',
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
