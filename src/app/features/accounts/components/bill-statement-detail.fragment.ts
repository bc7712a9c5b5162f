// What the bill statement page shows of its statement: the account page's row and the convenience-store
// settlement; the BillStatement query spreads it.
import { graphql } from '../../../api/generated';

/** One bill statement with its settlements (BillStatementDetail). */
export const BillStatementDetailFields = graphql(`
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
`);
