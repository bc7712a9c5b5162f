// The approvals pages' words and decisions apart from React (issue 19): operations, statuses, policy keys and the
// server's known reasons in Japanese, where a request's target links to, and what a failed decision tells the user.
import { graphQLErrorCode, graphQLErrorsOf } from '../../api/api-error';
import { paths } from '../../paths';
export { operationText } from '../../ui/approval-pending';
import { legalStatusText } from '../../../shared/legal-status';
import { formatCount } from '../../../shared/format';

export const APPROVAL_TEXTS = {
  title: '承認待ち',
  tabs: { pending: '承認待ち', decided: '決定済み' },
  policyLink: '承認ポリシー',
  table: '申請',
  noPending: '承認待ちの申請はありません',
  noDecided: '決定済みの申請はありません',
  prev: '前へ',
  next: '次へ',
  page: (page: number) => `${page}ページ目`,
  requestTitle: '申請',
  notFound: 'この申請は存在しないか、表示する権限がありません。',
  change: '変更内容',
  preview: '現在のデータで適用した場合',
  decision: '決定',
  approve: '承認する',
  reject: '却下する',
  withdraw: '取り下げる',
  approveTitle: 'この申請を承認する',
  approveConfirmation: 'この変更は承認するとすぐに適用され、元に戻せない場合があります。',
  commentLabel: 'コメント（任意）',
  rejectTitle: 'この申請を却下する',
  reasonLabel: '却下の理由（必須）',
  reasonRequired: '却下するには理由を入力してください',
  withdrawTitle: 'この申請を取り下げる',
  withdrawConfirmation: '取り下げた申請は承認できなくなります。変更が必要なら、もう一度申請してください。',
  approved: '申請を承認しました',
  rejected: '申請を却下しました',
  withdrawn: '申請を取り下げました',
  failedAfterApproval: '承認しましたが、現在のデータでは変更できませんでした（結果を参照）',
  decisionFailed: '決定できませんでした',
  conflict:
    'この申請はすでに決定されています（他の担当者の決定、期限切れまたは取り下げ）。最新の状態を表示しています。',
  blockedHeading: '承認・却下できません',
  noPreviewRows: 'なし',
  moreFailing: (shown: number, total: number) => `（${formatCount(total)}件中 ${shown}件を表示）`,
  rows: (count: number) => `${formatCount(count)}件`,
  policyTitle: '承認ポリシー',
  policyTable: '承認ポリシー',
  policyEdit: '変更を申請する',
  policyEditTitle: (key: string) => `承認ポリシーの変更: ${key}`,
  policyEnabled: '有効',
  policyThreshold: 'この件数を超えると承認が必要（空欄: 件数によらず）',
  policyFinal: '死亡・破産確定への変更は承認が必要',
  policyAlwaysHeld: '承認ポリシーの変更は、それ自体が2人目の承認を必要とします。',
  policyBadThreshold: '0以上の整数を入力してください',
  policyNoPermission: '承認ポリシーの変更には権限 staff.admin が必要です',
  yes: 'はい',
  no: 'いいえ',
  always: '常に',
} as const;

export const APPROVAL_LABELS = {
  operation: '操作',
  target: '対象',
  maker: '申請者',
  createdAt: '申請日時',
  expiresAt: '期限',
  status: '状態',
  decidedBy: '決定者',
  decidedAt: '決定日時',
  comment: 'コメント',
  reason: '却下の理由',
  outcome: '結果',
  arguments: '引数',
  rowCount: '件数',
  current: '現在の法的ステータス',
  next: '変更後の法的ステータス',
  statusCounts: '変更後のステータス別件数',
  firstRows: '先頭の行',
  failingRows: '現在のデータでは失敗する行',
  position: '行',
  id: 'ID',
  value: '変更後',
  problem: '理由',
  plans: '分割払いの件数',
  cancellablePlans: 'キャンセルできる分割払い',
  amount: '一括請求になる金額',
  lines: '内容',
  policyKey: '変更の種類',
  enabled: '有効',
  threshold: '件数のしきい値',
  finalStatuses: '死亡・破産確定',
  updatedAt: '更新日時',
  updatedBy: '更新者',
} as const;

const STATUS_TEXT: Readonly<Record<string, string>> = {
  Pending: '承認待ち',
  Approved: '承認済み',
  Rejected: '却下',
  Withdrawn: '取り下げ',
  Expired: '期限切れ',
  Failed: '適用失敗',
};

export function approvalStatusText(status: string): string {
  return STATUS_TEXT[status] ?? status;
}

const POLICY_KEY_TEXT: Readonly<Record<string, string>> = {
  'consumer.legal_status': '法的ステータス変更（1件）',
  legal_status_batch: '法的ステータス一括更新',
  bulk_cancellation: '分割払い一括キャンセル',
  'merchant.deactivate_invoices': '請求書レポート停止',
  'staff.grant': 'ロール・権限の付与',
  'staff.unlock': 'スタッフのロック解除',
};

export function policyKeyText(key: string): string {
  return POLICY_KEY_TEXT[key] ?? key;
}

const PROBLEM_TEXT: Readonly<Record<string, string>> = {
  AccountClosed: 'アカウントが閉鎖されています',
  FinalStatus: '法的ステータスが確定済み（死亡・破産確定）で変更できません',
  NotFound: '顧客が見つかりません',
};

/** Why a batch row would fail today, in Japanese. */
export function problemText(problem: string | null | undefined): string {
  if (!problem) return '';
  return PROBLEM_TEXT[problem] ?? problem;
}

/** A legal status key in Japanese; anything else as it is. */
export function statusValueText(value: string | null | undefined): string {
  return value ? legalStatusText(value) : '';
}

/**
 * The server's reason a staff member may not decide (ApprovalRequest.decisionBlockedReason, or the message of a
 * refused decision) in Japanese; a reason this console does not know is shown as the server wrote it.
 */
export function blockedReasonText(reason: string): string {
  if (reason === 'You cannot approve or reject your own request') return '自分の申請は承認・却下できません';
  const already = /^The request is already (\w+)$/.exec(reason);
  if (already) return `この申請はすでに「${approvalStatusText(already[1])}」です`;
  const needsAny = /^Deciding requests needs the permission (\S+)$/.exec(reason);
  if (needsAny) return `承認・却下には権限 ${needsAny[1]} が必要です`;
  const needsThis = /^Deciding this request needs the permission (\S+)$/.exec(reason);
  if (needsThis) return `この申請の承認・却下には権限 ${needsThis[1]} が必要です`;
  if (/cannot be applied by this server$/.test(reason)) return 'このサーバーでは適用できない変更です';
  if (reason === 'Only the staff member who asked can withdraw it') return '取り下げられるのは申請者だけです';
  return reason;
}

/** What a failed decision tells the user: a conflict (decided meanwhile) is said plainly, the rest translated. */
export function decisionErrorText(error: unknown): { conflict: boolean; message: string } {
  const code = graphQLErrorCode(error);
  if (code === 'CONFLICT') return { conflict: true, message: APPROVAL_TEXTS.conflict };
  const message = graphQLErrorsOf(error)[0]?.message;
  if (code === 'BAD_USER_INPUT' && typeof message === 'string' && /reason is required/.test(message))
    return { conflict: false, message: APPROVAL_TEXTS.reasonRequired };
  if (typeof message === 'string' && message) return { conflict: false, message: blockedReasonText(message) };
  return { conflict: false, message: APPROVAL_TEXTS.decisionFailed };
}

/** Where a request's target id links to: a consumer's page, a batch's result page; null for the rest. */
export function targetPath(targetType: string, targetId: string | null | undefined): string | null {
  if (!targetId) return null;
  if (targetType === 'consumer') return paths.consumer.root(targetId);
  if (targetType === 'legal_status_batch') return paths.legalStatusUpdateResult.detail(targetId);
  return null;
}

/** The held change's arguments (JSON text) pretty-printed; text that is not JSON as it is. */
export function formatArguments(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** A threshold field: blank → null (whatever the size); a whole number ≥ 0; anything else is invalid. */
export function parseThreshold(text: string): { ok: true; value: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false };
}
