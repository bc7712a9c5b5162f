// Bulk legal-status updates (document 1 §7): starting a batch (whole or in parts) through the mutation
// runner (permission legal_status_batches.write, audit row, Idempotency-Key), the history and results for any
// signed-in staff, and the CSV page's bulk existence check. The runner (server/jobs) applies the items.
import type { Resolvers } from '../generated/resolvers-types';
import { runMutation } from '../mutation-runner';
import { approvalRequired, badUserInput } from '../guards';
import { legalStatusBatchChange } from '../held-changes';
import {
  BATCH_HISTORY_LIMIT,
  countBatches,
  findBatch,
  findConsumerStatuses,
  listBatchResults,
  listBatches,
} from '../../domain/legal-status-batches';
import { wakeJobRunners } from '../../jobs/runner';

export const legalStatusBatchResolvers: Resolvers = {
  Query: {
    legalStatusBatchUpdate: (_root, { batchId }, ctx) => findBatch(ctx.db.orm, batchId),
    legalStatusBatchUpdates: async (_root, { offset, limit, filter }, ctx) => {
      const page = await listBatches(
        ctx.db.orm,
        { offset: offset ?? 0, limit: limit ?? BATCH_HISTORY_LIMIT },
        filter ?? {},
      );
      if (!page.ok) throw badUserInput(page.message, page.field);
      return page.batches;
    },
    legalStatusBatchCount: (_root, { filter }, ctx) => countBatches(ctx.db.orm, filter ?? {}),
    legalStatusBatchUpdateResults: async (_root, { batchId, offset, limit }, ctx) => {
      const page = await listBatchResults(ctx.db.orm, batchId, { offset: offset ?? 0, limit: limit ?? null });
      if (!page.ok) throw badUserInput(page.message, page.field);
      return page.items;
    },
    consumerStatuses: async (_root, { consumerIds }, ctx) => {
      const found = await findConsumerStatuses(ctx.db.orm, consumerIds);
      if (!found.ok) throw badUserInput(found.message, 'consumerIds');
      return found.rows;
    },
  },
  Mutation: {
    legalStatusBatchUpdate: async (_root, { batchId, comment, statusesToUpdate, part }, ctx) => {
      const change = legalStatusBatchChange(
        { batchId, comment: comment ?? null, statusesToUpdate, part: part ?? null },
        ctx.staff.id,
      );
      const received = await runMutation(ctx, change.spec, change.rule);
      // A repeated part of a batch that waits for a second person answers as the held request did.
      if (received.batch.awaitingApproval && received.batch.approvalRequestId)
        throw approvalRequired(received.batch.approvalRequestId);
      if (!received.complete) return received.batch;
      wakeJobRunners();
      return (await findBatch(ctx.db.orm, batchId)) ?? received.batch;
    },
  },
};
