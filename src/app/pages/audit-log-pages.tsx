// /audit and /approvals/policy as compositions: the audit trail's page with the access log's 閲覧ログ tab beside it
// (/audit?tab=access), and the approvals policy with the access alerts' thresholds below it.
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../paths';
import { PageHeading } from '../ui/page-heading';
import { AuditPage } from '../features/audit/audit-pages';
import { ApprovalPolicyPage } from '../features/approvals/approvals-pages';
import { AccessLogTab } from '../features/access-log/components/access-log-tab';
import { AccessAlertPolicySection } from '../features/access-log/components/access-alert-policy';
import { ACCESS_TAB } from '../features/access-log/access-log-rules';
import { useT } from '../../i18n/use-t';

function AuditTabs({ access }: { access: boolean }) {
  const t = useT();
  const current = { className: 'active', 'aria-current': 'page' } as const;
  return (
    <nav className="tabs" aria-label={t('accessLog.tabs')}>
      <Link to={paths.audit} {...(access ? {} : current)}>
        {t('accessLog.tabAudit')}
      </Link>
      <Link to={`${paths.audit}?tab=${ACCESS_TAB}`} {...(access ? current : {})}>
        {t('accessLog.tabAccess')}
      </Link>
    </nav>
  );
}

export function AuditLogPage() {
  const t = useT();
  const [search] = useSearchParams();
  if (search.get('tab') !== ACCESS_TAB) return <AuditPage tabs={<AuditTabs access={false} />} />;
  return (
    <section className="audit-page">
      <PageHeading title={t('audit.title')} />
      <AuditTabs access />
      <AccessLogTab />
    </section>
  );
}

export function PolicyPage() {
  return (
    <>
      <ApprovalPolicyPage />
      <AccessAlertPolicySection />
    </>
  );
}
