// The request page's decisions: 承認する with an optional comment, 却下する with a required reason,
// 取り下げる for the maker. Each opens a confirmation that starts on Cancel (these cannot be undone). When the server
// says the signed-in staff member may not decide (own request, missing permission), the buttons are disabled and
// the reason shows beside them. A conflict (decided meanwhile) is said plainly and the request read again.
import { CaseChangeList } from '../../../ui/stale-case';
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { caseKeys } from '../../../api/case-keys';
import type { ApprovalRequestDetailFieldsFragment } from '../../../api/generated/graphql';
import { useT } from '../../../../i18n/use-t';
import { useUserId } from '../../../state/console-store';
import { ActionButton } from '../../../ui/action-availability';
import { Dialog } from '../../../ui/dialog';
import { toastStore } from '../../../ui/toast';
import { useAction, type ActionHandle } from '../../../ui/use-action';
import { approvalKeys, approveRequest, rejectRequest, withdrawRequest } from '../api/approvals-api';
import { APPROVAL_TEXTS, blockedReasonText, decisionErrorText } from '../approval-rules';

type Request = ApprovalRequestDetailFieldsFragment;
type Decision = 'approve' | 'reject' | 'withdraw';

/** One decision's action: the page's data replaced by the answer, every approvals query and the target refreshed. */
function useDecision<V>(
  request: Request,
  run: (variables: V, context: { idempotencyKey: string }) => Promise<Request>,
  onConflict: (message: string) => void,
) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: run,
    invalidate: (answer) => [
      approvalKeys.all,
      ...(answer.targetType === 'consumer' && answer.targetId ? [caseKeys.consumer(answer.targetId)] : []),
    ],
    onSuccess: (answer) => queryClient.setQueryData(approvalKeys.detail(request.id), answer),
    errorToast: (error) => {
      const { conflict, message } = decisionErrorText(error);
      if (!conflict) return null;
      onConflict(message);
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      return message;
    },
  });
}

/** Approve and reject (refused with the reason when the request cannot be decided by this member), withdraw for its maker. */
function DecisionButtons(props: {
  blocked?: string;
  isMaker: boolean;
  onOpen: (decision: Decision) => void;
}) {
  const { blocked, isMaker, onOpen: openDialog } = props;
  return (
    <div className="approval-decision__buttons">
      <ActionButton
        className="button button--primary"
        unavailableReason={blocked}
        onClick={() => openDialog('approve')}
      >
        {APPROVAL_TEXTS.approve}
      </ActionButton>
      <ActionButton className="button" unavailableReason={blocked} onClick={() => openDialog('reject')}>
        {APPROVAL_TEXTS.reject}
      </ActionButton>
      {isMaker && (
        <ActionButton className="button" onClick={() => openDialog('withdraw')}>
          {APPROVAL_TEXTS.withdraw}
        </ActionButton>
      )}
    </div>
  );
}

export function DecisionPanel({ request }: { request: Request }) {
  useT(); // renders again in a newly chosen language
  const userId = useUserId();
  const [open, setOpen] = useState<Decision | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState('');
  const onConflict = (message: string) => {
    setOpen(null);
    setConflict(message);
  };
  const approve = useDecision(request, approveRequest, onConflict);
  const reject = useDecision(request, rejectRequest, onConflict);
  const withdraw = useDecision(request, withdrawRequest, onConflict);

  const openDialog = (decision: Decision) => {
    // A dialog opened again does not show the previous attempt's error.
    [approve, reject, withdraw].forEach((a) => a.reset());
    setOpen(decision);
  };
  const isMaker = request.maker.email.toLowerCase() === userId.toLowerCase();
  const blocked = request.decisionBlockedReason
    ? blockedReasonText(request.decisionBlockedReason)
    : undefined;
  const pending = request.status === 'Pending';

  const decide = async <V,>(action: ActionHandle<V, Request>, variables: V, done: (r: Request) => string) => {
    const outcome = await action.run(variables);
    if (!outcome.ok) return;
    setOpen(null);
    toastStore.success(done(outcome.data));
  };

  return (
    <div className="approval-decision">
      {conflict && (
        <p className="form-error" role="alert">
          {conflict}
        </p>
      )}
      {pending && <DecisionButtons blocked={blocked} isMaker={isMaker} onOpen={openDialog} />}
      {pending && request.changesSince.length > 0 && (
        <div className="notice--warning" role="note">
          <p>{APPROVAL_TEXTS.changedSince}</p>
          <CaseChangeList changes={request.changesSince} />
        </div>
      )}
      {pending && blocked && (
        <p className="approval-decision__blocked" data-testid="decision-blocked">
          <strong>{APPROVAL_TEXTS.blockedHeading}:</strong> {blocked}
        </p>
      )}

      <DecisionDialog
        open={open === 'approve'}
        title={APPROVAL_TEXTS.approveTitle}
        onClose={() => setOpen(null)}
        action={approve}
        confirmLabel={APPROVAL_TEXTS.approve}
        onConfirm={() =>
          void decide(approve, { id: request.id, comment: comment.trim() || null }, (r) =>
            r.status === 'Failed' ? APPROVAL_TEXTS.failedAfterApproval : APPROVAL_TEXTS.approved,
          )
        }
      >
        <p>{APPROVAL_TEXTS.approveConfirmation}</p>
        <label className="field">
          <span>{APPROVAL_TEXTS.commentLabel}</span>
          <textarea value={comment} rows={3} maxLength={1000} onChange={(e) => setComment(e.target.value)} />
        </label>
      </DecisionDialog>

      <DecisionDialog
        open={open === 'reject'}
        title={APPROVAL_TEXTS.rejectTitle}
        onClose={() => setOpen(null)}
        action={reject}
        confirmLabel={APPROVAL_TEXTS.reject}
        unavailableReason={reason.trim() ? undefined : APPROVAL_TEXTS.reasonRequired}
        onConfirm={() =>
          void decide(reject, { id: request.id, reason: reason.trim() }, () => APPROVAL_TEXTS.rejected)
        }
      >
        <label className="field">
          <span>{APPROVAL_TEXTS.reasonLabel}</span>
          <textarea
            value={reason}
            rows={3}
            maxLength={1000}
            required
            aria-invalid={!reason.trim()}
            aria-describedby="reject-reason-required"
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {!reason.trim() && (
          <p id="reject-reason-required" className="field__error">
            {APPROVAL_TEXTS.reasonRequired}
          </p>
        )}
      </DecisionDialog>

      <DecisionDialog
        open={open === 'withdraw'}
        title={APPROVAL_TEXTS.withdrawTitle}
        onClose={() => setOpen(null)}
        action={withdraw}
        confirmLabel={APPROVAL_TEXTS.withdraw}
        onConfirm={() => void decide(withdraw, { id: request.id }, () => APPROVAL_TEXTS.withdrawn)}
      >
        <p>{APPROVAL_TEXTS.withdrawConfirmation}</p>
      </DecisionDialog>
    </div>
  );
}

function DecisionDialog<V>({
  open,
  title,
  onClose,
  action,
  confirmLabel,
  unavailableReason,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  action: ActionHandle<V, Request>;
  confirmLabel: string;
  unavailableReason?: string;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const failure = action.error ? decisionErrorText(action.error) : null;
  return (
    <Dialog open={open} onClose={onClose} title={title} className="confirm-dialog">
      {children}
      {action.pending && (
        <p className="action-status" role="status">
          {t('ui.action.processing')}
        </p>
      )}
      {failure && !failure.conflict && !action.pending && (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      )}
      <div className="dialog__buttons">
        {/* Cancel first and focused: approving, rejecting and withdrawing cannot be undone. */}
        <button type="button" className="button" data-autofocus disabled={action.pending} onClick={onClose}>
          {t('ui.action.cancel')}
        </button>
        <ActionButton
          className="button button--primary"
          unavailableReason={unavailableReason}
          aria-disabled={action.pending || undefined}
          onClick={onConfirm}
        >
          {confirmLabel}
        </ActionButton>
      </div>
    </Dialog>
  );
}
