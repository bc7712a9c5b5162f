// All resolvers: one map per area, merged into the map mercurius serves. Adding an area is one line in `modules`.
import { GraphQLScalarType } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types';
import { scalarResolvers } from '../scalars';
import { consumerResolvers } from './consumers';
import { paymentResolvers } from './payments';
import { searchResolvers } from './search';
import { consumerPlusResolvers } from './consumer-plus';
import { consumerFraudResolvers } from './consumer-fraud';
import { consumerActionResolvers } from './consumer-actions';
import { legalStatusBatchResolvers } from './legal-status-batches';
import { consumerPlusActionResolvers } from './consumer-plus-actions';
import { bulkCancelAndMerchantResolvers } from './installment-plan-cancel-and-merchants';
import { approvalResolvers } from './approvals';
import { auditTrailResolvers } from './audit-trail';
import { staffResolvers } from './staff';
import { sessionResolvers } from './sessions';
import { securityResolvers } from './security';
import { withCaseGate } from '../case-gate';
import { accessLogResolvers } from './access-log';
import { consumerPiiResolvers } from './consumer-pii';
import { withAccessLog } from '../access-log/logged-fields';

/**
 * Abstract types resolve from the discriminator the spec gives them, so area modules return plain
 * objects: a consumer-history record by its `kind`, a charge's settlement method by its `method`.
 */
const abstractTypeResolvers: Resolvers = {
  ConsumerHistoryRecord: {
    __resolveType: (record) => `Consumer${record.kind}Record` as const,
  },
  SettlementMethod: {
    __resolveType: (settlement) => {
      switch (settlement.method) {
        case 'Combini':
          return 'CombiniSettlementMethod';
        case 'AutoDebit':
          return 'AutoDebitSettlementMethod';
        case 'VAN':
          return 'VanSettlementMethod';
        case 'BankTransfer':
          return 'BankTransferSettlementMethod';
        default:
          return 'OtherSettlementMethod';
      }
    },
  },
};

const modules: Resolvers[] = [
  scalarResolvers,
  abstractTypeResolvers,
  paymentResolvers,
  searchResolvers,
  consumerResolvers,
  consumerPlusResolvers,
  consumerFraudResolvers,
  consumerActionResolvers,
  legalStatusBatchResolvers,
  consumerPlusActionResolvers,
  bulkCancelAndMerchantResolvers,
  approvalResolvers,
  auditTrailResolvers,
  consumerPiiResolvers,
  staffResolvers,
  sessionResolvers,
  securityResolvers,
  accessLogResolvers,
  // One line per area, for example: consumerResolvers,
];

/**
 * Merges resolver maps type by type. Two modules defining the same field is a programming error
 * and fails at start-up rather than letting one silently win.
 */
export function mergeResolverMaps(maps: readonly Resolvers[]): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [typeName, value] of Object.entries(map)) {
      if (value instanceof GraphQLScalarType) {
        if (typeName in merged) throw new Error(`Resolvers: scalar ${typeName} is defined twice`);
        merged[typeName] = value;
        continue;
      }
      const target = (merged[typeName] ??= {}) as Record<string, unknown>;
      for (const [field, resolver] of Object.entries(value as Record<string, unknown>)) {
        if (field in target) throw new Error(`Resolvers: ${typeName}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

/**
 * mercurius installs a union's or interface's type resolver from `resolveType`, not from the `__resolveType` the
 * generated types (and graphql-tools) use; without this alias every union member fails to resolve at run time.
 */
export function withMercuriusTypeResolvers(map: Resolvers): Resolvers {
  const out: Record<string, unknown> = { ...map };
  for (const [typeName, value] of Object.entries(map)) {
    if (value && typeof value === 'object' && '__resolveType' in value) {
      out[typeName] = { resolveType: (value as { __resolveType: unknown }).__resolveType };
    }
  }
  return out as Resolvers;
}

/** Every root field that can answer personal data writes its access-log entry (server/graphql/access-log/). */
export const resolvers: Resolvers = withMercuriusTypeResolvers(
  withCaseGate(withAccessLog(mergeResolverMaps(modules))),
);
