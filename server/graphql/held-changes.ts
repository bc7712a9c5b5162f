// The changes the approvals policy can hold, each as one spec and rule: the resolver runs it, and an
// approval replays the same one (server/graphql/approvals/registry.ts), so the rule checked when the change was asked
// for is checked again against the rows as they are when it is approved.
import { PERMISSIONS } from '../../src/shared/permissions';
import { isTerminalLegalStatus } from '../../src/shared/legal-status';
import { badInput, type Actor, type Tx } from '../domain/action-outcome';
import { changeLegalStatus } from '../domain/legal-status-change';
import { deactivateInvoices, type InvoiceToDeactivateData } from '../domain/merchant-invoices';
import { applyUpload, type AppliedUpload } from '../domain/invoice-deactivation-uploads';
import {
  holdBatch,
  receiveLegalStatusBatch,
  startBatch,
  type ReceiveBatchInput,
  type ReceivedBatch,
} from '../domain/legal-status-batches';
import {
  bulkCancellationComment,
  holdBulkCancellation,
  MAX_JOB_PLANS,
  startBulkCancellationJob,
} from '../domain/installment-plan-cancellations';
import { checkPolicyChange, writePolicy, type PolicyChange } from '../domain/approvals/policy';
import type { MutationSpec, Rule } from './mutation-runner';

export interface Change<T> {
  spec: MutationSpec<T>;
  rule: Rule<T>;
}

export function legalStatusChange(args: { id: string; legalStatus: string }): Change<{ consumerId: string }> {
  const { id, legalStatus } = args;
  return {
    spec: {
      operation: 'consumer.legal_status',
      permission: PERMISSIONS.consumersWrite,
      target: { type: 'consumer', id },
      args: { legalStatus },
      approval: {
        mutation: 'updateConsumerLegalStatus',
        policy: 'consumer.legal_status',
        args: { id, legalStatus },
        // Held only when the status really changes to a final one (setting Dead on a Dead consumer changes nothing).
        facts: (_value, audit) => {
          const before = (audit.before as { legalStatus?: string } | undefined)?.legalStatus;
          return { rows: 1, anyFinal: isTerminalLegalStatus(legalStatus) && before !== legalStatus };
        },
      },
    },
    rule: (tx, actor, now) => changeLegalStatus(tx, { consumerId: id, legalStatus }, actor, now),
  };
}

export function deactivateInvoicesChange(args: {
  invoicesToDeactivate: readonly InvoiceToDeactivateData[];
}): Change<'Success'> {
  const entries = args.invoicesToDeactivate.map((e) => ({
    merchantId: e.merchantId,
    year: e.year,
    month: e.month,
  }));
  return {
    spec: {
      operation: 'merchant.deactivate_invoices',
      permission: PERMISSIONS.merchantInvoicesWrite,
      target: { type: 'merchant', id: entries[0]?.merchantId ?? null },
      args: { rows: entries.length },
      approval: {
        mutation: 'deactivateInvoices',
        policy: 'merchant.deactivate_invoices',
        args: { invoicesToDeactivate: entries },
        facts: () => ({ rows: entries.length, anyFinal: false }),
      },
    },
    rule: (tx, actor, now) => deactivateInvoices(tx, entries, actor, now),
  };
}

/**
 * A report-setting file staged in parts, applied as ONE change: the same policy as deactivateInvoices. A
 * held call is undone and replayed on approval against the staged rows as they are then; an upload applied before
 * answers its summary again and is not held a second time.
 */
export function invoiceDeactivationUploadChange(args: { uploadId: string }): Change<AppliedUpload> {
  const { uploadId } = args;
  return {
    spec: {
      operation: 'merchant.deactivate_invoices',
      permission: PERMISSIONS.merchantInvoicesWrite,
      target: { type: 'invoice_deactivation_upload', id: uploadId },
      args: { uploadId },
      approval: {
        mutation: 'deactivateInvoiceUpload',
        policy: 'merchant.deactivate_invoices',
        args: { uploadId },
        facts: ({ repeated, summary }) =>
          repeated
            ? null
            : { rows: summary.rows, anyFinal: false, merchants: summary.merchants, months: summary.months },
      },
    },
    rule: (tx, actor, now) => applyUpload(tx, uploadId, actor, now),
  };
}

/** A batch is stored part by part; when the last part arrives the policy decides whether it starts or waits. */
export function legalStatusBatchChange(input: ReceiveBatchInput, staffId: string): Change<ReceivedBatch> {
  return {
    spec: {
      operation: 'legal_status_batch.update',
      permission: PERMISSIONS.legalStatusBatchesWrite,
      target: { type: 'legal_status_batch', id: input.batchId },
      args: {
        part: input.part ?? null,
        rows: input.statusesToUpdate.length,
        comment: input.comment ? 'given' : null,
      },
      approval: {
        mutation: 'legalStatusBatchUpdate',
        policy: 'legal_status_batch',
        args: { batchId: input.batchId },
        facts: (value) => value.complete,
        keep: {
          start: async (tx, value, approver) => {
            await startBatch(tx, value.batch.id, approver?.approverEmail ?? null, new Date());
          },
          hold: (tx, value, requestId) => holdBatch(tx, value.batch.id, requestId),
        },
      },
    },
    rule: (tx, actor, now) => receiveLegalStatusBatch(tx, input, { ...actor, id: staffId }, now),
  };
}

export interface StartedJob {
  id: string;
  created: boolean;
  plans: number;
}

export function bulkCancellationChange(
  ids: readonly string[],
  staff: { id: string; email: string },
  comment: string | null = null,
): Change<StartedJob> {
  return {
    spec: {
      operation: 'contract.bulk_cancellation',
      permission: PERMISSIONS.installmentPlansBulkCancel,
      target: { type: 'bulk_cancellation', id: null },
      args: { plans: ids.length, comment: comment ? 'given' : null },
      approval: {
        mutation: 'startBulkCancellation',
        policy: 'bulk_cancellation',
        args: { plans: ids.length },
        // A job stored before (the same file again the same day) was decided then.
        facts: (job) => (job.created ? { rows: job.plans, anyFinal: false } : null),
        keep: {
          start: async () => undefined,
          hold: (tx, job, requestId) => holdBulkCancellation(tx, job.id, requestId),
        },
      },
    },
    rule: async (tx: Tx, _actor: Actor, now: Date) => {
      if (!ids.length) return badInput('installmentPlanIds is empty', 'installmentPlanIds');
      if (ids.length > MAX_JOB_PLANS)
        return badInput(
          `At most ${MAX_JOB_PLANS} plans per job: send a bigger file as several jobs`,
          'installmentPlanIds',
        );
      const note = bulkCancellationComment(comment);
      if (!note.ok) return badInput(note.message, 'comment');
      const job = await startBulkCancellationJob(tx, staff, ids, now, note.comment);
      return {
        status: 'done',
        value: { ...job, plans: ids.length },
        audit: { created: job.created },
        target: { type: 'bulk_cancellation', id: job.id },
      };
    },
  };
}

/** A change of the approvals policy always waits for a second person (it is not a row of the policy itself). */
export function approvalPolicyChange(change: PolicyChange): Change<PolicyChange> {
  return {
    spec: {
      operation: 'approvals.policy',
      permission: PERMISSIONS.staffAdmin,
      target: { type: 'approval_policy', id: change.key },
      args: { ...change },
      approval: {
        mutation: 'updateApprovalPolicy',
        policy: 'always',
        args: { ...change },
        facts: () => ({ rows: 1, anyFinal: false }),
      },
    },
    rule: async (tx, actor, now) => {
      const problem = checkPolicyChange(change);
      if (problem) return badInput(problem, 'key');
      const written = await writePolicy(tx, change, actor.email, now);
      return { status: 'done', value: change, audit: written };
    },
  };
}
