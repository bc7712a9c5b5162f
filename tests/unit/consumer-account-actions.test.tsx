// @vitest-environment jsdom
// The consumer page's account actions (document 2 §2, §4, §5, §6, §8) through the real routes, against a scripted
// /graphql: close account, disable, change status and the e-mail and phone dialogs, with each dialog's states and its
// message per result value, the reasons an action is disabled (a missing permission, a closed account, a terminal
// legal status, offline), and the refresh after a success (the page refetched and recorded as the recent copy). The
// set-up is support/consumer-actions-harness.ts; the tabs' actions are in consumer-tab-actions.test.tsx.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../src/app/api/query-client';
import { readRecentLookup } from '../../src/db/recent-lookup-read';
import type { ConsumerPageData } from '../../src/app/features/consumers/api/consumer-page-query';
import { ALL_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import {
  AT,
  ID,
  STAFF,
  pageData,
  answerGraphQL,
  httpFailure,
  signedInWith,
  renderAt,
  bodiesOf,
  toastTexts,
  actions,
  openAction,
  deferred,
  contract,
  type Consumer,
  startCleanAppForEachTest,
} from './support/consumer-actions-harness';

startCleanAppForEachTest();

describe('close account', { timeout: 20_000 }, () => {
  it.each([
    ['ErrorUncapturedPayments', '売上未確定の決済があります'],
    ['ErrorBalanceNotSettled', '未払いの請求があります'],
    ['ErrorActiveContracts', '支払いが終わっていない分割払いがあります'],
    ['ErrorBalanceFutureChargesExist', 'まだ請求していない今後の請求があります'],
  ])('%s: the dialog stays open and says %s', async (result, message) => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ CloseConsumer: { closeConsumer: result } });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('アカウントを閉鎖');
    expect(within(dialog).getByRole('heading').textContent).toBe('アカウントを閉鎖');
    fireEvent.click(within(dialog).getByRole('button', { name: 'アカウントを閉鎖' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(toastTexts()).toEqual([]);
    const [sent] = bodiesOf('CloseConsumer');
    expect(sent.variables).toEqual({ id: ID });
    expect(sent.query).toContain('reason: ""');
    expect(sent.query).toContain('test: false');
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('Success: processing, then closed, toast, the page refetched and recorded as the recent copy', async () => {
    signedInWith(ALL_PERMISSIONS);
    const answer = deferred<unknown>();
    let closed = false;
    answerGraphQL({
      CloseConsumer: () => answer.promise,
      ConsumerPage: () =>
        closed ? pageData({ status: 'Closed', closedAt: AT, closedBy: STAFF }) : pageData(),
    });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('アカウントを閉鎖');
    fireEvent.click(within(dialog).getByRole('button', { name: 'アカウントを閉鎖' }));
    expect(await within(dialog).findByText('処理中…')).toBeTruthy();
    closed = true;
    await act(async () => answer.resolve({ closeConsumer: 'Success' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastTexts()).toContain('success: アカウントを閉鎖しました');
    const info = document.querySelector('.consumer-info') as HTMLElement;
    await waitFor(() => expect(info.textContent).toContain('閉鎖した担当者'));
    const close = within(await actions()).getByRole('button', { name: 'アカウントを閉鎖' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    expect(close.className).toContain('is-dimmed');
    expect(close.parentElement!.getAttribute('data-reason')).toBe('このアカウントは閉鎖されています');
    expect(bodiesOf('ConsumerPage').length).toBeGreaterThanOrEqual(2);
    await waitFor(async () => {
      const recent = await readRecentLookup(STAFF, 'consumer', ID);
      expect((recent?.snapshot as ConsumerPageData | undefined)?.consumer?.status).toBe('Closed');
    });
  });

  it('a transport failure: an error occurred with the error, the failure toast, the dialog open', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ CloseConsumer: httpFailure });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('アカウントを閉鎖');
    fireEvent.click(within(dialog).getByRole('button', { name: 'アカウントを閉鎖' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('エラーが発生しました');
    expect(alert.textContent).toContain('サーバーでエラーが発生しました（HTTP 500）。再試行してください。');
    expect(toastTexts()).toEqual(['error: アカウントを閉鎖できませんでした']);
  });
});

describe('disabled with the reason', { timeout: 20_000 }, () => {
  const reasonOf = (button: HTMLElement) => button.parentElement!.getAttribute('data-reason');

  it('support (consumers.write only): close and the fraud actions disabled with the missing permission', async () => {
    signedInWith([PERMISSIONS.consumersWrite, PERMISSIONS.assessmentExclusionsRead]);
    answerGraphQL({ ConsumerPage: pageData({}, true) });
    const router = renderAt(`/consumers/${ID}/fraud`);
    const group = await actions();
    const close = within(group).getByRole('button', { name: 'アカウントを閉鎖' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    expect(reasonOf(close)).toBe('権限がありません: consumers.close');
    expect(close.getAttribute('aria-describedby')).toBeTruthy();
    for (const name of ['アカウントを無効化', 'ステータスを変更', 'メールアドレスを変更', '電話番号を変更']) {
      expect((within(group).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);
    }
    for (const name of ['フラグを追加', 'フラグを解除', 'ログを作成']) {
      const button = await screen.findByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(reasonOf(button)).toBe('権限がありません: fraud_flags.write');
    }
    const add = screen.getByRole('button', { name: '追加' });
    expect(reasonOf(add)).toBe('権限がありません: assessment_exclusions.write');

    // The Logs tab's admin log needs consumers.write only, which support holds.
    await router.navigate(`/consumers/${ID}/logs`);
    await screen.findByRole('region', { name: 'ログ' });
    expect(screen.getByRole('button', { name: 'ログを作成' }).hasAttribute('disabled')).toBe(false);
  });

  it('no permission at all: every account action and the log say consumers.write', async () => {
    signedInWith([]);
    answerGraphQL({
      Contracts: {
        contractsByConsumerId: {
          threePay: [contract('isp_AAAAAAAAAAAAAAAA', 'active')],
          sixPay: [],
          twelvePay: [],
          apple: [],
        },
      },
    });
    const router = renderAt(`/consumers/${ID}/details`);
    const group = await actions();
    for (const name of ['アカウントを無効化', 'ステータスを変更', 'メールアドレスを変更', '電話番号を変更']) {
      expect(reasonOf(within(group).getByRole('button', { name }))).toBe('権限がありません: consumers.write');
    }
    await router.navigate(`/consumers/${ID}/logs`);
    expect(reasonOf(await screen.findByRole('button', { name: 'ログを作成' }))).toBe(
      '権限がありません: consumers.write',
    );
    await router.navigate(`/consumers/${ID}/payments`);
    const revert = await screen.findByRole('button', { name: /一括払いに戻す/ });
    expect(reasonOf(revert)).toBe('権限がありません: contracts.write');
  });

  it('offline: every action disabled with the offline reason', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL();
    renderAt(`/consumers/${ID}/details`);
    const group = await actions();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    for (const button of within(group).getAllByRole('button')) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(reasonOf(button)).toMatch(/オフラインのため操作できません/);
    }
  });
});

describe('disable and legal status', { timeout: 20_000 }, () => {
  it('disable: shown only while Enabled, confirms, sends the notice, toasts', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ DisableConsumer: { disableConsumer: { id: ID, status: 'Disabled' } } });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('アカウントを無効化');
    fireEvent.click(within(dialog).getByRole('button', { name: 'アカウントを無効化' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('DisableConsumer')[0].query).toContain('displayDisableNoticeToConsumer: true');
    expect(toastTexts()).toContain('success: アカウントを無効化しました');
    cleanup();
    queryClient.clear();
    answerGraphQL({ ConsumerPage: pageData({ status: 'Disabled' }) });
    renderAt(`/consumers/${ID}/details`);
    await waitFor(() => expect(document.querySelector('.consumer-info .status-tag--disabled')).toBeTruthy());
    expect(within(await actions()).queryByRole('button', { name: 'アカウントを無効化' })).toBeNull();
  });

  it('change status: every value offered; a note-carrying one warns it disables the account; sent and toasted', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({
      UpdateConsumerLegalStatus: {
        updateConsumerLegalStatus: { id: ID, status: 'Disabled', legalStatus: 'BankruptcyStart' },
      },
    });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('ステータスを変更');
    const select = within(dialog).getByLabelText('法的ステータス') as HTMLSelectElement;
    expect(select.options).toHaveLength(11);
    expect([...select.options].every((o) => !o.disabled)).toBe(true);
    const submit = within(dialog).getByRole('button', { name: '送信' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'CollectionPending' } });
    expect(within(dialog).queryByText(/アカウントも無効化されます/)).toBeNull();
    fireEvent.change(select, { target: { value: 'BankruptcyStart' } });
    expect(within(dialog).getByText(/アカウントも無効化されます/)).toBeTruthy();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('UpdateConsumerLegalStatus')[0].variables).toEqual({
      id: ID,
      legalStatus: 'BankruptcyStart',
    });
    expect(toastTexts()).toContain('success: 法的ステータスを更新しました');
  });

  it('change status to Dead held for a second person: 承認待ち with the link, no success, the banner appears', async () => {
    signedInWith(ALL_PERMISSIONS);
    let asked = false;
    answerGraphQL({
      UpdateConsumerLegalStatus: () => {
        asked = true;
        return { heldBy: 'apr_dead' };
      },
      ConsumerPendingApprovals: () => ({
        pendingApprovals: asked
          ? [
              {
                id: 'apr_dead',
                operation: 'updateConsumerLegalStatus',
                createdAt: AT,
                maker: { email: STAFF },
              },
            ]
          : [],
      }),
      PendingApprovalCount: { pendingApprovalCount: 0 },
    });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('ステータスを変更');
    fireEvent.change(within(dialog).getByLabelText('法的ステータス'), { target: { value: 'Dead' } });
    // A final status is confirmed first (tests/unit/irreversible-confirmations.test.tsx).
    fireEvent.click(within(dialog).getByRole('button', { name: 'ステータスを変更' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'ステータスを変更' }));
    const notice = await within(dialog).findByTestId('approval-pending');
    expect(notice.textContent).toContain('承認待ち');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/approvals/apr_dead');
    // Nothing to submit again; the dialog closes with 閉じる.
    expect(within(dialog).queryByRole('button', { name: 'ステータスを変更' })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: '閉じる' }).length).toBeGreaterThan(0);
    expect(toastTexts().filter((t) => t.startsWith('success'))).toEqual([]);
    expect(toastTexts().filter((t) => t.startsWith('error'))).toEqual([]);
    const banner = await screen.findByTestId('pending-approval-banner');
    expect(within(banner).getByRole('link', { name: '法的ステータス変更' }).getAttribute('href')).toBe(
      '/approvals/apr_dead',
    );
  });

  it.each(['Dead', 'BankruptcyConfirmed'])(
    'change status from %s: every option and the submit disabled',
    async (status) => {
      signedInWith(ALL_PERMISSIONS);
      answerGraphQL({ ConsumerPage: pageData({ legalStatus: status as Consumer['legalStatus'] }) });
      renderAt(`/consumers/${ID}/details`);
      const dialog = await openAction('ステータスを変更');
      const select = within(dialog).getByLabelText('法的ステータス') as HTMLSelectElement;
      expect([...select.options].every((o) => o.disabled)).toBe(true);
      expect(select.disabled).toBe(true);
      expect((within(dialog).getByRole('button', { name: '送信' }) as HTMLButtonElement).disabled).toBe(true);
      expect(within(dialog).getByText(/最終/)).toBeTruthy();
    },
  );
});

describe('e-mail and phone', { timeout: 20_000 }, () => {
  it('e-mail: required field, then each refusal in the dialog, then Success shows the new value in the header', async () => {
    signedInWith(ALL_PERMISSIONS);
    const results = ['InvalidEmailAddress', 'EmailExists', 'Success'];
    // The page's refetch after the change answers only when the test says so.
    const stored = deferred<unknown>();
    let changed = false;
    answerGraphQL({
      UpdateConsumerEmail: () => {
        const result = results.shift();
        changed = result === 'Success';
        return { updateConsumerEmail: result };
      },
      ConsumerPage: () => (changed ? stored.promise : pageData()),
    });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('メールアドレスを変更');
    const save = within(dialog).getByRole('button', { name: '保存' });
    fireEvent.click(save);
    expect(within(dialog).getByText('必須項目です')).toBeTruthy();
    expect(bodiesOf('UpdateConsumerEmail')).toHaveLength(0);
    const input = within(dialog).getByLabelText('新しいメールアドレス');
    fireEvent.change(input, { target: { value: 'not-an-address' } });
    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('メールアドレスが正しくありません');
    fireEvent.change(input, { target: { value: 'hanako@example.jp' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('このメールアドレスは登録済みです'),
    );
    fireEvent.change(input, { target: { value: ' new@example.jp ' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('UpdateConsumerEmail').at(-1)!.variables).toEqual({ id: ID, email: 'new@example.jp' });
    // Shown at once, before the refetch answers (document 2 §2: overridden locally after edits).
    expect((document.querySelector('.consumer-info') as HTMLElement).textContent).toContain('new@example.jp');
    expect(toastTexts()).toContain('success: メールアドレスを更新しました');
    await act(async () => stored.resolve(pageData({ email: 'new@example.jp' })));
    expect((document.querySelector('.consumer-info') as HTMLElement).textContent).toContain('new@example.jp');
  });

  it('phone: each refusal, and a failure toasts mobile number is incorrect', async () => {
    signedInWith(ALL_PERMISSIONS);
    const results: unknown[] = [
      { updateConsumerPhone: 'InvalidPhoneNumber' },
      { updateConsumerPhone: 'PhoneExists' },
      httpFailure,
    ];
    answerGraphQL({ UpdateConsumerPhone: () => results.shift() });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('電話番号を変更');
    const save = within(dialog).getByRole('button', { name: '保存' });
    fireEvent.click(save);
    expect(within(dialog).getByText('必須項目です')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('新しい携帯電話番号'), {
      target: { value: '090-1111-2222' },
    });
    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('携帯電話番号が正しくありません');
    fireEvent.click(save);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('この番号は登録済みです'));
    fireEvent.click(save);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('エラーが発生しました'),
    );
    expect(toastTexts()).toContain('error: 携帯電話番号が正しくありません');
  });
});
