// The root fields whose answers can carry a consumer's personal data, each with how to tell whose: the resolvers of
// these fields are wrapped (withAccessLog) so that every answer that selected a personal field (personal-data.ts)
// notes its consumers for the request's access-log entry. A field whose arguments name its consumers says so
// (`named`): a query made only of such fields opens its entry as it starts (tally.ts). The server test walks the
// schema from every root field to the personal fields and fails when one that reaches them is missing here.
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types';
import { addToOpened, claimAccess, noteAccess, selectsPersonalData, type AccessNote } from './tally';

type Args = Record<string, unknown>;
/** Whose data an answer carried (null: it carried none, e.g. an unknown id or an empty list). */
interface Whose {
  (args: Args, result: unknown): AccessNote | null;
  /** The consumers the arguments name, known before the resolver runs; absent when they come from the result. */
  named?: (args: Args) => string[];
}

type WithConsumer = { consumerId?: string | null };

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The consumer the arguments name (`consumerId`, or `id` for the account actions), when the answer is not empty. */
function namedConsumer(argument: 'consumerId' | 'id'): Whose {
  const whose: Whose = (args, result) => {
    if (result == null || (Array.isArray(result) && result.length === 0)) return null;
    return { consumerIds: [String(args[argument])], rows: Array.isArray(result) ? result.length : 1 };
  };
  whose.named = (args) => [String(args[argument])];
  return whose;
}

/** A page of the consumer's payments (paymentsV2, consumerPayments). */
const consumerPaymentsPage: Whose = (args, result) => {
  const payments = list((result as { payments?: unknown } | null)?.payments);
  return payments.length ? { consumerIds: [String(args.consumerId)], rows: payments.length } : null;
};
consumerPaymentsPage.named = (args) => [String(args.consumerId)];

const paymentConsumer: Whose = (_args, result) =>
  result == null ? null : { consumerIds: [(result as WithConsumer).consumerId], rows: 1 };

/** The combini payment's buyer: no consumer id to name, but the read is counted. */
const combiniBuyer: Whose = (_args, result) => (result == null ? null : { consumerIds: [], rows: 1 });

const searchAnswer: Whose = (_args, result) => {
  const answer = (result ?? {}) as {
    consumers?: unknown;
    paidyPayments?: unknown;
    combiniPayments?: unknown;
  };
  const consumers = list(answer.consumers) as { id: string }[];
  const payments = list(answer.paidyPayments) as WithConsumer[];
  const rows = consumers.length + payments.length + list(answer.combiniPayments).length;
  if (!rows) return null;
  return { consumerIds: [...consumers.map((c) => c.id), ...payments.map((p) => p.consumerId)], rows };
};

/** A reveal is an entry of its own (kind Reveal) that keeps the staff member's reason. */
const revealed: Whose = (args, result) =>
  result == null
    ? null
    : { kind: 'Reveal', consumerIds: [String(args.consumerId)], rows: 1, reason: String(args.reason).trim() };

export const LOGGED_FIELDS: Readonly<Record<'Query' | 'Mutation', Readonly<Record<string, Whose>>>> = {
  Query: {
    fuzzySearch: searchAnswer,
    consumer: namedConsumer('consumerId'),
    plusConsumerData: namedConsumer('consumerId'),
    paymentsV2: consumerPaymentsPage,
    consumerPayments: consumerPaymentsPage,
    payment: paymentConsumer,
    combinipayment: combiniBuyer,
    multiPayContractsByConsumerId: namedConsumer('consumerId'),
    consumerHistory: namedConsumer('consumerId'),
    van: namedConsumer('consumerId'),
    gpsTokens: namedConsumer('consumerId'),
    paypalLinks: namedConsumer('consumerId'),
  },
  Mutation: {
    disableConsumer: namedConsumer('id'),
    updateConsumerLegalStatus: namedConsumer('id'),
    updateGpsTokenStatus: namedConsumer('consumerId'),
    updatePhysicalCardStatus: namedConsumer('consumerId'),
    assignVan: namedConsumer('consumerId'),
    revealConsumerPii: revealed,
  },
};

type Resolver = (root: unknown, args: Args, ctx: object, info: GraphQLResolveInfo) => unknown;

function logged(resolver: Resolver, whose: Whose): Resolver {
  return async (root, args, ctx, info) => {
    // Before the resolver: a field that names its consumers joins the entry opened at the end of this tick.
    const personal = selectsPersonalData(info);
    const claimed = personal && claimAccess(ctx, info, whose.named ? whose.named(args) : null);
    const result = await resolver(root, args, ctx, info);
    if (personal) {
      const note = whose(args, result);
      if (!(claimed && addToOpened(ctx, note?.rows ?? 0)) && note) noteAccess(ctx, info, note);
    }
    return result;
  };
}

/** The resolver map with every logged root field wrapped; a logged field without a resolver fails at start-up. */
export function withAccessLog(map: Resolvers): Resolvers {
  const out: Record<string, unknown> = { ...map };
  for (const [typeName, fields] of Object.entries(LOGGED_FIELDS)) {
    const resolvers = { ...(map[typeName as 'Query'] as Record<string, Resolver>) };
    for (const [field, whose] of Object.entries(fields)) {
      const resolver = resolvers[field];
      if (typeof resolver !== 'function') throw new Error(`Access log: ${typeName}.${field} has no resolver`);
      resolvers[field] = logged(resolver, whose);
    }
    out[typeName] = resolvers;
  }
  return out as Resolvers;
}
