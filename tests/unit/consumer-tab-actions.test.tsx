// @vitest-environment jsdom
// The actions in the consumer page's tabs (document 2 §2, §4, §5, §6, §8) through the real routes, against a scripted
// /graphql: the admin log's required message and escaped line breaks, revert to lump sum on the contracts, the fraud
// tab's flag, unflag, fraud log and assessment exclusions, and the fraud payments tab's flag and unflag with their
// enable rules. The set-up is support/consumer-actions-harness.ts; the account actions are in
// consumer-account-actions.test.tsx.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import {
  AT,
  ID,
  PAY_A,
  PAY_B,
  PAY_C,
  STAFF,
  pageData,
  answerGraphQL,
  signedInWith,
  renderAt,
  enabledButton,
  bodiesOf,
  toastTexts,
  contract,
  startCleanAppForEachTest,
} from './support/consumer-actions-harness';

startCleanAppForEachTest();

describe('logs and contracts', { timeout: 20_000 }, () => {
  it('admin log: required 必須項目です; line breaks sent as backslash n; new log added and the list refetched', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({
      CreateAdminLogV2: { createAdminLogV2: { message: 'a\nb', creator: STAFF, createdAt: AT } },
    });
    renderAt(`/consumers/${ID}/logs`);
    fireEvent.click(await screen.findByRole('button', { name: 'ログを作成' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: '送信' });
    fireEvent.click(submit);
    expect(within(dialog).getByText('必須項目です')).toBeTruthy();
    const box = within(dialog).getByLabelText('メッセージ') as HTMLTextAreaElement;
    expect(box.placeholder).toBe('改行なしで入力してください');
    fireEvent.change(box, { target: { value: '電話あり\n折り返し予定' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('CreateAdminLogV2')[0].variables).toEqual({
      consumerId: ID,
      message: '電話あり\\n折り返し予定',
    });
    expect(toastTexts()).toContain('success: ログを追加しました');
    // The refetch goes out after the success has rendered; a loaded 2-core machine (CI) has been seen to need more
    // than the default 5 s for it.
    await waitFor(() => expect(bodiesOf('AdminLogs').length).toBeGreaterThanOrEqual(2), {
      timeout: 15_000,
    });
  });

  it('admin log failure: Failed to create log.', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ CreateAdminLogV2: new Error('message too long') });
    renderAt(`/consumers/${ID}/logs`);
    fireEvent.click(await screen.findByRole('button', { name: 'ログを作成' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('メッセージ'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '送信' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('message too long');
    expect(toastTexts()).toEqual(['error: ログを作成できませんでした。']);
  });

  it('revert to lump sum: only active contracts offer it; on success the row shows canceled and ¥0', async () => {
    signedInWith(ALL_PERMISSIONS);
    let reverted = false;
    const contracts = {
      contractsByConsumerId: {
        threePay: [contract('isp_AAAAAAAAAAAAAAAA', 'active'), contract('isp_BBBBBBBBBBBBBBBB', 'completed')],
        sixPay: [],
        twelvePay: [],
        apple: [],
      },
    };
    answerGraphQL({
      // The refetch after the change does not answer: what the row shows comes from the change itself.
      Contracts: () => (reverted ? new Promise(() => {}) : contracts),
      CancelContract: () => {
        reverted = true;
        return { cancelContract: 'Success' };
      },
    });
    renderAt(`/consumers/${ID}/payments`);
    const table = await screen.findByRole('table', { name: '契約' });
    const buttons = await within(table).findAllByRole('button', { name: /一括払いに戻す/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('CancelContract')[0].variables).toEqual({ installmentPlanId: 'isp_AAAAAAAAAAAAAAAA' });
    const row = within(screen.getByRole('table', { name: '契約' })).getAllByRole('row')[1];
    await waitFor(() => expect(row.textContent).toContain('キャンセル済み'));
    expect(row.querySelector('.data-table__outstanding')!.textContent).toBe('¥0');
  });
});

describe('fraud tab', { timeout: 20_000 }, () => {
  it('a fraud flag in two steps: Next needs a reason; confirm flags and refreshes the consumer', async () => {
    signedInWith(ALL_PERMISSIONS);
    let flagged = false;
    answerGraphQL({
      ConsumerPage: () => (flagged ? pageData({ status: 'Disabled' }, true) : pageData()),
      CreateFraudFlagV2: () => {
        flagged = true;
        return { createFraudFlagV2: { id: 'ffl_1' } };
      },
    });
    renderAt(`/consumers/${ID}/fraud`);
    fireEvent.click(await enabledButton('フラグを追加'));
    const dialog = await screen.findByRole('dialog');
    const next = within(dialog).getByRole('button', { name: '次へ' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    const select = within(dialog).getByLabelText('理由');
    await within(dialog).findByRole('option', { name: '不正利用' });
    fireEvent.change(select, { target: { value: 'fr_2' } });
    fireEvent.click(next);
    expect(within(dialog).getByText(/理由: 不正利用.*無効/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('CreateFraudFlagV2')[0].variables).toEqual({ consumerId: ID, flaggedFor: 'fr_2' });
    expect(await screen.findByText('不正フラグ', { selector: '.consumer-header__ids *' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.consumer-info .status-tag--disabled')).toBeTruthy());
  });

  it('unflag and fraud log: submit disabled while the message is empty; one line sent', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({
      ConsumerPage: pageData({}, true),
      UnflagConsumerFromFraudFlag: { unflagConsumerFromFraudFlag: 'Success' },
      CreateFraudManagementEventLog: { createFraudManagementEventLog: { id: 'fel_1' } },
    });
    renderAt(`/consumers/${ID}/fraud`);
    fireEvent.click(await enabledButton('フラグを解除'));
    let dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: '送信' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('メッセージ'), { target: { value: '  ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('メッセージ'), { target: { value: '本人確認済み' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('UnflagConsumerFromFraudFlag')[0].variables).toEqual({
      consumerId: ID,
      flagId: 'ffl_1',
      message: '本人確認済み',
    });

    fireEvent.click(screen.getByRole('button', { name: 'ログを作成' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('メッセージ'), { target: { value: '電話で確認\n済み' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '送信' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('CreateFraudManagementEventLog')[0].variables).toEqual({
      consumerId: ID,
      // A one-line field: the line break never reaches the message.
      message: '電話で確認済み',
    });
  });

  it('exclusions: the kind must be one the server lists; remove confirms', async () => {
    signedInWith(ALL_PERMISSIONS);
    const withExclusion = pageData();
    withExclusion.assessmentExclusionsByConsumerId = [
      { id: 'axc_1', consumerId: ID, assessmentKind: 'credit', excludedBy: STAFF, excludedAt: AT },
    ];
    answerGraphQL({
      ConsumerPage: withExclusion,
      CreateAssessmentExclusion: { createAssessmentExclusion: { id: 'axc_2' } },
      DeactivateAssessmentExclusion: { deactivateAssessmentExclusion: { id: 'axc_1' } },
    });
    renderAt(`/consumers/${ID}/fraud`);
    fireEvent.click(await enabledButton('追加'));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: '送信' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await within(dialog).findByRole('option', { name: 'plus' });
    fireEvent.change(within(dialog).getByLabelText('審査の種類'), { target: { value: 'plus' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('CreateAssessmentExclusion')[0].variables).toEqual({
      consumerId: ID,
      assessmentKind: 'plus',
    });

    fireEvent.click(screen.getByRole('button', { name: '削除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('DeactivateAssessmentExclusion')[0].variables).toEqual({
      consumerId: ID,
      exclusionId: 'axc_1',
    });
  });
});

describe('fraud payments tab', { timeout: 20_000 }, () => {
  const checkbox = (id: string) => screen.getByRole('checkbox', { name: `${id} を選択` });
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

  it('flag enabled only when no selected payment is flagged, unflag only when all are', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL();
    renderAt(`/consumers/${ID}/fraudpayments`);
    await screen.findByText('不正利用');
    // Shown once the fraudManagementPermissions answer says payment_fraud_flags.write.
    await screen.findByRole('button', { name: '決済に不正フラグを付ける' });
    expect(button('決済に不正フラグを付ける').disabled).toBe(true);
    expect(button('決済の不正フラグを外す').disabled).toBe(true);
    fireEvent.click(checkbox(PAY_B));
    expect(button('決済に不正フラグを付ける').disabled).toBe(false);
    expect(button('決済の不正フラグを外す').disabled).toBe(true);
    fireEvent.click(checkbox(PAY_A));
    expect(button('決済に不正フラグを付ける').disabled).toBe(true);
    expect(button('決済に不正フラグを付ける').parentElement!.getAttribute('data-reason')).toBe(
      '選択した決済に、有効な不正フラグが付いているものがあります',
    );
    expect(button('決済の不正フラグを外す').disabled).toBe(true);
    fireEvent.click(checkbox(PAY_B));
    expect(button('決済の不正フラグを外す').disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'このページの決済をすべて選択' }));
    expect(button('決済に不正フラグを付ける').disabled).toBe(true);
    expect(button('決済の不正フラグを外す').disabled).toBe(true);
  });

  it('flag: reason and the exclude-from-bill choice required; sends the payments with their merchants', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({
      FlagPaymentsForFraud: {
        flagPaymentsForFraud: [
          { fraudFlagId: 'pff_3', paymentId: PAY_B },
          { fraudFlagId: 'pff_4', paymentId: PAY_C },
        ],
      },
    });
    renderAt(`/consumers/${ID}/fraudpayments`);
    await screen.findByText('不正利用');
    fireEvent.click(checkbox(PAY_B));
    fireEvent.click(checkbox(PAY_C));
    fireEvent.click(button('決済に不正フラグを付ける'));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: '送信' }) as HTMLButtonElement;
    await within(dialog).findByRole('option', { name: 'チャージバック' });
    fireEvent.change(within(dialog).getByLabelText('理由'), { target: { value: 'pr_1' } });
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(/請求を止める/));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('FlagPaymentsForFraud')[0].variables).toEqual({
      consumerId: ID,
      flaggedFor: 'pr_1',
      excludeFromBill: 'except_from_bill',
      paymentsToFlag: [
        { paymentId: PAY_B, merchantId: `mer_${PAY_B.slice(4)}` },
        { paymentId: PAY_C, merchantId: `mer_${PAY_C.slice(4)}` },
      ],
    });
    expect(toastTexts()).toContain('success: 2件の決済に不正フラグを付けました');
    expect((checkbox(PAY_B) as HTMLInputElement).checked).toBe(false);
    await waitFor(() =>
      expect(bodiesOf('ConsumerPaymentsActiveFraudFlags').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('unflag: removes every active flag of the selected payments for the chosen reason', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ UnflagPaymentFraudFlags: { unflagPaymentFraudFlags: ['pff_1', 'pff_2'] } });
    renderAt(`/consumers/${ID}/fraudpayments`);
    await screen.findByText('不正利用');
    fireEvent.click(checkbox(PAY_A));
    fireEvent.click(button('決済の不正フラグを外す'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: '誤検知' });
    fireEvent.change(within(dialog).getByLabelText('理由'), { target: { value: 'ur_1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '送信' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('UnflagPaymentFraudFlags')[0].variables).toEqual({
      unflaggedFor: 'ur_1',
      paymentFraudFlagIds: ['pff_1', 'pff_2'],
    });
  });

  it('without payment_fraud_flags.write the buttons are not shown (document 2 §2)', async () => {
    signedInWith([PERMISSIONS.paymentFraudFlagsRead]);
    answerGraphQL();
    renderAt(`/consumers/${ID}/fraudpayments`);
    await screen.findByText('不正利用');
    expect(screen.queryByRole('button', { name: '決済に不正フラグを付ける' })).toBeNull();
  });
});
