// The access log's texts (/audit's 閲覧ログ tab, its alerts and their thresholds, the header's badge and a
// consumer's 閲覧履歴) in both languages; ja.ts and en.ts spread these in. Entry kinds and alert rules have a name
// each (the code shows in a tooltip).
import { prefixed } from './prefixed';

const ACCESS_JA = {
  tabAudit: '操作ログ',
  tabAccess: '閲覧ログ',
  tabs: '監査ログの表示',
  entries: '閲覧ログ',
  entriesHint: '顧客の個人情報（氏名・連絡先・住所・生年月日・口座やカード）を表示した記録',
  history: '閲覧履歴',
  historyHint: 'この顧客の個人情報を誰が、いつ、どの画面で見たか',
  empty: '該当する閲覧記録はありません',
  filters: '閲覧ログの絞り込み',
  staffEmail: 'スタッフのメールアドレス',
  consumerId: '顧客 ID',
  kind: '種類',
  from: '期間（開始）',
  to: '期間（終了）',
  apply: '絞り込む',
  clear: 'クリア',
  badRange: '開始日が終了日より後になっています',
  pager: '閲覧ログのページ',
  offline: 'オフライン閲覧',
  moreConsumers: ' …他 {count, number} 名',
  alerts: '閲覧アラート',
  alertsHint: '通常と異なる閲覧（しきい値を超えた閲覧）。1 時間・1 日ごとに 1 回だけ通知されます。',
  alertsEmpty: 'アラートはありません',
  alertsPager: '閲覧アラートのページ',
  badgeLabel: '閲覧アラート {count, number} 件（24 時間以内）',
  policyTitle: '閲覧アラートのしきい値',
  policyHint: '変更は必ずもう一人の承認を待ちます。',
  policyEdit: 'しきい値の変更を申請',
  policyDistinct: '1 時間に閲覧した顧客数',
  policyExported: '1 日に出力した行数',
  policyBad: '1 以上の整数を入力してください',
  updatedAt: '更新日時',
  updatedBy: '更新者',
  'column.at': '日時',
  'column.staffEmail': 'スタッフ',
  'column.kind': '種類',
  'column.consumers': '顧客',
  'column.rowCount': '件数',
  'column.note': '備考',
  'column.rule': 'ルール',
  'column.numbers': '実績 / しきい値',
  'kind.ConsumerPage': '顧客ページ',
  'kind.AccountPage': 'アカウントページ',
  'kind.PaymentPage': '支払いページ',
  'kind.Search': '検索',
  'kind.Export': 'CSV出力',
  'kind.Impersonation': 'なりすましログイン',
  'kind.Reveal': '個人情報の表示',
  'rule.distinctConsumersPerHour': '1 時間の閲覧顧客数',
  'rule.exportedRowsPerDay': '1 日の出力行数',
} as const;

const ACCESS_EN: Record<keyof typeof ACCESS_JA, string> = {
  tabAudit: 'Actions',
  tabAccess: 'Reads',
  tabs: 'Audit log view',
  entries: 'Access log',
  entriesHint:
    'Each time consumers’ personal data (name, contact, address, date of birth, bank account or card) was shown',
  history: 'Access history',
  historyHint: 'Who saw this consumer’s personal data, when, and on which screen',
  empty: 'No access entries match',
  filters: 'Access log filters',
  staffEmail: 'Staff e-mail',
  consumerId: 'Consumer ID',
  kind: 'Kind',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  clear: 'Clear',
  badRange: 'The start date is after the end date',
  pager: 'Access log pages',
  offline: 'Read offline',
  moreConsumers: ' … and {count, number} more',
  alerts: 'Access alerts',
  alertsHint: 'Unusual reading (above a threshold). Each is raised once an hour or once a day.',
  alertsEmpty: 'No alerts',
  alertsPager: 'Access alert pages',
  badgeLabel: '{count, plural, one {# access alert} other {# access alerts}} (last 24 hours)',
  policyTitle: 'Access alert thresholds',
  policyHint: 'A change always waits for a second person’s approval.',
  policyEdit: 'Ask to change the thresholds',
  policyDistinct: 'Consumers read in an hour',
  policyExported: 'Rows exported in a day',
  policyBad: 'Enter a whole number of 1 or more',
  updatedAt: 'Updated at',
  updatedBy: 'Updated by',
  'column.at': 'At',
  'column.staffEmail': 'Staff',
  'column.kind': 'Kind',
  'column.consumers': 'Consumers',
  'column.rowCount': 'Rows',
  'column.note': 'Note',
  'column.rule': 'Rule',
  'column.numbers': 'Observed / threshold',
  'kind.ConsumerPage': 'Consumer page',
  'kind.AccountPage': 'Account page',
  'kind.PaymentPage': 'Payment page',
  'kind.Search': 'Search',
  'kind.Export': 'CSV export',
  'kind.Impersonation': 'Impersonated sign-in',
  'kind.Reveal': 'Personal data shown',
  'rule.distinctConsumersPerHour': 'Consumers read in an hour',
  'rule.exportedRowsPerDay': 'Rows exported in a day',
};

export type AccessKind = keyof typeof ACCESS_JA extends infer K
  ? K extends `kind.${infer Kind}`
    ? Kind
    : never
  : never;
export type AccessRule = keyof typeof ACCESS_JA extends infer K
  ? K extends `rule.${infer Rule}`
    ? Rule
    : never
  : never;

export const accessLogJa = prefixed('accessLog', ACCESS_JA);
export const accessLogEn: Record<keyof typeof accessLogJa, string> = prefixed('accessLog', ACCESS_EN);
