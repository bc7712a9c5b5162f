// The PLUS tab's, VAN tab's and account page's remaining mutations (document 2 §2, §4, §5, §7): cards, self-
// cancellation, re-application, VAN, SMS and impersonation. Each names its permission, audit operation and target
// and hands the rule of server/domain to runMutation; SMS adds the gateway call after the mutation's transaction.
import type { Resolvers } from '../generated/resolvers-types';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { smsLength } from '../../../src/shared/sms';
import { runMutation } from '../mutation-runner';
import type { GraphQLContext } from '../context';
import type { AuditOperation } from '../../../src/shared/operation-labels';
import { withholdIdempotentAnswer } from '../idempotency';
import {
  changeCardTokenStatus,
  changePhysicalCardStatus,
  createCardEligibilityException,
} from '../../domain/cards';
import { enableSelfCancellation, resetConsumerStatus } from '../../domain/plus-actions';
import { assignVan } from '../../domain/van';
import { recordSmsAttempt, recordSmsDelivery } from '../../domain/sms';
import { startImpersonation } from '../../domain/impersonation';
import { noteAccess } from '../access-log/tally';

const consumer = (id: string) => ({ type: 'consumer', id });

/** A card token's or its physical card's status: cards.write, audited with the token's first 64 characters. */
function cardStatusChange(operation: AuditOperation, change: typeof changeCardTokenStatus) {
  return (_root: unknown, input: Parameters<typeof change>[1], ctx: GraphQLContext) =>
    runMutation(
      ctx,
      {
        operation,
        permission: PERMISSIONS.cardsWrite,
        target: consumer(input.consumerId),
        args: { token: input.token.slice(0, 64), status: input.status },
      },
      (tx, actor, now) => change(tx, input, actor, now),
    );
}

export const consumerPlusActionResolvers: Resolvers = {
  Mutation: {
    updateGpsTokenStatus: cardStatusChange('consumer.card_token.status', changeCardTokenStatus),
    updatePhysicalCardStatus: cardStatusChange('consumer.physical_card.status', changePhysicalCardStatus),

    createCardEligibilityException: (_root, { consumerId }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.card_eligibility_exception',
          permission: PERMISSIONS.cardsWrite,
          target: consumer(consumerId),
          args: {},
        },
        (tx, actor, now) => createCardEligibilityException(tx, { consumerId }, actor, now),
      ),

    enableSelfCancellation: (_root, { consumerId, cancellationsLimit, expireAt }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.self_cancellation.enable',
          permission: PERMISSIONS.contractsWrite,
          target: consumer(consumerId),
          args: { cancellationsLimit, expireAt },
        },
        (tx, actor, now) =>
          enableSelfCancellation(tx, { consumerId, cancellationsLimit, expireAt }, actor, now),
      ),

    resetConsumerStatus: (_root, { consumerId }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.plus.allow_reapplication',
          permission: PERMISSIONS.contractsWrite,
          target: consumer(consumerId),
          args: {},
        },
        (tx, actor, now) => resetConsumerStatus(tx, { consumerId }, actor, now),
      ),

    assignVan: (_root, { consumerId }, ctx) =>
      runMutation(
        ctx,
        {
          operation: 'consumer.van.assign',
          permission: PERMISSIONS.consumersWrite,
          target: consumer(consumerId),
          args: {},
        },
        (tx, actor, now) => assignVan(tx, { consumerId }, actor, now),
      ),

    sendSms: async (_root, { consumerId, smsText }, ctx) => {
      const attempt = await runMutation(
        ctx,
        {
          operation: 'consumer.sms.send',
          permission: PERMISSIONS.smsSend,
          target: consumer(consumerId),
          args: { length: smsLength(smsText) },
        },
        (tx, actor, now) => recordSmsAttempt(tx, { consumerId, text: smsText }, actor, now),
      );
      if (attempt === 'ConsumerNotFound') return 'ConsumerNotFound';
      // Outside the mutation's transaction: the consumer's row is not locked while the gateway takes its time.
      const delivery = await ctx.request.server.smsGateway.send({ to: attempt.to, text: attempt.text });
      await recordSmsDelivery(
        ctx.db.orm,
        attempt,
        delivery,
        { id: ctx.staff.id, email: ctx.staff.email },
        ctx.request.ip ?? null,
        new Date(),
      );
      return delivery.sent ? 'Success' : 'Error';
    },

    createImpersonatedLoginSession: async (_root, { consumerId }, ctx, info) => {
      const session = await runMutation(
        ctx,
        {
          operation: 'consumer.impersonation.start',
          permission: PERMISSIONS.consumersImpersonate,
          target: consumer(consumerId),
          args: {},
        },
        (tx, actor, now) => startImpersonation(tx, { consumerId }, actor, now),
      );
      withholdIdempotentAnswer(
        ctx.request,
        'This impersonation was already started with this Idempotency-Key, and its one-time token is not kept: start a new one',
      );
      // The token opens the consumer's own site: the entry is written before the token leaves.
      noteAccess(ctx, info, { kind: 'Impersonation', consumerIds: [consumerId], rows: 1 });
      return session;
    },
  },
};
