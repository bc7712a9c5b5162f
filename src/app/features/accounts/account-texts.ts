// Texts of the account (summary) page and the bill statement page (document 2 §2).
export const ACCOUNT_TEXTS = {
  title: '顧客アカウント',
  sendSms: 'SMSを送る',
  impersonate: 'Impersonate',
  smsTitle: 'SMSを送る',
  smsLabel: 'メッセージ',
  smsSubmit: '送信',
  smsCounter: (characters: number, limit: number) => `${characters} / ${limit}文字`,
  smsSegments: (segments: number, encoding: string, perSms: number) =>
    `SMS ${segments}通分（${encoding}: 1通${perSms}文字まで）`,
  smsEmpty: 'メッセージを入力してください',
  smsOverLimit: (limit: number) => `${limit}文字を超えています`,
  smsSent: 'SMS sent successfully',
  smsFailed: 'Something went wrong, please try again',
  impersonationRedirect: 'The consumer site has been opened in a new tab',
  impersonationTitle: 'Impersonate',
  impersonationConfirmation: (who: string) =>
    `Open the consumer site as ${who} in a new tab? The session is recorded in the consumer's logs.`,
  impersonationFailed: 'Something went wrong, please try again',
  noConsumerSiteUrl: 'The consumer site URL is not configured',
  details: '顧客情報',
  kanaName: 'カナ氏名',
  kanjiName: '漢字氏名',
  namesLabel: '氏名',
  tagsLabel: 'ステータス',
  balanceTitle: '残高',
  statementsTitle: '請求明細',
  chargesTitle: 'Charges',
  multiPayTitle: 'MultiPayContracts',
  loadingSection: (name: string) => `${name} を読み込み中…`,
  apple: (status: string) => `Apple: ${status}`,
  legal: (text: string) => `法的ステータス: ${text}`,
} as const;

export const BALANCE_LABELS = {
  plusOutstandingAmount: '今月の未払い額（PLUS・クラシック）',
  appleOutstandingAmount: '今月の未払い額（Apple）',
  overdueAmount: '請求金額',
  uncapturedAmount: '未確定の決済合計',
  futurePlusAmount: '超あとはらい',
} as const;

export const STATEMENT_COLUMNS = {
  usageMonth: '利用月',
  issueDate: '請求書発行日',
  amount: '請求額',
  lateFees: '遅延手数料',
  unpaid: '未払い請求額',
  dueAt: '支払期限',
  status: 'ステータス',
  autoDebit: '口座振替',
  detail: '詳細',
} as const;

export const CHARGE_COLUMNS = {
  pushedAt: '計上日時',
  id: 'ID',
  amount: '金額',
  kind: '種別',
  tier: 'ティア',
  creditLine: 'クレジットライン',
  description: '説明',
  installment: '分割',
  settlement: '支払方法',
} as const;

export const MULTI_PAY_COLUMNS = {
  id: 'ID',
  nameKana: 'カナ氏名',
  applicationDatetime: '申込日時',
  approvalDatetime: '承認日時',
  installments: '支払回数',
  principal: '元本',
  status: 'ステータス',
} as const;

export const STATEMENT_TEXTS = {
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
  processingStatus: 'Processing Status',
  autoDebitDue: '支払期限',
  combiniTitle: 'コンビニ払い',
  combiniPaymentId: '決済ID',
  combiniAmount: '金額',
  settlementFee: '決済手数料',
  codes: 'お客様番号・確認番号',
  backToAccount: '顧客アカウントへ戻る',
} as const;
