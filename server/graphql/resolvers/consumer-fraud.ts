// The consumer's Fraud and Fraud payments tabs: permission checks, then the domain reads. Reason lists,
// consumer fraud flags and the fraud log need only a signed-in staff user; exclusions (and the kinds still
// excludable, which reveal them) need assessment_exclusions.read; payment flags need payment_fraud_flags.read.
import type { Resolvers } from '../generated/resolvers-types';
import { requirePermission } from '../guards';
import { PERMISSIONS } from '../../../src/shared/permissions';
import {
  fraudManagementPermissionsOf,
  listActiveAssessmentExclusions,
  listActiveConsumerFraudFlags,
  listConsumerFlaggingReasons,
  listConsumerPaymentsActiveFraudFlags,
  listExcludableAssessmentKinds,
  listFraudEventLogs,
  listPaymentFraudReasons,
} from '../../domain/consumer-fraud';

export const consumerFraudResolvers: Resolvers = {
  Query: {
    fraudManagementPermissions: (_root, _args, ctx) => ({
      permissions: fraudManagementPermissionsOf(ctx.staff.permissions).map((value) => ({ value })),
    }),
    flaggingReasons: (_root, _args, ctx) => listConsumerFlaggingReasons(ctx.db.orm),
    activeFraudFlagsByConsumerId: (_root, { consumerId }, ctx) =>
      listActiveConsumerFraudFlags(ctx.db.orm, consumerId),
    fraudManagementEventLogs: (_root, { consumerId }, ctx) => listFraudEventLogs(ctx.db.orm, consumerId),
    assessmentExclusionsByConsumerId: (_root, { consumerId }, ctx) => {
      requirePermission(ctx, PERMISSIONS.assessmentExclusionsRead);
      return listActiveAssessmentExclusions(ctx.db.orm, consumerId);
    },
    excludableAssessmentsByConsumerId: (_root, { consumerId }, ctx) => {
      requirePermission(ctx, PERMISSIONS.assessmentExclusionsRead);
      return listExcludableAssessmentKinds(ctx.db.orm, consumerId);
    },
    consumerPaymentsActiveFraudFlags: (_root, { consumerId }, ctx) => {
      requirePermission(ctx, PERMISSIONS.paymentFraudFlagsRead);
      return listConsumerPaymentsActiveFraudFlags(ctx.db.orm, consumerId);
    },
    paymentFraudFlaggingReasons: (_root, _args, ctx) => listPaymentFraudReasons(ctx.db.orm, 'payment_flag'),
    paymentFraudUnflaggingReasons: (_root, _args, ctx) =>
      listPaymentFraudReasons(ctx.db.orm, 'payment_unflag'),
  },
};
