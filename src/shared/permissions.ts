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
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

/**
 * The permissions the fraudManagementPermissions query reports: the spec's six (document 2 §6), then
 * fraud_flags.write, the console's permission for consumer fraud flags and the fraud log, so that the answer alone
 * decides every action of the fraud tab (issue 20; docs/decisions.md).
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

/** A permission gate passes only when every required permission is held (document 1 §6). */
export function hasAllPermissions(held: readonly string[], required: readonly string[]): boolean {
  return required.every((p) => held.includes(p));
}
