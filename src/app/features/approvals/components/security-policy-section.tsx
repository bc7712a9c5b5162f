// セキュリティポリシー on /approvals/policy, beside the approvals policy: the roles whose members must sign in with
// a passkey and those who must sign in through SSO, and for staff.admin a form proposing a change, which always
// waits for a second person (the action answers 承認待ち with the request's link, as the approvals policy's form).
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { listText } from '../../../../i18n/texts';
import { t as text } from '../../../../i18n/i18n';
import { useQuery } from '@tanstack/react-query';
import { PERMISSIONS } from '../../../../shared/permissions';
import { formatDateTime } from '../../../../shared/format';
import { ActionButton } from '../../../ui/action-availability';
import { DataTable, type Column } from '../../../ui/data-table';
import { FormDialog } from '../../../ui/form-dialog';
import { KeyValueTable } from '../../../ui/key-value-table';
import { useMissingPermissionReason } from '../../../ui/permission-gate';
import { QueryState } from '../../../ui/query-state';
import { useAction } from '../../../ui/use-action';
import { approvalKeys } from '../api/approvals-api';
import {
  fetchRoleNames,
  fetchSecurityPolicy,
  securityPolicyKeys,
  updateSecurityPolicy,
  type SecurityPolicyInput,
} from '../api/security-policy-api';

const roleList = (roles: readonly string[]) => (roles.length ? listText(roles) : text('securityPolicy.none'));

export function SecurityPolicySection() {
  const t = useT();
  const query = useQuery({
    queryKey: securityPolicyKeys.policy,
    queryFn: ({ signal }) => fetchSecurityPolicy(signal),
  });
  const noPermission = useMissingPermissionReason([PERMISSIONS.staffAdmin]);
  const [editing, setEditing] = useState(false);
  return (
    <section className="security-policy" aria-labelledby="security-policy-title">
      <h2 id="security-policy-title">{t('securityPolicy.title')}</h2>
      <p className="hint">{t('securityPolicy.hint')}</p>
      <QueryState query={query}>
        {(policy) => (
          <>
            <KeyValueTable
              caption={t('securityPolicy.title')}
              rows={[
                [t('securityPolicy.passkeyRoles'), roleList(policy.passkeyRequiredRoles)],
                [t('securityPolicy.ssoRoles'), roleList(policy.ssoRequiredRoles)],
                [t('securityPolicy.updatedAt'), formatDateTime(policy.updatedAt)],
                [t('securityPolicy.updatedBy'), policy.updatedBy ?? '—'],
              ]}
            />
            <ActionButton
              className="button"
              unavailableReason={noPermission}
              onClick={() => setEditing(true)}
            >
              {t('securityPolicy.change')}
            </ActionButton>
            {editing && (
              <SecurityPolicyDialog
                initial={policy}
                reason={noPermission}
                onClose={() => setEditing(false)}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function SecurityPolicyDialog({
  initial,
  reason,
  onClose,
}: {
  initial: SecurityPolicyInput;
  reason: string | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const roles = useQuery({
    queryKey: securityPolicyKeys.roles,
    queryFn: ({ signal }) => fetchRoleNames(signal),
  });
  const [passkey, setPasskey] = useState(initial.passkeyRequiredRoles);
  const [sso, setSso] = useState(initial.ssoRequiredRoles);
  const propose = useAction({
    mutationFn: updateSecurityPolicy,
    invalidate: () => [securityPolicyKeys.policy, approvalKeys.all],
    unavailableReason: reason,
  });
  const toggle = (list: string[], set: (next: string[]) => void, role: string) =>
    set(list.includes(role) ? list.filter((r) => r !== role) : [...list, role]);
  const columns: Column<string>[] = [
    { key: 'role', header: t('securityPolicy.columnRole'), rowHeader: true, cell: (role) => role },
    {
      key: 'passkey',
      header: t('securityPolicy.columnPasskey'),
      cell: (role) => (
        <input
          type="checkbox"
          aria-label={t('securityPolicy.passkeyOf', { role })}
          checked={passkey.includes(role)}
          onChange={() => toggle(passkey, setPasskey, role)}
        />
      ),
    },
    {
      key: 'sso',
      header: t('securityPolicy.columnSso'),
      cell: (role) => (
        <input
          type="checkbox"
          aria-label={t('securityPolicy.ssoOf', { role })}
          checked={sso.includes(role)}
          onChange={() => toggle(sso, setSso, role)}
        />
      ),
    },
  ];
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('securityPolicy.change')}
      action={propose}
      variables={{ passkeyRequiredRoles: passkey, ssoRequiredRoles: sso }}
      submitLabel={t('securityPolicy.submit')}
    >
      <QueryState query={roles}>
        {(names) => (
          <DataTable
            rows={names}
            columns={columns}
            rowKey={(role) => role}
            label={t('securityPolicy.rolesCaption')}
          />
        )}
      </QueryState>
      <p className="hint">{t('securityPolicy.heldHint')}</p>
    </FormDialog>
  );
}
