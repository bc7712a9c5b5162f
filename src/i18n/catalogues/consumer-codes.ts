// Codes the consumer page shows, by name in both languages (the code itself stays in a tooltip): the change
// history's field labels, message kinds, card token statuses, credit-audit contract types and reasons. consumer.ts
// spreads these in; the screens read them through src/app/ui/code-label.tsx and consumer-texts.ts.
import { HISTORY_FIELD_NAMES_EN } from '../../shared/history-field-names';
import { prefixed } from './prefixed';

/** The change history's field labels (the English ones are the server's CSV export's too: src/shared/history-field-names.ts). */
const HISTORY_FIELDS_JA = {
  email: 'メールアドレス',
  phone: '電話番号',
  name1: '氏名1',
  name2: '氏名2',
  dateOfBirth: '生年月日',
  address: '住所',
  emailVerification: 'メールアドレスの確認',
  verified: '確認済み',
  notVerified: '未確認',
  legalStatus: '法的ステータス',
  reason: '理由',
  installmentPlan: '一括払いに戻した分割払い',
  lumpSum: '一括払いの請求',
  approvedBy: '承認',
};

const HISTORY_FIELDS_EN: Record<keyof typeof HISTORY_FIELDS_JA, string> = {
  ...HISTORY_FIELD_NAMES_EN,
  approvedBy: 'approved by',
};

/** Message kinds (the messages tab and the payment's message log). */
const MESSAGE_KINDS_JA = { email: 'メール', sms: 'SMS', push: 'プッシュ通知' };
const MESSAGE_KINDS_EN: Record<keyof typeof MESSAGE_KINDS_JA, string> = {
  email: 'EMAIL',
  sms: 'SMS',
  push: 'PUSH',
};

/** Card token statuses: the card processor's code, then its meaning. */
const CARD_TOKEN_JA = {
  active: '00: 正常',
  destroyed: '83: カード削除済み',
  frozenByAdmin: '99: カード無効化',
  frozenByConsumer: 'G1: 顧客による一時停止',
};
const CARD_TOKEN_EN: Record<keyof typeof CARD_TOKEN_JA, string> = {
  active: '00: ALL GOOD',
  destroyed: '83: Card Destroyed',
  frozenByAdmin: '99: Card Voided',
  frozenByConsumer: 'G1: Temporary Blocked by consumer',
};

/**
 * Contract types: the credit-audit records' contracts and the installment plans' kinds (in both the contracts'
 * spelling, threePay, and the ledger's, three_pay).
 */
const CONTRACT_TYPES_JA = {
  houkatsu: '包括',
  apple: 'Apple',
  plus: 'PLUS',
  nlp: 'NLP',
  threePay: '3回払い',
  sixPay: '6回払い',
  twelvePay: '12回払い',
};
const CONTRACT_TYPES_EN: Record<keyof typeof CONTRACT_TYPES_JA, string> = {
  threePay: '3-pay',
  sixPay: '6-pay',
  twelvePay: '12-pay',
  houkatsu: 'Houkatsu',
  apple: 'Apple',
  plus: 'PLUS',
  nlp: 'NLP',
};
/** The installment plans' kinds as the ledger stores them (a charge's installmentPlanKind). */
const PLAN_KINDS = {
  three_pay: 'threePay',
  six_pay: 'sixPay',
  twelve_pay: 'twelvePay',
  apple: 'apple',
} as const;
const byPlanKind = (types: Record<keyof typeof CONTRACT_TYPES_JA, string>) =>
  Object.fromEntries(Object.entries(PLAN_KINDS).map(([code, type]) => [code, types[type]])) as Record<
    keyof typeof PLAN_KINDS,
    string
  >;

/** Where a consumer was created: the change history's created record's source. */
const CREATED_SOURCES_JA = { checkout: '決済画面', app: 'アプリ', merchant: '加盟店' };
const CREATED_SOURCES_EN: Record<keyof typeof CREATED_SOURCES_JA, string> = {
  checkout: 'checkout',
  app: 'app',
  merchant: 'merchant',
};

const AUDIT_REASONS_JA = {
  initial: '初回審査',
  periodic: '定期審査',
  limit_increase: '増枠',
  reassessment: '再審査',
};
const AUDIT_REASONS_EN: Record<keyof typeof AUDIT_REASONS_JA, string> = {
  initial: 'Initial',
  periodic: 'Periodic',
  limit_increase: 'Limit increase',
  reassessment: 'Reassessment',
};

export type HistoryFieldKey = keyof typeof HISTORY_FIELDS_JA;
export type CardTokenKey = keyof typeof CARD_TOKEN_JA;

export const consumerCodesJa = {
  ...prefixed('consumer.history.field', HISTORY_FIELDS_JA),
  ...prefixed('code.messageKind', MESSAGE_KINDS_JA),
  ...prefixed('code.cardToken', CARD_TOKEN_JA),
  ...prefixed('code.contractType', { ...CONTRACT_TYPES_JA, ...byPlanKind(CONTRACT_TYPES_JA) }),
  ...prefixed('code.auditReason', AUDIT_REASONS_JA),
  ...prefixed('code.createdSource', CREATED_SOURCES_JA),
};

export const consumerCodesEn: Record<keyof typeof consumerCodesJa, string> = {
  ...prefixed('consumer.history.field', HISTORY_FIELDS_EN),
  ...prefixed('code.messageKind', MESSAGE_KINDS_EN),
  ...prefixed('code.cardToken', CARD_TOKEN_EN),
  ...prefixed('code.contractType', { ...CONTRACT_TYPES_EN, ...byPlanKind(CONTRACT_TYPES_EN) }),
  ...prefixed('code.auditReason', AUDIT_REASONS_EN),
  ...prefixed('code.createdSource', CREATED_SOURCES_EN),
};
