// The header's 承認待ち link: every staff member can open /approvals (their own requests); holders of
// approvals.decide also see how many requests wait for them, asked again every 30 seconds.
import { NavLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../../i18n/use-t';
import { paths } from '../../../paths';
import { PERMISSIONS } from '../../../../shared/permissions';
import { useHasPermissions } from '../../../ui/permission-gate';
import { pendingApprovalCountQueryOptions } from '../api/approvals-api';

export function ApprovalsHeaderLink() {
  const t = useT();
  const canDecide = useHasPermissions([PERMISSIONS.approvalsDecide]);
  const count = useQuery({ ...pendingApprovalCountQueryOptions(), enabled: canDecide });
  const shown = canDecide && count.data ? count.data : 0;
  return (
    <NavLink
      to={paths.approvals.pattern}
      aria-label={shown ? t('shell.approvalsCount', { count: shown }) : t('shell.approvals')}
    >
      {t('shell.approvals')}
      {shown > 0 && (
        <span className="count-badge" data-testid="approvals-count" aria-hidden="true">
          {shown}
        </span>
      )}
    </NavLink>
  );
}
