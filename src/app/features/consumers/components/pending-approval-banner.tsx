// A banner on the consumer page while a change of this consumer waits for a second person (four eyes):
// a change of this consumer alone, or a held legal-status batch with a row of theirs or a held bulk cancellation
// with a plan of theirs (pendingApprovals answers all three). A batch or job names itself beside the operation.
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../paths';
import { operationName } from '../../../../i18n/texts';
import { formatDateTime } from '../../../../shared/format';
import { consumerPendingApprovalsQueryOptions } from '../api/consumer-approvals';
import { CONSUMER_TEXTS } from '../consumer-texts';
import { useT } from '../../../../i18n/use-t';

export function PendingApprovalBanner({ consumerId }: { consumerId: string }) {
  useT(); // renders again on a language switch
  const query = useQuery(consumerPendingApprovalsQueryOptions(consumerId));
  const pending = query.data ?? [];
  if (pending.length === 0) return null;
  return (
    <div className="notice--warning approval-banner" role="status" data-testid="pending-approval-banner">
      <strong>{CONSUMER_TEXTS.pendingApproval}</strong>
      <ul>
        {pending.map((r) => (
          <li key={r.id} data-operation={r.operation}>
            <Link to={paths.approvals.detail(r.id)} title={r.operation}>
              {operationName(r.operation)}
            </Link>
            {r.targetType !== 'consumer' && r.targetId && (
              <>
                {' '}
                <code>{r.targetId}</code>
              </>
            )}{' '}
            ({r.maker.email}, {formatDateTime(r.createdAt)})
          </li>
        ))}
      </ul>
    </div>
  );
}
