// The approvals policy (/approvals/policy) as CSV: one row per kind of change, in the page's order, as the
// approvalPolicies query reads it (any signed-in staff member). The kind's code has its own column beside its
// Japanese name; an empty threshold means the change is held whatever its size (the page's 常に).
import { listPolicies, type PolicyRow } from '../../domain/approvals/policy';
import { policyKeyText } from '../../../src/shared/approval-policy-texts';
import { registerExportTable, wholeList } from '../registry';

const yesNo = (value: boolean) => (value ? 'はい' : 'いいえ');

registerExportTable<PolicyRow, Record<string, never>>({
  name: 'approval_policies',
  columns: [
    { header: '変更の種類', kind: 'text', value: (p) => policyKeyText(p.key) },
    { header: 'キー', kind: 'text', value: (p) => p.key },
    { header: '有効', kind: 'text', value: (p) => yesNo(p.enabled) },
    { header: '件数のしきい値', kind: 'number', value: (p) => p.rowThreshold },
    { header: '死亡・破産確定', kind: 'text', value: (p) => yesNo(p.finalStatuses) },
    { header: '更新日時', kind: 'datetime', value: (p) => p.updatedAt },
    { header: '更新者', kind: 'text', value: (p) => p.updatedBy },
  ],
  parseScope: () => ({}),
  fileId: () => null,
  page: wholeList((db) => listPolicies(db)),
});
