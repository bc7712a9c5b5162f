// /approvals/:requestId: who asked, when, until when, its state, the exact change, what it would do
// now (read from the current rows), the decision once there is one, and the decision buttons.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../../../shared/format';
import { KeyValueTable, type KeyValueRow } from '../../../ui/key-value-table';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { approvalRequestQuery } from '../api/approvals-api';
import {
  APPROVAL_LABELS as L,
  APPROVAL_TEXTS as T,
  blockedReasonText,
  formatArguments,
} from '../approval-rules';
import { OperationName } from '../../../ui/operation-name';
import { ApprovalPreview } from './approval-preview';
import { ApprovalStatusTag, ApprovalTarget } from './approval-views';
import { DecisionPanel } from './decision-panel';
import { t } from '../../../../i18n/i18n';
import { useT } from '../../../../i18n/use-t';

/** An outcome the server wrote in its words ("Applied", "Refused (CONFLICT): …"), the known ones translated. */
function outcomeText(outcome: string): string {
  if (outcome === 'Applied') return T.outcomeApplied;
  if (outcome === 'Not applied') return T.outcomeNotApplied;
  const refused = /^Refused(?: \((\w+)\))?: (.*)$/s.exec(outcome);
  if (refused) return t('approvals.outcomeRefused', { reason: blockedReasonText(refused[2]) });
  return outcome;
}

export function ApprovalRequestPage() {
  useT(); // renders again in a newly chosen language
  const { requestId = '' } = useParams();
  const query = useQuery(approvalRequestQuery(requestId));
  return (
    <section className="approval-request">
      <PageHeading title={T.requestTitle} id={requestId} />
      <QueryState query={query} isEmpty={(r) => r == null} empty={T.notFound} notFoundIsEmpty>
        {(found) => {
          const request = found!;
          const summary: KeyValueRow[] = [
            [L.operation, <OperationName key="o" operation={request.operation} />],
            [
              L.target,
              <ApprovalTarget key="t" targetType={request.targetType} targetId={request.targetId} />,
            ],
            [L.maker, request.maker.email],
            [L.createdAt, formatDateTime(request.createdAt)],
            [L.expiresAt, formatDateTime(request.expiresAt)],
            [L.status, <ApprovalStatusTag key="s" status={request.status} />],
          ];
          const decision: KeyValueRow[] = [
            ...(request.decidedBy ? [[L.decidedBy, request.decidedBy.email] as const] : []),
            ...(request.decidedAt != null ? [[L.decidedAt, formatDateTime(request.decidedAt)] as const] : []),
            ...(request.comment ? [[L.comment, request.comment] as const] : []),
            ...(request.reason ? [[L.reason, request.reason] as const] : []),
            ...(request.outcome ? [[L.outcome, outcomeText(request.outcome)] as const] : []),
          ];
          return (
            <>
              <KeyValueTable rows={summary} />
              <DecisionPanel request={request} />
              {decision.length > 0 && (
                <section aria-labelledby="approval-decision">
                  <h2 id="approval-decision">{T.decision}</h2>
                  <KeyValueTable rows={decision} />
                </section>
              )}
              <section aria-labelledby="approval-change">
                <h2 id="approval-change">{T.change}</h2>
                <pre className="inline-json" aria-label={L.arguments}>
                  {formatArguments(request.arguments)}
                </pre>
              </section>
              <section aria-labelledby="approval-preview">
                <h2 id="approval-preview">{request.preview.applied ? T.applied : T.preview}</h2>
                <ApprovalPreview operation={request.operation} preview={request.preview} />
              </section>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
