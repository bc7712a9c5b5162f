// A held batch or bulk cancellation whose request was rejected, withdrawn or expired reads as that (却下, 取り下げ,
// 期限切れ) in the console's status and in each of its rows, never as Failure; a pending or approved request changes
// nothing of the usual states.
import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/i18n';
import {
  batchDisplayStatus,
  batchStatusText,
  itemResult,
} from '../../src/app/features/legal-status/legal-status-rules';
import {
  runState,
  runStateText,
} from '../../src/app/features/installment-plan-cancel/installment-plan-cancel-records-rules';
import { resultText } from '../../src/app/features/installment-plan-cancel/installment-plan-cancel-rules';

const ENDED = {
  length: 2,
  successes: 0,
  failures: 2,
  success: false,
  completedAt: 1,
  approvalRequestId: 'r1',
};

describe('a legal-status batch', () => {
  it.each([
    ['Rejected', '却下'],
    ['Withdrawn', '取り下げ'],
    ['Expired', '期限切れ'],
  ])('whose request is %s reads %s, with its request', (approvalStatus, label) => {
    const status = batchDisplayStatus({ ...ENDED, approvalStatus });
    expect(status).toEqual({ kind: 'notApproved', label, requestId: 'r1' });
    expect(batchStatusText(status)).toBe(label);
    expect(
      itemResult({ consumerId: 'c', desiredStatus: 'Dead', success: false, error: 'NotApproved' }, label),
    ).toEqual({ kind: 'notApproved', label, error: 'NotApproved' });
  });

  it('reads as before when its request was approved or it was never held', () => {
    expect(batchStatusText(batchDisplayStatus({ ...ENDED, approvalStatus: 'Approved' }))).toBe(
      t('legalStatus.batchStatus.failure'),
    );
    expect(batchStatusText(batchDisplayStatus({ ...ENDED, approvalStatus: null }))).toBe(
      t('legalStatus.batchStatus.failure'),
    );
    expect(itemResult({ consumerId: 'c', desiredStatus: 'Dead', success: false, error: 'NotFound' })).toEqual(
      {
        kind: 'failure',
        error: 'NotFound',
      },
    );
  });
});

describe('a bulk cancellation', () => {
  const run = { done: 2, length: 2, completedAt: 1, awaitingApproval: false, approvalRequestId: 'r2' };

  it('whose request was withdrawn reads 取り下げ, and each of its plans too', () => {
    const state = runState({ ...run, approvalStatus: 'Withdrawn' });
    expect(state).toEqual({ kind: 'notApproved', label: '取り下げ', requestId: 'r2' });
    expect(runStateText(state)).toBe('取り下げ');
    const plan = {
      id: 'isp_1',
      status: 'Failure' as const,
      code: 'NotApproved',
      title: 'Not approved (Withdrawn)',
    };
    expect(resultText(plan, '取り下げ')).toBe('取り下げ');
    // Another failure of the same run keeps its own words, by name when the console knows its code.
    expect(resultText({ ...plan, code: 'NotFound', title: 'Not Found' }, '取り下げ')).toBe(
      '失敗 — 見つかりません: この ID の分割払いはありません',
    );
    expect(resultText({ ...plan, code: 'Other', title: 'Something else' }, '取り下げ')).toBe(
      '失敗 — Something else',
    );
  });

  it('approved, or waiting, reads as before', () => {
    expect(runStateText(runState({ ...run, approvalStatus: 'Approved' }))).toBe('完了');
    expect(
      runStateText(
        runState({ ...run, completedAt: null, awaitingApproval: true, approvalStatus: 'Pending' }),
      ),
    ).toBe('承認待ち');
  });
});
