// The header's 閲覧アラート badge (holders of audit_log.read): how many alerts on unusual reading the last 24 hours
// raised, linking to them on /audit's 閲覧ログ tab. Nothing is shown while there are none.
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../paths';
import { PERMISSIONS } from '../../../../shared/permissions';
import { useHasPermissions } from '../../../ui/permission-gate';
import { accessAlertCountQueryOptions } from '../api/access-log-api';
import { ACCESS_TAB } from '../access-log-rules';
import { useT } from '../../../../i18n/use-t';

export function AccessAlertsHeaderLink() {
  const t = useT();
  const canRead = useHasPermissions([PERMISSIONS.auditLogRead]);
  const count = useQuery({ ...accessAlertCountQueryOptions(), enabled: canRead });
  const shown = canRead && count.data ? count.data : 0;
  if (!shown) return null;
  return (
    <Link to={`${paths.audit}?tab=${ACCESS_TAB}`} aria-label={t('accessLog.badgeLabel', { count: shown })}>
      {t('accessLog.alerts')}
      <span className="count-badge" data-testid="access-alerts-count" aria-hidden="true">
        {shown}
      </span>
    </Link>
  );
}
