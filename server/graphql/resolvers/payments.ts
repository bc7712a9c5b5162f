// The payment page and the combini payment page: permission checks, then the domain reads (server/domain). The
// payment page's root fields (payment, paymentMessages, the assessment reports) share one statement per request.
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types';
import type { GraphQLContext } from '../context';
import { memoForRequest, rootFieldRequested } from '../request-memo';
import { holdsAnyPermission, requireAnyPermission, requirePermission } from '../guards';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { findPaymentPage, type PaymentPageData } from '../../domain/payments';
import {
  findActivePaymentFraudFlags,
  hasActivePaymentFraudFlag,
  listPaymentFraudFlagEvents,
} from '../../domain/payment-fraud';
import { findCombiniPayment } from '../../domain/combini-payments';
import { maskCombiniPayment, maskPayment } from '../../domain/consumer-pii';

const ASSESSMENTS_FIELD = 'paymentAssessmentReportsByPaymentId';
const ASSESSMENT_PERMISSIONS = [PERMISSIONS.assessmentReportsRead, PERMISSIONS.assessmentReportsWrite];

/** The payment page's read for this request: the reports only when the operation asks for them and may see them. */
function paymentPage(
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
  paymentId: string,
): Promise<PaymentPageData> {
  const withAssessments =
    holdsAnyPermission(ctx, ...ASSESSMENT_PERMISSIONS) && rootFieldRequested(info, ASSESSMENTS_FIELD);
  return memoForRequest(ctx, `paymentPage:${paymentId}`, () =>
    findPaymentPage(ctx.db.orm, paymentId, withAssessments),
  );
}

export const paymentResolvers: Resolvers = {
  Query: {
    payment: async (_root, { paymentId }, ctx, info) => {
      const { payment } = await paymentPage(ctx, info, paymentId);
      // Without consumers.pii.read the page shows the buyer's contact data as lists do.
      return payment && !holdsAnyPermission(ctx, PERMISSIONS.consumersPiiRead)
        ? maskPayment(payment)
        : payment;
    },
    paymentMessages: async (_root, { paymentId }, ctx, info) =>
      (await paymentPage(ctx, info, paymentId)).messages,
    paymentAssessmentReportsByPaymentId: async (_root, { paymentId }, ctx, info) => {
      requireAnyPermission(ctx, ...ASSESSMENT_PERMISSIONS);
      return (await paymentPage(ctx, info, paymentId)).assessments ?? { reports: [], error: null };
    },
    activePaymentFraudFlags: (_root, { paymentId }, ctx) => {
      requirePermission(ctx, PERMISSIONS.paymentFraudFlagsRead);
      return findActivePaymentFraudFlags(ctx.db.orm, paymentId);
    },
    paymentFraudFlagsHistory: async (_root, { paymentId }, ctx) => {
      requirePermission(ctx, PERMISSIONS.paymentFraudFlagsRead);
      return { paymentId, fraudFlagEvents: await listPaymentFraudFlagEvents(ctx.db.orm, paymentId) };
    },
    combinipayment: async (_root, { combiniPaymentId }, ctx) => {
      const slip = await findCombiniPayment(ctx.db.orm, combiniPaymentId);
      return slip && !holdsAnyPermission(ctx, PERMISSIONS.consumersPiiRead) ? maskCombiniPayment(slip) : slip;
    },
  },
  Payment: {
    // Anyone who may see the payment sees whether it is flagged; read only when asked for.
    // The payment page's read carries it already; other lists ask here.
    fraudulent: (payment, _args, ctx) =>
      'fraudulent' in payment && typeof payment.fraudulent === 'boolean'
        ? payment.fraudulent
        : hasActivePaymentFraudFlag(ctx.db.orm, payment.id),
  },
};
