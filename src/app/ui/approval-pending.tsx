// What the console shows instead of the success text when the approvals policy held a change (issue 19):
// 承認待ち, that nothing changed yet, and a link to the request.
import { Link } from 'react-router-dom';
import { MESSAGES } from '../messages';
import { paths } from '../paths';

export function ApprovalPendingNotice({ requestId }: { requestId: string }) {
  return (
    <p className="approval-pending" role="status" data-testid="approval-pending">
      <strong className="approval-pending__title">{MESSAGES.approval.pending}</strong>{' '}
      <span>{MESSAGES.approval.held}</span>{' '}
      <Link to={paths.approvals.detail(requestId)}>{MESSAGES.approval.openRequest(requestId)}</Link>
    </p>
  );
}
