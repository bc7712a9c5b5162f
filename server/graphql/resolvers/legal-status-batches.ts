// Bulk legal-status updates (document 1 §7; issue 12): starting a batch (whole or in parts) through the mutation
// runner (permission legal_status_batches.write, audit row, Idempotency-Key), the history and results for any
// signed-in staff, and the CSV page's bulk existence check. The runner (server/jobs) applies the items.
import type { Resolvers } from '../generated/resolvers-types';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { runMutation } from '../mutation-runner';
import { badUserInput } from '../guards';
import {
  BATCH_HISTORY_LIMIT,
  countBatches,
  findBatch,
  findConsumerStatuses,
  listBatchResults,
  listBatches,
  receiveLegalStatusBatch,
} from '../../domain/legal-status-batches';
import { wakeJobRunners } from '../../jobs/runner';

export const legalStatusBatchResolvers: Resolvers = {
  Query: {
    legalStatusBatchUpdate: (_root, { batchId }, ctx) => findBatch(ctx.db.orm, batchId),
    legalStatusBatchUpdates: async (_root, { offset, limit }, ctx) => {
      const page = await listBatches(ctx.db.orm, {
        offset: offset ?? 0,
        limit: limit ?? BATCH_HISTORY_LIMIT,
      });
      if (!page.ok) throw badUserInput(page.message, page.field);
      return page.batches;
    },
    legalStatusBatchCount: (_root, _args, ctx) => countBatches(ctx.db.orm),
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
      const received = await runMutation(
        ctx,
        {
          operation: 'legal_status_batch.update',
          permission: PERMISSIONS.legalStatusBatchesWrite,
          target: { type: 'legal_status_batch', id: batchId },
          args: { part: part ?? null, rows: statusesToUpdate.length, comment: comment ? 'given' : null },
        },
        (tx, actor, now) =>
          receiveLegalStatusBatch(
            tx,
            { batchId, comment: comment ?? null, statusesToUpdate, part: part ?? null },
            { ...actor, id: ctx.staff.id },
            now,
          ),
      );
      if (received.started) wakeJobRunners();
      return received.batch;
    },
  },
};
