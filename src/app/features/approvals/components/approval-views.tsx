// Small pieces the approvals pages share: the status tag, the target link and the request's key facts.
import { Link } from 'react-router-dom';
import { approvalStatusText, targetPath } from '../approval-rules';
import { useT } from '../../../../i18n/use-t';

export function ApprovalStatusTag({ status }: { status: string }) {
  useT(); // renders again in a newly chosen language
  return (
    <span
      className={`approval-status approval-status--${status.toLowerCase()}`}
      data-status={status}
      title={status}
    >
      {approvalStatusText(status)}
    </span>
  );
}

/** The target id, linked to its page where it has one (a consumer, a legal-status batch). */
export function ApprovalTarget({ targetType, targetId }: { targetType: string; targetId?: string | null }) {
  const t = useT();
  if (!targetId) return <>{t('ui.none')}</>;
  const to = targetPath(targetType, targetId);
  return to ? <Link to={to}>{targetId}</Link> : <code>{targetId}</code>;
}
