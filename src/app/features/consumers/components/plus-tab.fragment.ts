// What the PLUS tab's tables show: the card tokens (with their physical-card events and actions), the PayPal links
// and the credit limit history; the PlusTab query spreads them.
import { graphql } from '../../../api/generated';

/** A card token, its physical card and its events (GpsTokens, CardTokenActions). */
export const GpsTokenRowFields = graphql(`
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
`);

/** A PayPal link and its events (PaypalLinks). */
export const PaypalLinkRowFields = graphql(`
  fragment PaypalLinkRowFields on PaypalLink {
    status
    linkEvents {
      status
      time
    }
    gpsToken
  }
`);

/** A row of the credit limit history (CreditLimitHistory). */
export const CreditLimitHistoryRowFields = graphql(`
  fragment CreditLimitHistoryRowFields on PacAuditSummary {
    completedAt
    contractType
    reason
    creditLimitPP
    creditLimitPPFA
  }
`);
