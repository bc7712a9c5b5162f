// The payment page and the combini payment page: permission checks, then the domain reads (server/domain).
import type { Resolvers } from '../generated/resolvers-types';
import { requireAnyPermission, requirePermission } from '../guards';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { findPaymentAssessmentReports, findPaymentDetail, listPaymentMessages } from '../../domain/payments';
import {
  findActivePaymentFraudFlags,
  hasActivePaymentFraudFlag,
  listPaymentFraudFlagEvents,
} from '../../domain/payment-fraud';
import { findCombiniPayment } from '../../domain/combini-payments';

export const paymentResolvers: Resolvers = {
  Query: {
    payment: (_root, { paymentId }, ctx) => findPaymentDetail(ctx.db.orm, paymentId),
    paymentMessages: (_root, { paymentId }, ctx) => listPaymentMessages(ctx.db.orm, paymentId),
    paymentAssessmentReportsByPaymentId: (_root, { paymentId }, ctx) => {
      requireAnyPermission(ctx, PERMISSIONS.assessmentReportsRead, PERMISSIONS.assessmentReportsWrite);
      return findPaymentAssessmentReports(ctx.db.orm, paymentId);
    },
    activePaymentFraudFlags: (_root, { paymentId }, ctx) => {
      requirePermission(ctx, PERMISSIONS.paymentFraudFlagsRead);
      return findActivePaymentFraudFlags(ctx.db.orm, paymentId);
    },
    paymentFraudFlagsHistory: async (_root, { paymentId }, ctx) => {
      requirePermission(ctx, PERMISSIONS.paymentFraudFlagsRead);
      return { paymentId, fraudFlagEvents: await listPaymentFraudFlagEvents(ctx.db.orm, paymentId) };
    },
    combinipayment: (_root, { combiniPaymentId }, ctx) => findCombiniPayment(ctx.db.orm, combiniPaymentId),
  },
  Payment: {
    // Anyone who may see the payment sees whether it is flagged (issue 20); read only when asked for.
    fraudulent: (payment, _args, ctx) => hasActivePaymentFraudFlag(ctx.db.orm, payment.id),
  },
};
