// The merchant page's report setting tab (/merchant/report_setting, document 2 §2, §5, §8): the CSV upload, its
// confirmation, progress and answer, in both languages with ICU counts; ja.ts and en.ts spread these in.
import { prefixed } from './prefixed';

const REPORT_SETTING_JA = {
  fileLabel: 'レポート設定CSV',
  fileHint: 'ヘッダーが Deactivated_Month,Merchant_ID の .csv ファイル。',
  reading: 'ファイルを読み込み中…',
  validRows: '停止する行',
  validRowsPager: '停止する行のページ送り',
  commentLabel: 'コメント',
  commentHint: 'この停止のメモ（任意）',
  deactivate: '停止',
  formatErrorTitle: 'ファイル形式エラー',
  'column.line': '行',
  'column.month': '停止月',
  confirmTitle: '請求書レポートの停止',
  confirmLead:
    '{merchants, number} 加盟店・{months, number} か月分の請求書レポートボタンを停止します。元には戻せません。',
  confirmList: '停止する加盟店と月',
  confirm: '停止する',
  cancel: 'キャンセル',
  month: '{year}年{month}月',
  moreMonths: ' 他 {count, number} か月',
  moreMerchants: '他 {count, number} 加盟店',
  sending: '送信中… {sent, number} / {total, number} 行',
  waiting: 'サーバーが混み合っています。{seconds} 秒後に再送します…',
  applying: '停止しています…',
  failed: '送信できませんでした。通信を確認して、同じファイルを選び直すと続きから再開します。',
  noPermission: '請求書レポートを停止する権限（{permission}）がありません',
  'summary.added': '{merchants, number} 加盟店の {added, number} か月分を停止しました。',
  'summary.already': '{count, number} か月分は停止済みのため、そのままです。',
  'summary.merged': '重複していた {count, number} 行は 1 行として扱いました。',
};

const REPORT_SETTING_EN: Record<keyof typeof REPORT_SETTING_JA, string> = {
  fileLabel: 'Report setting CSV',
  fileHint: 'A .csv file with the header Deactivated_Month,Merchant_ID.',
  reading: 'Reading the file…',
  validRows: 'Rows to deactivate',
  validRowsPager: 'Rows to deactivate: pages',
  commentLabel: 'Comment',
  commentHint: 'Note for this deactivation (Optional)',
  deactivate: 'Deactivate',
  formatErrorTitle: 'File format error',
  'column.line': 'Line',
  'column.month': 'Deactivated month',
  confirmTitle: 'Deactivate invoice reports',
  confirmLead:
    'The invoice report button of {merchants, plural, one {# merchant} other {# merchants}} for {months, plural, one {# month} other {# months}} in all will be deactivated. This cannot be undone.',
  confirmList: 'Merchants and months to deactivate',
  confirm: 'Deactivate',
  cancel: 'Cancel',
  month: '{year}-{month}',
  moreMonths: ' and {count, plural, one {# more month} other {# more months}}',
  moreMerchants: 'and {count, plural, one {# more merchant} other {# more merchants}}',
  sending: 'Sending… {sent, number} / {total, number} rows',
  waiting: 'The server is busy. Sending again in {seconds} s…',
  applying: 'Deactivating…',
  failed:
    'The file could not be sent. Check the connection and choose the same file again: it resumes where it stopped.',
  noPermission: 'You do not have the permission to deactivate invoice reports ({permission})',
  'summary.added':
    'Deactivated {added, plural, one {# month} other {# months}} of {merchants, plural, one {# merchant} other {# merchants}}.',
  'summary.already':
    ' {count, plural, one {# month was already deactivated and stays so} other {# months were already deactivated and stay so}}.',
  'summary.merged': ' {count, plural, one {# repeated row was} other {# repeated rows were}} taken as one.',
};

export const reportSettingJa = prefixed('reportSetting', REPORT_SETTING_JA);
export const reportSettingEn: Record<keyof typeof reportSettingJa, string> = prefixed(
  'reportSetting',
  REPORT_SETTING_EN,
);
