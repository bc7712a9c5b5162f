// How an approved request is applied, by the held mutation's name: a change that was undone when held is
// replayed through the same spec and rule (server/graphql/held-changes.ts); a batch or job that was kept is started.
// Either way it goes through settleMutation, so the audit row names maker and approver and the rules are checked
// against the rows as they are now.
import { PERMISSIONS, type Permission } from '../../../src/shared/permissions';
import type { AuditOperation, HeldOperationName } from '../../../src/shared/operation-labels';
import type { Tx } from '../../domain/action-outcome';
import type { ApprovalRequestData } from '../../domain/approvals/requests';
import type { PolicyChange } from '../../domain/approvals/policy';
import { startBatch } from '../../domain/legal-status-batches';
import { releaseBulkCancellation } from '../../domain/installment-plan-cancellations';
import type { InvoiceToDeactivateData } from '../../domain/merchant-invoices';
import { settleMutation, type Acting, type Settled } from '../mutation-runner';
import type { GraphQLContext } from '../context';
import {
  approvalPolicyChange,
  deactivateInvoicesChange,
  invoiceDeactivationUploadChange,
  legalStatusChange,
  type Change,
} from '../held-changes';

export interface HeldOperation {
  /** The change's own permission: the approver must hold it (and the maker still). */
  permission: Permission;
  apply(tx: Tx, request: ApprovalRequestData, acting: Acting, now: Date): Promise<Settled<unknown>>;
  /** Applying it started a batch or job: wake this process's runners after the commit. */
  wakesJobs?: boolean;
  /** Runs after an approval that applied it committed (e.g. mailing a new staff member's link). */
  afterApplied?(ctx: GraphQLContext, request: ApprovalRequestData): Promise<void>;
}

/** A held change that was undone: its spec and rule again, from the arguments the request kept. */
export function replayed<A>(permission: Permission, change: (args: A) => Change<unknown>): HeldOperation {
  return {
    permission,
    apply: (tx, request, acting, now) => {
      const { spec, rule } = change(request.args as A);
      return settleMutation(tx, acting, spec, rule, now);
    },
  };
}

/** A held batch or job that was kept: started now, if it is still waiting. */
function started(
  operation: AuditOperation,
  permission: Permission,
  start: (tx: Tx, id: string, approvedBy: string, now: Date) => Promise<boolean>,
): HeldOperation {
  return {
    permission,
    wakesJobs: true,
    apply: (tx, request, acting, now) =>
      settleMutation(
        tx,
        acting,
        { operation, permission, target: { type: request.targetType, id: request.targetId }, args: {} },
        async (sp) =>
          (await start(sp, request.targetId ?? '', acting.approval!.approver.email, now))
            ? { status: 'done', value: request.targetId, audit: { started: true } }
            : {
                status: 'invalid',
                code: 'CONFLICT',
                message: `${request.targetId} is no longer waiting for approval`,
              },
        now,
      ),
  };
}

const operations = new Map<HeldOperationName, HeldOperation>([
  [
    'updateConsumerLegalStatus',
    replayed(PERMISSIONS.consumersWrite, (a: { id: string; legalStatus: string }) => legalStatusChange(a)),
  ],
  [
    'deactivateInvoices',
    replayed(PERMISSIONS.merchantInvoicesWrite, (a: { invoicesToDeactivate: InvoiceToDeactivateData[] }) =>
      deactivateInvoicesChange(a),
    ),
  ],
  [
    'deactivateInvoiceUpload',
    replayed(PERMISSIONS.merchantInvoicesWrite, (a: { uploadId: string }) =>
      invoiceDeactivationUploadChange(a),
    ),
  ],
  ['updateApprovalPolicy', replayed(PERMISSIONS.staffAdmin, (a: PolicyChange) => approvalPolicyChange(a))],
  [
    'legalStatusBatchUpdate',
    started('legal_status_batch.start', PERMISSIONS.legalStatusBatchesWrite, (tx, id, by, now) =>
      startBatch(tx, id, by, now),
    ),
  ],
  [
    'startBulkCancellation',
    started('contract.bulk_cancellation.start', PERMISSIONS.installmentPlansBulkCancel, (tx, id, by) =>
      releaseBulkCancellation(tx, id, by),
    ),
  ],
]);

/** Another area's held change (staff administration registers its grants and unlock). */
export function registerHeldOperation(mutation: HeldOperationName, operation: HeldOperation): void {
  if (operations.has(mutation)) throw new Error(`Held operation ${mutation} is registered twice`);
  operations.set(mutation, operation);
}

export function heldOperation(mutation: string): HeldOperation | null {
  return operations.get(mutation as HeldOperationName) ?? null;
}

/** Every held mutation this server can apply (each has a Japanese label: tests/unit/operation-labels.test.ts). */
export function heldOperationNames(): string[] {
  return [...operations.keys()];
}
