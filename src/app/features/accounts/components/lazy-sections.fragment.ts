// The rows of the account page's two lazily loaded tables; the Charges and MultiPayContracts queries spread them.
import { graphql } from '../../../api/generated';

/** A charge and how it is settled (the Charges table). */
export const ChargeRowFields = graphql(`
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
`);

/** A multi-pay contract (the MultiPayContracts table). */
export const MultiPayContractRowFields = graphql(`
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
`);
