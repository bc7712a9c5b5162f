// The consumer's PLUS tab, NLP section and credit audit records: permission checks, then the domain reads.
// PLUS and NLP reads need only a signed-in staff user; PAC audit records need the PAC permission, and the
// detailed records of the credit audit records page also the credit-audit permission (docs/decisions.md).
import type { Resolvers } from '../generated/resolvers-types';
import { requirePermission } from '../guards';
import { PERMISSIONS } from '../../../src/shared/permissions';
import {
  findCardEligibility,
  findPlusApplicationDates,
  findPlusConsumerData,
  findSelfCancellationStatus,
  listGpsTokens,
  listPaypalLinks,
} from '../../domain/plus';
// plusStatus is the PLUS tab's spelling of plusstatus: one rule, one function (domain/consumers).
import { findPlusStatus } from '../../domain/consumers';
import { findLatestNlpReport, findNlpMigrationStatus } from '../../domain/houkatsu';
import { listPacAuditDetails, listPacAuditSummaries } from '../../domain/pac-audit';

export const consumerPlusResolvers: Resolvers = {
  Query: {
    plusConsumerData: (_root, { consumerId }, ctx) => findPlusConsumerData(ctx.db.orm, consumerId),
    plusStatus: (_root, { consumerId }, ctx) => findPlusStatus(ctx.db.orm, consumerId),
    plusApplicationDates: (_root, { consumerId }, ctx) => findPlusApplicationDates(ctx.db.orm, consumerId),
    selfCancellationStatus: (_root, { consumerId }, ctx) =>
      findSelfCancellationStatus(ctx.db.orm, consumerId),
    cardEligibility: (_root, { consumerId }, ctx) => findCardEligibility(ctx.db.orm, consumerId),
    gpsTokens: (_root, { consumerId }, ctx) => listGpsTokens(ctx.db.orm, consumerId),
    paypalLinks: (_root, { consumerId }, ctx) => listPaypalLinks(ctx.db.orm, consumerId),
    nlpMigrationStatus: (_root, { consumerId }, ctx) => findNlpMigrationStatus(ctx.db.orm, consumerId),
    nlpReport: (_root, { consumerId }, ctx) => findLatestNlpReport(ctx.db.orm, consumerId),
    pacAuditDataSummary: (_root, { consumerId }, ctx) => {
      requirePermission(ctx, PERMISSIONS.viewPacRecords);
      return listPacAuditSummaries(ctx.db.orm, consumerId);
    },
    pacAuditDataDetailed: (_root, { consumerId }, ctx) => {
      requirePermission(ctx, PERMISSIONS.viewPacRecords, PERMISSIONS.viewCreditAuditRecords);
      return listPacAuditDetails(ctx.db.orm, consumerId);
    },
  },
};
