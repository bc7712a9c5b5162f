/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AppleStatus =
  | 'approved'
  | 'awaiting_cic_results'
  | 'awaiting_pac_assessment'
  | 'canceled'
  | 'closed'
  | 'never_started'
  | 'opt_in_declared'
  | 'pac_data_required'
  | 'rejected';

export type ApprovalStatus =
  | 'Approved'
  | 'Expired'
  /** Approved, but the rule refused it when applied. */
  | 'Failed'
  | 'Pending'
  | 'Rejected'
  | 'Withdrawn';

export type AuditVerificationStatus =
  | 'Broken'
  | 'Intact'
  | 'Running';

/**
 * One part of a legal-status batch too large for one request (the /graphql body limit is 128 KiB). Parts are
 * numbered 0 … count-1 and carry consecutive rows: firstRow is the 1-based No. of the part's first row and
 * totalRows the number of rows in the whole batch. The batch starts when every part has arrived; a part sent
 * again is ignored.
 */
export type BatchPart = {
  count: number;
  firstRow: number;
  index: number;
  totalRows: number;
};

/** The spec gives bill statements the same three status values as consumers. */
export type BillStatementStatus =
  | 'Closed'
  | 'Disabled'
  | 'Enabled';

export type BulkCancelStatus =
  | 'Failure'
  | 'NotActive'
  | 'Success';

/** Filters of the bulk cancellation history; blank text means no filter. */
export type BulkCancellationFilter = {
  /** Part of the comment (case-insensitive). */
  comment?: string | null | undefined;
  /** Part of the creator's e-mail (case-insensitive). */
  createdBy?: string | null | undefined;
  /** Started at or after. */
  from?: number | null | undefined;
  /** Started at or before. */
  to?: number | null | undefined;
};

/**
 * Card token status. Labels: active '00: ALL GOOD', frozenByAdmin '99: Card Voided',
 * destroyed '83: Card Destroyed', frozenByConsumer 'G1: Temporary Blocked by consumer'.
 */
export type CardTokenStatus =
  | 'active'
  | 'destroyed'
  | 'frozenByAdmin'
  | 'frozenByConsumer';

export type ChargeKind =
  | 'Extended'
  | 'Regular';

export type ChargeTier =
  | 'Classic'
  | 'Digital'
  | 'Plus';

export type CloseConsumerResult =
  | 'ErrorActiveContracts'
  | 'ErrorBalanceFutureChargesExist'
  | 'ErrorBalanceNotSettled'
  | 'ErrorUncapturedPayments'
  | 'Success';

export type ConsumerHistoryKind =
  | 'Closed'
  /** An installment plan was reverted to a lump sum (one plan, or a bulk cancellation). */
  | 'ContractReverted'
  | 'Created'
  | 'Disabled'
  | 'Enabled'
  | 'Updated';

export type ConsumerPaymentFilter = {
  /**
   * Text from the filter box: a payment whose id, order reference or merchant id equals it, whose merchant name
   * contains it (case-insensitive), or whose amount equals it ("12,000", "¥12000" and "12000円" read as 12000).
   */
  query?: string | null | undefined;
  /** AUTHORIZED, CLOSED or REJECTED. */
  status?: string | null | undefined;
};

export type ConsumerPaymentSort = {
  direction: SortOrder;
  key: ConsumerPaymentSortKey;
};

/** The sort keys of consumerPayments. */
export type ConsumerPaymentSortKey =
  | 'AMOUNT'
  | 'DATE'
  | 'STATUS';

export type ConsumerStatus =
  /** Irreversible. */
  | 'Closed'
  /** Checkout is impossible until the consumer is enabled again. */
  | 'Disabled'
  | 'Enabled';

export type CreateCardEligibilityExceptionResult =
  /** The consumer is already eligible: no exception is needed ('Cannot create new card'). */
  | 'NoNeedToMakeException'
  | 'Success';

export type EkycStatus =
  | 'approved'
  | 'never_applied'
  | 'pending'
  | 'rejected';

/** Whether a new payment fraud flag stops billing (document 2 §4). */
export type ExcludeFromBill =
  /** Stop billing. */
  | 'except_from_bill'
  /** Keep billing (the default). */
  | 'not_except_from_bill';

export type HoukatsuStatus =
  | 'approved'
  | 'approved_for_nlp'
  | 'awaiting_cic_results'
  | 'awaiting_pac_assessment'
  | 'canceled'
  | 'closed'
  | 'never_started'
  | 'not_pep_declared'
  | 'pac_data_required'
  | 'rejected';

/**
 * One row of a report-setting file sent in parts: the month to deactivate and the file's line it came from
 * (as an editor shows it: the header is line 1), so a refusal can name the line.
 */
export type InvoiceDeactivationRow = {
  line: number;
  /** mer_ id, 20 characters in total. */
  merchantId: string | number;
  month: number;
  year: number;
};

/**
 * Legal status of a consumer. Display texts and snake_case forms live in src/shared (one module).
 * Dead and BankruptcyConfirmed are terminal in the consumer area.
 */
export type LegalStatus =
  | 'BankruptcyConfirmed'
  | 'BankruptcyStart'
  | 'CivilRehabilitationConfirmed'
  | 'CivilRehabilitationStart'
  | 'CollectionPending'
  | 'Dead'
  | 'FailureOfReconciliation'
  | 'LawyerInterventionAssigned'
  | 'LawyerInterventionUnassigned'
  | 'Normal'
  | 'Reconciliation';

/**
 * The legal-status history's filters; every one given narrows the list, blank texts count as not given.
 * comment: a part of the comment; batchId: the start of the id; createdBy: the creator's e-mail (all three
 * case-insensitive); createdFrom / createdTo: bounds of createdAt, inclusive.
 */
export type LegalStatusBatchFilter = {
  batchId?: string | null | undefined;
  comment?: string | null | undefined;
  createdBy?: string | null | undefined;
  createdFrom?: number | null | undefined;
  createdTo?: number | null | undefined;
};

export type LegalStatusToUpdate = {
  consumerId: string | number;
  desiredStatus: LegalStatus;
  /**
   * The row's line in the console's file as an editor shows it (the header is line 1), so every screen names the row
   * by the same number. Omitted: the line after the previous row's of the same request, and for a request's first
   * row its position + 1 (a file with the header and no blank lines). The console sends it only where that guess is
   * wrong (after a blank line or a row left out).
   */
  line?: number | null | undefined;
};

export type NlpMigrationState =
  | 'approved'
  | 'awaiting_cic_results'
  | 'awaiting_pac_assessment'
  | 'canceled'
  | 'never_started'
  | 'pac_data_required'
  | 'rejected';

export type OfflineRead = {
  consumerIds: Array<string | number>;
  /** The page that was reopened (ConsumerPage, AccountPage, PaymentPage). */
  kind: string;
  /** When it was read, by the browser's clock. */
  readAt: number;
};

export type PaymentToFlag = {
  merchantId: string | number;
  paymentId: string | number;
};

export type PaypalLinkStatus =
  | 'linked'
  | 'unlinked';

export type PhysicalCardStatus =
  | 'cardSent'
  | 'notApplied'
  | 'others'
  | 'returned';

export type SendSmsResult =
  | 'ConsumerNotFound'
  | 'Error'
  | 'Success';

export type SettlementMethodKind =
  | 'AutoDebit'
  | 'BankTransfer'
  | 'Combini'
  | 'Others'
  | 'VAN';

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** Outcome of a mutation the spec describes only as returning Success or Error. */
export type SuccessOrError =
  | 'Error'
  | 'Success';

export type UpdateEmailResult =
  | 'EmailExists'
  | 'InvalidEmailAddress'
  | 'Success';

export type UpdatePhoneResult =
  | 'InvalidPhoneNumber'
  | 'PhoneExists'
  | 'Success';

export type ConsumerNameAndStatusFieldsFragment = { id: string, status: ConsumerStatus, kanaName: string | null, kanjiName: string | null, legalStatus: LegalStatus, version: number };

export type PlusStatusFieldsFragment = { ekycStatus: EkycStatus, houkatsuStatus: HoukatsuStatus, appleStatus: AppleStatus };

export type RunningBalanceFieldsFragment = { plusOutstandingAmount: string, appleOutstandingAmount: string, overdueAmount: string, uncapturedAmount: string, futurePlusAmount: string };

export type BuyerFieldsFragment = { name1: string | null, name2: string | null, email: string | null, phone: string | null };

export type AccessEntriesQueryVariables = Exact<{
  staffEmail?: string | null | undefined;
  consumerId?: string | number | null | undefined;
  kind?: string | null | undefined;
  from?: number | null | undefined;
  to?: number | null | undefined;
  offset: number;
  limit: number;
}>;


export type AccessEntriesQuery = { accessEntries: { hasMore: boolean, items: Array<{ id: string, at: number, staffEmail: string, kind: string, consumerIds: Array<string>, rowCount: number, reason: string | null, offline: boolean, readAt: number | null }> } };

export type AccessAlertsQueryVariables = Exact<{
  offset: number;
  limit: number;
}>;


export type AccessAlertsQuery = { accessAlerts: Array<{ id: string, at: number, staffEmail: string, rule: string, observed: number, threshold: number }> };

export type AccessAlertCountQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessAlertCountQuery = { accessAlertCount: number };

export type AccessAlertPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessAlertPolicyQuery = { accessAlertPolicy: { distinctConsumersPerHour: number, exportedRowsPerDay: number, updatedAt: number, updatedBy: string | null } };

export type UpdateAccessAlertPolicyMutationVariables = Exact<{
  distinctConsumersPerHour: number;
  exportedRowsPerDay: number;
}>;


export type UpdateAccessAlertPolicyMutation = { updateAccessAlertPolicy: { distinctConsumersPerHour: number, exportedRowsPerDay: number } };

export type SendSmsMutationVariables = Exact<{
  consumerId: string | number;
  smsText: string;
  expectedVersion?: number | null | undefined;
}>;


export type SendSmsMutation = { sendSms: SendSmsResult };

export type CreateImpersonatedLoginSessionMutationVariables = Exact<{
  consumerId: string | number;
  expectedVersion?: number | null | undefined;
}>;


export type CreateImpersonatedLoginSessionMutation = { createImpersonatedLoginSession: { id: string } };

export type AccountPageQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type AccountPageQuery = { consumer: { id: string, status: ConsumerStatus, kanaName: string | null, kanjiName: string | null, legalStatus: LegalStatus, version: number } | null, plusstatus: { ekycStatus: EkycStatus, houkatsuStatus: HoukatsuStatus, appleStatus: AppleStatus } | null, runningBalance: { plusOutstandingAmount: string, appleOutstandingAmount: string, overdueAmount: string, uncapturedAmount: string, futurePlusAmount: string }, billstatementsWithSettlements: Array<{ billStatement: { id: string, consumerId: string, issueDate: number, amount: string | null, unpaidAmount: string | null, lateFeesAmount: string | null, currency: string, dueAt: number | null, paidAt: number | null, status: BillStatementStatus }, autoDebitSettlement: { pullAmount: string, pullStatus: string, resultsProcessedBy: number | null } | null }> };

export type BillStatementQueryVariables = Exact<{
  billStatementId: string | number;
  consumerId: string | number;
}>;


export type BillStatementQuery = { billstatementsWithSettlements: Array<{ combiniSettlement: { combiniPaymentId: string, amount: string, settlementFeeAmount: string, merchantCode: string | null, consumerCode: string | null } | null, billStatement: { id: string, consumerId: string, issueDate: number, amount: string | null, unpaidAmount: string | null, lateFeesAmount: string | null, currency: string, dueAt: number | null, paidAt: number | null, status: BillStatementStatus }, autoDebitSettlement: { pullAmount: string, pullStatus: string, resultsProcessedBy: number | null } | null }>, paidycode: { value: string } | null };

export type ChargesQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type ChargesQuery = { charges: Array<{ id: string, consumerId: string, pushedAt: number | null, amount: string, currency: string, description: string | null, creditLine: string | null, kind: ChargeKind, tier: ChargeTier, source: string | null, metadata: { installmentPlanKind: string | null, installmentPlanChargeKind: string | null, installmentPlanInstallmentNumber: number | null, settlementMethod:
        | { method: SettlementMethodKind }
        | { method: SettlementMethodKind }
        | { method: SettlementMethodKind, storeName: string | null, fee: string | null }
        | { method: SettlementMethodKind }
        | { method: SettlementMethodKind }
       | null } | null }> };

export type MultiPayContractsQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type MultiPayContractsQuery = { multiPayContractsByConsumerId: Array<{ id: string, nameKana: string | null, applicationDatetime: number | null, approvalDatetime: number | null, currentNumberOfInstallments: number | null, currentPrincipal: string | null, currency: string, status: string, test: boolean }> };

export type BillStatementDetailFieldsFragment = { combiniSettlement: { combiniPaymentId: string, amount: string, settlementFeeAmount: string, merchantCode: string | null, consumerCode: string | null } | null, billStatement: { id: string, consumerId: string, issueDate: number, amount: string | null, unpaidAmount: string | null, lateFeesAmount: string | null, currency: string, dueAt: number | null, paidAt: number | null, status: BillStatementStatus }, autoDebitSettlement: { pullAmount: string, pullStatus: string, resultsProcessedBy: number | null } | null };

export type BillStatementRowFieldsFragment = { billStatement: { id: string, consumerId: string, issueDate: number, amount: string | null, unpaidAmount: string | null, lateFeesAmount: string | null, currency: string, dueAt: number | null, paidAt: number | null, status: BillStatementStatus }, autoDebitSettlement: { pullAmount: string, pullStatus: string, resultsProcessedBy: number | null } | null };

export type ChargeRowFieldsFragment = { id: string, consumerId: string, pushedAt: number | null, amount: string, currency: string, description: string | null, creditLine: string | null, kind: ChargeKind, tier: ChargeTier, source: string | null, metadata: { installmentPlanKind: string | null, installmentPlanChargeKind: string | null, installmentPlanInstallmentNumber: number | null, settlementMethod:
      | { method: SettlementMethodKind }
      | { method: SettlementMethodKind }
      | { method: SettlementMethodKind, storeName: string | null, fee: string | null }
      | { method: SettlementMethodKind }
      | { method: SettlementMethodKind }
     | null } | null };

export type MultiPayContractRowFieldsFragment = { id: string, nameKana: string | null, applicationDatetime: number | null, approvalDatetime: number | null, currentNumberOfInstallments: number | null, currentPrincipal: string | null, currency: string, status: string, test: boolean };

export type ApprovalRequestRowFieldsFragment = { id: string, status: ApprovalStatus, operation: string, targetId: string | null, targetType: string, createdAt: number, decidedAt: number | null, expiresAt: number, maker: { id: string, email: string }, decidedBy: { id: string, email: string } | null, extent: { rows: number, merchants: number | null, months: number | null } };

export type ApprovalRequestDetailFieldsFragment = { comment: string | null, reason: string | null, outcome: string | null, arguments: string, decisionBlockedReason: string | null, id: string, status: ApprovalStatus, operation: string, targetId: string | null, targetType: string, createdAt: number, decidedAt: number | null, expiresAt: number, changesSince: Array<{ version: number, operation: string, staffEmail: string, approverEmail: string | null, at: number, fields: Array<{ field: string, old: string | null, new: string | null }> }>, preview: { rowCount: number, currentValue: string | null, newValue: string | null, failingCount: number, cancellablePlans: number | null, amount: string | null, lines: Array<string>, makerComment: string | null, fileName: string | null, merchantCount: number | null, monthCount: number | null, irreversibleCount: number, statusCounts: Array<{ status: string, count: number }>, firstRows: Array<{ position: number, id: string, value: string, problem: string | null }>, failingRows: Array<{ position: number, id: string, value: string, problem: string | null }>, merchants: Array<{ merchantId: string, name: string | null, months: Array<string>, alreadyDeactivated: Array<string> }>, irreversibleRows: Array<{ position: number, consumerId: string, name: string | null, currentStatus: string | null, newStatus: string }>, plans: Array<{ position: number, planId: string, consumerId: string | null, consumerName: string | null, amount: string | null, status: string | null }>, staffChange: { memberEmail: string | null, newMember: boolean, roles: Array<string>, gained: Array<string>, removed: Array<string>, holders: Array<string>, rolesChangedSinceRequest: boolean } | null, applied: { finished: boolean, changed: number, unchanged: number, pending: number, refused: Array<{ reason: string, count: number }> } | null }, maker: { id: string, email: string }, decidedBy: { id: string, email: string } | null, extent: { rows: number, merchants: number | null, months: number | null } };

export type ApprovalRequestsQueryVariables = Exact<{
  status?: ApprovalStatus | null | undefined;
  decided?: boolean | null | undefined;
  offset: number;
  limit: number;
}>;


export type ApprovalRequestsQuery = { approvalRequests: Array<{ id: string, status: ApprovalStatus, operation: string, targetId: string | null, targetType: string, createdAt: number, decidedAt: number | null, expiresAt: number, maker: { id: string, email: string }, decidedBy: { id: string, email: string } | null, extent: { rows: number, merchants: number | null, months: number | null } }> };

export type ApprovalRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type ApprovalRequestQuery = { approvalRequest: { comment: string | null, reason: string | null, outcome: string | null, arguments: string, decisionBlockedReason: string | null, id: string, status: ApprovalStatus, operation: string, targetId: string | null, targetType: string, createdAt: number, decidedAt: number | null, expiresAt: number, changesSince: Array<{ version: number, operation: string, staffEmail: string, approverEmail: string | null, at: number, fields: Array<{ field: string, old: string | null, new: string | null }> }>, preview: { rowCount: number, currentValue: string | null, newValue: string | null, failingCount: number, cancellablePlans: number | null, amount: string | null, lines: Array<string>, makerComment: string | null, fileName: string | null, merchantCount: number | null, monthCount: number | null, irreversibleCount: number, statusCounts: Array<{ status: string, count: number }>, firstRows: Array<{ position: number, id: string, value: string, problem: string | null }>, failingRows: Array<{ position: number, id: string, value: string, problem: string | null }>, merchants: Array<{ merchantId: string, name: string | null, months: Array<string>, alreadyDeactivated: Array<string> }>, irreversibleRows: Array<{ position: number, consumerId: string, name: string | null, currentStatus: string | null, newStatus: string }>, plans: Array<{ position: number, planId: string, consumerId: string | null, consumerName: string | null, amount: string | null, status: string | null }>, staffChange: { memberEmail: string | null, newMember: boolean, roles: Array<string>, gained: Array<string>, removed: Array<string>, holders: Array<string>, rolesChangedSinceRequest: boolean } | null, applied: { finished: boolean, changed: number, unchanged: number, pending: number, refused: Array<{ reason: string, count: number }> } | null }, maker: { id: string, email: string }, decidedBy: { id: string, email: string } | null, extent: { rows: number, merchants: number | null, months: number | null } } | null };

export type PendingApprovalCountQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingApprovalCountQuery = { pendingApprovalCount: number };

export type ApprovalPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalPoliciesQuery = { approvalPolicies: Array<{ key: string, enabled: boolean, rowThreshold: number | null, finalStatuses: boolean, updatedAt: number, updatedBy: string | null }> };

export type ApproveRequestMutationVariables = Exact<{
  id: string | number;
  comment?: string | null | undefined;
}>;


export type ApproveRequestMutation = { approveRequest: { comment: string | null, reason: string | null, outcome: string | null, arguments: string, decisionBlockedReason: string | null, id: string, status: ApprovalStatus, operation: string, targetId: string | null, targetType: string, createdAt: number, decidedAt: number | null, expiresAt: number, changesSince: Array<{ version: number, operation: string, staffEmail: string, approverEmail: string | null, at: number, fields: Array<{ field: string, old: string | null, new: string | null }> }>, preview: { rowCount: number, currentValue: string | null, newValue: string | null, failingCount: number, cancellablePlans: number | null, amount: string | null, lines: Array<string>, makerComment: string | null, fileName: string | null, merchantCount: number | null, monthCount: number | null, irreversibleCount: number, statusCounts: Array<{ status: string, count: number }>, firstRows: Array<{ position: number, id: string, value: string, problem: string | null }>, failingRows: Array<{ position: number, id: string, value: string, problem: string | null }>, merchants: Array<{ merchantId: string, name: string | null, months: Array<string>, alreadyDeactivated: Array<string> }>, irreversibleRows: Array<{ position: number, consumerId: string, name: string | null, currentStatus: string | null, newStatus: string }>, plans: Array<{ position: number, planId: string, consumerId: string | null, consumerName: string | null, amount: string | null, status: string | null }>, staffChange: { memberEmail: string | null, newMember: boolean, roles: Array<string>, gained: Array<string>, removed: Array<string>, holders: Array<string>, rolesChangedSinceRequest: boolean } | null, applied: { finished: boolean, changed: number, unchanged: number, pending: number, refused: Array<{ reason: string, count: number }> } | null }, maker: { id: string, email: string }, decidedBy: { id: string, email: string } | null, extent: { rows: number, merchants: number | null, months: number | null } } };

export type RejectRequestMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RejectRequestMutation = { rejectRequest: { comment: string | null, reason: string | null, outcome: string | null, arguments: string, decisionBlockedReason: string | null, id: string, status: ApprovalStatus, operation: string, targetId: string | null, targetType: string, createdAt: number, decidedAt: number | null, expiresAt: number, changesSince: Array<{ version: number, operation: string, staffEmail: string, approverEmail: string | null, at: number, fields: Array<{ field: string, old: string | null, new: string | null }> }>, preview: { rowCount: number, currentValue: string | null, newValue: string | null, failingCount: number, cancellablePlans: number | null, amount: string | null, lines: Array<string>, makerComment: string | null, fileName: string | null, merchantCount: number | null, monthCount: number | null, irreversibleCount: number, statusCounts: Array<{ status: string, count: number }>, firstRows: Array<{ position: number, id: string, value: string, problem: string | null }>, failingRows: Array<{ position: number, id: string, value: string, problem: string | null }>, merchants: Array<{ merchantId: string, name: string | null, months: Array<string>, alreadyDeactivated: Array<string> }>, irreversibleRows: Array<{ position: number, consumerId: string, name: string | null, currentStatus: string | null, newStatus: string }>, plans: Array<{ position: number, planId: string, consumerId: string | null, consumerName: string | null, amount: string | null, status: string | null }>, staffChange: { memberEmail: string | null, newMember: boolean, roles: Array<string>, gained: Array<string>, removed: Array<string>, holders: Array<string>, rolesChangedSinceRequest: boolean } | null, applied: { finished: boolean, changed: number, unchanged: number, pending: number, refused: Array<{ reason: string, count: number }> } | null }, maker: { id: string, email: string }, decidedBy: { id: string, email: string } | null, extent: { rows: number, merchants: number | null, months: number | null } } };

export type WithdrawRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawRequestMutation = { withdrawRequest: { comment: string | null, reason: string | null, outcome: string | null, arguments: string, decisionBlockedReason: string | null, id: string, status: ApprovalStatus, operation: string, targetId: string | null, targetType: string, createdAt: number, decidedAt: number | null, expiresAt: number, changesSince: Array<{ version: number, operation: string, staffEmail: string, approverEmail: string | null, at: number, fields: Array<{ field: string, old: string | null, new: string | null }> }>, preview: { rowCount: number, currentValue: string | null, newValue: string | null, failingCount: number, cancellablePlans: number | null, amount: string | null, lines: Array<string>, makerComment: string | null, fileName: string | null, merchantCount: number | null, monthCount: number | null, irreversibleCount: number, statusCounts: Array<{ status: string, count: number }>, firstRows: Array<{ position: number, id: string, value: string, problem: string | null }>, failingRows: Array<{ position: number, id: string, value: string, problem: string | null }>, merchants: Array<{ merchantId: string, name: string | null, months: Array<string>, alreadyDeactivated: Array<string> }>, irreversibleRows: Array<{ position: number, consumerId: string, name: string | null, currentStatus: string | null, newStatus: string }>, plans: Array<{ position: number, planId: string, consumerId: string | null, consumerName: string | null, amount: string | null, status: string | null }>, staffChange: { memberEmail: string | null, newMember: boolean, roles: Array<string>, gained: Array<string>, removed: Array<string>, holders: Array<string>, rolesChangedSinceRequest: boolean } | null, applied: { finished: boolean, changed: number, unchanged: number, pending: number, refused: Array<{ reason: string, count: number }> } | null }, maker: { id: string, email: string }, decidedBy: { id: string, email: string } | null, extent: { rows: number, merchants: number | null, months: number | null } } };

export type UpdateApprovalPolicyMutationVariables = Exact<{
  key: string;
  enabled: boolean;
  rowThreshold?: number | null | undefined;
  finalStatuses: boolean;
}>;


export type UpdateApprovalPolicyMutation = { updateApprovalPolicy: { key: string } };

export type SecurityPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityPolicyQuery = { securityPolicy: { passkeyRequiredRoles: Array<string>, ssoRequiredRoles: Array<string>, updatedAt: number, updatedBy: string | null } };

export type SecurityPolicyRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityPolicyRolesQuery = { staffRoles: Array<{ name: string }> };

export type UpdateSecurityPolicyMutationVariables = Exact<{
  passkeyRequiredRoles: Array<string> | string;
  ssoRequiredRoles: Array<string> | string;
}>;


export type UpdateSecurityPolicyMutation = { updateSecurityPolicy: { passkeyRequiredRoles: Array<string>, ssoRequiredRoles: Array<string> } };

export type AuditEntriesQueryVariables = Exact<{
  staffEmail?: string | null | undefined;
  operation?: string | null | undefined;
  targetId?: string | number | null | undefined;
  outcome?: string | null | undefined;
  from?: number | null | undefined;
  to?: number | null | undefined;
  offset: number;
  limit: number;
}>;


export type AuditEntriesQuery = { auditEntries: { hasMore: boolean, items: Array<{ sequence: string, at: number, staffEmail: string, operation: string, targetType: string | null, targetId: string | null, outcome: string, approverEmail: string | null, ip: string | null, detail: string | null }> } };

export type AuditEntryFieldsFragment = { sequence: string, at: number, staffEmail: string, operation: string, targetType: string | null, targetId: string | null, outcome: string, approverEmail: string | null, ip: string | null, detail: string | null };

export type AuditOperationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditOperationsQuery = { auditOperations: Array<string> };

export type AuditVerificationFieldsFragment = { id: string, status: AuditVerificationStatus, requestedBy: string, requestedAt: number, completedAt: number | null, throughSequence: string, checkedRows: number, headHash: string | null, brokenSequence: string | null, brokenRowId: string | null, problem: string | null };

export type AuditChainStateQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditChainStateQuery = { auditChainState: { headSequence: string | null, headHash: string | null, headAt: number | null, lastVerification: { id: string, status: AuditVerificationStatus, requestedBy: string, requestedAt: number, completedAt: number | null, throughSequence: string, checkedRows: number, headHash: string | null, brokenSequence: string | null, brokenRowId: string | null, problem: string | null } | null, running: { id: string, status: AuditVerificationStatus, requestedBy: string, requestedAt: number, completedAt: number | null, throughSequence: string, checkedRows: number, headHash: string | null, brokenSequence: string | null, brokenRowId: string | null, problem: string | null } | null } };

export type VerifyAuditChainMutationVariables = Exact<{ [key: string]: never; }>;


export type VerifyAuditChainMutation = { verifyAuditChain: { id: string, status: AuditVerificationStatus, requestedBy: string, requestedAt: number, completedAt: number | null, throughSequence: string, checkedRows: number, headHash: string | null, brokenSequence: string | null, brokenRowId: string | null, problem: string | null } };

export type CombiniPaymentPageQueryVariables = Exact<{
  combiniPaymentId: string | number;
}>;


export type CombiniPaymentPageQuery = { combinipayment: { id: string, status: string, orderRef: string | null, amount: string, settlementFeeAmount: string | null, merchantName: string | null, createdAt: number, updatedAt: number | null, expiresAt: number | null, test: boolean, buyer: { name1: string | null, name2: string | null, email: string | null, phone: string | null } | null, provider: { providerName: string | null, providerRef: string | null, consumerCode: string | null, merchantCode: string | null } | null } | null };

export type ConsumerPendingApprovalsQueryVariables = Exact<{
  targetId: string | number;
}>;


export type ConsumerPendingApprovalsQuery = { pendingApprovals: Array<{ id: string, operation: string, targetType: string, targetId: string | null, createdAt: number, maker: { email: string } }> };

export type CloseConsumerMutationVariables = Exact<{
  id: string | number;
  expectedVersion?: number | null | undefined;
}>;


export type CloseConsumerMutation = { closeConsumer: CloseConsumerResult };

export type DisableConsumerMutationVariables = Exact<{
  id: string | number;
  expectedVersion?: number | null | undefined;
}>;


export type DisableConsumerMutation = { disableConsumer: { id: string, status: ConsumerStatus } };

export type UpdateConsumerLegalStatusMutationVariables = Exact<{
  id: string | number;
  legalStatus: LegalStatus;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateConsumerLegalStatusMutation = { updateConsumerLegalStatus: { id: string, status: ConsumerStatus, legalStatus: LegalStatus } };

export type UpdateConsumerEmailMutationVariables = Exact<{
  id: string | number;
  email: string;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateConsumerEmailMutation = { updateConsumerEmail: UpdateEmailResult };

export type UpdateConsumerPhoneMutationVariables = Exact<{
  id: string | number;
  phone: string;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateConsumerPhoneMutation = { updateConsumerPhone: UpdatePhoneResult };

export type CreateAdminLogV2MutationVariables = Exact<{
  consumerId: string | number;
  message: string;
  expectedVersion?: number | null | undefined;
}>;


export type CreateAdminLogV2Mutation = { createAdminLogV2: { message: string, creator: string, createdAt: number } };

export type CancelContractMutationVariables = Exact<{
  installmentPlanId: string | number;
  expectedVersion?: number | null | undefined;
}>;


export type CancelContractMutation = { cancelContract: SuccessOrError };

export type ConsumerPageQueryVariables = Exact<{
  consumerId: string | number;
  withExclusions: boolean;
  paymentsPage: number;
}>;


export type ConsumerPageQuery = { consumer: { dateOfBirth: string | null, email: string | null, phone: string | null, createdAt: number, closedAt: number | null, closedBy: string | null, linkToMixPanel: string | null, id: string, status: ConsumerStatus, kanaName: string | null, kanjiName: string | null, legalStatus: LegalStatus, version: number, address: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null } | null, plusConsumerData: { appleLineOfCreditLimit: string | null, approvedAt: number | null, pacData: { annualIncome: string | null, dependents: number | null, rentOrMortgage: string | null } | null, spendLimit: { max: string | null, selected: string | null } | null, eKycConsumerData: { firstNameKanji: string | null, lastNameKanji: string | null, firstNameKana: string | null, lastNameKana: string | null, birthDate: string | null, occupation: string | null, applicationReason: string | null, appliedAt: number | null, examinedAt: number | null, updatedAt: number | null, address: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null, metadata: { liquidApplicationId: string | null } | null } | null, plusConsumerDetails: { nameKanji: string | null, nameKana: string | null, address: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null } | null } | null, plusstatus: { ekycStatus: EkycStatus, houkatsuStatus: HoukatsuStatus, appleStatus: AppleStatus } | null, consumerPayments: { endCursor: string | null, hasMore: boolean, totalCount: number, payments: Array<{ id: string, consumerName: string | null, amount: string | null, capturedAmount: string, refundedAmount: string, merchantId: string | null, merchantName: string | null, status: string, tags: Array<string>, createdAt: number, test: boolean, captures: Array<{ id: string, amount: string, createdAt: number }>, shippingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null, billingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null }> }, activeFraudFlagsByConsumerId: Array<{ id: string, consumerId: string, flaggedBy: string, flaggedAt: number, flaggedFor: { id: string, reason: string } }>, assessmentExclusionsByConsumerId?: Array<{ id: string, consumerId: string, assessmentKind: string, excludedBy: string, excludedAt: number }> };

export type ConsumerPaymentsQueryVariables = Exact<{
  consumerId: string | number;
  first: number;
  after?: string | null | undefined;
  filter?: ConsumerPaymentFilter | null | undefined;
  sort?: ConsumerPaymentSort | null | undefined;
}>;


export type ConsumerPaymentsQuery = { consumerPayments: { endCursor: string | null, hasMore: boolean, totalCount: number, payments: Array<{ id: string, consumerName: string | null, amount: string | null, capturedAmount: string, refundedAmount: string, merchantId: string | null, merchantName: string | null, status: string, tags: Array<string>, createdAt: number, test: boolean, captures: Array<{ id: string, amount: string, createdAt: number }>, shippingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null, billingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null }> } };

export type LimitAndUsageQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type LimitAndUsageQuery = { runningBalance: { plusOutstandingAmount: string, appleOutstandingAmount: string, overdueAmount: string, uncapturedAmount: string, futurePlusAmount: string } };

export type ContractsQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type ContractsQuery = { contractsByConsumerId: { threePay: Array<{ id: string, dateConverted: number | null, paymentId: string, merchantName: string | null, status: string, totalCaptureAmount: string, outstandingAmount: string, refundAmount: string }>, sixPay: Array<{ id: string, dateConverted: number | null, paymentId: string, merchantName: string | null, status: string, totalCaptureAmount: string, outstandingAmount: string, refundAmount: string }>, twelvePay: Array<{ id: string, dateConverted: number | null, paymentId: string, merchantName: string | null, status: string, totalCaptureAmount: string, outstandingAmount: string, refundAmount: string }>, apple: Array<{ id: string, dateConverted: number | null, paymentId: string, merchantName: string | null, status: string, totalCaptureAmount: string, outstandingAmount: string, refundAmount: string }> } };

export type HoukatsuTabQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type HoukatsuTabQuery = { nlpMigrationStatus: { consumerId: string, status: NlpMigrationState, updatedAt: number | null } | null, nlpReport: { consumerId: string, computationCycle: string, nmdLimit: string | null, nextMonthDue: string | null, multiplier: string | null, treLimit: string | null, tre: string | null, availableAmount: string | null, currentMonthlyPower: string | null, unconfirmedPayments: string | null, closedBillsAmount: string | null, changeInMonthlyPower: Array<{ cycle: string, nextMonthDue: string | null, unconfirmedPaymentsAndUnconfirmedFutureExposures: string | null, predictiveMonthlyPower: string | null, remainingBalanceOfAvailableAmount: string | null }>, syntheticMonthlyPower: { plus: Array<{ name: string, amount: string }> } | null } | null };

export type PlusTabQueryVariables = Exact<{
  consumerId: string | number;
  withPac: boolean;
}>;


export type PlusTabQuery = { plusStatus: { ekycStatus: EkycStatus, houkatsuStatus: HoukatsuStatus, appleStatus: AppleStatus } | null, selfCancellationStatus: { featureEnabled: boolean, enabled: boolean, remainingCancellations: number | null, expireAt: number | null }, plusApplicationDates: { ekycAppliedAt: number | null, ekycApprovedAt: number | null, houkatsuAppliedAt: number | null, houkatsuApprovedAt: number | null, reviewConfirmedAt: number | null } | null, gpsTokens: Array<{ token: string, status: CardTokenStatus, createdAt: number, idemiaId: string | null, physicalCardStatus: PhysicalCardStatus | null, physicalCardUpdatedAt: number | null, physicalCardEvents: Array<{ physicalCardStatus: PhysicalCardStatus, physicalCardUpdatedAt: number }> }>, cardEligibility: { isEligible: boolean }, paypalLinks: Array<{ status: PaypalLinkStatus, gpsToken: string | null, linkEvents: Array<{ status: PaypalLinkStatus, time: number }> }>, pacAuditDataSummary?: Array<{ completedAt: number, contractType: string | null, reason: string | null, creditLimitPP: string | null, creditLimitPPFA: string | null }> };

export type PacAuditRecordsQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type PacAuditRecordsQuery = { pacAuditDataDetailed: Array<{ completedAt: number, contractType: string | null, reason: string | null, creditLimitPP: string | null, creditLimitPPFA: string | null, maxPACLimit: string | null, paidyDebtTriggering: string | null, paidyDebtCalculation: string | null, cicAnnualInvoicedAmountAtPaidy: string | null, hasUnpaidBillsForPreviousMonth: boolean | null, cicDebt: string | null, totalCicAnnualInvoicedAmount: string | null, hasCicDelinquentContract: boolean | null, hasUnpaidBillForPreviousMonth: boolean | null, hasUnpaidBillInPaidy: boolean | null, annualIncome: string | null, dependency: number | null, rentOrMortgage: string | null, costOfLiving: string | null }> };

export type AdminLogsQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type AdminLogsQuery = { adminLogs: Array<{ message: string, creator: string, createdAt: number }> };

export type ConsumerMessagesQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type ConsumerMessagesQuery = { consumerMessages: Array<{ subject: string | null, message: string | null, createdAt: number, kind: string, dispatched: boolean }> };

export type ConsumerHistoryQueryVariables = Exact<{
  consumerId: string | number;
  from: number;
  to: number;
}>;


export type ConsumerHistoryQuery = { consumerHistory: Array<
    | { __typename: 'ConsumerClosedRecord', kind: ConsumerHistoryKind, timestamp: number, reason: string | null, agent: string | null, approvedBy: string | null }
    | { __typename: 'ConsumerContractRevertedRecord', kind: ConsumerHistoryKind, timestamp: number, agent: string | null, approvedBy: string | null, reason: string | null, installmentPlanId: string | null, amount: string | null }
    | { __typename: 'ConsumerCreatedRecord', kind: ConsumerHistoryKind, timestamp: number, email: string | null, phone: string | null, name1: string | null, name2: string | null, dateOfBirth: string | null, source: string | null, address: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null }
    | { __typename: 'ConsumerDisabledRecord', kind: ConsumerHistoryKind, timestamp: number, reason: string | null, agent: string | null, approvedBy: string | null }
    | { __typename: 'ConsumerEnabledRecord', kind: ConsumerHistoryKind, timestamp: number, reason: string | null, agent: string | null, approvedBy: string | null }
    | { __typename: 'ConsumerUpdatedRecord', kind: ConsumerHistoryKind, timestamp: number, agent: string | null, approvedBy: string | null, email: string | null, phone: string | null, name1: string | null, name2: string | null, dateOfBirth: string | null, legalStatus: LegalStatus | null, address: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null, emailVerificationInfo: { verified: boolean, verifiedAt: number | null } | null }
  > };

export type VanQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type VanQuery = { van: { bankName: string, branchName: string, branchCode: string, accountName: string, accountType: string, accountNumber: string, vanKey: string } | null };

export type UpdateGpsTokenStatusMutationVariables = Exact<{
  consumerId: string | number;
  token: string;
  status: CardTokenStatus;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateGpsTokenStatusMutation = { updateGpsTokenStatus: { token: string, status: CardTokenStatus } };

export type MarkPhysicalCardReturnedMutationVariables = Exact<{
  consumerId: string | number;
  token: string;
  expectedVersion?: number | null | undefined;
}>;


export type MarkPhysicalCardReturnedMutation = { updatePhysicalCardStatus: { token: string, physicalCardStatus: PhysicalCardStatus | null, physicalCardUpdatedAt: number | null } };

export type CreateCardEligibilityExceptionMutationVariables = Exact<{
  consumerId: string | number;
  expectedVersion?: number | null | undefined;
}>;


export type CreateCardEligibilityExceptionMutation = { createCardEligibilityException: CreateCardEligibilityExceptionResult };

export type EnableSelfCancellationMutationVariables = Exact<{
  consumerId: string | number;
  cancellationsLimit: number;
  expireAt: number;
  expectedVersion?: number | null | undefined;
}>;


export type EnableSelfCancellationMutation = { enableSelfCancellation: { featureEnabled: boolean, enabled: boolean, remainingCancellations: number | null, expireAt: number | null } };

export type ResetConsumerStatusMutationVariables = Exact<{
  consumerId: string | number;
  expectedVersion?: number | null | undefined;
}>;


export type ResetConsumerStatusMutation = { resetConsumerStatus: SuccessOrError };

export type AssignVanMutationVariables = Exact<{
  consumerId: string | number;
  expectedVersion?: number | null | undefined;
}>;


export type AssignVanMutation = { assignVan: { bankName: string, branchName: string, branchCode: string, accountName: string, accountType: string, accountNumber: string, vanKey: string } };

export type RevealConsumerPiiMutationVariables = Exact<{
  consumerId: string | number;
  reason: string;
}>;


export type RevealConsumerPiiMutation = { revealConsumerPii: { consumerId: string, email: string | null, phone: string | null, dateOfBirth: string | null, address: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null } };

type ConsumerHistoryRecordFields_ConsumerClosedRecord_Fragment = { __typename: 'ConsumerClosedRecord', kind: ConsumerHistoryKind, timestamp: number, reason: string | null, agent: string | null, approvedBy: string | null };

type ConsumerHistoryRecordFields_ConsumerContractRevertedRecord_Fragment = { __typename: 'ConsumerContractRevertedRecord', kind: ConsumerHistoryKind, timestamp: number, agent: string | null, approvedBy: string | null, reason: string | null, installmentPlanId: string | null, amount: string | null };

type ConsumerHistoryRecordFields_ConsumerCreatedRecord_Fragment = { __typename: 'ConsumerCreatedRecord', kind: ConsumerHistoryKind, timestamp: number, email: string | null, phone: string | null, name1: string | null, name2: string | null, dateOfBirth: string | null, source: string | null, address: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null };

type ConsumerHistoryRecordFields_ConsumerDisabledRecord_Fragment = { __typename: 'ConsumerDisabledRecord', kind: ConsumerHistoryKind, timestamp: number, reason: string | null, agent: string | null, approvedBy: string | null };

type ConsumerHistoryRecordFields_ConsumerEnabledRecord_Fragment = { __typename: 'ConsumerEnabledRecord', kind: ConsumerHistoryKind, timestamp: number, reason: string | null, agent: string | null, approvedBy: string | null };

type ConsumerHistoryRecordFields_ConsumerUpdatedRecord_Fragment = { __typename: 'ConsumerUpdatedRecord', kind: ConsumerHistoryKind, timestamp: number, agent: string | null, approvedBy: string | null, email: string | null, phone: string | null, name1: string | null, name2: string | null, dateOfBirth: string | null, legalStatus: LegalStatus | null, address: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null, emailVerificationInfo: { verified: boolean, verifiedAt: number | null } | null };

export type ConsumerHistoryRecordFieldsFragment =
  | ConsumerHistoryRecordFields_ConsumerClosedRecord_Fragment
  | ConsumerHistoryRecordFields_ConsumerContractRevertedRecord_Fragment
  | ConsumerHistoryRecordFields_ConsumerCreatedRecord_Fragment
  | ConsumerHistoryRecordFields_ConsumerDisabledRecord_Fragment
  | ConsumerHistoryRecordFields_ConsumerEnabledRecord_Fragment
  | ConsumerHistoryRecordFields_ConsumerUpdatedRecord_Fragment
;

export type NlpMigrationStatusFieldsFragment = { consumerId: string, status: NlpMigrationState, updatedAt: number | null };

export type NlpReportFieldsFragment = { consumerId: string, computationCycle: string, nmdLimit: string | null, nextMonthDue: string | null, multiplier: string | null, treLimit: string | null, tre: string | null, availableAmount: string | null, currentMonthlyPower: string | null, unconfirmedPayments: string | null, closedBillsAmount: string | null, changeInMonthlyPower: Array<{ cycle: string, nextMonthDue: string | null, unconfirmedPaymentsAndUnconfirmedFutureExposures: string | null, predictiveMonthlyPower: string | null, remainingBalanceOfAvailableAmount: string | null }>, syntheticMonthlyPower: { plus: Array<{ name: string, amount: string }> } | null };

export type AdminLogRowFieldsFragment = { message: string, creator: string, createdAt: number };

export type ConsumerMessageRowFieldsFragment = { subject: string | null, message: string | null, createdAt: number, kind: string, dispatched: boolean };

export type PacAuditRecordRowFieldsFragment = { completedAt: number, contractType: string | null, reason: string | null, creditLimitPP: string | null, creditLimitPPFA: string | null, maxPACLimit: string | null, paidyDebtTriggering: string | null, paidyDebtCalculation: string | null, cicAnnualInvoicedAmountAtPaidy: string | null, hasUnpaidBillsForPreviousMonth: boolean | null, cicDebt: string | null, totalCicAnnualInvoicedAmount: string | null, hasCicDelinquentContract: boolean | null, hasUnpaidBillForPreviousMonth: boolean | null, hasUnpaidBillInPaidy: boolean | null, annualIncome: string | null, dependency: number | null, rentOrMortgage: string | null, costOfLiving: string | null };

export type ConsumerPaymentRowFieldsFragment = { id: string, consumerName: string | null, amount: string | null, capturedAmount: string, refundedAmount: string, merchantId: string | null, merchantName: string | null, status: string, tags: Array<string>, createdAt: number, test: boolean, captures: Array<{ id: string, amount: string, createdAt: number }>, shippingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null, billingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null };

export type ConsumerPaymentsPageFieldsFragment = { endCursor: string | null, hasMore: boolean, totalCount: number, payments: Array<{ id: string, consumerName: string | null, amount: string | null, capturedAmount: string, refundedAmount: string, merchantId: string | null, merchantName: string | null, status: string, tags: Array<string>, createdAt: number, test: boolean, captures: Array<{ id: string, amount: string, createdAt: number }>, shippingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null, billingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null }> };

export type ContractRowFieldsFragment = { id: string, dateConverted: number | null, paymentId: string, merchantName: string | null, status: string, totalCaptureAmount: string, outstandingAmount: string, refundAmount: string };

export type GpsTokenRowFieldsFragment = { token: string, status: CardTokenStatus, createdAt: number, idemiaId: string | null, physicalCardStatus: PhysicalCardStatus | null, physicalCardUpdatedAt: number | null, physicalCardEvents: Array<{ physicalCardStatus: PhysicalCardStatus, physicalCardUpdatedAt: number }> };

export type PaypalLinkRowFieldsFragment = { status: PaypalLinkStatus, gpsToken: string | null, linkEvents: Array<{ status: PaypalLinkStatus, time: number }> };

export type CreditLimitHistoryRowFieldsFragment = { completedAt: number, contractType: string | null, reason: string | null, creditLimitPP: string | null, creditLimitPPFA: string | null };

export type VanFieldsFragment = { bankName: string, branchName: string, branchCode: string, accountName: string, accountType: string, accountNumber: string, vanKey: string };

export type FraudManagementEventLogsQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type FraudManagementEventLogsQuery = { fraudManagementEventLogs: Array<{ id: string, createdBy: string, createdAt: number, message: string }> };

export type ConsumerPaymentsActiveFraudFlagsQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type ConsumerPaymentsActiveFraudFlagsQuery = { consumerPaymentsActiveFraudFlags: Array<{ paymentId: string, excludeFromBill: boolean, activeFraudFlagIds: Array<string> }> };

export type CreateFraudFlagV2MutationVariables = Exact<{
  consumerId: string | number;
  flaggedFor: string | number;
  expectedVersion?: number | null | undefined;
}>;


export type CreateFraudFlagV2Mutation = { createFraudFlagV2: { id: string } };

export type UnflagConsumerFromFraudFlagMutationVariables = Exact<{
  consumerId: string | number;
  flagId: string | number;
  message: string;
  expectedVersion?: number | null | undefined;
}>;


export type UnflagConsumerFromFraudFlagMutation = { unflagConsumerFromFraudFlag: SuccessOrError };

export type CreateFraudManagementEventLogMutationVariables = Exact<{
  consumerId: string | number;
  message: string;
  expectedVersion?: number | null | undefined;
}>;


export type CreateFraudManagementEventLogMutation = { createFraudManagementEventLog: { id: string } };

export type CreateAssessmentExclusionMutationVariables = Exact<{
  consumerId: string | number;
  assessmentKind: string;
  expectedVersion?: number | null | undefined;
}>;


export type CreateAssessmentExclusionMutation = { createAssessmentExclusion: { id: string } };

export type DeactivateAssessmentExclusionMutationVariables = Exact<{
  consumerId: string | number;
  exclusionId: string | number;
  expectedVersion?: number | null | undefined;
}>;


export type DeactivateAssessmentExclusionMutation = { deactivateAssessmentExclusion: { id: string } };

export type FlagPaymentsForFraudMutationVariables = Exact<{
  consumerId: string | number;
  flaggedFor: string | number;
  excludeFromBill: ExcludeFromBill;
  paymentsToFlag: Array<PaymentToFlag> | PaymentToFlag;
  expectedVersion?: number | null | undefined;
}>;


export type FlagPaymentsForFraudMutation = { flagPaymentsForFraud: Array<{ fraudFlagId: string, paymentId: string }> };

export type UnflagPaymentFraudFlagsMutationVariables = Exact<{
  unflaggedFor: string | number;
  paymentFraudFlagIds: Array<string | number> | string | number;
  expectedVersion?: number | null | undefined;
}>;


export type UnflagPaymentFraudFlagsMutation = { unflagPaymentFraudFlags: Array<string> };

export type FraudPaymentsQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type FraudPaymentsQuery = { paymentsV2: { payments: Array<{ id: string, consumerName: string | null, merchantId: string | null, amount: string | null, capturedAmount: string, refundedAmount: string, status: string, createdAt: number, captures: Array<{ id: string }>, shippingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null, billingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null }>, metadata: { amazonPaymentsLimitReached: boolean, paidyPaymentsLimitReached: boolean } } };

export type FraudManagementPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FraudManagementPermissionsQuery = { fraudManagementPermissions: { permissions: Array<{ value: string }> } };

export type FlaggingReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type FlaggingReasonsQuery = { flaggingReasons: Array<{ id: string, reason: string }> };

export type ExcludableAssessmentsQueryVariables = Exact<{
  consumerId: string | number;
}>;


export type ExcludableAssessmentsQuery = { excludableAssessmentsByConsumerId: Array<string> };

export type PaymentFraudFlaggingReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentFraudFlaggingReasonsQuery = { paymentFraudFlaggingReasons: Array<{ id: string, description: string }> };

export type PaymentFraudUnflaggingReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentFraudUnflaggingReasonsQuery = { paymentFraudUnflaggingReasons: Array<{ id: string, description: string }> };

export type FraudPaymentRowFieldsFragment = { id: string, consumerName: string | null, merchantId: string | null, amount: string | null, capturedAmount: string, refundedAmount: string, status: string, createdAt: number, captures: Array<{ id: string }>, shippingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null, billingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null };

export type ConsumerPaymentFraudFlagsRowFieldsFragment = { paymentId: string, excludeFromBill: boolean, activeFraudFlagIds: Array<string> };

export type ConsumerFraudFlagRowFieldsFragment = { id: string, consumerId: string, flaggedBy: string, flaggedAt: number, flaggedFor: { id: string, reason: string } };

export type AssessmentExclusionRowFieldsFragment = { id: string, consumerId: string, assessmentKind: string, excludedBy: string, excludedAt: number };

export type FraudEventLogRowFieldsFragment = { id: string, createdBy: string, createdAt: number, message: string };

export type InstallmentPlansQueryVariables = Exact<{
  installmentPlanIds: Array<string | number> | string | number;
}>;


export type InstallmentPlansQuery = { installmentPlans: Array<{ id: string, consumerId: string, contractType: string, status: string, outstandingAmount: string }> };

export type BulkCancellationFieldsFragment = { id: string, length: number, done: number, createdBy: string, createdAt: number, completedAt: number | null, approvalRequestId: string | null, awaitingApproval: boolean, approvalStatus: ApprovalStatus | null, comment: string | null, successes: number, notActive: number, failures: number, retry: { attempts: number, reasonCode: string | null, nextRunAt: number | null, deadLetteredAt: number | null } | null, results: Array<{ id: string, status: BulkCancelStatus, code: string | null, title: string | null, description: string | null, planStatus: string | null, outstandingAmount: string | null }> };

export type BulkCancellationSummaryFragment = { id: string, length: number, done: number, createdBy: string, createdAt: number, completedAt: number | null, approvalRequestId: string | null, awaitingApproval: boolean, approvalStatus: ApprovalStatus | null, comment: string | null, successes: number, notActive: number, failures: number };

export type BulkCancellationsQueryVariables = Exact<{
  filter?: BulkCancellationFilter | null | undefined;
  offset: number;
  limit: number;
}>;


export type BulkCancellationsQuery = { bulkCancellations: { total: number, items: Array<{ id: string, length: number, done: number, createdBy: string, createdAt: number, completedAt: number | null, approvalRequestId: string | null, awaitingApproval: boolean, approvalStatus: ApprovalStatus | null, comment: string | null, successes: number, notActive: number, failures: number }> } };

export type StartBulkCancellationMutationVariables = Exact<{
  installmentPlanIds: Array<string | number> | string | number;
  comment?: string | null | undefined;
}>;


export type StartBulkCancellationMutation = { startBulkCancellation: { id: string, length: number, done: number, createdBy: string, createdAt: number, completedAt: number | null, approvalRequestId: string | null, awaitingApproval: boolean, approvalStatus: ApprovalStatus | null, comment: string | null, successes: number, notActive: number, failures: number, retry: { attempts: number, reasonCode: string | null, nextRunAt: number | null, deadLetteredAt: number | null } | null, results: Array<{ id: string, status: BulkCancelStatus, code: string | null, title: string | null, description: string | null, planStatus: string | null, outstandingAmount: string | null }> } };

export type BulkCancellationQueryVariables = Exact<{
  id: string | number;
}>;


export type BulkCancellationQuery = { bulkCancellation: { id: string, length: number, done: number, createdBy: string, createdAt: number, completedAt: number | null, approvalRequestId: string | null, awaitingApproval: boolean, approvalStatus: ApprovalStatus | null, comment: string | null, successes: number, notActive: number, failures: number, retry: { attempts: number, reasonCode: string | null, nextRunAt: number | null, deadLetteredAt: number | null } | null, results: Array<{ id: string, status: BulkCancelStatus, code: string | null, title: string | null, description: string | null, planStatus: string | null, outstandingAmount: string | null }> } | null };

export type ConsumerStatusesQueryVariables = Exact<{
  consumerIds: Array<string | number> | string | number;
}>;


export type ConsumerStatusesQuery = { consumerStatuses: Array<{ id: string, status: ConsumerStatus, legalStatus: LegalStatus }> };

export type StartLegalStatusBatchMutationVariables = Exact<{
  batchId: string | number;
  comment?: string | null | undefined;
  statusesToUpdate: Array<LegalStatusToUpdate> | LegalStatusToUpdate;
  part?: BatchPart | null | undefined;
}>;


export type StartLegalStatusBatchMutation = { legalStatusBatchUpdate: { id: string, comment: string | null, success: boolean | null, completedAt: number | null, error: string | null } };

export type LegalStatusBatchesQueryVariables = Exact<{
  offset: number;
  limit: number;
  filter?: LegalStatusBatchFilter | null | undefined;
}>;


export type LegalStatusBatchesQuery = { legalStatusBatchCount: number, legalStatusBatchUpdates: Array<{ id: string, approvalRequestId: string | null, awaitingApproval: boolean, approvalStatus: ApprovalStatus | null, comment: string | null, length: number, createdBy: string, createdAt: number, successes: number, failures: number, success: boolean | null, completedAt: number | null, error: string | null, retry: { attempts: number, reasonCode: string | null, nextRunAt: number | null, deadLetteredAt: number | null } | null }> };

export type LegalStatusBatchQueryVariables = Exact<{
  batchId: string | number;
}>;


export type LegalStatusBatchQuery = { legalStatusBatchUpdate: { id: string, approvalRequestId: string | null, awaitingApproval: boolean, approvalStatus: ApprovalStatus | null, comment: string | null, length: number, createdBy: string, createdAt: number, successes: number, failures: number, success: boolean | null, completedAt: number | null, error: string | null, retry: { attempts: number, reasonCode: string | null, nextRunAt: number | null, deadLetteredAt: number | null } | null } | null };

export type LegalStatusBatchResultsQueryVariables = Exact<{
  batchId: string | number;
  offset: number;
  limit: number;
}>;


export type LegalStatusBatchResultsQuery = { legalStatusBatchUpdateResults: Array<{ line: number, consumerId: string, desiredStatus: LegalStatus, success: boolean | null, error: string | null }> };

export type LegalStatusBatchFieldsFragment = { id: string, approvalRequestId: string | null, awaitingApproval: boolean, approvalStatus: ApprovalStatus | null, comment: string | null, length: number, createdBy: string, createdAt: number, successes: number, failures: number, success: boolean | null, completedAt: number | null, error: string | null, retry: { attempts: number, reasonCode: string | null, nextRunAt: number | null, deadLetteredAt: number | null } | null };

export type MerchantsQueryVariables = Exact<{
  disabled: boolean;
}>;


export type MerchantsQuery = { merchants: Array<{ id: string, name: string, createdAt: number, disabledAt: number | null, deactivatedMonths: Array<string> }> };

export type InvoiceDeactivationSummaryFieldsFragment = { rows: number, months: number, merchants: number, added: number, alreadyDeactivated: number };

export type InvoiceDeactivationUploadQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceDeactivationUploadQuery = { invoiceDeactivationUpload: { id: string, length: number, totalParts: number, receivedParts: Array<number>, receivedRows: number, appliedAt: number | null, approvalRequestId: string | null, summary: { rows: number, months: number, merchants: number, added: number, alreadyDeactivated: number } | null } | null };

export type StageInvoiceDeactivationsMutationVariables = Exact<{
  uploadId: string | number;
  part: BatchPart;
  rows: Array<InvoiceDeactivationRow> | InvoiceDeactivationRow;
  fileName?: string | null | undefined;
  comment?: string | null | undefined;
}>;


export type StageInvoiceDeactivationsMutation = { stageInvoiceDeactivations: { id: string, receivedRows: number } };

export type DeactivateInvoiceUploadMutationVariables = Exact<{
  uploadId: string | number;
}>;


export type DeactivateInvoiceUploadMutation = { deactivateInvoiceUpload: { rows: number, months: number, merchants: number, added: number, alreadyDeactivated: number } };

export type ActivePaymentFraudFlagsQueryVariables = Exact<{
  paymentId: string | number;
}>;


export type ActivePaymentFraudFlagsQuery = { activePaymentFraudFlags: { paymentId: string, fraudStatus: { excludeFromBill: boolean, activeFlags: Array<{ id: string, flaggedBy: string, flaggedAt: number, excludeFromBill: boolean, flaggedFor: { id: string, description: string } }> } } };

export type PaymentFraudFlagsHistoryQueryVariables = Exact<{
  paymentId: string | number;
}>;


export type PaymentFraudFlagsHistoryQuery = { paymentFraudFlagsHistory: { paymentId: string, fraudFlagEvents: Array<{ id: string, createdAt: number, createdBy: string, message: string }> } };

export type PaymentPageQueryVariables = Exact<{
  paymentId: string | number;
  withAssessments: boolean;
}>;


export type PaymentPageQuery = { paymentMessages: Array<{ subject: string | null, message: string | null, createdAt: number, kind: string, dispatched: boolean }>, payment: { id: string, basketId: string | null, appleOrderNumber: string | null, description: string | null, consumerId: string | null, consumerName: string | null, merchantId: string | null, merchantName: string | null, amount: string | null, currency: string, capturedAmount: string, refundedAmount: string, status: string, tier: string | null, tags: Array<string>, updatedAt: number | null, createdAt: number, expiresAt: number | null, test: boolean, isSpecifiedContinuousServiceMerchant: boolean | null, buyerDataJson: string | null, fraudulent: boolean | null, captures: Array<{ id: string, createdAt: number, amount: string, currency: string }>, refunds: Array<{ id: string, captureId: string | null, createdAt: number, amount: string, currency: string, reason: string | null }>, contractData: { firstName: string | null, lastName: string | null, annualIncome: string | null, dateOfBirth: string | null, gender: string | null, maritalStatus: string | null, householdSize: number | null, mortgage: boolean | null, employer: string | null, residenceType: string | null, contractAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null } | null, buyer: { name1: string | null, name2: string | null, email: string | null, phone: string | null } | null, consumerData: { email: string | null, phone: string | null, name1: string | null, name2: string | null, address: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null } | null, order: { tax: string | null, shipping: string | null, orderRef: string | null, updatedAt: number | null, items: Array<{ id: string | null, title: string | null, description: string | null, unitPrice: string, quantity: number }> } | null, shippingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null, billingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null } | null, paymentAssessmentReportsByPaymentId?: { reports: Array<{ id: string, paymentId: string, kind: string, result: string, reason: string | null, metadataJson: string | null }>, error: { kind: string, description: string | null } | null } };

export type PaymentFraudFlagRowFieldsFragment = { id: string, flaggedBy: string, flaggedAt: number, excludeFromBill: boolean, flaggedFor: { id: string, description: string } };

export type FraudFlagEventRowFieldsFragment = { id: string, createdAt: number, createdBy: string, message: string };

export type SearchQueryVariables = Exact<{
  searchKeyword: string;
}>;


export type SearchQuery = { fuzzySearch: { consumers: Array<{ id: string, kanjiName: string | null, kanaName: string | null, createdAt: number, dateOfBirth: string | null, email: string | null, phone: string | null, status: ConsumerStatus }>, paidyPayments: Array<{ id: string, test: boolean, consumerId: string | null, consumerName: string | null, amount: string | null, createdAt: number, status: string, shippingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null }>, combiniPayments: Array<{ id: string, orderRef: string | null, amount: string, createdAt: number, status: string, test: boolean }>, chargesByProviderRef: Array<{ chargeId: string, consumerId: string, orderReference: string | null, barcodeId: string | null, amount: string, createdAt: number }> } };

export type SearchPaymentRowFieldsFragment = { id: string, test: boolean, consumerId: string | null, consumerName: string | null, amount: string | null, createdAt: number, status: string, shippingAddress: { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null } | null };

export type SearchConsumerRowFieldsFragment = { id: string, kanjiName: string | null, kanaName: string | null, createdAt: number, dateOfBirth: string | null, email: string | null, phone: string | null, status: ConsumerStatus };

export type SearchCombiniPaymentRowFieldsFragment = { id: string, orderRef: string | null, amount: string, createdAt: number, status: string, test: boolean };

export type SearchDuplicateChargeRowFieldsFragment = { chargeId: string, consumerId: string, orderReference: string | null, barcodeId: string | null, amount: string, createdAt: number };

export type MyPasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPasskeysQuery = { myPasskeys: Array<{ id: string, name: string, createdAt: number, lastUsedAt: number | null }> };

export type RenamePasskeyMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenamePasskeyMutation = { renamePasskey: { id: string, name: string } };

export type RemovePasskeyMutationVariables = Exact<{
  id: string | number;
  password: string;
}>;


export type RemovePasskeyMutation = { removePasskey: Array<{ id: string }> };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, device: string, address: string | null, startedAt: number, lastSeenAt: number, current: boolean }> };

export type EndMySessionMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type EndMySessionMutation = { endMySession: Array<{ id: string }> };

export type StaffMemberFieldsFragment = { id: string, email: string, roles: Array<string>, permissions: Array<string>, effectivePermissions: Array<string>, locked: boolean, lockReason: string | null, lastSignInAt: number | null, passwordSet: boolean, passkeyCount: number, pendingRequests: Array<{ requestId: string, operation: string, role: string | null, permission: string | null }> };

export type StaffAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffAdminQuery = { staffMembers: Array<{ id: string, email: string, roles: Array<string>, permissions: Array<string>, effectivePermissions: Array<string>, locked: boolean, lockReason: string | null, lastSignInAt: number | null, passwordSet: boolean, passkeyCount: number, pendingRequests: Array<{ requestId: string, operation: string, role: string | null, permission: string | null }> }>, staffRoles: Array<{ name: string, permissions: Array<string>, holders: number }> };

export type CreateStaffMemberMutationVariables = Exact<{
  email: string;
  roles: Array<string> | string;
}>;


export type CreateStaffMemberMutation = { createStaffMember: { id: string, email: string, roles: Array<string>, permissions: Array<string>, effectivePermissions: Array<string>, locked: boolean, lockReason: string | null, lastSignInAt: number | null, passwordSet: boolean, passkeyCount: number, pendingRequests: Array<{ requestId: string, operation: string, role: string | null, permission: string | null }> } };

export type GrantStaffRoleMutationVariables = Exact<{
  staffId: string | number;
  role: string;
}>;


export type GrantStaffRoleMutation = { grantStaffRole: { id: string, email: string, roles: Array<string>, permissions: Array<string>, effectivePermissions: Array<string>, locked: boolean, lockReason: string | null, lastSignInAt: number | null, passwordSet: boolean, passkeyCount: number, pendingRequests: Array<{ requestId: string, operation: string, role: string | null, permission: string | null }> } };

export type RevokeStaffRoleMutationVariables = Exact<{
  staffId: string | number;
  role: string;
}>;


export type RevokeStaffRoleMutation = { revokeStaffRole: { id: string, email: string, roles: Array<string>, permissions: Array<string>, effectivePermissions: Array<string>, locked: boolean, lockReason: string | null, lastSignInAt: number | null, passwordSet: boolean, passkeyCount: number, pendingRequests: Array<{ requestId: string, operation: string, role: string | null, permission: string | null }> } };

export type GrantStaffPermissionMutationVariables = Exact<{
  staffId: string | number;
  permission: string;
}>;


export type GrantStaffPermissionMutation = { grantStaffPermission: { id: string, email: string, roles: Array<string>, permissions: Array<string>, effectivePermissions: Array<string>, locked: boolean, lockReason: string | null, lastSignInAt: number | null, passwordSet: boolean, passkeyCount: number, pendingRequests: Array<{ requestId: string, operation: string, role: string | null, permission: string | null }> } };

export type RevokeStaffPermissionMutationVariables = Exact<{
  staffId: string | number;
  permission: string;
}>;


export type RevokeStaffPermissionMutation = { revokeStaffPermission: { id: string, email: string, roles: Array<string>, permissions: Array<string>, effectivePermissions: Array<string>, locked: boolean, lockReason: string | null, lastSignInAt: number | null, passwordSet: boolean, passkeyCount: number, pendingRequests: Array<{ requestId: string, operation: string, role: string | null, permission: string | null }> } };

export type LockStaffMemberMutationVariables = Exact<{
  staffId: string | number;
}>;


export type LockStaffMemberMutation = { lockStaffMember: { id: string, email: string, roles: Array<string>, permissions: Array<string>, effectivePermissions: Array<string>, locked: boolean, lockReason: string | null, lastSignInAt: number | null, passwordSet: boolean, passkeyCount: number, pendingRequests: Array<{ requestId: string, operation: string, role: string | null, permission: string | null }> } };

export type UnlockStaffMemberMutationVariables = Exact<{
  staffId: string | number;
}>;


export type UnlockStaffMemberMutation = { unlockStaffMember: { id: string, email: string, roles: Array<string>, permissions: Array<string>, effectivePermissions: Array<string>, locked: boolean, lockReason: string | null, lastSignInAt: number | null, passwordSet: boolean, passkeyCount: number, pendingRequests: Array<{ requestId: string, operation: string, role: string | null, permission: string | null }> } };

export type EndStaffSessionsMutationVariables = Exact<{
  staffId: string | number;
}>;


export type EndStaffSessionsMutation = { endStaffSessions: { id: string, email: string, roles: Array<string>, permissions: Array<string>, effectivePermissions: Array<string>, locked: boolean, lockReason: string | null, lastSignInAt: number | null, passwordSet: boolean, passkeyCount: number, pendingRequests: Array<{ requestId: string, operation: string, role: string | null, permission: string | null }> } };

export type RemoveStaffPasskeysMutationVariables = Exact<{
  staffId: string | number;
}>;


export type RemoveStaffPasskeysMutation = { removeStaffPasskeys: { id: string, email: string, roles: Array<string>, permissions: Array<string>, effectivePermissions: Array<string>, locked: boolean, lockReason: string | null, lastSignInAt: number | null, passwordSet: boolean, passkeyCount: number, pendingRequests: Array<{ requestId: string, operation: string, role: string | null, permission: string | null }> } };

export type ResendSetPasswordLinkMutationVariables = Exact<{
  staffId: string | number;
}>;


export type ResendSetPasswordLinkMutation = { resendSetPasswordLink: { id: string, email: string, roles: Array<string>, permissions: Array<string>, effectivePermissions: Array<string>, locked: boolean, lockReason: string | null, lastSignInAt: number | null, passwordSet: boolean, passkeyCount: number, pendingRequests: Array<{ requestId: string, operation: string, role: string | null, permission: string | null }> } };

export type UpdateStaffRoleMutationVariables = Exact<{
  name: string;
  permissions: Array<string> | string;
}>;


export type UpdateStaffRoleMutation = { updateStaffRole: { name: string, permissions: Array<string>, holders: number } };

export type RecordOfflineReadsMutationVariables = Exact<{
  reads: Array<OfflineRead> | OfflineRead;
}>;


export type RecordOfflineReadsMutation = { recordOfflineReads: number };

export type AddressFieldsFragment = { zip: string | null, state: string | null, city: string | null, line1: string | null, line2: string | null };

export type JobRetryFieldsFragment = { attempts: number, reasonCode: string | null, nextRunAt: number | null, deadLetteredAt: number | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ConsumerNameAndStatusFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsumerNameAndStatusFields on Consumer {
  id
  status
  kanaName
  kanjiName
  legalStatus
  version
}
    `, {"fragmentName":"ConsumerNameAndStatusFields"}) as unknown as TypedDocumentString<ConsumerNameAndStatusFieldsFragment, unknown>;
export const PlusStatusFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlusStatusFields on PlusStatus {
  ekycStatus
  houkatsuStatus
  appleStatus
}
    `, {"fragmentName":"PlusStatusFields"}) as unknown as TypedDocumentString<PlusStatusFieldsFragment, unknown>;
export const RunningBalanceFieldsFragmentDoc = new TypedDocumentString(`
    fragment RunningBalanceFields on RunningBalance {
  plusOutstandingAmount
  appleOutstandingAmount
  overdueAmount
  uncapturedAmount
  futurePlusAmount
}
    `, {"fragmentName":"RunningBalanceFields"}) as unknown as TypedDocumentString<RunningBalanceFieldsFragment, unknown>;
export const BuyerFieldsFragmentDoc = new TypedDocumentString(`
    fragment BuyerFields on Buyer {
  name1
  name2
  email
  phone
}
    `, {"fragmentName":"BuyerFields"}) as unknown as TypedDocumentString<BuyerFieldsFragment, unknown>;
export const BillStatementRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment BillStatementRowFields on BillStatementWithSettlements {
  billStatement {
    id
    consumerId
    issueDate
    amount
    unpaidAmount
    lateFeesAmount
    currency
    dueAt
    paidAt
    status
  }
  autoDebitSettlement {
    pullAmount
    pullStatus
    resultsProcessedBy
  }
}
    `, {"fragmentName":"BillStatementRowFields"}) as unknown as TypedDocumentString<BillStatementRowFieldsFragment, unknown>;
export const BillStatementDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment BillStatementDetailFields on BillStatementWithSettlements {
  ...BillStatementRowFields
  combiniSettlement {
    combiniPaymentId
    amount
    settlementFeeAmount
    merchantCode
    consumerCode
  }
}
    fragment BillStatementRowFields on BillStatementWithSettlements {
  billStatement {
    id
    consumerId
    issueDate
    amount
    unpaidAmount
    lateFeesAmount
    currency
    dueAt
    paidAt
    status
  }
  autoDebitSettlement {
    pullAmount
    pullStatus
    resultsProcessedBy
  }
}`, {"fragmentName":"BillStatementDetailFields"}) as unknown as TypedDocumentString<BillStatementDetailFieldsFragment, unknown>;
export const ChargeRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChargeRowFields on Charge {
  id
  consumerId
  pushedAt
  amount
  currency
  description
  creditLine
  kind
  tier
  source
  metadata {
    installmentPlanKind
    installmentPlanChargeKind
    installmentPlanInstallmentNumber
    settlementMethod {
      ... on CombiniSettlementMethod {
        method
        storeName
        fee
      }
      ... on AutoDebitSettlementMethod {
        method
      }
      ... on VanSettlementMethod {
        method
      }
      ... on BankTransferSettlementMethod {
        method
      }
      ... on OtherSettlementMethod {
        method
      }
    }
  }
}
    `, {"fragmentName":"ChargeRowFields"}) as unknown as TypedDocumentString<ChargeRowFieldsFragment, unknown>;
export const MultiPayContractRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment MultiPayContractRowFields on MultiPayContract {
  id
  nameKana
  applicationDatetime
  approvalDatetime
  currentNumberOfInstallments
  currentPrincipal
  currency
  status
  test
}
    `, {"fragmentName":"MultiPayContractRowFields"}) as unknown as TypedDocumentString<MultiPayContractRowFieldsFragment, unknown>;
export const ApprovalRequestRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApprovalRequestRowFields on ApprovalRequest {
  id
  status
  operation
  targetId
  targetType
  maker {
    id
    email
  }
  decidedBy {
    id
    email
  }
  createdAt
  decidedAt
  expiresAt
  extent {
    rows
    merchants
    months
  }
}
    `, {"fragmentName":"ApprovalRequestRowFields"}) as unknown as TypedDocumentString<ApprovalRequestRowFieldsFragment, unknown>;
export const ApprovalRequestDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApprovalRequestDetailFields on ApprovalRequest {
  ...ApprovalRequestRowFields
  comment
  reason
  outcome
  arguments
  decisionBlockedReason
  changesSince {
    version
    operation
    staffEmail
    approverEmail
    at
    fields {
      field
      old
      new
    }
  }
  preview {
    rowCount
    currentValue
    newValue
    statusCounts {
      status
      count
    }
    firstRows {
      position
      id
      value
      problem
    }
    failingRows {
      position
      id
      value
      problem
    }
    failingCount
    cancellablePlans
    amount
    lines
    makerComment
    fileName
    merchantCount
    monthCount
    merchants {
      merchantId
      name
      months
      alreadyDeactivated
    }
    irreversibleRows {
      position
      consumerId
      name
      currentStatus
      newStatus
    }
    irreversibleCount
    plans {
      position
      planId
      consumerId
      consumerName
      amount
      status
    }
    staffChange {
      memberEmail
      newMember
      roles
      gained
      removed
      holders
      rolesChangedSinceRequest
    }
    applied {
      finished
      changed
      unchanged
      refused {
        reason
        count
      }
      pending
    }
  }
}
    fragment ApprovalRequestRowFields on ApprovalRequest {
  id
  status
  operation
  targetId
  targetType
  maker {
    id
    email
  }
  decidedBy {
    id
    email
  }
  createdAt
  decidedAt
  expiresAt
  extent {
    rows
    merchants
    months
  }
}`, {"fragmentName":"ApprovalRequestDetailFields"}) as unknown as TypedDocumentString<ApprovalRequestDetailFieldsFragment, unknown>;
export const AuditEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuditEntryFields on AuditEntry {
  sequence
  at
  staffEmail
  operation
  targetType
  targetId
  outcome
  approverEmail
  ip
  detail
}
    `, {"fragmentName":"AuditEntryFields"}) as unknown as TypedDocumentString<AuditEntryFieldsFragment, unknown>;
export const AuditVerificationFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuditVerificationFields on AuditVerification {
  id
  status
  requestedBy
  requestedAt
  completedAt
  throughSequence
  checkedRows
  headHash
  brokenSequence
  brokenRowId
  problem
}
    `, {"fragmentName":"AuditVerificationFields"}) as unknown as TypedDocumentString<AuditVerificationFieldsFragment, unknown>;
export const AddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}
    `, {"fragmentName":"AddressFields"}) as unknown as TypedDocumentString<AddressFieldsFragment, unknown>;
export const ConsumerHistoryRecordFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsumerHistoryRecordFields on ConsumerHistoryRecord {
  __typename
  ... on ConsumerCreatedRecord {
    kind
    timestamp
    email
    phone
    name1
    name2
    dateOfBirth
    address {
      ...AddressFields
    }
    source
  }
  ... on ConsumerUpdatedRecord {
    kind
    timestamp
    agent
    approvedBy
    email
    phone
    name1
    name2
    dateOfBirth
    address {
      ...AddressFields
    }
    emailVerificationInfo {
      verified
      verifiedAt
    }
    legalStatus
  }
  ... on ConsumerDisabledRecord {
    kind
    timestamp
    reason
    agent
    approvedBy
  }
  ... on ConsumerEnabledRecord {
    kind
    timestamp
    reason
    agent
    approvedBy
  }
  ... on ConsumerClosedRecord {
    kind
    timestamp
    reason
    agent
    approvedBy
  }
  ... on ConsumerContractRevertedRecord {
    kind
    timestamp
    agent
    approvedBy
    reason
    installmentPlanId
    amount
  }
}
    fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}`, {"fragmentName":"ConsumerHistoryRecordFields"}) as unknown as TypedDocumentString<ConsumerHistoryRecordFieldsFragment, unknown>;
export const NlpMigrationStatusFieldsFragmentDoc = new TypedDocumentString(`
    fragment NlpMigrationStatusFields on NlpMigrationStatus {
  consumerId
  status
  updatedAt
}
    `, {"fragmentName":"NlpMigrationStatusFields"}) as unknown as TypedDocumentString<NlpMigrationStatusFieldsFragment, unknown>;
export const NlpReportFieldsFragmentDoc = new TypedDocumentString(`
    fragment NlpReportFields on NlpReport {
  consumerId
  computationCycle
  nmdLimit
  nextMonthDue
  multiplier
  treLimit
  tre
  availableAmount
  currentMonthlyPower
  unconfirmedPayments
  closedBillsAmount
  changeInMonthlyPower {
    cycle
    nextMonthDue
    unconfirmedPaymentsAndUnconfirmedFutureExposures
    predictiveMonthlyPower
    remainingBalanceOfAvailableAmount
  }
  syntheticMonthlyPower {
    plus {
      name
      amount
    }
  }
}
    `, {"fragmentName":"NlpReportFields"}) as unknown as TypedDocumentString<NlpReportFieldsFragment, unknown>;
export const AdminLogRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminLogRowFields on AdminLog {
  message
  creator
  createdAt
}
    `, {"fragmentName":"AdminLogRowFields"}) as unknown as TypedDocumentString<AdminLogRowFieldsFragment, unknown>;
export const ConsumerMessageRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsumerMessageRowFields on ConsumerMessage {
  subject
  message
  createdAt
  kind
  dispatched
}
    `, {"fragmentName":"ConsumerMessageRowFields"}) as unknown as TypedDocumentString<ConsumerMessageRowFieldsFragment, unknown>;
export const PacAuditRecordRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment PacAuditRecordRowFields on PacAuditDetailed {
  completedAt
  contractType
  reason
  creditLimitPP
  creditLimitPPFA
  maxPACLimit
  paidyDebtTriggering
  paidyDebtCalculation
  cicAnnualInvoicedAmountAtPaidy
  hasUnpaidBillsForPreviousMonth
  cicDebt
  totalCicAnnualInvoicedAmount
  hasCicDelinquentContract
  hasUnpaidBillForPreviousMonth
  hasUnpaidBillInPaidy
  annualIncome
  dependency
  rentOrMortgage
  costOfLiving
}
    `, {"fragmentName":"PacAuditRecordRowFields"}) as unknown as TypedDocumentString<PacAuditRecordRowFieldsFragment, unknown>;
export const ConsumerPaymentRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsumerPaymentRowFields on Payment {
  id
  consumerName
  amount
  capturedAmount
  refundedAmount
  merchantId
  merchantName
  captures {
    id
    amount
    createdAt
  }
  status
  tags
  createdAt
  test
  shippingAddress {
    ...AddressFields
  }
  billingAddress {
    ...AddressFields
  }
}
    fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}`, {"fragmentName":"ConsumerPaymentRowFields"}) as unknown as TypedDocumentString<ConsumerPaymentRowFieldsFragment, unknown>;
export const ConsumerPaymentsPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsumerPaymentsPageFields on ConsumerPaymentsPage {
  payments {
    ...ConsumerPaymentRowFields
  }
  endCursor
  hasMore
  totalCount
}
    fragment ConsumerPaymentRowFields on Payment {
  id
  consumerName
  amount
  capturedAmount
  refundedAmount
  merchantId
  merchantName
  captures {
    id
    amount
    createdAt
  }
  status
  tags
  createdAt
  test
  shippingAddress {
    ...AddressFields
  }
  billingAddress {
    ...AddressFields
  }
}
fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}`, {"fragmentName":"ConsumerPaymentsPageFields"}) as unknown as TypedDocumentString<ConsumerPaymentsPageFieldsFragment, unknown>;
export const ContractRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContractRowFields on InstallmentContract {
  id
  dateConverted
  paymentId
  merchantName
  status
  totalCaptureAmount
  outstandingAmount
  refundAmount
}
    `, {"fragmentName":"ContractRowFields"}) as unknown as TypedDocumentString<ContractRowFieldsFragment, unknown>;
export const GpsTokenRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment GpsTokenRowFields on GpsToken {
  token
  status
  createdAt
  idemiaId
  physicalCardStatus
  physicalCardUpdatedAt
  physicalCardEvents {
    physicalCardStatus
    physicalCardUpdatedAt
  }
}
    `, {"fragmentName":"GpsTokenRowFields"}) as unknown as TypedDocumentString<GpsTokenRowFieldsFragment, unknown>;
export const PaypalLinkRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaypalLinkRowFields on PaypalLink {
  status
  linkEvents {
    status
    time
  }
  gpsToken
}
    `, {"fragmentName":"PaypalLinkRowFields"}) as unknown as TypedDocumentString<PaypalLinkRowFieldsFragment, unknown>;
export const CreditLimitHistoryRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment CreditLimitHistoryRowFields on PacAuditSummary {
  completedAt
  contractType
  reason
  creditLimitPP
  creditLimitPPFA
}
    `, {"fragmentName":"CreditLimitHistoryRowFields"}) as unknown as TypedDocumentString<CreditLimitHistoryRowFieldsFragment, unknown>;
export const VanFieldsFragmentDoc = new TypedDocumentString(`
    fragment VanFields on Van {
  bankName
  branchName
  branchCode
  accountName
  accountType
  accountNumber
  vanKey
}
    `, {"fragmentName":"VanFields"}) as unknown as TypedDocumentString<VanFieldsFragment, unknown>;
export const FraudPaymentRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment FraudPaymentRowFields on Payment {
  id
  consumerName
  merchantId
  amount
  capturedAmount
  refundedAmount
  captures {
    id
  }
  status
  createdAt
  shippingAddress {
    ...AddressFields
  }
  billingAddress {
    ...AddressFields
  }
}
    fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}`, {"fragmentName":"FraudPaymentRowFields"}) as unknown as TypedDocumentString<FraudPaymentRowFieldsFragment, unknown>;
export const ConsumerPaymentFraudFlagsRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsumerPaymentFraudFlagsRowFields on ConsumerPaymentFraudFlags {
  paymentId
  excludeFromBill
  activeFraudFlagIds
}
    `, {"fragmentName":"ConsumerPaymentFraudFlagsRowFields"}) as unknown as TypedDocumentString<ConsumerPaymentFraudFlagsRowFieldsFragment, unknown>;
export const ConsumerFraudFlagRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsumerFraudFlagRowFields on ConsumerFraudFlag {
  id
  consumerId
  flaggedFor {
    id
    reason
  }
  flaggedBy
  flaggedAt
}
    `, {"fragmentName":"ConsumerFraudFlagRowFields"}) as unknown as TypedDocumentString<ConsumerFraudFlagRowFieldsFragment, unknown>;
export const AssessmentExclusionRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment AssessmentExclusionRowFields on AssessmentExclusion {
  id
  consumerId
  assessmentKind
  excludedBy
  excludedAt
}
    `, {"fragmentName":"AssessmentExclusionRowFields"}) as unknown as TypedDocumentString<AssessmentExclusionRowFieldsFragment, unknown>;
export const FraudEventLogRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment FraudEventLogRowFields on FraudEventLog {
  id
  createdBy
  createdAt
  message
}
    `, {"fragmentName":"FraudEventLogRowFields"}) as unknown as TypedDocumentString<FraudEventLogRowFieldsFragment, unknown>;
export const BulkCancellationSummaryFragmentDoc = new TypedDocumentString(`
    fragment BulkCancellationSummary on BulkCancellation {
  id
  length
  done
  createdBy
  createdAt
  completedAt
  approvalRequestId
  awaitingApproval
  approvalStatus
  comment
  successes
  notActive
  failures
}
    `, {"fragmentName":"BulkCancellationSummary"}) as unknown as TypedDocumentString<BulkCancellationSummaryFragment, unknown>;
export const JobRetryFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobRetryFields on JobRetry {
  attempts
  reasonCode
  nextRunAt
  deadLetteredAt
}
    `, {"fragmentName":"JobRetryFields"}) as unknown as TypedDocumentString<JobRetryFieldsFragment, unknown>;
export const BulkCancellationFieldsFragmentDoc = new TypedDocumentString(`
    fragment BulkCancellationFields on BulkCancellation {
  ...BulkCancellationSummary
  retry {
    ...JobRetryFields
  }
  results {
    id
    status
    code
    title
    description
    planStatus
    outstandingAmount
  }
}
    fragment BulkCancellationSummary on BulkCancellation {
  id
  length
  done
  createdBy
  createdAt
  completedAt
  approvalRequestId
  awaitingApproval
  approvalStatus
  comment
  successes
  notActive
  failures
}
fragment JobRetryFields on JobRetry {
  attempts
  reasonCode
  nextRunAt
  deadLetteredAt
}`, {"fragmentName":"BulkCancellationFields"}) as unknown as TypedDocumentString<BulkCancellationFieldsFragment, unknown>;
export const LegalStatusBatchFieldsFragmentDoc = new TypedDocumentString(`
    fragment LegalStatusBatchFields on LegalStatusBatch {
  id
  approvalRequestId
  awaitingApproval
  approvalStatus
  comment
  length
  createdBy
  createdAt
  successes
  failures
  success
  completedAt
  error
  retry {
    ...JobRetryFields
  }
}
    fragment JobRetryFields on JobRetry {
  attempts
  reasonCode
  nextRunAt
  deadLetteredAt
}`, {"fragmentName":"LegalStatusBatchFields"}) as unknown as TypedDocumentString<LegalStatusBatchFieldsFragment, unknown>;
export const InvoiceDeactivationSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment InvoiceDeactivationSummaryFields on InvoiceDeactivationSummary {
  rows
  months
  merchants
  added
  alreadyDeactivated
}
    `, {"fragmentName":"InvoiceDeactivationSummaryFields"}) as unknown as TypedDocumentString<InvoiceDeactivationSummaryFieldsFragment, unknown>;
export const PaymentFraudFlagRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentFraudFlagRowFields on PaymentFraudFlag {
  id
  flaggedFor {
    id
    description
  }
  flaggedBy
  flaggedAt
  excludeFromBill
}
    `, {"fragmentName":"PaymentFraudFlagRowFields"}) as unknown as TypedDocumentString<PaymentFraudFlagRowFieldsFragment, unknown>;
export const FraudFlagEventRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment FraudFlagEventRowFields on FraudFlagEvent {
  id
  createdAt
  createdBy
  message
}
    `, {"fragmentName":"FraudFlagEventRowFields"}) as unknown as TypedDocumentString<FraudFlagEventRowFieldsFragment, unknown>;
export const SearchPaymentRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment SearchPaymentRowFields on Payment {
  id
  test
  consumerId
  consumerName
  amount
  shippingAddress {
    ...AddressFields
  }
  createdAt
  status
}
    fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}`, {"fragmentName":"SearchPaymentRowFields"}) as unknown as TypedDocumentString<SearchPaymentRowFieldsFragment, unknown>;
export const SearchConsumerRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment SearchConsumerRowFields on Consumer {
  id
  kanjiName
  kanaName
  createdAt
  dateOfBirth
  email
  phone
  status
}
    `, {"fragmentName":"SearchConsumerRowFields"}) as unknown as TypedDocumentString<SearchConsumerRowFieldsFragment, unknown>;
export const SearchCombiniPaymentRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment SearchCombiniPaymentRowFields on CombiniPayment {
  id
  orderRef
  amount
  createdAt
  status
  test
}
    `, {"fragmentName":"SearchCombiniPaymentRowFields"}) as unknown as TypedDocumentString<SearchCombiniPaymentRowFieldsFragment, unknown>;
export const SearchDuplicateChargeRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment SearchDuplicateChargeRowFields on ChargeByProviderRef {
  chargeId
  consumerId
  orderReference
  barcodeId
  amount
  createdAt
}
    `, {"fragmentName":"SearchDuplicateChargeRowFields"}) as unknown as TypedDocumentString<SearchDuplicateChargeRowFieldsFragment, unknown>;
export const StaffMemberFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffMemberFields on StaffMember {
  id
  email
  roles
  permissions
  effectivePermissions
  locked
  lockReason
  lastSignInAt
  passwordSet
  passkeyCount
  pendingRequests {
    requestId
    operation
    role
    permission
  }
}
    `, {"fragmentName":"StaffMemberFields"}) as unknown as TypedDocumentString<StaffMemberFieldsFragment, unknown>;
export const AccessEntriesDocument = new TypedDocumentString(`
    query AccessEntries($staffEmail: String, $consumerId: ID, $kind: String, $from: EpochMillis, $to: EpochMillis, $offset: Int!, $limit: Int!) {
  accessEntries(
    staffEmail: $staffEmail
    consumerId: $consumerId
    kind: $kind
    from: $from
    to: $to
    offset: $offset
    limit: $limit
  ) {
    items {
      id
      at
      staffEmail
      kind
      consumerIds
      rowCount
      reason
      offline
      readAt
    }
    hasMore
  }
}
    `) as unknown as TypedDocumentString<AccessEntriesQuery, AccessEntriesQueryVariables>;
export const AccessAlertsDocument = new TypedDocumentString(`
    query AccessAlerts($offset: Int!, $limit: Int!) {
  accessAlerts(offset: $offset, limit: $limit) {
    id
    at
    staffEmail
    rule
    observed
    threshold
  }
}
    `) as unknown as TypedDocumentString<AccessAlertsQuery, AccessAlertsQueryVariables>;
export const AccessAlertCountDocument = new TypedDocumentString(`
    query AccessAlertCount {
  accessAlertCount
}
    `) as unknown as TypedDocumentString<AccessAlertCountQuery, AccessAlertCountQueryVariables>;
export const AccessAlertPolicyDocument = new TypedDocumentString(`
    query AccessAlertPolicy {
  accessAlertPolicy {
    distinctConsumersPerHour
    exportedRowsPerDay
    updatedAt
    updatedBy
  }
}
    `) as unknown as TypedDocumentString<AccessAlertPolicyQuery, AccessAlertPolicyQueryVariables>;
export const UpdateAccessAlertPolicyDocument = new TypedDocumentString(`
    mutation UpdateAccessAlertPolicy($distinctConsumersPerHour: Int!, $exportedRowsPerDay: Int!) {
  updateAccessAlertPolicy(
    distinctConsumersPerHour: $distinctConsumersPerHour
    exportedRowsPerDay: $exportedRowsPerDay
  ) {
    distinctConsumersPerHour
    exportedRowsPerDay
  }
}
    `) as unknown as TypedDocumentString<UpdateAccessAlertPolicyMutation, UpdateAccessAlertPolicyMutationVariables>;
export const SendSmsDocument = new TypedDocumentString(`
    mutation SendSms($consumerId: ID!, $smsText: String!, $expectedVersion: Int) {
  sendSms(
    consumerId: $consumerId
    smsText: $smsText
    expectedVersion: $expectedVersion
  )
}
    `) as unknown as TypedDocumentString<SendSmsMutation, SendSmsMutationVariables>;
export const CreateImpersonatedLoginSessionDocument = new TypedDocumentString(`
    mutation CreateImpersonatedLoginSession($consumerId: ID!, $expectedVersion: Int) {
  createImpersonatedLoginSession(
    consumerId: $consumerId
    expectedVersion: $expectedVersion
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateImpersonatedLoginSessionMutation, CreateImpersonatedLoginSessionMutationVariables>;
export const AccountPageDocument = new TypedDocumentString(`
    query AccountPage($consumerId: ID!) {
  consumer(consumerId: $consumerId) {
    ...ConsumerNameAndStatusFields
  }
  plusstatus(consumerId: $consumerId) {
    ...PlusStatusFields
  }
  runningBalance(consumerId: $consumerId) {
    ...RunningBalanceFields
  }
  billstatementsWithSettlements(consumerId: $consumerId) {
    ...BillStatementRowFields
  }
}
    fragment ConsumerNameAndStatusFields on Consumer {
  id
  status
  kanaName
  kanjiName
  legalStatus
  version
}
fragment PlusStatusFields on PlusStatus {
  ekycStatus
  houkatsuStatus
  appleStatus
}
fragment RunningBalanceFields on RunningBalance {
  plusOutstandingAmount
  appleOutstandingAmount
  overdueAmount
  uncapturedAmount
  futurePlusAmount
}
fragment BillStatementRowFields on BillStatementWithSettlements {
  billStatement {
    id
    consumerId
    issueDate
    amount
    unpaidAmount
    lateFeesAmount
    currency
    dueAt
    paidAt
    status
  }
  autoDebitSettlement {
    pullAmount
    pullStatus
    resultsProcessedBy
  }
}`) as unknown as TypedDocumentString<AccountPageQuery, AccountPageQueryVariables>;
export const BillStatementDocument = new TypedDocumentString(`
    query BillStatement($billStatementId: ID!, $consumerId: ID!) {
  billstatementsWithSettlements(
    consumerId: $consumerId
    billStatementId: $billStatementId
  ) {
    ...BillStatementDetailFields
  }
  paidycode(billStatementId: $billStatementId) {
    value
  }
}
    fragment BillStatementDetailFields on BillStatementWithSettlements {
  ...BillStatementRowFields
  combiniSettlement {
    combiniPaymentId
    amount
    settlementFeeAmount
    merchantCode
    consumerCode
  }
}
fragment BillStatementRowFields on BillStatementWithSettlements {
  billStatement {
    id
    consumerId
    issueDate
    amount
    unpaidAmount
    lateFeesAmount
    currency
    dueAt
    paidAt
    status
  }
  autoDebitSettlement {
    pullAmount
    pullStatus
    resultsProcessedBy
  }
}`) as unknown as TypedDocumentString<BillStatementQuery, BillStatementQueryVariables>;
export const ChargesDocument = new TypedDocumentString(`
    query Charges($consumerId: ID!) {
  charges(consumerId: $consumerId) {
    ...ChargeRowFields
  }
}
    fragment ChargeRowFields on Charge {
  id
  consumerId
  pushedAt
  amount
  currency
  description
  creditLine
  kind
  tier
  source
  metadata {
    installmentPlanKind
    installmentPlanChargeKind
    installmentPlanInstallmentNumber
    settlementMethod {
      ... on CombiniSettlementMethod {
        method
        storeName
        fee
      }
      ... on AutoDebitSettlementMethod {
        method
      }
      ... on VanSettlementMethod {
        method
      }
      ... on BankTransferSettlementMethod {
        method
      }
      ... on OtherSettlementMethod {
        method
      }
    }
  }
}`) as unknown as TypedDocumentString<ChargesQuery, ChargesQueryVariables>;
export const MultiPayContractsDocument = new TypedDocumentString(`
    query MultiPayContracts($consumerId: ID!) {
  multiPayContractsByConsumerId(consumerId: $consumerId) {
    ...MultiPayContractRowFields
  }
}
    fragment MultiPayContractRowFields on MultiPayContract {
  id
  nameKana
  applicationDatetime
  approvalDatetime
  currentNumberOfInstallments
  currentPrincipal
  currency
  status
  test
}`) as unknown as TypedDocumentString<MultiPayContractsQuery, MultiPayContractsQueryVariables>;
export const ApprovalRequestsDocument = new TypedDocumentString(`
    query ApprovalRequests($status: ApprovalStatus, $decided: Boolean, $offset: Int!, $limit: Int!) {
  approvalRequests(
    status: $status
    decided: $decided
    offset: $offset
    limit: $limit
  ) {
    ...ApprovalRequestRowFields
  }
}
    fragment ApprovalRequestRowFields on ApprovalRequest {
  id
  status
  operation
  targetId
  targetType
  maker {
    id
    email
  }
  decidedBy {
    id
    email
  }
  createdAt
  decidedAt
  expiresAt
  extent {
    rows
    merchants
    months
  }
}`) as unknown as TypedDocumentString<ApprovalRequestsQuery, ApprovalRequestsQueryVariables>;
export const ApprovalRequestDocument = new TypedDocumentString(`
    query ApprovalRequest($id: ID!) {
  approvalRequest(id: $id) {
    ...ApprovalRequestDetailFields
  }
}
    fragment ApprovalRequestRowFields on ApprovalRequest {
  id
  status
  operation
  targetId
  targetType
  maker {
    id
    email
  }
  decidedBy {
    id
    email
  }
  createdAt
  decidedAt
  expiresAt
  extent {
    rows
    merchants
    months
  }
}
fragment ApprovalRequestDetailFields on ApprovalRequest {
  ...ApprovalRequestRowFields
  comment
  reason
  outcome
  arguments
  decisionBlockedReason
  changesSince {
    version
    operation
    staffEmail
    approverEmail
    at
    fields {
      field
      old
      new
    }
  }
  preview {
    rowCount
    currentValue
    newValue
    statusCounts {
      status
      count
    }
    firstRows {
      position
      id
      value
      problem
    }
    failingRows {
      position
      id
      value
      problem
    }
    failingCount
    cancellablePlans
    amount
    lines
    makerComment
    fileName
    merchantCount
    monthCount
    merchants {
      merchantId
      name
      months
      alreadyDeactivated
    }
    irreversibleRows {
      position
      consumerId
      name
      currentStatus
      newStatus
    }
    irreversibleCount
    plans {
      position
      planId
      consumerId
      consumerName
      amount
      status
    }
    staffChange {
      memberEmail
      newMember
      roles
      gained
      removed
      holders
      rolesChangedSinceRequest
    }
    applied {
      finished
      changed
      unchanged
      refused {
        reason
        count
      }
      pending
    }
  }
}`) as unknown as TypedDocumentString<ApprovalRequestQuery, ApprovalRequestQueryVariables>;
export const PendingApprovalCountDocument = new TypedDocumentString(`
    query PendingApprovalCount {
  pendingApprovalCount
}
    `) as unknown as TypedDocumentString<PendingApprovalCountQuery, PendingApprovalCountQueryVariables>;
export const ApprovalPoliciesDocument = new TypedDocumentString(`
    query ApprovalPolicies {
  approvalPolicies {
    key
    enabled
    rowThreshold
    finalStatuses
    updatedAt
    updatedBy
  }
}
    `) as unknown as TypedDocumentString<ApprovalPoliciesQuery, ApprovalPoliciesQueryVariables>;
export const ApproveRequestDocument = new TypedDocumentString(`
    mutation ApproveRequest($id: ID!, $comment: String) {
  approveRequest(id: $id, comment: $comment) {
    ...ApprovalRequestDetailFields
  }
}
    fragment ApprovalRequestRowFields on ApprovalRequest {
  id
  status
  operation
  targetId
  targetType
  maker {
    id
    email
  }
  decidedBy {
    id
    email
  }
  createdAt
  decidedAt
  expiresAt
  extent {
    rows
    merchants
    months
  }
}
fragment ApprovalRequestDetailFields on ApprovalRequest {
  ...ApprovalRequestRowFields
  comment
  reason
  outcome
  arguments
  decisionBlockedReason
  changesSince {
    version
    operation
    staffEmail
    approverEmail
    at
    fields {
      field
      old
      new
    }
  }
  preview {
    rowCount
    currentValue
    newValue
    statusCounts {
      status
      count
    }
    firstRows {
      position
      id
      value
      problem
    }
    failingRows {
      position
      id
      value
      problem
    }
    failingCount
    cancellablePlans
    amount
    lines
    makerComment
    fileName
    merchantCount
    monthCount
    merchants {
      merchantId
      name
      months
      alreadyDeactivated
    }
    irreversibleRows {
      position
      consumerId
      name
      currentStatus
      newStatus
    }
    irreversibleCount
    plans {
      position
      planId
      consumerId
      consumerName
      amount
      status
    }
    staffChange {
      memberEmail
      newMember
      roles
      gained
      removed
      holders
      rolesChangedSinceRequest
    }
    applied {
      finished
      changed
      unchanged
      refused {
        reason
        count
      }
      pending
    }
  }
}`) as unknown as TypedDocumentString<ApproveRequestMutation, ApproveRequestMutationVariables>;
export const RejectRequestDocument = new TypedDocumentString(`
    mutation RejectRequest($id: ID!, $reason: String!) {
  rejectRequest(id: $id, reason: $reason) {
    ...ApprovalRequestDetailFields
  }
}
    fragment ApprovalRequestRowFields on ApprovalRequest {
  id
  status
  operation
  targetId
  targetType
  maker {
    id
    email
  }
  decidedBy {
    id
    email
  }
  createdAt
  decidedAt
  expiresAt
  extent {
    rows
    merchants
    months
  }
}
fragment ApprovalRequestDetailFields on ApprovalRequest {
  ...ApprovalRequestRowFields
  comment
  reason
  outcome
  arguments
  decisionBlockedReason
  changesSince {
    version
    operation
    staffEmail
    approverEmail
    at
    fields {
      field
      old
      new
    }
  }
  preview {
    rowCount
    currentValue
    newValue
    statusCounts {
      status
      count
    }
    firstRows {
      position
      id
      value
      problem
    }
    failingRows {
      position
      id
      value
      problem
    }
    failingCount
    cancellablePlans
    amount
    lines
    makerComment
    fileName
    merchantCount
    monthCount
    merchants {
      merchantId
      name
      months
      alreadyDeactivated
    }
    irreversibleRows {
      position
      consumerId
      name
      currentStatus
      newStatus
    }
    irreversibleCount
    plans {
      position
      planId
      consumerId
      consumerName
      amount
      status
    }
    staffChange {
      memberEmail
      newMember
      roles
      gained
      removed
      holders
      rolesChangedSinceRequest
    }
    applied {
      finished
      changed
      unchanged
      refused {
        reason
        count
      }
      pending
    }
  }
}`) as unknown as TypedDocumentString<RejectRequestMutation, RejectRequestMutationVariables>;
export const WithdrawRequestDocument = new TypedDocumentString(`
    mutation WithdrawRequest($id: ID!) {
  withdrawRequest(id: $id) {
    ...ApprovalRequestDetailFields
  }
}
    fragment ApprovalRequestRowFields on ApprovalRequest {
  id
  status
  operation
  targetId
  targetType
  maker {
    id
    email
  }
  decidedBy {
    id
    email
  }
  createdAt
  decidedAt
  expiresAt
  extent {
    rows
    merchants
    months
  }
}
fragment ApprovalRequestDetailFields on ApprovalRequest {
  ...ApprovalRequestRowFields
  comment
  reason
  outcome
  arguments
  decisionBlockedReason
  changesSince {
    version
    operation
    staffEmail
    approverEmail
    at
    fields {
      field
      old
      new
    }
  }
  preview {
    rowCount
    currentValue
    newValue
    statusCounts {
      status
      count
    }
    firstRows {
      position
      id
      value
      problem
    }
    failingRows {
      position
      id
      value
      problem
    }
    failingCount
    cancellablePlans
    amount
    lines
    makerComment
    fileName
    merchantCount
    monthCount
    merchants {
      merchantId
      name
      months
      alreadyDeactivated
    }
    irreversibleRows {
      position
      consumerId
      name
      currentStatus
      newStatus
    }
    irreversibleCount
    plans {
      position
      planId
      consumerId
      consumerName
      amount
      status
    }
    staffChange {
      memberEmail
      newMember
      roles
      gained
      removed
      holders
      rolesChangedSinceRequest
    }
    applied {
      finished
      changed
      unchanged
      refused {
        reason
        count
      }
      pending
    }
  }
}`) as unknown as TypedDocumentString<WithdrawRequestMutation, WithdrawRequestMutationVariables>;
export const UpdateApprovalPolicyDocument = new TypedDocumentString(`
    mutation UpdateApprovalPolicy($key: String!, $enabled: Boolean!, $rowThreshold: Int, $finalStatuses: Boolean!) {
  updateApprovalPolicy(
    key: $key
    enabled: $enabled
    rowThreshold: $rowThreshold
    finalStatuses: $finalStatuses
  ) {
    key
  }
}
    `) as unknown as TypedDocumentString<UpdateApprovalPolicyMutation, UpdateApprovalPolicyMutationVariables>;
export const SecurityPolicyDocument = new TypedDocumentString(`
    query SecurityPolicy {
  securityPolicy {
    passkeyRequiredRoles
    ssoRequiredRoles
    updatedAt
    updatedBy
  }
}
    `) as unknown as TypedDocumentString<SecurityPolicyQuery, SecurityPolicyQueryVariables>;
export const SecurityPolicyRolesDocument = new TypedDocumentString(`
    query SecurityPolicyRoles {
  staffRoles {
    name
  }
}
    `) as unknown as TypedDocumentString<SecurityPolicyRolesQuery, SecurityPolicyRolesQueryVariables>;
export const UpdateSecurityPolicyDocument = new TypedDocumentString(`
    mutation UpdateSecurityPolicy($passkeyRequiredRoles: [String!]!, $ssoRequiredRoles: [String!]!) {
  updateSecurityPolicy(
    passkeyRequiredRoles: $passkeyRequiredRoles
    ssoRequiredRoles: $ssoRequiredRoles
  ) {
    passkeyRequiredRoles
    ssoRequiredRoles
  }
}
    `) as unknown as TypedDocumentString<UpdateSecurityPolicyMutation, UpdateSecurityPolicyMutationVariables>;
export const AuditEntriesDocument = new TypedDocumentString(`
    query AuditEntries($staffEmail: String, $operation: String, $targetId: ID, $outcome: String, $from: EpochMillis, $to: EpochMillis, $offset: Int!, $limit: Int!) {
  auditEntries(
    staffEmail: $staffEmail
    operation: $operation
    targetId: $targetId
    outcome: $outcome
    from: $from
    to: $to
    offset: $offset
    limit: $limit
  ) {
    items {
      ...AuditEntryFields
    }
    hasMore
  }
}
    fragment AuditEntryFields on AuditEntry {
  sequence
  at
  staffEmail
  operation
  targetType
  targetId
  outcome
  approverEmail
  ip
  detail
}`) as unknown as TypedDocumentString<AuditEntriesQuery, AuditEntriesQueryVariables>;
export const AuditOperationsDocument = new TypedDocumentString(`
    query AuditOperations {
  auditOperations
}
    `) as unknown as TypedDocumentString<AuditOperationsQuery, AuditOperationsQueryVariables>;
export const AuditChainStateDocument = new TypedDocumentString(`
    query AuditChainState {
  auditChainState {
    headSequence
    headHash
    headAt
    lastVerification {
      ...AuditVerificationFields
    }
    running {
      ...AuditVerificationFields
    }
  }
}
    fragment AuditVerificationFields on AuditVerification {
  id
  status
  requestedBy
  requestedAt
  completedAt
  throughSequence
  checkedRows
  headHash
  brokenSequence
  brokenRowId
  problem
}`) as unknown as TypedDocumentString<AuditChainStateQuery, AuditChainStateQueryVariables>;
export const VerifyAuditChainDocument = new TypedDocumentString(`
    mutation VerifyAuditChain {
  verifyAuditChain {
    ...AuditVerificationFields
  }
}
    fragment AuditVerificationFields on AuditVerification {
  id
  status
  requestedBy
  requestedAt
  completedAt
  throughSequence
  checkedRows
  headHash
  brokenSequence
  brokenRowId
  problem
}`) as unknown as TypedDocumentString<VerifyAuditChainMutation, VerifyAuditChainMutationVariables>;
export const CombiniPaymentPageDocument = new TypedDocumentString(`
    query CombiniPaymentPage($combiniPaymentId: ID!) {
  combinipayment(combiniPaymentId: $combiniPaymentId) {
    id
    status
    orderRef
    amount
    settlementFeeAmount
    merchantName
    buyer {
      ...BuyerFields
    }
    createdAt
    updatedAt
    expiresAt
    test
    provider {
      providerName
      providerRef
      consumerCode
      merchantCode
    }
  }
}
    fragment BuyerFields on Buyer {
  name1
  name2
  email
  phone
}`) as unknown as TypedDocumentString<CombiniPaymentPageQuery, CombiniPaymentPageQueryVariables>;
export const ConsumerPendingApprovalsDocument = new TypedDocumentString(`
    query ConsumerPendingApprovals($targetId: ID!) {
  pendingApprovals(targetId: $targetId) {
    id
    operation
    targetType
    targetId
    createdAt
    maker {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<ConsumerPendingApprovalsQuery, ConsumerPendingApprovalsQueryVariables>;
export const CloseConsumerDocument = new TypedDocumentString(`
    mutation CloseConsumer($id: ID!, $expectedVersion: Int) {
  closeConsumer(
    id: $id
    reason: ""
    test: false
    expectedVersion: $expectedVersion
  )
}
    `) as unknown as TypedDocumentString<CloseConsumerMutation, CloseConsumerMutationVariables>;
export const DisableConsumerDocument = new TypedDocumentString(`
    mutation DisableConsumer($id: ID!, $expectedVersion: Int) {
  disableConsumer(
    id: $id
    displayDisableNoticeToConsumer: true
    expectedVersion: $expectedVersion
  ) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DisableConsumerMutation, DisableConsumerMutationVariables>;
export const UpdateConsumerLegalStatusDocument = new TypedDocumentString(`
    mutation UpdateConsumerLegalStatus($id: ID!, $legalStatus: LegalStatus!, $expectedVersion: Int) {
  updateConsumerLegalStatus(
    id: $id
    legalStatus: $legalStatus
    expectedVersion: $expectedVersion
  ) {
    id
    status
    legalStatus
  }
}
    `) as unknown as TypedDocumentString<UpdateConsumerLegalStatusMutation, UpdateConsumerLegalStatusMutationVariables>;
export const UpdateConsumerEmailDocument = new TypedDocumentString(`
    mutation UpdateConsumerEmail($id: ID!, $email: String!, $expectedVersion: Int) {
  updateConsumerEmail(
    id: $id
    email: $email
    test: false
    expectedVersion: $expectedVersion
  )
}
    `) as unknown as TypedDocumentString<UpdateConsumerEmailMutation, UpdateConsumerEmailMutationVariables>;
export const UpdateConsumerPhoneDocument = new TypedDocumentString(`
    mutation UpdateConsumerPhone($id: ID!, $phone: String!, $expectedVersion: Int) {
  updateConsumerPhone(
    id: $id
    phone: $phone
    test: false
    expectedVersion: $expectedVersion
  )
}
    `) as unknown as TypedDocumentString<UpdateConsumerPhoneMutation, UpdateConsumerPhoneMutationVariables>;
export const CreateAdminLogV2Document = new TypedDocumentString(`
    mutation CreateAdminLogV2($consumerId: ID!, $message: String!, $expectedVersion: Int) {
  createAdminLogV2(
    consumerId: $consumerId
    message: $message
    test: false
    expectedVersion: $expectedVersion
  ) {
    message
    creator
    createdAt
  }
}
    `) as unknown as TypedDocumentString<CreateAdminLogV2Mutation, CreateAdminLogV2MutationVariables>;
export const CancelContractDocument = new TypedDocumentString(`
    mutation CancelContract($installmentPlanId: ID!, $expectedVersion: Int) {
  cancelContract(
    installmentPlanId: $installmentPlanId
    test: false
    expectedVersion: $expectedVersion
  )
}
    `) as unknown as TypedDocumentString<CancelContractMutation, CancelContractMutationVariables>;
export const ConsumerPageDocument = new TypedDocumentString(`
    query ConsumerPage($consumerId: ID!, $withExclusions: Boolean!, $paymentsPage: Int!) {
  consumer(consumerId: $consumerId) {
    ...ConsumerNameAndStatusFields
    dateOfBirth
    email
    phone
    createdAt
    address {
      ...AddressFields
    }
    closedAt
    closedBy
    linkToMixPanel
  }
  plusConsumerData(consumerId: $consumerId) {
    appleLineOfCreditLimit
    pacData {
      annualIncome
      dependents
      rentOrMortgage
    }
    spendLimit {
      max
      selected
    }
    eKycConsumerData {
      firstNameKanji
      lastNameKanji
      firstNameKana
      lastNameKana
      birthDate
      occupation
      address {
        ...AddressFields
      }
      applicationReason
      appliedAt
      examinedAt
      updatedAt
      metadata {
        liquidApplicationId
      }
    }
    plusConsumerDetails {
      nameKanji
      nameKana
      address {
        ...AddressFields
      }
    }
    approvedAt
  }
  plusstatus(consumerId: $consumerId) {
    ...PlusStatusFields
  }
  consumerPayments(consumerId: $consumerId, first: $paymentsPage) {
    ...ConsumerPaymentsPageFields
  }
  activeFraudFlagsByConsumerId(consumerId: $consumerId) {
    ...ConsumerFraudFlagRowFields
  }
  assessmentExclusionsByConsumerId(consumerId: $consumerId) @include(if: $withExclusions) {
    ...AssessmentExclusionRowFields
  }
}
    fragment ConsumerNameAndStatusFields on Consumer {
  id
  status
  kanaName
  kanjiName
  legalStatus
  version
}
fragment PlusStatusFields on PlusStatus {
  ekycStatus
  houkatsuStatus
  appleStatus
}
fragment ConsumerPaymentRowFields on Payment {
  id
  consumerName
  amount
  capturedAmount
  refundedAmount
  merchantId
  merchantName
  captures {
    id
    amount
    createdAt
  }
  status
  tags
  createdAt
  test
  shippingAddress {
    ...AddressFields
  }
  billingAddress {
    ...AddressFields
  }
}
fragment ConsumerPaymentsPageFields on ConsumerPaymentsPage {
  payments {
    ...ConsumerPaymentRowFields
  }
  endCursor
  hasMore
  totalCount
}
fragment ConsumerFraudFlagRowFields on ConsumerFraudFlag {
  id
  consumerId
  flaggedFor {
    id
    reason
  }
  flaggedBy
  flaggedAt
}
fragment AssessmentExclusionRowFields on AssessmentExclusion {
  id
  consumerId
  assessmentKind
  excludedBy
  excludedAt
}
fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}`) as unknown as TypedDocumentString<ConsumerPageQuery, ConsumerPageQueryVariables>;
export const ConsumerPaymentsDocument = new TypedDocumentString(`
    query ConsumerPayments($consumerId: ID!, $first: Int!, $after: String, $filter: ConsumerPaymentFilter, $sort: ConsumerPaymentSort) {
  consumerPayments(
    consumerId: $consumerId
    first: $first
    after: $after
    filter: $filter
    sort: $sort
  ) {
    ...ConsumerPaymentsPageFields
  }
}
    fragment ConsumerPaymentRowFields on Payment {
  id
  consumerName
  amount
  capturedAmount
  refundedAmount
  merchantId
  merchantName
  captures {
    id
    amount
    createdAt
  }
  status
  tags
  createdAt
  test
  shippingAddress {
    ...AddressFields
  }
  billingAddress {
    ...AddressFields
  }
}
fragment ConsumerPaymentsPageFields on ConsumerPaymentsPage {
  payments {
    ...ConsumerPaymentRowFields
  }
  endCursor
  hasMore
  totalCount
}
fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}`) as unknown as TypedDocumentString<ConsumerPaymentsQuery, ConsumerPaymentsQueryVariables>;
export const LimitAndUsageDocument = new TypedDocumentString(`
    query LimitAndUsage($consumerId: ID!) {
  runningBalance(consumerId: $consumerId) {
    ...RunningBalanceFields
  }
}
    fragment RunningBalanceFields on RunningBalance {
  plusOutstandingAmount
  appleOutstandingAmount
  overdueAmount
  uncapturedAmount
  futurePlusAmount
}`) as unknown as TypedDocumentString<LimitAndUsageQuery, LimitAndUsageQueryVariables>;
export const ContractsDocument = new TypedDocumentString(`
    query Contracts($consumerId: ID!) {
  contractsByConsumerId(consumerId: $consumerId, test: false) {
    threePay {
      ...ContractRowFields
    }
    sixPay {
      ...ContractRowFields
    }
    twelvePay {
      ...ContractRowFields
    }
    apple {
      ...ContractRowFields
    }
  }
}
    fragment ContractRowFields on InstallmentContract {
  id
  dateConverted
  paymentId
  merchantName
  status
  totalCaptureAmount
  outstandingAmount
  refundAmount
}`) as unknown as TypedDocumentString<ContractsQuery, ContractsQueryVariables>;
export const HoukatsuTabDocument = new TypedDocumentString(`
    query HoukatsuTab($consumerId: ID!) {
  nlpMigrationStatus(consumerId: $consumerId) {
    ...NlpMigrationStatusFields
  }
  nlpReport(consumerId: $consumerId) {
    ...NlpReportFields
  }
}
    fragment NlpMigrationStatusFields on NlpMigrationStatus {
  consumerId
  status
  updatedAt
}
fragment NlpReportFields on NlpReport {
  consumerId
  computationCycle
  nmdLimit
  nextMonthDue
  multiplier
  treLimit
  tre
  availableAmount
  currentMonthlyPower
  unconfirmedPayments
  closedBillsAmount
  changeInMonthlyPower {
    cycle
    nextMonthDue
    unconfirmedPaymentsAndUnconfirmedFutureExposures
    predictiveMonthlyPower
    remainingBalanceOfAvailableAmount
  }
  syntheticMonthlyPower {
    plus {
      name
      amount
    }
  }
}`) as unknown as TypedDocumentString<HoukatsuTabQuery, HoukatsuTabQueryVariables>;
export const PlusTabDocument = new TypedDocumentString(`
    query PlusTab($consumerId: ID!, $withPac: Boolean!) {
  plusStatus(consumerId: $consumerId) {
    ...PlusStatusFields
  }
  selfCancellationStatus(consumerId: $consumerId) {
    featureEnabled
    enabled
    remainingCancellations
    expireAt
  }
  plusApplicationDates(consumerId: $consumerId) {
    ekycAppliedAt
    ekycApprovedAt
    houkatsuAppliedAt
    houkatsuApprovedAt
    reviewConfirmedAt
  }
  gpsTokens(consumerId: $consumerId) {
    ...GpsTokenRowFields
  }
  cardEligibility(consumerId: $consumerId) {
    isEligible
  }
  paypalLinks(consumerId: $consumerId) {
    ...PaypalLinkRowFields
  }
  pacAuditDataSummary(consumerId: $consumerId) @include(if: $withPac) {
    ...CreditLimitHistoryRowFields
  }
}
    fragment PlusStatusFields on PlusStatus {
  ekycStatus
  houkatsuStatus
  appleStatus
}
fragment GpsTokenRowFields on GpsToken {
  token
  status
  createdAt
  idemiaId
  physicalCardStatus
  physicalCardUpdatedAt
  physicalCardEvents {
    physicalCardStatus
    physicalCardUpdatedAt
  }
}
fragment PaypalLinkRowFields on PaypalLink {
  status
  linkEvents {
    status
    time
  }
  gpsToken
}
fragment CreditLimitHistoryRowFields on PacAuditSummary {
  completedAt
  contractType
  reason
  creditLimitPP
  creditLimitPPFA
}`) as unknown as TypedDocumentString<PlusTabQuery, PlusTabQueryVariables>;
export const PacAuditRecordsDocument = new TypedDocumentString(`
    query PacAuditRecords($consumerId: ID!) {
  pacAuditDataDetailed(consumerId: $consumerId) {
    ...PacAuditRecordRowFields
  }
}
    fragment PacAuditRecordRowFields on PacAuditDetailed {
  completedAt
  contractType
  reason
  creditLimitPP
  creditLimitPPFA
  maxPACLimit
  paidyDebtTriggering
  paidyDebtCalculation
  cicAnnualInvoicedAmountAtPaidy
  hasUnpaidBillsForPreviousMonth
  cicDebt
  totalCicAnnualInvoicedAmount
  hasCicDelinquentContract
  hasUnpaidBillForPreviousMonth
  hasUnpaidBillInPaidy
  annualIncome
  dependency
  rentOrMortgage
  costOfLiving
}`) as unknown as TypedDocumentString<PacAuditRecordsQuery, PacAuditRecordsQueryVariables>;
export const AdminLogsDocument = new TypedDocumentString(`
    query AdminLogs($consumerId: ID!) {
  adminLogs(consumerId: $consumerId) {
    ...AdminLogRowFields
  }
}
    fragment AdminLogRowFields on AdminLog {
  message
  creator
  createdAt
}`) as unknown as TypedDocumentString<AdminLogsQuery, AdminLogsQueryVariables>;
export const ConsumerMessagesDocument = new TypedDocumentString(`
    query ConsumerMessages($consumerId: ID!) {
  consumerMessages(consumerId: $consumerId) {
    ...ConsumerMessageRowFields
  }
}
    fragment ConsumerMessageRowFields on ConsumerMessage {
  subject
  message
  createdAt
  kind
  dispatched
}`) as unknown as TypedDocumentString<ConsumerMessagesQuery, ConsumerMessagesQueryVariables>;
export const ConsumerHistoryDocument = new TypedDocumentString(`
    query ConsumerHistory($consumerId: ID!, $from: EpochMillis!, $to: EpochMillis!) {
  consumerHistory(consumerId: $consumerId, from: $from, to: $to) {
    ...ConsumerHistoryRecordFields
  }
}
    fragment ConsumerHistoryRecordFields on ConsumerHistoryRecord {
  __typename
  ... on ConsumerCreatedRecord {
    kind
    timestamp
    email
    phone
    name1
    name2
    dateOfBirth
    address {
      ...AddressFields
    }
    source
  }
  ... on ConsumerUpdatedRecord {
    kind
    timestamp
    agent
    approvedBy
    email
    phone
    name1
    name2
    dateOfBirth
    address {
      ...AddressFields
    }
    emailVerificationInfo {
      verified
      verifiedAt
    }
    legalStatus
  }
  ... on ConsumerDisabledRecord {
    kind
    timestamp
    reason
    agent
    approvedBy
  }
  ... on ConsumerEnabledRecord {
    kind
    timestamp
    reason
    agent
    approvedBy
  }
  ... on ConsumerClosedRecord {
    kind
    timestamp
    reason
    agent
    approvedBy
  }
  ... on ConsumerContractRevertedRecord {
    kind
    timestamp
    agent
    approvedBy
    reason
    installmentPlanId
    amount
  }
}
fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}`) as unknown as TypedDocumentString<ConsumerHistoryQuery, ConsumerHistoryQueryVariables>;
export const VanDocument = new TypedDocumentString(`
    query Van($consumerId: ID!) {
  van(consumerId: $consumerId) {
    ...VanFields
  }
}
    fragment VanFields on Van {
  bankName
  branchName
  branchCode
  accountName
  accountType
  accountNumber
  vanKey
}`) as unknown as TypedDocumentString<VanQuery, VanQueryVariables>;
export const UpdateGpsTokenStatusDocument = new TypedDocumentString(`
    mutation UpdateGpsTokenStatus($consumerId: ID!, $token: String!, $status: CardTokenStatus!, $expectedVersion: Int) {
  updateGpsTokenStatus(
    consumerId: $consumerId
    token: $token
    status: $status
    expectedVersion: $expectedVersion
  ) {
    token
    status
  }
}
    `) as unknown as TypedDocumentString<UpdateGpsTokenStatusMutation, UpdateGpsTokenStatusMutationVariables>;
export const MarkPhysicalCardReturnedDocument = new TypedDocumentString(`
    mutation MarkPhysicalCardReturned($consumerId: ID!, $token: String!, $expectedVersion: Int) {
  updatePhysicalCardStatus(
    consumerId: $consumerId
    token: $token
    status: returned
    expectedVersion: $expectedVersion
  ) {
    token
    physicalCardStatus
    physicalCardUpdatedAt
  }
}
    `) as unknown as TypedDocumentString<MarkPhysicalCardReturnedMutation, MarkPhysicalCardReturnedMutationVariables>;
export const CreateCardEligibilityExceptionDocument = new TypedDocumentString(`
    mutation CreateCardEligibilityException($consumerId: ID!, $expectedVersion: Int) {
  createCardEligibilityException(
    consumerId: $consumerId
    expectedVersion: $expectedVersion
  )
}
    `) as unknown as TypedDocumentString<CreateCardEligibilityExceptionMutation, CreateCardEligibilityExceptionMutationVariables>;
export const EnableSelfCancellationDocument = new TypedDocumentString(`
    mutation EnableSelfCancellation($consumerId: ID!, $cancellationsLimit: Int!, $expireAt: EpochMillis!, $expectedVersion: Int) {
  enableSelfCancellation(
    consumerId: $consumerId
    cancellationsLimit: $cancellationsLimit
    expireAt: $expireAt
    expectedVersion: $expectedVersion
  ) {
    featureEnabled
    enabled
    remainingCancellations
    expireAt
  }
}
    `) as unknown as TypedDocumentString<EnableSelfCancellationMutation, EnableSelfCancellationMutationVariables>;
export const ResetConsumerStatusDocument = new TypedDocumentString(`
    mutation ResetConsumerStatus($consumerId: ID!, $expectedVersion: Int) {
  resetConsumerStatus(consumerId: $consumerId, expectedVersion: $expectedVersion)
}
    `) as unknown as TypedDocumentString<ResetConsumerStatusMutation, ResetConsumerStatusMutationVariables>;
export const AssignVanDocument = new TypedDocumentString(`
    mutation AssignVan($consumerId: ID!, $expectedVersion: Int) {
  assignVan(consumerId: $consumerId, expectedVersion: $expectedVersion) {
    ...VanFields
  }
}
    fragment VanFields on Van {
  bankName
  branchName
  branchCode
  accountName
  accountType
  accountNumber
  vanKey
}`) as unknown as TypedDocumentString<AssignVanMutation, AssignVanMutationVariables>;
export const RevealConsumerPiiDocument = new TypedDocumentString(`
    mutation RevealConsumerPii($consumerId: ID!, $reason: String!) {
  revealConsumerPii(consumerId: $consumerId, reason: $reason) {
    consumerId
    email
    phone
    dateOfBirth
    address {
      ...AddressFields
    }
  }
}
    fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}`) as unknown as TypedDocumentString<RevealConsumerPiiMutation, RevealConsumerPiiMutationVariables>;
export const FraudManagementEventLogsDocument = new TypedDocumentString(`
    query FraudManagementEventLogs($consumerId: ID!) {
  fraudManagementEventLogs(consumerId: $consumerId) {
    ...FraudEventLogRowFields
  }
}
    fragment FraudEventLogRowFields on FraudEventLog {
  id
  createdBy
  createdAt
  message
}`) as unknown as TypedDocumentString<FraudManagementEventLogsQuery, FraudManagementEventLogsQueryVariables>;
export const ConsumerPaymentsActiveFraudFlagsDocument = new TypedDocumentString(`
    query ConsumerPaymentsActiveFraudFlags($consumerId: ID!) {
  consumerPaymentsActiveFraudFlags(consumerId: $consumerId) {
    ...ConsumerPaymentFraudFlagsRowFields
  }
}
    fragment ConsumerPaymentFraudFlagsRowFields on ConsumerPaymentFraudFlags {
  paymentId
  excludeFromBill
  activeFraudFlagIds
}`) as unknown as TypedDocumentString<ConsumerPaymentsActiveFraudFlagsQuery, ConsumerPaymentsActiveFraudFlagsQueryVariables>;
export const CreateFraudFlagV2Document = new TypedDocumentString(`
    mutation CreateFraudFlagV2($consumerId: ID!, $flaggedFor: ID!, $expectedVersion: Int) {
  createFraudFlagV2(
    consumerId: $consumerId
    flaggedFor: $flaggedFor
    expectedVersion: $expectedVersion
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateFraudFlagV2Mutation, CreateFraudFlagV2MutationVariables>;
export const UnflagConsumerFromFraudFlagDocument = new TypedDocumentString(`
    mutation UnflagConsumerFromFraudFlag($consumerId: ID!, $flagId: ID!, $message: String!, $expectedVersion: Int) {
  unflagConsumerFromFraudFlag(
    consumerId: $consumerId
    flagId: $flagId
    message: $message
    expectedVersion: $expectedVersion
  )
}
    `) as unknown as TypedDocumentString<UnflagConsumerFromFraudFlagMutation, UnflagConsumerFromFraudFlagMutationVariables>;
export const CreateFraudManagementEventLogDocument = new TypedDocumentString(`
    mutation CreateFraudManagementEventLog($consumerId: ID!, $message: String!, $expectedVersion: Int) {
  createFraudManagementEventLog(
    consumerId: $consumerId
    message: $message
    expectedVersion: $expectedVersion
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateFraudManagementEventLogMutation, CreateFraudManagementEventLogMutationVariables>;
export const CreateAssessmentExclusionDocument = new TypedDocumentString(`
    mutation CreateAssessmentExclusion($consumerId: ID!, $assessmentKind: String!, $expectedVersion: Int) {
  createAssessmentExclusion(
    consumerId: $consumerId
    assessmentKind: $assessmentKind
    expectedVersion: $expectedVersion
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateAssessmentExclusionMutation, CreateAssessmentExclusionMutationVariables>;
export const DeactivateAssessmentExclusionDocument = new TypedDocumentString(`
    mutation DeactivateAssessmentExclusion($consumerId: ID!, $exclusionId: ID!, $expectedVersion: Int) {
  deactivateAssessmentExclusion(
    consumerId: $consumerId
    exclusionId: $exclusionId
    expectedVersion: $expectedVersion
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeactivateAssessmentExclusionMutation, DeactivateAssessmentExclusionMutationVariables>;
export const FlagPaymentsForFraudDocument = new TypedDocumentString(`
    mutation FlagPaymentsForFraud($consumerId: ID!, $flaggedFor: ID!, $excludeFromBill: ExcludeFromBill!, $paymentsToFlag: [PaymentToFlag!]!, $expectedVersion: Int) {
  flagPaymentsForFraud(
    consumerId: $consumerId
    flaggedFor: $flaggedFor
    excludeFromBill: $excludeFromBill
    paymentsToFlag: $paymentsToFlag
    expectedVersion: $expectedVersion
  ) {
    fraudFlagId
    paymentId
  }
}
    `) as unknown as TypedDocumentString<FlagPaymentsForFraudMutation, FlagPaymentsForFraudMutationVariables>;
export const UnflagPaymentFraudFlagsDocument = new TypedDocumentString(`
    mutation UnflagPaymentFraudFlags($unflaggedFor: ID!, $paymentFraudFlagIds: [ID!]!, $expectedVersion: Int) {
  unflagPaymentFraudFlags(
    unflaggedFor: $unflaggedFor
    paymentFraudFlagIds: $paymentFraudFlagIds
    expectedVersion: $expectedVersion
  )
}
    `) as unknown as TypedDocumentString<UnflagPaymentFraudFlagsMutation, UnflagPaymentFraudFlagsMutationVariables>;
export const FraudPaymentsDocument = new TypedDocumentString(`
    query FraudPayments($consumerId: ID!) {
  paymentsV2(consumerId: $consumerId) {
    payments {
      ...FraudPaymentRowFields
    }
    metadata {
      amazonPaymentsLimitReached
      paidyPaymentsLimitReached
    }
  }
}
    fragment FraudPaymentRowFields on Payment {
  id
  consumerName
  merchantId
  amount
  capturedAmount
  refundedAmount
  captures {
    id
  }
  status
  createdAt
  shippingAddress {
    ...AddressFields
  }
  billingAddress {
    ...AddressFields
  }
}
fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}`) as unknown as TypedDocumentString<FraudPaymentsQuery, FraudPaymentsQueryVariables>;
export const FraudManagementPermissionsDocument = new TypedDocumentString(`
    query FraudManagementPermissions {
  fraudManagementPermissions {
    permissions {
      value
    }
  }
}
    `) as unknown as TypedDocumentString<FraudManagementPermissionsQuery, FraudManagementPermissionsQueryVariables>;
export const FlaggingReasonsDocument = new TypedDocumentString(`
    query FlaggingReasons {
  flaggingReasons {
    id
    reason
  }
}
    `) as unknown as TypedDocumentString<FlaggingReasonsQuery, FlaggingReasonsQueryVariables>;
export const ExcludableAssessmentsDocument = new TypedDocumentString(`
    query ExcludableAssessments($consumerId: ID!) {
  excludableAssessmentsByConsumerId(consumerId: $consumerId)
}
    `) as unknown as TypedDocumentString<ExcludableAssessmentsQuery, ExcludableAssessmentsQueryVariables>;
export const PaymentFraudFlaggingReasonsDocument = new TypedDocumentString(`
    query PaymentFraudFlaggingReasons {
  paymentFraudFlaggingReasons {
    id
    description
  }
}
    `) as unknown as TypedDocumentString<PaymentFraudFlaggingReasonsQuery, PaymentFraudFlaggingReasonsQueryVariables>;
export const PaymentFraudUnflaggingReasonsDocument = new TypedDocumentString(`
    query PaymentFraudUnflaggingReasons {
  paymentFraudUnflaggingReasons {
    id
    description
  }
}
    `) as unknown as TypedDocumentString<PaymentFraudUnflaggingReasonsQuery, PaymentFraudUnflaggingReasonsQueryVariables>;
export const InstallmentPlansDocument = new TypedDocumentString(`
    query InstallmentPlans($installmentPlanIds: [ID!]!) {
  installmentPlans(installmentPlanIds: $installmentPlanIds) {
    id
    consumerId
    contractType
    status
    outstandingAmount
  }
}
    `) as unknown as TypedDocumentString<InstallmentPlansQuery, InstallmentPlansQueryVariables>;
export const BulkCancellationsDocument = new TypedDocumentString(`
    query BulkCancellations($filter: BulkCancellationFilter, $offset: Int!, $limit: Int!) {
  bulkCancellations(filter: $filter, offset: $offset, limit: $limit) {
    total
    items {
      ...BulkCancellationSummary
    }
  }
}
    fragment BulkCancellationSummary on BulkCancellation {
  id
  length
  done
  createdBy
  createdAt
  completedAt
  approvalRequestId
  awaitingApproval
  approvalStatus
  comment
  successes
  notActive
  failures
}`) as unknown as TypedDocumentString<BulkCancellationsQuery, BulkCancellationsQueryVariables>;
export const StartBulkCancellationDocument = new TypedDocumentString(`
    mutation StartBulkCancellation($installmentPlanIds: [ID!]!, $comment: String) {
  startBulkCancellation(
    installmentPlanIds: $installmentPlanIds
    comment: $comment
  ) {
    ...BulkCancellationFields
  }
}
    fragment BulkCancellationFields on BulkCancellation {
  ...BulkCancellationSummary
  retry {
    ...JobRetryFields
  }
  results {
    id
    status
    code
    title
    description
    planStatus
    outstandingAmount
  }
}
fragment BulkCancellationSummary on BulkCancellation {
  id
  length
  done
  createdBy
  createdAt
  completedAt
  approvalRequestId
  awaitingApproval
  approvalStatus
  comment
  successes
  notActive
  failures
}
fragment JobRetryFields on JobRetry {
  attempts
  reasonCode
  nextRunAt
  deadLetteredAt
}`) as unknown as TypedDocumentString<StartBulkCancellationMutation, StartBulkCancellationMutationVariables>;
export const BulkCancellationDocument = new TypedDocumentString(`
    query BulkCancellation($id: ID!) {
  bulkCancellation(id: $id) {
    ...BulkCancellationFields
  }
}
    fragment BulkCancellationFields on BulkCancellation {
  ...BulkCancellationSummary
  retry {
    ...JobRetryFields
  }
  results {
    id
    status
    code
    title
    description
    planStatus
    outstandingAmount
  }
}
fragment BulkCancellationSummary on BulkCancellation {
  id
  length
  done
  createdBy
  createdAt
  completedAt
  approvalRequestId
  awaitingApproval
  approvalStatus
  comment
  successes
  notActive
  failures
}
fragment JobRetryFields on JobRetry {
  attempts
  reasonCode
  nextRunAt
  deadLetteredAt
}`) as unknown as TypedDocumentString<BulkCancellationQuery, BulkCancellationQueryVariables>;
export const ConsumerStatusesDocument = new TypedDocumentString(`
    query ConsumerStatuses($consumerIds: [ID!]!) {
  consumerStatuses(consumerIds: $consumerIds) {
    id
    status
    legalStatus
  }
}
    `) as unknown as TypedDocumentString<ConsumerStatusesQuery, ConsumerStatusesQueryVariables>;
export const StartLegalStatusBatchDocument = new TypedDocumentString(`
    mutation StartLegalStatusBatch($batchId: ID!, $comment: String, $statusesToUpdate: [LegalStatusToUpdate!]!, $part: BatchPart) {
  legalStatusBatchUpdate(
    batchId: $batchId
    comment: $comment
    statusesToUpdate: $statusesToUpdate
    part: $part
  ) {
    id
    comment
    success
    completedAt
    error
  }
}
    `) as unknown as TypedDocumentString<StartLegalStatusBatchMutation, StartLegalStatusBatchMutationVariables>;
export const LegalStatusBatchesDocument = new TypedDocumentString(`
    query LegalStatusBatches($offset: Int!, $limit: Int!, $filter: LegalStatusBatchFilter) {
  legalStatusBatchCount(filter: $filter)
  legalStatusBatchUpdates(offset: $offset, limit: $limit, filter: $filter) {
    ...LegalStatusBatchFields
  }
}
    fragment LegalStatusBatchFields on LegalStatusBatch {
  id
  approvalRequestId
  awaitingApproval
  approvalStatus
  comment
  length
  createdBy
  createdAt
  successes
  failures
  success
  completedAt
  error
  retry {
    ...JobRetryFields
  }
}
fragment JobRetryFields on JobRetry {
  attempts
  reasonCode
  nextRunAt
  deadLetteredAt
}`) as unknown as TypedDocumentString<LegalStatusBatchesQuery, LegalStatusBatchesQueryVariables>;
export const LegalStatusBatchDocument = new TypedDocumentString(`
    query LegalStatusBatch($batchId: ID!) {
  legalStatusBatchUpdate(batchId: $batchId) {
    ...LegalStatusBatchFields
  }
}
    fragment LegalStatusBatchFields on LegalStatusBatch {
  id
  approvalRequestId
  awaitingApproval
  approvalStatus
  comment
  length
  createdBy
  createdAt
  successes
  failures
  success
  completedAt
  error
  retry {
    ...JobRetryFields
  }
}
fragment JobRetryFields on JobRetry {
  attempts
  reasonCode
  nextRunAt
  deadLetteredAt
}`) as unknown as TypedDocumentString<LegalStatusBatchQuery, LegalStatusBatchQueryVariables>;
export const LegalStatusBatchResultsDocument = new TypedDocumentString(`
    query LegalStatusBatchResults($batchId: ID!, $offset: Int!, $limit: Int!) {
  legalStatusBatchUpdateResults(batchId: $batchId, offset: $offset, limit: $limit) {
    line
    consumerId
    desiredStatus
    success
    error
  }
}
    `) as unknown as TypedDocumentString<LegalStatusBatchResultsQuery, LegalStatusBatchResultsQueryVariables>;
export const MerchantsDocument = new TypedDocumentString(`
    query Merchants($disabled: Boolean!) {
  merchants(disabled: $disabled) {
    id
    name
    createdAt
    disabledAt
    deactivatedMonths
  }
}
    `) as unknown as TypedDocumentString<MerchantsQuery, MerchantsQueryVariables>;
export const InvoiceDeactivationUploadDocument = new TypedDocumentString(`
    query InvoiceDeactivationUpload($id: ID!) {
  invoiceDeactivationUpload(id: $id) {
    id
    length
    totalParts
    receivedParts
    receivedRows
    appliedAt
    approvalRequestId
    summary {
      ...InvoiceDeactivationSummaryFields
    }
  }
}
    fragment InvoiceDeactivationSummaryFields on InvoiceDeactivationSummary {
  rows
  months
  merchants
  added
  alreadyDeactivated
}`) as unknown as TypedDocumentString<InvoiceDeactivationUploadQuery, InvoiceDeactivationUploadQueryVariables>;
export const StageInvoiceDeactivationsDocument = new TypedDocumentString(`
    mutation StageInvoiceDeactivations($uploadId: ID!, $part: BatchPart!, $rows: [InvoiceDeactivationRow!]!, $fileName: String, $comment: String) {
  stageInvoiceDeactivations(
    uploadId: $uploadId
    part: $part
    rows: $rows
    fileName: $fileName
    comment: $comment
  ) {
    id
    receivedRows
  }
}
    `) as unknown as TypedDocumentString<StageInvoiceDeactivationsMutation, StageInvoiceDeactivationsMutationVariables>;
export const DeactivateInvoiceUploadDocument = new TypedDocumentString(`
    mutation DeactivateInvoiceUpload($uploadId: ID!) {
  deactivateInvoiceUpload(uploadId: $uploadId) {
    ...InvoiceDeactivationSummaryFields
  }
}
    fragment InvoiceDeactivationSummaryFields on InvoiceDeactivationSummary {
  rows
  months
  merchants
  added
  alreadyDeactivated
}`) as unknown as TypedDocumentString<DeactivateInvoiceUploadMutation, DeactivateInvoiceUploadMutationVariables>;
export const ActivePaymentFraudFlagsDocument = new TypedDocumentString(`
    query ActivePaymentFraudFlags($paymentId: ID!) {
  activePaymentFraudFlags(paymentId: $paymentId) {
    paymentId
    fraudStatus {
      excludeFromBill
      activeFlags {
        ...PaymentFraudFlagRowFields
      }
    }
  }
}
    fragment PaymentFraudFlagRowFields on PaymentFraudFlag {
  id
  flaggedFor {
    id
    description
  }
  flaggedBy
  flaggedAt
  excludeFromBill
}`) as unknown as TypedDocumentString<ActivePaymentFraudFlagsQuery, ActivePaymentFraudFlagsQueryVariables>;
export const PaymentFraudFlagsHistoryDocument = new TypedDocumentString(`
    query PaymentFraudFlagsHistory($paymentId: ID!) {
  paymentFraudFlagsHistory(paymentId: $paymentId) {
    paymentId
    fraudFlagEvents {
      ...FraudFlagEventRowFields
    }
  }
}
    fragment FraudFlagEventRowFields on FraudFlagEvent {
  id
  createdAt
  createdBy
  message
}`) as unknown as TypedDocumentString<PaymentFraudFlagsHistoryQuery, PaymentFraudFlagsHistoryQueryVariables>;
export const PaymentPageDocument = new TypedDocumentString(`
    query PaymentPage($paymentId: ID!, $withAssessments: Boolean!) {
  paymentMessages(paymentId: $paymentId) {
    subject
    message
    createdAt
    kind
    dispatched
  }
  payment(paymentId: $paymentId) {
    id
    basketId
    appleOrderNumber
    description
    consumerId
    consumerName
    merchantId
    merchantName
    amount
    currency
    capturedAmount
    refundedAmount
    captures {
      id
      createdAt
      amount
      currency
    }
    refunds {
      id
      captureId
      createdAt
      amount
      currency
      reason
    }
    contractData {
      firstName
      lastName
      annualIncome
      dateOfBirth
      gender
      maritalStatus
      householdSize
      mortgage
      employer
      contractAddress {
        ...AddressFields
      }
      residenceType
    }
    buyer {
      ...BuyerFields
    }
    consumerData {
      email
      phone
      name1
      name2
      address {
        ...AddressFields
      }
    }
    order {
      tax
      shipping
      orderRef
      items {
        id
        title
        description
        unitPrice
        quantity
      }
      updatedAt
    }
    status
    tier
    tags
    updatedAt
    createdAt
    expiresAt
    test
    isSpecifiedContinuousServiceMerchant
    shippingAddress {
      ...AddressFields
    }
    billingAddress {
      ...AddressFields
    }
    buyerDataJson
    fraudulent
  }
  paymentAssessmentReportsByPaymentId(paymentId: $paymentId) @include(if: $withAssessments) {
    reports {
      id
      paymentId
      kind
      result
      reason
      metadataJson
    }
    error {
      kind
      description
    }
  }
}
    fragment BuyerFields on Buyer {
  name1
  name2
  email
  phone
}
fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}`) as unknown as TypedDocumentString<PaymentPageQuery, PaymentPageQueryVariables>;
export const SearchDocument = new TypedDocumentString(`
    query Search($searchKeyword: String!) {
  fuzzySearch(searchKeyword: $searchKeyword) {
    consumers {
      ...SearchConsumerRowFields
    }
    paidyPayments {
      ...SearchPaymentRowFields
    }
    combiniPayments {
      ...SearchCombiniPaymentRowFields
    }
    chargesByProviderRef {
      ...SearchDuplicateChargeRowFields
    }
  }
}
    fragment SearchPaymentRowFields on Payment {
  id
  test
  consumerId
  consumerName
  amount
  shippingAddress {
    ...AddressFields
  }
  createdAt
  status
}
fragment SearchConsumerRowFields on Consumer {
  id
  kanjiName
  kanaName
  createdAt
  dateOfBirth
  email
  phone
  status
}
fragment SearchCombiniPaymentRowFields on CombiniPayment {
  id
  orderRef
  amount
  createdAt
  status
  test
}
fragment SearchDuplicateChargeRowFields on ChargeByProviderRef {
  chargeId
  consumerId
  orderReference
  barcodeId
  amount
  createdAt
}
fragment AddressFields on Address {
  zip
  state
  city
  line1
  line2
}`) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;
export const MyPasskeysDocument = new TypedDocumentString(`
    query MyPasskeys {
  myPasskeys {
    id
    name
    createdAt
    lastUsedAt
  }
}
    `) as unknown as TypedDocumentString<MyPasskeysQuery, MyPasskeysQueryVariables>;
export const RenamePasskeyDocument = new TypedDocumentString(`
    mutation RenamePasskey($id: ID!, $name: String!) {
  renamePasskey(id: $id, name: $name) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<RenamePasskeyMutation, RenamePasskeyMutationVariables>;
export const RemovePasskeyDocument = new TypedDocumentString(`
    mutation RemovePasskey($id: ID!, $password: String!) {
  removePasskey(id: $id, password: $password) {
    id
  }
}
    `) as unknown as TypedDocumentString<RemovePasskeyMutation, RemovePasskeyMutationVariables>;
export const MySessionsDocument = new TypedDocumentString(`
    query MySessions {
  mySessions {
    id
    device
    address
    startedAt
    lastSeenAt
    current
  }
}
    `) as unknown as TypedDocumentString<MySessionsQuery, MySessionsQueryVariables>;
export const EndMySessionDocument = new TypedDocumentString(`
    mutation EndMySession($sessionId: ID!) {
  endMySession(sessionId: $sessionId) {
    id
  }
}
    `) as unknown as TypedDocumentString<EndMySessionMutation, EndMySessionMutationVariables>;
export const StaffAdminDocument = new TypedDocumentString(`
    query StaffAdmin {
  staffMembers {
    ...StaffMemberFields
  }
  staffRoles {
    name
    permissions
    holders
  }
}
    fragment StaffMemberFields on StaffMember {
  id
  email
  roles
  permissions
  effectivePermissions
  locked
  lockReason
  lastSignInAt
  passwordSet
  passkeyCount
  pendingRequests {
    requestId
    operation
    role
    permission
  }
}`) as unknown as TypedDocumentString<StaffAdminQuery, StaffAdminQueryVariables>;
export const CreateStaffMemberDocument = new TypedDocumentString(`
    mutation CreateStaffMember($email: String!, $roles: [String!]!) {
  createStaffMember(email: $email, roles: $roles) {
    ...StaffMemberFields
  }
}
    fragment StaffMemberFields on StaffMember {
  id
  email
  roles
  permissions
  effectivePermissions
  locked
  lockReason
  lastSignInAt
  passwordSet
  passkeyCount
  pendingRequests {
    requestId
    operation
    role
    permission
  }
}`) as unknown as TypedDocumentString<CreateStaffMemberMutation, CreateStaffMemberMutationVariables>;
export const GrantStaffRoleDocument = new TypedDocumentString(`
    mutation GrantStaffRole($staffId: ID!, $role: String!) {
  grantStaffRole(staffId: $staffId, role: $role) {
    ...StaffMemberFields
  }
}
    fragment StaffMemberFields on StaffMember {
  id
  email
  roles
  permissions
  effectivePermissions
  locked
  lockReason
  lastSignInAt
  passwordSet
  passkeyCount
  pendingRequests {
    requestId
    operation
    role
    permission
  }
}`) as unknown as TypedDocumentString<GrantStaffRoleMutation, GrantStaffRoleMutationVariables>;
export const RevokeStaffRoleDocument = new TypedDocumentString(`
    mutation RevokeStaffRole($staffId: ID!, $role: String!) {
  revokeStaffRole(staffId: $staffId, role: $role) {
    ...StaffMemberFields
  }
}
    fragment StaffMemberFields on StaffMember {
  id
  email
  roles
  permissions
  effectivePermissions
  locked
  lockReason
  lastSignInAt
  passwordSet
  passkeyCount
  pendingRequests {
    requestId
    operation
    role
    permission
  }
}`) as unknown as TypedDocumentString<RevokeStaffRoleMutation, RevokeStaffRoleMutationVariables>;
export const GrantStaffPermissionDocument = new TypedDocumentString(`
    mutation GrantStaffPermission($staffId: ID!, $permission: String!) {
  grantStaffPermission(staffId: $staffId, permission: $permission) {
    ...StaffMemberFields
  }
}
    fragment StaffMemberFields on StaffMember {
  id
  email
  roles
  permissions
  effectivePermissions
  locked
  lockReason
  lastSignInAt
  passwordSet
  passkeyCount
  pendingRequests {
    requestId
    operation
    role
    permission
  }
}`) as unknown as TypedDocumentString<GrantStaffPermissionMutation, GrantStaffPermissionMutationVariables>;
export const RevokeStaffPermissionDocument = new TypedDocumentString(`
    mutation RevokeStaffPermission($staffId: ID!, $permission: String!) {
  revokeStaffPermission(staffId: $staffId, permission: $permission) {
    ...StaffMemberFields
  }
}
    fragment StaffMemberFields on StaffMember {
  id
  email
  roles
  permissions
  effectivePermissions
  locked
  lockReason
  lastSignInAt
  passwordSet
  passkeyCount
  pendingRequests {
    requestId
    operation
    role
    permission
  }
}`) as unknown as TypedDocumentString<RevokeStaffPermissionMutation, RevokeStaffPermissionMutationVariables>;
export const LockStaffMemberDocument = new TypedDocumentString(`
    mutation LockStaffMember($staffId: ID!) {
  lockStaffMember(staffId: $staffId) {
    ...StaffMemberFields
  }
}
    fragment StaffMemberFields on StaffMember {
  id
  email
  roles
  permissions
  effectivePermissions
  locked
  lockReason
  lastSignInAt
  passwordSet
  passkeyCount
  pendingRequests {
    requestId
    operation
    role
    permission
  }
}`) as unknown as TypedDocumentString<LockStaffMemberMutation, LockStaffMemberMutationVariables>;
export const UnlockStaffMemberDocument = new TypedDocumentString(`
    mutation UnlockStaffMember($staffId: ID!) {
  unlockStaffMember(staffId: $staffId) {
    ...StaffMemberFields
  }
}
    fragment StaffMemberFields on StaffMember {
  id
  email
  roles
  permissions
  effectivePermissions
  locked
  lockReason
  lastSignInAt
  passwordSet
  passkeyCount
  pendingRequests {
    requestId
    operation
    role
    permission
  }
}`) as unknown as TypedDocumentString<UnlockStaffMemberMutation, UnlockStaffMemberMutationVariables>;
export const EndStaffSessionsDocument = new TypedDocumentString(`
    mutation EndStaffSessions($staffId: ID!) {
  endStaffSessions(staffId: $staffId) {
    ...StaffMemberFields
  }
}
    fragment StaffMemberFields on StaffMember {
  id
  email
  roles
  permissions
  effectivePermissions
  locked
  lockReason
  lastSignInAt
  passwordSet
  passkeyCount
  pendingRequests {
    requestId
    operation
    role
    permission
  }
}`) as unknown as TypedDocumentString<EndStaffSessionsMutation, EndStaffSessionsMutationVariables>;
export const RemoveStaffPasskeysDocument = new TypedDocumentString(`
    mutation RemoveStaffPasskeys($staffId: ID!) {
  removeStaffPasskeys(staffId: $staffId) {
    ...StaffMemberFields
  }
}
    fragment StaffMemberFields on StaffMember {
  id
  email
  roles
  permissions
  effectivePermissions
  locked
  lockReason
  lastSignInAt
  passwordSet
  passkeyCount
  pendingRequests {
    requestId
    operation
    role
    permission
  }
}`) as unknown as TypedDocumentString<RemoveStaffPasskeysMutation, RemoveStaffPasskeysMutationVariables>;
export const ResendSetPasswordLinkDocument = new TypedDocumentString(`
    mutation ResendSetPasswordLink($staffId: ID!) {
  resendSetPasswordLink(staffId: $staffId) {
    ...StaffMemberFields
  }
}
    fragment StaffMemberFields on StaffMember {
  id
  email
  roles
  permissions
  effectivePermissions
  locked
  lockReason
  lastSignInAt
  passwordSet
  passkeyCount
  pendingRequests {
    requestId
    operation
    role
    permission
  }
}`) as unknown as TypedDocumentString<ResendSetPasswordLinkMutation, ResendSetPasswordLinkMutationVariables>;
export const UpdateStaffRoleDocument = new TypedDocumentString(`
    mutation UpdateStaffRole($name: String!, $permissions: [String!]!) {
  updateStaffRole(name: $name, permissions: $permissions) {
    name
    permissions
    holders
  }
}
    `) as unknown as TypedDocumentString<UpdateStaffRoleMutation, UpdateStaffRoleMutationVariables>;
export const RecordOfflineReadsDocument = new TypedDocumentString(`
    mutation RecordOfflineReads($reads: [OfflineRead!]!) {
  recordOfflineReads(reads: $reads)
}
    `) as unknown as TypedDocumentString<RecordOfflineReadsMutation, RecordOfflineReadsMutationVariables>;