// Shapes that several features ask for and each render in their own way (the account page and the consumer
// page, the payment page and the convenience-store payment page). A shape one feature renders lives beside
// the component that renders it (`*.fragment.ts`); the address beside joinAddress in ui/.
import { graphql } from './generated';

/** The name and status tags at the top of the account and consumer pages. */
export const ConsumerNameAndStatusFields = graphql(`
  fragment ConsumerNameAndStatusFields on Consumer {
    id
    status
    kanaName
    kanjiName
    legalStatus
    version
  }
`);

/** The PLUS statuses behind the PLUS EKYC / PLUS包括 / NLP tags and the tabs they open. */
export const PlusStatusFields = graphql(`
  fragment PlusStatusFields on PlusStatus {
    ekycStatus
    houkatsuStatus
    appleStatus
  }
`);

/** The five running-balance amounts (account summary, consumer limit and usage tab). */
export const RunningBalanceFields = graphql(`
  fragment RunningBalanceFields on RunningBalance {
    plusOutstandingAmount
    appleOutstandingAmount
    overdueAmount
    uncapturedAmount
    futurePlusAmount
  }
`);

/** The buyer block of a payment and of a convenience-store payment. */
export const BuyerFields = graphql(`
  fragment BuyerFields on Buyer {
    name1
    name2
    email
    phone
  }
`);
