// What the console shows instead of the success text when the approvals policy held a change (issue 19):
// 承認待ち, that nothing changed yet, and a link to the request. And the held operations' names in Japanese.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import './approval-pending.css';
import { MESSAGES } from '../messages';
import { paths } from '../paths';

const OPERATION_TEXT: Readonly<Record<string, string>> = {
  updateConsumerLegalStatus: '法的ステータス変更',
  legalStatusBatchUpdate: '法的ステータス一括更新',
  startBulkCancellation: '分割払い一括キャンセル',
  deactivateInvoices: '請求書レポート停止',
  updateApprovalPolicy: '承認ポリシー変更',
  createStaffMember: 'スタッフ作成',
  grantStaffRole: 'ロール付与',
  grantStaffPermission: '権限付与',
  unlockStaffMember: 'スタッフのロック解除',
};

/** The held mutation in Japanese; an operation this console does not know is shown as its name. */
export function operationText(operation: string): string {
  return OPERATION_TEXT[operation] ?? operation;
}

/**
 * `focus`: the link takes the focus when the notice appears (in a dialog, where it replaces the submit button that
 * had it).
 */
export function ApprovalPendingNotice({ requestId, focus = false }: { requestId: string; focus?: boolean }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focus) link.current?.focus();
  }, [focus]);
  return (
    <p className="approval-pending" role="status" data-testid="approval-pending">
      <strong className="approval-pending__title">{MESSAGES.approval.pending}</strong>{' '}
      <span>{MESSAGES.approval.held}</span>{' '}
      <Link ref={link} to={paths.approvals.detail(requestId)}>
        {MESSAGES.approval.openRequest(requestId)}
      </Link>
    </p>
  );
}
