// Four eyes in the console, apart from React: the one recogniser of a held change (APPROVAL_REQUIRED),
// the server's reasons in Japanese, the operations' names, the target links and the policy form's threshold.
import { describe, expect, it } from 'vitest';
import { approvalRequestIdOf } from '../../src/app/api/approval-required';
import {
  blockedReasonText,
  decisionErrorText,
  operationText,
  parseThreshold,
  targetPath,
} from '../../src/app/features/approvals/approval-rules';

/** A failed graphql-request call as the client sees it. */
const graphQLFailure = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  Object.assign(new Error('failed'), { response: { status: 200, errors } });

describe('approvalRequestIdOf', () => {
  it('answers the request of an APPROVAL_REQUIRED error', () => {
    const error = graphQLFailure({
      message: '承認待ち',
      extensions: { code: 'APPROVAL_REQUIRED', approvalRequestId: 'apr_1' },
    });
    expect(approvalRequestIdOf(error)).toBe('apr_1');
  });

  it('answers null for any other failure, a code without the id, or no GraphQL errors at all', () => {
    expect(
      approvalRequestIdOf(graphQLFailure({ message: 'x', extensions: { code: 'FORBIDDEN' } })),
    ).toBeNull();
    expect(
      approvalRequestIdOf(graphQLFailure({ message: 'x', extensions: { code: 'APPROVAL_REQUIRED' } })),
    ).toBeNull();
    expect(approvalRequestIdOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(approvalRequestIdOf(null)).toBeNull();
  });
});

describe('the server reasons in Japanese', () => {
  it('maps the known reasons a decision is blocked, and keeps an unknown one as written', () => {
    expect(blockedReasonText('You cannot approve or reject your own request')).toBe(
      '自分の申請は承認・却下できません',
    );
    expect(blockedReasonText('The request is already Approved')).toBe('この申請はすでに「承認済み」です');
    expect(blockedReasonText('Deciding requests needs the permission approvals.decide')).toBe(
      '承認・却下には権限 approvals.decide が必要です',
    );
    expect(blockedReasonText('Deciding this request needs the permission consumers.write')).toBe(
      'この申請の承認・却下には権限 consumers.write が必要です',
    );
    expect(blockedReasonText('Something new')).toBe('Something new');
  });

  it('a CONFLICT is a conflict with a plain message; a blank reason is asked for', () => {
    const conflict = decisionErrorText(
      graphQLFailure({ message: 'The request is already Rejected', extensions: { code: 'CONFLICT' } }),
    );
    expect(conflict.conflict).toBe(true);
    expect(conflict.message).toContain('すでに決定されています');
    const blank = decisionErrorText(
      graphQLFailure({ message: 'The reason is required', extensions: { code: 'BAD_USER_INPUT' } }),
    );
    expect(blank).toEqual({ conflict: false, message: '却下するには理由を入力してください' });
  });
});

describe('operations, targets and the threshold', () => {
  it('names the held operations in Japanese and an unknown one by its name', () => {
    expect(operationText('updateConsumerLegalStatus')).toBe('法的ステータス変更');
    expect(operationText('legalStatusBatchUpdate')).toBe('法的ステータス一括更新');
    expect(operationText('startBulkCancellation')).toBe('分割払い一括キャンセル');
    expect(operationText('deactivateInvoices')).toBe('請求書レポート停止');
    expect(operationText('updateApprovalPolicy')).toBe('承認ポリシー変更');
    expect(operationText('somethingElse')).toBe('somethingElse');
  });

  it('links a consumer and a batch; other targets have no page', () => {
    expect(targetPath('consumer', 'con_1')).toBe('/consumers/con_1');
    expect(targetPath('legal_status_batch', 'lsb_1')).toBe('/legalStatusUpdateResult/lsb_1');
    expect(targetPath('bulk_cancellation', 'bcj_1')).toBeNull();
    expect(targetPath('consumer', null)).toBeNull();
  });

  it('a blank threshold means whatever the size; only whole numbers of 0 or more are accepted', () => {
    expect(parseThreshold(' ')).toEqual({ ok: true, value: null });
    expect(parseThreshold('1000')).toEqual({ ok: true, value: 1000 });
    expect(parseThreshold('-1')).toEqual({ ok: false });
    expect(parseThreshold('1.5')).toEqual({ ok: false });
  });
});
