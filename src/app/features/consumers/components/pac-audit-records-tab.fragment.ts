// A row of the PAC audit records tab (document 2 §2 "PAC audit records"); the PacAuditRecords query spreads it.
import { graphql } from '../../../api/generated';

export const PacAuditRecordRowFields = graphql(`
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
`);
