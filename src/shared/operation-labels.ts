// The Japanese names of what the audit log and the approval requests record, shared by the console and the server's
// CSV files so a person never has to read `consumer.legal_status` or `held`: every operation name the server writes
// to audit_log, every held mutation an approval request names, the audit outcomes and the request statuses. The
// raw name stays beside the label where it is shown (a detail line on screen, a column of its own in a CSV), so a
// label can be searched back to the log. The server's writers take AuditOperation, and
// tests/unit/operation-labels.test.ts walks the server's sources and the held-operations registry, so an operation
// without a label cannot be written.

/** audit_log.operation: the names the server writes (mutation specs, sign-in, jobs, the CLI, exports). */
export const AUDIT_OPERATION_LABELS = {
  // Sign-in
  'sign_in.password': 'サインイン（パスワード）',
  'sign_in.pin': 'サインイン（認証コード）',
  'sign_in.code_locked': '認証コードのロック',
  'sign_in.notice_mail': 'サインイン通知メール',
  'sign_in.sso': 'サインイン（SSO）',
  'sign_in.passkey': 'サインイン（パスキー）',
  'sign_in.code_request': '認証コードの請求（パスキーの代わり）',
  // Passkeys and the security policy
  'passkey.register': 'パスキーの登録',
  'passkey.rename': 'パスキーの名前変更',
  'passkey.remove': 'パスキーの削除',
  'staff.remove_passkeys': 'スタッフのパスキー削除',
  'security.policy': 'セキュリティポリシー変更',
  sign_out: 'サインアウト',
  'session.end': 'セッションの終了',
  // Consumers
  'consumer.admin_log': '管理ログの追加',
  'consumer.assessment_exclusion.add': '審査除外の追加',
  'consumer.assessment_exclusion.remove': '審査除外の解除',
  'consumer.card_eligibility_exception': 'カード発行条件の例外設定',
  'consumer.card_token.status': 'カードトークンのステータス変更',
  'consumer.close': 'アカウントの閉鎖',
  'consumer.disable': 'アカウントの無効化',
  'consumer.email': 'メールアドレスの変更',
  'consumer.fraud_flag': '顧客の不正フラグ設定',
  'consumer.fraud_log': '不正ログの追加',
  'consumer.fraud_unflag': '顧客の不正フラグ解除',
  'consumer.impersonation.start': 'なりすましログインの開始',
  'consumer.impersonation.redeem': 'なりすましログインの利用',
  'consumer.legal_status': '法的ステータス変更',
  'consumer.phone': '電話番号の変更',
  'consumer.physical_card.status': '物理カードのステータス変更',
  'consumer.plus.allow_reapplication': 'PLUS再申請の許可',
  'consumer.self_cancellation.enable': 'セルフキャンセルの有効化',
  'consumer.sms.send': 'SMS送信',
  'consumer.sms.delivery': 'SMS配信結果の記録',
  'consumer.van.assign': 'バーチャル口座番号の割り当て',
  // Contracts
  'contract.cancel_contracts': '分割払いのキャンセル',
  'contract.revert_to_lump_sum': '分割払いの一括払いへの変更',
  'contract.bulk_cancellation': '分割払い一括キャンセル',
  'contract.bulk_cancellation.start': '分割払い一括キャンセルの開始（承認後）',
  'payment.fraud_flag': '支払いの不正フラグ設定',
  'payment.fraud_unflag': '支払いの不正フラグ解除',
  // Bulk tools
  'legal_status_batch.update': '法的ステータス一括更新',
  'legal_status_batch.start': '法的ステータス一括更新の開始（承認後）',
  'merchant.deactivate_invoices': '請求書レポート停止',
  'merchant.deactivate_invoices.stage': '請求書レポート停止ファイルの受信',
  // Four eyes
  'approval.approve': '申請の承認',
  'approval.reject': '申請の却下',
  'approval.withdraw': '申請の取り下げ',
  'approval.expire': '申請の期限切れ',
  'approvals.policy': '承認ポリシー変更',
  // Audit trail and exports
  'audit.verify': '監査ログの検証',
  'access_log.seal': '閲覧ログの日次封印',
  'access_log.retention': '閲覧ログの保存期間切れ削除',
  'access_alerts.policy': '閲覧アラートの閾値変更',
  exportCsv: 'CSV出力',
  // Staff administration (console)
  'staff.create': 'スタッフ作成',
  'staff.grant_role': 'ロール付与',
  'staff.revoke_role': 'ロール削除',
  'staff.grant_permission': '権限付与',
  'staff.revoke_permission': '権限削除',
  'staff.lock': 'スタッフのロック',
  'staff.unlock': 'スタッフのロック解除',
  'staff.update_role': 'ロールの権限変更',
  'staff.password_set': 'パスワード設定',
  'staff.resend_link': 'パスワード設定リンクの再送',
  'staff.end_sessions': 'スタッフの全セッション終了',
  // Provisioning by the identity provider (SCIM)
  'scim.client_created': 'SCIM連携アカウントの作成',
  'scim.list': 'SCIM: スタッフ一覧の参照',
  'scim.get': 'SCIM: スタッフの参照',
  'scim.create': 'SCIM: スタッフ作成',
  'scim.patch': 'SCIM: スタッフ更新',
  'scim.put': 'SCIM: スタッフ置き換え',
  'scim.delete': 'SCIM: スタッフ削除（ロック）',
  'scim.deactivate': 'SCIM: 無効化（ロック）',
  'scim.activate': 'SCIM: 有効化（ロック解除の申請）',
  // Staff administration (npm run staff)
  'staff.add': 'スタッフ追加（CLI）',
  'staff.grant': '権限付与（CLI）',
  'staff.revoke': '権限削除（CLI）',
  'staff.password': 'パスワード設定（CLI）',
} as const;

export type AuditOperation = keyof typeof AUDIT_OPERATION_LABELS;

/** approval_requests.operation: the GraphQL name of the held mutation, replayed or started on approval. */
export const HELD_OPERATION_LABELS = {
  updateConsumerLegalStatus: '法的ステータス変更',
  legalStatusBatchUpdate: '法的ステータス一括更新',
  startBulkCancellation: '分割払い一括キャンセル',
  deactivateInvoices: '請求書レポート停止',
  deactivateInvoiceUpload: '請求書レポート停止（ファイル）',
  updateApprovalPolicy: '承認ポリシー変更',
  updateAccessAlertPolicy: '閲覧アラートの閾値変更',
  createStaffMember: 'スタッフ作成',
  grantStaffRole: 'ロール付与',
  grantStaffPermission: '権限付与',
  unlockStaffMember: 'スタッフのロック解除',
  updateStaffRole: 'ロールの権限変更',
  removeStaffPasskeys: 'スタッフのパスキー削除',
  updateSecurityPolicy: 'セキュリティポリシー変更',
} as const;

export type HeldOperationName = keyof typeof HELD_OPERATION_LABELS;

/** audit_log.outcome. */
export const AUDIT_OUTCOME_LABELS = {
  success: '成功',
  failure: '失敗',
  refused: '拒否',
  dry_run: '試行',
  held: '承認待ち',
} as const;

export type AuditOutcomeName = keyof typeof AUDIT_OUTCOME_LABELS;

/** approval_requests.status. */
export const APPROVAL_STATUS_LABELS = {
  Pending: '承認待ち',
  Approved: '承認済み',
  Rejected: '却下',
  Withdrawn: '取り下げ',
  Expired: '期限切れ',
  Failed: '適用失敗',
} as const;

/** How a request can end without its change: a held batch or job that ended so reads as this, not as a failure. */
export const NOT_APPROVED_STATUSES = ['Rejected', 'Withdrawn', 'Expired'] as const;
export type NotApprovedStatus = (typeof NOT_APPROVED_STATUSES)[number];

function lookup(labels: Readonly<Record<string, string>>, name: string): string | null {
  return Object.prototype.hasOwnProperty.call(labels, name) ? labels[name] : null;
}

/**
 * The label of an audit operation or a held mutation (the two sets of names do not overlap); a name no label is
 * known for (written by a later version) is answered as it is, so nothing is hidden.
 */
export function operationLabel(name: string): string {
  return lookup(AUDIT_OPERATION_LABELS, name) ?? lookup(HELD_OPERATION_LABELS, name) ?? name;
}

/** Whether the name has a label of its own (else operationLabel answers the name). */
export function hasOperationLabel(name: string): boolean {
  return operationLabel(name) !== name;
}

export function auditOutcomeLabel(outcome: string): string {
  return lookup(AUDIT_OUTCOME_LABELS, outcome) ?? outcome;
}

export function approvalStatusLabel(status: string): string {
  return lookup(APPROVAL_STATUS_LABELS, status) ?? status;
}

/** The request's status when it ended without approval (Rejected, Withdrawn, Expired); null otherwise. */
export function notApprovedStatus(status: string | null | undefined): NotApprovedStatus | null {
  return (NOT_APPROVED_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as NotApprovedStatus)
    : null;
}

/**
 * 却下, 取り下げ or 期限切れ for a held batch or job whose request ended without approval (the status of its run and of
 * each of its rows, on screen and in the CSV files); null for any other request status or none.
 */
export function notApprovedLabel(requestStatus: string | null | undefined): string | null {
  const status = notApprovedStatus(requestStatus);
  return status ? APPROVAL_STATUS_LABELS[status] : null;
}

/**
 * The code a row of a held batch or job gets when its request ends without approval (server/domain/approvals
 * discardHeldWork): a legal-status row's error, a bulk cancellation plan's code. Never tried, so never a failure.
 */
export const NOT_APPROVED_CODE = 'NotApproved';
