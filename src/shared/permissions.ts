// Staff permission names: one list for the server's checks, the staff CLI and the client's permission gates.
export const PERMISSIONS = {
  paymentFraudFlagsRead: 'payment_fraud_flags.read',
  paymentFraudFlagsWrite: 'payment_fraud_flags.write',
  assessmentExclusionsRead: 'assessment_exclusions.read',
  assessmentExclusionsWrite: 'assessment_exclusions.write',
  assessmentReportsRead: 'assessment_reports.read',
  assessmentReportsWrite: 'assessment_reports.write',
  viewPacRecords: 'can_view_pac_records',
  /** Not named by the spec ("a credit-audit permission gates the audit records tab"); see docs/decisions.md. */
  viewCreditAuditRecords: 'can_view_credit_audit_records',
  /** Account actions: disable, legal status, e-mail, phone, admin logs (not named by the spec; docs/decisions.md). */
  consumersWrite: 'consumers.write',
  /** Closing an account, which cannot be undone. */
  consumersClose: 'consumers.close',
  /** Consumer fraud flags (flag, unflag) and the fraud log. */
  fraudFlagsWrite: 'fraud_flags.write',
  /** Reverting installment contracts to a lump sum. */
  contractsWrite: 'contracts.write',
  /** Starting a bulk legal-status update (a batch). */
  legalStatusBatchesWrite: 'legal_status_batches.write',
  /** Bulk installment cancellation. */
  installmentPlansBulkCancel: 'installment_plans.bulk_cancel',
  /** Deactivating merchants' monthly invoice report buttons (report setting). */
  merchantInvoicesWrite: 'merchant_invoices.write',
  /** Card tokens (void, restore, delete), physical cards (returned) and card eligibility exceptions. */
  cardsWrite: 'cards.write',
  /** Sending an SMS to a consumer. */
  smsSend: 'sms.send',
  /** Opening the consumer-facing site as the consumer (impersonation). */
  consumersImpersonate: 'consumers.impersonate',
  /** Approving or rejecting another staff member's held change (four eyes; the change's own permission too). */
  approvalsDecide: 'approvals.decide',
  /** Staff administration: accounts, roles, permissions, locks, and proposing approvals-policy changes. */
  staffAdmin: 'staff.admin',
  /** Reading the audit trail (/audit, a consumer's staff actions) and running the chain check from the console. */
  auditLogRead: 'audit_log.read',
  /**
   * A consumer's contact data whole on the case pages (consumer, account, payment); without it they show it masked
   * as lists do, and 表示 reveals it once with a reason (revealConsumerPii).
   */
  consumersPiiRead: 'consumers.pii.read',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

/** Each permission's name in Japanese, for pages that list permissions (the code is shown beside it). */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  'payment_fraud_flags.read': '支払いの不正フラグの閲覧',
  'payment_fraud_flags.write': '支払いの不正フラグの変更',
  'assessment_exclusions.read': '審査除外の閲覧',
  'assessment_exclusions.write': '審査除外の変更',
  'assessment_reports.read': '審査レポートの閲覧',
  'assessment_reports.write': '審査レポートの変更',
  can_view_pac_records: 'PAC 記録の閲覧',
  can_view_credit_audit_records: '与信監査記録の閲覧',
  'consumers.write': '顧客アカウントの操作',
  'consumers.close': '顧客アカウントの閉鎖',
  'fraud_flags.write': '顧客の不正フラグと不正ログ',
  'contracts.write': '分割払い契約の一括払いへの変更',
  'legal_status_batches.write': '法的ステータスの一括更新',
  'installment_plans.bulk_cancel': '分割払いの一括キャンセル',
  'merchant_invoices.write': '請求書レポートの停止',
  'cards.write': 'カードの操作',
  'sms.send': 'SMS の送信',
  'consumers.impersonate': '顧客としてログイン',
  'approvals.decide': '申請の承認・却下',
  'staff.admin': 'スタッフ管理',
  'audit_log.read': '監査ログの閲覧',
  'consumers.pii.read': '顧客の個人情報（連絡先）の閲覧',
};

/** A permission's Japanese name; a code this console does not know is shown as it is. */
export function permissionLabel(code: string): string {
  return isPermission(code) ? PERMISSION_LABELS[code] : code;
}

/**
 * The permissions the fraudManagementPermissions query reports: the spec's six (document 2 §6), then
 * fraud_flags.write, the console's permission for consumer fraud flags and the fraud log, so that the answer alone
 * decides every action of the fraud tab (docs/decisions.md).
 */
export const FRAUD_MANAGEMENT_PERMISSIONS: readonly Permission[] = [
  PERMISSIONS.assessmentExclusionsRead,
  PERMISSIONS.assessmentExclusionsWrite,
  PERMISSIONS.assessmentReportsRead,
  PERMISSIONS.assessmentReportsWrite,
  PERMISSIONS.paymentFraudFlagsRead,
  PERMISSIONS.paymentFraudFlagsWrite,
  PERMISSIONS.fraudFlagsWrite,
];

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}
