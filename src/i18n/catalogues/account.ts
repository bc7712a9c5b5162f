// The account page's texts (document 2 §2, summary variant), the bill statement page, the SMS and impersonation
// actions and the convenience-store payment page, in both languages (ICU for the ones with values). The screens
// read them through src/app/features/accounts/account-texts.ts and combini-payment-texts.ts; ja.ts and en.ts
// spread these in.
import { prefixed } from './prefixed';

const TEXTS_JA = {
  title: '顧客アカウント',
  sendSms: 'SMSを送る',
  impersonate: '代理ログイン',
  smsTitle: 'SMSを送る',
  smsLabel: 'メッセージ',
  smsSubmit: '送信',
  smsCounter: '{characters, number} / {limit, number}文字',
  smsSegments: 'SMS {segments, number}通分（{encoding}: 1通{perSms, number}文字まで）',
  smsEmpty: 'メッセージを入力してください',
  smsOverLimit: '{limit, number}文字を超えています',
  smsSent: 'SMSを送信しました',
  smsFailed: 'エラーが発生しました。もう一度お試しください',
  impersonationRedirect: '顧客サイトを新しいタブで開きました',
  impersonationTitle: '代理ログイン',
  impersonationConfirmation:
    '{who} として顧客サイトを新しいタブで開きますか？このセッションは顧客のログに記録されます。',
  impersonationFailed: 'エラーが発生しました。もう一度お試しください',
  noConsumerSiteUrl: '顧客サイトのURLが設定されていません',
  details: '顧客情報',
  kanaName: 'カナ氏名',
  kanjiName: '漢字氏名',
  namesLabel: '氏名',
  tagsLabel: 'ステータス',
  balanceTitle: '残高',
  statementsTitle: '請求明細',
  statementsFilterPlaceholder: 'ID・利用月・発行日・金額',
  chargesTitle: '請求',
  multiPayTitle: 'マルチペイ契約',
  loadingSection: '{name} を読み込み中…',
  apple: 'Apple: {status}',
  legal: '法的ステータス: {status}',
};

const TEXTS_EN: Record<keyof typeof TEXTS_JA, string> = {
  title: 'Consumer account',
  sendSms: 'Send SMS',
  impersonate: 'Impersonate',
  smsTitle: 'Send SMS',
  smsLabel: 'Message',
  smsSubmit: 'Send',
  smsCounter: '{characters, number} / {limit, number} characters',
  smsSegments: '{segments, number} SMS ({encoding}: up to {perSms, number} characters each)',
  smsEmpty: 'Enter a message',
  smsOverLimit: 'Over {limit, number} characters',
  smsSent: 'SMS sent successfully',
  smsFailed: 'Something went wrong, please try again',
  impersonationRedirect: 'The consumer site has been opened in a new tab',
  impersonationTitle: 'Impersonate',
  impersonationConfirmation:
    "Open the consumer site as {who} in a new tab? The session is recorded in the consumer's logs.",
  impersonationFailed: 'Something went wrong, please try again',
  noConsumerSiteUrl: 'The consumer site URL is not configured',
  details: 'Consumer details',
  kanaName: 'Kana name',
  kanjiName: 'Kanji name',
  namesLabel: 'Names',
  tagsLabel: 'Status',
  balanceTitle: 'Balance',
  statementsTitle: 'Bill statements',
  statementsFilterPlaceholder: 'ID, usage month, issue date, amount',
  chargesTitle: 'Charges',
  multiPayTitle: 'MultiPayContracts',
  loadingSection: 'Loading {name}…',
  apple: 'Apple: {status}',
  legal: 'Legal status: {status}',
};

/** The running-balance block's five amounts. */
const BALANCE_JA = {
  plusOutstandingAmount: '今月の未払い額（PLUS・クラシック）',
  appleOutstandingAmount: '今月の未払い額（Apple）',
  overdueAmount: '請求金額',
  uncapturedAmount: '未確定の決済合計',
  futurePlusAmount: '超あとはらい',
};

const BALANCE_EN: Record<keyof typeof BALANCE_JA, string> = {
  plusOutstandingAmount: 'Outstanding this month (PLUS, classic)',
  appleOutstandingAmount: 'Outstanding this month (Apple)',
  overdueAmount: 'Overdue',
  uncapturedAmount: 'Uncaptured total',
  futurePlusAmount: 'Future PLUS amount',
};

/** Column headers of the bill statement, charges and multi-pay tables. */
const COLUMNS_JA = {
  'statement.usageMonth': '利用月',
  'statement.issueDate': '請求書発行日',
  'statement.amount': '請求額',
  'statement.lateFees': '遅延手数料',
  'statement.unpaid': '未払い請求額',
  'statement.dueAt': '支払期限',
  'statement.status': 'ステータス',
  'statement.autoDebit': '口座振替',
  'statement.detail': '詳細',
  'charge.pushedAt': '計上日時',
  'charge.id': 'ID',
  'charge.amount': '金額',
  'charge.kind': '種別',
  'charge.tier': 'ティア',
  'charge.creditLine': 'クレジットライン',
  'charge.description': '説明',
  'charge.installment': '分割',
  'charge.settlement': '支払方法',
  'multiPay.id': 'ID',
  'multiPay.nameKana': 'カナ氏名',
  'multiPay.applicationDatetime': '申込日時',
  'multiPay.approvalDatetime': '承認日時',
  'multiPay.installments': '支払回数',
  'multiPay.principal': '元本',
  'multiPay.status': 'ステータス',
};

const COLUMNS_EN: Record<keyof typeof COLUMNS_JA, string> = {
  'statement.usageMonth': 'Usage month',
  'statement.issueDate': 'Issue date',
  'statement.amount': 'Amount',
  'statement.lateFees': 'Late fees',
  'statement.unpaid': 'Unpaid amount',
  'statement.dueAt': 'Due date',
  'statement.status': 'Status',
  'statement.autoDebit': 'Auto-debit',
  'statement.detail': 'Detail',
  'charge.pushedAt': 'Pushed at',
  'charge.id': 'ID',
  'charge.amount': 'Amount',
  'charge.kind': 'Kind',
  'charge.tier': 'Tier',
  'charge.creditLine': 'Credit line',
  'charge.description': 'Description',
  'charge.installment': 'Installment',
  'charge.settlement': 'Settlement',
  'multiPay.id': 'ID',
  'multiPay.nameKana': 'Kana name',
  'multiPay.applicationDatetime': 'Applied',
  'multiPay.approvalDatetime': 'Approved',
  'multiPay.installments': 'Installments',
  'multiPay.principal': 'Principal',
  'multiPay.status': 'Status',
};

/** The bill statement page. */
const STATEMENT_JA = {
  title: '請求明細',
  paymentCodeLink: 'お支払いコードのページ（外部サイト）',
  billingMonth: '利用月',
  issueDate: '請求書発行日',
  dueAt: '支払期限',
  amount: '請求額',
  unpaid: '未払い請求額',
  lateFees: '遅延手数料',
  autoDebitTitle: '口座振替',
  pullAmount: '引落金額',
  processingStatus: '処理ステータス',
  autoDebitDue: '支払期限',
  combiniTitle: 'コンビニ払い',
  combiniPaymentId: '決済ID',
  combiniAmount: '金額',
  settlementFee: '決済手数料',
  codes: 'お客様番号・確認番号',
  backToAccount: '顧客アカウントへ戻る',
};

const STATEMENT_EN: Record<keyof typeof STATEMENT_JA, string> = {
  title: 'Bill statement',
  paymentCodeLink: 'Payment code page (external site)',
  billingMonth: 'Billing month',
  issueDate: 'Issue date',
  dueAt: 'Due date',
  amount: 'Amount',
  unpaid: 'Unpaid amount',
  lateFees: 'Late fees',
  autoDebitTitle: 'Auto-debit',
  pullAmount: 'Pull amount',
  processingStatus: 'Processing Status',
  autoDebitDue: 'Due date',
  combiniTitle: 'Convenience store',
  combiniPaymentId: 'Payment ID',
  combiniAmount: 'Amount',
  settlementFee: 'Settlement fee',
  codes: 'Consumer code and merchant code',
  backToAccount: 'Back to the consumer account',
};

/** The convenience-store payment page. */
const COMBINI_JA = {
  title: 'コンビニ決済',
  provider: '決済代行会社',
  'field.id': 'ID',
  'field.status': 'ステータス',
  'field.orderRef': '注文番号',
  'field.amount': '金額',
  'field.settlementFee': '決済手数料',
  'field.merchant': '加盟店',
  'field.buyerName': '購入者氏名',
  'field.email': 'メールアドレス',
  'field.phone': '電話番号',
  'field.created': '作成日時',
  'field.updated': '更新日時',
  'field.expires': '支払期限',
  'field.test': 'テスト',
  'column.providerName': '決済代行会社名',
  'column.providerRef': '決済代行会社の参照番号',
  'column.consumerCode': 'お客様番号',
  'column.merchantCode': '確認番号',
};

const COMBINI_EN: Record<keyof typeof COMBINI_JA, string> = {
  title: 'Combini Payment',
  provider: 'Provider',
  'field.id': 'ID',
  'field.status': 'Status',
  'field.orderRef': 'Order reference',
  'field.amount': 'Amount',
  'field.settlementFee': 'Settlement fee',
  'field.merchant': 'Merchant',
  'field.buyerName': 'Buyer name',
  'field.email': 'E-mail',
  'field.phone': 'Phone',
  'field.created': 'Created',
  'field.updated': 'Updated',
  'field.expires': 'Expires',
  'field.test': 'Test',
  'column.providerName': 'Provider name',
  'column.providerRef': 'Provider reference',
  'column.consumerCode': 'Consumer code',
  'column.merchantCode': 'Merchant code',
};

/**
 * The charges table's codes (document 2 §2 Charge: kind, tier, credit line, settlement method, the installment
 * plan's charge kind), by name; the code stays in the tooltip (src/app/ui/code-label.tsx).
 */
const CHARGE_CODES_JA = {
  'chargeKind.Regular': '通常',
  'chargeKind.Extended': '分割',
  'chargeTier.Classic': 'クラシック',
  'chargeTier.Digital': 'デジタル',
  'chargeTier.Plus': 'PLUS',
  // The provider's own line and Apple's, by their brand names.
  'creditLine.paidy': 'Paidy',
  'creditLine.apple': 'Apple',
  'settlementMethod.Combini': 'コンビニ払い',
  'settlementMethod.AutoDebit': '口座振替',
  'settlementMethod.VAN': 'VAN（振込先口座）',
  'settlementMethod.BankTransfer': '銀行振込',
  'settlementMethod.Others': 'その他',
  'installmentChargeKind.principal': '元本',
  'installmentChargeKind.fee': '手数料',
};

const CHARGE_CODES_EN: Record<keyof typeof CHARGE_CODES_JA, string> = {
  'chargeKind.Regular': 'Regular',
  'chargeKind.Extended': 'Extended',
  'chargeTier.Classic': 'Classic',
  'chargeTier.Digital': 'Digital',
  'chargeTier.Plus': 'Plus',
  'creditLine.paidy': 'Paidy',
  'creditLine.apple': 'Apple',
  'settlementMethod.Combini': 'Combini',
  'settlementMethod.AutoDebit': 'AutoDebit',
  'settlementMethod.VAN': 'VAN',
  'settlementMethod.BankTransfer': 'BankTransfer',
  'settlementMethod.Others': 'Others',
  'installmentChargeKind.principal': 'Principal',
  'installmentChargeKind.fee': 'Fee',
};

export type AccountTextKey = keyof typeof TEXTS_JA;
export type BalanceKey = keyof typeof BALANCE_JA;
export type AccountColumnKey = keyof typeof COLUMNS_JA;
export type StatementTextKey = keyof typeof STATEMENT_JA;
export type CombiniTextKey = keyof typeof COMBINI_JA;

export const accountJa = {
  ...prefixed('account', TEXTS_JA),
  ...prefixed('account.balance', BALANCE_JA),
  ...prefixed('account.column', COLUMNS_JA),
  ...prefixed('account.statement', STATEMENT_JA),
  ...prefixed('account.combini', COMBINI_JA),
  ...prefixed('code', CHARGE_CODES_JA),
};

export const accountEn: Record<keyof typeof accountJa, string> = {
  ...prefixed('account', TEXTS_EN),
  ...prefixed('account.balance', BALANCE_EN),
  ...prefixed('account.column', COLUMNS_EN),
  ...prefixed('account.statement', STATEMENT_EN),
  ...prefixed('account.combini', COMBINI_EN),
  ...prefixed('code', CHARGE_CODES_EN),
};
