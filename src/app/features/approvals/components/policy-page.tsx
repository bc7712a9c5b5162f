// /approvals/policy: the approvals policy as data, one row per kind of change (enabled, the row threshold,
// the final-status condition), and for staff.admin a form per row that proposes a change. A policy change always
// waits for a second person, so the form answers 承認待ち with the request's link.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ApprovalPoliciesQuery } from '../../../api/generated/graphql';
import { paths } from '../../../paths';
import { PERMISSIONS } from '../../../../shared/permissions';
import { ActionButton } from '../../../ui/action-availability';
import { CsvExportRow } from '../../../ui/csv-export-button';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatCount, formatDateTime } from '../../../../shared/format';
import { FormDialog } from '../../../ui/form-dialog';
import { PageHeading } from '../../../ui/page-heading';
import { useMissingPermissionReason } from '../../../ui/permission-gate';
import { QueryState } from '../../../ui/query-state';
import { useAction } from '../../../ui/use-action';
import { SecurityPolicySection } from './security-policy-section';
import { useT } from '../../../../i18n/use-t';
import { approvalKeys, approvalPoliciesQueryOptions, updateApprovalPolicy } from '../api/approvals-api';
import { APPROVAL_LABELS, APPROVAL_TEXTS, parseThreshold, policyKeyText } from '../approval-rules';

type Policy = ApprovalPoliciesQuery['approvalPolicies'][number];

export function ApprovalPolicyPage() {
  useT(); // renders again in a newly chosen language
  const query = useQuery(approvalPoliciesQueryOptions());
  const noPermission = useMissingPermissionReason([PERMISSIONS.staffAdmin]);
  const [editing, setEditing] = useState<Policy | null>(null);
  const columns: Column<Policy>[] = [
    { key: 'key', header: APPROVAL_LABELS.policyKey, rowHeader: true, cell: (p) => policyKeyText(p.key) },
    {
      key: 'enabled',
      header: APPROVAL_LABELS.enabled,
      cell: (p) => (p.enabled ? APPROVAL_TEXTS.yes : APPROVAL_TEXTS.no),
    },
    {
      key: 'threshold',
      header: APPROVAL_LABELS.threshold,
      numeric: true,
      cell: (p) => (p.rowThreshold == null ? APPROVAL_TEXTS.always : formatCount(p.rowThreshold)),
    },
    {
      key: 'final',
      header: APPROVAL_LABELS.finalStatuses,
      cell: (p) => (p.finalStatuses ? APPROVAL_TEXTS.yes : APPROVAL_TEXTS.no),
    },
    { key: 'updatedAt', header: APPROVAL_LABELS.updatedAt, cell: (p) => formatDateTime(p.updatedAt) },
    { key: 'updatedBy', header: APPROVAL_LABELS.updatedBy, cell: (p) => p.updatedBy ?? '' },
    {
      key: 'edit',
      header: APPROVAL_TEXTS.policyEdit,
      headerHidden: true,
      cell: (p) => (
        <ActionButton
          className="button"
          unavailableReason={noPermission}
          aria-label={APPROVAL_TEXTS.policyEditOf(policyKeyText(p.key))}
          onClick={() => setEditing(p)}
        >
          {APPROVAL_TEXTS.policyEdit}
        </ActionButton>
      ),
    },
  ];
  return (
    <section className="approval-policy">
      <PageHeading title={APPROVAL_TEXTS.policyTitle} />
      <nav className="tabs" aria-label={APPROVAL_TEXTS.title}>
        <Link to={paths.approvals.list('pending')}>{APPROVAL_TEXTS.tabs.pending}</Link>
        <Link to={paths.approvals.list('decided')}>{APPROVAL_TEXTS.tabs.decided}</Link>
        <Link to={paths.approvals.policy} className="active" aria-current="page">
          {APPROVAL_TEXTS.policyLink}
        </Link>
      </nav>
      <p className="hint">{APPROVAL_TEXTS.policyAlwaysHeld}</p>
      <CsvExportRow table="approval_policies" />
      <QueryState query={query}>
        {(policies) => (
          <DataTable
            rows={policies}
            columns={columns}
            rowKey={(p) => p.key}
            label={APPROVAL_TEXTS.policyTable}
          />
        )}
      </QueryState>
      {editing && <PolicyDialog policy={editing} onClose={() => setEditing(null)} reason={noPermission} />}
      <SecurityPolicySection />
    </section>
  );
}

function PolicyDialog({
  policy,
  onClose,
  reason,
}: {
  policy: Policy;
  onClose: () => void;
  reason: string | undefined;
}) {
  const [enabled, setEnabled] = useState(policy.enabled);
  const [threshold, setThreshold] = useState(policy.rowThreshold == null ? '' : String(policy.rowThreshold));
  const [finalStatuses, setFinalStatuses] = useState(policy.finalStatuses);
  const propose = useAction({
    mutationFn: updateApprovalPolicy,
    invalidate: () => [approvalKeys.all],
    unavailableReason: reason,
  });
  const parsed = parseThreshold(threshold);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={APPROVAL_TEXTS.policyEditTitle(policyKeyText(policy.key))}
      action={propose}
      variables={parsed.ok ? { key: policy.key, enabled, rowThreshold: parsed.value, finalStatuses } : null}
      submitDisabled={!parsed.ok}
      submitLabel={APPROVAL_TEXTS.policyEdit}
    >
      <label className="checkbox">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />{' '}
        {APPROVAL_TEXTS.policyEnabled}
      </label>
      <label className="field">
        <span>{APPROVAL_TEXTS.policyThreshold}</span>
        <input
          inputMode="numeric"
          value={threshold}
          aria-invalid={!parsed.ok}
          aria-describedby={parsed.ok ? undefined : 'policy-threshold-error'}
          onChange={(e) => setThreshold(e.target.value)}
        />
      </label>
      {!parsed.ok && (
        <p id="policy-threshold-error" className="field__error">
          {APPROVAL_TEXTS.policyBadThreshold}
        </p>
      )}
      <label className="checkbox">
        <input type="checkbox" checked={finalStatuses} onChange={(e) => setFinalStatuses(e.target.checked)} />{' '}
        {APPROVAL_TEXTS.policyFinal}
      </label>
      <p className="hint">{APPROVAL_TEXTS.policyAlwaysHeld}</p>
    </FormDialog>
  );
}
