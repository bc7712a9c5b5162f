// What the console shows instead of the success text when the approvals policy held a change:
// 承認待ち, that nothing changed yet, and a link to the request. (The operations' names in Japanese are in
// src/shared/operation-labels.ts.)
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import './approval-pending.css';
import { useT } from '../../i18n/use-t';
import { paths } from '../paths';

/**
 * `focus`: the link takes the focus when the notice appears (in a dialog, where it replaces the submit button that
 * had it). `detail`: what was held, where the page has more than one kind of change (the staff page).
 */
export function ApprovalPendingNotice({
  requestId,
  focus = false,
  detail,
}: {
  requestId: string;
  focus?: boolean;
  detail?: string;
}) {
  const t = useT();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focus) link.current?.focus();
  }, [focus]);
  return (
    <p className="approval-pending" role="status" data-testid="approval-pending">
      <strong className="approval-pending__title">{t('ui.approval.pending')}</strong>{' '}
      {detail && <span className="approval-pending__detail">{detail}</span>}{' '}
      <span>{t('ui.approval.held')}</span>{' '}
      <Link ref={link} to={paths.approvals.detail(requestId)}>
        {t('ui.approval.openRequest', { requestId })}
      </Link>
    </p>
  );
}
