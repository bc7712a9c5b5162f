// A bill statement with its auto-debit settlement: a row of the account page's table and the head of the
// bill statement page.
import { graphql } from '../../../api/generated';

export const BillStatementRowFields = graphql(`
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
`);
