// The alert thresholds on /approvals/policy (holders of audit_log.read or staff.admin see them): distinct consumers
// an hour and exported rows a day. staff.admin proposes a change; it always waits for a second person, so the form
// answers 承認待ち with the request's link.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PERMISSIONS } from '../../../../shared/permissions';
import { formatCount, formatDateTime } from '../../../../shared/format';
import { ActionButton } from '../../../ui/action-availability';
import { FormDialog } from '../../../ui/form-dialog';
import { KeyValueTable } from '../../../ui/key-value-table';
import { useHasPermissions, useMissingPermissionReason } from '../../../ui/permission-gate';
import { QueryState } from '../../../ui/query-state';
import { useAction } from '../../../ui/use-action';
import { accessAlertPolicyQueryOptions, accessLogKeys, updateAccessAlertPolicy } from '../api/access-log-api';
import { parseAlertThreshold } from '../access-log-rules';
import { useT } from '../../../../i18n/use-t';

export function AccessAlertPolicySection() {
  const t = useT();
  const readsLog = useHasPermissions([PERMISSIONS.auditLogRead]);
  const administers = useHasPermissions([PERMISSIONS.staffAdmin]);
  const canSee = readsLog || administers;
  const noPermission = useMissingPermissionReason([PERMISSIONS.staffAdmin]);
  const query = useQuery({ ...accessAlertPolicyQueryOptions(), enabled: canSee });
  const [editing, setEditing] = useState(false);
  if (!canSee) return null;
  return (
    <section className="table-section" aria-labelledby="access-alert-policy-heading">
      <div className="table-section__head">
        <h2 id="access-alert-policy-heading">{t('accessLog.policyTitle')}</h2>
        <ActionButton className="button" unavailableReason={noPermission} onClick={() => setEditing(true)}>
          {t('accessLog.policyEdit')}
        </ActionButton>
      </div>
      <p className="hint">{t('accessLog.policyHint')}</p>
      <QueryState query={query}>
        {(policy) => (
          <>
            <KeyValueTable
              rows={[
                [t('accessLog.policyDistinct'), formatCount(policy.distinctConsumersPerHour)],
                [t('accessLog.policyExported'), formatCount(policy.exportedRowsPerDay)],
                [t('accessLog.updatedAt'), policy.updatedAt ? formatDateTime(policy.updatedAt) : ''],
                [t('accessLog.updatedBy'), policy.updatedBy ?? ''],
              ]}
            />
            {editing && (
              <PolicyDialog policy={policy} onClose={() => setEditing(false)} reason={noPermission} />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function PolicyDialog({
  policy,
  onClose,
  reason,
}: {
  policy: { distinctConsumersPerHour: number; exportedRowsPerDay: number };
  onClose: () => void;
  reason: string | undefined;
}) {
  const t = useT();
  const [distinct, setDistinct] = useState(String(policy.distinctConsumersPerHour));
  const [exported, setExported] = useState(String(policy.exportedRowsPerDay));
  const propose = useAction({
    mutationFn: updateAccessAlertPolicy,
    invalidate: () => [accessLogKeys.all],
    unavailableReason: reason,
  });
  const d = parseAlertThreshold(distinct);
  const e = parseAlertThreshold(exported);
  const field = (id: string, label: string, value: string, set: (v: string) => void, ok: boolean) => (
    <>
      <label className="field">
        <span>{label}</span>
        <input
          inputMode="numeric"
          value={value}
          aria-invalid={!ok}
          aria-describedby={ok ? undefined : id}
          onChange={(event) => set(event.target.value)}
        />
      </label>
      {!ok && (
        <p id={id} className="field__error">
          {t('accessLog.policyBad')}
        </p>
      )}
    </>
  );
  const distinctField = field(
    'alert-distinct-error',
    t('accessLog.policyDistinct'),
    distinct,
    setDistinct,
    d !== null,
  );
  const exportedField = field(
    'alert-exported-error',
    t('accessLog.policyExported'),
    exported,
    setExported,
    e !== null,
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('accessLog.policyTitle')}
      action={propose}
      variables={d !== null && e !== null ? { distinctConsumersPerHour: d, exportedRowsPerDay: e } : null}
      submitDisabled={d === null || e === null}
      submitLabel={t('accessLog.policyEdit')}
    >
      {distinctField}
      {exportedField}
      <p className="hint">{t('accessLog.policyHint')}</p>
    </FormDialog>
  );
}
