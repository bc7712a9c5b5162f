// The approvals lists as CSV (scope: { tab: 'pending' | 'decided' }): newest first, walked by keyset. Like the
// approvalRequests query, a staff member without approvals.decide gets only their own requests: the maker is
// fixed from the caller when the export is asked for, never taken from the client. The operation and the status
// read in Japanese as on the page, each with its raw name in the next column.
import {
  MAX_APPROVALS_PAGE,
  listApprovalRequests,
  type ApprovalRequestData,
} from '../../domain/approvals/requests';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { approvalStatusLabel, operationLabel } from '../../../src/shared/operation-labels';
import { ExportScopeError, registerExportTable } from '../registry';

interface Scope {
  tab: 'pending' | 'decided';
  makerId: string | null;
}

registerExportTable<ApprovalRequestData, Scope>({
  name: 'approval_requests',
  columns: [
    { header: 'ID', kind: 'text', value: (r) => r.id },
    { header: '操作', kind: 'text', value: (r) => operationLabel(r.operation) },
    { header: '操作（名前）', kind: 'text', value: (r) => r.operation },
    { header: '対象種別', kind: 'text', value: (r) => r.targetType },
    { header: '対象', kind: 'text', value: (r) => r.targetId },
    { header: '申請者', kind: 'text', value: (r) => r.maker.email },
    { header: '申請日時', kind: 'datetime', value: (r) => r.createdAt },
    { header: '状態', kind: 'text', value: (r) => approvalStatusLabel(r.status) },
    { header: '状態（名前）', kind: 'text', value: (r) => r.status },
    { header: '決定者', kind: 'text', value: (r) => r.decidedBy?.email },
    { header: '決定日時', kind: 'datetime', value: (r) => r.decidedAt },
    { header: 'コメント', kind: 'text', value: (r) => r.comment },
    { header: '理由', kind: 'text', value: (r) => r.reason },
  ],
  parseScope: (input, caller) => {
    if (input.tab !== 'pending' && input.tab !== 'decided')
      throw new ExportScopeError('scope.tab must be pending or decided');
    const decides = caller.permissions.includes(PERMISSIONS.approvalsDecide);
    return { tab: input.tab, makerId: decides ? null : caller.id };
  },
  fileId: (scope) => scope.tab,
  // The domain answers at most MAX_APPROVALS_PAGE a call: calls follow each other until the page is full.
  page: async (db, scope, after, limit) => {
    const found: ApprovalRequestData[] = [];
    let afterId = after?.id ?? null;
    while (found.length < limit) {
      const page = await listApprovalRequests(db, {
        status: scope.tab === 'pending' ? 'Pending' : null,
        decided: scope.tab === 'decided',
        makerId: scope.makerId,
        targetId: null,
        offset: 0,
        limit: Math.min(limit - found.length, MAX_APPROVALS_PAGE),
        afterId,
      });
      if (!page.ok || page.items.length === 0) break;
      found.push(...page.items);
      afterId = page.items[page.items.length - 1].id;
    }
    return found;
  },
});
