// What the houkatsu tab shows of the NLP migration and the monthly-power report; the HoukatsuTab query spreads them.
import { graphql } from '../../../api/generated';

export const NlpMigrationStatusFields = graphql(`
  fragment NlpMigrationStatusFields on NlpMigrationStatus {
    consumerId
    status
    updatedAt
  }
`);

export const NlpReportFields = graphql(`
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
`);
