// The Japanese catalogue: every text of the console, in ICU MessageFormat (plurals and counts as
// `{count, plural, other {# 件}}`). Its keys are the console's message keys (MessageKey); en.ts must have each.
// The specification's Japanese texts are quoted verbatim (tests/unit/i18n-catalogues.test.ts checks them). Not
// imported by the app: scripts/compile-catalogues.ts compiles it into src/i18n/compiled/ja-sign-in.json (the
// signed-out pages' part) and ja-console.json, which are.
import {
  APPROVAL_STATUS_LABELS,
  AUDIT_OPERATION_LABELS,
  AUDIT_OUTCOME_LABELS,
  HELD_OPERATION_LABELS,
} from '../../shared/operation-labels';
import { PERMISSION_LABELS } from '../../shared/permissions';
import { prefixed } from './prefixed';
import { uiJa } from './ui';
import { approvalsJa } from './approvals';
import { staffJa } from './staff';
import { setPasswordJa, signInJa } from './sign-in';
import { securityJa } from './security';
import { paymentJa } from './payment';
import { fraudJa } from './fraud';
import { merchantJa } from './merchant';
import { auditJa } from './audit';
import { accessLogJa } from './access-log';
import { consumerJa } from './consumer';
import { accountJa } from './account';
import { bulkToolsJa } from './bulk-tools';
import { legalStatusJa } from './legal-status';
import { installmentCancelJa } from './installment-plan-cancel';
import { reportSettingJa } from './report-setting';

export const ja = {
  // The header and shell
  'shell.searchLabel': '検索',
  'shell.searchHint':
    'ID、注文番号、本人確認書類プロバイダID、VAN、氏名、電話番号（下8桁も可）、メールアドレス（@の前だけも可）で検索（2文字以上）',
  'shell.tools': 'ツール',
  'shell.installmentPlansCancel': '分割払い一括キャンセル',
  'shell.legalStatusUpdate': '法的ステータス一括更新',
  'shell.merchant': '加盟店',
  'shell.auditLog': '監査ログ',
  'shell.staff': 'スタッフ管理',
  'shell.security': 'セキュリティ',
  'shell.approvals': '承認待ち',
  'shell.approvalsCount': '承認待ち {count, number}件',
  'shell.toolUnavailable': 'このページを使う権限がありません（{permission}）',
  'shell.toolViewOnly': '閲覧のみ: 実行には権限が必要です（{permission}）',
  'shell.signOut': 'ログアウト',
  'shell.userMenu': 'ユーザーメニュー',
  'language.label': '表示言語',
  'language.ja': '日本語',
  'language.en': 'English',
  'language.saveFailed':
    '表示言語を保存できませんでした。この画面では切り替えましたが、次回のログインでは元に戻ります。',
  // Page titles (document.title: ids and page names only)
  'title.search': '検索',
  'title.consumer': '顧客',
  'title.account': '顧客アカウント',
  'title.billStatement': '請求明細',
  'title.payment': '決済',
  'title.combiniPayment': 'コンビニ決済',
  'title.merchant': '加盟店',
  'title.installmentPlanCancel': '分割払い一括キャンセル',
  'title.legalStatusUpdate': '法的ステータス一括更新',
  'title.legalStatusHistory': '履歴',
  'title.legalStatusResult': 'バッチ結果',
  'title.installmentPlanCancelHistory': '履歴',
  'title.installmentPlanCancelResult': '一括キャンセル結果',
  'title.audit': '監査ログ',
  'title.staff': 'スタッフ管理',
  'title.security': 'セキュリティ',
  'title.approvals': '承認待ち',
  'title.approvalPolicy': '承認ポリシー',
  'title.approvalRequest': '承認申請',
  // The shortcut sheet
  'shortcuts.title': 'キーボードショートカット',
  'shortcuts.group.global': '全体',
  'shortcuts.group.tabs': 'タブ',
  'shortcuts.group.tables': '表',
  'shortcuts.group.dialogs': 'ダイアログ',
  'shortcuts.search': 'ヘッダーの検索ボックスへ移動（入力済みの語を選択）',
  'shortcuts.sheet': 'このショートカット一覧を開く',
  'shortcuts.close': 'ダイアログを閉じる（開いたボタンへ戻る）',
  'shortcuts.previousTab': '前のタブへ（検索・消費者・決済・加盟店・法的ステータス）',
  'shortcuts.nextTab': '次のタブへ',
  'shortcuts.nextRow': '次の行へ（↓ は行にフォーカスがあるとき）',
  'shortcuts.previousRow': '前の行へ（↑ は行にフォーカスがあるとき）',
  'shortcuts.openRow': 'フォーカスした行を開く',
  'shortcuts.submit': 'ダイアログを送信（主ボタンを押す）',
  'dialog.close': '閉じる',
  // The PWA's banners (offline, a new version)
  'pwa.offline': 'オフラインです。表示中のデータはキャッシュされたもので、閲覧のみ可能です。',
  'pwa.actionOffline': 'オフラインのため操作できません。変更にはネットワーク接続が必要です。',
  'pwa.updateAvailable': '新しいバージョンがあります。',
  'pwa.reload': '再読み込みして更新',
  'pwa.dismiss': '後で',
  // The recent cases menu
  'recent.title': '最近開いたケース',
  'recent.empty': '最近開いたケースはありません',
  'recent.toggle': '最近のケース',
  'recent.kind.consumer': '顧客',
  'recent.kind.account': '顧客アカウント',
  'recent.kind.payment': '決済',
  'recent.kind.combiniPayment': 'コンビニ決済',
  'recent.fetchedAt': '取得日時',
  // The search pages
  'search.title': '検索',
  'search.results': '検索結果',
  'search.noKeyword': '検索キーワードを入力してください（2文字以上）',
  'search.overLimit':
    '{limit}件を超える結果があります。先頭{limit}件のみ表示しています。キーワードを絞り込んでください。',
  'search.pager': '{table}のページ送り',
  'search.emptyDateOfBirth': '未登録',
  'search.tab.payments': '決済',
  'search.tab.consumers': '顧客',
  'search.tab.combini-payments': 'コンビニ決済',
  'search.tab.duplicate-settlements': '重複決済の疑い',
  'search.column.payments.id': 'ID',
  'search.column.payments.test': 'テスト',
  'search.column.payments.consumer': '顧客',
  'search.column.payments.amount': '金額',
  'search.column.payments.shippingAddress': '配送先住所',
  'search.column.payments.created': '作成日時',
  'search.column.payments.status': 'ステータス',
  'search.column.consumers.name': '氏名',
  'search.column.consumers.created': '作成日時',
  'search.column.consumers.dateOfBirth': '生年月日',
  'search.column.consumers.email': 'メールアドレス',
  'search.column.consumers.phone': '電話番号',
  'search.column.consumers.status': 'ステータス',
  'search.column.combini.id': 'ID',
  'search.column.combini.orderRef': '注文番号',
  'search.column.combini.amount': '金額',
  'search.column.combini.created': '作成日時',
  'search.column.combini.status': 'ステータス',
  'search.column.combini.test': 'テスト',
  'search.column.duplicates.chargeId': 'チャージID',
  'search.column.duplicates.consumerId': '顧客ID',
  'search.column.duplicates.orderReference': '注文番号',
  'search.column.duplicates.barcodeId': 'バーコードID',
  'search.column.duplicates.amount': '金額',
  'search.column.duplicates.created': '作成日時',
  // Codes' names (the code itself stays beside them where a support engineer needs it)
  ...prefixed('operation', AUDIT_OPERATION_LABELS),
  ...prefixed('operation', HELD_OPERATION_LABELS),
  ...prefixed('outcome', AUDIT_OUTCOME_LABELS),
  ...prefixed('approvalStatus', APPROVAL_STATUS_LABELS),
  ...uiJa,
  ...approvalsJa,
  ...staffJa,
  ...securityJa,
  ...setPasswordJa,
  // The signed-out pages' part (compiled apart: the sign-in page loads only it)
  ...signInJa,
  ...paymentJa,
  ...fraudJa,
  ...merchantJa,
  ...auditJa,
  ...accessLogJa,
  ...consumerJa,
  ...accountJa,
  ...bulkToolsJa,
  ...legalStatusJa,
  ...installmentCancelJa,
  ...reportSettingJa,
  ...prefixed('permission', PERMISSION_LABELS),
};

export type MessageKey = keyof typeof ja;
