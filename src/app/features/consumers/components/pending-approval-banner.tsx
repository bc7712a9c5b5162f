// A banner on the consumer page while a change of this consumer waits for a second person (four eyes, issue 19).
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../paths';
import { operationText } from '../../../ui/approval-pending';
import { formatDateTime } from '../../../../shared/format';
import { consumerPendingApprovalsQuery } from '../api/consumer-approvals';
import { CONSUMER_TEXTS } from '../consumer-texts';

export function PendingApprovalBanner({ consumerId }: { consumerId: string }) {
  const query = useQuery(consumerPendingApprovalsQuery(consumerId));
  const pending = query.data ?? [];
  if (pending.length === 0) return null;
  return (
    <div className="notice--warning approval-banner" role="status" data-testid="pending-approval-banner">
      <strong>{CONSUMER_TEXTS.pendingApproval}</strong>
      <ul>
        {pending.map((r) => (
          <li key={r.id}>
            <Link to={paths.approvals.detail(r.id)}>{operationText(r.operation)}</Link> ({r.maker.email},{' '}
            {formatDateTime(r.createdAt)})
          </li>
        ))}
      </ul>
    </div>
  );
}
