// The consumer area's mutations (document 2 §2, §4, §5, §7): each names its permission, its audit operation and
// target, and hands the rule of server/domain to runMutation; nothing here decides a rule.
import type { Resolvers } from '../generated/resolvers-types';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { runMutation } from '../mutation-runner';
import {
  changeConsumerEmail,
  changeConsumerPhone,
  closeConsumer,
  createAdminLog,
  disableConsumer,
  findConsumer,
  type ConsumerData,
} from '../../domain/consumers';
import {
  createAssessmentExclusion,
  createConsumerFraudFlag,
  createFraudEventLog,
  deactivateAssessmentExclusion,
  unflagConsumerFraudFlag,
} from '../../domain/consumer-fraud';
import { flagPaymentsForFraud, unflagPaymentFraudFlags } from '../../domain/payment-fraud';
import { revertContractToLumpSum } from '../../domain/contract-revert';
import type { GraphQLContext } from '../context';
import { legalStatusChange } from '../held-changes';

const consumer = (id: string) => ({ type: 'consumer', id });

/** The consumer as it is after the committed change (the mutations answering Consumer re-read it). */
async function reread(ctx: GraphQLContext, id: string): Promise<ConsumerData> {
  const found = await findConsumer(ctx.db.orm, id);
  if (!found) throw new Error(`Consumer ${id} vanished after a committed change`);
  return found;
}

export const consumerActionResolvers: Resolvers = {
  Mutation: {
    closeConsumer: (_root, { id, reason, test }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.close',
          permission: PERMISSIONS.consumersClose,
          target: consumer(id),
          args: { reason: reason ?? '', test: test ?? false },
        },
        (tx, actor, now) =>
          closeConsumer(tx, { consumerId: id, reason: reason ?? '', dryRun: test ?? false }, actor, now),
      ),

    disableConsumer: async (_root, { id, displayDisableNoticeToConsumer }, ctx) => {
      const notice = displayDisableNoticeToConsumer ?? true;
      await runMutation(
        ctx,
        {
          operation: 'consumer.disable',
          permission: PERMISSIONS.consumersWrite,
          target: consumer(id),
          args: { displayDisableNoticeToConsumer: notice },
        },
        (tx, actor, now) =>
          disableConsumer(tx, { consumerId: id, displayDisableNoticeToConsumer: notice }, actor, now),
      );
      return reread(ctx, id);
    },

    updateConsumerLegalStatus: async (_root, { id, legalStatus }, ctx) => {
      const change = legalStatusChange({ id, legalStatus });
      await runMutation(ctx, change.spec, change.rule);
      return reread(ctx, id);
    },

    updateConsumerEmail: (_root, { id, email, test }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.email',
          permission: PERMISSIONS.consumersWrite,
          target: consumer(id),
          args: { test: test ?? false },
        },
        (tx, actor, now) =>
          changeConsumerEmail(tx, { consumerId: id, email, dryRun: test ?? false }, actor, now),
      ),

    updateConsumerPhone: (_root, { id, phone, test }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.phone',
          permission: PERMISSIONS.consumersWrite,
          target: consumer(id),
          args: { test: test ?? false },
        },
        (tx, actor, now) =>
          changeConsumerPhone(tx, { consumerId: id, phone, dryRun: test ?? false }, actor, now),
      ),

    createAdminLogV2: (_root, { consumerId, message, test }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.admin_log',
          permission: PERMISSIONS.consumersWrite,
          target: consumer(consumerId),
          args: { test: test ?? false },
        },
        (tx, actor, now) => createAdminLog(tx, { consumerId, message, test: test ?? false }, actor, now),
      ),

    createFraudFlagV2: (_root, { consumerId, flaggedFor }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.fraud_flag',
          permission: PERMISSIONS.fraudFlagsWrite,
          target: consumer(consumerId),
          args: { flaggedFor },
        },
        (tx, actor, now) => createConsumerFraudFlag(tx, { consumerId, flaggedFor }, actor, now),
      ),

    unflagConsumerFromFraudFlag: (_root, { consumerId, flagId, message }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.fraud_unflag',
          permission: PERMISSIONS.fraudFlagsWrite,
          target: consumer(consumerId),
          args: { flagId },
        },
        (tx, actor, now) => unflagConsumerFraudFlag(tx, { consumerId, flagId, message }, actor, now),
      ),

    createFraudManagementEventLog: (_root, { consumerId, message }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.fraud_log',
          permission: PERMISSIONS.fraudFlagsWrite,
          target: consumer(consumerId),
          args: {},
        },
        (tx, actor, now) => createFraudEventLog(tx, { consumerId, message }, actor, now),
      ),

    createAssessmentExclusion: (_root, { consumerId, assessmentKind }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.assessment_exclusion.add',
          permission: PERMISSIONS.assessmentExclusionsWrite,
          target: consumer(consumerId),
          args: { assessmentKind },
        },
        (tx, actor, now) => createAssessmentExclusion(tx, { consumerId, assessmentKind }, actor, now),
      ),

    deactivateAssessmentExclusion: (_root, { consumerId, exclusionId }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.assessment_exclusion.remove',
          permission: PERMISSIONS.assessmentExclusionsWrite,
          target: consumer(consumerId),
          args: { exclusionId },
        },
        (tx, actor, now) => deactivateAssessmentExclusion(tx, { consumerId, exclusionId }, actor, now),
      ),

    flagPaymentsForFraud: (_root, { consumerId, flaggedFor, excludeFromBill, paymentsToFlag }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'payment.fraud_flag',
          permission: PERMISSIONS.paymentFraudFlagsWrite,
          target: consumer(consumerId),
          args: {
            flaggedFor,
            excludeFromBill,
            payments: paymentsToFlag.slice(0, 1000).map((p) => p.paymentId),
          },
        },
        (tx, actor, now) =>
          flagPaymentsForFraud(
            tx,
            {
              consumerId,
              flaggedFor,
              excludeFromBill: excludeFromBill === 'except_from_bill',
              paymentsToFlag,
            },
            actor,
            now,
          ),
      ),

    unflagPaymentFraudFlags: (_root, { unflaggedFor, paymentFraudFlagIds }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'payment.fraud_unflag',
          permission: PERMISSIONS.paymentFraudFlagsWrite,
          target: { type: 'payment_fraud_flag', id: paymentFraudFlagIds[0] ?? null },
          args: { unflaggedFor, paymentFraudFlagIds: paymentFraudFlagIds.slice(0, 1000) },
        },
        (tx, actor, now) => unflagPaymentFraudFlags(tx, { unflaggedFor, paymentFraudFlagIds }, actor, now),
      ),

    cancelContract: async (_root, { installmentPlanId, test }, ctx) => {
      const answer = await runMutation(
        ctx,
        {
          operation: 'contract.revert_to_lump_sum',
          permission: PERMISSIONS.contractsWrite,
          target: { type: 'installment_contract', id: installmentPlanId },
          args: { test: test ?? false },
        },
        (tx, actor, now) =>
          revertContractToLumpSum(tx, { installmentPlanId, test: test ?? false }, actor, now),
      );
      return answer === 'Success' ? 'Success' : 'Error';
    },
  },
};
