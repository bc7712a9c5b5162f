// 表示: a consumer's contact data whole, once, with a reason, for staff whose case pages show it masked. The answer
// goes out only after its Reveal entry (with the reason) is durable: the resolver is wrapped by the access log's
// logged fields (access-log/logged-fields.ts), whose hook writes the entry before the answer leaves.
import type { Resolvers } from '../generated/resolvers-types';
import { badUserInput, notFound } from '../guards';
import { findConsumer } from '../../domain/consumers';

/** A reason long enough to say why, short enough to stay a reason (it is stored in every entry). */
export const MAX_REVEAL_REASON = 500;

export const consumerPiiResolvers: Resolvers = {
  Mutation: {
    revealConsumerPii: async (_root, { consumerId, reason }, ctx) => {
      const why = reason.trim();
      if (!why) throw badUserInput('reason must not be blank', 'reason');
      if (why.length > MAX_REVEAL_REASON)
        throw badUserInput(`reason must be at most ${MAX_REVEAL_REASON} characters`, 'reason');
      const consumer = await findConsumer(ctx.db.orm, consumerId);
      if (!consumer) throw notFound(`No consumer ${consumerId}`);
      return {
        consumerId: consumer.id,
        email: consumer.email,
        phone: consumer.phone,
        dateOfBirth: consumer.dateOfBirth,
        address: consumer.address,
      };
    },
  },
};
