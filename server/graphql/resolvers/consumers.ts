// The consumer area's read side (document 2 §7): the account page, the consumer page and its tabs. Reads only; the
// domain modules hold the SQL (one statement per field), this module translates arguments and refusals.
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types';
import { badUserInput, holdsAnyPermission } from '../guards';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { maskConsumer } from '../../domain/consumer-pii';
import {
  findConsumer,
  findPlusStatus,
  findVan,
  listAdminLogs,
  listConsumerMessages,
  listConsumerPayments,
} from '../../domain/consumers';
import {
  findPaymentCode,
  findRunningBalance,
  listBillStatementsWithSettlements,
  listCharges,
} from '../../domain/billing';
import { listContractsByConsumer, listMultiPayContracts } from '../../domain/contracts';
import { listConsumerHistory } from '../../domain/consumer-history';
import {
  ConsumerPaymentsInputError,
  countConsumerPayments,
  listConsumerPaymentsPage,
} from '../../domain/consumer-payments-page';

export const consumerResolvers: Resolvers = {
  Query: {
    consumer: async (_root, { consumerId }, ctx) => {
      const consumer = await findConsumer(ctx.db.orm, consumerId);
      // Without consumers.pii.read the case pages show contact data as lists do; 表示 reveals it with a reason.
      return consumer && !holdsAnyPermission(ctx, PERMISSIONS.consumersPiiRead)
        ? maskConsumer(consumer)
        : consumer;
    },
    plusstatus: (_root, { consumerId }, ctx) => findPlusStatus(ctx.db.orm, consumerId),
    runningBalance: (_root, { consumerId }, ctx) => findRunningBalance(ctx.db.orm, consumerId),
    billstatementsWithSettlements: (_root, { consumerId, billStatementId }, ctx) =>
      listBillStatementsWithSettlements(ctx.db.orm, consumerId, billStatementId),
    paidycode: (_root, { billStatementId }, ctx) => findPaymentCode(ctx.db.orm, billStatementId),
    paymentsV2: (_root, { consumerId }, ctx) => listConsumerPayments(ctx.db.orm, consumerId),
    consumerPayments: async (_root, { consumerId, first, after, filter, sort }, ctx, info) => {
      try {
        const options = { first, after, filter, sort };
        const [page, totalCount] = await Promise.all([
          listConsumerPaymentsPage(ctx.db.orm, consumerId, options),
          selectsField(info, 'totalCount') ? countConsumerPayments(ctx.db.orm, consumerId, filter) : 0,
        ]);
        return { ...page, totalCount };
      } catch (error) {
        if (error instanceof ConsumerPaymentsInputError) throw badUserInput(error.message, error.field);
        throw error;
      }
    },
    multiPayContractsByConsumerId: (_root, { consumerId }, ctx) =>
      listMultiPayContracts(ctx.db.orm, consumerId),
    charges: (_root, { consumerId }, ctx) => listCharges(ctx.db.orm, consumerId),
    contractsByConsumerId: (_root, { consumerId, test }, ctx) =>
      listContractsByConsumer(ctx.db.orm, consumerId, test ?? false),
    adminLogs: (_root, { consumerId }, ctx) => listAdminLogs(ctx.db.orm, consumerId),
    consumerMessages: (_root, { consumerId }, ctx) => listConsumerMessages(ctx.db.orm, consumerId),
    van: (_root, { consumerId }, ctx) => findVan(ctx.db.orm, consumerId),
    consumerHistory: async (_root, { consumerId, from, to }, ctx) => {
      const outcome = await listConsumerHistory(ctx.db.orm, consumerId, from, to);
      if (!outcome.ok) throw badUserInput(outcome.message, 'from');
      return outcome.records;
    },
  },
};

/**
 * Whether the query may ask for `field` of the object this resolver returns (the count costs a statement of its own);
 * a fragment spread counts as asking.
 */
function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  return info.fieldNodes.some((node) =>
    node.selectionSet?.selections.some((s) => s.kind !== 'Field' || s.name.value === field),
  );
}
