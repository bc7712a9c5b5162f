// /approvals/:requestId: who asked, when, until when, its state, the exact change, what it would do
// now (read from the current rows), the decision once there is one, and the decision buttons.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../../../shared/format';
import { KeyValueTable, type KeyValueRow } from '../../../ui/key-value-table';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { approvalRequestQueryOptions } from '../api/approvals-api';
import { APPROVAL_LABELS, APPROVAL_TEXTS, blockedReasonText, formatArguments } from '../approval-rules';
import { OperationName } from '../../../ui/operation-name';
import { ApprovalPreview } from './approval-preview';
import { ApprovalStatusTag, ApprovalTarget } from './approval-views';
import { DecisionPanel } from './decision-panel';
import { t } from '../../../../i18n/i18n';
import { useT } from '../../../../i18n/use-t';

/** An outcome the server wrote in its words ("Applied", "Refused (CONFLICT): …"), the known ones translated. */
function outcomeText(outcome: string): string {
  if (outcome === 'Applied') return APPROVAL_TEXTS.outcomeApplied;
  if (outcome === 'Not applied') return APPROVAL_TEXTS.outcomeNotApplied;
  const refused = /^Refused(?: \((\w+)\))?: (.*)$/s.exec(outcome);
  if (refused) return t('approvals.outcomeRefused', { reason: blockedReasonText(refused[2]) });
  return outcome;
}

export function ApprovalRequestPage() {
  useT(); // renders again in a newly chosen language
  const { requestId = '' } = useParams();
  const query = useQuery(approvalRequestQueryOptions(requestId));
  return (
    <section className="approval-request">
      <PageHeading title={APPROVAL_TEXTS.requestTitle} id={requestId} />
      <QueryState query={query} isEmpty={(r) => r == null} empty={APPROVAL_TEXTS.notFound} notFoundIsEmpty>
        {(found) => {
          const request = found!;
          const summary: KeyValueRow[] = [
            [APPROVAL_LABELS.operation, <OperationName key="o" operation={request.operation} />],
            [
              APPROVAL_LABELS.target,
              <ApprovalTarget key="t" targetType={request.targetType} targetId={request.targetId} />,
            ],
            [APPROVAL_LABELS.maker, request.maker.email],
            [APPROVAL_LABELS.createdAt, formatDateTime(request.createdAt)],
            [APPROVAL_LABELS.expiresAt, formatDateTime(request.expiresAt)],
            [APPROVAL_LABELS.status, <ApprovalStatusTag key="s" status={request.status} />],
          ];
          const decision: KeyValueRow[] = [
            ...(request.decidedBy ? [[APPROVAL_LABELS.decidedBy, request.decidedBy.email] as const] : []),
            ...(request.decidedAt != null
              ? [[APPROVAL_LABELS.decidedAt, formatDateTime(request.decidedAt)] as const]
              : []),
            ...(request.comment ? [[APPROVAL_LABELS.comment, request.comment] as const] : []),
            ...(request.reason ? [[APPROVAL_LABELS.reason, request.reason] as const] : []),
            ...(request.outcome ? [[APPROVAL_LABELS.outcome, outcomeText(request.outcome)] as const] : []),
          ];
          return (
            <>
              <KeyValueTable rows={summary} />
              <DecisionPanel request={request} />
              {decision.length > 0 && (
                <section aria-labelledby="approval-decision">
                  <h2 id="approval-decision">{APPROVAL_TEXTS.decision}</h2>
                  <KeyValueTable rows={decision} />
                </section>
              )}
              <section aria-labelledby="approval-change">
                <h2 id="approval-change">{APPROVAL_TEXTS.change}</h2>
                <pre className="inline-json" aria-label={APPROVAL_LABELS.arguments}>
                  {formatArguments(request.arguments)}
                </pre>
              </section>
              <section aria-labelledby="approval-preview">
                <h2 id="approval-preview">
                  {request.preview.applied ? APPROVAL_TEXTS.applied : APPROVAL_TEXTS.preview}
                </h2>
                <ApprovalPreview operation={request.operation} preview={request.preview} />
              </section>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
