// Bulk installment cancellation and the merchant page (document 2 §2, §7): the plans' preview, the
// durable job (start, progress), the synchronous cancelContracts, the merchant tabs and the report setting. Every
// change runs through the mutation runner (permission, audit, Idempotency-Key, one transaction).
import type { Resolvers } from '../generated/resolvers-types';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { runMutation } from '../mutation-runner';
import { approvalRequired, badUserInput, requirePermission } from '../guards';
import {
  bulkCancellationChange,
  deactivateInvoicesChange,
  invoiceDeactivationUploadChange,
} from '../held-changes';
import { writeAuditRows } from '../../domain/audit';
import { badInput } from '../../domain/action-outcome';
import {
  bulkCancellationResults,
  cancelPlans,
  getBulkCancellation,
  listInstallmentPlans,
  MAX_PLAN_LOOKUP,
  MAX_SYNC_CANCELLATIONS,
  type BulkCancelResultData,
} from '../../domain/installment-plan-cancellations';
import { countBulkCancellations, listBulkCancellations } from '../../domain/installment-plan-cancel-history';
import { listMerchants } from '../../domain/merchant-invoices';
import {
  findUpload,
  pendingUploadRequest,
  stageUploadPart,
  type UploadData,
} from '../../domain/invoice-deactivation-uploads';
import { wakeJobRunners } from '../../jobs/runner';

/** Runs per history page when the caller names no limit. */
const DEFAULT_HISTORY_PAGE = 50;

export const bulkCancelAndMerchantResolvers: Resolvers = {
  Query: {
    installmentPlans: (_root, { installmentPlanIds }, ctx) => {
      if (installmentPlanIds.length > MAX_PLAN_LOOKUP)
        throw badUserInput(`At most ${MAX_PLAN_LOOKUP} ids per call`, 'installmentPlanIds');
      return listInstallmentPlans(ctx.db.orm, installmentPlanIds);
    },
    // A run's record and the history are the tool's: the same permission as starting one.
    bulkCancellation: (_root, { id }, ctx) => {
      requirePermission(ctx, PERMISSIONS.installmentPlansBulkCancel);
      return getBulkCancellation(ctx.db.orm, id);
    },
    bulkCancellations: async (_root, { filter, offset, limit }, ctx) => {
      requirePermission(ctx, PERMISSIONS.installmentPlansBulkCancel);
      const page = { offset: offset ?? 0, limit: limit ?? DEFAULT_HISTORY_PAGE };
      const [listed, counted] = [
        await listBulkCancellations(ctx.db.orm, filter ?? {}, page),
        await countBulkCancellations(ctx.db.orm, filter ?? {}),
      ];
      if (!listed.ok) throw badUserInput(listed.message, listed.field);
      if (!counted.ok) throw badUserInput(counted.message, counted.field);
      return { items: listed.jobs, total: counted.count };
    },
    merchants: (_root, { disabled }, ctx) => listMerchants(ctx.db.orm, disabled),
    // Only the caller's own upload: another staff member's file is none of theirs to resume.
    invoiceDeactivationUpload: async (_root, { id }, ctx) => {
      const upload = await findUpload(ctx.db.orm, id);
      return upload?.createdBy === ctx.staff.email ? upload : null;
    },
  },
  // The results so far, read only when asked for.
  BulkCancellation: {
    results: (job, _args, ctx) => bulkCancellationResults(ctx.db.orm, job.id),
    awaitingApproval: (job) => job.held && job.completedAt == null,
  },
  Mutation: {
    startBulkCancellation: async (_root, { installmentPlanIds, comment }, ctx) => {
      const change = bulkCancellationChange(
        installmentPlanIds,
        { id: ctx.staff.id, email: ctx.staff.email },
        comment ?? null,
      );
      const started = await runMutation(ctx, change.spec, change.rule);
      const job = await getBulkCancellation(ctx.db.orm, started.id);
      if (!job) throw new Error('bulk cancellation vanished after it was stored');
      // The same file again while it waits for a second person answers as the held request did.
      if (job.held && job.approvalRequestId) throw approvalRequired(job.approvalRequestId);
      if (started.created) wakeJobRunners();
      return job;
    },
    cancelContracts: (_root, { installmentPlanIds, test }, ctx) =>
      runMutation<BulkCancelResultData[]>(
        ctx,
        {
          operation: 'contract.cancel_contracts',
          permission: PERMISSIONS.installmentPlansBulkCancel,
          // Each plan has its own audit row; this one is the call's.
          target: { type: 'installment_contracts', id: null },
          args: { plans: installmentPlanIds.length, test: test ?? false },
        },
        async (tx, actor, now) => {
          if (!installmentPlanIds.length)
            return badInput('installmentPlanIds is empty', 'installmentPlanIds');
          if (installmentPlanIds.length > MAX_SYNC_CANCELLATIONS)
            return badInput(
              `At most ${MAX_SYNC_CANCELLATIONS} plans per call: use startBulkCancellation for more`,
              'installmentPlanIds',
            );
          if (test) return badInput('test plans cannot be cancelled in bulk', 'test');
          // The one revert rule over the whole list, in the consumers' lock order (no deadlock with a job or
          // another call); answered as asked.
          const { results, audit } = await cancelPlans(tx, installmentPlanIds, actor, ctx.staff.id, now);
          const ip = ctx.request.ip ?? null;
          await writeAuditRows(
            tx,
            audit.map((entry) => ({ ...entry, ip })),
          );
          const successes = results.filter((r) => r.status === 'Success').length;
          return { status: 'done', value: results, audit: { successes } };
        },
      ),
    stageInvoiceDeactivations: (_root, { uploadId, part, rows, fileName, comment }, ctx) =>
      runMutation<UploadData>(
        ctx,
        {
          operation: 'merchant.deactivate_invoices.stage',
          permission: PERMISSIONS.merchantInvoicesWrite,
          target: { type: 'invoice_deactivation_upload', id: uploadId },
          args: { part, rows: rows.length, comment: comment ? 'given' : null },
        },
        (tx, actor, now) =>
          stageUploadPart(
            tx,
            { uploadId, part, rows, fileName, comment },
            { ...actor, id: ctx.staff.id },
            now,
          ),
      ),
    deactivateInvoiceUpload: async (_root, { uploadId }, ctx) => {
      // The same file again while it waits for a second person answers as the held call did.
      const pending = await pendingUploadRequest(ctx.db.orm, uploadId);
      if (pending) throw approvalRequired(pending);
      const change = invoiceDeactivationUploadChange({ uploadId });
      return (await runMutation(ctx, change.spec, change.rule)).summary;
    },
    deactivateInvoices: (_root, { invoicesToDeactivate }, ctx) => {
      const change = deactivateInvoicesChange({ invoicesToDeactivate });
      return runMutation(ctx, change.spec, change.rule);
    },
  },
};
