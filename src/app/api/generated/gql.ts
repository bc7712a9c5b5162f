/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ConsumerNameAndStatusFields on Consumer {\n    id\n    status\n    kanaName\n    kanjiName\n    legalStatus\n    version\n  }\n": typeof types.ConsumerNameAndStatusFieldsFragmentDoc,
    "\n  fragment PlusStatusFields on PlusStatus {\n    ekycStatus\n    houkatsuStatus\n    appleStatus\n  }\n": typeof types.PlusStatusFieldsFragmentDoc,
    "\n  fragment RunningBalanceFields on RunningBalance {\n    plusOutstandingAmount\n    appleOutstandingAmount\n    overdueAmount\n    uncapturedAmount\n    futurePlusAmount\n  }\n": typeof types.RunningBalanceFieldsFragmentDoc,
    "\n  fragment BuyerFields on Buyer {\n    name1\n    name2\n    email\n    phone\n  }\n": typeof types.BuyerFieldsFragmentDoc,
    "\n  query AccessEntries(\n    $staffEmail: String\n    $consumerId: ID\n    $kind: String\n    $from: EpochMillis\n    $to: EpochMillis\n    $offset: Int!\n    $limit: Int!\n  ) {\n    accessEntries(\n      staffEmail: $staffEmail\n      consumerId: $consumerId\n      kind: $kind\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      items {\n        id\n        at\n        staffEmail\n        kind\n        consumerIds\n        rowCount\n        reason\n        offline\n        readAt\n      }\n      hasMore\n    }\n  }\n": typeof types.AccessEntriesDocument,
    "\n  query AccessAlerts($offset: Int!, $limit: Int!) {\n    accessAlerts(offset: $offset, limit: $limit) {\n      id\n      at\n      staffEmail\n      rule\n      observed\n      threshold\n    }\n  }\n": typeof types.AccessAlertsDocument,
    "\n  query AccessAlertCount {\n    accessAlertCount\n  }\n": typeof types.AccessAlertCountDocument,
    "\n  query AccessAlertPolicy {\n    accessAlertPolicy {\n      distinctConsumersPerHour\n      exportedRowsPerDay\n      updatedAt\n      updatedBy\n    }\n  }\n": typeof types.AccessAlertPolicyDocument,
    "\n  mutation UpdateAccessAlertPolicy($distinctConsumersPerHour: Int!, $exportedRowsPerDay: Int!) {\n    updateAccessAlertPolicy(\n      distinctConsumersPerHour: $distinctConsumersPerHour\n      exportedRowsPerDay: $exportedRowsPerDay\n    ) {\n      distinctConsumersPerHour\n      exportedRowsPerDay\n    }\n  }\n": typeof types.UpdateAccessAlertPolicyDocument,
    "\n  mutation SendSms($consumerId: ID!, $smsText: String!, $expectedVersion: Int) {\n    sendSms(consumerId: $consumerId, smsText: $smsText, expectedVersion: $expectedVersion)\n  }\n": typeof types.SendSmsDocument,
    "\n  mutation CreateImpersonatedLoginSession($consumerId: ID!, $expectedVersion: Int) {\n    createImpersonatedLoginSession(consumerId: $consumerId, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": typeof types.CreateImpersonatedLoginSessionDocument,
    "\n  query AccountPage($consumerId: ID!) {\n    consumer(consumerId: $consumerId) {\n      ...ConsumerNameAndStatusFields\n    }\n    plusstatus(consumerId: $consumerId) {\n      ...PlusStatusFields\n    }\n    runningBalance(consumerId: $consumerId) {\n      ...RunningBalanceFields\n    }\n    billstatementsWithSettlements(consumerId: $consumerId) {\n      ...BillStatementRowFields\n    }\n  }\n": typeof types.AccountPageDocument,
    "\n  query BillStatement($billStatementId: ID!, $consumerId: ID!) {\n    billstatementsWithSettlements(consumerId: $consumerId, billStatementId: $billStatementId) {\n      ...BillStatementDetailFields\n    }\n    paidycode(billStatementId: $billStatementId) {\n      value\n    }\n  }\n": typeof types.BillStatementDocument,
    "\n  query Charges($consumerId: ID!) {\n    charges(consumerId: $consumerId) {\n      ...ChargeRowFields\n    }\n  }\n": typeof types.ChargesDocument,
    "\n  query MultiPayContracts($consumerId: ID!) {\n    multiPayContractsByConsumerId(consumerId: $consumerId) {\n      ...MultiPayContractRowFields\n    }\n  }\n": typeof types.MultiPayContractsDocument,
    "\n  fragment BillStatementDetailFields on BillStatementWithSettlements {\n    ...BillStatementRowFields\n    combiniSettlement {\n      combiniPaymentId\n      amount\n      settlementFeeAmount\n      merchantCode\n      consumerCode\n    }\n  }\n": typeof types.BillStatementDetailFieldsFragmentDoc,
    "\n  fragment BillStatementRowFields on BillStatementWithSettlements {\n    billStatement {\n      id\n      consumerId\n      issueDate\n      amount\n      unpaidAmount\n      lateFeesAmount\n      currency\n      dueAt\n      paidAt\n      status\n    }\n    autoDebitSettlement {\n      pullAmount\n      pullStatus\n      resultsProcessedBy\n    }\n  }\n": typeof types.BillStatementRowFieldsFragmentDoc,
    "\n  fragment ChargeRowFields on Charge {\n    id\n    consumerId\n    pushedAt\n    amount\n    currency\n    description\n    creditLine\n    kind\n    tier\n    source\n    metadata {\n      installmentPlanKind\n      installmentPlanChargeKind\n      installmentPlanInstallmentNumber\n      settlementMethod {\n        ... on CombiniSettlementMethod {\n          method\n          storeName\n          fee\n        }\n        ... on AutoDebitSettlementMethod {\n          method\n        }\n        ... on VanSettlementMethod {\n          method\n        }\n        ... on BankTransferSettlementMethod {\n          method\n        }\n        ... on OtherSettlementMethod {\n          method\n        }\n      }\n    }\n  }\n": typeof types.ChargeRowFieldsFragmentDoc,
    "\n  fragment MultiPayContractRowFields on MultiPayContract {\n    id\n    nameKana\n    applicationDatetime\n    approvalDatetime\n    currentNumberOfInstallments\n    currentPrincipal\n    currency\n    status\n    test\n  }\n": typeof types.MultiPayContractRowFieldsFragmentDoc,
    "\n  fragment ApprovalRequestRowFields on ApprovalRequest {\n    id\n    status\n    operation\n    targetId\n    targetType\n    maker {\n      id\n      email\n    }\n    decidedBy {\n      id\n      email\n    }\n    createdAt\n    decidedAt\n    expiresAt\n    extent {\n      rows\n      merchants\n      months\n    }\n  }\n": typeof types.ApprovalRequestRowFieldsFragmentDoc,
    "\n  fragment ApprovalRequestDetailFields on ApprovalRequest {\n    ...ApprovalRequestRowFields\n    comment\n    reason\n    outcome\n    arguments\n    decisionBlockedReason\n    changesSince {\n      version\n      operation\n      staffEmail\n      approverEmail\n      at\n      fields {\n        field\n        old\n        new\n      }\n    }\n    preview {\n      rowCount\n      currentValue\n      newValue\n      statusCounts {\n        status\n        count\n      }\n      firstRows {\n        position\n        id\n        value\n        problem\n      }\n      failingRows {\n        position\n        id\n        value\n        problem\n      }\n      failingCount\n      cancellablePlans\n      amount\n      lines\n      makerComment\n      fileName\n      merchantCount\n      monthCount\n      merchants {\n        merchantId\n        name\n        months\n        alreadyDeactivated\n      }\n      irreversibleRows {\n        position\n        consumerId\n        name\n        currentStatus\n        newStatus\n      }\n      irreversibleCount\n      plans {\n        position\n        planId\n        consumerId\n        consumerName\n        amount\n        status\n      }\n      staffChange {\n        memberEmail\n        newMember\n        roles\n        gained\n        removed\n        holders\n        rolesChangedSinceRequest\n      }\n      applied {\n        finished\n        changed\n        unchanged\n        refused {\n          reason\n          count\n        }\n        pending\n      }\n    }\n  }\n": typeof types.ApprovalRequestDetailFieldsFragmentDoc,
    "\n  query ApprovalRequests($status: ApprovalStatus, $decided: Boolean, $offset: Int!, $limit: Int!) {\n    approvalRequests(status: $status, decided: $decided, offset: $offset, limit: $limit) {\n      ...ApprovalRequestRowFields\n    }\n  }\n": typeof types.ApprovalRequestsDocument,
    "\n  query ApprovalRequest($id: ID!) {\n    approvalRequest(id: $id) {\n      ...ApprovalRequestDetailFields\n    }\n  }\n": typeof types.ApprovalRequestDocument,
    "\n  query PendingApprovalCount {\n    pendingApprovalCount\n  }\n": typeof types.PendingApprovalCountDocument,
    "\n  query ApprovalPolicies {\n    approvalPolicies {\n      key\n      enabled\n      rowThreshold\n      finalStatuses\n      updatedAt\n      updatedBy\n    }\n  }\n": typeof types.ApprovalPoliciesDocument,
    "\n  mutation ApproveRequest($id: ID!, $comment: String) {\n    approveRequest(id: $id, comment: $comment) {\n      ...ApprovalRequestDetailFields\n    }\n  }\n": typeof types.ApproveRequestDocument,
    "\n  mutation RejectRequest($id: ID!, $reason: String!) {\n    rejectRequest(id: $id, reason: $reason) {\n      ...ApprovalRequestDetailFields\n    }\n  }\n": typeof types.RejectRequestDocument,
    "\n  mutation WithdrawRequest($id: ID!) {\n    withdrawRequest(id: $id) {\n      ...ApprovalRequestDetailFields\n    }\n  }\n": typeof types.WithdrawRequestDocument,
    "\n  mutation UpdateApprovalPolicy(\n    $key: String!\n    $enabled: Boolean!\n    $rowThreshold: Int\n    $finalStatuses: Boolean!\n  ) {\n    updateApprovalPolicy(\n      key: $key\n      enabled: $enabled\n      rowThreshold: $rowThreshold\n      finalStatuses: $finalStatuses\n    ) {\n      key\n    }\n  }\n": typeof types.UpdateApprovalPolicyDocument,
    "\n  query SecurityPolicy {\n    securityPolicy {\n      passkeyRequiredRoles\n      ssoRequiredRoles\n      updatedAt\n      updatedBy\n    }\n  }\n": typeof types.SecurityPolicyDocument,
    "\n  query SecurityPolicyRoles {\n    staffRoles {\n      name\n    }\n  }\n": typeof types.SecurityPolicyRolesDocument,
    "\n  mutation UpdateSecurityPolicy($passkeyRequiredRoles: [String!]!, $ssoRequiredRoles: [String!]!) {\n    updateSecurityPolicy(passkeyRequiredRoles: $passkeyRequiredRoles, ssoRequiredRoles: $ssoRequiredRoles) {\n      passkeyRequiredRoles\n      ssoRequiredRoles\n    }\n  }\n": typeof types.UpdateSecurityPolicyDocument,
    "\n  query AuditEntries(\n    $staffEmail: String\n    $operation: String\n    $targetId: ID\n    $outcome: String\n    $from: EpochMillis\n    $to: EpochMillis\n    $offset: Int!\n    $limit: Int!\n  ) {\n    auditEntries(\n      staffEmail: $staffEmail\n      operation: $operation\n      targetId: $targetId\n      outcome: $outcome\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      items {\n        ...AuditEntryFields\n      }\n      hasMore\n    }\n  }\n": typeof types.AuditEntriesDocument,
    "\n  fragment AuditEntryFields on AuditEntry {\n    sequence\n    at\n    staffEmail\n    operation\n    targetType\n    targetId\n    outcome\n    approverEmail\n    ip\n    detail\n  }\n": typeof types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditOperations {\n    auditOperations\n  }\n": typeof types.AuditOperationsDocument,
    "\n  fragment AuditVerificationFields on AuditVerification {\n    id\n    status\n    requestedBy\n    requestedAt\n    completedAt\n    throughSequence\n    checkedRows\n    headHash\n    brokenSequence\n    brokenRowId\n    problem\n  }\n": typeof types.AuditVerificationFieldsFragmentDoc,
    "\n  query AuditChainState {\n    auditChainState {\n      headSequence\n      headHash\n      headAt\n      lastVerification {\n        ...AuditVerificationFields\n      }\n      running {\n        ...AuditVerificationFields\n      }\n    }\n  }\n": typeof types.AuditChainStateDocument,
    "\n  mutation VerifyAuditChain {\n    verifyAuditChain {\n      ...AuditVerificationFields\n    }\n  }\n": typeof types.VerifyAuditChainDocument,
    "\n  query CombiniPaymentPage($combiniPaymentId: ID!) {\n    combinipayment(combiniPaymentId: $combiniPaymentId) {\n      id\n      status\n      orderRef\n      amount\n      settlementFeeAmount\n      merchantName\n      buyer {\n        ...BuyerFields\n      }\n      createdAt\n      updatedAt\n      expiresAt\n      test\n      provider {\n        providerName\n        providerRef\n        consumerCode\n        merchantCode\n      }\n    }\n  }\n": typeof types.CombiniPaymentPageDocument,
    "\n  query ConsumerPendingApprovals($targetId: ID!) {\n    pendingApprovals(targetId: $targetId) {\n      id\n      operation\n      targetType\n      targetId\n      createdAt\n      maker {\n        email\n      }\n    }\n  }\n": typeof types.ConsumerPendingApprovalsDocument,
    "\n  mutation CloseConsumer($id: ID!, $expectedVersion: Int) {\n    closeConsumer(id: $id, reason: \"\", test: false, expectedVersion: $expectedVersion)\n  }\n": typeof types.CloseConsumerDocument,
    "\n  mutation DisableConsumer($id: ID!, $expectedVersion: Int) {\n    disableConsumer(id: $id, displayDisableNoticeToConsumer: true, expectedVersion: $expectedVersion) {\n      id\n      status\n    }\n  }\n": typeof types.DisableConsumerDocument,
    "\n  mutation UpdateConsumerLegalStatus($id: ID!, $legalStatus: LegalStatus!, $expectedVersion: Int) {\n    updateConsumerLegalStatus(id: $id, legalStatus: $legalStatus, expectedVersion: $expectedVersion) {\n      id\n      status\n      legalStatus\n    }\n  }\n": typeof types.UpdateConsumerLegalStatusDocument,
    "\n  mutation UpdateConsumerEmail($id: ID!, $email: String!, $expectedVersion: Int) {\n    updateConsumerEmail(id: $id, email: $email, test: false, expectedVersion: $expectedVersion)\n  }\n": typeof types.UpdateConsumerEmailDocument,
    "\n  mutation UpdateConsumerPhone($id: ID!, $phone: String!, $expectedVersion: Int) {\n    updateConsumerPhone(id: $id, phone: $phone, test: false, expectedVersion: $expectedVersion)\n  }\n": typeof types.UpdateConsumerPhoneDocument,
    "\n  mutation CreateAdminLogV2($consumerId: ID!, $message: String!, $expectedVersion: Int) {\n    createAdminLogV2(\n      consumerId: $consumerId\n      message: $message\n      test: false\n      expectedVersion: $expectedVersion\n    ) {\n      message\n      creator\n      createdAt\n    }\n  }\n": typeof types.CreateAdminLogV2Document,
    "\n  mutation CancelContract($installmentPlanId: ID!, $expectedVersion: Int) {\n    cancelContract(installmentPlanId: $installmentPlanId, test: false, expectedVersion: $expectedVersion)\n  }\n": typeof types.CancelContractDocument,
    "\n  query ConsumerPage($consumerId: ID!, $withExclusions: Boolean!, $paymentsPage: Int!) {\n    consumer(consumerId: $consumerId) {\n      ...ConsumerNameAndStatusFields\n      dateOfBirth\n      email\n      phone\n      createdAt\n      address {\n        ...AddressFields\n      }\n      closedAt\n      closedBy\n      linkToMixPanel\n    }\n    plusConsumerData(consumerId: $consumerId) {\n      appleLineOfCreditLimit\n      pacData {\n        annualIncome\n        dependents\n        rentOrMortgage\n      }\n      spendLimit {\n        max\n        selected\n      }\n      eKycConsumerData {\n        firstNameKanji\n        lastNameKanji\n        firstNameKana\n        lastNameKana\n        birthDate\n        occupation\n        address {\n          ...AddressFields\n        }\n        applicationReason\n        appliedAt\n        examinedAt\n        updatedAt\n        metadata {\n          liquidApplicationId\n        }\n      }\n      plusConsumerDetails {\n        nameKanji\n        nameKana\n        address {\n          ...AddressFields\n        }\n      }\n      approvedAt\n    }\n    plusstatus(consumerId: $consumerId) {\n      ...PlusStatusFields\n    }\n    consumerPayments(consumerId: $consumerId, first: $paymentsPage) {\n      ...ConsumerPaymentsPageFields\n    }\n    activeFraudFlagsByConsumerId(consumerId: $consumerId) {\n      ...ConsumerFraudFlagRowFields\n    }\n    assessmentExclusionsByConsumerId(consumerId: $consumerId) @include(if: $withExclusions) {\n      ...AssessmentExclusionRowFields\n    }\n  }\n": typeof types.ConsumerPageDocument,
    "\n  query ConsumerPayments(\n    $consumerId: ID!\n    $first: Int!\n    $after: String\n    $filter: ConsumerPaymentFilter\n    $sort: ConsumerPaymentSort\n  ) {\n    consumerPayments(consumerId: $consumerId, first: $first, after: $after, filter: $filter, sort: $sort) {\n      ...ConsumerPaymentsPageFields\n    }\n  }\n": typeof types.ConsumerPaymentsDocument,
    "\n  query LimitAndUsage($consumerId: ID!) {\n    runningBalance(consumerId: $consumerId) {\n      ...RunningBalanceFields\n    }\n  }\n": typeof types.LimitAndUsageDocument,
    "\n  query Contracts($consumerId: ID!) {\n    contractsByConsumerId(consumerId: $consumerId, test: false) {\n      threePay {\n        ...ContractRowFields\n      }\n      sixPay {\n        ...ContractRowFields\n      }\n      twelvePay {\n        ...ContractRowFields\n      }\n      apple {\n        ...ContractRowFields\n      }\n    }\n  }\n": typeof types.ContractsDocument,
    "\n  query HoukatsuTab($consumerId: ID!) {\n    nlpMigrationStatus(consumerId: $consumerId) {\n      ...NlpMigrationStatusFields\n    }\n    nlpReport(consumerId: $consumerId) {\n      ...NlpReportFields\n    }\n  }\n": typeof types.HoukatsuTabDocument,
    "\n  query PlusTab($consumerId: ID!, $withPac: Boolean!) {\n    plusStatus(consumerId: $consumerId) {\n      ...PlusStatusFields\n    }\n    selfCancellationStatus(consumerId: $consumerId) {\n      featureEnabled\n      enabled\n      remainingCancellations\n      expireAt\n    }\n    plusApplicationDates(consumerId: $consumerId) {\n      ekycAppliedAt\n      ekycApprovedAt\n      houkatsuAppliedAt\n      houkatsuApprovedAt\n      reviewConfirmedAt\n    }\n    gpsTokens(consumerId: $consumerId) {\n      ...GpsTokenRowFields\n    }\n    cardEligibility(consumerId: $consumerId) {\n      isEligible\n    }\n    paypalLinks(consumerId: $consumerId) {\n      ...PaypalLinkRowFields\n    }\n    pacAuditDataSummary(consumerId: $consumerId) @include(if: $withPac) {\n      ...CreditLimitHistoryRowFields\n    }\n  }\n": typeof types.PlusTabDocument,
    "\n  query PacAuditRecords($consumerId: ID!) {\n    pacAuditDataDetailed(consumerId: $consumerId) {\n      ...PacAuditRecordRowFields\n    }\n  }\n": typeof types.PacAuditRecordsDocument,
    "\n  query AdminLogs($consumerId: ID!) {\n    adminLogs(consumerId: $consumerId) {\n      ...AdminLogRowFields\n    }\n  }\n": typeof types.AdminLogsDocument,
    "\n  query ConsumerMessages($consumerId: ID!) {\n    consumerMessages(consumerId: $consumerId) {\n      ...ConsumerMessageRowFields\n    }\n  }\n": typeof types.ConsumerMessagesDocument,
    "\n  query ConsumerHistory($consumerId: ID!, $from: EpochMillis!, $to: EpochMillis!) {\n    consumerHistory(consumerId: $consumerId, from: $from, to: $to) {\n      ...ConsumerHistoryRecordFields\n    }\n  }\n": typeof types.ConsumerHistoryDocument,
    "\n  query Van($consumerId: ID!) {\n    van(consumerId: $consumerId) {\n      ...VanFields\n    }\n  }\n": typeof types.VanDocument,
    "\n  mutation UpdateGpsTokenStatus(\n    $consumerId: ID!\n    $token: String!\n    $status: CardTokenStatus!\n    $expectedVersion: Int\n  ) {\n    updateGpsTokenStatus(\n      consumerId: $consumerId\n      token: $token\n      status: $status\n      expectedVersion: $expectedVersion\n    ) {\n      token\n      status\n    }\n  }\n": typeof types.UpdateGpsTokenStatusDocument,
    "\n  mutation MarkPhysicalCardReturned($consumerId: ID!, $token: String!, $expectedVersion: Int) {\n    updatePhysicalCardStatus(\n      consumerId: $consumerId\n      token: $token\n      status: returned\n      expectedVersion: $expectedVersion\n    ) {\n      token\n      physicalCardStatus\n      physicalCardUpdatedAt\n    }\n  }\n": typeof types.MarkPhysicalCardReturnedDocument,
    "\n  mutation CreateCardEligibilityException($consumerId: ID!, $expectedVersion: Int) {\n    createCardEligibilityException(consumerId: $consumerId, expectedVersion: $expectedVersion)\n  }\n": typeof types.CreateCardEligibilityExceptionDocument,
    "\n  mutation EnableSelfCancellation(\n    $consumerId: ID!\n    $cancellationsLimit: Int!\n    $expireAt: EpochMillis!\n    $expectedVersion: Int\n  ) {\n    enableSelfCancellation(\n      consumerId: $consumerId\n      cancellationsLimit: $cancellationsLimit\n      expireAt: $expireAt\n      expectedVersion: $expectedVersion\n    ) {\n      featureEnabled\n      enabled\n      remainingCancellations\n      expireAt\n    }\n  }\n": typeof types.EnableSelfCancellationDocument,
    "\n  mutation ResetConsumerStatus($consumerId: ID!, $expectedVersion: Int) {\n    resetConsumerStatus(consumerId: $consumerId, expectedVersion: $expectedVersion)\n  }\n": typeof types.ResetConsumerStatusDocument,
    "\n  mutation AssignVan($consumerId: ID!, $expectedVersion: Int) {\n    assignVan(consumerId: $consumerId, expectedVersion: $expectedVersion) {\n      ...VanFields\n    }\n  }\n": typeof types.AssignVanDocument,
    "\n  mutation RevealConsumerPii($consumerId: ID!, $reason: String!) {\n    revealConsumerPii(consumerId: $consumerId, reason: $reason) {\n      consumerId\n      email\n      phone\n      dateOfBirth\n      address {\n        ...AddressFields\n      }\n    }\n  }\n": typeof types.RevealConsumerPiiDocument,
    "\n  fragment ConsumerHistoryRecordFields on ConsumerHistoryRecord {\n    __typename\n    ... on ConsumerCreatedRecord {\n      kind\n      timestamp\n      email\n      phone\n      name1\n      name2\n      dateOfBirth\n      address {\n        ...AddressFields\n      }\n      source\n    }\n    ... on ConsumerUpdatedRecord {\n      kind\n      timestamp\n      agent\n      approvedBy\n      email\n      phone\n      name1\n      name2\n      dateOfBirth\n      address {\n        ...AddressFields\n      }\n      emailVerificationInfo {\n        verified\n        verifiedAt\n      }\n      legalStatus\n    }\n    ... on ConsumerDisabledRecord {\n      kind\n      timestamp\n      reason\n      agent\n      approvedBy\n    }\n    ... on ConsumerEnabledRecord {\n      kind\n      timestamp\n      reason\n      agent\n      approvedBy\n    }\n    ... on ConsumerClosedRecord {\n      kind\n      timestamp\n      reason\n      agent\n      approvedBy\n    }\n    ... on ConsumerContractRevertedRecord {\n      kind\n      timestamp\n      agent\n      approvedBy\n      reason\n      installmentPlanId\n      amount\n    }\n  }\n": typeof types.ConsumerHistoryRecordFieldsFragmentDoc,
    "\n  fragment NlpMigrationStatusFields on NlpMigrationStatus {\n    consumerId\n    status\n    updatedAt\n  }\n": typeof types.NlpMigrationStatusFieldsFragmentDoc,
    "\n  fragment NlpReportFields on NlpReport {\n    consumerId\n    computationCycle\n    nmdLimit\n    nextMonthDue\n    multiplier\n    treLimit\n    tre\n    availableAmount\n    currentMonthlyPower\n    unconfirmedPayments\n    closedBillsAmount\n    changeInMonthlyPower {\n      cycle\n      nextMonthDue\n      unconfirmedPaymentsAndUnconfirmedFutureExposures\n      predictiveMonthlyPower\n      remainingBalanceOfAvailableAmount\n    }\n    syntheticMonthlyPower {\n      plus {\n        name\n        amount\n      }\n    }\n  }\n": typeof types.NlpReportFieldsFragmentDoc,
    "\n  fragment AdminLogRowFields on AdminLog {\n    message\n    creator\n    createdAt\n  }\n": typeof types.AdminLogRowFieldsFragmentDoc,
    "\n  fragment ConsumerMessageRowFields on ConsumerMessage {\n    subject\n    message\n    createdAt\n    kind\n    dispatched\n  }\n": typeof types.ConsumerMessageRowFieldsFragmentDoc,
    "\n  fragment PacAuditRecordRowFields on PacAuditDetailed {\n    completedAt\n    contractType\n    reason\n    creditLimitPP\n    creditLimitPPFA\n    maxPACLimit\n    paidyDebtTriggering\n    paidyDebtCalculation\n    cicAnnualInvoicedAmountAtPaidy\n    hasUnpaidBillsForPreviousMonth\n    cicDebt\n    totalCicAnnualInvoicedAmount\n    hasCicDelinquentContract\n    hasUnpaidBillForPreviousMonth\n    hasUnpaidBillInPaidy\n    annualIncome\n    dependency\n    rentOrMortgage\n    costOfLiving\n  }\n": typeof types.PacAuditRecordRowFieldsFragmentDoc,
    "\n  fragment ConsumerPaymentRowFields on Payment {\n    id\n    consumerName\n    amount\n    capturedAmount\n    refundedAmount\n    merchantId\n    merchantName\n    captures {\n      id\n      amount\n      createdAt\n    }\n    status\n    tags\n    createdAt\n    test\n    shippingAddress {\n      ...AddressFields\n    }\n    billingAddress {\n      ...AddressFields\n    }\n  }\n": typeof types.ConsumerPaymentRowFieldsFragmentDoc,
    "\n  fragment ConsumerPaymentsPageFields on ConsumerPaymentsPage {\n    payments {\n      ...ConsumerPaymentRowFields\n    }\n    endCursor\n    hasMore\n    totalCount\n  }\n": typeof types.ConsumerPaymentsPageFieldsFragmentDoc,
    "\n  fragment ContractRowFields on InstallmentContract {\n    id\n    dateConverted\n    paymentId\n    merchantName\n    status\n    totalCaptureAmount\n    outstandingAmount\n    refundAmount\n  }\n": typeof types.ContractRowFieldsFragmentDoc,
    "\n  fragment GpsTokenRowFields on GpsToken {\n    token\n    status\n    createdAt\n    idemiaId\n    physicalCardStatus\n    physicalCardUpdatedAt\n    physicalCardEvents {\n      physicalCardStatus\n      physicalCardUpdatedAt\n    }\n  }\n": typeof types.GpsTokenRowFieldsFragmentDoc,
    "\n  fragment PaypalLinkRowFields on PaypalLink {\n    status\n    linkEvents {\n      status\n      time\n    }\n    gpsToken\n  }\n": typeof types.PaypalLinkRowFieldsFragmentDoc,
    "\n  fragment CreditLimitHistoryRowFields on PacAuditSummary {\n    completedAt\n    contractType\n    reason\n    creditLimitPP\n    creditLimitPPFA\n  }\n": typeof types.CreditLimitHistoryRowFieldsFragmentDoc,
    "\n  fragment VanFields on Van {\n    bankName\n    branchName\n    branchCode\n    accountName\n    accountType\n    accountNumber\n    vanKey\n  }\n": typeof types.VanFieldsFragmentDoc,
    "\n  query FraudManagementEventLogs($consumerId: ID!) {\n    fraudManagementEventLogs(consumerId: $consumerId) {\n      ...FraudEventLogRowFields\n    }\n  }\n": typeof types.FraudManagementEventLogsDocument,
    "\n  query ConsumerPaymentsActiveFraudFlags($consumerId: ID!) {\n    consumerPaymentsActiveFraudFlags(consumerId: $consumerId) {\n      ...ConsumerPaymentFraudFlagsRowFields\n    }\n  }\n": typeof types.ConsumerPaymentsActiveFraudFlagsDocument,
    "\n  mutation CreateFraudFlagV2($consumerId: ID!, $flaggedFor: ID!, $expectedVersion: Int) {\n    createFraudFlagV2(consumerId: $consumerId, flaggedFor: $flaggedFor, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": typeof types.CreateFraudFlagV2Document,
    "\n  mutation UnflagConsumerFromFraudFlag(\n    $consumerId: ID!\n    $flagId: ID!\n    $message: String!\n    $expectedVersion: Int\n  ) {\n    unflagConsumerFromFraudFlag(\n      consumerId: $consumerId\n      flagId: $flagId\n      message: $message\n      expectedVersion: $expectedVersion\n    )\n  }\n": typeof types.UnflagConsumerFromFraudFlagDocument,
    "\n  mutation CreateFraudManagementEventLog($consumerId: ID!, $message: String!, $expectedVersion: Int) {\n    createFraudManagementEventLog(\n      consumerId: $consumerId\n      message: $message\n      expectedVersion: $expectedVersion\n    ) {\n      id\n    }\n  }\n": typeof types.CreateFraudManagementEventLogDocument,
    "\n  mutation CreateAssessmentExclusion($consumerId: ID!, $assessmentKind: String!, $expectedVersion: Int) {\n    createAssessmentExclusion(\n      consumerId: $consumerId\n      assessmentKind: $assessmentKind\n      expectedVersion: $expectedVersion\n    ) {\n      id\n    }\n  }\n": typeof types.CreateAssessmentExclusionDocument,
    "\n  mutation DeactivateAssessmentExclusion($consumerId: ID!, $exclusionId: ID!, $expectedVersion: Int) {\n    deactivateAssessmentExclusion(\n      consumerId: $consumerId\n      exclusionId: $exclusionId\n      expectedVersion: $expectedVersion\n    ) {\n      id\n    }\n  }\n": typeof types.DeactivateAssessmentExclusionDocument,
    "\n  mutation FlagPaymentsForFraud(\n    $consumerId: ID!\n    $flaggedFor: ID!\n    $excludeFromBill: ExcludeFromBill!\n    $paymentsToFlag: [PaymentToFlag!]!\n    $expectedVersion: Int\n  ) {\n    flagPaymentsForFraud(\n      consumerId: $consumerId\n      flaggedFor: $flaggedFor\n      excludeFromBill: $excludeFromBill\n      paymentsToFlag: $paymentsToFlag\n      expectedVersion: $expectedVersion\n    ) {\n      fraudFlagId\n      paymentId\n    }\n  }\n": typeof types.FlagPaymentsForFraudDocument,
    "\n  mutation UnflagPaymentFraudFlags($unflaggedFor: ID!, $paymentFraudFlagIds: [ID!]!, $expectedVersion: Int) {\n    unflagPaymentFraudFlags(\n      unflaggedFor: $unflaggedFor\n      paymentFraudFlagIds: $paymentFraudFlagIds\n      expectedVersion: $expectedVersion\n    )\n  }\n": typeof types.UnflagPaymentFraudFlagsDocument,
    "\n  query FraudPayments($consumerId: ID!) {\n    paymentsV2(consumerId: $consumerId) {\n      payments {\n        ...FraudPaymentRowFields\n      }\n      metadata {\n        amazonPaymentsLimitReached\n        paidyPaymentsLimitReached\n      }\n    }\n  }\n": typeof types.FraudPaymentsDocument,
    "\n  query FraudManagementPermissions {\n    fraudManagementPermissions {\n      permissions {\n        value\n      }\n    }\n  }\n": typeof types.FraudManagementPermissionsDocument,
    "\n  query FlaggingReasons {\n    flaggingReasons {\n      id\n      reason\n    }\n  }\n": typeof types.FlaggingReasonsDocument,
    "\n  query ExcludableAssessments($consumerId: ID!) {\n    excludableAssessmentsByConsumerId(consumerId: $consumerId)\n  }\n": typeof types.ExcludableAssessmentsDocument,
    "\n  query PaymentFraudFlaggingReasons {\n    paymentFraudFlaggingReasons {\n      id\n      description\n    }\n  }\n": typeof types.PaymentFraudFlaggingReasonsDocument,
    "\n  query PaymentFraudUnflaggingReasons {\n    paymentFraudUnflaggingReasons {\n      id\n      description\n    }\n  }\n": typeof types.PaymentFraudUnflaggingReasonsDocument,
    "\n  fragment FraudPaymentRowFields on Payment {\n    id\n    consumerName\n    merchantId\n    amount\n    capturedAmount\n    refundedAmount\n    captures {\n      id\n    }\n    status\n    createdAt\n    shippingAddress {\n      ...AddressFields\n    }\n    billingAddress {\n      ...AddressFields\n    }\n  }\n": typeof types.FraudPaymentRowFieldsFragmentDoc,
    "\n  fragment ConsumerPaymentFraudFlagsRowFields on ConsumerPaymentFraudFlags {\n    paymentId\n    excludeFromBill\n    activeFraudFlagIds\n  }\n": typeof types.ConsumerPaymentFraudFlagsRowFieldsFragmentDoc,
    "\n  fragment ConsumerFraudFlagRowFields on ConsumerFraudFlag {\n    id\n    consumerId\n    flaggedFor {\n      id\n      reason\n    }\n    flaggedBy\n    flaggedAt\n  }\n": typeof types.ConsumerFraudFlagRowFieldsFragmentDoc,
    "\n  fragment AssessmentExclusionRowFields on AssessmentExclusion {\n    id\n    consumerId\n    assessmentKind\n    excludedBy\n    excludedAt\n  }\n": typeof types.AssessmentExclusionRowFieldsFragmentDoc,
    "\n  fragment FraudEventLogRowFields on FraudEventLog {\n    id\n    createdBy\n    createdAt\n    message\n  }\n": typeof types.FraudEventLogRowFieldsFragmentDoc,
    "\n  query InstallmentPlans($installmentPlanIds: [ID!]!) {\n    installmentPlans(installmentPlanIds: $installmentPlanIds) {\n      id\n      consumerId\n      contractType\n      status\n      outstandingAmount\n    }\n  }\n": typeof types.InstallmentPlansDocument,
    "\n  fragment BulkCancellationFields on BulkCancellation {\n    ...BulkCancellationSummary\n    retry {\n      ...JobRetryFields\n    }\n    results {\n      id\n      status\n      code\n      title\n      description\n      planStatus\n      outstandingAmount\n    }\n  }\n": typeof types.BulkCancellationFieldsFragmentDoc,
    "\n  fragment BulkCancellationSummary on BulkCancellation {\n    id\n    length\n    done\n    createdBy\n    createdAt\n    completedAt\n    approvalRequestId\n    awaitingApproval\n    approvalStatus\n    comment\n    successes\n    notActive\n    failures\n  }\n": typeof types.BulkCancellationSummaryFragmentDoc,
    "\n  query BulkCancellations($filter: BulkCancellationFilter, $offset: Int!, $limit: Int!) {\n    bulkCancellations(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...BulkCancellationSummary\n      }\n    }\n  }\n": typeof types.BulkCancellationsDocument,
    "\n  mutation StartBulkCancellation($installmentPlanIds: [ID!]!, $comment: String) {\n    startBulkCancellation(installmentPlanIds: $installmentPlanIds, comment: $comment) {\n      ...BulkCancellationFields\n    }\n  }\n": typeof types.StartBulkCancellationDocument,
    "\n  query BulkCancellation($id: ID!) {\n    bulkCancellation(id: $id) {\n      ...BulkCancellationFields\n    }\n  }\n": typeof types.BulkCancellationDocument,
    "\n  query ConsumerStatuses($consumerIds: [ID!]!) {\n    consumerStatuses(consumerIds: $consumerIds) {\n      id\n      status\n      legalStatus\n    }\n  }\n": typeof types.ConsumerStatusesDocument,
    "\n  mutation StartLegalStatusBatch(\n    $batchId: ID!\n    $comment: String\n    $statusesToUpdate: [LegalStatusToUpdate!]!\n    $part: BatchPart\n  ) {\n    legalStatusBatchUpdate(\n      batchId: $batchId\n      comment: $comment\n      statusesToUpdate: $statusesToUpdate\n      part: $part\n    ) {\n      id\n      comment\n      success\n      completedAt\n      error\n    }\n  }\n": typeof types.StartLegalStatusBatchDocument,
    "\n  query LegalStatusBatches($offset: Int!, $limit: Int!, $filter: LegalStatusBatchFilter) {\n    legalStatusBatchCount(filter: $filter)\n    legalStatusBatchUpdates(offset: $offset, limit: $limit, filter: $filter) {\n      ...LegalStatusBatchFields\n    }\n  }\n": typeof types.LegalStatusBatchesDocument,
    "\n  query LegalStatusBatch($batchId: ID!) {\n    legalStatusBatchUpdate(batchId: $batchId) {\n      ...LegalStatusBatchFields\n    }\n  }\n": typeof types.LegalStatusBatchDocument,
    "\n  query LegalStatusBatchResults($batchId: ID!, $offset: Int!, $limit: Int!) {\n    legalStatusBatchUpdateResults(batchId: $batchId, offset: $offset, limit: $limit) {\n      line\n      consumerId\n      desiredStatus\n      success\n      error\n    }\n  }\n": typeof types.LegalStatusBatchResultsDocument,
    "\n  fragment LegalStatusBatchFields on LegalStatusBatch {\n    id\n    approvalRequestId\n    awaitingApproval\n    approvalStatus\n    comment\n    length\n    createdBy\n    createdAt\n    successes\n    failures\n    success\n    completedAt\n    error\n    retry {\n      ...JobRetryFields\n    }\n  }\n": typeof types.LegalStatusBatchFieldsFragmentDoc,
    "\n  query Merchants($disabled: Boolean!) {\n    merchants(disabled: $disabled) {\n      id\n      name\n      createdAt\n      disabledAt\n      deactivatedMonths\n    }\n  }\n": typeof types.MerchantsDocument,
    "\n  fragment InvoiceDeactivationSummaryFields on InvoiceDeactivationSummary {\n    rows\n    months\n    merchants\n    added\n    alreadyDeactivated\n  }\n": typeof types.InvoiceDeactivationSummaryFieldsFragmentDoc,
    "\n  query InvoiceDeactivationUpload($id: ID!) {\n    invoiceDeactivationUpload(id: $id) {\n      id\n      length\n      totalParts\n      receivedParts\n      receivedRows\n      appliedAt\n      approvalRequestId\n      summary {\n        ...InvoiceDeactivationSummaryFields\n      }\n    }\n  }\n": typeof types.InvoiceDeactivationUploadDocument,
    "\n  mutation StageInvoiceDeactivations(\n    $uploadId: ID!\n    $part: BatchPart!\n    $rows: [InvoiceDeactivationRow!]!\n    $fileName: String\n    $comment: String\n  ) {\n    stageInvoiceDeactivations(\n      uploadId: $uploadId\n      part: $part\n      rows: $rows\n      fileName: $fileName\n      comment: $comment\n    ) {\n      id\n      receivedRows\n    }\n  }\n": typeof types.StageInvoiceDeactivationsDocument,
    "\n  mutation DeactivateInvoiceUpload($uploadId: ID!) {\n    deactivateInvoiceUpload(uploadId: $uploadId) {\n      ...InvoiceDeactivationSummaryFields\n    }\n  }\n": typeof types.DeactivateInvoiceUploadDocument,
    "\n  query ActivePaymentFraudFlags($paymentId: ID!) {\n    activePaymentFraudFlags(paymentId: $paymentId) {\n      paymentId\n      fraudStatus {\n        excludeFromBill\n        activeFlags {\n          ...PaymentFraudFlagRowFields\n        }\n      }\n    }\n  }\n": typeof types.ActivePaymentFraudFlagsDocument,
    "\n  query PaymentFraudFlagsHistory($paymentId: ID!) {\n    paymentFraudFlagsHistory(paymentId: $paymentId) {\n      paymentId\n      fraudFlagEvents {\n        ...FraudFlagEventRowFields\n      }\n    }\n  }\n": typeof types.PaymentFraudFlagsHistoryDocument,
    "\n  query PaymentPage($paymentId: ID!, $withAssessments: Boolean!) {\n    paymentMessages(paymentId: $paymentId) {\n      subject\n      message\n      createdAt\n      kind\n      dispatched\n    }\n    payment(paymentId: $paymentId) {\n      id\n      basketId\n      appleOrderNumber\n      description\n      consumerId\n      consumerName\n      merchantId\n      merchantName\n      amount\n      currency\n      capturedAmount\n      refundedAmount\n      captures {\n        id\n        createdAt\n        amount\n        currency\n      }\n      refunds {\n        id\n        captureId\n        createdAt\n        amount\n        currency\n        reason\n      }\n      contractData {\n        firstName\n        lastName\n        annualIncome\n        dateOfBirth\n        gender\n        maritalStatus\n        householdSize\n        mortgage\n        employer\n        contractAddress {\n          ...AddressFields\n        }\n        residenceType\n      }\n      buyer {\n        ...BuyerFields\n      }\n      consumerData {\n        email\n        phone\n        name1\n        name2\n        address {\n          ...AddressFields\n        }\n      }\n      order {\n        tax\n        shipping\n        orderRef\n        items {\n          id\n          title\n          description\n          unitPrice\n          quantity\n        }\n        updatedAt\n      }\n      status\n      tier\n      tags\n      updatedAt\n      createdAt\n      expiresAt\n      test\n      isSpecifiedContinuousServiceMerchant\n      shippingAddress {\n        ...AddressFields\n      }\n      billingAddress {\n        ...AddressFields\n      }\n      buyerDataJson\n      fraudulent\n    }\n    paymentAssessmentReportsByPaymentId(paymentId: $paymentId) @include(if: $withAssessments) {\n      reports {\n        id\n        paymentId\n        kind\n        result\n        reason\n        metadataJson\n      }\n      error {\n        kind\n        description\n      }\n    }\n  }\n": typeof types.PaymentPageDocument,
    "\n  fragment PaymentFraudFlagRowFields on PaymentFraudFlag {\n    id\n    flaggedFor {\n      id\n      description\n    }\n    flaggedBy\n    flaggedAt\n    excludeFromBill\n  }\n": typeof types.PaymentFraudFlagRowFieldsFragmentDoc,
    "\n  fragment FraudFlagEventRowFields on FraudFlagEvent {\n    id\n    createdAt\n    createdBy\n    message\n  }\n": typeof types.FraudFlagEventRowFieldsFragmentDoc,
    "\n  query Search($searchKeyword: String!) {\n    fuzzySearch(searchKeyword: $searchKeyword) {\n      consumers {\n        ...SearchConsumerRowFields\n      }\n      paidyPayments {\n        ...SearchPaymentRowFields\n      }\n      combiniPayments {\n        ...SearchCombiniPaymentRowFields\n      }\n      chargesByProviderRef {\n        ...SearchDuplicateChargeRowFields\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  fragment SearchPaymentRowFields on Payment {\n    id\n    test\n    consumerId\n    consumerName\n    amount\n    shippingAddress {\n      ...AddressFields\n    }\n    createdAt\n    status\n  }\n": typeof types.SearchPaymentRowFieldsFragmentDoc,
    "\n  fragment SearchConsumerRowFields on Consumer {\n    id\n    kanjiName\n    kanaName\n    createdAt\n    dateOfBirth\n    email\n    phone\n    status\n  }\n": typeof types.SearchConsumerRowFieldsFragmentDoc,
    "\n  fragment SearchCombiniPaymentRowFields on CombiniPayment {\n    id\n    orderRef\n    amount\n    createdAt\n    status\n    test\n  }\n": typeof types.SearchCombiniPaymentRowFieldsFragmentDoc,
    "\n  fragment SearchDuplicateChargeRowFields on ChargeByProviderRef {\n    chargeId\n    consumerId\n    orderReference\n    barcodeId\n    amount\n    createdAt\n  }\n": typeof types.SearchDuplicateChargeRowFieldsFragmentDoc,
    "\n  query MyPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.MyPasskeysDocument,
    "\n  mutation RenamePasskey($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenamePasskeyDocument,
    "\n  mutation RemovePasskey($id: ID!, $password: String!) {\n    removePasskey(id: $id, password: $password) {\n      id\n    }\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      address\n      startedAt\n      lastSeenAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndMySession($sessionId: ID!) {\n    endMySession(sessionId: $sessionId) {\n      id\n    }\n  }\n": typeof types.EndMySessionDocument,
    "\n  fragment StaffMemberFields on StaffMember {\n    id\n    email\n    roles\n    permissions\n    effectivePermissions\n    locked\n    lockReason\n    lastSignInAt\n    passwordSet\n    passkeyCount\n    pendingRequests {\n      requestId\n      operation\n      role\n      permission\n    }\n  }\n": typeof types.StaffMemberFieldsFragmentDoc,
    "\n  query StaffAdmin {\n    staffMembers {\n      ...StaffMemberFields\n    }\n    staffRoles {\n      name\n      permissions\n      holders\n    }\n  }\n": typeof types.StaffAdminDocument,
    "\n  mutation CreateStaffMember($email: String!, $roles: [String!]!) {\n    createStaffMember(email: $email, roles: $roles) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.CreateStaffMemberDocument,
    "\n  mutation GrantStaffRole($staffId: ID!, $role: String!) {\n    grantStaffRole(staffId: $staffId, role: $role) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.GrantStaffRoleDocument,
    "\n  mutation RevokeStaffRole($staffId: ID!, $role: String!) {\n    revokeStaffRole(staffId: $staffId, role: $role) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.RevokeStaffRoleDocument,
    "\n  mutation GrantStaffPermission($staffId: ID!, $permission: String!) {\n    grantStaffPermission(staffId: $staffId, permission: $permission) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.GrantStaffPermissionDocument,
    "\n  mutation RevokeStaffPermission($staffId: ID!, $permission: String!) {\n    revokeStaffPermission(staffId: $staffId, permission: $permission) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.RevokeStaffPermissionDocument,
    "\n  mutation LockStaffMember($staffId: ID!) {\n    lockStaffMember(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.LockStaffMemberDocument,
    "\n  mutation UnlockStaffMember($staffId: ID!) {\n    unlockStaffMember(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.UnlockStaffMemberDocument,
    "\n  mutation EndStaffSessions($staffId: ID!) {\n    endStaffSessions(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.EndStaffSessionsDocument,
    "\n  mutation RemoveStaffPasskeys($staffId: ID!) {\n    removeStaffPasskeys(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.RemoveStaffPasskeysDocument,
    "\n  mutation ResendSetPasswordLink($staffId: ID!) {\n    resendSetPasswordLink(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.ResendSetPasswordLinkDocument,
    "\n  mutation UpdateStaffRole($name: String!, $permissions: [String!]!) {\n    updateStaffRole(name: $name, permissions: $permissions) {\n      name\n      permissions\n      holders\n    }\n  }\n": typeof types.UpdateStaffRoleDocument,
    "\n  mutation RecordOfflineReads($reads: [OfflineRead!]!) {\n    recordOfflineReads(reads: $reads)\n  }\n": typeof types.RecordOfflineReadsDocument,
    "\n  fragment AddressFields on Address {\n    zip\n    state\n    city\n    line1\n    line2\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  fragment JobRetryFields on JobRetry {\n    attempts\n    reasonCode\n    nextRunAt\n    deadLetteredAt\n  }\n": typeof types.JobRetryFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  fragment ConsumerNameAndStatusFields on Consumer {\n    id\n    status\n    kanaName\n    kanjiName\n    legalStatus\n    version\n  }\n": types.ConsumerNameAndStatusFieldsFragmentDoc,
    "\n  fragment PlusStatusFields on PlusStatus {\n    ekycStatus\n    houkatsuStatus\n    appleStatus\n  }\n": types.PlusStatusFieldsFragmentDoc,
    "\n  fragment RunningBalanceFields on RunningBalance {\n    plusOutstandingAmount\n    appleOutstandingAmount\n    overdueAmount\n    uncapturedAmount\n    futurePlusAmount\n  }\n": types.RunningBalanceFieldsFragmentDoc,
    "\n  fragment BuyerFields on Buyer {\n    name1\n    name2\n    email\n    phone\n  }\n": types.BuyerFieldsFragmentDoc,
    "\n  query AccessEntries(\n    $staffEmail: String\n    $consumerId: ID\n    $kind: String\n    $from: EpochMillis\n    $to: EpochMillis\n    $offset: Int!\n    $limit: Int!\n  ) {\n    accessEntries(\n      staffEmail: $staffEmail\n      consumerId: $consumerId\n      kind: $kind\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      items {\n        id\n        at\n        staffEmail\n        kind\n        consumerIds\n        rowCount\n        reason\n        offline\n        readAt\n      }\n      hasMore\n    }\n  }\n": types.AccessEntriesDocument,
    "\n  query AccessAlerts($offset: Int!, $limit: Int!) {\n    accessAlerts(offset: $offset, limit: $limit) {\n      id\n      at\n      staffEmail\n      rule\n      observed\n      threshold\n    }\n  }\n": types.AccessAlertsDocument,
    "\n  query AccessAlertCount {\n    accessAlertCount\n  }\n": types.AccessAlertCountDocument,
    "\n  query AccessAlertPolicy {\n    accessAlertPolicy {\n      distinctConsumersPerHour\n      exportedRowsPerDay\n      updatedAt\n      updatedBy\n    }\n  }\n": types.AccessAlertPolicyDocument,
    "\n  mutation UpdateAccessAlertPolicy($distinctConsumersPerHour: Int!, $exportedRowsPerDay: Int!) {\n    updateAccessAlertPolicy(\n      distinctConsumersPerHour: $distinctConsumersPerHour\n      exportedRowsPerDay: $exportedRowsPerDay\n    ) {\n      distinctConsumersPerHour\n      exportedRowsPerDay\n    }\n  }\n": types.UpdateAccessAlertPolicyDocument,
    "\n  mutation SendSms($consumerId: ID!, $smsText: String!, $expectedVersion: Int) {\n    sendSms(consumerId: $consumerId, smsText: $smsText, expectedVersion: $expectedVersion)\n  }\n": types.SendSmsDocument,
    "\n  mutation CreateImpersonatedLoginSession($consumerId: ID!, $expectedVersion: Int) {\n    createImpersonatedLoginSession(consumerId: $consumerId, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": types.CreateImpersonatedLoginSessionDocument,
    "\n  query AccountPage($consumerId: ID!) {\n    consumer(consumerId: $consumerId) {\n      ...ConsumerNameAndStatusFields\n    }\n    plusstatus(consumerId: $consumerId) {\n      ...PlusStatusFields\n    }\n    runningBalance(consumerId: $consumerId) {\n      ...RunningBalanceFields\n    }\n    billstatementsWithSettlements(consumerId: $consumerId) {\n      ...BillStatementRowFields\n    }\n  }\n": types.AccountPageDocument,
    "\n  query BillStatement($billStatementId: ID!, $consumerId: ID!) {\n    billstatementsWithSettlements(consumerId: $consumerId, billStatementId: $billStatementId) {\n      ...BillStatementDetailFields\n    }\n    paidycode(billStatementId: $billStatementId) {\n      value\n    }\n  }\n": types.BillStatementDocument,
    "\n  query Charges($consumerId: ID!) {\n    charges(consumerId: $consumerId) {\n      ...ChargeRowFields\n    }\n  }\n": types.ChargesDocument,
    "\n  query MultiPayContracts($consumerId: ID!) {\n    multiPayContractsByConsumerId(consumerId: $consumerId) {\n      ...MultiPayContractRowFields\n    }\n  }\n": types.MultiPayContractsDocument,
    "\n  fragment BillStatementDetailFields on BillStatementWithSettlements {\n    ...BillStatementRowFields\n    combiniSettlement {\n      combiniPaymentId\n      amount\n      settlementFeeAmount\n      merchantCode\n      consumerCode\n    }\n  }\n": types.BillStatementDetailFieldsFragmentDoc,
    "\n  fragment BillStatementRowFields on BillStatementWithSettlements {\n    billStatement {\n      id\n      consumerId\n      issueDate\n      amount\n      unpaidAmount\n      lateFeesAmount\n      currency\n      dueAt\n      paidAt\n      status\n    }\n    autoDebitSettlement {\n      pullAmount\n      pullStatus\n      resultsProcessedBy\n    }\n  }\n": types.BillStatementRowFieldsFragmentDoc,
    "\n  fragment ChargeRowFields on Charge {\n    id\n    consumerId\n    pushedAt\n    amount\n    currency\n    description\n    creditLine\n    kind\n    tier\n    source\n    metadata {\n      installmentPlanKind\n      installmentPlanChargeKind\n      installmentPlanInstallmentNumber\n      settlementMethod {\n        ... on CombiniSettlementMethod {\n          method\n          storeName\n          fee\n        }\n        ... on AutoDebitSettlementMethod {\n          method\n        }\n        ... on VanSettlementMethod {\n          method\n        }\n        ... on BankTransferSettlementMethod {\n          method\n        }\n        ... on OtherSettlementMethod {\n          method\n        }\n      }\n    }\n  }\n": types.ChargeRowFieldsFragmentDoc,
    "\n  fragment MultiPayContractRowFields on MultiPayContract {\n    id\n    nameKana\n    applicationDatetime\n    approvalDatetime\n    currentNumberOfInstallments\n    currentPrincipal\n    currency\n    status\n    test\n  }\n": types.MultiPayContractRowFieldsFragmentDoc,
    "\n  fragment ApprovalRequestRowFields on ApprovalRequest {\n    id\n    status\n    operation\n    targetId\n    targetType\n    maker {\n      id\n      email\n    }\n    decidedBy {\n      id\n      email\n    }\n    createdAt\n    decidedAt\n    expiresAt\n    extent {\n      rows\n      merchants\n      months\n    }\n  }\n": types.ApprovalRequestRowFieldsFragmentDoc,
    "\n  fragment ApprovalRequestDetailFields on ApprovalRequest {\n    ...ApprovalRequestRowFields\n    comment\n    reason\n    outcome\n    arguments\n    decisionBlockedReason\n    changesSince {\n      version\n      operation\n      staffEmail\n      approverEmail\n      at\n      fields {\n        field\n        old\n        new\n      }\n    }\n    preview {\n      rowCount\n      currentValue\n      newValue\n      statusCounts {\n        status\n        count\n      }\n      firstRows {\n        position\n        id\n        value\n        problem\n      }\n      failingRows {\n        position\n        id\n        value\n        problem\n      }\n      failingCount\n      cancellablePlans\n      amount\n      lines\n      makerComment\n      fileName\n      merchantCount\n      monthCount\n      merchants {\n        merchantId\n        name\n        months\n        alreadyDeactivated\n      }\n      irreversibleRows {\n        position\n        consumerId\n        name\n        currentStatus\n        newStatus\n      }\n      irreversibleCount\n      plans {\n        position\n        planId\n        consumerId\n        consumerName\n        amount\n        status\n      }\n      staffChange {\n        memberEmail\n        newMember\n        roles\n        gained\n        removed\n        holders\n        rolesChangedSinceRequest\n      }\n      applied {\n        finished\n        changed\n        unchanged\n        refused {\n          reason\n          count\n        }\n        pending\n      }\n    }\n  }\n": types.ApprovalRequestDetailFieldsFragmentDoc,
    "\n  query ApprovalRequests($status: ApprovalStatus, $decided: Boolean, $offset: Int!, $limit: Int!) {\n    approvalRequests(status: $status, decided: $decided, offset: $offset, limit: $limit) {\n      ...ApprovalRequestRowFields\n    }\n  }\n": types.ApprovalRequestsDocument,
    "\n  query ApprovalRequest($id: ID!) {\n    approvalRequest(id: $id) {\n      ...ApprovalRequestDetailFields\n    }\n  }\n": types.ApprovalRequestDocument,
    "\n  query PendingApprovalCount {\n    pendingApprovalCount\n  }\n": types.PendingApprovalCountDocument,
    "\n  query ApprovalPolicies {\n    approvalPolicies {\n      key\n      enabled\n      rowThreshold\n      finalStatuses\n      updatedAt\n      updatedBy\n    }\n  }\n": types.ApprovalPoliciesDocument,
    "\n  mutation ApproveRequest($id: ID!, $comment: String) {\n    approveRequest(id: $id, comment: $comment) {\n      ...ApprovalRequestDetailFields\n    }\n  }\n": types.ApproveRequestDocument,
    "\n  mutation RejectRequest($id: ID!, $reason: String!) {\n    rejectRequest(id: $id, reason: $reason) {\n      ...ApprovalRequestDetailFields\n    }\n  }\n": types.RejectRequestDocument,
    "\n  mutation WithdrawRequest($id: ID!) {\n    withdrawRequest(id: $id) {\n      ...ApprovalRequestDetailFields\n    }\n  }\n": types.WithdrawRequestDocument,
    "\n  mutation UpdateApprovalPolicy(\n    $key: String!\n    $enabled: Boolean!\n    $rowThreshold: Int\n    $finalStatuses: Boolean!\n  ) {\n    updateApprovalPolicy(\n      key: $key\n      enabled: $enabled\n      rowThreshold: $rowThreshold\n      finalStatuses: $finalStatuses\n    ) {\n      key\n    }\n  }\n": types.UpdateApprovalPolicyDocument,
    "\n  query SecurityPolicy {\n    securityPolicy {\n      passkeyRequiredRoles\n      ssoRequiredRoles\n      updatedAt\n      updatedBy\n    }\n  }\n": types.SecurityPolicyDocument,
    "\n  query SecurityPolicyRoles {\n    staffRoles {\n      name\n    }\n  }\n": types.SecurityPolicyRolesDocument,
    "\n  mutation UpdateSecurityPolicy($passkeyRequiredRoles: [String!]!, $ssoRequiredRoles: [String!]!) {\n    updateSecurityPolicy(passkeyRequiredRoles: $passkeyRequiredRoles, ssoRequiredRoles: $ssoRequiredRoles) {\n      passkeyRequiredRoles\n      ssoRequiredRoles\n    }\n  }\n": types.UpdateSecurityPolicyDocument,
    "\n  query AuditEntries(\n    $staffEmail: String\n    $operation: String\n    $targetId: ID\n    $outcome: String\n    $from: EpochMillis\n    $to: EpochMillis\n    $offset: Int!\n    $limit: Int!\n  ) {\n    auditEntries(\n      staffEmail: $staffEmail\n      operation: $operation\n      targetId: $targetId\n      outcome: $outcome\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      items {\n        ...AuditEntryFields\n      }\n      hasMore\n    }\n  }\n": types.AuditEntriesDocument,
    "\n  fragment AuditEntryFields on AuditEntry {\n    sequence\n    at\n    staffEmail\n    operation\n    targetType\n    targetId\n    outcome\n    approverEmail\n    ip\n    detail\n  }\n": types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditOperations {\n    auditOperations\n  }\n": types.AuditOperationsDocument,
    "\n  fragment AuditVerificationFields on AuditVerification {\n    id\n    status\n    requestedBy\n    requestedAt\n    completedAt\n    throughSequence\n    checkedRows\n    headHash\n    brokenSequence\n    brokenRowId\n    problem\n  }\n": types.AuditVerificationFieldsFragmentDoc,
    "\n  query AuditChainState {\n    auditChainState {\n      headSequence\n      headHash\n      headAt\n      lastVerification {\n        ...AuditVerificationFields\n      }\n      running {\n        ...AuditVerificationFields\n      }\n    }\n  }\n": types.AuditChainStateDocument,
    "\n  mutation VerifyAuditChain {\n    verifyAuditChain {\n      ...AuditVerificationFields\n    }\n  }\n": types.VerifyAuditChainDocument,
    "\n  query CombiniPaymentPage($combiniPaymentId: ID!) {\n    combinipayment(combiniPaymentId: $combiniPaymentId) {\n      id\n      status\n      orderRef\n      amount\n      settlementFeeAmount\n      merchantName\n      buyer {\n        ...BuyerFields\n      }\n      createdAt\n      updatedAt\n      expiresAt\n      test\n      provider {\n        providerName\n        providerRef\n        consumerCode\n        merchantCode\n      }\n    }\n  }\n": types.CombiniPaymentPageDocument,
    "\n  query ConsumerPendingApprovals($targetId: ID!) {\n    pendingApprovals(targetId: $targetId) {\n      id\n      operation\n      targetType\n      targetId\n      createdAt\n      maker {\n        email\n      }\n    }\n  }\n": types.ConsumerPendingApprovalsDocument,
    "\n  mutation CloseConsumer($id: ID!, $expectedVersion: Int) {\n    closeConsumer(id: $id, reason: \"\", test: false, expectedVersion: $expectedVersion)\n  }\n": types.CloseConsumerDocument,
    "\n  mutation DisableConsumer($id: ID!, $expectedVersion: Int) {\n    disableConsumer(id: $id, displayDisableNoticeToConsumer: true, expectedVersion: $expectedVersion) {\n      id\n      status\n    }\n  }\n": types.DisableConsumerDocument,
    "\n  mutation UpdateConsumerLegalStatus($id: ID!, $legalStatus: LegalStatus!, $expectedVersion: Int) {\n    updateConsumerLegalStatus(id: $id, legalStatus: $legalStatus, expectedVersion: $expectedVersion) {\n      id\n      status\n      legalStatus\n    }\n  }\n": types.UpdateConsumerLegalStatusDocument,
    "\n  mutation UpdateConsumerEmail($id: ID!, $email: String!, $expectedVersion: Int) {\n    updateConsumerEmail(id: $id, email: $email, test: false, expectedVersion: $expectedVersion)\n  }\n": types.UpdateConsumerEmailDocument,
    "\n  mutation UpdateConsumerPhone($id: ID!, $phone: String!, $expectedVersion: Int) {\n    updateConsumerPhone(id: $id, phone: $phone, test: false, expectedVersion: $expectedVersion)\n  }\n": types.UpdateConsumerPhoneDocument,
    "\n  mutation CreateAdminLogV2($consumerId: ID!, $message: String!, $expectedVersion: Int) {\n    createAdminLogV2(\n      consumerId: $consumerId\n      message: $message\n      test: false\n      expectedVersion: $expectedVersion\n    ) {\n      message\n      creator\n      createdAt\n    }\n  }\n": types.CreateAdminLogV2Document,
    "\n  mutation CancelContract($installmentPlanId: ID!, $expectedVersion: Int) {\n    cancelContract(installmentPlanId: $installmentPlanId, test: false, expectedVersion: $expectedVersion)\n  }\n": types.CancelContractDocument,
    "\n  query ConsumerPage($consumerId: ID!, $withExclusions: Boolean!, $paymentsPage: Int!) {\n    consumer(consumerId: $consumerId) {\n      ...ConsumerNameAndStatusFields\n      dateOfBirth\n      email\n      phone\n      createdAt\n      address {\n        ...AddressFields\n      }\n      closedAt\n      closedBy\n      linkToMixPanel\n    }\n    plusConsumerData(consumerId: $consumerId) {\n      appleLineOfCreditLimit\n      pacData {\n        annualIncome\n        dependents\n        rentOrMortgage\n      }\n      spendLimit {\n        max\n        selected\n      }\n      eKycConsumerData {\n        firstNameKanji\n        lastNameKanji\n        firstNameKana\n        lastNameKana\n        birthDate\n        occupation\n        address {\n          ...AddressFields\n        }\n        applicationReason\n        appliedAt\n        examinedAt\n        updatedAt\n        metadata {\n          liquidApplicationId\n        }\n      }\n      plusConsumerDetails {\n        nameKanji\n        nameKana\n        address {\n          ...AddressFields\n        }\n      }\n      approvedAt\n    }\n    plusstatus(consumerId: $consumerId) {\n      ...PlusStatusFields\n    }\n    consumerPayments(consumerId: $consumerId, first: $paymentsPage) {\n      ...ConsumerPaymentsPageFields\n    }\n    activeFraudFlagsByConsumerId(consumerId: $consumerId) {\n      ...ConsumerFraudFlagRowFields\n    }\n    assessmentExclusionsByConsumerId(consumerId: $consumerId) @include(if: $withExclusions) {\n      ...AssessmentExclusionRowFields\n    }\n  }\n": types.ConsumerPageDocument,
    "\n  query ConsumerPayments(\n    $consumerId: ID!\n    $first: Int!\n    $after: String\n    $filter: ConsumerPaymentFilter\n    $sort: ConsumerPaymentSort\n  ) {\n    consumerPayments(consumerId: $consumerId, first: $first, after: $after, filter: $filter, sort: $sort) {\n      ...ConsumerPaymentsPageFields\n    }\n  }\n": types.ConsumerPaymentsDocument,
    "\n  query LimitAndUsage($consumerId: ID!) {\n    runningBalance(consumerId: $consumerId) {\n      ...RunningBalanceFields\n    }\n  }\n": types.LimitAndUsageDocument,
    "\n  query Contracts($consumerId: ID!) {\n    contractsByConsumerId(consumerId: $consumerId, test: false) {\n      threePay {\n        ...ContractRowFields\n      }\n      sixPay {\n        ...ContractRowFields\n      }\n      twelvePay {\n        ...ContractRowFields\n      }\n      apple {\n        ...ContractRowFields\n      }\n    }\n  }\n": types.ContractsDocument,
    "\n  query HoukatsuTab($consumerId: ID!) {\n    nlpMigrationStatus(consumerId: $consumerId) {\n      ...NlpMigrationStatusFields\n    }\n    nlpReport(consumerId: $consumerId) {\n      ...NlpReportFields\n    }\n  }\n": types.HoukatsuTabDocument,
    "\n  query PlusTab($consumerId: ID!, $withPac: Boolean!) {\n    plusStatus(consumerId: $consumerId) {\n      ...PlusStatusFields\n    }\n    selfCancellationStatus(consumerId: $consumerId) {\n      featureEnabled\n      enabled\n      remainingCancellations\n      expireAt\n    }\n    plusApplicationDates(consumerId: $consumerId) {\n      ekycAppliedAt\n      ekycApprovedAt\n      houkatsuAppliedAt\n      houkatsuApprovedAt\n      reviewConfirmedAt\n    }\n    gpsTokens(consumerId: $consumerId) {\n      ...GpsTokenRowFields\n    }\n    cardEligibility(consumerId: $consumerId) {\n      isEligible\n    }\n    paypalLinks(consumerId: $consumerId) {\n      ...PaypalLinkRowFields\n    }\n    pacAuditDataSummary(consumerId: $consumerId) @include(if: $withPac) {\n      ...CreditLimitHistoryRowFields\n    }\n  }\n": types.PlusTabDocument,
    "\n  query PacAuditRecords($consumerId: ID!) {\n    pacAuditDataDetailed(consumerId: $consumerId) {\n      ...PacAuditRecordRowFields\n    }\n  }\n": types.PacAuditRecordsDocument,
    "\n  query AdminLogs($consumerId: ID!) {\n    adminLogs(consumerId: $consumerId) {\n      ...AdminLogRowFields\n    }\n  }\n": types.AdminLogsDocument,
    "\n  query ConsumerMessages($consumerId: ID!) {\n    consumerMessages(consumerId: $consumerId) {\n      ...ConsumerMessageRowFields\n    }\n  }\n": types.ConsumerMessagesDocument,
    "\n  query ConsumerHistory($consumerId: ID!, $from: EpochMillis!, $to: EpochMillis!) {\n    consumerHistory(consumerId: $consumerId, from: $from, to: $to) {\n      ...ConsumerHistoryRecordFields\n    }\n  }\n": types.ConsumerHistoryDocument,
    "\n  query Van($consumerId: ID!) {\n    van(consumerId: $consumerId) {\n      ...VanFields\n    }\n  }\n": types.VanDocument,
    "\n  mutation UpdateGpsTokenStatus(\n    $consumerId: ID!\n    $token: String!\n    $status: CardTokenStatus!\n    $expectedVersion: Int\n  ) {\n    updateGpsTokenStatus(\n      consumerId: $consumerId\n      token: $token\n      status: $status\n      expectedVersion: $expectedVersion\n    ) {\n      token\n      status\n    }\n  }\n": types.UpdateGpsTokenStatusDocument,
    "\n  mutation MarkPhysicalCardReturned($consumerId: ID!, $token: String!, $expectedVersion: Int) {\n    updatePhysicalCardStatus(\n      consumerId: $consumerId\n      token: $token\n      status: returned\n      expectedVersion: $expectedVersion\n    ) {\n      token\n      physicalCardStatus\n      physicalCardUpdatedAt\n    }\n  }\n": types.MarkPhysicalCardReturnedDocument,
    "\n  mutation CreateCardEligibilityException($consumerId: ID!, $expectedVersion: Int) {\n    createCardEligibilityException(consumerId: $consumerId, expectedVersion: $expectedVersion)\n  }\n": types.CreateCardEligibilityExceptionDocument,
    "\n  mutation EnableSelfCancellation(\n    $consumerId: ID!\n    $cancellationsLimit: Int!\n    $expireAt: EpochMillis!\n    $expectedVersion: Int\n  ) {\n    enableSelfCancellation(\n      consumerId: $consumerId\n      cancellationsLimit: $cancellationsLimit\n      expireAt: $expireAt\n      expectedVersion: $expectedVersion\n    ) {\n      featureEnabled\n      enabled\n      remainingCancellations\n      expireAt\n    }\n  }\n": types.EnableSelfCancellationDocument,
    "\n  mutation ResetConsumerStatus($consumerId: ID!, $expectedVersion: Int) {\n    resetConsumerStatus(consumerId: $consumerId, expectedVersion: $expectedVersion)\n  }\n": types.ResetConsumerStatusDocument,
    "\n  mutation AssignVan($consumerId: ID!, $expectedVersion: Int) {\n    assignVan(consumerId: $consumerId, expectedVersion: $expectedVersion) {\n      ...VanFields\n    }\n  }\n": types.AssignVanDocument,
    "\n  mutation RevealConsumerPii($consumerId: ID!, $reason: String!) {\n    revealConsumerPii(consumerId: $consumerId, reason: $reason) {\n      consumerId\n      email\n      phone\n      dateOfBirth\n      address {\n        ...AddressFields\n      }\n    }\n  }\n": types.RevealConsumerPiiDocument,
    "\n  fragment ConsumerHistoryRecordFields on ConsumerHistoryRecord {\n    __typename\n    ... on ConsumerCreatedRecord {\n      kind\n      timestamp\n      email\n      phone\n      name1\n      name2\n      dateOfBirth\n      address {\n        ...AddressFields\n      }\n      source\n    }\n    ... on ConsumerUpdatedRecord {\n      kind\n      timestamp\n      agent\n      approvedBy\n      email\n      phone\n      name1\n      name2\n      dateOfBirth\n      address {\n        ...AddressFields\n      }\n      emailVerificationInfo {\n        verified\n        verifiedAt\n      }\n      legalStatus\n    }\n    ... on ConsumerDisabledRecord {\n      kind\n      timestamp\n      reason\n      agent\n      approvedBy\n    }\n    ... on ConsumerEnabledRecord {\n      kind\n      timestamp\n      reason\n      agent\n      approvedBy\n    }\n    ... on ConsumerClosedRecord {\n      kind\n      timestamp\n      reason\n      agent\n      approvedBy\n    }\n    ... on ConsumerContractRevertedRecord {\n      kind\n      timestamp\n      agent\n      approvedBy\n      reason\n      installmentPlanId\n      amount\n    }\n  }\n": types.ConsumerHistoryRecordFieldsFragmentDoc,
    "\n  fragment NlpMigrationStatusFields on NlpMigrationStatus {\n    consumerId\n    status\n    updatedAt\n  }\n": types.NlpMigrationStatusFieldsFragmentDoc,
    "\n  fragment NlpReportFields on NlpReport {\n    consumerId\n    computationCycle\n    nmdLimit\n    nextMonthDue\n    multiplier\n    treLimit\n    tre\n    availableAmount\n    currentMonthlyPower\n    unconfirmedPayments\n    closedBillsAmount\n    changeInMonthlyPower {\n      cycle\n      nextMonthDue\n      unconfirmedPaymentsAndUnconfirmedFutureExposures\n      predictiveMonthlyPower\n      remainingBalanceOfAvailableAmount\n    }\n    syntheticMonthlyPower {\n      plus {\n        name\n        amount\n      }\n    }\n  }\n": types.NlpReportFieldsFragmentDoc,
    "\n  fragment AdminLogRowFields on AdminLog {\n    message\n    creator\n    createdAt\n  }\n": types.AdminLogRowFieldsFragmentDoc,
    "\n  fragment ConsumerMessageRowFields on ConsumerMessage {\n    subject\n    message\n    createdAt\n    kind\n    dispatched\n  }\n": types.ConsumerMessageRowFieldsFragmentDoc,
    "\n  fragment PacAuditRecordRowFields on PacAuditDetailed {\n    completedAt\n    contractType\n    reason\n    creditLimitPP\n    creditLimitPPFA\n    maxPACLimit\n    paidyDebtTriggering\n    paidyDebtCalculation\n    cicAnnualInvoicedAmountAtPaidy\n    hasUnpaidBillsForPreviousMonth\n    cicDebt\n    totalCicAnnualInvoicedAmount\n    hasCicDelinquentContract\n    hasUnpaidBillForPreviousMonth\n    hasUnpaidBillInPaidy\n    annualIncome\n    dependency\n    rentOrMortgage\n    costOfLiving\n  }\n": types.PacAuditRecordRowFieldsFragmentDoc,
    "\n  fragment ConsumerPaymentRowFields on Payment {\n    id\n    consumerName\n    amount\n    capturedAmount\n    refundedAmount\n    merchantId\n    merchantName\n    captures {\n      id\n      amount\n      createdAt\n    }\n    status\n    tags\n    createdAt\n    test\n    shippingAddress {\n      ...AddressFields\n    }\n    billingAddress {\n      ...AddressFields\n    }\n  }\n": types.ConsumerPaymentRowFieldsFragmentDoc,
    "\n  fragment ConsumerPaymentsPageFields on ConsumerPaymentsPage {\n    payments {\n      ...ConsumerPaymentRowFields\n    }\n    endCursor\n    hasMore\n    totalCount\n  }\n": types.ConsumerPaymentsPageFieldsFragmentDoc,
    "\n  fragment ContractRowFields on InstallmentContract {\n    id\n    dateConverted\n    paymentId\n    merchantName\n    status\n    totalCaptureAmount\n    outstandingAmount\n    refundAmount\n  }\n": types.ContractRowFieldsFragmentDoc,
    "\n  fragment GpsTokenRowFields on GpsToken {\n    token\n    status\n    createdAt\n    idemiaId\n    physicalCardStatus\n    physicalCardUpdatedAt\n    physicalCardEvents {\n      physicalCardStatus\n      physicalCardUpdatedAt\n    }\n  }\n": types.GpsTokenRowFieldsFragmentDoc,
    "\n  fragment PaypalLinkRowFields on PaypalLink {\n    status\n    linkEvents {\n      status\n      time\n    }\n    gpsToken\n  }\n": types.PaypalLinkRowFieldsFragmentDoc,
    "\n  fragment CreditLimitHistoryRowFields on PacAuditSummary {\n    completedAt\n    contractType\n    reason\n    creditLimitPP\n    creditLimitPPFA\n  }\n": types.CreditLimitHistoryRowFieldsFragmentDoc,
    "\n  fragment VanFields on Van {\n    bankName\n    branchName\n    branchCode\n    accountName\n    accountType\n    accountNumber\n    vanKey\n  }\n": types.VanFieldsFragmentDoc,
    "\n  query FraudManagementEventLogs($consumerId: ID!) {\n    fraudManagementEventLogs(consumerId: $consumerId) {\n      ...FraudEventLogRowFields\n    }\n  }\n": types.FraudManagementEventLogsDocument,
    "\n  query ConsumerPaymentsActiveFraudFlags($consumerId: ID!) {\n    consumerPaymentsActiveFraudFlags(consumerId: $consumerId) {\n      ...ConsumerPaymentFraudFlagsRowFields\n    }\n  }\n": types.ConsumerPaymentsActiveFraudFlagsDocument,
    "\n  mutation CreateFraudFlagV2($consumerId: ID!, $flaggedFor: ID!, $expectedVersion: Int) {\n    createFraudFlagV2(consumerId: $consumerId, flaggedFor: $flaggedFor, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": types.CreateFraudFlagV2Document,
    "\n  mutation UnflagConsumerFromFraudFlag(\n    $consumerId: ID!\n    $flagId: ID!\n    $message: String!\n    $expectedVersion: Int\n  ) {\n    unflagConsumerFromFraudFlag(\n      consumerId: $consumerId\n      flagId: $flagId\n      message: $message\n      expectedVersion: $expectedVersion\n    )\n  }\n": types.UnflagConsumerFromFraudFlagDocument,
    "\n  mutation CreateFraudManagementEventLog($consumerId: ID!, $message: String!, $expectedVersion: Int) {\n    createFraudManagementEventLog(\n      consumerId: $consumerId\n      message: $message\n      expectedVersion: $expectedVersion\n    ) {\n      id\n    }\n  }\n": types.CreateFraudManagementEventLogDocument,
    "\n  mutation CreateAssessmentExclusion($consumerId: ID!, $assessmentKind: String!, $expectedVersion: Int) {\n    createAssessmentExclusion(\n      consumerId: $consumerId\n      assessmentKind: $assessmentKind\n      expectedVersion: $expectedVersion\n    ) {\n      id\n    }\n  }\n": types.CreateAssessmentExclusionDocument,
    "\n  mutation DeactivateAssessmentExclusion($consumerId: ID!, $exclusionId: ID!, $expectedVersion: Int) {\n    deactivateAssessmentExclusion(\n      consumerId: $consumerId\n      exclusionId: $exclusionId\n      expectedVersion: $expectedVersion\n    ) {\n      id\n    }\n  }\n": types.DeactivateAssessmentExclusionDocument,
    "\n  mutation FlagPaymentsForFraud(\n    $consumerId: ID!\n    $flaggedFor: ID!\n    $excludeFromBill: ExcludeFromBill!\n    $paymentsToFlag: [PaymentToFlag!]!\n    $expectedVersion: Int\n  ) {\n    flagPaymentsForFraud(\n      consumerId: $consumerId\n      flaggedFor: $flaggedFor\n      excludeFromBill: $excludeFromBill\n      paymentsToFlag: $paymentsToFlag\n      expectedVersion: $expectedVersion\n    ) {\n      fraudFlagId\n      paymentId\n    }\n  }\n": types.FlagPaymentsForFraudDocument,
    "\n  mutation UnflagPaymentFraudFlags($unflaggedFor: ID!, $paymentFraudFlagIds: [ID!]!, $expectedVersion: Int) {\n    unflagPaymentFraudFlags(\n      unflaggedFor: $unflaggedFor\n      paymentFraudFlagIds: $paymentFraudFlagIds\n      expectedVersion: $expectedVersion\n    )\n  }\n": types.UnflagPaymentFraudFlagsDocument,
    "\n  query FraudPayments($consumerId: ID!) {\n    paymentsV2(consumerId: $consumerId) {\n      payments {\n        ...FraudPaymentRowFields\n      }\n      metadata {\n        amazonPaymentsLimitReached\n        paidyPaymentsLimitReached\n      }\n    }\n  }\n": types.FraudPaymentsDocument,
    "\n  query FraudManagementPermissions {\n    fraudManagementPermissions {\n      permissions {\n        value\n      }\n    }\n  }\n": types.FraudManagementPermissionsDocument,
    "\n  query FlaggingReasons {\n    flaggingReasons {\n      id\n      reason\n    }\n  }\n": types.FlaggingReasonsDocument,
    "\n  query ExcludableAssessments($consumerId: ID!) {\n    excludableAssessmentsByConsumerId(consumerId: $consumerId)\n  }\n": types.ExcludableAssessmentsDocument,
    "\n  query PaymentFraudFlaggingReasons {\n    paymentFraudFlaggingReasons {\n      id\n      description\n    }\n  }\n": types.PaymentFraudFlaggingReasonsDocument,
    "\n  query PaymentFraudUnflaggingReasons {\n    paymentFraudUnflaggingReasons {\n      id\n      description\n    }\n  }\n": types.PaymentFraudUnflaggingReasonsDocument,
    "\n  fragment FraudPaymentRowFields on Payment {\n    id\n    consumerName\n    merchantId\n    amount\n    capturedAmount\n    refundedAmount\n    captures {\n      id\n    }\n    status\n    createdAt\n    shippingAddress {\n      ...AddressFields\n    }\n    billingAddress {\n      ...AddressFields\n    }\n  }\n": types.FraudPaymentRowFieldsFragmentDoc,
    "\n  fragment ConsumerPaymentFraudFlagsRowFields on ConsumerPaymentFraudFlags {\n    paymentId\n    excludeFromBill\n    activeFraudFlagIds\n  }\n": types.ConsumerPaymentFraudFlagsRowFieldsFragmentDoc,
    "\n  fragment ConsumerFraudFlagRowFields on ConsumerFraudFlag {\n    id\n    consumerId\n    flaggedFor {\n      id\n      reason\n    }\n    flaggedBy\n    flaggedAt\n  }\n": types.ConsumerFraudFlagRowFieldsFragmentDoc,
    "\n  fragment AssessmentExclusionRowFields on AssessmentExclusion {\n    id\n    consumerId\n    assessmentKind\n    excludedBy\n    excludedAt\n  }\n": types.AssessmentExclusionRowFieldsFragmentDoc,
    "\n  fragment FraudEventLogRowFields on FraudEventLog {\n    id\n    createdBy\n    createdAt\n    message\n  }\n": types.FraudEventLogRowFieldsFragmentDoc,
    "\n  query InstallmentPlans($installmentPlanIds: [ID!]!) {\n    installmentPlans(installmentPlanIds: $installmentPlanIds) {\n      id\n      consumerId\n      contractType\n      status\n      outstandingAmount\n    }\n  }\n": types.InstallmentPlansDocument,
    "\n  fragment BulkCancellationFields on BulkCancellation {\n    ...BulkCancellationSummary\n    retry {\n      ...JobRetryFields\n    }\n    results {\n      id\n      status\n      code\n      title\n      description\n      planStatus\n      outstandingAmount\n    }\n  }\n": types.BulkCancellationFieldsFragmentDoc,
    "\n  fragment BulkCancellationSummary on BulkCancellation {\n    id\n    length\n    done\n    createdBy\n    createdAt\n    completedAt\n    approvalRequestId\n    awaitingApproval\n    approvalStatus\n    comment\n    successes\n    notActive\n    failures\n  }\n": types.BulkCancellationSummaryFragmentDoc,
    "\n  query BulkCancellations($filter: BulkCancellationFilter, $offset: Int!, $limit: Int!) {\n    bulkCancellations(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...BulkCancellationSummary\n      }\n    }\n  }\n": types.BulkCancellationsDocument,
    "\n  mutation StartBulkCancellation($installmentPlanIds: [ID!]!, $comment: String) {\n    startBulkCancellation(installmentPlanIds: $installmentPlanIds, comment: $comment) {\n      ...BulkCancellationFields\n    }\n  }\n": types.StartBulkCancellationDocument,
    "\n  query BulkCancellation($id: ID!) {\n    bulkCancellation(id: $id) {\n      ...BulkCancellationFields\n    }\n  }\n": types.BulkCancellationDocument,
    "\n  query ConsumerStatuses($consumerIds: [ID!]!) {\n    consumerStatuses(consumerIds: $consumerIds) {\n      id\n      status\n      legalStatus\n    }\n  }\n": types.ConsumerStatusesDocument,
    "\n  mutation StartLegalStatusBatch(\n    $batchId: ID!\n    $comment: String\n    $statusesToUpdate: [LegalStatusToUpdate!]!\n    $part: BatchPart\n  ) {\n    legalStatusBatchUpdate(\n      batchId: $batchId\n      comment: $comment\n      statusesToUpdate: $statusesToUpdate\n      part: $part\n    ) {\n      id\n      comment\n      success\n      completedAt\n      error\n    }\n  }\n": types.StartLegalStatusBatchDocument,
    "\n  query LegalStatusBatches($offset: Int!, $limit: Int!, $filter: LegalStatusBatchFilter) {\n    legalStatusBatchCount(filter: $filter)\n    legalStatusBatchUpdates(offset: $offset, limit: $limit, filter: $filter) {\n      ...LegalStatusBatchFields\n    }\n  }\n": types.LegalStatusBatchesDocument,
    "\n  query LegalStatusBatch($batchId: ID!) {\n    legalStatusBatchUpdate(batchId: $batchId) {\n      ...LegalStatusBatchFields\n    }\n  }\n": types.LegalStatusBatchDocument,
    "\n  query LegalStatusBatchResults($batchId: ID!, $offset: Int!, $limit: Int!) {\n    legalStatusBatchUpdateResults(batchId: $batchId, offset: $offset, limit: $limit) {\n      line\n      consumerId\n      desiredStatus\n      success\n      error\n    }\n  }\n": types.LegalStatusBatchResultsDocument,
    "\n  fragment LegalStatusBatchFields on LegalStatusBatch {\n    id\n    approvalRequestId\n    awaitingApproval\n    approvalStatus\n    comment\n    length\n    createdBy\n    createdAt\n    successes\n    failures\n    success\n    completedAt\n    error\n    retry {\n      ...JobRetryFields\n    }\n  }\n": types.LegalStatusBatchFieldsFragmentDoc,
    "\n  query Merchants($disabled: Boolean!) {\n    merchants(disabled: $disabled) {\n      id\n      name\n      createdAt\n      disabledAt\n      deactivatedMonths\n    }\n  }\n": types.MerchantsDocument,
    "\n  fragment InvoiceDeactivationSummaryFields on InvoiceDeactivationSummary {\n    rows\n    months\n    merchants\n    added\n    alreadyDeactivated\n  }\n": types.InvoiceDeactivationSummaryFieldsFragmentDoc,
    "\n  query InvoiceDeactivationUpload($id: ID!) {\n    invoiceDeactivationUpload(id: $id) {\n      id\n      length\n      totalParts\n      receivedParts\n      receivedRows\n      appliedAt\n      approvalRequestId\n      summary {\n        ...InvoiceDeactivationSummaryFields\n      }\n    }\n  }\n": types.InvoiceDeactivationUploadDocument,
    "\n  mutation StageInvoiceDeactivations(\n    $uploadId: ID!\n    $part: BatchPart!\n    $rows: [InvoiceDeactivationRow!]!\n    $fileName: String\n    $comment: String\n  ) {\n    stageInvoiceDeactivations(\n      uploadId: $uploadId\n      part: $part\n      rows: $rows\n      fileName: $fileName\n      comment: $comment\n    ) {\n      id\n      receivedRows\n    }\n  }\n": types.StageInvoiceDeactivationsDocument,
    "\n  mutation DeactivateInvoiceUpload($uploadId: ID!) {\n    deactivateInvoiceUpload(uploadId: $uploadId) {\n      ...InvoiceDeactivationSummaryFields\n    }\n  }\n": types.DeactivateInvoiceUploadDocument,
    "\n  query ActivePaymentFraudFlags($paymentId: ID!) {\n    activePaymentFraudFlags(paymentId: $paymentId) {\n      paymentId\n      fraudStatus {\n        excludeFromBill\n        activeFlags {\n          ...PaymentFraudFlagRowFields\n        }\n      }\n    }\n  }\n": types.ActivePaymentFraudFlagsDocument,
    "\n  query PaymentFraudFlagsHistory($paymentId: ID!) {\n    paymentFraudFlagsHistory(paymentId: $paymentId) {\n      paymentId\n      fraudFlagEvents {\n        ...FraudFlagEventRowFields\n      }\n    }\n  }\n": types.PaymentFraudFlagsHistoryDocument,
    "\n  query PaymentPage($paymentId: ID!, $withAssessments: Boolean!) {\n    paymentMessages(paymentId: $paymentId) {\n      subject\n      message\n      createdAt\n      kind\n      dispatched\n    }\n    payment(paymentId: $paymentId) {\n      id\n      basketId\n      appleOrderNumber\n      description\n      consumerId\n      consumerName\n      merchantId\n      merchantName\n      amount\n      currency\n      capturedAmount\n      refundedAmount\n      captures {\n        id\n        createdAt\n        amount\n        currency\n      }\n      refunds {\n        id\n        captureId\n        createdAt\n        amount\n        currency\n        reason\n      }\n      contractData {\n        firstName\n        lastName\n        annualIncome\n        dateOfBirth\n        gender\n        maritalStatus\n        householdSize\n        mortgage\n        employer\n        contractAddress {\n          ...AddressFields\n        }\n        residenceType\n      }\n      buyer {\n        ...BuyerFields\n      }\n      consumerData {\n        email\n        phone\n        name1\n        name2\n        address {\n          ...AddressFields\n        }\n      }\n      order {\n        tax\n        shipping\n        orderRef\n        items {\n          id\n          title\n          description\n          unitPrice\n          quantity\n        }\n        updatedAt\n      }\n      status\n      tier\n      tags\n      updatedAt\n      createdAt\n      expiresAt\n      test\n      isSpecifiedContinuousServiceMerchant\n      shippingAddress {\n        ...AddressFields\n      }\n      billingAddress {\n        ...AddressFields\n      }\n      buyerDataJson\n      fraudulent\n    }\n    paymentAssessmentReportsByPaymentId(paymentId: $paymentId) @include(if: $withAssessments) {\n      reports {\n        id\n        paymentId\n        kind\n        result\n        reason\n        metadataJson\n      }\n      error {\n        kind\n        description\n      }\n    }\n  }\n": types.PaymentPageDocument,
    "\n  fragment PaymentFraudFlagRowFields on PaymentFraudFlag {\n    id\n    flaggedFor {\n      id\n      description\n    }\n    flaggedBy\n    flaggedAt\n    excludeFromBill\n  }\n": types.PaymentFraudFlagRowFieldsFragmentDoc,
    "\n  fragment FraudFlagEventRowFields on FraudFlagEvent {\n    id\n    createdAt\n    createdBy\n    message\n  }\n": types.FraudFlagEventRowFieldsFragmentDoc,
    "\n  query Search($searchKeyword: String!) {\n    fuzzySearch(searchKeyword: $searchKeyword) {\n      consumers {\n        ...SearchConsumerRowFields\n      }\n      paidyPayments {\n        ...SearchPaymentRowFields\n      }\n      combiniPayments {\n        ...SearchCombiniPaymentRowFields\n      }\n      chargesByProviderRef {\n        ...SearchDuplicateChargeRowFields\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  fragment SearchPaymentRowFields on Payment {\n    id\n    test\n    consumerId\n    consumerName\n    amount\n    shippingAddress {\n      ...AddressFields\n    }\n    createdAt\n    status\n  }\n": types.SearchPaymentRowFieldsFragmentDoc,
    "\n  fragment SearchConsumerRowFields on Consumer {\n    id\n    kanjiName\n    kanaName\n    createdAt\n    dateOfBirth\n    email\n    phone\n    status\n  }\n": types.SearchConsumerRowFieldsFragmentDoc,
    "\n  fragment SearchCombiniPaymentRowFields on CombiniPayment {\n    id\n    orderRef\n    amount\n    createdAt\n    status\n    test\n  }\n": types.SearchCombiniPaymentRowFieldsFragmentDoc,
    "\n  fragment SearchDuplicateChargeRowFields on ChargeByProviderRef {\n    chargeId\n    consumerId\n    orderReference\n    barcodeId\n    amount\n    createdAt\n  }\n": types.SearchDuplicateChargeRowFieldsFragmentDoc,
    "\n  query MyPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.MyPasskeysDocument,
    "\n  mutation RenamePasskey($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenamePasskeyDocument,
    "\n  mutation RemovePasskey($id: ID!, $password: String!) {\n    removePasskey(id: $id, password: $password) {\n      id\n    }\n  }\n": types.RemovePasskeyDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      address\n      startedAt\n      lastSeenAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndMySession($sessionId: ID!) {\n    endMySession(sessionId: $sessionId) {\n      id\n    }\n  }\n": types.EndMySessionDocument,
    "\n  fragment StaffMemberFields on StaffMember {\n    id\n    email\n    roles\n    permissions\n    effectivePermissions\n    locked\n    lockReason\n    lastSignInAt\n    passwordSet\n    passkeyCount\n    pendingRequests {\n      requestId\n      operation\n      role\n      permission\n    }\n  }\n": types.StaffMemberFieldsFragmentDoc,
    "\n  query StaffAdmin {\n    staffMembers {\n      ...StaffMemberFields\n    }\n    staffRoles {\n      name\n      permissions\n      holders\n    }\n  }\n": types.StaffAdminDocument,
    "\n  mutation CreateStaffMember($email: String!, $roles: [String!]!) {\n    createStaffMember(email: $email, roles: $roles) {\n      ...StaffMemberFields\n    }\n  }\n": types.CreateStaffMemberDocument,
    "\n  mutation GrantStaffRole($staffId: ID!, $role: String!) {\n    grantStaffRole(staffId: $staffId, role: $role) {\n      ...StaffMemberFields\n    }\n  }\n": types.GrantStaffRoleDocument,
    "\n  mutation RevokeStaffRole($staffId: ID!, $role: String!) {\n    revokeStaffRole(staffId: $staffId, role: $role) {\n      ...StaffMemberFields\n    }\n  }\n": types.RevokeStaffRoleDocument,
    "\n  mutation GrantStaffPermission($staffId: ID!, $permission: String!) {\n    grantStaffPermission(staffId: $staffId, permission: $permission) {\n      ...StaffMemberFields\n    }\n  }\n": types.GrantStaffPermissionDocument,
    "\n  mutation RevokeStaffPermission($staffId: ID!, $permission: String!) {\n    revokeStaffPermission(staffId: $staffId, permission: $permission) {\n      ...StaffMemberFields\n    }\n  }\n": types.RevokeStaffPermissionDocument,
    "\n  mutation LockStaffMember($staffId: ID!) {\n    lockStaffMember(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n": types.LockStaffMemberDocument,
    "\n  mutation UnlockStaffMember($staffId: ID!) {\n    unlockStaffMember(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n": types.UnlockStaffMemberDocument,
    "\n  mutation EndStaffSessions($staffId: ID!) {\n    endStaffSessions(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n": types.EndStaffSessionsDocument,
    "\n  mutation RemoveStaffPasskeys($staffId: ID!) {\n    removeStaffPasskeys(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n": types.RemoveStaffPasskeysDocument,
    "\n  mutation ResendSetPasswordLink($staffId: ID!) {\n    resendSetPasswordLink(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n": types.ResendSetPasswordLinkDocument,
    "\n  mutation UpdateStaffRole($name: String!, $permissions: [String!]!) {\n    updateStaffRole(name: $name, permissions: $permissions) {\n      name\n      permissions\n      holders\n    }\n  }\n": types.UpdateStaffRoleDocument,
    "\n  mutation RecordOfflineReads($reads: [OfflineRead!]!) {\n    recordOfflineReads(reads: $reads)\n  }\n": types.RecordOfflineReadsDocument,
    "\n  fragment AddressFields on Address {\n    zip\n    state\n    city\n    line1\n    line2\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  fragment JobRetryFields on JobRetry {\n    attempts\n    reasonCode\n    nextRunAt\n    deadLetteredAt\n  }\n": types.JobRetryFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsumerNameAndStatusFields on Consumer {\n    id\n    status\n    kanaName\n    kanjiName\n    legalStatus\n    version\n  }\n"): typeof import('./graphql').ConsumerNameAndStatusFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlusStatusFields on PlusStatus {\n    ekycStatus\n    houkatsuStatus\n    appleStatus\n  }\n"): typeof import('./graphql').PlusStatusFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RunningBalanceFields on RunningBalance {\n    plusOutstandingAmount\n    appleOutstandingAmount\n    overdueAmount\n    uncapturedAmount\n    futurePlusAmount\n  }\n"): typeof import('./graphql').RunningBalanceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuyerFields on Buyer {\n    name1\n    name2\n    email\n    phone\n  }\n"): typeof import('./graphql').BuyerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessEntries(\n    $staffEmail: String\n    $consumerId: ID\n    $kind: String\n    $from: EpochMillis\n    $to: EpochMillis\n    $offset: Int!\n    $limit: Int!\n  ) {\n    accessEntries(\n      staffEmail: $staffEmail\n      consumerId: $consumerId\n      kind: $kind\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      items {\n        id\n        at\n        staffEmail\n        kind\n        consumerIds\n        rowCount\n        reason\n        offline\n        readAt\n      }\n      hasMore\n    }\n  }\n"): typeof import('./graphql').AccessEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessAlerts($offset: Int!, $limit: Int!) {\n    accessAlerts(offset: $offset, limit: $limit) {\n      id\n      at\n      staffEmail\n      rule\n      observed\n      threshold\n    }\n  }\n"): typeof import('./graphql').AccessAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessAlertCount {\n    accessAlertCount\n  }\n"): typeof import('./graphql').AccessAlertCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessAlertPolicy {\n    accessAlertPolicy {\n      distinctConsumersPerHour\n      exportedRowsPerDay\n      updatedAt\n      updatedBy\n    }\n  }\n"): typeof import('./graphql').AccessAlertPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccessAlertPolicy($distinctConsumersPerHour: Int!, $exportedRowsPerDay: Int!) {\n    updateAccessAlertPolicy(\n      distinctConsumersPerHour: $distinctConsumersPerHour\n      exportedRowsPerDay: $exportedRowsPerDay\n    ) {\n      distinctConsumersPerHour\n      exportedRowsPerDay\n    }\n  }\n"): typeof import('./graphql').UpdateAccessAlertPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSms($consumerId: ID!, $smsText: String!, $expectedVersion: Int) {\n    sendSms(consumerId: $consumerId, smsText: $smsText, expectedVersion: $expectedVersion)\n  }\n"): typeof import('./graphql').SendSmsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateImpersonatedLoginSession($consumerId: ID!, $expectedVersion: Int) {\n    createImpersonatedLoginSession(consumerId: $consumerId, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateImpersonatedLoginSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPage($consumerId: ID!) {\n    consumer(consumerId: $consumerId) {\n      ...ConsumerNameAndStatusFields\n    }\n    plusstatus(consumerId: $consumerId) {\n      ...PlusStatusFields\n    }\n    runningBalance(consumerId: $consumerId) {\n      ...RunningBalanceFields\n    }\n    billstatementsWithSettlements(consumerId: $consumerId) {\n      ...BillStatementRowFields\n    }\n  }\n"): typeof import('./graphql').AccountPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillStatement($billStatementId: ID!, $consumerId: ID!) {\n    billstatementsWithSettlements(consumerId: $consumerId, billStatementId: $billStatementId) {\n      ...BillStatementDetailFields\n    }\n    paidycode(billStatementId: $billStatementId) {\n      value\n    }\n  }\n"): typeof import('./graphql').BillStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Charges($consumerId: ID!) {\n    charges(consumerId: $consumerId) {\n      ...ChargeRowFields\n    }\n  }\n"): typeof import('./graphql').ChargesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MultiPayContracts($consumerId: ID!) {\n    multiPayContractsByConsumerId(consumerId: $consumerId) {\n      ...MultiPayContractRowFields\n    }\n  }\n"): typeof import('./graphql').MultiPayContractsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillStatementDetailFields on BillStatementWithSettlements {\n    ...BillStatementRowFields\n    combiniSettlement {\n      combiniPaymentId\n      amount\n      settlementFeeAmount\n      merchantCode\n      consumerCode\n    }\n  }\n"): typeof import('./graphql').BillStatementDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillStatementRowFields on BillStatementWithSettlements {\n    billStatement {\n      id\n      consumerId\n      issueDate\n      amount\n      unpaidAmount\n      lateFeesAmount\n      currency\n      dueAt\n      paidAt\n      status\n    }\n    autoDebitSettlement {\n      pullAmount\n      pullStatus\n      resultsProcessedBy\n    }\n  }\n"): typeof import('./graphql').BillStatementRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChargeRowFields on Charge {\n    id\n    consumerId\n    pushedAt\n    amount\n    currency\n    description\n    creditLine\n    kind\n    tier\n    source\n    metadata {\n      installmentPlanKind\n      installmentPlanChargeKind\n      installmentPlanInstallmentNumber\n      settlementMethod {\n        ... on CombiniSettlementMethod {\n          method\n          storeName\n          fee\n        }\n        ... on AutoDebitSettlementMethod {\n          method\n        }\n        ... on VanSettlementMethod {\n          method\n        }\n        ... on BankTransferSettlementMethod {\n          method\n        }\n        ... on OtherSettlementMethod {\n          method\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ChargeRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MultiPayContractRowFields on MultiPayContract {\n    id\n    nameKana\n    applicationDatetime\n    approvalDatetime\n    currentNumberOfInstallments\n    currentPrincipal\n    currency\n    status\n    test\n  }\n"): typeof import('./graphql').MultiPayContractRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApprovalRequestRowFields on ApprovalRequest {\n    id\n    status\n    operation\n    targetId\n    targetType\n    maker {\n      id\n      email\n    }\n    decidedBy {\n      id\n      email\n    }\n    createdAt\n    decidedAt\n    expiresAt\n    extent {\n      rows\n      merchants\n      months\n    }\n  }\n"): typeof import('./graphql').ApprovalRequestRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApprovalRequestDetailFields on ApprovalRequest {\n    ...ApprovalRequestRowFields\n    comment\n    reason\n    outcome\n    arguments\n    decisionBlockedReason\n    changesSince {\n      version\n      operation\n      staffEmail\n      approverEmail\n      at\n      fields {\n        field\n        old\n        new\n      }\n    }\n    preview {\n      rowCount\n      currentValue\n      newValue\n      statusCounts {\n        status\n        count\n      }\n      firstRows {\n        position\n        id\n        value\n        problem\n      }\n      failingRows {\n        position\n        id\n        value\n        problem\n      }\n      failingCount\n      cancellablePlans\n      amount\n      lines\n      makerComment\n      fileName\n      merchantCount\n      monthCount\n      merchants {\n        merchantId\n        name\n        months\n        alreadyDeactivated\n      }\n      irreversibleRows {\n        position\n        consumerId\n        name\n        currentStatus\n        newStatus\n      }\n      irreversibleCount\n      plans {\n        position\n        planId\n        consumerId\n        consumerName\n        amount\n        status\n      }\n      staffChange {\n        memberEmail\n        newMember\n        roles\n        gained\n        removed\n        holders\n        rolesChangedSinceRequest\n      }\n      applied {\n        finished\n        changed\n        unchanged\n        refused {\n          reason\n          count\n        }\n        pending\n      }\n    }\n  }\n"): typeof import('./graphql').ApprovalRequestDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalRequests($status: ApprovalStatus, $decided: Boolean, $offset: Int!, $limit: Int!) {\n    approvalRequests(status: $status, decided: $decided, offset: $offset, limit: $limit) {\n      ...ApprovalRequestRowFields\n    }\n  }\n"): typeof import('./graphql').ApprovalRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalRequest($id: ID!) {\n    approvalRequest(id: $id) {\n      ...ApprovalRequestDetailFields\n    }\n  }\n"): typeof import('./graphql').ApprovalRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingApprovalCount {\n    pendingApprovalCount\n  }\n"): typeof import('./graphql').PendingApprovalCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalPolicies {\n    approvalPolicies {\n      key\n      enabled\n      rowThreshold\n      finalStatuses\n      updatedAt\n      updatedBy\n    }\n  }\n"): typeof import('./graphql').ApprovalPoliciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRequest($id: ID!, $comment: String) {\n    approveRequest(id: $id, comment: $comment) {\n      ...ApprovalRequestDetailFields\n    }\n  }\n"): typeof import('./graphql').ApproveRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRequest($id: ID!, $reason: String!) {\n    rejectRequest(id: $id, reason: $reason) {\n      ...ApprovalRequestDetailFields\n    }\n  }\n"): typeof import('./graphql').RejectRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawRequest($id: ID!) {\n    withdrawRequest(id: $id) {\n      ...ApprovalRequestDetailFields\n    }\n  }\n"): typeof import('./graphql').WithdrawRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApprovalPolicy(\n    $key: String!\n    $enabled: Boolean!\n    $rowThreshold: Int\n    $finalStatuses: Boolean!\n  ) {\n    updateApprovalPolicy(\n      key: $key\n      enabled: $enabled\n      rowThreshold: $rowThreshold\n      finalStatuses: $finalStatuses\n    ) {\n      key\n    }\n  }\n"): typeof import('./graphql').UpdateApprovalPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityPolicy {\n    securityPolicy {\n      passkeyRequiredRoles\n      ssoRequiredRoles\n      updatedAt\n      updatedBy\n    }\n  }\n"): typeof import('./graphql').SecurityPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityPolicyRoles {\n    staffRoles {\n      name\n    }\n  }\n"): typeof import('./graphql').SecurityPolicyRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSecurityPolicy($passkeyRequiredRoles: [String!]!, $ssoRequiredRoles: [String!]!) {\n    updateSecurityPolicy(passkeyRequiredRoles: $passkeyRequiredRoles, ssoRequiredRoles: $ssoRequiredRoles) {\n      passkeyRequiredRoles\n      ssoRequiredRoles\n    }\n  }\n"): typeof import('./graphql').UpdateSecurityPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEntries(\n    $staffEmail: String\n    $operation: String\n    $targetId: ID\n    $outcome: String\n    $from: EpochMillis\n    $to: EpochMillis\n    $offset: Int!\n    $limit: Int!\n  ) {\n    auditEntries(\n      staffEmail: $staffEmail\n      operation: $operation\n      targetId: $targetId\n      outcome: $outcome\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      items {\n        ...AuditEntryFields\n      }\n      hasMore\n    }\n  }\n"): typeof import('./graphql').AuditEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryFields on AuditEntry {\n    sequence\n    at\n    staffEmail\n    operation\n    targetType\n    targetId\n    outcome\n    approverEmail\n    ip\n    detail\n  }\n"): typeof import('./graphql').AuditEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditOperations {\n    auditOperations\n  }\n"): typeof import('./graphql').AuditOperationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditVerificationFields on AuditVerification {\n    id\n    status\n    requestedBy\n    requestedAt\n    completedAt\n    throughSequence\n    checkedRows\n    headHash\n    brokenSequence\n    brokenRowId\n    problem\n  }\n"): typeof import('./graphql').AuditVerificationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditChainState {\n    auditChainState {\n      headSequence\n      headHash\n      headAt\n      lastVerification {\n        ...AuditVerificationFields\n      }\n      running {\n        ...AuditVerificationFields\n      }\n    }\n  }\n"): typeof import('./graphql').AuditChainStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyAuditChain {\n    verifyAuditChain {\n      ...AuditVerificationFields\n    }\n  }\n"): typeof import('./graphql').VerifyAuditChainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CombiniPaymentPage($combiniPaymentId: ID!) {\n    combinipayment(combiniPaymentId: $combiniPaymentId) {\n      id\n      status\n      orderRef\n      amount\n      settlementFeeAmount\n      merchantName\n      buyer {\n        ...BuyerFields\n      }\n      createdAt\n      updatedAt\n      expiresAt\n      test\n      provider {\n        providerName\n        providerRef\n        consumerCode\n        merchantCode\n      }\n    }\n  }\n"): typeof import('./graphql').CombiniPaymentPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsumerPendingApprovals($targetId: ID!) {\n    pendingApprovals(targetId: $targetId) {\n      id\n      operation\n      targetType\n      targetId\n      createdAt\n      maker {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').ConsumerPendingApprovalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseConsumer($id: ID!, $expectedVersion: Int) {\n    closeConsumer(id: $id, reason: \"\", test: false, expectedVersion: $expectedVersion)\n  }\n"): typeof import('./graphql').CloseConsumerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableConsumer($id: ID!, $expectedVersion: Int) {\n    disableConsumer(id: $id, displayDisableNoticeToConsumer: true, expectedVersion: $expectedVersion) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').DisableConsumerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConsumerLegalStatus($id: ID!, $legalStatus: LegalStatus!, $expectedVersion: Int) {\n    updateConsumerLegalStatus(id: $id, legalStatus: $legalStatus, expectedVersion: $expectedVersion) {\n      id\n      status\n      legalStatus\n    }\n  }\n"): typeof import('./graphql').UpdateConsumerLegalStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConsumerEmail($id: ID!, $email: String!, $expectedVersion: Int) {\n    updateConsumerEmail(id: $id, email: $email, test: false, expectedVersion: $expectedVersion)\n  }\n"): typeof import('./graphql').UpdateConsumerEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConsumerPhone($id: ID!, $phone: String!, $expectedVersion: Int) {\n    updateConsumerPhone(id: $id, phone: $phone, test: false, expectedVersion: $expectedVersion)\n  }\n"): typeof import('./graphql').UpdateConsumerPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdminLogV2($consumerId: ID!, $message: String!, $expectedVersion: Int) {\n    createAdminLogV2(\n      consumerId: $consumerId\n      message: $message\n      test: false\n      expectedVersion: $expectedVersion\n    ) {\n      message\n      creator\n      createdAt\n    }\n  }\n"): typeof import('./graphql').CreateAdminLogV2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelContract($installmentPlanId: ID!, $expectedVersion: Int) {\n    cancelContract(installmentPlanId: $installmentPlanId, test: false, expectedVersion: $expectedVersion)\n  }\n"): typeof import('./graphql').CancelContractDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsumerPage($consumerId: ID!, $withExclusions: Boolean!, $paymentsPage: Int!) {\n    consumer(consumerId: $consumerId) {\n      ...ConsumerNameAndStatusFields\n      dateOfBirth\n      email\n      phone\n      createdAt\n      address {\n        ...AddressFields\n      }\n      closedAt\n      closedBy\n      linkToMixPanel\n    }\n    plusConsumerData(consumerId: $consumerId) {\n      appleLineOfCreditLimit\n      pacData {\n        annualIncome\n        dependents\n        rentOrMortgage\n      }\n      spendLimit {\n        max\n        selected\n      }\n      eKycConsumerData {\n        firstNameKanji\n        lastNameKanji\n        firstNameKana\n        lastNameKana\n        birthDate\n        occupation\n        address {\n          ...AddressFields\n        }\n        applicationReason\n        appliedAt\n        examinedAt\n        updatedAt\n        metadata {\n          liquidApplicationId\n        }\n      }\n      plusConsumerDetails {\n        nameKanji\n        nameKana\n        address {\n          ...AddressFields\n        }\n      }\n      approvedAt\n    }\n    plusstatus(consumerId: $consumerId) {\n      ...PlusStatusFields\n    }\n    consumerPayments(consumerId: $consumerId, first: $paymentsPage) {\n      ...ConsumerPaymentsPageFields\n    }\n    activeFraudFlagsByConsumerId(consumerId: $consumerId) {\n      ...ConsumerFraudFlagRowFields\n    }\n    assessmentExclusionsByConsumerId(consumerId: $consumerId) @include(if: $withExclusions) {\n      ...AssessmentExclusionRowFields\n    }\n  }\n"): typeof import('./graphql').ConsumerPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsumerPayments(\n    $consumerId: ID!\n    $first: Int!\n    $after: String\n    $filter: ConsumerPaymentFilter\n    $sort: ConsumerPaymentSort\n  ) {\n    consumerPayments(consumerId: $consumerId, first: $first, after: $after, filter: $filter, sort: $sort) {\n      ...ConsumerPaymentsPageFields\n    }\n  }\n"): typeof import('./graphql').ConsumerPaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LimitAndUsage($consumerId: ID!) {\n    runningBalance(consumerId: $consumerId) {\n      ...RunningBalanceFields\n    }\n  }\n"): typeof import('./graphql').LimitAndUsageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contracts($consumerId: ID!) {\n    contractsByConsumerId(consumerId: $consumerId, test: false) {\n      threePay {\n        ...ContractRowFields\n      }\n      sixPay {\n        ...ContractRowFields\n      }\n      twelvePay {\n        ...ContractRowFields\n      }\n      apple {\n        ...ContractRowFields\n      }\n    }\n  }\n"): typeof import('./graphql').ContractsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HoukatsuTab($consumerId: ID!) {\n    nlpMigrationStatus(consumerId: $consumerId) {\n      ...NlpMigrationStatusFields\n    }\n    nlpReport(consumerId: $consumerId) {\n      ...NlpReportFields\n    }\n  }\n"): typeof import('./graphql').HoukatsuTabDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlusTab($consumerId: ID!, $withPac: Boolean!) {\n    plusStatus(consumerId: $consumerId) {\n      ...PlusStatusFields\n    }\n    selfCancellationStatus(consumerId: $consumerId) {\n      featureEnabled\n      enabled\n      remainingCancellations\n      expireAt\n    }\n    plusApplicationDates(consumerId: $consumerId) {\n      ekycAppliedAt\n      ekycApprovedAt\n      houkatsuAppliedAt\n      houkatsuApprovedAt\n      reviewConfirmedAt\n    }\n    gpsTokens(consumerId: $consumerId) {\n      ...GpsTokenRowFields\n    }\n    cardEligibility(consumerId: $consumerId) {\n      isEligible\n    }\n    paypalLinks(consumerId: $consumerId) {\n      ...PaypalLinkRowFields\n    }\n    pacAuditDataSummary(consumerId: $consumerId) @include(if: $withPac) {\n      ...CreditLimitHistoryRowFields\n    }\n  }\n"): typeof import('./graphql').PlusTabDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PacAuditRecords($consumerId: ID!) {\n    pacAuditDataDetailed(consumerId: $consumerId) {\n      ...PacAuditRecordRowFields\n    }\n  }\n"): typeof import('./graphql').PacAuditRecordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLogs($consumerId: ID!) {\n    adminLogs(consumerId: $consumerId) {\n      ...AdminLogRowFields\n    }\n  }\n"): typeof import('./graphql').AdminLogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsumerMessages($consumerId: ID!) {\n    consumerMessages(consumerId: $consumerId) {\n      ...ConsumerMessageRowFields\n    }\n  }\n"): typeof import('./graphql').ConsumerMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsumerHistory($consumerId: ID!, $from: EpochMillis!, $to: EpochMillis!) {\n    consumerHistory(consumerId: $consumerId, from: $from, to: $to) {\n      ...ConsumerHistoryRecordFields\n    }\n  }\n"): typeof import('./graphql').ConsumerHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Van($consumerId: ID!) {\n    van(consumerId: $consumerId) {\n      ...VanFields\n    }\n  }\n"): typeof import('./graphql').VanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGpsTokenStatus(\n    $consumerId: ID!\n    $token: String!\n    $status: CardTokenStatus!\n    $expectedVersion: Int\n  ) {\n    updateGpsTokenStatus(\n      consumerId: $consumerId\n      token: $token\n      status: $status\n      expectedVersion: $expectedVersion\n    ) {\n      token\n      status\n    }\n  }\n"): typeof import('./graphql').UpdateGpsTokenStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPhysicalCardReturned($consumerId: ID!, $token: String!, $expectedVersion: Int) {\n    updatePhysicalCardStatus(\n      consumerId: $consumerId\n      token: $token\n      status: returned\n      expectedVersion: $expectedVersion\n    ) {\n      token\n      physicalCardStatus\n      physicalCardUpdatedAt\n    }\n  }\n"): typeof import('./graphql').MarkPhysicalCardReturnedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCardEligibilityException($consumerId: ID!, $expectedVersion: Int) {\n    createCardEligibilityException(consumerId: $consumerId, expectedVersion: $expectedVersion)\n  }\n"): typeof import('./graphql').CreateCardEligibilityExceptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableSelfCancellation(\n    $consumerId: ID!\n    $cancellationsLimit: Int!\n    $expireAt: EpochMillis!\n    $expectedVersion: Int\n  ) {\n    enableSelfCancellation(\n      consumerId: $consumerId\n      cancellationsLimit: $cancellationsLimit\n      expireAt: $expireAt\n      expectedVersion: $expectedVersion\n    ) {\n      featureEnabled\n      enabled\n      remainingCancellations\n      expireAt\n    }\n  }\n"): typeof import('./graphql').EnableSelfCancellationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetConsumerStatus($consumerId: ID!, $expectedVersion: Int) {\n    resetConsumerStatus(consumerId: $consumerId, expectedVersion: $expectedVersion)\n  }\n"): typeof import('./graphql').ResetConsumerStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignVan($consumerId: ID!, $expectedVersion: Int) {\n    assignVan(consumerId: $consumerId, expectedVersion: $expectedVersion) {\n      ...VanFields\n    }\n  }\n"): typeof import('./graphql').AssignVanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevealConsumerPii($consumerId: ID!, $reason: String!) {\n    revealConsumerPii(consumerId: $consumerId, reason: $reason) {\n      consumerId\n      email\n      phone\n      dateOfBirth\n      address {\n        ...AddressFields\n      }\n    }\n  }\n"): typeof import('./graphql').RevealConsumerPiiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsumerHistoryRecordFields on ConsumerHistoryRecord {\n    __typename\n    ... on ConsumerCreatedRecord {\n      kind\n      timestamp\n      email\n      phone\n      name1\n      name2\n      dateOfBirth\n      address {\n        ...AddressFields\n      }\n      source\n    }\n    ... on ConsumerUpdatedRecord {\n      kind\n      timestamp\n      agent\n      approvedBy\n      email\n      phone\n      name1\n      name2\n      dateOfBirth\n      address {\n        ...AddressFields\n      }\n      emailVerificationInfo {\n        verified\n        verifiedAt\n      }\n      legalStatus\n    }\n    ... on ConsumerDisabledRecord {\n      kind\n      timestamp\n      reason\n      agent\n      approvedBy\n    }\n    ... on ConsumerEnabledRecord {\n      kind\n      timestamp\n      reason\n      agent\n      approvedBy\n    }\n    ... on ConsumerClosedRecord {\n      kind\n      timestamp\n      reason\n      agent\n      approvedBy\n    }\n    ... on ConsumerContractRevertedRecord {\n      kind\n      timestamp\n      agent\n      approvedBy\n      reason\n      installmentPlanId\n      amount\n    }\n  }\n"): typeof import('./graphql').ConsumerHistoryRecordFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NlpMigrationStatusFields on NlpMigrationStatus {\n    consumerId\n    status\n    updatedAt\n  }\n"): typeof import('./graphql').NlpMigrationStatusFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NlpReportFields on NlpReport {\n    consumerId\n    computationCycle\n    nmdLimit\n    nextMonthDue\n    multiplier\n    treLimit\n    tre\n    availableAmount\n    currentMonthlyPower\n    unconfirmedPayments\n    closedBillsAmount\n    changeInMonthlyPower {\n      cycle\n      nextMonthDue\n      unconfirmedPaymentsAndUnconfirmedFutureExposures\n      predictiveMonthlyPower\n      remainingBalanceOfAvailableAmount\n    }\n    syntheticMonthlyPower {\n      plus {\n        name\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql').NlpReportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminLogRowFields on AdminLog {\n    message\n    creator\n    createdAt\n  }\n"): typeof import('./graphql').AdminLogRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsumerMessageRowFields on ConsumerMessage {\n    subject\n    message\n    createdAt\n    kind\n    dispatched\n  }\n"): typeof import('./graphql').ConsumerMessageRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PacAuditRecordRowFields on PacAuditDetailed {\n    completedAt\n    contractType\n    reason\n    creditLimitPP\n    creditLimitPPFA\n    maxPACLimit\n    paidyDebtTriggering\n    paidyDebtCalculation\n    cicAnnualInvoicedAmountAtPaidy\n    hasUnpaidBillsForPreviousMonth\n    cicDebt\n    totalCicAnnualInvoicedAmount\n    hasCicDelinquentContract\n    hasUnpaidBillForPreviousMonth\n    hasUnpaidBillInPaidy\n    annualIncome\n    dependency\n    rentOrMortgage\n    costOfLiving\n  }\n"): typeof import('./graphql').PacAuditRecordRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsumerPaymentRowFields on Payment {\n    id\n    consumerName\n    amount\n    capturedAmount\n    refundedAmount\n    merchantId\n    merchantName\n    captures {\n      id\n      amount\n      createdAt\n    }\n    status\n    tags\n    createdAt\n    test\n    shippingAddress {\n      ...AddressFields\n    }\n    billingAddress {\n      ...AddressFields\n    }\n  }\n"): typeof import('./graphql').ConsumerPaymentRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsumerPaymentsPageFields on ConsumerPaymentsPage {\n    payments {\n      ...ConsumerPaymentRowFields\n    }\n    endCursor\n    hasMore\n    totalCount\n  }\n"): typeof import('./graphql').ConsumerPaymentsPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractRowFields on InstallmentContract {\n    id\n    dateConverted\n    paymentId\n    merchantName\n    status\n    totalCaptureAmount\n    outstandingAmount\n    refundAmount\n  }\n"): typeof import('./graphql').ContractRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GpsTokenRowFields on GpsToken {\n    token\n    status\n    createdAt\n    idemiaId\n    physicalCardStatus\n    physicalCardUpdatedAt\n    physicalCardEvents {\n      physicalCardStatus\n      physicalCardUpdatedAt\n    }\n  }\n"): typeof import('./graphql').GpsTokenRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaypalLinkRowFields on PaypalLink {\n    status\n    linkEvents {\n      status\n      time\n    }\n    gpsToken\n  }\n"): typeof import('./graphql').PaypalLinkRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreditLimitHistoryRowFields on PacAuditSummary {\n    completedAt\n    contractType\n    reason\n    creditLimitPP\n    creditLimitPPFA\n  }\n"): typeof import('./graphql').CreditLimitHistoryRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VanFields on Van {\n    bankName\n    branchName\n    branchCode\n    accountName\n    accountType\n    accountNumber\n    vanKey\n  }\n"): typeof import('./graphql').VanFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FraudManagementEventLogs($consumerId: ID!) {\n    fraudManagementEventLogs(consumerId: $consumerId) {\n      ...FraudEventLogRowFields\n    }\n  }\n"): typeof import('./graphql').FraudManagementEventLogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsumerPaymentsActiveFraudFlags($consumerId: ID!) {\n    consumerPaymentsActiveFraudFlags(consumerId: $consumerId) {\n      ...ConsumerPaymentFraudFlagsRowFields\n    }\n  }\n"): typeof import('./graphql').ConsumerPaymentsActiveFraudFlagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFraudFlagV2($consumerId: ID!, $flaggedFor: ID!, $expectedVersion: Int) {\n    createFraudFlagV2(consumerId: $consumerId, flaggedFor: $flaggedFor, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateFraudFlagV2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnflagConsumerFromFraudFlag(\n    $consumerId: ID!\n    $flagId: ID!\n    $message: String!\n    $expectedVersion: Int\n  ) {\n    unflagConsumerFromFraudFlag(\n      consumerId: $consumerId\n      flagId: $flagId\n      message: $message\n      expectedVersion: $expectedVersion\n    )\n  }\n"): typeof import('./graphql').UnflagConsumerFromFraudFlagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFraudManagementEventLog($consumerId: ID!, $message: String!, $expectedVersion: Int) {\n    createFraudManagementEventLog(\n      consumerId: $consumerId\n      message: $message\n      expectedVersion: $expectedVersion\n    ) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateFraudManagementEventLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAssessmentExclusion($consumerId: ID!, $assessmentKind: String!, $expectedVersion: Int) {\n    createAssessmentExclusion(\n      consumerId: $consumerId\n      assessmentKind: $assessmentKind\n      expectedVersion: $expectedVersion\n    ) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateAssessmentExclusionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateAssessmentExclusion($consumerId: ID!, $exclusionId: ID!, $expectedVersion: Int) {\n    deactivateAssessmentExclusion(\n      consumerId: $consumerId\n      exclusionId: $exclusionId\n      expectedVersion: $expectedVersion\n    ) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeactivateAssessmentExclusionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlagPaymentsForFraud(\n    $consumerId: ID!\n    $flaggedFor: ID!\n    $excludeFromBill: ExcludeFromBill!\n    $paymentsToFlag: [PaymentToFlag!]!\n    $expectedVersion: Int\n  ) {\n    flagPaymentsForFraud(\n      consumerId: $consumerId\n      flaggedFor: $flaggedFor\n      excludeFromBill: $excludeFromBill\n      paymentsToFlag: $paymentsToFlag\n      expectedVersion: $expectedVersion\n    ) {\n      fraudFlagId\n      paymentId\n    }\n  }\n"): typeof import('./graphql').FlagPaymentsForFraudDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnflagPaymentFraudFlags($unflaggedFor: ID!, $paymentFraudFlagIds: [ID!]!, $expectedVersion: Int) {\n    unflagPaymentFraudFlags(\n      unflaggedFor: $unflaggedFor\n      paymentFraudFlagIds: $paymentFraudFlagIds\n      expectedVersion: $expectedVersion\n    )\n  }\n"): typeof import('./graphql').UnflagPaymentFraudFlagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FraudPayments($consumerId: ID!) {\n    paymentsV2(consumerId: $consumerId) {\n      payments {\n        ...FraudPaymentRowFields\n      }\n      metadata {\n        amazonPaymentsLimitReached\n        paidyPaymentsLimitReached\n      }\n    }\n  }\n"): typeof import('./graphql').FraudPaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FraudManagementPermissions {\n    fraudManagementPermissions {\n      permissions {\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').FraudManagementPermissionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlaggingReasons {\n    flaggingReasons {\n      id\n      reason\n    }\n  }\n"): typeof import('./graphql').FlaggingReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcludableAssessments($consumerId: ID!) {\n    excludableAssessmentsByConsumerId(consumerId: $consumerId)\n  }\n"): typeof import('./graphql').ExcludableAssessmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentFraudFlaggingReasons {\n    paymentFraudFlaggingReasons {\n      id\n      description\n    }\n  }\n"): typeof import('./graphql').PaymentFraudFlaggingReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentFraudUnflaggingReasons {\n    paymentFraudUnflaggingReasons {\n      id\n      description\n    }\n  }\n"): typeof import('./graphql').PaymentFraudUnflaggingReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FraudPaymentRowFields on Payment {\n    id\n    consumerName\n    merchantId\n    amount\n    capturedAmount\n    refundedAmount\n    captures {\n      id\n    }\n    status\n    createdAt\n    shippingAddress {\n      ...AddressFields\n    }\n    billingAddress {\n      ...AddressFields\n    }\n  }\n"): typeof import('./graphql').FraudPaymentRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsumerPaymentFraudFlagsRowFields on ConsumerPaymentFraudFlags {\n    paymentId\n    excludeFromBill\n    activeFraudFlagIds\n  }\n"): typeof import('./graphql').ConsumerPaymentFraudFlagsRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsumerFraudFlagRowFields on ConsumerFraudFlag {\n    id\n    consumerId\n    flaggedFor {\n      id\n      reason\n    }\n    flaggedBy\n    flaggedAt\n  }\n"): typeof import('./graphql').ConsumerFraudFlagRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssessmentExclusionRowFields on AssessmentExclusion {\n    id\n    consumerId\n    assessmentKind\n    excludedBy\n    excludedAt\n  }\n"): typeof import('./graphql').AssessmentExclusionRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FraudEventLogRowFields on FraudEventLog {\n    id\n    createdBy\n    createdAt\n    message\n  }\n"): typeof import('./graphql').FraudEventLogRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstallmentPlans($installmentPlanIds: [ID!]!) {\n    installmentPlans(installmentPlanIds: $installmentPlanIds) {\n      id\n      consumerId\n      contractType\n      status\n      outstandingAmount\n    }\n  }\n"): typeof import('./graphql').InstallmentPlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkCancellationFields on BulkCancellation {\n    ...BulkCancellationSummary\n    retry {\n      ...JobRetryFields\n    }\n    results {\n      id\n      status\n      code\n      title\n      description\n      planStatus\n      outstandingAmount\n    }\n  }\n"): typeof import('./graphql').BulkCancellationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkCancellationSummary on BulkCancellation {\n    id\n    length\n    done\n    createdBy\n    createdAt\n    completedAt\n    approvalRequestId\n    awaitingApproval\n    approvalStatus\n    comment\n    successes\n    notActive\n    failures\n  }\n"): typeof import('./graphql').BulkCancellationSummaryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkCancellations($filter: BulkCancellationFilter, $offset: Int!, $limit: Int!) {\n    bulkCancellations(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...BulkCancellationSummary\n      }\n    }\n  }\n"): typeof import('./graphql').BulkCancellationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartBulkCancellation($installmentPlanIds: [ID!]!, $comment: String) {\n    startBulkCancellation(installmentPlanIds: $installmentPlanIds, comment: $comment) {\n      ...BulkCancellationFields\n    }\n  }\n"): typeof import('./graphql').StartBulkCancellationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkCancellation($id: ID!) {\n    bulkCancellation(id: $id) {\n      ...BulkCancellationFields\n    }\n  }\n"): typeof import('./graphql').BulkCancellationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsumerStatuses($consumerIds: [ID!]!) {\n    consumerStatuses(consumerIds: $consumerIds) {\n      id\n      status\n      legalStatus\n    }\n  }\n"): typeof import('./graphql').ConsumerStatusesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartLegalStatusBatch(\n    $batchId: ID!\n    $comment: String\n    $statusesToUpdate: [LegalStatusToUpdate!]!\n    $part: BatchPart\n  ) {\n    legalStatusBatchUpdate(\n      batchId: $batchId\n      comment: $comment\n      statusesToUpdate: $statusesToUpdate\n      part: $part\n    ) {\n      id\n      comment\n      success\n      completedAt\n      error\n    }\n  }\n"): typeof import('./graphql').StartLegalStatusBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalStatusBatches($offset: Int!, $limit: Int!, $filter: LegalStatusBatchFilter) {\n    legalStatusBatchCount(filter: $filter)\n    legalStatusBatchUpdates(offset: $offset, limit: $limit, filter: $filter) {\n      ...LegalStatusBatchFields\n    }\n  }\n"): typeof import('./graphql').LegalStatusBatchesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalStatusBatch($batchId: ID!) {\n    legalStatusBatchUpdate(batchId: $batchId) {\n      ...LegalStatusBatchFields\n    }\n  }\n"): typeof import('./graphql').LegalStatusBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalStatusBatchResults($batchId: ID!, $offset: Int!, $limit: Int!) {\n    legalStatusBatchUpdateResults(batchId: $batchId, offset: $offset, limit: $limit) {\n      line\n      consumerId\n      desiredStatus\n      success\n      error\n    }\n  }\n"): typeof import('./graphql').LegalStatusBatchResultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegalStatusBatchFields on LegalStatusBatch {\n    id\n    approvalRequestId\n    awaitingApproval\n    approvalStatus\n    comment\n    length\n    createdBy\n    createdAt\n    successes\n    failures\n    success\n    completedAt\n    error\n    retry {\n      ...JobRetryFields\n    }\n  }\n"): typeof import('./graphql').LegalStatusBatchFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Merchants($disabled: Boolean!) {\n    merchants(disabled: $disabled) {\n      id\n      name\n      createdAt\n      disabledAt\n      deactivatedMonths\n    }\n  }\n"): typeof import('./graphql').MerchantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceDeactivationSummaryFields on InvoiceDeactivationSummary {\n    rows\n    months\n    merchants\n    added\n    alreadyDeactivated\n  }\n"): typeof import('./graphql').InvoiceDeactivationSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceDeactivationUpload($id: ID!) {\n    invoiceDeactivationUpload(id: $id) {\n      id\n      length\n      totalParts\n      receivedParts\n      receivedRows\n      appliedAt\n      approvalRequestId\n      summary {\n        ...InvoiceDeactivationSummaryFields\n      }\n    }\n  }\n"): typeof import('./graphql').InvoiceDeactivationUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StageInvoiceDeactivations(\n    $uploadId: ID!\n    $part: BatchPart!\n    $rows: [InvoiceDeactivationRow!]!\n    $fileName: String\n    $comment: String\n  ) {\n    stageInvoiceDeactivations(\n      uploadId: $uploadId\n      part: $part\n      rows: $rows\n      fileName: $fileName\n      comment: $comment\n    ) {\n      id\n      receivedRows\n    }\n  }\n"): typeof import('./graphql').StageInvoiceDeactivationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateInvoiceUpload($uploadId: ID!) {\n    deactivateInvoiceUpload(uploadId: $uploadId) {\n      ...InvoiceDeactivationSummaryFields\n    }\n  }\n"): typeof import('./graphql').DeactivateInvoiceUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivePaymentFraudFlags($paymentId: ID!) {\n    activePaymentFraudFlags(paymentId: $paymentId) {\n      paymentId\n      fraudStatus {\n        excludeFromBill\n        activeFlags {\n          ...PaymentFraudFlagRowFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ActivePaymentFraudFlagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentFraudFlagsHistory($paymentId: ID!) {\n    paymentFraudFlagsHistory(paymentId: $paymentId) {\n      paymentId\n      fraudFlagEvents {\n        ...FraudFlagEventRowFields\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentFraudFlagsHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentPage($paymentId: ID!, $withAssessments: Boolean!) {\n    paymentMessages(paymentId: $paymentId) {\n      subject\n      message\n      createdAt\n      kind\n      dispatched\n    }\n    payment(paymentId: $paymentId) {\n      id\n      basketId\n      appleOrderNumber\n      description\n      consumerId\n      consumerName\n      merchantId\n      merchantName\n      amount\n      currency\n      capturedAmount\n      refundedAmount\n      captures {\n        id\n        createdAt\n        amount\n        currency\n      }\n      refunds {\n        id\n        captureId\n        createdAt\n        amount\n        currency\n        reason\n      }\n      contractData {\n        firstName\n        lastName\n        annualIncome\n        dateOfBirth\n        gender\n        maritalStatus\n        householdSize\n        mortgage\n        employer\n        contractAddress {\n          ...AddressFields\n        }\n        residenceType\n      }\n      buyer {\n        ...BuyerFields\n      }\n      consumerData {\n        email\n        phone\n        name1\n        name2\n        address {\n          ...AddressFields\n        }\n      }\n      order {\n        tax\n        shipping\n        orderRef\n        items {\n          id\n          title\n          description\n          unitPrice\n          quantity\n        }\n        updatedAt\n      }\n      status\n      tier\n      tags\n      updatedAt\n      createdAt\n      expiresAt\n      test\n      isSpecifiedContinuousServiceMerchant\n      shippingAddress {\n        ...AddressFields\n      }\n      billingAddress {\n        ...AddressFields\n      }\n      buyerDataJson\n      fraudulent\n    }\n    paymentAssessmentReportsByPaymentId(paymentId: $paymentId) @include(if: $withAssessments) {\n      reports {\n        id\n        paymentId\n        kind\n        result\n        reason\n        metadataJson\n      }\n      error {\n        kind\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentFraudFlagRowFields on PaymentFraudFlag {\n    id\n    flaggedFor {\n      id\n      description\n    }\n    flaggedBy\n    flaggedAt\n    excludeFromBill\n  }\n"): typeof import('./graphql').PaymentFraudFlagRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FraudFlagEventRowFields on FraudFlagEvent {\n    id\n    createdAt\n    createdBy\n    message\n  }\n"): typeof import('./graphql').FraudFlagEventRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($searchKeyword: String!) {\n    fuzzySearch(searchKeyword: $searchKeyword) {\n      consumers {\n        ...SearchConsumerRowFields\n      }\n      paidyPayments {\n        ...SearchPaymentRowFields\n      }\n      combiniPayments {\n        ...SearchCombiniPaymentRowFields\n      }\n      chargesByProviderRef {\n        ...SearchDuplicateChargeRowFields\n      }\n    }\n  }\n"): typeof import('./graphql').SearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchPaymentRowFields on Payment {\n    id\n    test\n    consumerId\n    consumerName\n    amount\n    shippingAddress {\n      ...AddressFields\n    }\n    createdAt\n    status\n  }\n"): typeof import('./graphql').SearchPaymentRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchConsumerRowFields on Consumer {\n    id\n    kanjiName\n    kanaName\n    createdAt\n    dateOfBirth\n    email\n    phone\n    status\n  }\n"): typeof import('./graphql').SearchConsumerRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchCombiniPaymentRowFields on CombiniPayment {\n    id\n    orderRef\n    amount\n    createdAt\n    status\n    test\n  }\n"): typeof import('./graphql').SearchCombiniPaymentRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchDuplicateChargeRowFields on ChargeByProviderRef {\n    chargeId\n    consumerId\n    orderReference\n    barcodeId\n    amount\n    createdAt\n  }\n"): typeof import('./graphql').SearchDuplicateChargeRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): typeof import('./graphql').MyPasskeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenamePasskey($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').RenamePasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($id: ID!, $password: String!) {\n    removePasskey(id: $id, password: $password) {\n      id\n    }\n  }\n"): typeof import('./graphql').RemovePasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      device\n      address\n      startedAt\n      lastSeenAt\n      current\n    }\n  }\n"): typeof import('./graphql').MySessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndMySession($sessionId: ID!) {\n    endMySession(sessionId: $sessionId) {\n      id\n    }\n  }\n"): typeof import('./graphql').EndMySessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffMemberFields on StaffMember {\n    id\n    email\n    roles\n    permissions\n    effectivePermissions\n    locked\n    lockReason\n    lastSignInAt\n    passwordSet\n    passkeyCount\n    pendingRequests {\n      requestId\n      operation\n      role\n      permission\n    }\n  }\n"): typeof import('./graphql').StaffMemberFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffAdmin {\n    staffMembers {\n      ...StaffMemberFields\n    }\n    staffRoles {\n      name\n      permissions\n      holders\n    }\n  }\n"): typeof import('./graphql').StaffAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStaffMember($email: String!, $roles: [String!]!) {\n    createStaffMember(email: $email, roles: $roles) {\n      ...StaffMemberFields\n    }\n  }\n"): typeof import('./graphql').CreateStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantStaffRole($staffId: ID!, $role: String!) {\n    grantStaffRole(staffId: $staffId, role: $role) {\n      ...StaffMemberFields\n    }\n  }\n"): typeof import('./graphql').GrantStaffRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeStaffRole($staffId: ID!, $role: String!) {\n    revokeStaffRole(staffId: $staffId, role: $role) {\n      ...StaffMemberFields\n    }\n  }\n"): typeof import('./graphql').RevokeStaffRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantStaffPermission($staffId: ID!, $permission: String!) {\n    grantStaffPermission(staffId: $staffId, permission: $permission) {\n      ...StaffMemberFields\n    }\n  }\n"): typeof import('./graphql').GrantStaffPermissionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeStaffPermission($staffId: ID!, $permission: String!) {\n    revokeStaffPermission(staffId: $staffId, permission: $permission) {\n      ...StaffMemberFields\n    }\n  }\n"): typeof import('./graphql').RevokeStaffPermissionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LockStaffMember($staffId: ID!) {\n    lockStaffMember(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n"): typeof import('./graphql').LockStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockStaffMember($staffId: ID!) {\n    unlockStaffMember(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n"): typeof import('./graphql').UnlockStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndStaffSessions($staffId: ID!) {\n    endStaffSessions(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n"): typeof import('./graphql').EndStaffSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStaffPasskeys($staffId: ID!) {\n    removeStaffPasskeys(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n"): typeof import('./graphql').RemoveStaffPasskeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendSetPasswordLink($staffId: ID!) {\n    resendSetPasswordLink(staffId: $staffId) {\n      ...StaffMemberFields\n    }\n  }\n"): typeof import('./graphql').ResendSetPasswordLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaffRole($name: String!, $permissions: [String!]!) {\n    updateStaffRole(name: $name, permissions: $permissions) {\n      name\n      permissions\n      holders\n    }\n  }\n"): typeof import('./graphql').UpdateStaffRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordOfflineReads($reads: [OfflineRead!]!) {\n    recordOfflineReads(reads: $reads)\n  }\n"): typeof import('./graphql').RecordOfflineReadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    zip\n    state\n    city\n    line1\n    line2\n  }\n"): typeof import('./graphql').AddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobRetryFields on JobRetry {\n    attempts\n    reasonCode\n    nextRunAt\n    deadLetteredAt\n  }\n"): typeof import('./graphql').JobRetryFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
